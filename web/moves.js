// What the person may do now, read from view.legal_moves (docs/protocol.md).

function sortedKey(codes) {
  return codes.slice().sort().join(",");
}

export class LegalMoves {
  constructor(view) {
    const moves = view.legal_moves || [];
    this.plays = new Set(); // "7H,7S" keys of the legal plays
    this.playable = new Set(); // every card code that is part of some legal play
    this.flips = new Set(); // hidden card indices that may be turned up
    this.swaps = new Set(); // "hand|table"
    this.take = false;
    this.risk = false;
    this.ready = false;
    for (const move of moves) {
      switch (move.type) {
        case "play":
          this.plays.add(sortedKey(move.cards));
          for (const card of move.cards) this.playable.add(card);
          break;
        case "flip":
          this.flips.add(move.index);
          break;
        case "swap":
          this.swaps.add(move.hand + "|" + move.table);
          break;
        case "take":
          this.take = true;
          break;
        case "risk":
          this.risk = true;
          break;
        case "ready":
          this.ready = true;
          break;
        default:
          break;
      }
    }
    this.any = moves.length > 0;
  }

  isPlay(codes) {
    return codes.length > 0 && this.plays.has(sortedKey(codes));
  }

  canSwap(hand, table) {
    return this.swaps.has(hand + "|" + table);
  }
}

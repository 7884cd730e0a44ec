// @ts-check
// What the person may do now, read from the view's legal moves (docs/protocol.md): the
// page never works out a rule itself.

/** @typedef {import("../../types.js").Move} Move */
/** @typedef {import("../../types.js").Card} Card */

/** @param {Card[]} codes */
export function sortedKey(codes) {
  return codes.slice().sort().join(",");
}

export class LegalMoves {
  /** @param {Move[]} moves the view's legal_moves */
  constructor(moves) {
    /** @type {Move[]} */
    this.moves = moves;
    /** @type {Set<string>} the cards of each legal play, sorted and joined ("7H,7S") */
    this.plays = new Set();
    /** @type {Set<Card>} every card that is part of some legal play */
    this.playable = new Set();
    /** @type {Set<number>} the hidden cards (by index) that may be turned up */
    this.flips = new Set();
    this.take = false;
    this.risk = false;
    this.ready = false;
    /** @type {Map<string, Move[]>} "play:<cards>" or "choose:<cards>" -> the moves laying exactly those */
    this.byCards = new Map();
    for (const move of moves) {
      if (move.type === "play" || move.type === "choose") {
        const cards = /** @type {Card[]} */ (move.cards);
        const key = move.type + ":" + sortedKey(cards);
        this.byCards.set(key, [...(this.byCards.get(key) || []), move]);
      }
      if (move.type === "play") {
        const cards = /** @type {Card[]} */ (move.cards);
        this.plays.add(sortedKey(cards));
        for (const card of cards) this.playable.add(card);
      } else if (move.type === "flip") {
        this.flips.add(/** @type {number} */ (move.index));
      } else if (move.type === "take") {
        this.take = true;
      } else if (move.type === "risk") {
        this.risk = true;
      } else if (move.type === "ready") {
        this.ready = true;
      }
    }
  }

  /** @param {Card[]} codes */
  isPlay(codes) {
    return codes.length > 0 && this.plays.has(sortedKey(codes));
  }

  // The legal plays laying exactly `codes` (several when a joker's meaning is open).
  /** @param {Card[]} codes */
  playsOf(codes) {
    return this.byCards.get("play:" + sortedKey(codes)) || [];
  }

  // Belgia's setup: the move laying exactly `codes` face up, or null.
  /** @param {Card[]} codes */
  chooseMove(codes) {
    return (this.byCards.get("choose:" + sortedKey(codes)) || [])[0] || null;
  }

  // Belgia's setup: how many cards are laid face up (the engine's rule, read from its moves).
  faceUpCount() {
    const choose = this.moves.find((move) => move.type === "choose");
    return choose ? /** @type {Card[]} */ (choose.cards).length : 0;
  }
}

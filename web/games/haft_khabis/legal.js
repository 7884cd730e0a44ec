// @ts-check
// What the person may do now, read from the view's legal_moves: the engine lists every
// variant (a jack once per suit, a 2 once per target, a play leaving one card with and
// without "tak barg"), the table needs them by card.

/** @typedef {import("../../types.js").Move} Move */

export class Legal {
  /** @param {import("../../types.js").View} view */
  constructor(view) {
    /** @type {Map<string, Move[]>} card code -> its play moves */
    this.plays = new Map();
    this.draw = false;
    this.pass = false;
    this.announce = false; // some play leaves one card: "tak barg" goes with it
    for (const move of view.legal_moves || []) {
      if (move.type === "play") {
        const code = /** @type {string[]} */ (move.cards)[0];
        const moves = this.plays.get(code) || [];
        moves.push(move);
        this.plays.set(code, moves);
        if (move.announce) this.announce = true;
      } else if (move.type === "draw") {
        this.draw = true;
      } else if (move.type === "pass") {
        this.pass = true;
      }
    }
  }

  /** @param {string} code */
  playable(code) {
    return this.plays.has(code);
  }

  /** @param {string} code  whether playing it leaves one card (so "tak barg" may go with it) */
  leavesOne(code) {
    return (this.plays.get(code) || []).some((move) => move.announce);
  }

  /**
   * The seats a 2 may send its card to.
   * @param {string} code
   * @returns {number[]}
   */
  targets(code) {
    const seats = (this.plays.get(code) || []).map((move) => move.target).filter((seat) => seat !== undefined);
    return [...new Set(/** @type {number[]} */ (seats))];
  }
}

// @ts-check
// Haft Khabis's part of the contract (docs/protocol.md, "Haft Khabis"): its view, the
// round's end as the log gives it, and what its flow passes its table. Types only.

/**
 * A seat as Haft Khabis shows it: your hand, the others' counts.
 * @typedef {object} HkSeat
 * @property {number} seat
 * @property {string[] | null} hand  the seat's own hand only; null for the others
 * @property {string[] | null} dealt  the same cards in the order they came to the seat
 * @property {number} hand_count
 * @property {boolean} eliminated
 * @property {number} total  penalty points so far
 */

/**
 * One round on the score sheet.
 * @typedef {object} HkRound
 * @property {number} round
 * @property {number} dealer
 * @property {number} winner
 * @property {boolean} doubled
 * @property {(number | null)[]} points  null: that seat was already out
 */

/**
 * @typedef {object} HkFields
 * @property {number} round
 * @property {"clockwise" | "counter-clockwise"} direction
 * @property {string | null} top  the pile's top card
 * @property {number} pile
 * @property {number} stock
 * @property {number} pending  cards a run of 7s makes the player to move draw
 * @property {string | null} named_suit
 * @property {boolean} cover  the player to move must cover the 8 on top
 * @property {string | null} drawn  your card just drawn that fits
 * @property {HkSeat[]} seats
 * @property {number} limit
 * @property {boolean} penalty_on_rejected
 * @property {{rounds: HkRound[], totals: number[], eliminated: number[][]}} scores
 * @property {{ranking: number[], winner: number, totals: number[]} | null} result
 */

/** @typedef {import("../../types.js").View & HkFields} HkView */

/**
 * The round_end event: who went out, the hands laid down, each seat's points.
 * @typedef {import("../../types.js").LogEvent & {round: number, doubled: boolean,
 *   points: (number | null)[], hands: Record<string, string[]>}} RoundEnd
 */

/**
 * The chooser open after a click on a jack (which suit follows) or a 2 (who draws).
 * @typedef {object} Choice
 * @property {"suit" | "target"} kind
 * @property {string} card
 * @property {number} index  the card's place in your hand, for the focus to go back to
 */

/**
 * What the flow passes its table with the view.
 * @typedef {object} HkUi
 * @property {(seat: number) => string} name
 * @property {number} round  the round in play (#table[data-round]), while the table may
 *   still show the one just ended, under its score sheet
 * @property {string} await  #table[data-await]
 * @property {Set<string>} playable  the cards of your hand that fit
 * @property {boolean} canDraw
 * @property {boolean} canPass
 * @property {boolean} canSay  a play that leaves one card is possible: "tak barg" is offered
 * @property {boolean} say
 * @property {Choice | null} choice
 * @property {number[]} targets  the seats a 2 in the chooser may name
 * @property {string[]} suits
 * @property {number | null} next  the seat that plays after the one to move
 * @property {boolean} canSkip
 * @property {string} help
 * @property {import("../../types.js").Hint | null} hint
 * @property {boolean} hinting
 */

export {};

// @ts-check
// Planowanie's view (docs/protocol.md, "Planowanie", View) and what its flow hands its
// table to draw. Types only: nothing here runs.

/** @typedef {import("../../types.js").Card} Card */
/** @typedef {import("../../types.js").Hint} Hint */

/**
 * A card laid to a trick.
 * @typedef {{seat: number, card: Card}} Laid
 */

/**
 * A completed trick (the view keeps the last until the next is complete, across deals
 * too, so that the table can show it being gathered).
 * @typedef {{leader: number, cards: Laid[], winner: number}} Trick
 */

/**
 * @typedef {object} PlanowanieSeat
 * @property {number} seat
 * @property {Card[] | null} hand  only your own
 * @property {Card[] | null} dealt  the same, in the order dealt
 * @property {number} hand_count
 * @property {number | null} bid  null until made
 * @property {number} won  tricks won this deal
 * @property {number} total  points so far
 */

/**
 * A finished deal's row of the score sheet.
 * @typedef {object} SheetRow
 * @property {number} deal
 * @property {number} cards
 * @property {number} dealer
 * @property {Card} trump
 * @property {number[]} bids
 * @property {number[]} tricks
 * @property {number[]} points
 * @property {number[]} totals
 */

/**
 * @typedef {object} PlanowanieResult
 * @property {number[]} ranking  highest total first
 * @property {number[]} scores
 * @property {number[]} places  equal totals share a place
 */

/**
 * @typedef {object} PlanowanieFields
 * @property {number} deal  the deal in progress, from 1
 * @property {number} deals
 * @property {number} cards  cards each this deal, the tricks in it
 * @property {Card} trump
 * @property {string} trump_suit
 * @property {Card[]} hand
 * @property {number} leader  who led, or leads, the current trick
 * @property {Laid[]} trick  in the order played
 * @property {Trick | null} last_trick
 * @property {(number | null)[]} bids
 * @property {number | null} forbidden  the bid the last bidder may not make, on their turn
 * @property {PlanowanieSeat[]} seats
 * @property {SheetRow[]} sheet
 * @property {number[]} totals
 * @property {PlanowanieResult | null} result
 */

/** @typedef {Omit<import("../../types.js").BaseView, "seats" | "result"> & PlanowanieFields} PlanowanieView */

/**
 * A completed trick on show: `view` is what the table draws meanwhile (the deal's last
 * trick is shown on the table as it stood, though the view has moved on).
 * @typedef {{trick: Trick, view: PlanowanieView, gathering: boolean}} Collecting
 */

/**
 * What the flow hands the table with the view.
 * @typedef {object} PlanowanieUi
 * @property {string} await  #table[data-await]
 * @property {Set<Card>} playable  your cards that may be played now
 * @property {number[]} bids  the bids to offer (none off your bidding turn)
 * @property {number | null} forbidden  the last bidder's forbidden bid, on your turn
 * @property {string} forbiddenReason
 * @property {Collecting | null} collecting
 * @property {number} deal  the deal in progress (#table[data-deal]), while the table may
 *   still show the one just finished, under its score sheet
 * @property {string} help
 * @property {Hint | null} hint
 * @property {boolean} hinting  a hint is being thought out
 */

export {};

// @ts-check
// Planowanie's events in words, for the log (docs/protocol.md, "Planowanie", Events):
// a sentence about the seat at the device takes its key's ".you" form.

import { cardName } from "../../table/cards.js";
import { formatSigned, t, tYou } from "../../text.js";

/**
 * One sentence for an event, or null for one the log leaves out.
 * @param {import("../../types.js").LogEvent} event
 * @param {number} seat  the seat at the device
 * @param {(seat: number) => string} names
 * @param {number | undefined} deals  how many deals the game has
 * @returns {string | null}
 */
export function narrate(event, seat, names, deals) {
  const you = event.seat === seat;
  const name = names(event.seat);
  switch (event.type) {
    case "deal":
      return tYou("planowanie.log.deal", you, {
        name,
        deal: event.deal,
        deals: deals ?? "?",
        n: event.cards,
        card: t("cards.one", { card: cardName(event.trump) }),
        suit: t("suit." + event.trump[1]),
      });
    case "bid":
      return tYou("planowanie.log.bid", you, { name, n: event.tricks });
    case "play":
      return tYou("planowanie.log.play", you, { name, card: t("cards.one", { card: cardName(event.card) }) });
    case "trick":
      return tYou("planowanie.log.trick", you, { name });
    case "score":
      return tYou(event.bid === event.tricks ? "planowanie.log.made" : "planowanie.log.missed", you, {
        name,
        bid: event.bid,
        tricks: event.tricks,
        points: formatSigned(event.points),
        n: event.bid,
      });
    case "end":
      return tYou("planowanie.log.end", you, { name, points: event.totals[event.seat] });
    default:
      return null;
  }
}

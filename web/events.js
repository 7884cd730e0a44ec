// The engine's public events (view.log, docs/protocol.md) in words for the table's log.

import { cardName, cardsPhrase } from "./cards.js";
import { t, tYou } from "./text.js";

// Events not worth a line: drawing back up to three, and getting ready.
const QUIET = new Set(["draw", "ready"]);

// One sentence for `event`, or null for an event the log leaves out.
// nameOf(seat) gives a seat's display name; seat 0 is the person.
export function describe(event, nameOf) {
  if (QUIET.has(event.type)) return null;
  const you = event.seat === 0;
  const name = nameOf(event.seat);
  switch (event.type) {
    case "start":
      return tYou("log.start", you, { name });
    case "play":
      return tYou("log.play." + (event.source || "hand"), you, { name, cards: cardsPhrase(event.cards) });
    case "burn":
      return tYou("log.burn", you, { name, n: event.count });
    case "take":
      return tYou("log.take", you, { name, n: event.count });
    case "fail":
      return tYou("log.fail." + event.source, you, {
        name, card: t("cards.one", { card: cardName(event.card) }), n: event.count,
      });
    case "swap":
      return tYou("log.swap", you, {
        name, hand: t("cards.one", { card: cardName(event.hand) }), table: t("cards.one", { card: cardName(event.table) }),
      });
    case "out":
      return tYou("log.out", you, { name, place: t("place." + event.place) });
    case "last":
      return tYou("log.last", you, { name });
    case "stalemate":
      return t("log.stalemate", { n: event.moves });
    default:
      return null;
  }
}

// Sentences for the events of `log` numbered above `after`, oldest first.
export function newLines(log, after, nameOf) {
  const lines = [];
  for (const event of log) {
    if (event.n <= after) continue;
    const text = describe(event, nameOf);
    if (text) lines.push({ n: event.n, seat: event.seat, type: event.type, text });
  }
  return lines;
}

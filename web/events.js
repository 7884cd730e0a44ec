// The engine's public events (view.log, docs/protocol.md) in words for the table's log.

import { cardName, cardsPhrase, playPhrase } from "./cards.js";
import { has, t } from "./text.js";

// Events not worth a line: drawing back up to three, and getting ready.
const QUIET = new Set(["draw", "ready"]);

// The text of `key` for this game and seat: the most specific of "key.game.you",
// "key.game", "key.you", "key" that the catalog has.
export function line(key, { you = false, game = "", params = {} } = {}) {
  const keys = [];
  if (game && you) keys.push(`${key}.${game}.you`);
  if (game) keys.push(`${key}.${game}`);
  if (you) keys.push(`${key}.you`);
  keys.push(key);
  return t(keys.find(has) || key, params);
}

// One sentence for `event`, or null for an event the log leaves out.
// nameOf(seat) gives a seat's display name; seat 0 is the person; game is the ruleset id.
export function describe(event, nameOf, game = "") {
  if (QUIET.has(event.type)) return null;
  const you = event.seat === 0;
  const name = nameOf(event.seat);
  const say = (key, params = {}) => line(key, { you, game, params: { name, ...params } });
  switch (event.type) {
    case "start":
      return say("log.start");
    case "play": {
      const cards = playPhrase(event.cards, event.as, event.spade);
      // A joker drawn blind was announced by its reveal: now it is simply played.
      const source = event.as && event.source === "hidden" ? "declared" : event.source || "hand";
      return say("log.play." + source, { cards });
    }
    case "burn":
      return say("log.burn", { n: event.count });
    case "take":
      return say("log.take", { n: event.count });
    case "fail":
      return say("log.fail." + event.source, { card: t("cards.one", { card: cardName(event.card) }), n: event.count });
    case "swap":
      return say("log.swap", {
        hand: t("cards.one", { card: cardName(event.hand) }), table: t("cards.one", { card: cardName(event.table) }),
      });
    case "choose": // everyone's face-up cards are on the table: only yours get a line
      return you ? say("log.choose", { cards: event.cards.map((c) => t("cards.one", { card: cardName(c) })).join(t("list.comma")) }) : null;
    case "pickup":
      return say("log.pickup", { cards: cardsPhrase(event.cards) });
    case "back":
      return event.to === 0 ? t("log.back.to_you") : t("log.back", { to: nameOf(event.to) });
    case "reveal":
      return say("log.reveal", { card: t("cards.one", { card: cardName(event.card) }) });
    case "out":
      return say("log.out", { place: t("place." + event.place) });
    case "last":
      return say("log.last");
    case "stalemate":
      return t("log.stalemate", { n: event.moves });
    default:
      return null;
  }
}

// The log's lines for `events`, oldest first: sentence(event) gives an event's
// sentence, or null for one the log leaves out (every game describes its own events).
export function logLines(events, sentence) {
  const lines = [];
  for (const event of events) {
    const text = sentence(event);
    if (text) lines.push({ n: event.n, seat: event.seat, type: event.type, text });
  }
  return lines;
}

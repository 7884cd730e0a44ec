// @ts-check
// Idiot's and Belgia's public events (view.log, docs/protocol.md) in words for the log.
// A sentence about the seat at the device takes its catalog key's ".you" form.

import { cardName, cardsPhrase, playPhrase } from "../../table/cards.js";
import { has, t } from "../../text.js";

/** @typedef {import("../../types.js").LogEvent} LogEvent */

// Events not worth a line: drawing back up to three, and getting ready.
const QUIET = new Set(["draw", "ready"]);

/**
 * The text of `key` for this game and seat: the most specific of "key.game.you",
 * "key.game", "key.you", "key" that the catalog has (Belgia says some things its own way).
 * @param {string} key
 * @param {{you?: boolean, game?: string, params?: Record<string, unknown>}} [options]
 */
export function line(key, { you = false, game = "", params = {} } = {}) {
  const keys = [];
  if (game && you) keys.push(`${key}.${game}.you`);
  if (game) keys.push(`${key}.${game}`);
  if (you) keys.push(`${key}.you`);
  keys.push(key);
  return t(keys.find(has) || key, params);
}

/** @param {string} code */
function oneCard(code) {
  return t("cards.one", { card: cardName(code) });
}

/**
 * One sentence for `event`, or null for an event the log leaves out.
 * @param {LogEvent} event
 * @param {{seat: number, names: (seat: number) => string, game: string}} table
 *   seat: the one at the device; names: a seat's name; game: the ruleset id
 * @returns {string | null}
 */
export function describe(event, { seat, names, game }) {
  if (QUIET.has(event.type)) return null;
  const you = event.seat === seat;
  const name = names(event.seat);
  /** @param {string} key @param {Record<string, unknown>} [params] */
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
      return say("log.fail." + event.source, { card: oneCard(event.card), n: event.count });
    case "swap":
      return say("log.swap", { hand: oneCard(event.hand), table: oneCard(event.table) });
    case "choose": // everyone's face-up cards are on the table: only yours get a line
      return you ? say("log.choose", { cards: event.cards.map(oneCard).join(t("list.comma")) }) : null;
    case "pickup":
      return say("log.pickup", { cards: cardsPhrase(event.cards) });
    case "back":
      return event.to === seat ? t("log.back.to_you") : t("log.back", { to: names(event.to) });
    case "reveal":
      return say("log.reveal", { card: oneCard(event.card) });
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

// @ts-check
// Haft Khabis's events in words (docs/protocol.md, "Haft Khabis", Events): one sentence
// an event, in the second person when it is about the seat at the device.

import { cardName } from "../../table/cards.js";
import { t, tYou } from "../../text.js";

/** @param {string} code */
function the(code) {
  return t("cards.one", { card: cardName(code) });
}

/**
 * One sentence for an event, or null for one the log leaves out.
 * @param {import("../../types.js").LogEvent} event
 * @param {number} seat  the seat at the device
 * @param {(seat: number) => string} nameOf
 * @returns {string | null}
 */
export function describe(event, seat, nameOf) {
  const you = event.seat === seat;
  const name = nameOf(event.seat);
  switch (event.type) {
    case "deal": {
      const deal = tYou("haft_khabis.log.deal", you, { name, round: event.round, card: the(event.starter) });
      return deal + " " + tYou("haft_khabis.log.first", event.first === seat, { name: nameOf(event.first) });
    }
    case "play": {
      let key = "haft_khabis.log.play";
      if (event.drawn) key = "haft_khabis.log.play_drawn";
      else if (event.cover) key = "haft_khabis.log.play_cover";
      let text = tYou(key, you, { name, card: the(event.card) });
      if (event.suit) text += " " + t("haft_khabis.log.asks", { suit: t("suit." + event.suit) });
      if (event.target !== undefined)
        text += " " + tYou("haft_khabis.log.two", event.target === seat, { name: nameOf(event.target) });
      if (event.announce) text += " " + tYou("haft_khabis.log.announce", you, { name });
      return text;
    }
    case "forgot":
      return tYou("haft_khabis.log.forgot", you, { name });
    case "draw":
      if (event.why === "stuck" || event.why === "cover") {
        const key = event.count ? `haft_khabis.log.draw.${event.why}` : "haft_khabis.log.draw.nothing";
        return tYou(key, you, { name });
      }
      if (event.why === "seven") return tYou("haft_khabis.log.draw.seven", you, { name, n: event.count });
      return null; // a 2, a forgotten "tak barg" and a mistake have their own lines
    case "refill":
      return t("haft_khabis.log.refill", { n: event.count });
    case "pass":
      return tYou("haft_khabis.log.pass", you, { name });
    case "reverse":
      return t("haft_khabis.log.reverse", { direction: t("haft_khabis.direction." + event.direction) });
    case "skip":
      return tYou("haft_khabis.log.skip", you, { name });
    case "mistake":
      return tYou("haft_khabis.log.mistake", you, { name });
    case "round_end":
      return (
        tYou("haft_khabis.log.round_end", you, { name, round: event.round }) +
        (event.doubled ? " " + t("haft_khabis.log.doubled") : "")
      );
    case "eliminated":
      return tYou("haft_khabis.log.eliminated", you, { name, total: event.total });
    case "match_end":
      return tYou("haft_khabis.log.match_end", you, { name });
    default:
      return null;
  }
}

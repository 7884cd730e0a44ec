// @ts-check
// The line under your cards that says what you can do now, and Belgia's opening (the
// first play of the game, which must be the 3 of hearts or the lowest cards dealt).

import { cardName, isJoker, rankOf } from "../../table/cards.js";
import { t, tYou } from "../../text.js";
import { line } from "./narrate.js";

/** @typedef {import("../../types.js").View} View */

/**
 * Belgia's first play of the game when you make it: the rank it must be of, and the card
 * it must hold (null: any of that rank); else null.
 * @param {View} view
 * @param {number} seat  the seat at the device
 * @returns {{rank: string, card: string | null} | null}
 */
export function opening(view, seat) {
  if (view.ruleset !== "belgia" || view.phase !== "play" || !view.waiting_for.includes(seat)) return null;
  if (!view.log.some((e) => e.type === "start") || view.log.some((e) => e.type === "play")) return null;
  const plays = (view.legal_moves || []).filter((move) => move.type === "play");
  if (!plays.length) return null;
  const first = plays[0];
  const cards = /** @type {string[]} */ (first.cards);
  const rank = /** @type {string} */ (first.as || rankOf(/** @type {string} */ (cards.find((c) => !isJoker(c)))));
  const card = rank === "3" && plays.every((move) => /** @type {string[]} */ (move.cards).includes("3H")) ? "3H" : null;
  return { rank, card };
}

/**
 * What you can do now, in words.
 * @param {import("./flow.js").SheddingFlow} flow
 */
export function helpLine(flow) {
  const view = flow.current();
  const me = flow.me();
  if (view.over) return t("help.over");
  if (me.place !== null) return t("help.you_out", { place: t("place." + me.place) });
  if (view.phase === "setup") {
    if (!flow.yourTurn()) return t("help.setup_waiting");
    return t(flow.choosing() ? "help.choose" : "help.setup");
  }
  // the turn of the seat drawn, when not yours to play: a replay's
  if (!flow.yourTurn())
    return view.turn === null ? "" : tYou("help.waiting", view.turn === flow.seat, { name: flow.names(view.turn) });
  const legal = flow.legal();
  const first = opening(view, flow.seat);
  if (first && first.card) return t("help.open_three_of_hearts");
  if (first) return t(first.rank === "3" ? "help.open_three" : "help.open_lowest", { ranks: t("ranks." + first.rank) });
  if (me.source === "revealed") return t("help.revealed", { card: cardName(view.revealed) });
  if (me.source === "hidden") return line("help.hidden", { game: view.ruleset });
  if (legal.playable.size === 0) return t(legal.risk ? "help.nothing_fits" : "help.nothing_fits_no_stock");
  return t(me.source === "visible" ? "help.visible" : "help.hand");
}

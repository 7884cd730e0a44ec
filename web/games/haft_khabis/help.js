// @ts-check
// The help line under your hand: what the table asks of you now, or whom it waits for.

import { cardName } from "../../table/cards.js";
import { t, tYou } from "../../text.js";

/**
 * @param {object} state
 * @param {import("./types.js").HkView} state.view
 * @param {boolean} state.yours  your move is awaited
 * @param {import("./types.js").RoundEnd | null} state.roundWait  the round whose score sheet is open
 * @param {import("./types.js").Choice | null} state.choice
 * @param {import("./legal.js").Legal} state.legal
 * @param {(seat: number) => string} state.name
 * @returns {string}
 */
export function helpLine({ view, yours, roundWait, choice, legal, name }) {
  const me = view.seats[view.seat];
  if (view.over) return t("haft_khabis.help.over");
  if (roundWait) return t("haft_khabis.help.round_over", { round: roundWait.round });
  if (me.eliminated) return t("haft_khabis.help.you_out", { total: me.total });
  // the turn of the seat drawn, when not yours to play: a replay's
  if (!yours) return view.turn === null ? "" : tYou("help.waiting", view.turn === view.seat, { name: name(view.turn) });
  const plays = legal.plays.size > 0;
  if (choice) return t(choice.kind === "suit" ? "haft_khabis.help.name_suit" : "haft_khabis.help.pick_player");
  if (view.drawn) return t("haft_khabis.help.drawn", { card: cardName(view.drawn) });
  if (view.pending) return t(plays ? "haft_khabis.help.sevens" : "haft_khabis.help.sevens_draw", { n: view.pending });
  if (view.cover && view.top) {
    return plays
      ? t("haft_khabis.help.cover", { suit: t("suit_one." + view.top[1]) })
      : t("haft_khabis.help.cover_draw");
  }
  if (view.named_suit) {
    const params = { suit: t("suit." + view.named_suit), one: t("suit_one." + view.named_suit) };
    return plays ? t("haft_khabis.help.named", params) : t("haft_khabis.help.named_draw", params);
  }
  return plays ? t("haft_khabis.help.play") : t("haft_khabis.help.stuck");
}

// @ts-check
// The match's end, for the shell's end screen: who won, the final standing (each with
// their points; the others out in which round), and the final score sheet.

import { badge, el } from "../../table/parts.js";
import { t } from "../../text.js";
import { outRounds, scoreSheet } from "./sheet.js";

/**
 * @param {import("./types.js").HkView} view  a finished match
 * @param {(seat: number) => string} name
 * @returns {import("../../table/shell.js").EndScreen}
 */
export function endScreen(view, name) {
  const result = /** @type {NonNullable<import("./types.js").HkView["result"]>} */ (view.result);
  const you = view.seat;
  const place = result.ranking.indexOf(you) + 1;
  const summary =
    result.winner === you
      ? t("haft_khabis.end.you_won")
      : t("haft_khabis.end.other_won", {
          name: name(result.winner),
          place: t("place." + place),
          n: result.totals[you],
        });
  const out = outRounds(view);
  const rows = result.ranking.map((seat) => {
    /** @type {(Node | string)[]} */
    const parts = [
      el("span", "end-name", name(seat)),
      " ",
      el("span", "hk-end-points", t("haft_khabis.end.points", { n: result.totals[seat] })),
    ];
    const round = out.get(seat);
    if (seat === result.winner) parts.push(" ", badge(t("haft_khabis.end.winner"), "place"));
    else if (round !== undefined) parts.push(" ", badge(t("haft_khabis.end.out_in", { round }), "hk-out"));
    return { seat, parts };
  });
  const sheet = el("div", "hk-sheet-body");
  sheet.append(scoreSheet(view, name));
  const after = el("div", "hk-end-sheet");
  after.append(el("h3", "", t("haft_khabis.end.sheet")), sheet);
  return { title: "haft_khabis.end.title", order: "haft_khabis.end.order", summary, rows, after, wide: true };
}

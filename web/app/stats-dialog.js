// @ts-check
// "Your statistics": per name and game, the games finished, won and finished last, in
// this browser. Each name that has played here heads its rows; the one person of the
// games without a name ("You") alone needs no heading. They can be downloaded with the
// names as a file, and such a file opened again (the menu's file input, app/save-keeper.js).

import { formatNumber, t } from "../text.js";
import { $, dialogOf } from "./dom.js";
import { gameName, playableRulesets } from "./menu.js";
import { downloadText, fileName } from "./save-panels.js";
import { today } from "./deals.js";
import { dayBefore, loadStats, resetStats, statsFile } from "./stats.js";

export function showStats() {
  const { people, daily } = loadStats();
  const rows = $("stats-rows");
  rows.replaceChildren();
  const names = Object.keys(people).sort((a, b) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b)));
  for (const name of names) {
    const played = playableRulesets().filter((ruleset) => people[name][ruleset.id]);
    if (!played.length) continue;
    if (names.length > 1 || name !== "") {
      const heading = document.createElement("tr");
      heading.className = "stats-name";
      const th = document.createElement("th");
      th.colSpan = 4;
      th.scope = "colgroup";
      th.textContent = name || t("seat.you");
      heading.append(th);
      rows.append(heading);
    }
    for (const ruleset of played) {
      const row = people[name][ruleset.id];
      const tr = document.createElement("tr");
      const game = document.createElement("th");
      game.scope = "row";
      game.textContent = gameName(ruleset.id);
      tr.append(game);
      for (const value of [row.played, row.won, row.last]) {
        const td = document.createElement("td");
        td.textContent = formatNumber(value);
        tr.append(td);
      }
      rows.append(tr);
    }
  }
  const days = fillDaily(daily);
  $("stats-table").hidden = rows.childElementCount === 0;
  $("stats-empty").hidden = rows.childElementCount > 0 || days > 0;
  $("stats-reset").hidden = rows.childElementCount === 0 && days === 0;
  const dialog = dialogOf("stats");
  if (!dialog.open) dialog.showModal();
}

// The day's deals, a row a game played so: the streak is the days in a row up to today
// (or yesterday, as long as today's may still be played). The number of rows.
/** @param {Record<string, import("./stats.js").DailyRow>} daily */
function fillDaily(daily) {
  const rows = $("stats-daily-rows");
  const now = today();
  rows.replaceChildren();
  for (const ruleset of playableRulesets().filter((r) => daily[r.id])) {
    const row = daily[ruleset.id];
    const streak = row.day === now || row.day === dayBefore(now) ? row.streak : 0;
    const tr = document.createElement("tr");
    const game = document.createElement("th");
    game.scope = "row";
    game.textContent = gameName(ruleset.id);
    tr.append(game);
    for (const value of [row.played, row.won, streak]) {
      const td = document.createElement("td");
      td.textContent = formatNumber(value);
      tr.append(td);
    }
    rows.append(tr);
  }
  $("stats-daily").hidden = rows.childElementCount === 0;
  return rows.childElementCount;
}

export function wireStats() {
  $("menu-stats").addEventListener("click", showStats);
  $("stats-close").addEventListener("click", () => dialogOf("stats").close());
  $("stats-download").addEventListener("click", () => downloadText(statsFile(), fileName("statistics")));
  $("stats-open").addEventListener("click", () => $("import-file").click()); // the menu's file input: games and statistics
  $("stats-reset").addEventListener("click", () => {
    resetStats();
    showStats();
  });
}

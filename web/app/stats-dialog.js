// @ts-check
// "Your statistics": per game, the games finished, won and finished last, in this browser.

import { formatNumber } from "../text.js";
import { $, dialogOf } from "./dom.js";
import { gameName, playableRulesets } from "./menu.js";
import { loadStats, resetStats } from "./stats.js";

export function showStats() {
  const { games } = loadStats();
  const rows = $("stats-rows");
  rows.replaceChildren();
  for (const ruleset of playableRulesets()) {
    const row = games[ruleset.id];
    if (!row) continue;
    const tr = document.createElement("tr");
    const name = document.createElement("th");
    name.scope = "row";
    name.textContent = gameName(ruleset.id);
    tr.append(name);
    for (const value of [row.played, row.won, row.last]) {
      const td = document.createElement("td");
      td.textContent = formatNumber(value);
      tr.append(td);
    }
    rows.append(tr);
  }
  $("stats-table").hidden = rows.childElementCount === 0;
  $("stats-empty").hidden = rows.childElementCount > 0;
  $("stats-reset").hidden = rows.childElementCount === 0;
  const dialog = dialogOf("stats");
  if (!dialog.open) dialog.showModal();
}

export function wireStats() {
  $("menu-stats").addEventListener("click", showStats);
  $("stats-close").addEventListener("click", () => dialogOf("stats").close());
  $("stats-reset").addEventListener("click", () => {
    resetStats();
    showStats();
  });
}

// @ts-check
// Shared deals: the end screen gives the deal's short code and a link that starts the same
// deal anywhere (deal=CODE); such a link starts it here. And the day's deal of each game,
// the same for everyone on that date, offline too (the engine draws it from the date). The
// codes and the day's deal are the engine's (deal_code, from_deal_code, daily_deal:
// docs/protocol.md, "Shared deals"): the game, its seats, options, the computer seats' own
// levels and the seed; the opponents' level is the player's own, as on the menu.

import { engine } from "../engine-start.js";
import { t } from "../text.js";
import { $, buttonOf } from "./dom.js";
import { levelFor, menuChoice } from "./menu.js";
import { DEAL, params } from "./params.js";
import { settings } from "./settings.js";
import { startDaily } from "./stats.js";

/** @typedef {import("./menu.js").Choice} Choice */
/** @typedef {{ruleset: string, players: number, seed: number, options?: Record<string, number | boolean>, table?: {people: number[], levels?: string[]}}} DealConfig */

/** The page with deal=code, and nothing else of this page's address. @param {string} code */
export function dealLink(code) {
  const url = new URL(location.pathname, location.origin);
  url.searchParams.set(DEAL, code);
  return url.href;
}

// On the end screen: the deal's code and its link, once the engine has given the code (a
// game dealt from a stacked deck has none: nothing is shown).
/** @param {string} gameText */
export async function showDeal(gameText) {
  const row = $("end-deal");
  row.hidden = true;
  const answer = await engine.call("deal_code", gameText);
  if (!answer.ok) return;
  const code = String(answer.code);
  $("end-deal-code").textContent = t("deal.code", { code });
  $("end-deal-status").textContent = "";
  buttonOf("end-deal-share").onclick = () => copyLink(dealLink(code));
  row.hidden = false;
}

// The link to the clipboard; where the browser refuses, it is shown to be copied by hand.
/** @param {string} link */
async function copyLink(link) {
  const status = $("end-deal-status");
  try {
    await navigator.clipboard.writeText(link);
    status.textContent = t("deal.copied", { link });
  } catch {
    status.textContent = t("deal.copy_this", { link });
  }
}

// The game to start for a deal's configuration, at the player's own opponents' level.
/** @param {DealConfig} config @returns {Choice} */
function choiceOf(config) {
  return {
    ruleset: config.ruleset,
    players: config.players,
    level: levelFor(config.ruleset, settings.level),
    people: config.table?.people ?? [0],
    levels: config.table?.levels ?? [],
    options: config.options ?? {},
    seed: config.seed,
  };
}

// The deal a link asks for (deal=CODE): the game to start, or a sentence why not; null
// without deal=.
/** @returns {Promise<{choice: Choice} | {refused: string} | null>} */
export async function linkedDeal() {
  const code = params.get(DEAL);
  if (code === null) return null;
  const answer = await engine.call("from_deal_code", code);
  if (!answer.ok) return { refused: t("deal.refused", { code, message: String(answer.error?.message) }) };
  return { choice: choiceOf(/** @type {DealConfig} */ (answer.config)) };
}

// "2026-12-03": the date here, which names the day's deal.
export function today(date = new Date()) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

// The day's deal of the game chosen on the menu, remembered as such for the statistics.
/** @returns {Promise<Choice>} */
export async function dailyChoice() {
  const date = today();
  const answer = await engine.call("daily_deal", menuChoice().ruleset, date);
  if (!answer.ok) throw new Error(answer.error?.message); // a game of the menu and today's date: never refused
  const config = /** @type {DealConfig} */ (answer.config);
  startDaily(config.ruleset, config.seed, date);
  return choiceOf(config);
}

// @ts-check
// Shared deals: the end screen gives the deal's short code and a link that starts the same
// deal anywhere (deal=CODE); such a link starts it here. The code is the engine's
// (deal_code, from_deal_code: docs/protocol.md, "Shared deals"): the game, its seats,
// options, the computer seats' own levels and the seed; the opponents' level is the
// player's own, as on the menu.

import { engine } from "../engine-start.js";
import { t } from "../text.js";
import { $, buttonOf } from "./dom.js";
import { levelFor } from "./menu.js";
import { DEAL, params } from "./params.js";
import { settings } from "./settings.js";

/** @typedef {import("./menu.js").Choice} Choice */

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

// The deal a link asks for (deal=CODE): the game to start, or a sentence why not; null
// without deal=.
/** @returns {Promise<{choice: Choice} | {refused: string} | null>} */
export async function linkedDeal() {
  const code = params.get(DEAL);
  if (code === null) return null;
  const answer = await engine.call("from_deal_code", code);
  if (!answer.ok) return { refused: t("deal.refused", { code, message: String(answer.error?.message) }) };
  const config =
    /** @type {{ruleset: string, players: number, seed: number, options?: Record<string, number | boolean>, table?: {people: number[], levels?: string[]}}} */ (
      answer.config
    );
  return {
    choice: {
      ruleset: config.ruleset,
      players: config.players,
      level: levelFor(config.ruleset, settings.level),
      people: config.table?.people ?? [0],
      levels: config.table?.levels ?? [],
      options: config.options ?? {},
      seed: config.seed,
    },
  };
}

// @ts-check
// Why the rules engine refused a move, in the person's language: the catalog's text for
// the error's reason (key "reason." + reason, docs/protocol.md), its parameters put into
// words; the engine's English message where there is no reason or no text for it.
//
// Parameters are named for what they hold: *card a card code ("5H"), *rank a rank code
// ("Q"), *suit a suit code ("H"); the rest are shown as they are.

import { cardName } from "./cards.js";
import { currentLanguage, has, t } from "../text.js";

// A refusal in words for the table, where a seat whose decision refuses an undo is said by
// its name.
/** @param {import("../types.js").EngineError} error @param {(seat: number) => string} names */
export function refusalFor(error, names) {
  const params = { ...(error.params || {}) };
  if (error.reason === "undo.decision") params.seat = names(params.seat);
  return refusalText({ ...error, params });
}

/** @param {import("../types.js").EngineError} error */
export function refusalText(error) {
  const key = "reason." + error.reason;
  if (!error.reason || !has(key)) return error.message;
  const text = t(key, inWords(error.params || {}));
  return text.charAt(0).toLocaleUpperCase(currentLanguage()) + text.slice(1); // "{a_rank} is lower ..."
}

// {card: "5H", top_rank: "Q"} -> {card: "five of hearts", top_rank: "queen", a_top_rank: "a queen", top_ranks: "queens"}
/** @param {Record<string, any>} params */
function inWords(params) {
  /** @type {Record<string, any>} */
  const words = {};
  for (const [name, value] of Object.entries(params)) {
    words[name] = value;
    if (name.endsWith("card")) {
      words[name] = cardName(value);
    } else if (name.endsWith("rank")) {
      words[name] = t("rank." + value);
      words["a_" + name] = t("a_rank." + value);
      words[name + "s"] = t("ranks." + value);
    } else if (name.endsWith("suit")) {
      words[name] = t("suit." + value);
      words[name + "_one"] = t("suit_one." + value);
    }
  }
  return words;
}

// @ts-check
// The language menu: each language named in itself; a choice says everything again in it
// (the menu, the table, its open dialogs) and is remembered for the next visit.

import { keepOffline } from "../offline.js";
import { applyText, currentLanguage, LANGUAGES, setLanguage, t } from "../text.js";
import { $, selectOf } from "./dom.js";
import { playableRulesets, refillMenu } from "./menu.js";
import { atTable } from "./play.js";
import * as store from "./store.js";
import { refreshTools } from "./tools.js";

export function fillLanguages() {
  const select = selectOf("language");
  select.replaceChildren();
  for (const { code, name } of LANGUAGES) {
    const option = new Option(name, code);
    option.lang = code; // a screen reader says each name in its own language
    select.append(option);
  }
  select.value = currentLanguage();
}

// The URL's lang= is dropped, so that it does not override the choice on a reload; the
// game and the menu's choices stay as they are.
/** @param {string} code */
export async function chooseLanguage(code) {
  try {
    store.saveLanguage(await setLanguage(code));
  } catch {
    languageUnavailable(code);
    return;
  }
  $("lang-notice").hidden = true;
  keepLanguage();
  const url = new URL(location.href);
  url.searchParams.delete("lang");
  if (url.href !== location.href) history.replaceState(null, "", url.href);
  document.title = t("app.title");
  applyText();
  refreshTools();
  if (playableRulesets().length) refillMenu();
  if (document.body.dataset.screen === "table") atTable()?.retell();
}

// The language's catalog, kept for offline use (sw.js caches catalogs only on use).
export function keepLanguage() {
  if (currentLanguage() !== "en") keepOffline(`lang/${currentLanguage()}.js`);
}

// A language whose catalog could not be loaded (offline, and never chosen before): the
// page stays in its language and says why.
/** @param {string} code */
export function languageUnavailable(code) {
  const name = LANGUAGES.find((known) => known.code === code)?.name || code;
  $("lang-notice").textContent = t("lang.unavailable", { name: "\u2068" + name + "\u2069" }); // isolated, as names are
  $("lang-notice").hidden = false;
  selectOf("language").value = currentLanguage();
}

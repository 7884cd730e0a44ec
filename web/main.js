// @ts-check
// The page's wiring: the language, the controls of the menu and the header, then the boot.
// What each part does lives in app/ (boot, menu, play, tools, languages, statistics...),
// each game in games/ (named once, in games/index.js), the table they share in table/.

import { boot, wireBoot } from "./app/boot.js";
import { $, inputOf, selectOf } from "./app/dom.js";
import { chooseLanguage, fillLanguages, languageUnavailable } from "./app/languages.js";
import { gameChanged, menuChoice, seatsChanged } from "./app/menu.js";
import { params } from "./app/params.js";
import { continuable, startAsked } from "./app/play.js";
import { wirePrefs } from "./app/prefs.js";
import { dailyChoice } from "./app/deals.js";
import { wireStats } from "./app/stats-dialog.js";
import * as store from "./app/store.js";
import { keeper, refreshTools, wireTools } from "./app/tools.js";
import { applyText, pickLanguage, setLanguage, t } from "./text.js";

function wireMenu() {
  $("menu-game").addEventListener("change", gameChanged);
  $("menu-seats").addEventListener("change", seatsChanged);
  $("menu-form").addEventListener("submit", (event) => {
    event.preventDefault();
    startAsked(menuChoice());
  });
  $("confirm-new-no").addEventListener("click", () => /** @type {HTMLDialogElement} */ ($("confirm-new")).close());
  $("menu-continue").addEventListener("click", () => {
    const saved = continuable();
    if (saved !== null) keeper.resume(saved);
  });
  $("menu-daily").addEventListener("click", async () => startAsked(await dailyChoice()));
  $("menu-import").addEventListener("click", () => $("import-file").click());
  $("import-file").addEventListener("change", () => keeper.open(inputOf("import-file")));
  $("language").addEventListener("change", () => chooseLanguage(selectOf("language").value));
}

$("too-old").remove(); // a module runs: the browser is not too old (index.html)

const wanted = pickLanguage([
  params.get("lang"),
  store.loadLanguage(),
  ...(navigator.languages || []),
  navigator.language,
]);
try {
  await setLanguage(wanted);
} catch {
  languageUnavailable(wanted);
}
document.title = t("app.title");
fillLanguages();
applyText();
wireBoot();
wireMenu();
wireTools();
wireStats();
wirePrefs();
refreshTools();
boot();

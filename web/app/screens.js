// @ts-check
// The page's three screens: loading, the menu, the table; one shows at a time.

import { $ } from "./dom.js";

const SCREENS = ["loading", "menu", "table"];

/** @type {(() => void)[]} */
const onShow = [];

// Call `refresh` whenever a screen is shown (the header's tools follow the screen).
/** @param {() => void} refresh */
export function whenShown(refresh) {
  onShow.push(refresh);
}

/** @param {"loading" | "menu" | "table"} name */
export function showScreen(name) {
  for (const screen of SCREENS) $(screen).hidden = screen !== name;
  document.body.dataset.screen = name;
  // Off the table no table awaits anyone: a hidden one must not say "your turn" to tests.
  if (name !== "table") {
    for (const table of document.querySelectorAll("[data-await]")) table.removeAttribute("data-await");
  }
  $("to-menu").hidden = name !== "table";
  $("open-prefs").hidden = name !== "table"; // the menu has its own
  $("undo").hidden = name !== "table";
  $("tools").hidden = name === "loading";
  for (const refresh of onShow) refresh();
}

export function screenShown() {
  return document.body.dataset.screen || "";
}

// The page can be used (the tests wait for this).
export function markReady() {
  document.documentElement.dataset.ready = "1";
}

// @ts-check
// The Settings dialog, opened from the menu and from the header at the table: the
// opponents' pace, your hand's order, a four-colour deck, large cards, the cards' back and
// sounds. Each is kept in this browser's settings (store.js) and takes effect at once: the
// look through attributes of the page's root that style.css reads (data-deck="four",
// data-cards="large", data-back), the pace at the computer players' next move, the order
// as the table is drawn again.

import { t } from "../text.js";
import { $, dialogOf, inputOf, selectOf } from "./dom.js";
import { fixedDelay } from "./params.js";
import { atTable } from "./play.js";
import { saveSettings, settings } from "./settings.js";
import { CHOICES } from "./store.js";

/** @type {Record<string, number>} ms between the computer players' moves */
const PACE_MS = { slow: 1600, normal: 800, fast: 300, instant: 0 };

// The pace of the computer players now: the URL's delay= when given (a link, the tests),
// else the one chosen.
export function pace() {
  return fixedDelay ?? PACE_MS[settings.pace];
}

export function handOrder() {
  return settings.order;
}

// The look chosen, on the page's root: an attribute for each choice but the default.
export function applyLook() {
  const root = document.documentElement.dataset;
  for (const name of /** @type {const} */ (["deck", "cards", "back"])) {
    if (settings[name] === CHOICES[name][0]) delete root[name];
    else root[name] = settings[name];
  }
}

// The selects' choices, in the language now (prefs.<setting>.<choice>), each showing the one kept.
function fill() {
  for (const name of /** @type {const} */ (["pace", "order", "back"])) {
    const select = selectOf("pref-" + name);
    select.replaceChildren(...CHOICES[name].map((value) => new Option(t(`prefs.${name}.${value}`), value)));
    select.value = settings[name];
  }
  inputOf("pref-deck").checked = settings.deck === "four";
  inputOf("pref-large").checked = settings.cards === "large";
  inputOf("pref-sound").checked = settings.sound;
  $("pref-pace-fixed").hidden = fixedDelay === null;
}

function changed() {
  settings.pace = selectOf("pref-pace").value;
  settings.order = selectOf("pref-order").value;
  settings.back = selectOf("pref-back").value;
  settings.deck = inputOf("pref-deck").checked ? "four" : "two";
  settings.cards = inputOf("pref-large").checked ? "large" : "normal";
  settings.sound = inputOf("pref-sound").checked;
  saveSettings();
  applyLook();
  atTable()?.refresh(); // the hand in its new order
}

function open() {
  fill();
  dialogOf("prefs").showModal();
}

export function wirePrefs() {
  applyLook();
  $("menu-prefs").addEventListener("click", open);
  $("open-prefs").addEventListener("click", open);
  $("prefs-form").addEventListener("change", changed);
  $("prefs-close").addEventListener("click", () => dialogOf("prefs").close());
}

// @ts-check
// The names at the table: the one given in the menu (kept in the settings), else "You" for
// a person's seat and the catalog's names for the computer players.

import { t } from "../text.js";
import { inputOf } from "./dom.js";
import { saveSettings, settings } from "./settings.js";
import * as store from "./store.js";

// A given name is wrapped in Unicode isolates, so that right-to-left text in it cannot
// reorder the sentence around it.
/** @param {number} seat */
export function seatName(seat) {
  const given = (settings.names[seat] || "").trim();
  return given ? "\u2068" + given + "\u2069" : usualName(seat);
}

/** @param {number} seat */
export function usualName(seat) {
  if (settings.people.includes(seat)) return t("seat.you");
  const list = t("names").split("|");
  const computers = Array.from({ length: seat }, (_, s) => s).filter((s) => !settings.people.includes(s)).length;
  return list[computers % list.length] || t("seat.bot", { n: seat + 1 });
}

// The menu's "Names at the table": a field for every seat a table may have.
/** @param {HTMLElement} box */
export function fillNames(box) {
  box.replaceChildren();
  for (let seat = 0; seat < store.NAMED_SEATS; seat++) {
    const input = document.createElement("input");
    input.id = "menu-name-" + seat;
    input.maxLength = store.NAME_LENGTH;
    const person = settings.people.includes(seat);
    input.setAttribute("autocomplete", person ? "nickname" : "off"); // (TypeScript's AutoFill lacks "nickname")
    input.placeholder = usualName(seat);
    input.value = settings.names[seat] || "";
    input.addEventListener("change", () => {
      const names = Array.from({ length: store.NAMED_SEATS }, (_, i) => settings.names[i] || "");
      names[seat] = inputOf(input.id).value.trim();
      settings.names = names;
      saveSettings();
    });
    const label = document.createElement("label");
    label.htmlFor = input.id;
    label.textContent = person ? t("names.seat_you") : t("names.seat", { n: seat + 1 });
    box.append(label, input);
  }
}

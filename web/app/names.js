// @ts-check
// The names at the table and who sits where: a seat's given name (the game's own, kept in
// its save, else the one given in the menu), else "You" for the one person at the device,
// "Player 2" for each of several, and the catalog's names for the computer players. The
// menu's "Names at the table" sets each seat to a person or the computer, and its name.

import { t } from "../text.js";
import { $, inputOf, selectOf } from "./dom.js";
import { saveSettings, settings } from "./settings.js";
import * as store from "./store.js";

/** @typedef {import("../types.js").Seating} Seating */

/** @param {number} seat @param {Seating} seating */
function givenName(seat, seating) {
  const names = seating.names ?? settings.names;
  return (names[seat] || "").trim();
}

// A given name is wrapped in Unicode isolates, so that right-to-left text in it cannot
// reorder the sentence around it.
/** @param {number} seat @param {Seating} seating */
export function seatName(seat, seating) {
  const given = givenName(seat, seating);
  if (given) return "\u2068" + given + "\u2069";
  const taken = Array.from({ length: store.NAMED_SEATS }, (_, s) => givenName(s, seating));
  return usualName(seat, seating.people, taken);
}

// The name the statistics count a person's games under: the given one, else the usual one
// ("" for the one person at the device: the statistics' "You").
/** @param {number} seat @param {Seating} seating */
export function statsName(seat, seating) {
  return givenName(seat, seating) || (seating.people.length > 1 ? usualName(seat, seating.people) : "");
}

// A computer player's usual name is none a person took (two Bjørns at one table would be one too many).
/** @param {number} seat @param {number[]} people @param {string[]} [taken] the names given at the table */
export function usualName(seat, people, taken = []) {
  if (people.includes(seat)) return people.length > 1 ? t("seat.person", { n: seat + 1 }) : t("seat.you");
  const list = t("names")
    .split("|")
    .filter((name) => !taken.includes(name));
  const computers = Array.from({ length: seat }, (_, s) => s).filter((s) => !people.includes(s)).length;
  return list[computers % list.length] || t("seat.bot", { n: seat + 1 });
}

// The menu's "Names at the table": for every seat a table may have, whether a person or
// the computer plays it (at the Opponents' level, or at one of `levels` of its own), and
// its name. At least one seat stays a person's; `changed` when the people change.
/** @param {HTMLElement} box @param {[string, string][]} levels @param {() => void} changed */
export function fillNames(box, levels, changed) {
  box.replaceChildren();
  for (let seat = 0; seat < store.NAMED_SEATS; seat++) {
    const person = settings.people.includes(seat);
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.id = "menu-name-" + seat;
    input.maxLength = store.NAME_LENGTH;
    input.setAttribute("autocomplete", person ? "nickname" : "off"); // (TypeScript's AutoFill lacks "nickname")
    input.placeholder = usualName(seat, settings.people, settings.names);
    input.value = settings.names[seat] || "";
    input.addEventListener("change", () => {
      const names = Array.from({ length: store.NAMED_SEATS }, (_, i) => settings.names[i] || "");
      names[seat] = inputOf(input.id).value.trim();
      settings.names = names;
      saveSettings();
    });
    label.htmlFor = input.id;
    label.textContent = person && settings.people.length === 1 ? t("names.seat_you") : t("names.seat", { n: seat + 1 });
    const who = document.createElement("select");
    who.id = "menu-who-" + seat;
    who.setAttribute("aria-label", t("names.who", { n: seat + 1 }));
    who.append(new Option(t("names.person"), "person"), new Option(t("names.computer"), "computer"));
    for (const [id, words] of levels)
      who.append(new Option(t("names.computer_level", { level: words }), "computer:" + id));
    const own = settings.levels[seat] || "";
    who.value = person ? "person" : levels.some(([id]) => id === own) ? "computer:" + own : "computer";
    who.addEventListener("change", () => {
      const value = selectOf(who.id).value;
      const chosen = Array.from({ length: store.NAMED_SEATS }, (_, i) => settings.levels[i] || "");
      chosen[seat] = value.startsWith("computer:") ? value.slice("computer:".length) : "";
      settings.levels = chosen;
      seatChanged(seat, value === "person", () => {
        fillNames(box, levels, changed); // the labels and usual names follow who sits where
        changed();
      });
    });
    box.append(label, who, input);
  }
}

/** @param {number} seat @param {boolean} person @param {() => void} changed */
function seatChanged(seat, person, changed) {
  const people = settings.people.filter((s) => s !== seat);
  if (person) people.push(seat);
  $("menu-notice").textContent = people.length ? "" : t("names.one_person");
  if (people.length) settings.people = people.sort((a, b) => a - b);
  saveSettings();
  changed();
  selectOf("menu-who-" + seat).focus();
}

// @ts-check
// The menu: the game (from the registry and the engine's rulesets()), the seats, the
// opponents' level, the game's own options, who sits where and their names, the rules;
// the choice it makes.

import { gameEntry } from "../games/index.js";
import { fillRules } from "../table/rules.js";
import { has, t } from "../text.js";
import { $, selectOf } from "./dom.js";
import { fillNames } from "./names.js";
import { intParam, params, peopleParam } from "./params.js";
import { settings } from "./settings.js";

/** @typedef {import("../types.js").Ruleset} Ruleset */
/** @typedef {import("../types.js").RulesetOption} RulesetOption */
/**
 * A game to start: people are the seats a person plays at this device; levels, by seat, a
 * computer's own level ("" for `level`).
 * @typedef {{ruleset: string, players: number, level: string, people: number[], levels: string[], options: Record<string, number | boolean>, seed?: number}} Choice
 * (seed: a shared deal's; otherwise each game is dealt afresh)
 */

const DEFAULT_SEATS = 4;

/** @type {Ruleset[]} the games on offer, as the engine gives them */
let rulesets = [];

/** @param {Ruleset[]} offered */
export function setRulesets(offered) {
  rulesets = offered;
}

/** @param {string} id */
export function rulesetOf(id) {
  return rulesets.find((ruleset) => ruleset.id === id) ?? null;
}

// The games the page has a table for (games/index.js), in the engine's order.
export function playableRulesets() {
  return rulesets.filter((ruleset) => gameEntry(ruleset.id) !== null);
}

/** @param {string} id */
export function gameName(id) {
  return has("game." + id) ? t("game." + id) : (rulesetOf(id)?.name ?? id);
}

// The level to play `rulesetId` at: the one wanted if that game offers it, else its first.
/** @param {string} rulesetId @param {string} wanted */
export function levelFor(rulesetId, wanted) {
  const levels = rulesetOf(rulesetId)?.levels || ["simple"];
  return levels.includes(wanted) ? wanted : levels[0];
}

function selectedRuleset() {
  const playable = playableRulesets();
  return playable.find((r) => r.id === selectOf("menu-game").value) || playable[0];
}

// The menu's lists; the choices wanted: the URL's, else the last level played.
export function fillMenu(
  wanted = {
    game: params.get("game") || "",
    level: params.get("level") || settings.level,
    seats: intParam("seats", 1, 99) ?? DEFAULT_SEATS,
  },
) {
  const game = selectOf("menu-game");
  game.replaceChildren();
  for (const ruleset of rulesets) {
    const playable = gameEntry(ruleset.id) !== null;
    const name = gameName(ruleset.id);
    const option = new Option(playable ? name : t("menu.coming_soon", { name }), ruleset.id);
    option.disabled = !playable;
    game.append(option);
  }
  const playable = playableRulesets();
  game.value = playable.some((r) => r.id === wanted.game) ? wanted.game : playable[0].id;
  fillLevels(selectedRuleset(), wanted.level);
  fillSeats(selectedRuleset(), wanted.seats);
  fillOptions(selectedRuleset());
  fillRules($("menu-rules"), game.value);
  fillNames($("menu-names-fields"), computerLevels(), peopleChanged);
}

// The levels a computer seat may have of its own in the game chosen: [id, words].
/** @returns {[string, string][]} */
function computerLevels() {
  return selectedRuleset().levels.map((id) => [id, has("level." + id) ? t("level." + id) : id]);
}

// A computer seat's own level in the game chosen, else "" (the Opponents' level).
/** @param {number} seat */
function levelOf(seat) {
  const own = settings.levels[seat] || "";
  return !settings.people.includes(seat) && selectedRuleset().levels.includes(own) ? own : "";
}

// Other people chosen: the seats' words follow.
function peopleChanged() {
  fillSeats(selectedRuleset(), Number(selectOf("menu-seats").value));
  seatsChanged();
}

// The menu's lists in the new language, each keeping its choice.
export function refillMenu() {
  const options = menuOptions();
  fillMenu({
    game: selectOf("menu-game").value,
    level: selectOf("menu-level").value,
    seats: Number(selectOf("menu-seats").value),
  });
  for (const control of /** @type {HTMLInputElement[]} */ ([...$("menu-options").querySelectorAll("[data-option]")])) {
    const value = options[control.dataset.option || ""];
    if (value === undefined) continue;
    if (control.type === "checkbox") control.checked = Boolean(value);
    else control.value = String(value);
  }
}

// Another game chosen: its levels, seats, options and rules.
export function gameChanged() {
  fillLevels(selectedRuleset(), selectOf("menu-level").value);
  fillNames($("menu-names-fields"), computerLevels(), peopleChanged);
  fillSeats(selectedRuleset(), Number(selectOf("menu-seats").value));
  fillOptions(selectedRuleset());
  fillRules($("menu-rules"), selectedRuleset().id);
}

// Other seats chosen: the options whose choices depend on them.
export function seatsChanged() {
  for (const select of /** @type {HTMLSelectElement[]} */ ([
    ...$("menu-options").querySelectorAll("select[data-option]"),
  ])) {
    const option = selectedRuleset().options.find((o) => o.id === select.dataset.option);
    if (option) fillChoices(selectedRuleset(), option, select);
  }
}

// The levels of computer opponent the game offers (rulesets()'s "levels"), weakest first.
/** @param {Ruleset} ruleset @param {string} wanted */
function fillLevels(ruleset, wanted) {
  const level = selectOf("menu-level");
  level.replaceChildren();
  for (const id of ruleset.levels) level.append(new Option(has("level." + id) ? t("level." + id) : id, id));
  level.value = levelFor(ruleset.id, wanted);
}

/** @param {Ruleset} ruleset @param {number} wanted */
function fillSeats(ruleset, wanted) {
  const select = selectOf("menu-seats");
  select.replaceChildren();
  const most = Math.min(ruleset.max_players, gameEntry(ruleset.id)?.maxSeats ?? Infinity);
  for (let n = ruleset.min_players; n <= most; n++) {
    // "you and 3 computers" while one person sits at the device; with several, the seats alone
    const alone = settings.people.length === 1 && settings.people[0] < n;
    const text = alone ? t("menu.seats_option", { seats: n, n: n - 1 }) : t("menu.seats_people", { n });
    select.append(new Option(text, String(n)));
  }
  select.value = String(Math.min(Math.max(wanted, ruleset.min_players), most));
}

// The game's own options (docs/protocol.md): a checkbox for a bool; for an int, a list of
// the values the seats allow when the engine gives them (by_players), else a number field.
// Seat options (the first dealer) are left to the game.
/** @param {Ruleset} ruleset */
function fillOptions(ruleset) {
  const box = $("menu-options");
  box.replaceChildren();
  for (const option of ruleset.options) {
    if (option.type !== "bool" && option.type !== "int") continue;
    const key = `option.${ruleset.id}.${option.id}`;
    const text = has(key) ? t(key) : option.label || option.id;
    const label = document.createElement("label");
    if (option.by_players) {
      const select = document.createElement("select");
      select.id = "menu-opt-" + option.id;
      select.dataset.option = option.id;
      label.htmlFor = select.id;
      label.textContent = text;
      fillChoices(ruleset, option, select);
      box.append(label, select);
      continue;
    }
    const input = document.createElement("input");
    input.id = "menu-opt-" + option.id;
    input.dataset.option = option.id;
    input.dataset.type = option.type;
    if (option.type === "bool") {
      input.type = "checkbox";
      input.checked = Boolean(option.default);
      label.className = "menu-check";
      const words = document.createElement("span");
      words.textContent = text;
      label.append(input, words);
      box.append(label);
    } else {
      input.type = "number";
      if (option.min !== undefined) input.min = String(option.min);
      if (option.max !== undefined) input.max = String(option.max);
      input.value = String(option.default);
      label.htmlFor = input.id;
      label.textContent = text;
      box.append(label, input);
    }
  }
  box.hidden = box.childElementCount === 0;
}

// The values the engine allows at the chosen seats, the default first: its value "" leaves
// the option to the engine. Each value says itself through the catalog:
// option.<game>.<option>_<value> if the game words it so, else option.<game>.<option>_n.
/** @param {Ruleset} ruleset @param {RulesetOption} option @param {HTMLSelectElement} select */
function fillChoices(ruleset, option, select) {
  const allowed = option.by_players?.[selectOf("menu-seats").value];
  if (!allowed) return;
  const kept = select.value;
  const base = `option.${ruleset.id}.${option.id}`;
  /** @param {{value: number, stock: number}} choice */
  const label = ({ value, stock }) =>
    has(`${base}_${value}`) ? t(`${base}_${value}`) : t(`${base}_n`, { n: value, stock });
  select.replaceChildren();
  const fallback = allowed.values.find((choice) => choice.value === allowed.default);
  const first = fallback ? label(fallback) : String(allowed.default);
  select.append(
    new Option(has(`${base}_default`) ? t(`${base}_default`, { n: allowed.default, deck: first }) : first, ""),
  );
  for (const choice of allowed.values) {
    if (choice.value !== allowed.default) select.append(new Option(label(choice), String(choice.value)));
  }
  select.value = [...select.options].some((o) => o.value === kept) ? kept : "";
}

/** @returns {Record<string, number | boolean>} */
function menuOptions() {
  /** @type {Record<string, number | boolean>} */
  const options = {};
  for (const select of /** @type {HTMLSelectElement[]} */ ([
    ...$("menu-options").querySelectorAll("select[data-option]"),
  ])) {
    if (select.value !== "") options[select.dataset.option || ""] = Number(select.value);
  }
  for (const input of /** @type {HTMLInputElement[]} */ ([
    ...$("menu-options").querySelectorAll("input[data-option]"),
  ])) {
    const id = input.dataset.option || "";
    if (input.dataset.type === "bool") options[id] = input.checked;
    else if (input.value !== "" && Number.isInteger(Number(input.value))) options[id] = Number(input.value);
  }
  return options;
}

// The menu's choice; linked: the link's (people= as it says, for the table to refuse a seat
// it does not have), else the people of the seats chosen.
/** @param {boolean} [linked] @returns {Choice} */
export function menuChoice(linked = false) {
  const players = Number(selectOf("menu-seats").value);
  return {
    ruleset: selectedRuleset().id,
    players,
    level: selectOf("menu-level").value,
    people: (linked && peopleParam()) || settings.people.filter((seat) => seat < players),
    levels: Array.from({ length: players }, (_, seat) => levelOf(seat)),
    options: menuOptions(),
  };
}

// @ts-check
// The game at the table and the ways to it: start one (the menu, a link, "Play again"),
// resume a save, leave for the menu; and the questions asked before a game in progress
// would be replaced. One game runs at a time: the one before is disposed of first.

import { engine } from "../engine-start.js";
import { gameEntry } from "../games/index.js";
import { TableShell } from "../table/shell.js";
import { t } from "../text.js";
import { $, dialogOf } from "./dom.js";
import { tellHost } from "./host.js";
import { gameName, levelFor, rulesetOf } from "./menu.js";
import { seatName, statsName } from "./names.js";
import { forgetLink, nextSeed, params } from "./params.js";
import { handOrder, pace } from "./prefs.js";
import { markReady, showScreen } from "./screens.js";
import { saveSettings, settings } from "./settings.js";
import { showDeal } from "./deals.js";
import { cue } from "./sounds.js";
import { recordGame } from "./stats.js";
import { crashed, keeper, refreshTools, refreshUndo } from "./tools.js";

/** @typedef {import("../table/flow.js").Flow} Flow */
/** @typedef {import("./menu.js").Choice} Choice */
/** @typedef {{text: string, rev: number, game: string | null}} SaveRecord */

/** @type {Flow | null} the game at the table, or the game last left for the menu (disposed of: its game and view kept) */
let flow = null;
/** @type {Choice | null} how the game at the table was chosen, for "Play again" */
let current = null;

export function atTable() {
  return flow;
}

// A new flow, shell and table for a game about to be started or loaded.
/** @param {string} rulesetId */
function seatGame(rulesetId) {
  flow?.dispose();
  const entry = gameEntry(rulesetId);
  if (!entry) throw new Error(`no table for ${rulesetId}`);
  /** @type {Flow} */
  let made;
  const shell = new TableShell({ game: rulesetId, onAction: (name) => made.onAction(name) });
  // What the flow may reach in the page, only while it is the game at the table.
  /** @template {any[]} A @param {(...args: A) => void} callback @returns {(...args: A) => void} */
  const own =
    (callback) =>
    (...args) => {
      if (flow === made && !made.disposed) callback(...args);
    };
  made = new entry.Flow({
    engine,
    names: seatName,
    delay: pace,
    handOrder,
    cue: own(cue),
    shell,
    save: own((gameText) => {
      keeper.save(gameText);
      refreshTools();
      refreshUndo();
    }),
    over: own((view) => {
      const seating = made.seating();
      const people = seating.people.map((seat) => ({ seat, name: statsName(seat, seating) }));
      recordGame(/** @type {string} */ (made.game), view, people);
      tellHost("over", { game: view.ruleset, seat: view.seat, result: view.result });
      showDeal(/** @type {string} */ (made.game));
    }),
    fault: own(crashed),
    settled: own(() => {
      markReady();
      refreshUndo();
    }),
    again: own(playAgain),
    menu: own(() => showMenu()),
  });
  flow = made;
  return made;
}

// Why the people chosen cannot sit at a table of `players`, or "" (the engine refuses them
// too, in English: this says it in the person's language, before anything is replaced).
/** @param {number[]} people @param {number} players */
function seatingProblem(people, players) {
  const away = people.find((seat) => seat >= players);
  if (away !== undefined) return t("people.not_at_table", { n: away + 1, players });
  return people.length ? "" : t("people.none");
}

// names: the seats' names ("Play again" keeps the game's own), else the menu's.
/** @param {Choice & {dealer?: number | null, names?: string[] | null}} choice */
export async function startGame({
  ruleset,
  players,
  level,
  people,
  levels,
  options: chosen = {},
  seed = undefined,
  dealer = null,
  names = null,
}) {
  const problem = seatingProblem(people, players);
  if (problem) {
    showMenu(problem); // the save, if any, stays as it was
    return;
  }
  /** @type {Record<string, unknown>} */
  const options = { ...chosen };
  if (dealer !== null && rulesetOf(ruleset)?.options.some((option) => option.id === "dealer")) options.dealer = dealer;
  current = { ruleset, players, level, people, levels, options: chosen };
  const given = names ?? settings.names;
  const seated = Array.from({ length: players }, (_, seat) => (given[seat] || "").trim());
  forgetLink(); // the link is followed: a reload resumes this game
  const made = seatGame(ruleset);
  settings.level = level;
  saveSettings();
  keeper.takeOver();
  showScreen("table");
  try {
    await made.start(
      { ruleset, players, seed: seed ?? nextSeed(), options, table: { people, names: seated, levels } },
      level,
    );
    markReady();
  } catch (error) {
    crashed(error);
  }
}

// Resume G, which the engine has accepted; false if it failed after all.
/** @param {string} gameText */
export async function resume(gameText) {
  /** @type {{ruleset?: string, players?: number, options?: Record<string, number | boolean>, table?: {people: number[], levels?: string[]}}} */
  let config;
  try {
    config = JSON.parse(gameText);
  } catch {
    config = {};
  }
  const ruleset = config.ruleset || "";
  const options = { ...(config.options || {}) };
  delete options.dealer; // "Play again" passes the deal on
  const level = levelFor(ruleset, settings.level);
  const table = config.table;
  current = {
    ruleset,
    players: config.players || 0,
    level,
    people: table?.people ?? [0],
    levels: table?.levels ?? [],
    options,
  };
  const made = seatGame(ruleset);
  showScreen("table");
  try {
    const answer = await made.load(gameText, level);
    if (!answer.ok) throw new Error(answer.error?.message); // accepted a moment ago: the engine failed
  } catch (error) {
    crashed(error);
    return false;
  }
  markReady();
  return true;
}

export function playAgain() {
  const view = flow?.view;
  if (!current || !view) return;
  dialogOf("end").close();
  const again = { ...current, players: view.players, people: flow?.people ?? current.people };
  again.levels = Array.from({ length: view.players }, (_, seat) => flow?.levels[seat] || "");
  startGame({ ...again, dealer: (view.dealer + 1) % view.players, names: flow?.given });
}

// The game the menu can go back to, as a save record: the save, else the game in memory
// (saving off or impossible); a finished game is left behind.
/** @returns {SaveRecord | null} */
export function continuable() {
  const saved = keeper.stored();
  if (saved !== null) return saved;
  const playing = flow?.game && flow.view && !flow.view.over;
  return playing ? keeper.inMemory(/** @type {string} */ (flow?.game)) : null;
}

/** @param {string} [notice] */
export function showMenu(notice = "") {
  flow?.dispose();
  forgetLink();
  if (flow?.view?.over) {
    keeper.dropOwn();
    flow = null;
  }
  $("menu-notice").textContent = notice;
  keeper.hideDamaged();
  $("menu-continue").hidden = continuable() === null;
  showScreen("menu");
  markReady();
  $("menu-game").focus();
}

// "Delete save": the game goes from memory too.
export function forgetGame() {
  flow?.dispose();
  flow = null;
}

// --- before a game in progress is replaced --------------------------------------------------

// The unfinished game of a save record, as {game: G text, view}; null for none, a
// finished game or one the engine refuses.
/** @param {SaveRecord | null} record */
export async function inProgress(record) {
  if (record === null || record.game === null) return null;
  const answer = await keeper.check(record.game);
  return answer?.ok && !answer.view.over ? { game: record.game, view: answer.view } : null;
}

// Start on the menu while a game is unfinished: ask first, saying it will be lost, and
// offer it as a file.
/** @param {Choice} choice */
export async function startAsked(choice) {
  const unfinished = seatingProblem(choice.people, choice.players) ? null : await inProgress(continuable());
  if (unfinished === null) {
    startGame(choice);
    return;
  }
  const dialog = dialogOf("confirm-new");
  $("confirm-new-text").textContent = t("confirm.new.body", { game: gameName(unfinished.view.ruleset) });
  $("confirm-new-download").onclick = () => keeper.download(unfinished.game, unfinished.view.ruleset);
  $("confirm-new-yes").onclick = () => {
    dialog.close();
    startGame(choice);
  };
  dialog.showModal();
}

// A link to another game (game=, seats=) while an unfinished game is saved: continue the
// saved one, or start the linked one (the saved one can be downloaded until then). A link
// to the game already saved (without seats=, any seats) resumes it without asking, unless
// it is a shared deal (deal=); a link whose people cannot sit at its table is refused, the save kept.
/** @param {SaveRecord} saved @param {Choice} linked @returns {Promise<boolean>} whether it asked (or refused the link) */
export async function askLinkOrSaved(saved, linked) {
  if (seatingProblem(linked.people, linked.players)) {
    startGame(linked); // which refuses it, saying why, the save kept
    return true;
  }
  const unfinished = await inProgress(saved);
  if (unfinished === null) return false;
  const view = unfinished.view;
  const same = view.ruleset === linked.ruleset && (!params.has("seats") || view.players === linked.players);
  if (same && linked.seed === undefined) return false; // a shared deal is another deal: asked
  showMenu();
  const dialog = dialogOf("link-choice");
  $("link-choice-text").textContent = t("link.body", {
    saved: gameName(view.ruleset),
    linked: gameName(linked.ruleset),
  });
  $("link-choice-start").textContent = t("link.start", { game: gameName(linked.ruleset) });
  $("link-choice-download").onclick = () => keeper.download(unfinished.game, view.ruleset);
  $("link-choice-continue").onclick = () => {
    dialog.close();
    keeper.resume(saved);
  };
  $("link-choice-start").onclick = () => {
    dialog.close();
    startGame(linked);
  };
  dialog.showModal();
  return true;
}

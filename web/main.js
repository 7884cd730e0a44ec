// Boot, menu and flow: load the engine (showing its stages), then resume the saved
// game, start one from the URL, or show the menu.
//
// URL parameters: game=idiot, seats=2..5, level=simple (these three skip the menu),
// seed=N (a fixed deal, for tests), delay=ms (between opponents' moves), lang=pl (else
// the language last chosen in the page, else the browser's), embed=1 (in another site's
// page: saves of its own), host=origin (that page's).
// A saved game always wins: reloading the page resumes it (save-keeper.js: unless it
// cannot be resumed).

import { BELGIA_MAX_SEATS, deckChoices } from "./belgia.js";
import { CrashPanel } from "./crash-panel.js";
import { BootError, STAGES } from "./engine-client.js";
import { booting, engine } from "./engine-start.js";
import { HaftKhabisSession, haftKhabisDecks } from "./haft-khabis-session.js";
import { HaftKhabisTable } from "./haft-khabis-table.js";
import { keepOffline, linkManifest, registerServiceWorker } from "./offline.js";
import { SaveKeeper } from "./save-keeper.js";
import { PlanowanieSession } from "./planowanie-session.js";
import { PlanowanieTable } from "./planowanie-table.js";
import { Session } from "./session.js";
import * as stats from "./stats.js";
import * as store from "./store.js";
import { TableView } from "./table.js";
import { applyText, currentLanguage, formatNumber, has, LANGUAGES, pickLanguage, sayDecided, setLanguage, t, tList } from "./text.js";

// The games this shell has a table for, each with its session (the flow of moves and
// what the person's clicks mean) and its table (the drawing); the menu lists the
// engine's other games as coming.
const TABLES = new Map([
  ["idiot", { Session, Table: TableView }],
  // maxSeats: the most the table shows; choices: option id -> (players) -> [{value, label}]
  ["belgia", { Session, Table: TableView, maxSeats: BELGIA_MAX_SEATS, choices: { decks: deckChoices } }],
  ["planowanie", { Session: PlanowanieSession, Table: PlanowanieTable }],
  ["haft_khabis", { Session: HaftKhabisSession, Table: HaftKhabisTable, maxSeats: 8, choices: { decks: haftKhabisDecks } }],
]);
const DEFAULT_DELAY = 800;
const MAX_SEED = 2 ** 53 - 1;
const DEFAULT_SEATS = 4;

const params = new URLSearchParams(location.search);
const $ = (id) => document.getElementById(id);

// Embedded in another site (embed.js's <house-rules>, or an iframe with ?embed=1): the
// saves are kept apart from the site's own, and the embedding page is told when the
// page is ready and when a game is over ({type: "house-rules:over", result, ...}),
// posted to its origin only: ?host=, else the referrer's. Never to "*".
if (params.get("embed") === "1") store.useNamespace("embed");

function hostOrigin() {
  if (window.parent === window) return null;
  for (const text of [params.get("host"), document.referrer]) {
    try {
      const origin = new URL(text).origin;
      if (origin !== "null") return origin;
    } catch {
      // not a URL: try the next
    }
  }
  return null;
}

function tellHost(type, detail = {}) {
  const origin = hostOrigin();
  if (origin !== null) window.parent.postMessage({ ...detail, type: "house-rules:" + type }, origin);
}

function intParam(name, low, high) {
  const text = params.get(name);
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= low && value <= high ? value : null;
}

const delay = intParam("delay", 0, 60_000) ?? DEFAULT_DELAY;
let fixedSeed = intParam("seed", 0, MAX_SEED);

function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low; // 53 random bits: 0 .. 2^53-1
}

function nextSeed() {
  if (fixedSeed === null) return randomSeed();
  const seed = fixedSeed;
  fixedSeed = (fixedSeed + 1) % (MAX_SEED + 1); // "Play again" with ?seed= stays repeatable
  return seed;
}

// --- screens ---------------------------------------------------------------------------

const screens = ["loading", "menu", "table"];

function showScreen(name) {
  for (const screen of screens) $(screen).hidden = screen !== name;
  document.body.dataset.screen = name;
  // Off the table no table awaits anyone: a hidden one must not say "your turn" to tests.
  if (name !== "table") for (const table of document.querySelectorAll("[data-await]")) delete table.dataset.await;
  $("to-menu").hidden = name !== "table";
  $("undo").hidden = name !== "table";
  $("tools").hidden = name === "loading";
  refreshTools();
}

function markReady() {
  document.documentElement.dataset.ready = "1";
}

// --- loading ---------------------------------------------------------------------------

const numberFormat = () => new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function showStage(stage, bytes) {
  const at = STAGES.indexOf(stage);
  for (const item of $("stages").children) {
    const index = STAGES.indexOf(item.dataset.stage);
    item.dataset.state = index < at || stage === "ready" ? "done" : index === at ? "active" : "pending";
    if (index === at) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
  const progress = $("load-progress");
  if (bytes > 0) $("load-bytes").textContent = t("load.bytes", { mb: numberFormat().format(bytes / 1e6) });
  if (stage === "download") {
    progress.value = 4 + Math.round(60 * (1 - Math.exp(-bytes / 6e6)));
  } else {
    progress.value = { python: 72, rules: 90, ready: 100 }[stage];
  }
}

function showLoadError(error) {
  const file = error instanceof BootError ? error.file : "";
  $("load-error-text").textContent = t("load.failed", { file: file || "?", message: error.message });
  $("load-error").hidden = false;
  for (const item of $("stages").children) {
    if (item.dataset.state === "active") item.dataset.state = "failed";
  }
  $("retry").focus();
}

// --- settings and the save -----------------------------------------------------------------

const settings = store.loadSettings();

// The level to play `rulesetId` at: the one wanted if that game offers it, else its first.
function levelFor(rulesetId, wanted) {
  const levels = rulesets.find((r) => r.id === rulesetId)?.levels || ["simple"];
  return levels.includes(wanted) ? wanted : levels[0];
}

function refreshTools() {
  $("save-toggle").checked = settings.save;
  $("delete-save").disabled = store.loadSave() === null;
  $("export-game").disabled = !session?.game;
  $("save-notice").textContent = keeper.notice();
}

function saveGame(gameText) {
  keeper.save(gameText);
  refreshTools();
  refreshUndo();
}

// Undo is offered on your turn once you have made a move, when the engine would take it
// back (engine/undo.py); else it is shown unavailable, the engine's reason its description.
// Shown on the table screen only (showScreen).
async function refreshUndo() {
  const button = $("undo");
  let state = { can: false, why: "" };
  try {
    state = session ? await session.undoState() : state;
  } catch (error) {
    crashed(error);
    return;
  }
  if (state === null) return; // the game moved on: its own settle says
  button.setAttribute("aria-disabled", String(!state.can));
  if (state.why) button.title = state.why;
  else button.removeAttribute("title");
}

function onSaveToggle() {
  settings.save = $("save-toggle").checked;
  store.saveSettings(settings);
  if (!settings.save) keeper.dropOwn();
  else if (session?.game) saveGame(session.game);
  refreshTools();
}

// --- the table ---------------------------------------------------------------------------

let rulesets = [];
let current = null; // {ruleset, players, level, options} of the game at the table

// A seat's name: the one given in the menu, else "You" and the catalog's names. A given
// name is wrapped in Unicode isolates, so that right-to-left text in it cannot reorder
// the sentence around it.
function names(seat) {
  const given = (settings.names[seat] || "").trim();
  return given ? "\u2068" + given + "\u2069" : usualName(seat);
}

function usualName(seat) {
  if (seat === 0) return t("seat.you");
  const list = t("names").split("|");
  return list[(seat - 1) % list.length] || t("seat.bot", { n: seat + 1 });
}

engine.onStage = showStage;
engine.onDeath = crashed;
const crash = new CrashPanel({ restart });

// The engine failed (a Python exception, a call that failed, a dead worker): the
// crash panel, with what the table was doing.
function crashed(error) {
  const context = session?.game ? [`Game: ${session.game}`] : [];
  if (session) session.stop();
  crash.show(error, context);
}

// The crash panel's restart: a new engine, and the game from its last save (the game in
// memory is what was last saved, or would have been if storage had allowed it).
async function restart() {
  const gameText = session?.game;
  try {
    await engine.start();
  } catch (error) {
    crash.show(error);
    return;
  }
  if (gameText) await resume(gameText);
  else showMenu();
}

const keeper = new SaveKeeper({
  engine,
  settings,
  play: resume,
  menu: showMenu,
  crashed,
  playing: () => (document.body.dataset.screen === "table" ? session?.game ?? null : null),
  changed: () => {
    if (document.body.dataset.screen === "menu") $("menu-continue").hidden = continuable() === null;
    refreshTools();
  },
});

// The game at the table (its session and table), or the game last left for the menu
// (disposed of: its game and view kept to continue it); null when there is none.
let session = null;

// A new session and table for a game about to be started or loaded: the one before is
// disposed of, so that nothing of it can draw, move or save again.
function useTable(rulesetId) {
  session?.dispose();
  session = makeSession(TABLES.get(rulesetId) || TABLES.get("idiot"));
}

function makeSession(kind) {
  // What the session may reach in the page, only while it is the game at the table.
  const own = (callback) => (...args) => (session === made && !made.disposed ? callback(...args) : undefined);
  const made = new kind.Session({
    engine,
    table: null,
    names,
    delay,
    save: own(saveGame),
    onOver: own(showEnd),
    onFault: own(crashed),
    onSettled: own(() => {
      markReady();
      refreshUndo();
    }),
    again: own(playAgain), // for sessions with an end screen of their own
    menu: own(() => showMenu()),
  });
  made.table = new kind.Table(made);
  const onOver = made.onOver; // a session's own (an end dialog of its own) or showEnd
  made.onOver = own((view) => {
    stats.recordGame(made.game, view);
    tellHost("over", { game: view.ruleset, seat: view.seat, result: view.result });
    onOver.call(made, view);
  });
  return made;
}

function fillRules(details, rulesetId) {
  for (const old of details.querySelectorAll(":scope > :not(summary)")) old.remove();
  if (!has("rules." + rulesetId)) return;
  const title = document.createElement("h3");
  title.textContent = t("rules." + rulesetId + ".title");
  const list = document.createElement("ul");
  for (const line of tList("rules." + rulesetId)) {
    const item = document.createElement("li");
    item.textContent = sayDecided(line);
    list.append(item);
  }
  details.append(title, list);
}

async function startGame({ ruleset, players, level, options: chosen = {}, dealer = null }) {
  const info = rulesets.find((r) => r.id === ruleset);
  const options = { ...chosen };
  if (dealer !== null && info.options.some((option) => option.id === "dealer")) options.dealer = dealer;
  current = { ruleset, players, level, options: chosen };
  forgetSkipParams(); // the link is followed: a reload resumes this game
  useTable(ruleset);
  settings.level = level;
  store.saveSettings(settings);
  keeper.takeOver();
  fillRules($("table-rules"), ruleset);
  showScreen("table");
  try {
    await session.start({ ruleset, players, seed: nextSeed(), options }, level);
    markReady();
  } catch (error) {
    crashed(error);
  }
}


// Resume G, which the engine has accepted.
async function resume(gameText) {
  let config;
  try {
    config = JSON.parse(gameText);
  } catch {
    config = {};
  }
  const options = { ...(config.options || {}) };
  delete options.dealer; // "Play again" passes the deal on
  const level = levelFor(config.ruleset, settings.level);
  current = { ruleset: config.ruleset, players: config.players, level, options };
  useTable(config.ruleset);
  fillRules($("table-rules"), config.ruleset);
  showScreen("table");
  try {
    const answer = await session.load(gameText, level);
    if (!answer.ok) throw new Error(answer.error.message); // accepted a moment ago: the engine failed
  } catch (error) {
    crashed(error);
    return false;
  }
  markReady();
  return true;
}

// --- language ------------------------------------------------------------------------------

// The language menu: each language named in itself (and marked as such for a screen reader).
function fillLanguages() {
  const select = $("language");
  select.replaceChildren();
  for (const { code, name } of LANGUAGES) {
    const option = new Option(name, code);
    option.lang = code;
    select.append(option);
  }
  select.value = currentLanguage();
}

// Say everything again in the chosen language, remembered for the next visit (the URL's
// lang= is dropped, so that it does not override the choice on a reload). The game and
// the menu's choices stay as they are.
async function chooseLanguage(code) {
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
  if (rulesets.length) refillMenu();
  if (session?.view && document.body.dataset.screen === "table") {
    session.table.clearLog();
    session.table.addLog(session.logLines(session.view.log));
    session.table.setStatus("");
    session.table.retell?.(session.sheetUi?.()); // what render() does not draw: a table's own rules, open dialogs
    fillRules($("table-rules"), current.ruleset);
    session.draw();
    if ($("end").open) showEnd(session.view);
  }
}

// The language's catalog, kept for offline use (sw.js caches catalogs only on use).
function keepLanguage() {
  if (currentLanguage() !== "en") keepOffline(`lang/${currentLanguage()}.js`);
}

// A language whose catalog could not be loaded (offline, and never chosen before): the
// page stays in its language and says why.
function languageUnavailable(code) {
  const name = LANGUAGES.find((known) => known.code === code)?.name || code;
  $("lang-notice").textContent = t("lang.unavailable", { name: "\u2068" + name + "\u2069" }); // isolated, as names are
  $("lang-notice").hidden = false;
  $("language").value = currentLanguage();
}

// The menu's lists in the new language, each keeping its choice.
function refillMenu() {
  const options = menuOptions();
  fillMenu({ game: $("menu-game").value, level: $("menu-level").value, seats: Number($("menu-seats").value) });
  for (const control of $("menu-options").querySelectorAll("[data-option]")) {
    const value = options[control.dataset.option];
    if (value === undefined) continue;
    if (control.type === "checkbox") control.checked = value;
    else control.value = String(value);
  }
}

function showEnd(view) {
  const result = view.result;
  const you = view.seats[view.seat];
  let summary;
  const game = (key) => (has(`${key}.${view.ruleset}`) ? t(`${key}.${view.ruleset}`) : t(key));
  if (result.loser === view.seat) summary = game("end.you_idiot");
  else if (you.place === 1) summary = t("end.you_won");
  else summary = t("end.you_place", { place: t("place." + you.place) });
  $("end-summary").textContent = summary;
  const order = $("end-order");
  order.replaceChildren();
  for (const seat of result.ranking) {
    const item = document.createElement("li");
    const name = document.createElement("span");
    name.className = "end-name";
    name.textContent = names(seat);
    item.append(name);
    if (seat === result.loser) {
      item.classList.add("idiot");
      const mark = document.createElement("span");
      mark.className = "badge idiot";
      mark.textContent = game("end.idiot");
      item.append(" ", mark);
    }
    if (seat === view.seat) item.classList.add("you");
    order.append(item);
  }
  const dialog = $("end");
  if (!dialog.open) dialog.showModal();
}

function playAgain() {
  $("end").close();
  const view = session.view;
  startGame({ ...current, players: view.players, dealer: (view.dealer + 1) % view.players });
}

// --- menu ----------------------------------------------------------------------------------

function fillSeats(ruleset, wanted) {
  const select = $("menu-seats");
  select.replaceChildren();
  const most = Math.min(ruleset.max_players, TABLES.get(ruleset.id)?.maxSeats ?? Infinity);
  for (let n = ruleset.min_players; n <= most; n++) {
    const option = new Option(t("menu.seats_option", { seats: n, n: n - 1 }), String(n));
    select.append(option);
  }
  const seats = Math.min(Math.max(wanted, ruleset.min_players), most);
  select.value = String(seats);
}

// The menu's lists; the choices wanted: the URL's, else the last level played.
function fillMenu(wanted = { game: params.get("game"), level: params.get("level") || settings.level,
  seats: intParam("seats", 1, 99) ?? DEFAULT_SEATS }) {
  const game = $("menu-game");
  game.replaceChildren();
  for (const ruleset of rulesets) {
    const name = has("game." + ruleset.id) ? t("game." + ruleset.id) : ruleset.name;
    const playable = TABLES.has(ruleset.id);
    const option = new Option(playable ? name : t("menu.coming_soon", { name }), ruleset.id);
    option.disabled = !playable;
    game.append(option);
  }
  game.value = playableRulesets().some((r) => r.id === wanted.game) ? wanted.game : playableRulesets()[0].id;
  fillLevels(selectedRuleset(), wanted.level);
  fillSeats(selectedRuleset(), wanted.seats);
  fillOptions(selectedRuleset());
  fillRules($("menu-rules"), game.value);
  fillNames();
}

// The levels of computer opponent the game offers (rulesets()'s "levels"), weakest first.
function fillLevels(ruleset, wanted) {
  const level = $("menu-level");
  level.replaceChildren();
  for (const id of ruleset.levels) level.append(new Option(has("level." + id) ? t("level." + id) : id, id));
  level.value = levelFor(ruleset.id, wanted);
}

// The ruleset's own options (docs/protocol.md): a checkbox for a bool, a number field
// for an int; seat options (the first dealer) are left to the game.
function fillOptions(ruleset) {
  const box = $("menu-options");
  box.replaceChildren();
  for (const option of ruleset.options) {
    if (option.type !== "bool" && option.type !== "int") continue;
    if (document.getElementById("menu-" + option.id)) continue; // a control of its own
    const key = `option.${ruleset.id}.${option.id}`;
    const text = has(key) ? t(key) : option.label || option.id;
    if (TABLES.get(ruleset.id).choices?.[option.id]) {
      box.append(...choiceSelect(ruleset, option, text));
      continue;
    }
    const input = document.createElement("input");
    input.id = "menu-opt-" + option.id;
    input.dataset.option = option.id;
    input.dataset.type = option.type;
    const label = document.createElement("label");
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

// An option the game offers as a list of choices that depend on the seats (Belgia's
// decks): a select; its value "" leaves the option to the engine's default.
function choiceSelect(ruleset, option, text) {
  const select = document.createElement("select");
  select.id = "menu-opt-" + option.id;
  select.dataset.option = option.id;
  select.dataset.type = "choice";
  const label = document.createElement("label");
  label.htmlFor = select.id;
  label.textContent = text;
  fillChoices(ruleset, select);
  return [label, select];
}

function fillChoices(ruleset, select) {
  const kept = select.value;
  select.replaceChildren();
  for (const { value, label } of TABLES.get(ruleset.id).choices[select.dataset.option](Number($("menu-seats").value))) {
    select.append(new Option(label, value));
  }
  select.value = [...select.options].some((o) => o.value === kept) ? kept : "";
}

function menuOptions() {
  const options = {};
  for (const select of $("menu-options").querySelectorAll('select[data-option]')) {
    if (select.value !== "") options[select.dataset.option] = Number(select.value);
  }
  for (const input of $("menu-options").querySelectorAll("input[data-option]")) {
    if (input.dataset.type === "bool") options[input.dataset.option] = input.checked;
    else if (input.value !== "" && Number.isInteger(Number(input.value))) options[input.dataset.option] = Number(input.value);
  }
  return options;
}

function playableRulesets() {
  return rulesets.filter((r) => TABLES.has(r.id));
}

function selectedRuleset() {
  return playableRulesets().find((r) => r.id === $("menu-game").value) || playableRulesets()[0];
}

function menuChoice() {
  return {
    ruleset: selectedRuleset().id,
    players: Number($("menu-seats").value),
    level: $("menu-level").value,
    options: menuOptions(),
  };
}

// The URL's game, seats and level skip the menu once: going to the menu drops them,
// so that a reload then shows the menu too.
function forgetSkipParams() {
  const url = new URL(location.href);
  for (const name of ["game", "seats", "level"]) url.searchParams.delete(name);
  if (url.href !== location.href) history.replaceState(null, "", url.href);
}

// Names for the seats, kept in the settings; an empty field keeps the usual name.
function fillNames() {
  const box = $("menu-names-fields");
  box.replaceChildren();
  for (let seat = 0; seat < store.NAMED_SEATS; seat++) {
    const input = document.createElement("input");
    input.id = "menu-name-" + seat;
    input.maxLength = store.NAME_LENGTH;
    input.autocomplete = seat === 0 ? "nickname" : "off";
    input.placeholder = usualName(seat);
    input.value = settings.names[seat] || "";
    input.addEventListener("change", () => {
      const names = Array.from({ length: store.NAMED_SEATS }, (_, i) => settings.names[i] || "");
      names[seat] = input.value.trim();
      settings.names = names;
      store.saveSettings(settings);
    });
    const label = document.createElement("label");
    label.htmlFor = input.id;
    label.textContent = seat === 0 ? t("names.seat_you") : t("names.seat", { n: seat + 1 });
    box.append(label, input);
  }
}

function showStats() {
  const { games } = stats.loadStats();
  const rows = $("stats-rows");
  rows.replaceChildren();
  for (const ruleset of playableRulesets()) {
    const row = games[ruleset.id];
    if (!row) continue;
    const tr = document.createElement("tr");
    const name = document.createElement("th");
    name.scope = "row";
    name.textContent = has("game." + ruleset.id) ? t("game." + ruleset.id) : ruleset.name;
    tr.append(name);
    for (const value of [row.played, row.won, row.last]) {
      const td = document.createElement("td");
      td.textContent = formatNumber(value);
      tr.append(td);
    }
    rows.append(tr);
  }
  $("stats-table").hidden = rows.childElementCount === 0;
  $("stats-empty").hidden = rows.childElementCount > 0;
  $("stats-reset").hidden = rows.childElementCount === 0;
  const dialog = $("stats");
  if (!dialog.open) dialog.showModal();
}

// The game the menu can go back to, as a save record: the save, else the game in
// memory (saving off or impossible); a finished game is left behind.
function continuable() {
  const saved = keeper.stored();
  if (saved !== null) return saved;
  const playing = session?.game && session.view && !session.view.over;
  return playing ? keeper.inMemory(session.game) : null;
}

function gameName(rulesetId) {
  return has("game." + rulesetId) ? t("game." + rulesetId) : rulesetId;
}

// The unfinished game of a save record (store's or keeper.inMemory's), as
// {game: G text, view}; null for none, a finished game or one the engine refuses.
async function inProgress(record) {
  if (record === null || record.game === null) return null;
  const answer = await keeper.check(record.game);
  return answer?.ok && !answer.view.over ? { game: record.game, view: answer.view } : null;
}

// Start on the menu while a game is unfinished: ask first, saying it will be lost, and
// offer it as a file.
function askToReplace(unfinished, choice) {
  const dialog = $("confirm-new");
  $("confirm-new-text").textContent = t("confirm.new.body", { game: gameName(unfinished.view.ruleset) });
  $("confirm-new-download").onclick = () => keeper.download(unfinished.game, unfinished.view.ruleset);
  $("confirm-new-yes").onclick = () => {
    dialog.close();
    startGame(choice);
  };
  dialog.showModal();
}

// A link to a game (?game=, ?seats=) while another unfinished game is saved: continue
// the saved one, or start the linked one (the saved one can be downloaded until then).
function askLinkOrSaved(saved, unfinished, linked) {
  showMenu();
  const dialog = $("link-choice");
  $("link-choice-text").textContent = t("link.body", {
    saved: gameName(unfinished.view.ruleset), linked: gameName(linked.ruleset),
  });
  $("link-choice-start").textContent = t("link.start", { game: gameName(linked.ruleset) });
  $("link-choice-download").onclick = () => keeper.download(unfinished.game, unfinished.view.ruleset);
  $("link-choice-continue").onclick = () => {
    dialog.close();
    keeper.resume(saved);
  };
  $("link-choice-start").onclick = () => {
    dialog.close();
    startGame(linked);
  };
  dialog.showModal();
}

// Whether the saved game is another than the one the link asks for (a link without
// seats= takes any number of seats).
function linkAsksOther(view, linked) {
  return view.ruleset !== linked.ruleset || (params.has("seats") && view.players !== linked.players);
}

function showMenu(notice = "") {
  session?.dispose();
  forgetSkipParams();
  if (session?.view?.over) {
    keeper.dropOwn();
    session = null;
  }
  if ($("end").open) $("end").close();
  $("menu-notice").textContent = notice;
  keeper.hideDamaged();
  $("menu-continue").hidden = continuable() === null;
  showScreen("menu");
  markReady();
  $("menu-game").focus();
}

// --- boot ----------------------------------------------------------------------------------

// The page's first start takes over the engine engine-start.js started; Retry starts it again.
async function boot(start = () => engine.start()) {
  $("load-error").hidden = true;
  showScreen("loading");
  showStage(engine.stage, engine.bytes);
  try {
    await start();
  } catch (error) {
    engine.stop();
    showLoadError(error);
    return;
  }
  // Registered once the engine runs, so that caching the files for offline use does
  // not compete with the first visit's download (the install then mostly revalidates);
  // the manifest likewise (offline.js).
  registerServiceWorker($);
  linkManifest();
  keepLanguage();
  tellHost("ready");
  const answer = await engine.call("rulesets");
  rulesets = answer.rulesets;
  fillMenu();
  const saved = settings.save ? store.loadSave() : null;
  const linking = params.has("game") || params.has("seats") || params.has("level");
  const playable = !params.has("game") || playableRulesets().some((r) => r.id === params.get("game"));
  const linked = linking && playable ? menuChoice() : null;
  if (saved !== null && linked !== null) {
    const unfinished = await inProgress(saved);
    if (unfinished !== null && linkAsksOther(unfinished.view, linked)) {
      askLinkOrSaved(saved, unfinished, linked);
      return;
    }
  }
  if (saved !== null) {
    await keeper.resume(saved); // else the menu explains why it was not resumed
    return;
  }
  if (linked !== null) startGame(linked);
  else showMenu();
}

function wire() {
  $("retry").addEventListener("click", () => boot());
  $("save-toggle").addEventListener("change", onSaveToggle);
  $("delete-save").addEventListener("click", () => $("confirm-delete").showModal());
  $("confirm-no").addEventListener("click", () => $("confirm-delete").close());
  $("confirm-yes").addEventListener("click", () => {
    $("confirm-delete").close();
    keeper.deleted();
    session?.dispose();
    session = null;
    showMenu(t("notice.deleted"));
  });
  $("to-menu").addEventListener("click", () => showMenu());
  $("menu-seats").addEventListener("change", () => {
    for (const select of $("menu-options").querySelectorAll('select[data-type="choice"]')) fillChoices(selectedRuleset(), select);
  });
  $("menu-game").addEventListener("change", () => {
    fillLevels(selectedRuleset(), $("menu-level").value);
    fillSeats(selectedRuleset(), Number($("menu-seats").value));
    fillOptions(selectedRuleset());
    fillRules($("menu-rules"), selectedRuleset().id);
  });
  $("menu-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const choice = menuChoice();
    const unfinished = await inProgress(continuable());
    if (unfinished === null) startGame(choice);
    else askToReplace(unfinished, choice);
  });
  $("confirm-new-no").addEventListener("click", () => $("confirm-new").close());
  $("menu-continue").addEventListener("click", () => {
    const saved = continuable();
    if (saved !== null) keeper.resume(saved);
  });
  $("menu-import").addEventListener("click", () => $("import-file").click());
  $("import-file").addEventListener("change", () => keeper.open($("import-file")));
  $("export-game").addEventListener("click", () => {
    if (session?.game) keeper.download(session.game, session.view.ruleset);
  });
  $("undo").addEventListener("click", async () => {
    if ($("undo").getAttribute("aria-disabled") === "true") {
      if ($("undo").title) session?.table.setStatus($("undo").title, "error"); // why not, for a touch screen too
      return;
    }
    await session?.undo();
    refreshUndo();
  });
  $("menu-stats").addEventListener("click", showStats);
  $("stats-close").addEventListener("click", () => $("stats").close());
  $("stats-reset").addEventListener("click", () => {
    stats.resetStats();
    showStats();
  });
  $("end-again").addEventListener("click", playAgain);
  $("end-menu").addEventListener("click", () => showMenu());
  $("language").addEventListener("change", () => chooseLanguage($("language").value));
}

const wanted = pickLanguage([params.get("lang"), store.loadLanguage(), ...(navigator.languages || []), navigator.language]);
try {
  await setLanguage(wanted);
} catch {
  languageUnavailable(wanted);
}
document.title = t("app.title");
fillLanguages();
applyText();
wire();
refreshTools();
boot(() => booting);

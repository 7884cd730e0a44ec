// @ts-check
// Statistics per name and game, kept in this browser: games finished, won, and finished
// last (in Idiot, times the Idiot), for every person who sat at the device (the name ""
// is the one person of a game without a name: "You"). Each game is counted once, even
// when its end is shown again after a reload: the last few games counted are remembered
// by their deal. They can be downloaded with the names, as a file that "Open a game file"
// opens again (a browser clearing its data would take them). The day's deals are counted
// apart, for the person of the first seat: finished, won, and the days in a row.

import { saveSettings, settings } from "./settings.js";
import * as store from "./store.js";

const REMEMBERED = 20;

/**
 * One game's counts.
 * @typedef {{played: number, won: number, last: number}} StatsRow
 */
/**
 * A game's day's deals: finished, won, and the streak: the days in a row, up to `day` (the
 * date of the last one finished), on which the day's deal was finished.
 * @typedef {{played: number, won: number, streak: number, day: string}} DailyRow
 */
/**
 * What is kept: the counts by name, then by ruleset id, and the games counted last (their
 * keys); the day's deals by ruleset id, and the day's deal started last of each game.
 * Kept before names were: {games: by ruleset id}, read as the name "".
 * @typedef {{people: Record<string, Record<string, StatsRow>>, counted: string[],
 *   daily: Record<string, DailyRow>, dailies: Record<string, {seed: number, date: string}>}} Stats
 */
const DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

// (no prototypes: a name such as "__proto__" is a name like any other)
/** @returns {Stats} */
function empty() {
  return { people: Object.create(null), counted: [], daily: Object.create(null), dailies: Object.create(null) };
}

/** @param {unknown} rows @returns {Record<string, StatsRow>} */
function readRows(rows) {
  /** @type {Record<string, StatsRow>} */
  const read = Object.create(null);
  for (const [id, row] of Object.entries(/** @type {Record<string, {[count: string]: unknown}>} */ (rows || {}))) {
    if (row && typeof row === "object")
      read[id] = { played: count(row.played), won: count(row.won), last: count(row.last) };
  }
  return read;
}

/** @returns {Stats} */
export function loadStats() {
  /** @type {{games?: unknown, people?: unknown, counted?: unknown, daily?: unknown, dailies?: unknown} | null} */
  let stored;
  try {
    stored = JSON.parse(store.loadStats() || "null");
  } catch {
    stored = null;
  }
  const stats = empty();
  if (!stored || typeof stored !== "object") return stats;
  if (stored.people && typeof stored.people === "object") {
    for (const [name, rows] of Object.entries(stored.people)) stats.people[name] = readRows(rows);
  } else if (stored.games && typeof stored.games === "object") {
    stats.people[""] = readRows(stored.games);
  }
  if (Array.isArray(stored.counted))
    stats.counted = stored.counted.filter((/** @type {unknown} */ key) => typeof key === "string").slice(-REMEMBERED);
  for (const [id, row] of entries(stored.daily)) {
    const day = typeof row.day === "string" && DATE.test(row.day) ? row.day : "";
    stats.daily[id] = { played: count(row.played), won: count(row.won), streak: count(row.streak), day };
  }
  for (const [id, started] of entries(stored.dailies)) {
    if (Number.isSafeInteger(started.seed) && typeof started.date === "string" && DATE.test(started.date))
      stats.dailies[id] = { seed: Number(started.seed), date: started.date };
  }
  return stats;
}

// The entries of a stored object whose values are objects (anything else read as none).
/** @param {unknown} value @returns {[string, {[field: string]: unknown}][]} */
function entries(value) {
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).filter(([, row]) => row && typeof row === "object");
}

/** @param {unknown} value */
function count(value) {
  return Number.isSafeInteger(value) && Number(value) >= 0 ? Number(value) : 0;
}

// A seat's outcome in a finished game's view: {won, last}. Planowanie's tied totals
// share a place (result.places); the other games rank every seat (result.ranking).
/** @param {import("../types.js").View} view @param {number} seat */
export function outcome(view, seat) {
  const result = /** @type {import("../types.js").Result} */ (view.result);
  if (Array.isArray(result.places)) {
    const place = result.places[seat];
    // (every seat has a place in the games that give places: Planowanie's)
    return { won: place === 1, last: place === Math.max(.../** @type {number[]} */ (result.places)) && place !== 1 };
  }
  return { won: result.ranking[0] === seat, last: result.ranking[result.ranking.length - 1] === seat };
}

// Count the finished game G (text) with its final view, for each of its people (their
// seat and the name they are counted under); false if it was counted before.
/** @param {string} gameText @param {import("../types.js").View} view @param {{seat: number, name: string}[]} people */
export function recordGame(gameText, view, people) {
  const game = JSON.parse(gameText);
  const key = `${game.ruleset}:${game.seed}:${game.moves.length}`;
  const stats = loadStats();
  if (stats.counted.includes(key)) return false;
  for (const { seat, name } of people) {
    const rows = (stats.people[name] ??= Object.create(null));
    const row = rows[view.ruleset] || { played: 0, won: 0, last: 0 };
    const { won, last } = outcome(view, seat);
    rows[view.ruleset] = { played: row.played + 1, won: row.won + (won ? 1 : 0), last: row.last + (last ? 1 : 0) };
  }
  const daily = stats.dailies[game.ruleset];
  if (daily && daily.seed === game.seed && people.length)
    countDaily(stats, game.ruleset, daily.date, outcome(view, people[0].seat).won);
  stats.counted = [...stats.counted, key].slice(-REMEMBERED);
  store.saveStats(JSON.stringify(stats));
  return true;
}

// The day's deal of `date` started: its end is counted as the day's (recordGame).
/** @param {string} ruleset @param {number} seed @param {string} date */
export function startDaily(ruleset, seed, date) {
  const stats = loadStats();
  stats.dailies[ruleset] = { seed, date };
  store.saveStats(JSON.stringify(stats));
}

// A day's deal finished: counted once a day (played again, or an older day's finished
// late, it is not), the streak going on from the day before.
/** @param {Stats} stats @param {string} ruleset @param {string} date @param {boolean} won */
function countDaily(stats, ruleset, date, won) {
  const row = stats.daily[ruleset] ?? { played: 0, won: 0, streak: 0, day: "" };
  if (row.day >= date) return;
  const streak = row.day === dayBefore(date) ? row.streak + 1 : 1;
  stats.daily[ruleset] = { played: row.played + 1, won: row.won + (won ? 1 : 0), streak, day: date };
}

// "2026-12-02" for "2026-12-03".
/** @param {string} date */
export function dayBefore(date) {
  const [year, month, day] = date.split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

export function resetStats() {
  store.saveStats(JSON.stringify(empty()));
}

// The statistics and the names of this browser as a file's text.
const FILE_KIND = "house-rules:statistics";

export function statsFile() {
  return JSON.stringify({ kind: FILE_KIND, version: 1, stats: loadStats(), names: settings.names }, null, 1);
}

// A file of statsFile()'s (JSON.parse'd): its statistics and names replace this browser's,
// read as carefully as storage is; false for anything else.
/** @param {unknown} value */
export function openStatsFile(value) {
  if (!value || typeof value !== "object") return false;
  const file = /** @type {{kind?: unknown, stats?: unknown, names?: unknown}} */ (value);
  if (file.kind !== FILE_KIND) return false;
  store.saveStats(JSON.stringify(file.stats ?? null));
  store.saveStats(JSON.stringify(loadStats()));
  if (Array.isArray(file.names)) {
    settings.names = file.names
      .slice(0, store.NAMED_SEATS)
      .map((/** @type {unknown} */ name) => (typeof name === "string" ? name.slice(0, store.NAME_LENGTH) : ""));
    saveSettings();
  }
  return true;
}

// @ts-check
// Statistics per game, kept in this browser: games finished, won, and finished last
// (in Idiot, times the Idiot). Each game is counted once, even when its end is shown
// again after a reload: the last few games counted are remembered by their deal.

import * as store from "./store.js";

const REMEMBERED = 20;

/**
 * One game's counts.
 * @typedef {{played: number, won: number, last: number}} StatsRow
 */
/**
 * What is kept: the counts by ruleset id, and the games counted last (their keys).
 * @typedef {{games: Record<string, StatsRow>, counted: string[]}} Stats
 */

/** @returns {Stats} */
function empty() {
  return { games: {}, counted: [] };
}

/** @returns {Stats} */
export function loadStats() {
  /** @type {{games?: unknown, counted?: unknown} | null} */
  let stored;
  try {
    stored = JSON.parse(store.loadStats() || "null");
  } catch {
    stored = null;
  }
  const stats = empty();
  if (!stored || typeof stored !== "object") return stats;
  for (const [id, row] of Object.entries(
    /** @type {Record<string, {[count: string]: unknown}>} */ (stored.games || {}),
  )) {
    if (row && typeof row === "object")
      stats.games[id] = { played: count(row.played), won: count(row.won), last: count(row.last) };
  }
  if (Array.isArray(stored.counted))
    stats.counted = stored.counted.filter((/** @type {unknown} */ key) => typeof key === "string").slice(-REMEMBERED);
  return stats;
}

/** @param {unknown} value */
function count(value) {
  return Number.isSafeInteger(value) && Number(value) >= 0 ? Number(value) : 0;
}

// The seat's outcome in a finished game's view: {won, last}. Planowanie's tied totals
// share a place (result.places); the other games rank every seat (result.ranking).
/** @param {import("../types.js").View} view */
export function outcome(view) {
  const result = /** @type {import("../types.js").Result} */ (view.result);
  if (Array.isArray(result.places)) {
    const place = result.places[view.seat];
    // (every seat has a place in the games that give places: Planowanie's)
    return { won: place === 1, last: place === Math.max(.../** @type {number[]} */ (result.places)) && place !== 1 };
  }
  return { won: result.ranking[0] === view.seat, last: result.ranking[result.ranking.length - 1] === view.seat };
}

// Count the finished game G (text) with its final view; false if it was counted before.
/** @param {string} gameText @param {import("../types.js").View} view */
export function recordGame(gameText, view) {
  const game = JSON.parse(gameText);
  const key = `${game.ruleset}:${game.seed}:${game.moves.length}`;
  const stats = loadStats();
  if (stats.counted.includes(key)) return false;
  const row = stats.games[view.ruleset] || { played: 0, won: 0, last: 0 };
  const { won, last } = outcome(view);
  stats.games[view.ruleset] = { played: row.played + 1, won: row.won + (won ? 1 : 0), last: row.last + (last ? 1 : 0) };
  stats.counted = [...stats.counted, key].slice(-REMEMBERED);
  store.saveStats(JSON.stringify(stats));
  return true;
}

export function resetStats() {
  store.saveStats(JSON.stringify(empty()));
}

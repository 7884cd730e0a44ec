// Statistics per game, kept in this browser: games finished, won, and finished last
// (in Idiot, times the Idiot). Each game is counted once, even when its end is shown
// again after a reload: the last few games counted are remembered by their deal.

import * as store from "./store.js";

const REMEMBERED = 20;

function empty() {
  return { games: {}, counted: [] };
}

export function loadStats() {
  let stored = null;
  try {
    stored = JSON.parse(store.loadStats() || "null");
  } catch {
    stored = null;
  }
  const stats = empty();
  if (!stored || typeof stored !== "object") return stats;
  for (const [id, row] of Object.entries(stored.games || {})) {
    if (row && typeof row === "object") stats.games[id] = { played: count(row.played), won: count(row.won), last: count(row.last) };
  }
  if (Array.isArray(stored.counted)) stats.counted = stored.counted.filter((key) => typeof key === "string").slice(-REMEMBERED);
  return stats;
}

function count(value) {
  return Number.isSafeInteger(value) && value >= 0 ? value : 0;
}

// The seat's outcome in a finished game's view: {won, last}. Planowanie's tied totals
// share a place (result.places); the other games rank every seat (result.ranking).
export function outcome(view) {
  const result = view.result;
  if (Array.isArray(result.places)) {
    const place = result.places[view.seat];
    return { won: place === 1, last: place === Math.max(...result.places) && place !== 1 };
  }
  return { won: result.ranking[0] === view.seat, last: result.ranking[result.ranking.length - 1] === view.seat };
}

// Count the finished game G (text) with its final view; false if it was counted before.
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

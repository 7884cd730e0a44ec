// localStorage, robust to a browser that refuses it (disabled, private mode, full,
// partitioned away): every function answers instead of throwing, and `storageTrouble()`
// says what went wrong with the last write, so the page can say "not being saved".

const PREFIX = "house-rules:v1:";
export const GAME_KEY = PREFIX + "game"; // the saved game: the record {"rev": n, "game": G}
export const SETTINGS_KEY = PREFIX + "settings"; // {"save": bool, "level": "simple", "names": [by seat, "" for the usual], "people": [seats]}
export const DAMAGED_KEY = PREFIX + "damaged"; // the text of the last save found damaged
export const LANGUAGE_KEY = PREFIX + "lang"; // the language chosen in the page: "pl"

// Keys under a namespace of their own: "embed:house-rules:v1:game" for the page
// embedded in another site (?embed=1), so that it never touches the site's own save.
let namespace = "";

export function useNamespace(name) {
  namespace = name ? name + ":" : "";
}

const gameKey = () => namespace + GAME_KEY;
const settingsKey = () => namespace + SETTINGS_KEY;
const damagedKey = () => namespace + DAMAGED_KEY;
const languageKey = () => namespace + LANGUAGE_KEY;

// What went wrong with the last write: null, "full" or "unavailable". A read that fails
// says "unavailable" too, but one that works does not clear a write's trouble.
let trouble = null;

function storage() {
  try {
    return window.localStorage; // the getter itself may throw (SecurityError), or give null
  } catch {
    return null;
  }
}

export function storageWorks() {
  return trouble === null;
}

export function storageTrouble() {
  return trouble;
}

function attempt(action, fallback, writes) {
  const store = storage();
  if (!store) {
    trouble = "unavailable";
    return fallback;
  }
  try {
    const value = action(store);
    if (writes) trouble = null;
    return value;
  } catch (error) {
    trouble = error && error.name === "QuotaExceededError" ? "full" : "unavailable";
    return fallback;
  }
}

export function readText(key) {
  return attempt((store) => store.getItem(key), null, false);
}

export function writeText(key, text) {
  return attempt((store) => {
    store.setItem(key, text);
    return true;
  }, false, true);
}

export function remove(key) {
  return attempt((store) => {
    store.removeItem(key);
    return true;
  }, false, true);
}

// --- the saved game ------------------------------------------------------------------
// Stored as {"rev": n, "game": G}: rev counts the writes of the save, so that a tab can
// tell a newer save (another tab's) from its own. A bare G (an older page's save) is
// revision 0.

// The save in storage: null, or {text, rev, game}: game is G's text, null when the
// text is not a save at all (not JSON, or not an object); the engine judges the rest.
export function loadSave() {
  const text = readText(gameKey());
  return text === null ? null : readRecord(text);
}

export function readRecord(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { text, rev: 0, game: null };
  }
  const record = value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
  if (record && Object.hasOwn(record, "rev") && Object.hasOwn(record, "game")) {
    const game = record.game !== null && typeof record.game === "object" ? JSON.stringify(record.game) : null;
    return { text, rev: Number.isSafeInteger(record.rev) ? record.rev : 0, game };
  }
  return { text, rev: 0, game: record ? text : null };
}

export function saveGame(gameText, rev) {
  return writeText(gameKey(), `{"rev":${rev},"game":${gameText}}`);
}

export function deleteGame() {
  return remove(gameKey());
}

// A damaged save leaves the game's place: its text is kept (the last one only), so
// that nothing is lost even before the person downloads it.
export function setAsideDamaged(text) {
  writeText(damagedKey(), text);
  deleteGame();
}

// `callback()` whenever another tab of this origin changes (or clears) the save.
export function onSaveChanged(callback) {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === gameKey()) callback();
  });
}

// --- settings ------------------------------------------------------------------------

// people: the seats where a person sits at this device (the first is drawn); the
// computer plays the others.
const DEFAULT_SETTINGS = { save: true, level: "simple", names: [], people: [0] };
export const NAME_LENGTH = 20; // a name fits beside a seat on a phone
export const NAMED_SEATS = 8; // the most seats a table shows

export function loadSettings() {
  const text = readText(settingsKey());
  let stored = {};
  try {
    stored = text ? JSON.parse(text) : {};
  } catch {
    stored = {};
  }
  const settings = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored.save === "boolean") settings.save = stored.save;
  if (stored && typeof stored.level === "string") settings.level = stored.level;
  if (stored && Array.isArray(stored.people) && stored.people.length && stored.people.every(isSeat)) {
    settings.people = stored.people.slice(0, NAMED_SEATS);
  }
  if (stored && Array.isArray(stored.names)) {
    settings.names = stored.names.slice(0, NAMED_SEATS).map((name) => (typeof name === "string" ? name.slice(0, NAME_LENGTH) : ""));
  }
  return settings;
}

/** @param {unknown} value */
function isSeat(value) {
  return Number.isSafeInteger(value) && Number(value) >= 0 && Number(value) < NAMED_SEATS;
}

export function saveSettings(settings) {
  return writeText(settingsKey(), JSON.stringify(settings));
}

// Statistics per game (web/stats.js), as JSON text, or null.
const statsKey = () => namespace + PREFIX + "stats";

export function loadStats() {
  return readText(statsKey());
}

export function saveStats(text) {
  return writeText(statsKey(), text);
}

// The language chosen in the page (a catalog code), or null.
export function loadLanguage() {
  return readText(languageKey());
}

export function saveLanguage(code) {
  return writeText(languageKey(), code);
}

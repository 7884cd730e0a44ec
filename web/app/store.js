// @ts-check
// localStorage, robust to a browser that refuses it (disabled, private mode, full,
// partitioned away): every function answers instead of throwing, and `storageTrouble()`
// says what went wrong with the last write, so the page can say "not being saved".

const PREFIX = "house-rules:v1:";
export const GAME_KEY = PREFIX + "game"; // the saved game: the record {"rev": n, "game": G}
export const SETTINGS_KEY = PREFIX + "settings"; // {"save": bool, "level": "simple", "names": [by seat, "" for the usual], "people": [seats], "levels": [by seat, "" for "level"], the table's look and pace (Settings below)}
export const DAMAGED_KEY = PREFIX + "damaged"; // the text of the last save found damaged
export const LANGUAGE_KEY = PREFIX + "lang"; // the language chosen in the page: "pl"

// Keys under a namespace of their own: "embed:house-rules:v1:game" for the page
// embedded in another site (?embed=1), so that it never touches the site's own save.
let namespace = "";

/** @param {string} name */
export function useNamespace(name) {
  namespace = name ? name + ":" : "";
}

const gameKey = () => namespace + GAME_KEY;
const settingsKey = () => namespace + SETTINGS_KEY;
const damagedKey = () => namespace + DAMAGED_KEY;
const languageKey = () => namespace + LANGUAGE_KEY;

// What went wrong with the last write: null, "full" or "unavailable". A read that fails
// says "unavailable" too, but one that works does not clear a write's trouble.
/** @typedef {"full" | "unavailable"} StorageTrouble */
/** @type {StorageTrouble | null} */
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

/**
 * @template T
 * @param {(store: Storage) => T} action
 * @param {T} fallback
 * @param {boolean} writes
 * @returns {T}
 */
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
    const name = /** @type {{name?: unknown} | null | undefined} */ (error)?.name;
    trouble = name === "QuotaExceededError" ? "full" : "unavailable";
    return fallback;
  }
}

/** @param {string} key @returns {string | null} */
export function readText(key) {
  return attempt((store) => store.getItem(key), null, false);
}

/** @param {string} key @param {string} text */
export function writeText(key, text) {
  return attempt(
    (store) => {
      store.setItem(key, text);
      return true;
    },
    false,
    true,
  );
}

/** @param {string} key */
export function remove(key) {
  return attempt(
    (store) => {
      store.removeItem(key);
      return true;
    },
    false,
    true,
  );
}

// --- the saved game ------------------------------------------------------------------
// Stored as {"rev": n, "game": G}: rev counts the writes of the save, so that a tab can
// tell a newer save (another tab's) from its own. A bare G (an older page's save) is
// revision 0.

// The save in storage: null, or {text, rev, game}: game is G's text, null when the
// text is not a save at all (not JSON, or not an object); the engine judges the rest.
/**
 * @typedef {object} SaveRecord
 * @property {string} text  what storage holds
 * @property {number} rev  the save's revision: how many times it was written
 * @property {string | null} game  G's text
 */
/** @returns {SaveRecord | null} */
export function loadSave() {
  const text = readText(gameKey());
  return text === null ? null : readRecord(text);
}

/** @param {string} text @returns {SaveRecord} */
export function readRecord(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return { text, rev: 0, game: null };
  }
  const record =
    value !== null && typeof value === "object" && !Array.isArray(value)
      ? /** @type {Record<string, unknown>} */ (value)
      : null;
  if (record && Object.hasOwn(record, "rev") && Object.hasOwn(record, "game")) {
    const game = record.game !== null && typeof record.game === "object" ? JSON.stringify(record.game) : null;
    return { text, rev: Number.isSafeInteger(record.rev) ? /** @type {number} */ (record.rev) : 0, game };
  }
  return { text, rev: 0, game: record ? text : null };
}

/** @param {string} gameText @param {number} rev */
export function saveGame(gameText, rev) {
  return writeText(gameKey(), `{"rev":${rev},"game":${gameText}}`);
}

export function deleteGame() {
  return remove(gameKey());
}

// A damaged save leaves the game's place: its text is kept (the last one only), so
// that nothing is lost even before the person downloads it.
/** @param {string} text */
export function setAsideDamaged(text) {
  writeText(damagedKey(), text);
  deleteGame();
}

// `callback()` whenever another tab of this origin changes (or clears) the save.
/** @param {() => void} callback */
export function onSaveChanged(callback) {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === gameKey()) callback();
  });
}

// --- settings ------------------------------------------------------------------------

// people: the seats where a person sits at this device; the computer plays the others,
// each at its own level where levels gives one.
// The table's look and pace (the Settings dialog, app/prefs.js): each a choice of CHOICES,
// its first the default.
/**
 * @typedef {object} Settings
 * @property {boolean} save  whether the game is saved in this browser
 * @property {string} level  the computer players' level last chosen
 * @property {string[]} names  by seat; "" for the usual name
 * @property {number[]} people  the seats where a person sits at this device
 * @property {string[]} levels  by seat, a computer player's own level; "" for `level`
 * @property {string} pace  the computer players' pace: "normal", "slow", "fast", "instant"
 * @property {string} order  your hand's order: "usual" (the game's), "rank", "suit", "dealt"
 * @property {string} deck  "two" colours, or "four" (clubs green, diamonds blue)
 * @property {string} cards  "normal" or "large" cards
 * @property {string} back  the cards' back: "red", "blue", "green"
 * @property {boolean} sound  sounds on (off by default)
 * @property {boolean} persistAsked  the browser was asked once to keep this site's storage
 */
/** @type {Readonly<Record<"pace" | "order" | "deck" | "cards" | "back", readonly string[]>>} */
export const CHOICES = {
  pace: ["normal", "slow", "fast", "instant"],
  order: ["usual", "rank", "suit", "dealt"],
  deck: ["two", "four"],
  cards: ["normal", "large"],
  back: ["red", "blue", "green"],
};
/** @type {Readonly<Settings>} */
const DEFAULT_SETTINGS = {
  save: true,
  level: "simple",
  names: [],
  people: [0],
  levels: [],
  pace: "normal",
  order: "usual",
  deck: "two",
  cards: "normal",
  back: "red",
  sound: false,
  persistAsked: false,
};
export const NAME_LENGTH = 20; // a name fits beside a seat on a phone
export const NAMED_SEATS = 8; // the most seats a table shows

/** @returns {Settings} */
export function loadSettings() {
  const text = readText(settingsKey());
  /** @type {{[field: string]: unknown} | null} */
  let stored;
  try {
    stored = text ? JSON.parse(text) : {};
  } catch {
    stored = {};
  }
  const settings = { ...DEFAULT_SETTINGS };
  if (stored && typeof stored.save === "boolean") settings.save = stored.save;
  if (stored && typeof stored.sound === "boolean") settings.sound = stored.sound;
  if (stored && typeof stored.persistAsked === "boolean") settings.persistAsked = stored.persistAsked;
  for (const [name, allowed] of Object.entries(CHOICES)) {
    const value = stored?.[name];
    if (typeof value === "string" && allowed.includes(value))
      settings[/** @type {keyof typeof CHOICES} */ (name)] = value;
  }
  if (stored && typeof stored.level === "string") settings.level = stored.level;
  if (stored && Array.isArray(stored.people) && stored.people.length && stored.people.every(isSeat)) {
    settings.people = stored.people.slice(0, NAMED_SEATS);
  }
  if (stored && Array.isArray(stored.levels)) {
    settings.levels = stored.levels
      .slice(0, NAMED_SEATS)
      .map((/** @type {unknown} */ level) => (typeof level === "string" ? level.slice(0, NAME_LENGTH) : ""));
  }
  if (stored && Array.isArray(stored.names)) {
    settings.names = stored.names
      .slice(0, NAMED_SEATS)
      .map((/** @type {unknown} */ name) => (typeof name === "string" ? name.slice(0, NAME_LENGTH) : ""));
  }
  return settings;
}

/** @param {unknown} value */
function isSeat(value) {
  return Number.isSafeInteger(value) && Number(value) >= 0 && Number(value) < NAMED_SEATS;
}

/** @param {Settings} settings */
export function saveSettings(settings) {
  return writeText(settingsKey(), JSON.stringify(settings));
}

// Statistics per game (web/stats.js), as JSON text, or null.
const statsKey = () => namespace + PREFIX + "stats";

export function loadStats() {
  return readText(statsKey());
}

/** @param {string} text */
export function saveStats(text) {
  return writeText(statsKey(), text);
}

// The language chosen in the page (a catalog code), or null.
export function loadLanguage() {
  return readText(languageKey());
}

/** @param {string} code */
export function saveLanguage(code) {
  return writeText(languageKey(), code);
}

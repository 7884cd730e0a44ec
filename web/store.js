// localStorage, robust to a browser that refuses it (disabled, private mode, full):
// every function answers instead of throwing, and `storageWorks()` says whether
// the last attempt succeeded, so the page can say "not being saved".

const PREFIX = "house-rules:v1:";
export const GAME_KEY = PREFIX + "game"; // the engine's game G, as JSON text
export const SETTINGS_KEY = PREFIX + "settings"; // {"save": bool, "level": "simple"}
export const LANGUAGE_KEY = PREFIX + "lang"; // the language chosen in the page: "pl"

// Keys under a namespace of their own: "embed:house-rules:v1:game" for the page
// embedded in another site (?embed=1), so that it never touches the site's own save.
let namespace = "";

export function useNamespace(name) {
  namespace = name ? name + ":" : "";
}

const gameKey = () => namespace + GAME_KEY;
const settingsKey = () => namespace + SETTINGS_KEY;
const languageKey = () => namespace + LANGUAGE_KEY;

let works = true;

function storage() {
  try {
    return window.localStorage; // the getter itself may throw
  } catch {
    return null;
  }
}

export function storageWorks() {
  return works;
}

function attempt(action, fallback) {
  const store = storage();
  if (!store) {
    works = false;
    return fallback;
  }
  try {
    const value = action(store);
    works = true;
    return value;
  } catch {
    works = false;
    return fallback;
  }
}

export function readText(key) {
  return attempt((store) => store.getItem(key), null);
}

export function writeText(key, text) {
  return attempt((store) => {
    store.setItem(key, text);
    return true;
  }, false);
}

export function remove(key) {
  return attempt((store) => {
    store.removeItem(key);
    return true;
  }, false);
}

// The saved game G (text), or null.
export function loadGame() {
  return readText(gameKey());
}

export function saveGame(gameText) {
  return writeText(gameKey(), gameText);
}

export function deleteGame() {
  return remove(gameKey());
}

const DEFAULT_SETTINGS = { save: true, level: "simple" };

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
  return settings;
}

export function saveSettings(settings) {
  return writeText(settingsKey(), JSON.stringify(settings));
}

// The language chosen in the page (a catalog code), or null.
export function loadLanguage() {
  return readText(languageKey());
}

export function saveLanguage(code) {
  return writeText(languageKey(), code);
}

// @ts-check
// What the page says and offers about saves: a damaged save (explained, its text
// offered as a download), another tab's newer save (offered to load), and games as
// files (downloaded, opened). The decisions are main.js's; this is their face.

import { t } from "../text.js";
import { $ } from "./dom.js";
const MAX_FILE_BYTES = 5_000_000; // a long game's save is tens of kilobytes

// Download `text` exactly as a file called `name`.
/** @param {string} text @param {string} name */
export function downloadText(text, name, type = "application/json") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

// "house-rules-idiot-2026-11-30-0712.json" (a game of Idiot), "house-rules-statistics-...".
/** @param {string} what  the ruleset id, or "statistics" */
export function fileName(what, date = new Date()) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  const day = `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  return `house-rules-${what}-${day}-${two(date.getHours())}${two(date.getMinutes())}.json`;
}

// On the menu: the save was damaged (`reason`, a sentence), its text can be downloaded.
/** @param {string} text @param {string} reason */
export function showDamaged(text, reason) {
  $("save-problem-text").textContent = t("save.damaged", { message: reason });
  $("save-problem-download").onclick = () => downloadText(text, "house-rules-damaged-save.txt", "text/plain");
  $("save-problem").hidden = false;
}

export function hideDamaged() {
  $("save-problem").hidden = true;
}

// Another tab saved this game since: offer to load that save (`load()`).
/** @param {() => void} load */
export function offerNewerSave(load) {
  $("tab-load").onclick = () => {
    hideNewerSave();
    load();
  };
  $("tab-notice").hidden = false;
}

export function hideNewerSave() {
  $("tab-notice").hidden = true;
}

// The text of the file the person chose in the file input, or a refusal: {text} or {error}.
/**
 * @typedef {{name: string, text: string, error?: undefined} | {name: string, error: string, text?: undefined}} ChosenFile
 */
/** @param {HTMLInputElement} input @returns {Promise<ChosenFile | null>} */
export async function readChosenFile(input) {
  const file = input.files?.[0];
  input.value = ""; // the same file may be chosen again
  if (!file) return null;
  if (file.size > MAX_FILE_BYTES) return { name: file.name, error: t("import.too_big") };
  try {
    return { name: file.name, text: await file.text() };
  } catch {
    return { name: file.name, error: t("import.unreadable") };
  }
}

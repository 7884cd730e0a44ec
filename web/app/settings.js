// @ts-check
// This browser's settings (store.js): saving on or off, the last level, the seats' names,
// the seats where people sit. One object for the page, written back when changed.

import "./host.js"; // the embedded page's settings are its own
import * as store from "./store.js";

export const settings = store.loadSettings();

export function saveSettings() {
  store.saveSettings(settings);
}

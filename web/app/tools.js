// @ts-check
// The header's tools and what they keep: the save (switch, delete, download, the notice
// why a game is not being saved), Undo (offered when the engine would take your move
// back), and the crash panel when the engine fails.

import { engine } from "../engine-start.js";
import { t } from "../text.js";
import { CrashPanel } from "./crash-panel.js";
import { $, buttonOf, dialogOf, inputOf } from "./dom.js";
import { foldToolsWhenCrowded } from "./header-fold.js";
import { refillMenu } from "./menu.js";
import { atTable, continuable, forgetGame, resume, showMenu } from "./play.js";
import { SaveKeeper } from "./save-keeper.js";
import { screenShown, whenShown } from "./screens.js";
import { saveSettings, settings } from "./settings.js";
import { showStats } from "./stats-dialog.js";
import { openStatsFile } from "./stats.js";
import * as store from "./store.js";

export const keeper = new SaveKeeper({
  engine,
  settings,
  play: (/** @type {string} */ gameText) => resume(gameText),
  menu: (/** @type {string} */ notice) => showMenu(notice),
  crashed: (/** @type {unknown} */ error) => crashed(error),
  playing: () => (screenShown() === "table" ? (atTable()?.game ?? null) : null),
  changed: () => {
    if (screenShown() === "menu") $("menu-continue").hidden = continuable() === null;
    refreshTools();
  },
  saved: keepStorage,
  statistics: (/** @type {unknown} */ value, /** @type {string} */ file) => {
    if (!openStatsFile(value)) return false;
    refillMenu(); // the names opened
    showMenu(t("stats.opened", { file }));
    if (dialogOf("stats").open) showStats();
    return true;
  },
});

// Once a game is saved, the browser is asked (once in this browser) to keep this site's
// storage when it clears data to make room: navigator.storage.persist() (Chrome and Edge
// decide by themselves, Firefox asks the person). Not in a frame: there the question would
// come from another site's page, about storage that is that site's partition.
function keepStorage() {
  if (settings.persistAsked || window.parent !== window || !navigator.storage?.persist) return;
  settings.persistAsked = true;
  saveSettings();
  navigator.storage.persist().catch(() => {}); // whatever the answer, the game plays on
}

const crash = new CrashPanel({ restart });

// The engine failed (a Python exception, a call that failed, a dead worker): the crash
// panel, with what the table was doing.
/** @param {unknown} error */
export function crashed(error) {
  const flow = atTable();
  const context = flow?.game ? [`Game: ${flow.game}`] : [];
  flow?.stop();
  crash.show(error, context);
}

// The crash panel's restart: a new engine, and the game from its last save (the game in
// memory is what was last saved, or would have been if storage had allowed it).
async function restart() {
  const gameText = atTable()?.game;
  try {
    await engine.start();
  } catch (error) {
    crash.show(error);
    return;
  }
  if (gameText) await resume(gameText);
  else showMenu();
}

export function refreshTools() {
  inputOf("save-toggle").checked = settings.save;
  buttonOf("delete-save").disabled = store.loadSave() === null;
  buttonOf("export-game").disabled = !atTable()?.game;
  $("save-notice").textContent = keeper.notice();
}
whenShown(refreshTools);

// Undo is offered on your turn once you have made a move, when the engine would take it
// back (engine/undo.py); else it is shown unavailable, the engine's reason its
// description, and still focusable so that the reason can be read.
export async function refreshUndo() {
  const button = $("undo");
  let state = { can: false, why: "" };
  try {
    state = (await atTable()?.undoState()) ?? state;
  } catch (error) {
    crashed(error);
    return;
  }
  button.setAttribute("aria-disabled", String(!state.can));
  if (state.why) button.title = state.why;
  else button.removeAttribute("title");
}

async function undo() {
  const button = $("undo");
  if (button.getAttribute("aria-disabled") === "true") {
    if (button.title) atTable()?.shell.setStatus(button.title, "error"); // why not, on a touch screen too
    return;
  }
  await atTable()?.undo();
  refreshUndo();
}

function onSaveToggle() {
  settings.save = inputOf("save-toggle").checked;
  saveSettings();
  const game = atTable()?.game;
  if (!settings.save) keeper.dropOwn();
  else if (game) keeper.save(game);
  refreshTools();
}

export function wireTools() {
  $("save-toggle").addEventListener("change", onSaveToggle);
  $("delete-save").addEventListener("click", () => dialogOf("confirm-delete").showModal());
  $("confirm-no").addEventListener("click", () => dialogOf("confirm-delete").close());
  $("confirm-yes").addEventListener("click", () => {
    dialogOf("confirm-delete").close();
    keeper.deleted();
    forgetGame();
    showMenu(t("notice.deleted"));
  });
  $("export-game").addEventListener("click", () => {
    const flow = atTable();
    if (flow?.game && flow.view) keeper.download(flow.game, flow.view.ruleset);
  });
  $("undo").addEventListener("click", undo);
  // A crowded header: the tools open under it and close again (style.css, .bar[data-more]).
  const more = $("bar-more");
  const bar = /** @type {HTMLElement} */ (more.closest(".bar"));
  more.addEventListener("click", () => {
    const open = more.getAttribute("aria-expanded") !== "true";
    more.setAttribute("aria-expanded", String(open));
    bar.toggleAttribute("data-more", open);
  });
  foldToolsWhenCrowded(bar, more);
  $("to-menu").addEventListener("click", () => showMenu());
}

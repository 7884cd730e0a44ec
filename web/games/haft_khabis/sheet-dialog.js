// @ts-check
// The score sheet's dialog: opened by hand at any time (Close), or after a round, when
// the game waits for it ("Deal round n"). Either closes by its button or Escape.

import { el } from "../../table/parts.js";
import { t, tYou } from "../../text.js";
import { roundParts, scoreSheet } from "./sheet.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").RoundEnd} RoundEnd */
/** @typedef {import("../../types.js").LogEvent} LogEvent */

export class SheetDialog {
  /**
   * @param {import("../../table/shell.js").TableShell} shell
   * @param {(seat: number) => string} name  a seat's name, in the language of the moment
   */
  constructor(shell, name) {
    this.name = name;
    const { dialog, title } = shell.dialog("hk-sheet", "hk-dialog hk-sheet-dialog");
    this.dialog = dialog;
    this.title = title;
    this.round = el("div", "hk-round");
    this.round.id = "hk-round";
    this.round.hidden = true;
    this.body = el("div", "hk-sheet-body");
    this.body.id = "hk-sheet-body";
    const buttons = el("div", "end-buttons");
    this.close = /** @type {HTMLButtonElement} */ (el("button", "primary"));
    this.close.type = "button";
    this.close.id = "hk-sheet-close";
    buttons.append(this.close);
    dialog.append(this.round, this.body, buttons);
    /** @type {(() => void) | null} resolves the round's pause when the sheet is closed */
    this.done = null;
    /** @type {{view: HkView, event?: RoundEnd, eliminated?: LogEvent[]} | null} what it shows, to say it again */
    this.shown = null;
    const signal = shell.signal;
    // The game goes on at once (the dialog's "close" event comes a task later, after Escape too).
    this.close.addEventListener("click", () => this.finish(), { signal });
    dialog.addEventListener(
      "close",
      () => {
        if (!dialog.open) this.finish(); // not a stale event of a sheet shown again
      },
      { signal },
    );
  }

  // Close the sheet, and let a game waiting on it go on.
  finish() {
    if (this.dialog.open) this.dialog.close();
    const resolve = this.done;
    this.done = null;
    if (resolve) resolve();
  }

  /** @param {HkView} view */
  showSheet(view) {
    if (this.dialog.open) return;
    this.shown = { view };
    this.fillSheet(view);
    this.open("any");
  }

  /**
   * After a round; resolves when the person closes it.
   * @param {HkView} view @param {RoundEnd} event @param {LogEvent[]} eliminated
   * @returns {Promise<void>}
   */
  showRound(view, event, eliminated) {
    this.finish(); // the sheet opened by hand gives way to the round's
    this.shown = { view, event, eliminated };
    this.fillRound(view, event, eliminated);
    const waited = new Promise((resolve) => {
      this.done = () => resolve(undefined);
    });
    this.open("round");
    return waited;
  }

  /** @param {string} mode */
  open(mode) {
    this.dialog.dataset.mode = mode;
    this.dialog.showModal();
    this.close.focus();
  }

  /** @param {HkView} view */
  fillSheet(view) {
    this.title.textContent = t("haft_khabis.sheet.title");
    this.round.replaceChildren();
    this.round.hidden = true;
    this.body.replaceChildren(scoreSheet(view, this.name));
    this.close.textContent = t("haft_khabis.sheet.close");
  }

  /** @param {HkView} view @param {RoundEnd} event @param {LogEvent[]} eliminated */
  fillRound(view, event, eliminated) {
    const you = event.seat === view.seat;
    this.title.textContent = tYou("haft_khabis.round.title", you, { round: event.round, name: this.name(event.seat) });
    this.round.replaceChildren(...roundParts(view, event, eliminated, this.name));
    this.round.hidden = false;
    this.body.replaceChildren(scoreSheet(view, this.name));
    this.close.textContent = t("haft_khabis.round.next", { round: view.round });
  }

  // A new language: the open sheet in its words (the computer players' names change too).
  retell() {
    const shown = this.shown;
    if (!this.dialog.open || !shown) return;
    if (shown.event && shown.eliminated) this.fillRound(shown.view, shown.event, shown.eliminated);
    else this.fillSheet(shown.view);
  }
}

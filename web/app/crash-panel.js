// @ts-check
// "Something went wrong": the calm panel shown when the rules engine fails (a Python
// exception reported as an "internal" error, a call that fails, or a dead worker).
// It holds the details to copy (a button, and a selectable text) and a button that
// restarts the engine and goes on from the last save.

import { BUILD } from "../version.js";
import { t } from "../text.js";
import { $, buttonOf, dialogOf } from "./dom.js";

const details = () => /** @type {HTMLTextAreaElement} */ ($("crash-details"));

export class CrashPanel {
  /** @param {{restart: () => Promise<void>}} actions  restart: start the engine again and go on from the last save */
  constructor({ restart }) {
    this.restart = restart;
    this.failedAgain = false;
    this.dialog = dialogOf("crash");
    $("crash-copy").addEventListener("click", () => this.copy());
    $("crash-restart").addEventListener("click", () => this.onRestart());
    this.dialog.addEventListener("cancel", (event) => event.preventDefault()); // only a restart goes on
  }

  // Show the panel for `error`; `context` (lines) tells what the table was doing.
  /** @param {unknown} error @param {string[]} [context] */
  show(error, context = []) {
    const { name, message } = /** @type {{name?: unknown, message?: unknown}} */ (error ?? {});
    const lines = [
      `${name ? name : "Error"}: ${message ? message : String(error)}`,
      ...context,
      `Build: ${BUILD}`,
      `Browser: ${navigator.userAgent}`,
      `Time: ${new Date().toISOString()}`,
    ];
    if (this.dialog.open) {
      this.failedAgain = true;
      details().value += "\n\n" + lines.join("\n"); // a second fault while it shows
      return;
    }
    $("crash-status").textContent = "";
    buttonOf("crash-restart").disabled = false;
    details().value = lines.join("\n");
    details().setSelectionRange(0, 0); // else the end of the text scrolls into view
    this.dialog.showModal();
    $("crash-restart").focus();
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(details().value);
      $("crash-status").textContent = t("crash.copied");
    } catch {
      details().select(); // the clipboard is refused: the text is selected for the person to copy
      $("crash-status").textContent = t("crash.copy_failed");
    }
  }

  async onRestart() {
    buttonOf("crash-restart").disabled = true;
    $("crash-status").textContent = t("crash.restarting");
    this.failedAgain = false;
    await this.restart();
    if (!this.failedAgain) {
      this.dialog.close();
      return;
    }
    buttonOf("crash-restart").disabled = false;
    $("crash-status").textContent = "";
  }
}

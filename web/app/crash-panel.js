// "Something went wrong": the calm panel shown when the rules engine fails (a Python
// exception reported as an "internal" error, a call that fails, or a dead worker).
// It holds the details to copy (a button, and a selectable text) and a button that
// restarts the engine and goes on from the last save.

import { BUILD } from "../version.js";
import { t } from "../text.js";

const $ = (id) => document.getElementById(id);

export class CrashPanel {
  // restart(): start the engine again and go on from the last save (a promise).
  constructor({ restart }) {
    this.restart = restart;
    this.dialog = $("crash");
    $("crash-copy").addEventListener("click", () => this.copy());
    $("crash-restart").addEventListener("click", () => this.onRestart());
    this.dialog.addEventListener("cancel", (event) => event.preventDefault()); // only a restart goes on
  }

  // Show the panel for `error`; `context` (lines) tells what the table was doing.
  show(error, context = []) {
    const details = [
      `${error && error.name ? error.name : "Error"}: ${error && error.message ? error.message : String(error)}`,
      ...context,
      `Build: ${BUILD}`,
      `Browser: ${navigator.userAgent}`,
      `Time: ${new Date().toISOString()}`,
    ];
    if (this.dialog.open) {
      this.failedAgain = true;
      $("crash-details").value += "\n\n" + details.join("\n"); // a second fault while it shows
      return;
    }
    $("crash-status").textContent = "";
    $("crash-restart").disabled = false;
    $("crash-details").value = details.join("\n");
    $("crash-details").setSelectionRange(0, 0); // else the end of the text scrolls into view
    this.dialog.showModal();
    $("crash-restart").focus();
  }

  async copy() {
    const details = $("crash-details");
    try {
      await navigator.clipboard.writeText(details.value);
      $("crash-status").textContent = t("crash.copied");
    } catch {
      details.select(); // the clipboard is refused: the text is selected for the person to copy
      $("crash-status").textContent = t("crash.copy_failed");
    }
  }

  async onRestart() {
    $("crash-restart").disabled = true;
    $("crash-status").textContent = t("crash.restarting");
    this.failedAgain = false;
    await this.restart();
    if (!this.failedAgain) {
      this.dialog.close();
      return;
    }
    $("crash-restart").disabled = false;
    $("crash-status").textContent = "";
  }
}

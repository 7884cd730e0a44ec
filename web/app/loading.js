// @ts-check
// The loading screen: the engine's boot in stages (download, Python, the rules), the bytes
// downloaded, and what failed, with a Retry.

import { BootError, STAGES, UnsupportedBrowser } from "../engine-client.js";
import { currentLanguage, t } from "../text.js";
import { $ } from "./dom.js";

const numberFormat = () =>
  new Intl.NumberFormat(currentLanguage(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
/** @type {Record<string, number>} */
const PROGRESS = { python: 72, rules: 90, ready: 100 };

/** @param {string} stage @param {number} bytes */
export function showStage(stage, bytes) {
  const at = STAGES.indexOf(stage);
  for (const item of /** @type {HTMLElement[]} */ ([...$("stages").children])) {
    const index = STAGES.indexOf(item.dataset.stage || "");
    item.dataset.state = index < at || stage === "ready" ? "done" : index === at ? "active" : "pending";
    if (index === at) item.setAttribute("aria-current", "step");
    else item.removeAttribute("aria-current");
  }
  const progress = /** @type {HTMLProgressElement} */ ($("load-progress"));
  if (bytes > 0) $("load-bytes").textContent = t("load.bytes", { mb: numberFormat().format(bytes / 1e6) });
  if (stage === "download") progress.value = 4 + Math.round(60 * (1 - Math.exp(-bytes / 6e6)));
  else progress.value = PROGRESS[stage];
}

/** @param {unknown} error */
export function showLoadError(error) {
  const file = error instanceof BootError ? error.file : "";
  const message = error instanceof Error ? error.message : String(error);
  const unsupported = error instanceof UnsupportedBrowser;
  $("load-error-text").textContent = unsupported
    ? t("load.unsupported", { feature: error.feature })
    : t("load.failed", { file: file || "?", message });
  $("load-error").hidden = false;
  for (const item of /** @type {HTMLElement[]} */ ([...$("stages").children])) {
    if (item.dataset.state === "active") item.dataset.state = "failed";
  }
  $("retry").hidden = unsupported; // trying again cannot help
  if (!unsupported) $("retry").focus();
}

export function hideLoadError() {
  $("load-error").hidden = true;
}

// @ts-check
// The table shell: what every game's table has, built one way and owned here. The seats
// row, the centre, your area (name, badges, the game's own controls, help, actions,
// status), the live log, the rules panel, the awaiting flag that tests and screen readers
// follow, the focus across redraws, the game's dialogs and the end screen. A game fills
// only its own parts (its centre, its seats' bodies, its controls) and never reaches
// outside them. One shell a game: made when it starts, disposed of when it is left.

import { t } from "../text.js";
import { Fit } from "./fit.js";
import { appendLog, badge, el, focusedKey, keysHelp, showStatus } from "./parts.js";
import { fillRules } from "./rules.js";

const LOG_LINES = 10; // the live log's: the lines a screen reader may hear at once when a table opens

/** @param {string} id @returns {HTMLElement} */
function byId(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found;
}

/**
 * @typedef {object} EndScreen
 * @property {string} [title]  a catalog key, for a game whose end is not a "game" (a match)
 * @property {string} [order]  the catalog key of the order's heading ("Final standing")
 * @property {boolean} [wide]  room for what follows the order (a final score sheet)
 * @property {string} summary
 * @property {{seat: number, parts: (Node | string)[], classes?: string[]}[]} rows  the order, first place first
 * @property {Node} [after]  what follows the order and the buttons (a final score sheet: the
 *   buttons stay at hand, and focused first)
 */

export class TableShell {
  /**
   * @param {object} options
   * @param {string} options.game  the ruleset at the table (data-game, for the game's styles)
   * @param {(name: string) => void} options.onAction  an action button was pressed
   */
  constructor({ game, onAction }) {
    this.ends = new AbortController();
    /** Ends every listener of this table: the shell's and its game's. */
    this.signal = this.ends.signal;
    /** The seat drawn (the flow sets it): its log lines and its row of the end are marked as its own. */
    this.seat = 0;
    this.onAction = onAction;
    /** @type {Set<HTMLDialogElement>} the game's dialogs, closed and removed with the table */
    this.dialogs = new Set();
    this.root = byId("table");
    this.root.dataset.game = game;
    this.opponents = el("section", "opponents");
    this.opponents.id = "opponents";
    this.opponents.setAttribute("aria-label", t("table.opponents"));
    this.center = el("section", "center");
    this.center.id = "center";
    this.me = el("section", "me");
    this.me.id = "me";
    this.me.setAttribute("aria-label", t("table.you"));
    const head = el("div", "me-head");
    this.meName = el("h2", "me-name");
    this.meName.id = "me-name";
    this.meBadges = el("span", "badges");
    this.meBadges.id = "me-badges";
    head.append(this.meName, this.meBadges);
    /** The game's own controls in your area (your cards, your bids...). */
    this.body = el("div", "me-body");
    this.body.id = "me-body";
    this.help = el("p", "help");
    this.help.id = "help";
    this.actions = el("div", "actions");
    this.actions.id = "actions";
    this.status = el("p", "status");
    this.status.id = "status";
    this.status.setAttribute("role", "status");
    this.me.append(head, this.body, this.help, this.actions, this.status);
    this.side = el("aside", "side");
    // The whole game's log, scrolled to its newest line (style.css: a reversed column stays
    // at its end as lines come): the last lines in the live list, the older ones above it.
    const logTitle = el("h2", "", t("table.log"));
    logTitle.id = "log-title";
    // The game from its deal (table/replay.js): a finished game, or yours on your turn.
    const watch = /** @type {HTMLButtonElement} */ (el("button", "ghost log-watch", t("replay.from_deal")));
    watch.type = "button";
    watch.id = "watch-game";
    watch.dataset.t = "replay.from_deal";
    watch.addEventListener("click", () => this.onAction("replay"), { signal: this.signal });
    const logHead = el("div", "log-head");
    logHead.append(logTitle, watch);
    const history = el("div", "log-scroll");
    history.id = "log-scroll";
    history.tabIndex = 0; // a keyboard user scrolls it too
    history.setAttribute("role", "region");
    history.setAttribute("aria-labelledby", "log-title");
    const lines = el("div", "log-lines");
    this.earlier = el("ol", "log log-earlier");
    this.earlier.id = "log-earlier";
    this.log = el("ol", "log");
    this.log.id = "log";
    this.log.setAttribute("aria-live", "polite");
    this.log.setAttribute("aria-relevant", "additions");
    lines.append(this.earlier, this.log);
    history.append(lines);
    this.rules = el("details", "rules");
    this.rules.id = "table-rules";
    this.side.append(logHead, history, this.rules);
    this.root.replaceChildren(this.opponents, this.center, this.me, this.side);
    this.fit = new Fit(this.root, [this.opponents, this.me], this.me, this.signal);
    this.root.setAttribute("aria-label", t("table.label"));
    this.fillRules();
    byId("end-again").addEventListener("click", () => this.onAction("again"), { signal: this.signal });
    byId("end-menu").addEventListener("click", () => this.onAction("menu"), { signal: this.signal });
    byId("end-replay").addEventListener("click", () => this.onAction("replay"), { signal: this.signal });
    byId("end-review").addEventListener("click", () => this.onAction("review"), { signal: this.signal });
    /** @type {EndScreen | null} */
    this.endShown = null;
    /** @type {string[]} */
    this.keys = [];
  }

  /**
   * An action button in your area: #act-<name>, pressed by `key` on the keyboard; the
   * shell's onAction(name) when clicked.
   * @param {string} name
   * @param {string} textKey  its words' catalog key
   * @param {{kind?: string, key?: string, hidden?: boolean}} [options]
   * @returns {HTMLButtonElement}
   */
  action(name, textKey, { kind = "", key = "", hidden = true } = {}) {
    const button = /** @type {HTMLButtonElement} */ (el("button", kind, t(textKey)));
    button.type = "button";
    button.id = "act-" + name;
    button.dataset.key = "act-" + name;
    button.dataset.t = textKey;
    button.hidden = hidden;
    if (key) button.setAttribute("aria-keyshortcuts", key);
    button.addEventListener("click", () => this.onAction(name), { signal: this.signal });
    this.actions.append(button);
    return button;
  }

  /**
   * "Playing with the keyboard": the catalog's keys.* lines of this game, under the rules.
   * @param {string[]} keys
   */
  listKeys(keys) {
    this.keys = keys;
    this.side.querySelector(".keys-help")?.remove();
    this.side.append(keysHelp(keys));
  }

  /**
   * A dialog of the game's (a score sheet, a chooser), labelled by its title, closed and
   * removed with the table.
   * @param {string} id
   * @param {string} className
   * @returns {{dialog: HTMLDialogElement, title: HTMLElement}}
   */
  dialog(id, className) {
    const dialog = /** @type {HTMLDialogElement} */ (el("dialog", className));
    dialog.id = id;
    dialog.setAttribute("aria-labelledby", id + "-title");
    const title = el("h2");
    title.id = id + "-title";
    dialog.append(title);
    document.body.append(dialog);
    this.dialogs.add(dialog);
    return { dialog, title };
  }

  // --- what the table says --------------------------------------------------------------

  /** @param {string} state "you", "others", "busy", "over", or a game's own ("sheet") */
  setAwait(state) {
    this.root.dataset.await = state;
  }

  /** @param {string} text @param {"info" | "error"} [kind] */
  setStatus(text, kind = "info") {
    showStatus(this.status, text, kind);
  }

  /** @param {import("../types.js").LogLine[]} lines the new lines, oldest first */
  addLog(lines) {
    appendLog({ live: this.log, earlier: this.earlier }, lines, LOG_LINES, this.seat);
  }

  clearLog() {
    this.log.replaceChildren();
    this.earlier.replaceChildren();
  }

  // The computer player at `seat` is about to move (the pause before it): its seat says
  // so until the table is drawn again with its move.
  /** @param {number} seat */
  thinking(seat) {
    const panel = this.opponents.querySelector(`.seat[data-seat="${seat}"]`);
    if (!panel) return;
    panel.classList.add("is-thinking");
    (panel.querySelector(".seat-head .badges") || panel.querySelector(".seat-head") || panel).append(
      badge(t("table.thinking"), "thinking"),
    );
  }

  // The rules of the game at the table (table/rules.js).
  fillRules() {
    fillRules(this.rules, this.root.dataset.game || "");
  }

  // --- focus ------------------------------------------------------------------------------

  // Where the focus is before a redraw (table/parts.js focusedKey).
  focusKey() {
    return focusedKey(this.root);
  }

  // Redrawing replaces buttons: put the focus back on the control with the same data-key,
  // else on `fallback`, else on your part of the table, so that a keyboard user never
  // falls out of the table. Nothing moves when the focus was elsewhere (key null).
  /** @param {string | null} key @param {HTMLElement | null} [fallback] */
  restoreFocus(key, fallback = null) {
    if (key === null) return;
    const same = key && this.root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (same instanceof HTMLElement && !same.closest("[hidden]")) {
      same.focus();
      return;
    }
    const target = fallback || this.me;
    if (target === this.me) this.me.tabIndex = -1;
    target.focus();
  }

  // --- pass and play's privacy screen (table/handover.js) -------------------------------------

  // `panel` stands in the table's place: its parts and the game's dialogs leave the page
  // (kept, for uncover), so that nothing drawn for the last seat is in the page's DOM or
  // its accessibility tree.
  /** @param {HTMLElement} panel */
  cover(panel) {
    this.closeDialogs();
    for (const dialog of this.dialogs) dialog.remove();
    this.root.replaceChildren(panel);
  }

  uncover() {
    if (this.root.contains(this.me)) return;
    document.body.append(...this.dialogs);
    this.root.replaceChildren(this.opponents, this.center, this.me, this.side);
  }

  // --- dialogs and the end ------------------------------------------------------------------

  closeDialogs() {
    for (const dialog of this.dialogs) if (dialog.open) dialog.close();
    const end = /** @type {HTMLDialogElement} */ (byId("end"));
    if (end.open) end.close();
  }

  /** @param {EndScreen} screen */
  showEnd(screen) {
    this.endShown = screen;
    for (const dialog of this.dialogs) if (dialog.open) dialog.close();
    byId("end-title").textContent = t(screen.title || "end.title");
    const heading = byId("end-order-title");
    heading.dataset.t = screen.order || "end.order";
    heading.textContent = t(heading.dataset.t);
    byId("end-summary").textContent = screen.summary;
    const order = byId("end-order");
    order.replaceChildren();
    for (const row of screen.rows) {
      const item = el("li");
      item.classList.add(...(row.classes || []));
      if (row.seat === this.seat) item.classList.add("you");
      item.append(...row.parts);
      order.append(item);
    }
    byId("end-after").replaceChildren(...(screen.after ? [screen.after] : []));
    const end = /** @type {HTMLDialogElement} */ (byId("end"));
    end.classList.toggle("wide", Boolean(screen.wide));
    if (!end.open) {
      end.showModal();
      byId("end-again").focus(); // not what may come before it (a final score sheet that scrolls)
    }
  }

  endOpen() {
    return /** @type {HTMLDialogElement} */ (byId("end")).open;
  }

  // The table is left: its listeners end, its dialogs close and go, and nothing of it
  // stays on the page.
  dispose() {
    this.ends.abort();
    this.closeDialogs();
    for (const dialog of this.dialogs) dialog.remove();
    this.dialogs.clear();
    byId("end-after").replaceChildren();
    this.root.replaceChildren();
    this.root.style.removeProperty("--fit");
    for (const name of Object.keys(this.root.dataset)) delete this.root.dataset[name];
  }
}

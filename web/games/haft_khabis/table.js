// @ts-check
// Haft Khabis's drawing, in the shell's parts (table/shell.js): the opponents, the
// stock, the pile and its state line in the centre, your hand and the chooser in your
// area, the "tak barg" switch and the buttons among the actions, the score sheet's
// dialog, the end screen's rows. Holds no game state: the flow passes the view and what
// it makes of it (`ui`), and gets the clicks back.

import { badge, el, markHint, shortcuts } from "../../table/parts.js";
import { t } from "../../text.js";
import { Centre } from "./centre.js";
import { endScreen } from "./end.js";
import { Hand } from "./hand.js";
import { SheetDialog } from "./sheet-dialog.js";
import { renderOpponents, seatBadges } from "./seats.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").HkUi} HkUi */

export class HaftKhabisTable {
  /** @param {import("./flow.js").HaftKhabisFlow} flow */
  constructor(flow) {
    this.flow = flow;
    const shell = flow.shell;
    this.shell = shell;
    const signal = shell.signal;
    const name = (/** @type {number} */ seat) => flow.names(seat);
    this.centre = new Centre(shell.center);
    this.hand = new Hand({ body: shell.body, after: shell.help }, flow, signal);

    // "Tak barg" is said with the play, so it is a switch ticked before the card is clicked.
    this.sayLabel = el("label", "hk-say");
    this.sayLabel.id = "hk-say-label";
    this.sayLabel.hidden = true;
    this.say = /** @type {HTMLInputElement} */ (el("input"));
    this.say.type = "checkbox";
    this.say.id = "hk-say";
    this.say.dataset.key = "hk-say";
    this.say.setAttribute("aria-keyshortcuts", "B"); // keys.haft_khabis.* in the catalog
    this.sayText = el("span", "", t("haft_khabis.act.say"));
    this.sayText.dataset.t = "haft_khabis.act.say";
    this.sayLabel.append(this.say, this.sayText);
    shell.actions.append(this.sayLabel);
    this.say.addEventListener("change", () => flow.onSay(this.say.checked), { signal });
    this.buttons = {
      draw: shell.action("draw", "haft_khabis.act.draw", { kind: "primary", key: "D" }),
      pass: shell.action("pass", "haft_khabis.act.pass", { key: "P" }),
      skip: shell.action("skip", "act.skip"),
      result: shell.action("result", "act.result", { kind: "primary" }),
      hint: shell.action("hint", "hint.button", { kind: "ghost" }),
      sheet: shell.action("sheet", "haft_khabis.act.sheet", { kind: "ghost hk-sheet-button", key: "S", hidden: false }),
    };
    shortcuts(shell.root, signal);
    shell.listKeys([
      "keys.tab",
      "keys.arrows",
      "keys.move_card",
      "keys.card",
      "keys.haft_khabis.draw",
      "keys.haft_khabis.pass",
      "keys.haft_khabis.say",
      "keys.sheet",
      "keys.escape",
    ]);
    this.sheet = new SheetDialog(shell, name);
  }

  // A game loaded: nothing of the one before is news.
  forget() {
    this.centre.forget();
    this.hand.forget();
  }

  // The game is left: a round's pause still waiting on the sheet ends (its listeners go
  // with the shell's signal, the dialog with the shell).
  dispose() {
    this.sheet.finish();
  }

  // A new language: what render() does not draw again.
  retell() {
    this.hand.label();
    this.sheet.retell();
  }

  /** @param {HkView} view @returns {import("../../table/shell.js").EndScreen} */
  endScreen(view) {
    return endScreen(view, (seat) => this.flow.names(seat));
  }

  // --- the whole table ------------------------------------------------------------------

  /** @param {import("../../types.js").View} shown  a Haft Khabis view @param {HkUi} ui */
  render(shown, ui) {
    const view = /** @type {HkView} */ (shown);
    const shell = this.shell;
    const focusKey = shell.focusKey();
    const root = shell.root;
    shell.setAwait(ui.await);
    root.setAttribute("aria-label", t("haft_khabis.table.label"));
    root.dataset.players = String(view.players);
    root.dataset.round = String(ui.round);
    root.dataset.direction = view.direction;
    root.dataset.over = view.over ? "1" : "0";
    renderOpponents(shell.opponents, view, ui);
    this.centre.render(view, ui);
    this.renderMe(view, ui);
    this.hand.render(view, ui);
    this.renderActions(view, ui);
    shell.help.textContent = ui.help || "";
    this.restoreFocus(focusKey, ui);
    markHint(root, ui.hint);
  }

  // Your name and badges: your points towards the limit first.
  /** @param {HkView} view @param {HkUi} ui */
  renderMe(view, ui) {
    const me = view.seats[view.seat];
    const shell = this.shell;
    shell.me.classList.toggle("is-turn", ui.await === "you");
    shell.me.classList.toggle("is-out", me.eliminated);
    shell.meName.textContent = ui.name(view.seat);
    const badges = seatBadges(view, me, ui);
    badges.prepend(badge(t("haft_khabis.table.points", { n: me.total, limit: view.limit }), "count"));
    shell.meBadges.replaceChildren(...badges.childNodes);
  }

  // The buttons under your cards: a move's while the chooser is closed.
  /** @param {HkView} view @param {HkUi} ui */
  renderActions(view, ui) {
    const { draw, pass, skip, result, hint } = this.buttons;
    const choosing = Boolean(ui.choice);
    draw.hidden = !(ui.canDraw && !choosing);
    draw.classList.toggle("primary", ui.playable.size === 0);
    draw.textContent = view.pending ? t("haft_khabis.act.draw_n", { n: view.pending }) : t("haft_khabis.act.draw");
    pass.hidden = !(ui.canPass && !choosing);
    this.sayLabel.hidden = !ui.canSay;
    this.say.checked = ui.say;
    this.sayLabel.classList.toggle("checked", ui.say);
    skip.hidden = !ui.canSkip;
    result.hidden = !view.over;
    hint.hidden = ui.await !== "you";
    hint.disabled = ui.hinting;
  }

  // Redrawing replaces the cards and the chooser: the focus goes back to the control
  // with the same data-key when it is still shown, else where the play goes on.
  /** @param {string | null} key @param {HkUi} ui */
  restoreFocus(key, ui) {
    if (key === null) return;
    const same = key ? this.shell.root.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    const shown = same instanceof HTMLElement && !same.closest("[hidden]");
    this.shell.restoreFocus(shown ? key : "", this.hand.focusFallback(ui, this.shell.actions));
  }

  focusChooser() {
    this.hand.focusChooser();
  }

  /** @param {number} index */
  focusCard(index) {
    this.hand.focusCard(index);
  }
}

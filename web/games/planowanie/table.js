// @ts-check
// Planowanie's drawing (docs/protocol.md, "Planowanie"), in the shell's parts: the deal,
// the trump card in the corner with the score sheet and hint buttons, and the trick in the
// centre; the opponents with "won/declared" beside their names; in your area your tally,
// your bid buttons and your hand. The score sheet's dialog is sheet.js's. Holds no game
// state: it draws the view of the seat at the device, and passes clicks to the flow.

import { drawFace, cardName } from "../../table/cards.js";
import { movableCards } from "../../table/hand-order.js";
import { el, markArrivals, markHint, roving, settleRoving, shortcuts } from "../../table/parts.js";
import { formatNumber, t } from "../../text.js";
import { seatPanel, yourBadges } from "./seats.js";
import { SheetDialog } from "./sheet.js";
import { Centre } from "./trick.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../../types.js").GameTable} GameTable */
/** @typedef {import("./types.js").PlanowanieView} PlanowanieView */
/** @typedef {import("./types.js").PlanowanieUi} PlanowanieUi */

// "Playing with the keyboard", under the rules.
const KEYS = [
  "keys.tab",
  "keys.arrows",
  "keys.move_card",
  "keys.card",
  "keys.planowanie.bid",
  "keys.sheet",
  "keys.planowanie.last",
  "keys.escape",
];
const DIGITS = 9; // the bids a digit key makes

/**
 * The engine's view, as Planowanie's.
 * @param {View} view
 * @returns {PlanowanieView}
 */
export function planowanie(view) {
  return /** @type {PlanowanieView} */ (/** @type {unknown} */ (view));
}

/** @implements {GameTable} */
export class PlanowanieTable {
  /** @param {import("./flow.js").PlanowanieFlow} flow */
  constructor(flow) {
    this.flow = flow;
    const shell = flow.shell;
    this.shell = shell;
    /** @param {number} seat */
    this.names = (seat) => flow.names(seat);
    this.centre = new Centre(shell.center);
    // The score sheet and the hint beside the trump, where they were before the shell.
    this.sheetButton = shell.action("sheet", "planowanie.sheet.open", {
      kind: "ghost pl-sheet-button",
      key: "S",
      hidden: false,
    });
    // The last trick gathered, on demand: shown under the trick until pressed again.
    this.lastButton = shell.action("last", "planowanie.last.open", {
      kind: "ghost pl-last-button",
      key: "L",
      hidden: false,
    });
    this.lastButton.setAttribute("aria-controls", "pl-last");
    this.lastShown = false;
    this.hintButton = shell.action("hint", "hint.button", { kind: "ghost pl-hint-button" });
    this.centre.corner.append(this.sheetButton, this.lastButton, this.hintButton);
    this.resultButton = shell.action("result", "act.result", { kind: "primary" });

    this.bidBox = el("div", "pl-bid");
    this.hand = el("div", "pl-hand");
    this.hand.setAttribute("role", "group");
    shell.body.append(this.bidBox, this.hand);
    const signal = shell.signal;
    // One listener a group, for the buttons each render makes anew.
    this.bidBox.addEventListener(
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("button[data-bid]") : null;
        if (button instanceof HTMLElement) flow.onBid(Number(button.dataset.bid));
      },
      { signal },
    );
    this.hand.addEventListener(
      "click",
      (event) => {
        const button = event.target instanceof Element ? event.target.closest("button[data-index]") : null;
        if (button instanceof HTMLElement) flow.onCard(Number(button.dataset.index));
      },
      { signal },
    );
    roving(this.bidBox, signal);
    roving(this.hand, signal);
    movableCards(this.hand, flow.order, () => flow.refresh(), signal);
    shortcuts(shell.root, signal);
    shell.listKeys(KEYS);
    this.sheet = new SheetDialog(shell, this.names, () => this.keepFocus());
    /** @type {Map<string, [string, number]> | null} markArrivals' marks of your hand; null: the next hand drawn is dealt */
    this.shownHand = null;
    /** @type {string | null} the deal whose hand was drawn last */
    this.shownDeal = null;
    this.retell();
  }

  // The words render() does not say again: the labels of the table's own groups.
  retell() {
    this.hand.setAttribute("aria-label", t("table.hand"));
    this.centre.retell();
    this.sheet.retell();
  }

  // A game loaded: its hand is dealt and its first trick laid, not arrived.
  forget() {
    this.shownHand = null;
    this.shownDeal = null;
    this.centre.forget();
  }

  dispose() {
    this.sheet.release();
  }

  /**
   * Open the score sheet of `view`; resolves when it is closed.
   * @param {PlanowanieView} view @param {number | null} after  the deal just finished, when it opens by itself
   */
  showSheet(view, after) {
    return this.sheet.show(view, after);
  }

  toggleLast() {
    this.lastShown = !this.lastShown;
  }

  // The sheet closed: the control focused before may have been redrawn meanwhile, so the
  // focus stays at the table.
  keepFocus() {
    if (this.shell.root.contains(document.activeElement)) return;
    this.shell.me.tabIndex = -1;
    this.shell.me.focus();
  }

  // --- the whole table -----------------------------------------------------------------------

  /** @param {View} shown @param {PlanowanieUi} ui */
  render(shown, ui) {
    const view = planowanie(shown);
    const focusKey = this.shell.focusKey();
    const root = this.shell.root;
    root.dataset.phase = view.phase;
    root.dataset.players = String(view.players);
    root.dataset.deal = String(ui.deal);
    root.dataset.deals = String(view.deals);
    root.dataset.dealer = String(view.dealer);
    if (ui.collecting) root.dataset.collecting = ui.collecting.gathering ? "gather" : "show";
    else delete root.dataset.collecting;
    this.shell.setAwait(ui.await);
    this.centre.render(view, ui, this.names);
    this.centre.renderLast(view, this.lastShown, this.names);
    this.lastButton.setAttribute("aria-expanded", String(this.lastShown));
    this.renderOpponents(view, ui);
    this.renderMe(view, ui);
    this.shell.help.textContent = ui.help;
    this.resultButton.hidden = !view.over;
    this.hintButton.hidden = ui.await !== "you";
    this.hintButton.disabled = ui.hinting;
    settleRoving(this.bidBox);
    settleRoving(this.hand);
    this.restoreFocus(focusKey, ui);
    markHint(root, ui.hint);
  }

  // Redrawing replaces the cards and bid buttons: the focus goes back to the same one, else
  // on your turn to the first bid or card you can choose, else to your hand's tab stop.
  /** @param {string | null} key @param {PlanowanieUi} ui */
  restoreFocus(key, ui) {
    const root = this.shell.root;
    const same = key ? root.querySelector(`[data-key="${CSS.escape(key)}"]`) : null;
    const usable = !(same instanceof HTMLButtonElement && same.disabled);
    const fallback =
      ui.await === "you"
        ? root.querySelector(".pl-bid button:not([aria-disabled='true']), .pl-hand button:not([aria-disabled='true'])")
        : this.hand.querySelector("button[tabindex='0']");
    this.shell.restoreFocus(usable || key === null ? key : "", fallback instanceof HTMLElement ? fallback : null);
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui */
  renderOpponents(view, ui) {
    const panels = [];
    // Clockwise from your left, as they sit round the table.
    for (let i = 1; i < view.players; i++) {
      const seat = view.seats[(view.seat + i) % view.players];
      panels.push(seatPanel(view, seat, ui, this.names(seat.seat)));
    }
    this.shell.opponents.replaceChildren(...panels);
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui */
  renderMe(view, ui) {
    const yours = ui.await === "you";
    this.shell.me.classList.toggle("is-turn", yours);
    this.shell.me.classList.toggle("is-winner", Boolean(ui.collecting && ui.collecting.trick.winner === view.seat));
    this.shell.meName.textContent = this.names(view.seat);
    this.shell.meBadges.replaceChildren(...yourBadges(view));
    this.renderBids(view, ui);
    this.renderHand(view, ui, yours);
  }

  // Bidding: 0 .. cards; the forbidden one dimmed (yet it can be pressed: it says why).
  /** @param {PlanowanieView} view @param {PlanowanieUi} ui */
  renderBids(view, ui) {
    const box = this.bidBox;
    box.replaceChildren();
    box.hidden = !ui.bids.length;
    if (!ui.bids.length) return;
    const label = el("p", "pl-bid-label", t("planowanie.bid.label", { n: view.cards }));
    label.id = "pl-bid-label";
    const group = el("div", "pl-bid-buttons");
    group.id = "pl-bids";
    group.setAttribute("role", "group");
    group.setAttribute("aria-labelledby", "pl-bid-label");
    for (const n of ui.bids) {
      const button = /** @type {HTMLButtonElement} */ (el("button", "pl-bid-button", formatNumber(n)));
      button.type = "button";
      button.dataset.key = "bid:" + n;
      button.dataset.bid = String(n);
      button.setAttribute("aria-label", t("planowanie.bid.button", { n }));
      if (n <= DIGITS) button.setAttribute("aria-keyshortcuts", String(n));
      if (n === ui.forbidden) {
        button.setAttribute("aria-disabled", "true");
        button.setAttribute("aria-describedby", "pl-bid-reason");
        button.title = ui.forbiddenReason;
      }
      group.append(button);
    }
    box.append(label, group);
    if (ui.forbidden !== null) {
      const reason = el("p", "pl-bid-reason", ui.forbiddenReason);
      reason.id = "pl-bid-reason";
      box.append(reason);
    }
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui @param {boolean} yours */
  renderHand(view, ui, yours) {
    const hand = this.hand;
    hand.replaceChildren();
    const cards = view.hand || [];
    const playing = view.phase === "play" && yours;
    const deal = view.deal + ":" + view.cards;
    for (const i of this.flow.order.order(view.seat, cards, view.seats[view.seat].dealt, deal)) {
      const code = cards[i];
      const button = /** @type {HTMLButtonElement} */ (el("button"));
      button.type = "button";
      button.draggable = true; // table/hand-order.js
      drawFace(button, code);
      button.setAttribute("aria-label", cardName(code));
      button.dataset.key = "card:" + code;
      button.dataset.index = String(i);
      if (!(playing && ui.playable.has(code))) button.setAttribute("aria-disabled", "true");
      if (playing && !ui.playable.has(code)) button.classList.add("off-suit");
      if (code[1] === view.trump_suit) button.classList.add("trump");
      hand.append(button);
    }
    this.shownHand = markArrivals(hand, this.shownDeal === deal ? this.shownHand : null);
    this.shownDeal = deal;
    if (!cards.length) hand.append(el("p", "hand-empty", t("table.hand_empty")));
  }
}

// @ts-check
// Your hand (one button a card, those that do not fit dimmed but still clickable: the
// engine says why), and the chooser that opens after a click on a jack (which suit must
// follow) or on a 2 (who draws).

import { cardName, drawFace } from "../../table/cards.js";
import { movableCards } from "../../table/hand-order.js";
import { el, markArrivals, roving, settleRoving } from "../../table/parts.js";
import { t } from "../../text.js";
import { suitColour, suitMark } from "./centre.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").HkUi} HkUi */

/** @param {string} className @param {string} key  its data-key (the hint marks it, the focus comes back to it) */
function button(className, key) {
  const made = /** @type {HTMLButtonElement} */ (el("button", className));
  made.type = "button";
  made.dataset.key = key;
  return made;
}

export class Hand {
  /**
   * @param {object} places
   * @param {HTMLElement} places.body  where your cards go
   * @param {HTMLElement} places.after  the chooser follows it (the help line that asks its question)
   * @param {import("./flow.js").HaftKhabisFlow} flow
   * @param {AbortSignal} signal
   */
  constructor({ body, after }, flow, signal) {
    this.flow = flow;
    this.hand = el("div", "hand hk-hand");
    this.hand.id = "hand";
    this.hand.setAttribute("role", "group");
    body.append(this.hand);
    this.chooser = el("div", "hk-chooser");
    this.chooser.id = "hk-chooser";
    this.chooser.setAttribute("role", "group");
    this.chooser.setAttribute("aria-labelledby", "hk-chooser-title");
    this.chooser.hidden = true;
    this.title = el("p", "hk-chooser-title");
    this.title.id = "hk-chooser-title";
    this.buttons = el("div", "hk-chooser-buttons");
    this.buttons.id = "hk-chooser-buttons";
    this.chooser.append(this.title, this.buttons);
    after.after(this.chooser);
    this.label();

    // The buttons are drawn again with every view: one listener each for all of them.
    this.hand.addEventListener(
      "click",
      (event) => {
        const card = event.target instanceof Element && event.target.closest("button[data-index]");
        if (card instanceof HTMLElement) flow.onCard(Number(card.dataset.index));
      },
      { signal },
    );
    this.buttons.addEventListener(
      "click",
      (event) => {
        const choice = event.target instanceof Element && event.target.closest("button");
        if (!(choice instanceof HTMLElement)) return;
        if (choice.dataset.suit) flow.onChoose(choice.dataset.suit);
        else if (choice.dataset.seat) flow.onChoose(Number(choice.dataset.seat));
        else flow.onCancelChoice();
      },
      { signal },
    );
    this.chooser.addEventListener(
      "keydown",
      (event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          flow.onCancelChoice();
        }
      },
      { signal },
    );
    roving(this.hand, signal);
    roving(this.buttons, signal);
    movableCards(this.hand, flow.order, () => flow.refresh(), signal);
    /** @type {Map<string, any> | null} markArrivals' marks */
    this.shownHand = null;
    /** @type {number | null} the round whose hand was drawn last: a new one is dealt */
    this.shownRound = null;
  }

  // Names said by screen readers, again in a new language.
  label() {
    this.hand.setAttribute("aria-label", t("table.hand"));
  }

  // A game loaded: its hand is dealt.
  forget() {
    this.shownHand = null;
    this.shownRound = null;
  }

  /** @param {HkView} view @param {HkUi} ui */
  render(view, ui) {
    this.renderHand(view, ui);
    this.renderChooser(view, ui);
    settleRoving(this.hand);
    settleRoving(this.buttons);
  }

  /** @param {HkView} view @param {HkUi} ui */
  renderHand(view, ui) {
    const me = view.seats[view.seat];
    const hand = this.hand;
    hand.replaceChildren();
    const cards = me.hand || [];
    hand.classList.toggle("crowded", cards.length > 9);
    hand.classList.toggle("packed", cards.length > 16);
    const drawnAt = view.drawn ? cards.indexOf(view.drawn) : -1;
    for (const i of this.flow.order.order(view.seat, cards, me.dealt, String(view.round))) {
      const code = cards[i];
      const copy = cards.slice(0, i).filter((c) => c === code).length; // two decks: the same card twice
      const card = button("", `hand:${code}:${copy}`);
      card.dataset.index = String(i);
      card.draggable = true; // table/hand-order.js
      drawFace(card, code);
      let label = cardName(code);
      if (i === drawnAt) {
        card.classList.add("drawn");
        label = t("haft_khabis.card.drawn", { card: label });
      }
      card.setAttribute("aria-label", label);
      if (ui.playable.has(code)) card.removeAttribute("aria-disabled");
      else card.setAttribute("aria-disabled", "true");
      if (ui.choice && ui.choice.index === i) card.classList.add("selected");
      hand.append(card);
    }
    this.shownHand = markArrivals(hand, this.shownRound === view.round ? this.shownHand : null);
    this.shownRound = view.round;
    if (!cards.length)
      hand.append(el("p", "hand-empty", t(me.eliminated ? "haft_khabis.table.you_out" : "table.hand_empty")));
  }

  /** @param {HkView} view @param {HkUi} ui */
  renderChooser(view, ui) {
    const choice = ui.choice;
    this.chooser.hidden = !choice;
    this.buttons.replaceChildren();
    if (!choice) return;
    this.chooser.dataset.kind = choice.kind;
    this.title.textContent =
      choice.kind === "suit"
        ? t("haft_khabis.choose.suit", { card: cardName(choice.card) })
        : t("haft_khabis.choose.player", { card: cardName(choice.card) });
    if (choice.kind === "suit") {
      for (const suit of ui.suits) {
        const pick = button("hk-choice suit " + suitColour(suit), "suit:" + suit);
        pick.dataset.suit = suit;
        pick.append(suitMark(suit), " ", t("haft_khabis.suit_name." + suit));
        this.buttons.append(pick);
      }
    } else {
      for (const seat of ui.targets) {
        const pick = button("hk-choice target", "target:" + seat);
        pick.dataset.seat = String(seat);
        pick.append(
          el("span", "hk-choice-name", ui.name(seat)),
          " ",
          el("span", "hk-choice-count", t("n_cards", { n: view.seats[seat].hand_count })),
        );
        this.buttons.append(pick);
      }
    }
    const cancel = button("hk-choice cancel ghost", "choice-cancel");
    cancel.textContent = t("confirm.cancel");
    this.buttons.append(cancel);
  }

  focusChooser() {
    const first = this.buttons.querySelector("button");
    if (first instanceof HTMLElement) first.focus();
  }

  /** @param {number} index */
  focusCard(index) {
    const card = this.hand.querySelector(`button[data-index="${index}"]`);
    if (card instanceof HTMLElement) card.focus();
  }

  // Where the focus goes when the control that had it is gone: the chooser, a card that
  // fits, an action; waiting for the others, your hand's tab stop.
  /** @param {HkUi} ui @param {HTMLElement} actions @returns {HTMLElement | null} */
  focusFallback(ui, actions) {
    /** @param {Iterable<HTMLButtonElement>} found */
    const shown = (found) => [...found].filter((button) => !button.closest("[hidden]"));
    const cards = shown(this.hand.querySelectorAll("button"));
    const candidates = [
      ...shown(this.buttons.querySelectorAll("button")),
      ...cards.filter((card) => card.getAttribute("aria-disabled") !== "true"),
      ...shown(actions.querySelectorAll("button")).filter((button) => !button.disabled),
      ...cards,
    ];
    const stop = this.hand.querySelector("button[tabindex='0']");
    const target = (ui.await === "you" && candidates[0]) || stop;
    return target instanceof HTMLElement ? target : null;
  }
}

// @ts-check
// Idiot's and Belgia's table, drawn for the seat at the device into the shell's parts: the
// others' seats, the centre (center.js), your face-up cards on your hidden ones and your
// hand, the action buttons, and what moves for a moment (a spade's arrow, a pile taken).
// It holds no game state: the flow passes the view and what you have selected (`ui`), and
// gets the clicks back.

import { backCard, cardName, drawBack, drawFace } from "../../table/cards.js";
import { movableCards } from "../../table/hand-order.js";
import { badge, el, markArrivals, markHint, roving, settleRoving, shortcuts } from "../../table/parts.js";
import { t } from "../../text.js";
import { TurnBackArrow } from "./arrow.js";
import { Center } from "./center.js";
import { JokerChooser } from "./chooser.js";
import { line } from "./narrate.js";
import { seatBadges, seatPanel } from "./seats.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../../types.js").Hint} Hint */
/** @typedef {"hand" | "visible" | "hidden" | "revealed"} Zone */
/** @typedef {{zone: Zone | null, indices: Set<number>}} Selection */

/**
 * What the flow passes with the view.
 * @typedef {object} SheddingUi
 * @property {import("./legal.js").LegalMoves} legal
 * @property {string} await  the flow's awaiting(): "you", "others", "over"
 * @property {Selection} selected
 * @property {{zone: Zone, index: number} | null} swapPick
 * @property {boolean} selectionIsPlay
 * @property {boolean} choosing  Belgia's face-up choice
 * @property {boolean} selectionIsChoice
 * @property {boolean} canSkip
 * @property {string} help
 * @property {Hint | null} hint
 * @property {boolean} hinting
 */

// The action buttons, in their order: [name, catalog key, kind, keyboard key (keys.* lines)].
const ACTIONS = [
  ["play", "act.play", "primary", "P"],
  ["take", "act.take", "", "T"],
  ["risk", "act.risk", "", "D"],
  ["ready", "act.ready", "primary", "R"],
  ["choose", "act.choose", "primary", "L"],
  ["hint", "hint.button", "ghost", ""],
  ["skip", "act.skip", "", ""],
  ["result", "act.result", "primary", ""],
];
const KEYS = [
  "keys.tab",
  "keys.arrows",
  "keys.move_card",
  "keys.space",
  "keys.enter",
  "keys.play",
  "keys.take",
  "keys.risk",
  "keys.ready",
  "keys.choose",
  "keys.escape",
];

export class SheddingTable {
  /** @param {import("./flow.js").SheddingFlow} flow */
  constructor(flow) {
    this.flow = flow;
    const shell = flow.shell;
    this.shell = shell;
    this.center = new Center(shell.center);
    const cards = el("div", "me-cards");
    /** @type {HTMLElement[]} the two groups' labels, said again in another language */
    this.labels = [];
    this.slots = this.group(cards, "slots", "table.face_up", "table.label_table");
    this.hand = this.group(cards, "hand", "table.hand", "table.label_hand");
    shell.body.append(cards);
    /** @type {Record<string, HTMLButtonElement>} */
    this.buttons = {};
    for (const [name, key, kind, shortcut] of ACTIONS)
      this.buttons[name] = shell.action(name, key, { kind, key: shortcut });
    roving(this.hand, shell.signal);
    roving(this.slots, shell.signal);
    movableCards(this.hand, flow.order, () => flow.refresh(), shell.signal);
    shortcuts(shell.me, shell.signal);
    shell.listKeys(KEYS);
    this.chooser = new JokerChooser(shell);
    this.arrow = new TurnBackArrow(shell.root);
    /** @type {Record<string, number | null>} the log's last event of each kind shown; null: a new game */
    this.lastSeen = {};
    /** @type {import("../../table/parts.js").Marks | null} the keys of your cards drawn last; null: a new deal */
    this.shownHand = null;
    this.restart();
  }

  // One of your two rows of cards (#slots, #hand), labelled, with its caption under it.
  /** @param {HTMLElement} into @param {string} id @param {string} label @param {string} caption */
  group(into, id, label, caption) {
    const group = el("div", "group");
    const row = el("div", id);
    row.id = id;
    row.setAttribute("role", "group");
    row.dataset.tLabel = label;
    const words = el("span", "group-label");
    words.setAttribute("aria-hidden", "true");
    words.dataset.t = caption;
    this.labels.push(row, words);
    group.append(row, words);
    into.append(group);
    this.sayLabels();
    return row;
  }

  sayLabels() {
    for (const label of this.labels) {
      if (label.dataset.t) label.textContent = t(label.dataset.t);
      if (label.dataset.tLabel) label.setAttribute("aria-label", t(label.dataset.tLabel));
    }
  }

  // A new game: nothing on the table is new to show yet (no animation of what was there).
  restart() {
    this.center.restart();
    this.lastSeen = { burn: null, back: null, take: null };
    this.shownHand = null;
  }

  // --- the whole table -----------------------------------------------------------------------

  /** @param {View} view @param {SheddingUi} ui */
  render(view, ui) {
    const shell = this.shell;
    const focusKey = shell.focusKey();
    const root = shell.root;
    root.dataset.phase = view.phase;
    root.dataset.players = String(view.players);
    root.dataset.dealer = String(view.dealer);
    shell.setAwait(ui.await);
    shell.opponents.replaceChildren(
      ...view.seats
        .filter((seat) => seat.seat !== view.seat)
        .map((seat) => seatPanel(view, seat, this.flow.names(seat.seat))),
    );
    this.center.render(view, this.freshEvent(view, "burn") !== null);
    this.renderMe(view, ui);
    this.renderActions(view, ui);
    shell.help.textContent = ui.help || "";
    settleRoving(this.hand);
    settleRoving(this.slots);
    shell.restoreFocus(focusKey, this.focusFallback(ui));
    markHint(root, ui.hint);
    const back = this.freshEvent(view, "back");
    const from = back && this.seatBox(view, back.seat);
    const to = back && this.seatBox(view, back.to);
    if (from && to) this.arrow.draw(from, to);
    this.showTake(view);
  }

  // Where the focus goes when its control went with the redraw: on your turn the first
  // card you can use (else a button); else your cards' tab stop; else your part of the table.
  /** @param {SheddingUi} ui */
  focusFallback(ui) {
    const candidates = [
      ...this.hand.querySelectorAll("button:not([aria-disabled='true'])"),
      ...this.slots.querySelectorAll("button:not([aria-disabled='true'])"),
      ...this.hand.querySelectorAll("button"),
      ...Object.values(this.buttons).filter((button) => !button.hidden && !button.disabled),
    ];
    const stop = this.hand.querySelector("button[tabindex='0']") || this.slots.querySelector("button[tabindex='0']");
    return /** @type {HTMLElement | null} */ ((ui.await === "you" && candidates[0]) || stop);
  }

  // Whoever just took the pile: their cards brighten for a moment.
  /** @param {View} view */
  showTake(view) {
    const last = this.freshEvent(view, "take");
    const box = last && this.seatBox(view, last.seat);
    if (!box) return;
    box.classList.remove("took"); // yours stays drawn: restart its animation
    void box.offsetWidth;
    box.classList.add("took");
  }

  // The log's newest event of `type` if it came since the last drawing, else null (and
  // null at the first drawing of a game: nothing to show yet).
  /** @param {View} view @param {string} type */
  freshEvent(view, type) {
    let last = null;
    for (const event of view.log) if (event.type === type) last = event;
    const seen = this.lastSeen[type];
    this.lastSeen[type] = last ? last.n : -1;
    return seen === null || !last || last.n <= seen ? null : last;
  }

  /** @param {View} view @param {number} seat */
  seatBox(view, seat) {
    if (seat === view.seat) return this.shell.me;
    return /** @type {HTMLElement | null} */ (this.shell.opponents.querySelector(`.seat[data-seat="${seat}"]`));
  }

  // --- your cards ------------------------------------------------------------------------------

  /** @param {View} view @param {SheddingUi} ui */
  renderMe(view, ui) {
    const shell = this.shell;
    const me = view.seats[view.seat];
    const game = view.ruleset;
    shell.me.classList.toggle("is-turn", ui.await === "you");
    shell.me.classList.toggle("is-out", me.place !== null);
    shell.meName.textContent = this.flow.names(view.seat);
    const badges = seatBadges(view, me);
    if (me.hidden > 0 && me.visible.length > 0) {
      badges.append(badge(line("table.hidden", { game, params: { n: me.hidden } }), "count"));
    }
    shell.meBadges.replaceChildren(...badges.childNodes);

    const legal = ui.legal;
    const setup = view.phase === "setup" && ui.await === "you";
    const playing = view.phase === "play" && ui.await === "you";

    // The face-up cards lie on the hidden ones, as on a real table.
    this.slots.replaceChildren();
    const count = Math.max(me.visible.length, me.hidden);
    for (let i = 0; i < count; i++) {
      const slot = el("div", "slot");
      if (i < me.hidden) {
        if (i < me.visible.length) {
          const under = backCard("under", line("card.back", { game }));
          under.setAttribute("aria-hidden", "true");
          slot.append(under);
        } else {
          const button = this.cardButton(view, "hidden", i, null);
          setEnabled(button, playing && legal.flips.has(i));
          slot.append(button);
        }
      }
      if (i < me.visible.length) {
        const code = me.visible[i];
        const button = this.cardButton(view, "visible", i, code);
        setEnabled(button, setup || (playing && me.source === "visible" && legal.playable.has(code)));
        setPressed(button, ui, "visible", i, setup || (playing && me.source === "visible"));
        button.classList.add("over");
        slot.append(button);
      }
      this.slots.append(slot);
    }

    const hand = this.hand;
    hand.replaceChildren();
    /** @type {string[]} */
    const cards = me.hand || [];
    hand.classList.toggle("crowded", cards.length > 9);
    hand.classList.toggle("packed", cards.length > 16);
    hand.classList.toggle("choosing", setup && ui.choosing);
    for (const i of this.flow.order.order(view.seat, cards, me.dealt, "")) {
      const code = cards[i];
      const button = this.cardButton(view, "hand", i, code, cards);
      button.draggable = true; // table/hand-order.js
      setEnabled(button, setup || (playing && me.source === "hand" && legal.playable.has(code)));
      setPressed(button, ui, "hand", i, setup || (playing && me.source === "hand"));
      hand.append(button);
    }
    this.shownHand = markArrivals(hand, this.shownHand);
    if (view.revealed && me.source === "revealed") {
      // A joker drawn blind from the surprises: in your hand until you say what it is.
      const button = this.cardButton(view, "revealed", 0, view.revealed);
      button.classList.add("revealed");
      setEnabled(button, playing);
      hand.append(button);
    } else if (!cards.length) {
      hand.append(el("p", "hand-empty", t("table.hand_empty")));
    }
  }

  // A card of yours as a button. Identical cards (several decks) are separate buttons,
  // keyed by their copy number so that the focus stays on the one clicked.
  /** @param {View} view @param {Zone} zone @param {number} index @param {string | null} code @param {string[]} [all] */
  cardButton(view, zone, index, code, all = []) {
    const flow = this.flow;
    const button = el("button");
    button.type = "button";
    button.dataset.zone = zone;
    button.dataset.index = String(index);
    if (code) {
      drawFace(button, code);
      button.setAttribute("aria-label", cardName(code));
      const copy = all.slice(0, index).filter((c) => c === code).length;
      button.dataset.key = `${zone}:${code}:${copy}`;
    } else {
      drawBack(button);
      button.setAttribute("aria-label", line("card.hidden", { game: view.ruleset, params: { n: index + 1 } }));
      button.dataset.key = `${zone}:${index}`;
    }
    button.addEventListener("click", () => flow.onCard(zone, index));
    button.addEventListener("dblclick", () => flow.onCardPlay(zone, index));
    button.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.repeat && flow.onCardEnter(zone, index)) event.preventDefault();
    });
    return button;
  }

  // --- the buttons under your cards -------------------------------------------------------------

  /** @param {View} view @param {SheddingUi} ui */
  renderActions(view, ui) {
    const legal = ui.legal;
    const me = view.seats[view.seat];
    const yours = ui.await === "you";
    const playing = view.phase === "play" && yours;
    /** @param {string} name @param {boolean} visible @param {boolean} [enabled] */
    const show = (name, visible, enabled = visible) => {
      this.buttons[name].hidden = !visible;
      this.buttons[name].disabled = !enabled;
    };
    const fromCards = playing && ["hand", "visible", "revealed"].includes(me.source) && legal.playable.size > 0;
    show("play", fromCards, fromCards && ui.selectionIsPlay);
    show("take", playing && legal.take);
    show("risk", playing && legal.risk);
    show("ready", view.phase === "setup" && yours && legal.ready);
    show("choose", view.phase === "setup" && yours && ui.choosing, ui.selectionIsChoice);
    show("skip", ui.canSkip);
    show("result", view.over);
    show("hint", yours && !view.over, !ui.hinting);
  }

  // --- the table's lifetime ------------------------------------------------------------------------

  // Another language: what render() does not draw (the open chooser, the rows' labels); and
  // as when the log is said again, what is on the table is shown as new.
  retell() {
    this.sayLabels();
    this.chooser.retell();
    this.restart();
  }

  // The game is left: its timers end (its dialog and listeners go with the shell).
  dispose() {
    this.chooser.close();
    this.arrow.dispose();
  }
}

/** @param {HTMLElement} button @param {boolean} enabled */
function setEnabled(button, enabled) {
  if (enabled) button.removeAttribute("aria-disabled");
  else button.setAttribute("aria-disabled", "true");
}

// Selected to play or lay face up, or picked for a swap: pressed (when a click toggles it).
/** @param {HTMLElement} button @param {SheddingUi} ui @param {Zone} zone @param {number} index @param {boolean} toggles */
function setPressed(button, ui, zone, index, toggles) {
  const picked =
    (ui.selected.zone === zone && ui.selected.indices.has(index)) ||
    (ui.swapPick !== null && ui.swapPick.zone === zone && ui.swapPick.index === index);
  if (toggles) button.setAttribute("aria-pressed", picked ? "true" : "false");
  button.classList.toggle("selected", picked);
}

// @ts-check
// Idiot and Belgia at the table: what a click on a card or a button means (selecting cards
// of one rank, playing them, Idiot's swaps, Belgia's face-up choice, naming a joker), the
// opening 3 of hearts selected for you, the hint put on the table, and the end screen.
// The moves themselves, and whether they are legal, are the engine's.

import { cardName, isJoker, rankOf } from "../../table/cards.js";
import { Flow } from "../../table/flow.js";
import { el } from "../../table/parts.js";
import { t } from "../../text.js";
import { helpLine, opening } from "./help.js";
import { LegalMoves } from "./legal.js";
import { describe, line } from "./narrate.js";
import { SheddingTable } from "./table.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../../types.js").Move} Move */
/** @typedef {import("../../types.js").Card} Card */
/** @typedef {import("../../types.js").Hint} Hint */
/** @typedef {import("../../types.js").LogEvent} LogEvent */
/** @typedef {import("./table.js").Zone} Zone */
/** @typedef {import("./table.js").Selection} Selection */

export class SheddingFlow extends Flow {
  /** @param {import("../../types.js").FlowContext} context */
  constructor(context) {
    super(context);
    /** @type {Selection} the cards selected to play or lay face up */
    this.selected = { zone: null, indices: new Set() };
    /** @type {{zone: Zone, index: number} | null} Idiot's setup: the card picked to swap */
    this.swapPick = null;
    this.preselected = false; // the opening 3 of hearts was selected for you in this view
    /** @type {number | null} the reveal whose joker the chooser was opened for by itself */
    this.shownReveal = null;
    /** @type {{view: View, moves: LegalMoves} | null} */
    this.legalCache = null;
    this.table = new SheddingTable(this);
  }

  // --- the flow's hooks -------------------------------------------------------------------------

  reset() {
    this.clearSelection();
    this.shownReveal = null;
    this.table.restart();
  }

  /** @param {LogEvent} event */
  describe(event) {
    return describe(event, { seat: this.seat, names: this.names, game: this.view?.ruleset ?? "" });
  }

  // A move changes the cards: what was selected goes.
  async afterMove() {
    this.clearSelection();
    return true;
  }

  settled() {
    this.offerReveal();
  }

  /** @param {string} name */
  yourAction(name) {
    if (name === "play") this.playSelection();
    else if (name === "take") this.act({ type: "take" });
    else if (name === "risk") this.act({ type: "risk" });
    else if (name === "ready") this.act({ type: "ready" });
    else if (name === "choose") this.layFaceUp();
  }

  // --- what the person holds and may do ------------------------------------------------------

  unpick() {
    this.clearSelection();
  }

  clearSelection() {
    this.selected = { zone: null, indices: new Set() };
    this.swapPick = null;
    this.preselected = false;
  }

  // The view drawn (the flow calls the hooks below only once a game is loaded).
  current() {
    return /** @type {View} */ (this.view);
  }

  legal() {
    const view = this.current();
    if (!this.legalCache || this.legalCache.view !== view) {
      this.legalCache = { view, moves: new LegalMoves(view.legal_moves || []) };
    }
    return this.legalCache.moves;
  }

  /** @param {Zone} zone @returns {Card[]} */
  cardsOf(zone) {
    const me = this.me();
    if (zone === "revealed") return this.current().revealed ? [this.current().revealed] : [];
    return zone === "hand" ? me.hand || [] : me.visible;
  }

  // Belgia: the setup is choosing the cards to lay face up.
  choosing() {
    return this.current().phase === "setup" && this.legal().faceUpCount() > 0;
  }

  selectedCodes() {
    const cards = this.cardsOf(this.selected.zone || "hand");
    return [...this.selected.indices].sort((a, b) => a - b).map((i) => cards[i]);
  }

  // At the opening, the 3 of hearts is selected for you: add other threes, or play it.
  preselect() {
    if (this.preselected || !this.yourTurn()) return;
    this.preselected = true;
    const first = opening(this.current(), this.seat);
    if (!first || !first.card) return;
    const index = (this.me().hand || []).indexOf(first.card);
    if (index >= 0 && this.selected.indices.size === 0) this.selected = { zone: "hand", indices: new Set([index]) };
  }

  // A joker drawn blind from the surprises: open the chooser once by itself.
  offerReveal() {
    const view = this.current();
    if (!view.revealed || !this.yourTurn()) return;
    const reveal = [...view.log].reverse().find((event) => event.type === "reveal");
    const n = reveal ? reveal.n : -1;
    if (this.shownReveal === n) return;
    this.shownReveal = n;
    this.declare([view.revealed]);
  }

  // --- clicks on your cards --------------------------------------------------------------------

  // Click (or Space) on one of your cards.
  /** @param {Zone} zone @param {number} index */
  onCard(zone, index) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    const view = this.current();
    if (view.phase === "setup") {
      if (this.choosing()) this.chooseClick(zone, index);
      else this.setupClick(zone, index);
      return;
    }
    if (zone === "revealed") {
      this.declare([view.revealed]);
      return;
    }
    if (zone === "hidden") {
      this.act({ type: "flip", index });
      return;
    }
    if (zone !== this.me().source) {
      this.shell.setStatus(t(zone === "visible" ? "status.visible_later" : "status.hidden_last"), "error");
      return;
    }
    const code = this.cardsOf(zone)[index];
    if (!this.legal().playable.has(code)) {
      this.act({ type: "play", cards: [code] }); // refused: the engine says why
      return;
    }
    this.toggle(zone, index);
    this.shell.setStatus("");
    this.refresh();
  }

  // Select `index` of `zone`; cards of another rank or zone leave the selection
  // (jokers go with any rank).
  /** @param {Zone} zone @param {number} index @param {boolean} [keep] */
  toggle(zone, index, keep = false) {
    const cards = this.cardsOf(zone);
    const code = cards[index];
    const same =
      this.selected.zone === zone &&
      (isJoker(code) ||
        [...this.selected.indices].every((i) => isJoker(cards[i]) || rankOf(cards[i]) === rankOf(code)));
    if (!same) this.selected = { zone, indices: new Set() };
    if (this.selected.indices.has(index) && !keep) this.selected.indices.delete(index);
    else this.selected.indices.add(index);
  }

  /** @param {Zone} zone @param {number} index */
  playable(zone, index) {
    if (!this.yourTurn() || this.current().phase !== "play" || zone !== this.me().source) return false;
    if (zone === "revealed") return true;
    const code = this.cardsOf(zone)[index];
    return Boolean(code) && this.legal().playable.has(code);
  }

  // Double-click: play this card with the others of its rank already selected.
  /** @param {Zone} zone @param {number} index */
  onCardPlay(zone, index) {
    if (!this.playable(zone, index)) return;
    this.toggle(zone, index, true);
    this.playSelection();
  }

  // Enter on a card: the same as a double-click. True when it was handled.
  /** @param {Zone} zone @param {number} index */
  onCardEnter(zone, index) {
    if (!this.playable(zone, index)) return false;
    this.onCardPlay(zone, index);
    return true;
  }

  playSelection() {
    if (this.me().source === "revealed") {
      this.declare([this.current().revealed]);
      return;
    }
    const codes = this.selectedCodes();
    const plays = this.legal().playsOf(codes);
    if (!plays.length) {
      this.shell.setStatus(t("status.select_first"), "error");
      return;
    }
    if (plays.length === 1) this.act(plays[0]);
    else this.declare(codes);
  }

  // Ask what the jokers among `codes` stand for, offering only the engine's legal
  // declarations, then play.
  /** @param {Card[]} codes */
  declare(codes) {
    const plays = this.legal().playsOf(codes);
    if (!plays.length || !this.yourTurn()) return;
    this.table.chooser.open({
      jokers: codes.filter(isJoker),
      reals: codes.filter((code) => !isJoker(code)),
      moves: plays,
      onPick: (move) => this.act(move),
    });
  }

  // Belgia's setup: select the cards to lay face up (one more replaces the first).
  /** @param {Zone} zone @param {number} index */
  chooseClick(zone, index) {
    if (zone !== "hand") return;
    const count = this.legal().faceUpCount();
    const indices = this.selected.zone === "hand" ? this.selected.indices : new Set();
    if (indices.has(index)) indices.delete(index);
    else {
      if (indices.size >= count) indices.delete(indices.values().next().value);
      indices.add(index);
    }
    this.selected = { zone: "hand", indices };
    const left = count - indices.size;
    this.shell.setStatus(left > 0 ? t("status.choose_more", { n: left }) : t("status.choose_done"));
    this.refresh();
  }

  layFaceUp() {
    const move = this.legal().chooseMove(this.selectedCodes());
    if (!move) {
      this.shell.setStatus(t("status.choose_three"), "error");
      return;
    }
    this.act(move);
  }

  // Idiot's setup: a hand card and a face-up card, picked in either order, swap places.
  /** @param {Zone} zone @param {number} index */
  setupClick(zone, index) {
    if (zone === "hidden") return;
    const pick = this.swapPick;
    if (!pick || pick.zone === zone) {
      this.swapPick = pick && pick.index === index ? null : { zone, index };
      const code = this.cardsOf(zone)[index];
      const key = zone === "hand" ? "status.swap_pick_table" : "status.swap_pick_hand";
      this.shell.setStatus(this.swapPick ? t(key, { card: cardName(code) }) : "");
      this.refresh();
      return;
    }
    const handIndex = zone === "hand" ? index : pick.index;
    const tableIndex = zone === "visible" ? index : pick.index;
    this.swapPick = null;
    this.act({ type: "swap", hand: this.me().hand[handIndex], table: this.me().visible[tableIndex] });
  }

  // --- the hint ---------------------------------------------------------------------------------

  // Select the suggested move's cards (or pick the card to swap); mark them and what plays it.
  /** @param {Move} move @param {Hint} hint */
  showHint(move, hint) {
    const me = this.me();
    /** @param {Zone} zone @param {number} index */
    const keyOf = (zone, index) => {
      const cards = this.cardsOf(zone);
      return `${zone}:${cards[index]}:${cards.slice(0, index).filter((c) => c === cards[index]).length}`;
    };
    /** @param {Zone} zone @param {Card[]} codes */
    const pick = (zone, codes) => {
      const cards = this.cardsOf(zone);
      /** @type {number[]} */
      const indices = [];
      for (const code of codes) indices.push(cards.findIndex((c, i) => c === code && !indices.includes(i)));
      return indices.filter((i) => i >= 0);
    };
    if ((move.type === "play" && me.source !== "revealed") || move.type === "choose") {
      const zone = move.type === "choose" ? "hand" : me.source;
      const indices = pick(zone, /** @type {Card[]} */ (move.cards));
      this.selected = { zone, indices: new Set(indices) };
      hint.keys = indices.map((i) => keyOf(zone, i));
      hint.focus = move.type === "play" ? "act-play" : "act-choose";
    } else if (move.type === "play") {
      hint.keys = [keyOf("revealed", 0)];
    } else if (move.type === "swap") {
      const hand = pick("hand", [/** @type {Card} */ (move.hand)])[0];
      const table = pick("visible", [/** @type {Card} */ (move.table)])[0];
      this.swapPick = { zone: "hand", index: hand };
      hint.keys = [keyOf("hand", hand), keyOf("visible", table)];
      hint.focus = hint.keys[1]; // choosing the face-up card makes the swap
    } else if (move.type === "flip") {
      hint.keys = [`hidden:${move.index}`];
    } else {
      hint.keys = ["act-" + move.type]; // take, risk, ready
      hint.said = t("hint.action", { action: t("act." + move.type) });
    }
    hint.focus = hint.focus || hint.keys[0];
  }

  // --- drawing and the end ------------------------------------------------------------------------

  render() {
    this.preselect();
    const view = this.current();
    const me = this.me();
    const legal = this.legal();
    const choosing = this.choosing();
    this.table.render(view, {
      legal,
      await: this.awaiting(),
      selected: this.selected,
      swapPick: this.swapPick,
      selectionIsPlay: me.source === "revealed" || legal.isPlay(this.selectedCodes()),
      choosing,
      selectionIsChoice: choosing && legal.chooseMove(this.selectedCodes()) !== null,
      canSkip: view.phase === "play" && !view.over && me.place !== null && !this.fast,
      help: helpLine(this),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    });
  }

  // You won, placed, or are the Idiot (Belgia: left holding cards); the order out, the
  // loser marked.
  /** @param {View} view */
  endScreen(view) {
    const result = /** @type {import("../../types.js").Result} */ (view.result);
    const you = view.seats[view.seat];
    const game = view.ruleset;
    let summary;
    if (result.loser === view.seat) summary = line("end.you_idiot", { game });
    else if (you.place === 1) summary = t("end.you_won");
    else summary = t("end.you_place", { place: t("place." + you.place) });
    const rows = result.ranking.map((seat) => {
      /** @type {(Node | string)[]} */
      const parts = [el("span", "end-name", this.names(seat))];
      if (seat !== result.loser) return { seat, parts };
      parts.push(" ", el("span", "badge idiot", line("end.idiot", { game })));
      return { seat, parts, classes: ["idiot"] };
    });
    return { summary, rows };
  }
}

// @ts-check
// Your hand in the order chosen in the settings: the game's own (the view's hand: by rank in
// Idiot and Belgia, by suit in Haft Khabis and Planowanie), by rank, by suit, or as dealt
// (the view's `dealt`: the order the cards came to you). Cards you move yourself (Shift
// with an arrow key, or a drag) stay where you put them until the next deal, and the cards
// that come meanwhile take their place in the chosen order beside them. Only the order the
// buttons are drawn in changes: each card keeps its index in the view's hand, by which the
// game knows it (whether it is legal, whether it is selected, its data-key).

import { isJoker, RANK_ORDER, rankOf, suitOf } from "./cards.js";

const SUITS = "CDSH"; // by suit: the colours alternate

/** @param {string} code @returns {[number, number]} rank, then suit; the jokers last */
function byRank(code) {
  return isJoker(code)
    ? [RANK_ORDER.length, code === "BJ" ? 0 : 1]
    : [RANK_ORDER.indexOf(rankOf(code)), suitRank(code)];
}

/** @param {string} code @returns {[number, number]} suit, then rank; the jokers last */
function bySuit(code) {
  return isJoker(code) ? [SUITS.length, code === "BJ" ? 0 : 1] : [suitRank(code), RANK_ORDER.indexOf(rankOf(code))];
}

/** @param {string} code */
function suitRank(code) {
  return SUITS.indexOf(suitOf(code));
}

// The indices of `hand` whose cards are `codes`, in that order: each copy of a card (several
// decks) found once; a code not in `hand` is left out.
/** @param {string[]} hand @param {string[]} codes */
function indicesOf(hand, codes) {
  const used = new Set();
  /** @type {number[]} */
  const found = [];
  for (const code of codes) {
    const index = hand.findIndex((card, i) => card === code && !used.has(i));
    if (index < 0) continue;
    used.add(index);
    found.push(index);
  }
  return found;
}

// The order chosen, before any card is moved by hand.
/** @param {string[]} hand @param {string[] | null | undefined} dealt @param {string} chosen */
function chosenOrder(hand, dealt, chosen) {
  const indices = hand.map((_, i) => i);
  if (chosen === "dealt" && dealt) {
    const found = indicesOf(hand, dealt);
    return [...found, ...indices.filter((i) => !found.includes(i))];
  }
  const key = chosen === "rank" ? byRank : chosen === "suit" ? bySuit : null;
  if (!key) return indices; // the game's own
  return indices.sort((a, b) => {
    const [x, y] = [key(hand[a]), key(hand[b])];
    return x[0] - y[0] || x[1] - y[1] || a - b;
  });
}

export class HandOrder {
  /** @param {() => string} chosen  the order chosen now: "usual", "rank", "suit" or "dealt" */
  constructor(chosen) {
    this.chosen = chosen;
    /**
     * By seat (several people may share the device): the cards as that person arranged
     * them, in the deal and the order chosen then.
     * @type {Map<number, {deal: string, mode: string, cards: string[]}>}
     */
    this.arranged = new Map();
    this.seat = 0;
    this.deal = "";
    this.mode = "";
    /** @type {string[]} the hand drawn last */
    this.hand = [];
    /** @type {number[]} its indices, in the order drawn */
    this.shown = [];
  }

  // The indices of `seat`'s `hand` (the view's) in the order to draw them. A new `deal` (a
  // key the game gives its deals), or another order chosen, forgets what was arranged.
  /** @param {number} seat @param {string[]} hand @param {string[] | null | undefined} dealt @param {string} deal */
  order(seat, hand, dealt, deal) {
    const mode = this.chosen();
    const base = chosenOrder(hand, dealt, mode);
    let shown = base;
    const kept = this.arranged.get(seat);
    if (kept && kept.deal === deal && kept.mode === mode) {
      shown = indicesOf(hand, kept.cards);
      base.forEach((index, at) => {
        // a card new since they were arranged: after the one it follows in the chosen order
        if (!shown.includes(index)) shown.splice(at === 0 ? 0 : shown.indexOf(base[at - 1]) + 1, 0, index);
      });
      kept.cards = shown.map((i) => hand[i]);
    } else {
      this.arranged.delete(seat);
    }
    this.seat = seat;
    this.deal = deal;
    this.mode = mode;
    this.hand = hand;
    this.shown = shown;
    return shown;
  }

  // Move the card of index `index` to where the card of index `target` is drawn; false
  // when nothing moves.
  /** @param {number} index @param {number} target */
  put(index, target) {
    const from = this.shown.indexOf(index);
    const to = this.shown.indexOf(target);
    if (from < 0 || to < 0 || from === to) return false;
    const shown = [...this.shown];
    shown.splice(to, 0, ...shown.splice(from, 1));
    this.shown = shown;
    this.arranged.set(this.seat, { deal: this.deal, mode: this.mode, cards: shown.map((i) => this.hand[i]) });
    return true;
  }

  // Move the card of index `index` one place along the hand as drawn (step -1 or 1).
  /** @param {number} index @param {number} step */
  step(index, step) {
    const target = this.shown[this.shown.indexOf(index) + step];
    return target !== undefined && this.put(index, target);
  }
}

// Your cards in `group` (buttons with data-index) move by hand: Shift with ← or → moves the
// focused card one place as the cards are seen (mirrored right to left), and a card dragged
// onto another takes its place; then `moved()` draws the hand again (the focus stays on the
// card, by its data-key). The listeners go when `signal` aborts.
/** @param {HTMLElement} group @param {HandOrder} order @param {() => void} moved @param {AbortSignal} signal */
export function movableCards(group, order, moved, signal) {
  /** @param {EventTarget | null} target */
  const cardAt = (target) => {
    const card = target instanceof Element ? target.closest("button[data-index][draggable='true']") : null;
    return card instanceof HTMLElement ? Number(card.dataset.index) : null;
  };
  group.addEventListener(
    "keydown",
    (event) => {
      if (!event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      const index = cardAt(event.target);
      if (index === null) return;
      event.preventDefault();
      const mirrored = getComputedStyle(group).direction === "rtl";
      if (order.step(index, (event.key === "ArrowRight") !== mirrored ? 1 : -1)) moved();
    },
    { signal },
  );
  /** @type {number | null} the card being dragged */
  let dragged = null;
  group.addEventListener(
    "dragstart",
    (event) => {
      dragged = cardAt(event.target);
      if (dragged !== null && event.dataTransfer) {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(dragged));
      }
    },
    { signal },
  );
  group.addEventListener(
    "dragover",
    (event) => {
      if (dragged !== null && cardAt(event.target) !== null) event.preventDefault(); // a card takes the drop
    },
    { signal },
  );
  group.addEventListener(
    "drop",
    (event) => {
      const target = cardAt(event.target);
      if (dragged === null || target === null) return;
      event.preventDefault();
      if (order.put(dragged, target)) moved();
      dragged = null;
    },
    { signal },
  );
  group.addEventListener("dragend", () => (dragged = null), { signal });
}

// @ts-check
// The middle of the table: the stock, the pile (its top cards fanned, the run on top
// marked, a joker with what it stands for) and the burned cards.

import { backCard, cardsPhrase, declaredLabel, faceCard, isJoker, jokerName } from "../../table/cards.js";
import { animateNew, drawStock, el } from "../../table/parts.js";
import { t } from "../../text.js";

/** @typedef {import("../../types.js").View} View */

const PILE_SHOWN = 7; // the top cards of the pile drawn, overlapping

// How many cards of one rank lie on top of the pile.
/** @param {View} view */
function topRun(view) {
  /** @type {string[]} */
  const ranks = view.pile_ranks;
  if (!ranks.length) return 0;
  const top = ranks[ranks.length - 1];
  let run = 0;
  for (let i = ranks.length - 1; i >= 0 && ranks[i] === top; i--) run++;
  return run;
}

// The run on top in words, a joker as what it stands for: "two queens (one a joker)".
/** @param {View} view @param {string[]} cards */
function runPhrase(view, cards) {
  const jokers = cards.filter(isJoker).length;
  if (!jokers) return cardsPhrase(cards);
  const rank = view.pile_ranks[view.pile_ranks.length - 1];
  /** @type {{index: number, as: string, spade: boolean} | undefined} */
  const last = (view.jokers || []).find((/** @type {{index: number}} */ joker) => joker.index === view.pile.length - 1);
  if (cards.length === 1)
    return t("table.pile_joker", { card: jokerName(cards[0], rank, Boolean(last && last.spade)) });
  return t("table.pile_run_jokers", { n: jokers, cards: cardsPhrase(Array(cards.length).fill(rank + "C")) });
}

export class Center {
  /** @param {HTMLElement} center  the shell's centre, filled here */
  constructor(center) {
    this.stock = el("div", "stock");
    this.stock.id = "stock";
    this.area = el("div", "pile-area");
    this.area.id = "pile-area";
    this.pile = el("div", "pile");
    this.pile.id = "pile";
    this.caption = el("p", "pile-caption");
    this.caption.id = "pile-caption";
    this.area.append(this.pile, this.caption);
    this.burned = el("div", "burned");
    this.burned.id = "burned";
    center.append(this.stock, this.area, this.burned);
    /** @type {import("../../table/parts.js").Marks | null} animateNew's marks of the pile's cards; null: a new game */
    this.shownPile = null;
    this.restart();
  }

  // A new game (or its words again): nothing on the table is new to show.
  restart() {
    this.shownPile = null;
    this.area.removeAttribute("data-flash");
  }

  /** @param {View} view @param {boolean} burnedNow  a burn happened since the last drawing */
  render(view, burnedNow) {
    this.renderPile(view);
    this.flashBurn(view, burnedNow);
    this.renderCaption(view);
    drawStock(this.stock, view.stock);
    this.renderBurned(view, burnedNow);
  }

  /** @param {View} view */
  renderPile(view) {
    const pile = this.pile;
    pile.replaceChildren();
    const size = view.pile.length;
    const first = Math.max(0, size - PILE_SHOWN);
    const run = topRun(view);
    pile.classList.toggle("empty", size === 0);
    pile.dataset.count = String(size);
    pile.dataset.top = size ? view.pile_ranks[size - 1] : "";
    /** @type {Map<number, {index: number, as: string, spade: boolean}>} */
    const declared = new Map(
      (view.jokers || []).map((/** @type {{index: number, as: string, spade: boolean}} */ joker) => [
        joker.index,
        joker,
      ]),
    );
    /** @type {[Element, string][]} the cards, to animate when new */
    const laid = [];
    for (let i = first; i < size; i++) {
      const card = faceCard(view.pile[i], "pile-card");
      const joker = declared.get(i);
      if (joker) {
        card.setAttribute("aria-label", jokerName(view.pile[i], joker.as, joker.spade));
        const mark = el(
          "span",
          "declared" + (joker.spade ? " spade" : ""),
          "= " + declaredLabel(joker.as, joker.spade),
        );
        mark.setAttribute("aria-hidden", "true");
        card.append(mark);
      }
      card.classList.add("pos-" + (i - first));
      if (i >= size - run) card.classList.add("in-run");
      pile.append(card);
      laid.push([card, i + ":" + view.pile[i]]);
    }
    this.shownPile = animateNew(laid, this.shownPile, "fresh", "");
    for (let k = 0; k <= PILE_SHOWN; k++) pile.classList.toggle("spread-" + k, k === Math.min(size, PILE_SHOWN));
  }

  // A short "Burned!" over the pile when a burn happened since the last drawing.
  /** @param {View} view @param {boolean} burnedNow */
  flashBurn(view, burnedNow) {
    const area = this.area;
    if (burnedNow) {
      area.removeAttribute("data-flash");
      void area.offsetWidth; // restart the animation
      area.dataset.flash = t("table.burn_flash");
    } else if (view.pile.length > 0) {
      area.removeAttribute("data-flash"); // the next card is already down
    }
  }

  /** @param {View} view */
  renderCaption(view) {
    const caption = this.caption;
    const size = view.pile.length;
    caption.replaceChildren();
    if (size === 0) {
      caption.append(el("span", "pile-count", t("table.pile_empty")));
      return;
    }
    const topCards = view.pile.slice(size - topRun(view));
    const topKey = view.pile_ranks[size - 1] === "2" ? "table.pile_after_two" : "table.pile_top";
    caption.append(
      el("span", "pile-top", t(topKey, { cards: runPhrase(view, topCards) })),
      el("span", "pile-count", t("table.pile_count", { n: size })),
    );
  }

  /** @param {View} view @param {boolean} burnedNow */
  renderBurned(view, burnedNow) {
    const burned = this.burned;
    const card = view.burned > 0 ? backCard("burned-card", t("table.burned")) : el("div", "card placeholder");
    if (burnedNow) card.classList.add("fresh");
    burned.replaceChildren(
      card,
      el("span", "center-label", t("table.burned")),
      el("span", "center-count", t("table.stock_count", { n: view.burned })),
    );
    burned.dataset.count = String(view.burned);
  }
}

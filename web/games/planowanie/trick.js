// @ts-check
// The centre of the table: the deal and the bids so far, the trump card in the corner,
// and the trick, one place a seat in the order of play, with a line under it. A
// completed trick stays in view with its winner marked, then is gathered; the last trick
// gathered is shown again under it on demand.

import { cardName, faceCard } from "../../table/cards.js";
import { animateNew, el } from "../../table/parts.js";
import { t, tYou } from "../../text.js";
import { turnOf } from "./seats.js";

/** @typedef {import("./types.js").PlanowanieView} PlanowanieView */
/** @typedef {import("./types.js").PlanowanieUi} PlanowanieUi */

/**
 * "Bids so far: 3 of 7 tricks", or once all have bid how far they miss the tricks.
 * @param {PlanowanieView} view
 */
function bidsLine(view) {
  if (view.over) return "";
  const made = view.bids.filter((bid) => bid !== null);
  const sum = made.reduce((a, b) => a + b, 0);
  if (made.length === view.players) {
    const key = sum > view.cards ? "planowanie.bids.over" : "planowanie.bids.under";
    return t(key, { sum, n: view.cards, diff: Math.abs(sum - view.cards) });
  }
  return made.length ? t("planowanie.bids.so_far", { sum, n: view.cards }) : "";
}

export class Centre {
  /** @param {HTMLElement} center  the shell's centre, filled with the top row and the trick */
  constructor(center) {
    const top = el("div", "pl-top");
    const info = el("div", "pl-info");
    this.deal = el("h2", "pl-deal");
    this.bids = el("p", "pl-bids-line");
    info.append(this.deal, this.bids);
    /** The trump card, and the buttons beside it (the table puts them there). */
    this.corner = el("div", "pl-corner");
    this.trump = el("div", "pl-trump");
    this.corner.append(this.trump);
    top.append(info, this.corner);
    const middle = el("div", "pl-middle");
    this.trick = el("div", "pl-trick");
    this.trick.setAttribute("role", "group");
    this.caption = el("p", "pl-trick-caption"); // the log announces the same
    /** The last trick gathered, shown on demand (the table's "Last trick" button). */
    this.last = el("section", "pl-last");
    this.last.id = "pl-last";
    this.last.setAttribute("aria-labelledby", "pl-last-title");
    this.last.hidden = true;
    middle.append(this.trick, this.caption, this.last);
    center.append(top, middle);
    /** @type {Map<string, [string, number]> | null} animateNew's marks of the trick's cards; null: none drawn yet */
    this.shownTrick = null;
    this.retell();
  }

  retell() {
    this.trick.setAttribute("aria-label", t("planowanie.trick"));
  }

  // A new game: its first trick comes in without the marks of the last one's.
  forget() {
    this.shownTrick = null;
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui @param {(seat: number) => string} names */
  render(view, ui, names) {
    this.deal.textContent = t("planowanie.deal", { deal: view.deal, deals: view.deals, n: view.cards });
    this.bids.textContent = bidsLine(view);
    this.renderTrump(view);
    this.renderTrick(view, ui, names);
  }

  // The last trick gathered, in the order it was played, its winner marked; hidden unless `shown`.
  /** @param {PlanowanieView} view @param {boolean} shown @param {(seat: number) => string} names */
  renderLast(view, shown, names) {
    const box = this.last;
    box.hidden = !shown;
    if (!shown) return;
    const last = view.last_trick;
    const title = el("h3", "pl-last-title", t("planowanie.last.title"));
    title.id = "pl-last-title";
    if (!last) {
      box.replaceChildren(title, el("p", "pl-last-none", t("planowanie.last.none")));
      return;
    }
    const cards = el("ol", "pl-last-cards");
    for (const laid of last.cards) {
      const item = el("li", "pl-last-laid" + (laid.seat === last.winner ? " winner" : ""));
      item.append(faceCard(laid.card, "mini pl-last-card"), el("span", "pl-last-name", names(laid.seat)));
      cards.append(item);
    }
    const winner =
      last.winner === view.seat
        ? t("planowanie.last.you_took")
        : t("planowanie.last.took", { name: names(last.winner) });
    box.replaceChildren(title, cards, el("p", "pl-last-winner", winner));
  }

  /** @param {PlanowanieView} view */
  renderTrump(view) {
    const card = faceCard(view.trump, "pl-trump-card");
    card.setAttribute("aria-label", t("planowanie.trump_card", { card: cardName(view.trump) }));
    const words = el("span", "pl-trump-words");
    words.append(
      el("span", "pl-trump-label", t("planowanie.trump")),
      el("span", "pl-trump-suit", t("planowanie.trump_suit", { suit: t("suit." + view.trump_suit) })),
    );
    this.trump.replaceChildren(card, words);
    this.trump.dataset.suit = view.trump_suit;
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui @param {(seat: number) => string} names */
  renderTrick(view, ui, names) {
    const box = this.trick;
    box.replaceChildren();
    const n = view.players;
    const shown = ui.collecting ? ui.collecting.trick : { leader: view.leader, cards: view.trick, winner: null };
    box.classList.toggle("gather", Boolean(ui.collecting && ui.collecting.gathering));
    box.classList.toggle("bidding", view.phase === "bid" && !ui.collecting);
    const turn = turnOf(view, ui);
    /** @type {[HTMLElement, string][]} the cards to animate when new */
    const laid = [];
    for (let i = 0; i < n; i++) {
      const seat = (shown.leader + i) % n;
      const played = shown.cards.find((c) => c.seat === seat);
      const slot = el("div", "pl-played");
      slot.dataset.seat = String(seat);
      if (played) {
        const card = faceCard(played.card, "pl-trick-card");
        laid.push([card, played.seat + ":" + played.card]);
        slot.append(card);
        slot.dataset.card = played.card;
        if (i === 0) slot.classList.add("led");
      } else {
        slot.append(el("div", "card placeholder pl-trick-card"));
      }
      if (seat === shown.winner) slot.classList.add("winner");
      if (!played && seat === turn && view.phase === "play") slot.classList.add("next");
      slot.append(el("span", "pl-played-name", names(seat)));
      box.append(slot);
    }
    this.shownTrick = animateNew(laid, this.shownTrick, "fresh", "");
    this.caption.textContent = this.captionOf(view, ui, names);
    this.caption.classList.toggle("winner", Boolean(ui.collecting));
  }

  /** @param {PlanowanieView} view @param {PlanowanieUi} ui @param {(seat: number) => string} names */
  captionOf(view, ui, names) {
    if (ui.collecting) {
      const winner = ui.collecting.trick.winner;
      return winner === view.seat
        ? t("planowanie.trick.you_take")
        : t("planowanie.trick.takes", { name: names(winner) });
    }
    if (view.over) return "";
    if (view.phase === "bid") {
      const first = (view.dealer + 1) % view.players;
      return tYou("planowanie.trick.bidding", first === view.seat, { name: names(first) });
    }
    if (view.trick.length) {
      return t("planowanie.trick.led", {
        suit: t("suit." + view.trick[0].card[1]),
        trump: t("suit." + view.trump_suit),
      });
    }
    return t("planowanie.trick.to_lead", {
      name: names(view.leader),
      trick: view.cards - view.hand.length + 1,
      n: view.cards,
    });
  }
}

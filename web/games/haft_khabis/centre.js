// @ts-check
// The centre of the table: the stock, the pile with its top card, and the pile's state
// line (the direction of play and who is next, the round and the limit, what the top
// card asks for), and the last plays of the round, by whom.

import { cardName, cardText, faceCard, SUIT_SYMBOLS } from "../../table/cards.js";
import { animateNew, drawStock, el } from "../../table/parts.js";
import { t, tYou } from "../../text.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").HkUi} HkUi */

const PLAYS_SHOWN = 3; // the last plays listed under the state line

/** @param {string} suit */
function suitSymbol(suit) {
  return /** @type {Record<string, string>} */ (SUIT_SYMBOLS)[suit];
}

/** @param {string} suit */
export function suitColour(suit) {
  return suit === "D" || suit === "H" ? "red" : "black";
}

/** @param {string} suit  the suit's symbol, for the eye only (its name is said beside it) */
export function suitMark(suit) {
  const symbol = el("span", "hk-suit " + suitColour(suit), suitSymbol(suit));
  symbol.setAttribute("aria-hidden", "true");
  symbol.dataset.suit = suit; // a four-colour deck's colour (style.css)
  return symbol;
}

export class Centre {
  /** @param {HTMLElement} center  the shell's centre, filled here */
  constructor(center) {
    this.stock = el("div", "stock");
    this.stock.id = "hk-stock";
    const area = el("div", "hk-pile-area");
    this.pile = el("div", "hk-pile");
    this.pile.id = "hk-pile";
    this.caption = el("p", "pile-caption");
    this.caption.id = "hk-pile-caption";
    area.append(this.pile, this.caption);
    this.state = el("div", "hk-state");
    this.state.id = "hk-state";
    center.append(this.stock, area, this.state);
    /** @type {Map<string, any> | null} animateNew's mark of the top card; null: a new game */
    this.shownTop = null;
  }

  // A game loaded: its first top card is not news.
  forget() {
    this.shownTop = null;
  }

  /** @param {HkView} view @param {HkUi} ui */
  render(view, ui) {
    drawStock(this.stock, view.stock);
    this.renderPile(view);
    this.renderState(view, ui);
  }

  /** @param {HkView} view */
  renderPile(view) {
    const pile = this.pile;
    pile.replaceChildren();
    pile.dataset.count = String(view.pile);
    pile.dataset.top = view.top || "";
    pile.classList.toggle("deep", view.pile > 1);
    pile.classList.toggle("deeper", view.pile > 2);
    if (view.top) {
      const card = faceCard(view.top, "hk-top");
      this.shownTop = animateNew([[card, `${view.round}:${view.pile}:${view.top}`]], this.shownTop, "fresh", "");
      pile.append(card);
    }
    this.caption.replaceChildren(
      el(
        "span",
        "pile-top",
        view.top ? t("table.pile_top", { cards: t("cards.one", { card: cardName(view.top) }) }) : "",
      ),
      el("span", "pile-count", t("table.pile_count", { n: view.pile })),
    );
  }

  /** @param {HkView} view @param {HkUi} ui */
  renderState(view, ui) {
    const state = this.state;
    state.replaceChildren();
    const clockwise = view.direction === "clockwise";
    const direction = el("div", "hk-direction");
    direction.dataset.direction = view.direction;
    const arrow = el("span", "hk-arrow", clockwise ? "↻" : "↺");
    arrow.setAttribute("aria-hidden", "true");
    const words = el("span", "hk-direction-text");
    words.append(el("span", "hk-direction-name", t("haft_khabis.direction." + view.direction)));
    if (ui.next !== null && !view.over) {
      words.append(
        el("span", "hk-next", tYou("haft_khabis.table.next_is", ui.next === view.seat, { name: ui.name(ui.next) })),
      );
    }
    direction.append(arrow, words);
    state.append(direction);
    state.append(el("span", "hk-round-label", t("haft_khabis.table.round", { round: view.round, limit: view.limit })));
    if (view.pending) state.append(el("span", "hk-chip sevens", t("haft_khabis.table.sevens", { n: view.pending })));
    if (view.cover) state.append(el("span", "hk-chip cover", t("haft_khabis.table.cover")));
    if (view.named_suit) {
      const chip = el("span", "hk-chip named");
      chip.append(suitMark(view.named_suit), " ", t("haft_khabis.table.named", { suit: t("suit." + view.named_suit) }));
      state.append(chip);
    }
    if (view.penalty_on_rejected) state.append(el("span", "hk-chip mistakes", t("haft_khabis.table.mistakes")));
    this.renderPlays(view, ui);
  }

  // The round's last plays, newest last (from the view's log: its last events), each
  // with the suit a jack asked for.
  /** @param {HkView} view @param {HkUi} ui */
  renderPlays(view, ui) {
    const start = view.log.findLastIndex((event) => event.type === "deal");
    const plays = view.log.slice(start + 1).filter((event) => event.type === "play");
    if (!plays.length) return;
    const label = el("span", "hk-plays-label", t("haft_khabis.table.last_plays"));
    label.id = "hk-plays-label";
    const list = el("ol", "hk-plays");
    list.id = "hk-plays";
    list.setAttribute("aria-labelledby", "hk-plays-label");
    for (const play of plays.slice(-PLAYS_SHOWN)) {
      const item = el("li", "hk-play");
      item.append(el("span", "hk-play-name", ui.name(play.seat)), " ", cardText(play.card, "hk-play-card"));
      if (play.suit) item.append(" ", suitMark(play.suit));
      list.append(item);
    }
    this.state.append(label, list);
  }
}

// @ts-check
// The score sheet: deals down, players across; each cell the bid, the tricks taken, the
// points and the running total; the deal in progress last, while it has bids. Shown in
// its dialog at any time, by itself after every deal (the game waits for it to close),
// and under the end screen's order as the final sheet.

import { cardText } from "../../table/cards.js";
import { el } from "../../table/parts.js";
import { formatNumber, formatSigned, t } from "../../text.js";

/** @typedef {import("./types.js").PlanowanieView} PlanowanieView */
/** @typedef {(seat: number) => string} Names */

/**
 * A header cell of a column or a row.
 * @param {string} className @param {"col" | "row"} scope @param {string} [text]
 */
function header(className, scope, text) {
  const th = /** @type {HTMLTableCellElement} */ (el("th", className, text));
  th.scope = scope;
  return th;
}

/**
 * A deal's row header: its number, its cards and trump, who dealt it (as a title).
 * @param {number} deal @param {number} cards @param {string} trump @param {string} dealer
 */
function dealHeader(deal, cards, trump, dealer) {
  const th = header("pl-sheet-deal", "row");
  th.append(el("span", "pl-r-deal", formatNumber(deal)));
  const sub = el("span", "pl-r-sub");
  sub.append(t("planowanie.sheet.cards", { n: cards }), " ", cardText(trump, "pl-cardtext"));
  th.append(sub);
  th.title = t("planowanie.sheet.dealt_by", { name: dealer });
  return th;
}

/**
 * A seat's cell of a deal: points null while the deal is in play.
 * @param {number} seat @param {boolean} you
 * @param {number | null} bid @param {number} tricks @param {number | null} points @param {number | null} total
 */
function cell(seat, you, bid, tricks, points, total) {
  const td = el("td", "pl-cell" + (you ? " you" : ""));
  td.dataset.seat = String(seat);
  if (points !== null) td.classList.add(bid === tricks ? "made" : "missed");
  const line = el("span", "pl-c-line");
  const said = el("span", "pl-c-said");
  said.append(t("planowanie.sheet.bid"), " ", el("b", "pl-c-bid", bid === null ? "–" : formatNumber(bid)));
  const took = el("span", "pl-c-took");
  took.append(t("planowanie.sheet.took"), " ", el("b", "pl-c-tricks", formatNumber(tricks)));
  line.append(said, el("span", "pl-c-sep", " · "), took);
  td.append(line);
  const score = el("span", "pl-c-score");
  if (points === null || total === null) {
    score.append(el("span", "pl-c-pending", t("planowanie.sheet.in_play")));
  } else {
    const won = el("b", "pl-c-points", formatSigned(points));
    won.dataset.value = String(points);
    const sum = el("span", "pl-c-total", formatNumber(total));
    sum.setAttribute("aria-label", t("planowanie.sheet.total_label", { n: total }));
    score.append(won, " ", sum);
  }
  td.append(score);
  return td;
}

/**
 * The sheet of `view`, its columns from the view's seat's side ("you" marked).
 * @param {PlanowanieView} view
 * @param {Names} names
 * @param {{current?: boolean}} [options]  current: with the deal in play
 * @returns {HTMLElement}
 */
export function sheetTable(view, names, { current = true } = {}) {
  const seats = Array.from({ length: view.players }, (_, seat) => seat);
  const wrap = el("div", "pl-sheet-wrap");
  wrap.tabIndex = 0; // a keyboard user can scroll it sideways on a phone
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", t("planowanie.sheet.title"));
  const table = el("table", "pl-sheet");
  table.append(el("caption", "pl-sheet-legend", t("planowanie.sheet.legend")));
  const head = el("tr");
  head.append(header("pl-sheet-deal", "col", t("planowanie.sheet.deal")));
  for (const seat of seats) head.append(header(seat === view.seat ? "you" : "", "col", names(seat)));
  const thead = el("thead");
  thead.append(head);
  const body = el("tbody");
  for (const row of view.sheet) {
    const tr = el("tr");
    tr.dataset.deal = String(row.deal);
    tr.append(dealHeader(row.deal, row.cards, row.trump, names(row.dealer)));
    for (const seat of seats) {
      tr.append(cell(seat, seat === view.seat, row.bids[seat], row.tricks[seat], row.points[seat], row.totals[seat]));
    }
    body.append(tr);
  }
  const inPlay = current && !view.over && view.bids.some((bid) => bid !== null);
  if (inPlay) {
    const tr = el("tr", "current");
    tr.dataset.deal = String(view.deal);
    tr.append(dealHeader(view.deal, view.cards, view.trump, names(view.dealer)));
    for (const seat of seats)
      tr.append(cell(seat, seat === view.seat, view.seats[seat].bid, view.seats[seat].won, null, null));
    body.append(tr);
  }
  if (!view.sheet.length && !inPlay) {
    const tr = el("tr");
    const td = /** @type {HTMLTableCellElement} */ (el("td", "pl-sheet-empty", t("planowanie.sheet.empty")));
    td.colSpan = view.players + 1;
    tr.append(td);
    body.append(tr);
  }
  const foot = el("tfoot");
  const totals = el("tr");
  totals.append(header("pl-sheet-deal", "row", t("planowanie.sheet.total")));
  for (const seat of seats) {
    const td = el("td", "pl-sheet-total" + (seat === view.seat ? " you" : ""), formatNumber(view.totals[seat]));
    td.dataset.seat = String(seat);
    totals.append(td);
  }
  foot.append(totals);
  table.append(thead, body, foot);
  wrap.append(table);
  return wrap;
}

/**
 * The final sheet, for the end screen: its heading and the sheet of the finished game.
 * @param {PlanowanieView} view @param {Names} names
 */
export function finalSheet(view, names) {
  const part = el("div", "pl-final");
  part.append(el("h3", "", t("planowanie.sheet.final")), sheetTable(view, names, { current: false }));
  return part;
}

// The sheet's dialog (#pl-sheet): open at any time; after a deal it opens by itself and
// the game waits until it is closed.
export class SheetDialog {
  /**
   * @param {import("../../table/shell.js").TableShell} shell
   * @param {Names} names
   * @param {() => void} onClose  the dialog closed (the table keeps the focus)
   */
  constructor(shell, names, onClose) {
    this.names = names;
    const { dialog, title } = shell.dialog("pl-sheet", "pl-dialog pl-sheet-dialog");
    this.dialog = dialog;
    this.title = title;
    this.note = el("p", "pl-sheet-note");
    this.body = el("div", "pl-sheet-body");
    const buttons = el("div", "end-buttons");
    this.close = /** @type {HTMLButtonElement} */ (el("button", "primary"));
    this.close.type = "button";
    this.close.id = "pl-sheet-close";
    this.close.addEventListener("click", () => dialog.close(), { signal: shell.signal });
    buttons.append(this.close);
    dialog.append(this.note, this.body, buttons);
    dialog.addEventListener(
      "close",
      () => {
        onClose();
        this.release();
      },
      { signal: shell.signal },
    );
    /** @type {{view: PlanowanieView, after: number | null} | null} what it shows, to say it again */
    this.shown = null;
    /** @type {(() => void) | null} resolves show()'s promise */
    this.closed = null;
  }

  /**
   * Open the sheet of `view`; resolves when it is closed.
   * @param {PlanowanieView} view
   * @param {number | null} after  the deal just finished, when it opens by itself
   * @returns {Promise<void>}
   */
  show(view, after) {
    this.shown = { view, after };
    this.fill();
    this.dialog.dataset.after = after === null ? "" : String(after);
    const previous = this.closed;
    const closed = new Promise((resolve) => {
      this.closed = () => {
        previous?.();
        resolve(undefined);
      };
    });
    if (!this.dialog.open) this.dialog.showModal();
    this.close.focus();
    return closed;
  }

  fill() {
    if (!this.shown) return;
    const { view, after } = this.shown;
    this.title.textContent = t("planowanie.sheet.title");
    this.body.replaceChildren(sheetTable(view, this.names, { current: after === null }));
    this.note.textContent =
      after === null ? "" : t("planowanie.sheet.after", { deal: after, next: view.deal, n: view.cards });
    this.close.textContent = t(after === null ? "planowanie.sheet.close" : "planowanie.sheet.next");
  }

  // Said again in the new language (the computer players' names change too).
  retell() {
    if (this.dialog.open) this.fill();
  }

  // Whoever waits for the sheet goes on (it closed, or the game is left).
  release() {
    const done = this.closed;
    this.closed = null;
    done?.();
  }
}

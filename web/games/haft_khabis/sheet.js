// @ts-check
// The score sheet: rounds down, players across, the totals and who is still in. Shown
// in its dialog at any time (the Score sheet button), after every round (who went
// out, the hands laid down and their points; the game waits until it is closed), and
// at the match's end under the final standing.

import { faceCard } from "../../table/cards.js";
import { el } from "../../table/parts.js";
import { formatNumber, t, tYou } from "../../text.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").RoundEnd} RoundEnd */
/** @typedef {import("../../types.js").LogEvent} LogEvent */
/** @typedef {(seat: number) => string} Names */

/**
 * seat -> the round in which its total reached the limit (it went out of the match).
 * @param {HkView} view
 * @returns {Map<number, number>}
 */
export function outRounds(view) {
  const running = view.seats.map(() => 0);
  const out = new Map();
  for (const row of view.scores.rounds) {
    row.points.forEach((points, seat) => {
      if (points === null) return;
      running[seat] += points;
      if (running[seat] >= view.limit && !out.has(seat)) out.set(seat, row.round);
    });
  }
  return out;
}

/** @param {string} text @param {string} [className] */
function header(text, className = "") {
  const th = /** @type {HTMLTableCellElement} */ (el("th", className, text));
  th.scope = "row";
  return th;
}

/**
 * The sheet as a table that scrolls sideways inside when it is wide.
 * @param {HkView} view
 * @param {Names} name
 * @returns {HTMLElement}
 */
export function scoreSheet(view, name) {
  const you = view.seat;
  const wrap = el("div", "hk-sheet-scroll");
  wrap.tabIndex = 0; // a wide sheet scrolls sideways inside, with the keyboard too
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", t("haft_khabis.sheet.title"));
  const table = el("table", "hk-score");
  table.dataset.players = String(view.players);
  table.append(el("caption", "", t("haft_khabis.sheet.caption", { limit: view.limit })));
  const head = el("tr");
  head.append(el("th", "", t("haft_khabis.sheet.round")));
  for (const seat of view.seats) {
    const th = /** @type {HTMLTableCellElement} */ (el("th", seat.seat === you ? "you" : "", name(seat.seat)));
    th.scope = "col";
    th.title = name(seat.seat); // a phone may shorten the name
    head.append(th);
  }
  const thead = el("thead");
  thead.append(head);
  table.append(thead, rounds(view), totals(view));
  wrap.append(table);
  return wrap;
}

/** @param {HkView} view */
function rounds(view) {
  const body = el("tbody");
  for (const row of view.scores.rounds) {
    const tr = el("tr");
    const th = header(formatNumber(row.round));
    if (row.doubled) {
      const mark = el("span", "hk-doubled", t("haft_khabis.sheet.doubled"));
      mark.title = t("haft_khabis.sheet.doubled_title");
      th.append(" ", mark);
    }
    tr.append(th);
    row.points.forEach((points, seat) => {
      const td = el("td");
      if (points === null) {
        td.textContent = "–";
        td.className = "gone";
        td.setAttribute("aria-label", t("haft_khabis.sheet.gone"));
      } else if (seat === row.winner) {
        td.className = "won";
        td.append(el("span", "hk-star", "★"), " ", formatNumber(points));
        td.setAttribute("aria-label", t("haft_khabis.sheet.won", { n: points }));
      } else {
        td.textContent = formatNumber(points);
      }
      if (seat === view.seat) td.classList.add("you");
      tr.append(td);
    });
    body.append(tr);
  }
  if (!view.scores.rounds.length) {
    const tr = el("tr");
    const td = /** @type {HTMLTableCellElement} */ (el("td", "hk-empty", t("haft_khabis.sheet.none")));
    td.colSpan = view.seats.length + 1;
    tr.append(td);
    body.append(tr);
  }
  return body;
}

// The totals, and each player's standing: in, out (in which round), the winner.
/** @param {HkView} view */
function totals(view) {
  const you = view.seat;
  const totals = el("tr", "totals");
  totals.append(header(t("haft_khabis.sheet.total")));
  const status = el("tr", "status");
  status.append(header(t("haft_khabis.sheet.status")));
  const winner = view.over && view.result ? view.result.winner : null;
  const outRound = outRounds(view);
  for (const seat of view.seats) {
    const td = el("td", seat.seat === you ? "you" : "", formatNumber(view.scores.totals[seat.seat]));
    if (seat.eliminated) td.classList.add("out");
    totals.append(td);
    let text = t("haft_khabis.sheet.in");
    let kind = "in";
    if (seat.seat === winner) {
      text = t("haft_khabis.sheet.winner");
      kind = "winner";
    } else if (seat.eliminated) {
      text = t("haft_khabis.sheet.out");
      kind = "out";
    }
    const cell = el("td", "state " + kind + (seat.seat === you ? " you" : ""));
    const long = el("span", "hk-long", text); // a narrow sheet shows the short form
    const round = outRound.get(seat.seat);
    if (kind === "out" && round !== undefined) {
      long.append(el("span", "hk-when", t("haft_khabis.sheet.in_round", { round })));
    }
    const short = el("span", "hk-short", kind === "winner" ? "★" : text);
    if (kind === "winner") {
      short.setAttribute("role", "img");
      short.setAttribute("aria-label", text);
    }
    cell.append(long, short);
    status.append(cell);
  }
  const foot = el("tfoot");
  foot.append(totals, status);
  return foot;
}

/**
 * After a round: who went out, the hands laid down and their points, who is out of the
 * match.
 * @param {HkView} view @param {RoundEnd} event @param {LogEvent[]} eliminated @param {Names} name
 * @returns {Node[]}
 */
export function roundParts(view, event, eliminated, name) {
  const you = view.seat;
  const parts = [];
  if (event.doubled) parts.push(el("p", "hk-round-doubled", t("haft_khabis.round.doubled")));
  const list = el("ul", "hk-hands");
  for (const [seatText, cards] of Object.entries(event.hands)) {
    const seat = Number(seatText);
    const item = el("li", seat === you ? "you" : "");
    item.append(el("span", "hk-hand-name", name(seat)));
    const row = el("span", "hk-hand-cards");
    for (const code of cards) row.append(faceCard(code, "mini"));
    if (!cards.length) row.append(el("span", "hk-none", t("haft_khabis.round.no_cards")));
    item.append(el("span", "hk-hand-points", t("haft_khabis.round.points", { n: event.points[seat] ?? 0 })), row);
    list.append(item);
  }
  parts.push(list);
  for (const out of eliminated) {
    parts.push(
      el(
        "p",
        "hk-round-out",
        tYou("haft_khabis.log.eliminated", out.seat === you, { name: name(out.seat), total: out.total }),
      ),
    );
  }
  return parts;
}

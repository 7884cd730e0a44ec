// @ts-check
// The seats: each opponent's panel (name, "won/declared", dealer, turn, a fan of backs,
// cards in hand and points) and the head of your area (your tally, dealer, points).

import { backCard } from "../../table/cards.js";
import { badge, el, openHand } from "../../table/parts.js";
import { formatNumber, t } from "../../text.js";

/** @typedef {import("./types.js").PlanowanieView} PlanowanieView */
/** @typedef {import("./types.js").PlanowanieSeat} PlanowanieSeat */
/** @typedef {import("./types.js").PlanowanieUi} PlanowanieUi */

const FAN = 5; // the backs drawn at most for an opponent's hand

function dealerChip() {
  const chip = badge(t("table.dealer_chip"), "dealer");
  chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", t("table.dealer"));
  chip.title = t("table.dealer");
  return chip;
}

/**
 * "won/declared" beside a name, as the rules have it ("1/2"; "1/-" before the bid).
 * @param {PlanowanieSeat} seat
 */
function tally(seat) {
  const span = el("span", "pl-tally", `${formatNumber(seat.won)}/${seat.bid === null ? "-" : formatNumber(seat.bid)}`);
  span.setAttribute("role", "img");
  span.setAttribute(
    "aria-label",
    seat.bid === null
      ? t("planowanie.tally_no_bid", { won: seat.won })
      : t("planowanie.tally_label", { won: seat.won, bid: seat.bid }),
  );
  span.title = t("planowanie.tally_title");
  return span;
}

/**
 * Whose turn the table shows: no one's while a completed trick is on show.
 * @param {PlanowanieView} view @param {PlanowanieUi} ui
 */
export function turnOf(view, ui) {
  return ui.collecting ? null : view.turn;
}

/**
 * An opponent's panel.
 * @param {PlanowanieView} view @param {PlanowanieSeat} seat @param {PlanowanieUi} ui @param {string} name
 */
export function seatPanel(view, seat, ui, name) {
  const panel = el("section", "seat pl-seat");
  panel.dataset.seat = String(seat.seat);
  panel.setAttribute("aria-label", name);
  const turn = turnOf(view, ui) === seat.seat;
  panel.classList.toggle("is-turn", turn);
  if (ui.collecting && ui.collecting.trick.winner === seat.seat) panel.classList.add("is-winner");
  if (view.over && view.result && view.result.places[seat.seat] === 1) panel.classList.add("is-first");

  const head = el("div", "seat-head pl-seat-head");
  head.append(el("h3", "seat-name", name), tally(seat));
  const badges = el("span", "badges");
  if (view.dealer === seat.seat && !view.over) badges.append(dealerChip());
  if (turn) badges.append(badge(t(view.phase === "bid" ? "planowanie.bidding" : "table.turn"), "turn"));
  head.append(badges);

  const row = el("div", "pl-seat-row");
  const hand = el("div", "pl-seat-hand");
  hand.setAttribute("aria-hidden", "true");
  for (let i = 0; i < Math.min(seat.hand_count, FAN); i++) hand.append(backCard("mini"));
  const meta = el("p", "pl-seat-meta");
  meta.append(
    el("span", "", t("table.in_hand", { n: seat.hand_count })),
    " · ",
    el("span", "pl-points", t("planowanie.points", { n: seat.total })),
  );
  row.append(hand, meta);
  panel.append(head, row);
  const open = openHand(seat.hand, name);
  if (open) panel.append(open);
  return panel;
}

/**
 * What follows your name: your tally, the dealer's chip, your points.
 * @param {PlanowanieView} view
 * @returns {HTMLElement[]}
 */
export function yourBadges(view) {
  const me = view.seats[view.seat];
  const badges = [tally(me)];
  if (view.dealer === view.seat && !view.over) badges.push(dealerChip());
  badges.push(badge(t("planowanie.points", { n: me.total }), "pl-points-badge"));
  return badges;
}

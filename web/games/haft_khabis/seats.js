// @ts-check
// The seats: each opponent's panel (name, badges, a fan of backs, cards and points, a
// meter towards the limit), and the badges your own name carries too.

import { backCard } from "../../table/cards.js";
import { badge, el, openHand } from "../../table/parts.js";
import { t } from "../../text.js";

/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").HkSeat} HkSeat */
/** @typedef {import("./types.js").HkUi} HkUi */

const FAN = 5; // card backs drawn for an opponent's hand

/**
 * The opponents, in the order they sit after you (seats are numbered clockwise: from
 * your left round to your right).
 * @param {HTMLElement} box
 * @param {HkView} view
 * @param {HkUi} ui
 */
export function renderOpponents(box, view, ui) {
  box.replaceChildren();
  for (let i = 1; i < view.players; i++) box.append(seatPanel(view, view.seats[(view.seat + i) % view.players], ui));
}

/** @param {HkView} view @param {HkSeat} seat @param {HkUi} ui */
function seatPanel(view, seat, ui) {
  const name = ui.name(seat.seat);
  const panel = el("section", "seat hk-seat");
  panel.dataset.seat = String(seat.seat);
  panel.setAttribute("aria-label", name);
  panel.classList.toggle("is-turn", view.turn === seat.seat);
  panel.classList.toggle("is-out", seat.eliminated);
  panel.classList.toggle("is-next", ui.next === seat.seat);

  const head = el("div", "seat-head");
  head.append(el("h3", "seat-name", name), seatBadges(view, seat, ui));
  panel.append(head);

  const body = el("div", "hk-seat-body");
  const fan = el("div", "hk-fan");
  fan.setAttribute("aria-hidden", "true");
  for (let i = 0; i < Math.min(seat.hand_count, FAN); i++) fan.append(backCard("mini"));
  body.append(fan);
  const counts = el("p", "hk-counts");
  counts.append(
    el("span", "hk-count", t("n_cards", { n: seat.hand_count })),
    el("span", "hk-points", t("haft_khabis.table.seat_points", { n: seat.total })),
  );
  body.append(counts);
  panel.append(body, meter(seat.total, view.limit));
  const open = openHand(seat.hand, name);
  if (open) panel.append(open);
  return panel;
}

// How close a total is to the limit.
/** @param {number} total @param {number} limit */
function meter(total, limit) {
  const meter = el("span", "hk-meter");
  meter.setAttribute("aria-hidden", "true");
  const fill = el("span", "hk-meter-fill");
  const share = Math.min(1, total / Math.max(1, limit));
  fill.dataset.tenths = String(Math.round(share * 10)); // widths in style.css: no inline style
  if (share >= 0.75) fill.classList.add("danger");
  meter.append(fill);
  return meter;
}

/**
 * A seat's badges: out, its turn or next, one card left, the dealer.
 * @param {HkView} view @param {HkSeat} seat @param {HkUi} ui
 * @returns {HTMLElement}
 */
export function seatBadges(view, seat, ui) {
  const badges = el("span", "badges");
  if (seat.eliminated) badges.append(badge(t("haft_khabis.table.out"), "idiot"));
  if (view.turn === seat.seat) badges.append(badge(t("table.turn"), "turn"));
  else if (ui.next === seat.seat) badges.append(badge(t("haft_khabis.table.next"), "hk-next-badge"));
  if (!seat.eliminated && seat.hand_count === 1 && !view.over)
    badges.append(badge(t("haft_khabis.table.one_card"), "hk-last"));
  if (view.dealer === seat.seat && !view.over) {
    const chip = badge(t("table.dealer_chip"), "dealer");
    chip.setAttribute("role", "img");
    chip.setAttribute("aria-label", t("table.dealer"));
    chip.title = t("table.dealer");
    badges.append(chip);
  }
  return badges;
}

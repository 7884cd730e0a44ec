// @ts-check
// The others' seats: name and badges, their face-up cards on their hidden ones, the size
// of their hand, and the cards everyone saw go into it.

import {
  SUIT_SYMBOLS,
  backCard,
  cardName,
  drawBack,
  faceCard,
  isJoker,
  isRed,
  rankLabel,
  rankOf,
  suitOf,
} from "../../table/cards.js";
import { badge, el, openHand } from "../../table/parts.js";
import { formatNumber, t } from "../../text.js";
import { line } from "./narrate.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {View["seats"][number]} Seat */

const KNOWN_SHOWN = 6; // the chips of known cards drawn; the rest counted

/**
 * One opponent's panel.
 * @param {View} view @param {Seat} seat @param {string} name
 */
export function seatPanel(view, seat, name) {
  const panel = el("section", "seat");
  panel.dataset.seat = String(seat.seat);
  panel.setAttribute("aria-label", name);
  if (view.turn === seat.seat) panel.classList.add("is-turn");
  if (seat.place !== null) panel.classList.add("is-out");
  if (view.result && view.result.loser === seat.seat) panel.classList.add("is-idiot");

  const head = el("div", "seat-head");
  head.append(el("h3", "seat-name", name), seatBadges(view, seat));
  panel.append(head);

  const cards = el("div", "seat-cards");
  const slots = el("div", "mini-slots");
  slots.setAttribute("role", "group");
  slots.setAttribute("aria-label", t("table.face_up_of", { name }));
  const count = Math.max(seat.visible.length, seat.hidden);
  for (let i = 0; i < count; i++) {
    const slot = el("div", "slot");
    if (i < seat.hidden) slot.append(backCard("mini under", line("card.back", { game: view.ruleset })));
    if (i < seat.visible.length) slot.append(faceCard(seat.visible[i], "mini over"));
    slots.append(slot);
  }
  cards.append(slots);
  const hand = el("div", "mini-hand");
  hand.setAttribute("aria-hidden", "true");
  if (seat.hand_count > 0)
    hand.append(drawBack(el("div", "mini")), el("span", "mini-count", formatNumber(seat.hand_count)));
  cards.append(hand);
  panel.append(cards);
  const open = openHand(seat.hand, name);
  if (open) panel.append(open);

  const counts = el("p", "seat-counts");
  counts.append(
    el("span", "", t("table.in_hand", { n: seat.hand_count })),
    el("span", "sep", " · "),
    el("span", "", line("table.hidden", { game: view.ruleset, params: { n: seat.hidden } })),
  );
  panel.append(counts);
  const known = seat.known || [];
  if (known.length && seat.hand_count > 0) panel.append(knownCards(known));
  return panel;
}

// The cards everyone saw go into this hand (taken with the pile, picked up...): in words
// for screen readers, as chips for the eye.
/** @param {string[]} known */
function knownCards(known) {
  const box = el("p", "seat-known");
  box.title = t("table.known", { cards: known.map(cardName).join(t("list.comma")) });
  const label = el("span", "known-label", t("table.known_short"));
  label.setAttribute("aria-hidden", "true");
  box.append(el("span", "sr-only", box.title), label);
  for (const code of known.slice(0, KNOWN_SHOWN)) {
    const text = isJoker(code)
      ? "★"
      : rankLabel(rankOf(code)) + SUIT_SYMBOLS[/** @type {"C" | "D" | "H" | "S"} */ (suitOf(code))];
    const chip = el("span", "known-card " + (isRed(code) ? "red" : "black"), text);
    chip.setAttribute("aria-hidden", "true");
    chip.dataset.suit = suitOf(code); // a four-colour deck's colour (style.css)
    box.append(chip);
  }
  if (known.length > KNOWN_SHOWN) {
    const more = el("span", "known-more", t("table.known_more", { n: known.length - KNOWN_SHOWN }));
    more.setAttribute("aria-hidden", "true");
    box.append(more);
  }
  return box;
}

/**
 * A seat's badges: its turn, its place or the Idiot, ready, the dealer's button.
 * @param {View} view @param {Seat} seat
 */
export function seatBadges(view, seat) {
  const badges = el("span", "badges");
  if (view.turn === seat.seat) badges.append(badge(t("table.turn"), "turn"));
  if (view.result && view.result.loser === seat.seat)
    badges.append(badge(line("table.idiot", { game: view.ruleset }), "idiot"));
  else if (seat.place !== null)
    badges.append(badge(t("table.out", { place: t("place.short." + seat.place) }), "place"));
  if (view.phase === "setup" && seat.ready) badges.append(badge(t("table.ready"), "ready"));
  if (view.dealer === seat.seat && view.phase !== "over") {
    const chip = badge(t("table.dealer_chip"), "dealer"); // the dealer button of a card table
    chip.setAttribute("role", "img");
    chip.setAttribute("aria-label", t("table.dealer"));
    chip.title = t("table.dealer");
    badges.append(chip);
  }
  return badges;
}

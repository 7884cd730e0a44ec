// @ts-check
// A move in words, as a person would say what to do: "play the seven of hearts, naming
// spades", "take the pile", "bid 2". For the review's lines (table/review.js); every
// game's moves are of the kinds engine/moves.py defines, so this is shared, not a game's.

import { t } from "../text.js";
import { cardsPhrase, playPhrase } from "./cards.js";

/** @typedef {import("../types.js").Move} Move */

/** @param {Move} move @param {(seat: number) => string} names */
export function moveWords(move, names) {
  const cards = /** @type {string[]} */ (move.cards ?? []);
  if (move.type === "play") {
    const as = typeof move.as === "string" ? move.as : undefined; // what its jokers stand for
    const parts = [t("move.play", { cards: playPhrase(cards, as, Boolean(move.spade)) })];
    if (typeof move.suit === "string") parts.push(t("move.suit", { suit: t("suit." + move.suit) }));
    if (typeof move.target === "number") parts.push(t("move.target", { name: names(move.target) }));
    if (move.announce) parts.push(t("move.announce"));
    return parts.join(t("list.comma"));
  }
  if (move.type === "swap") {
    return t("move.swap", { hand: cardsPhrase([String(move.hand)]), table: cardsPhrase([String(move.table)]) });
  }
  if (move.type === "choose") return t("move.choose", { cards: cardsPhrase(cards) });
  if (move.type === "flip") return t("move.flip", { n: Number(move.index) + 1 });
  if (move.type === "bid") return t("move.bid", { n: Number(move.tricks) });
  return t("move." + move.type); // take, risk, ready, draw, pass
}

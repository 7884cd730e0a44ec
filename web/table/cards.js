// @ts-check
// Cards: their names (what a screen reader says), phrases for the log, and faces.
// Codes as in docs/protocol.md: rank then suit ("TH" ten of hearts), jokers "RJ", "BJ".

import { formatNumber, has, t } from "../text.js";

export const RANK_ORDER = "23456789TJQKA";
/** @type {Record<string, string>} */
export const SUIT_SYMBOLS = { C: "♣", D: "♦", H: "♥", S: "♠" };
const RED_SUITS = new Set(["D", "H"]);

/** @param {string} code */
export function rankOf(code) {
  return code[0];
}

/** @param {string} code */
export function suitOf(code) {
  return code[1];
}

/** @param {string} code */
export function isJoker(code) {
  return code[1] === "J" && (code[0] === "R" || code[0] === "B");
}

/** @param {string} code */
export function isRed(code) {
  return isJoker(code) ? code[0] === "R" : RED_SUITS.has(suitOf(code));
}

// "queen of hearts", "red joker".
/** @param {string} code */
export function cardName(code) {
  if (isJoker(code)) return t("joker." + code[0]);
  return t("card.name", { rank: t("rank." + rankOf(code)), suit: t("suit." + suitOf(code)) });
}

// The rank as printed in a card's corner.
/** @param {string} rank */
export function rankLabel(rank) {
  return rank === "T" ? "10" : rank;
}

// What a joker stands for, in a corner's letters: "Q♠" (a spade), "Q".
/** @param {string} rank @param {boolean} [spade] */
export function declaredLabel(rank, spade) {
  return rankLabel(rank) + (spade ? SUIT_SYMBOLS.S : "");
}

// "a queen", "a queen of spades": the card a joker was named.
/** @param {string} rank @param {boolean} [spade] */
export function declaredName(rank, spade) {
  return t(spade ? "joker.as_spade" : "joker.as", { a_rank: t("a_rank." + rank) });
}

// "the black joker as a queen of spades".
/** @param {string} code @param {string} rank @param {boolean} [spade] */
export function jokerName(code, rank, spade) {
  return t("joker.named", { joker: cardName(code), as: declaredName(rank, spade) });
}

// A play's cards in words, its jokers with what they stand for:
// "the black joker as a queen", "two queens and the red joker as a queen".
/** @param {string[]} codes @param {string} [rank] @param {boolean} [spade] */
export function playPhrase(codes, rank, spade) {
  const jokers = codes.filter(isJoker);
  if (!jokers.length || !rank) return cardsPhrase(codes);
  /** @type {string[]} */
  const parts = [];
  const reals = codes.filter((code) => !isJoker(code));
  if (reals.length) parts.push(cardsPhrase(reals));
  for (const joker of jokers) {
    parts.push(t("cards.one", { card: jokerName(joker, rank, spade && joker === "BJ") }));
  }
  return parts.join(t("cards.and"));
}

// "the seven of hearts" for one card, "two sevens" for several of one rank.
/** @param {string[]} codes */
export function cardsPhrase(codes) {
  if (codes.length === 1) return t("cards.one", { card: cardName(codes[0]) });
  const ranks = new Set(codes.map(rankOf));
  if (ranks.size === 1 && !isJoker(codes[0])) {
    const rank = rankOf(codes[0]);
    const count = has("count." + codes.length) ? t("count." + codes.length) : formatNumber(codes.length);
    return t("cards.many", { count, ranks: t("ranks." + rank) });
  }
  return codes.map(cardName).join(t("list.comma"));
}

/** @param {string} className @param {string} [text] */
function span(className, text) {
  const element = document.createElement("span");
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

// Fill `element` (a button or a div) with the face of `code`: corners and a big pip.
/** @template {HTMLElement} E @param {E} element @param {string} code @returns {E} */
export function drawFace(element, code) {
  element.classList.add("card", "face", isRed(code) ? "red" : "black");
  const art = span("art");
  art.setAttribute("aria-hidden", "true");
  if (isJoker(code)) {
    art.append(
      span("corner tl", "★"),
      span("pip joker", "★"),
      span("joker-word", t("card.joker_face")),
      span("corner br", "★"),
    );
  } else {
    const rank = rankLabel(rankOf(code));
    const suit = SUIT_SYMBOLS[suitOf(code)];
    /** @param {string} where */
    const corner = (where) => {
      const c = span("corner " + where);
      c.append(span("r", rank), span("s", suit));
      return c;
    };
    art.append(corner("tl"), span("pip", suit), corner("br"));
  }
  element.append(art);
  element.dataset.card = code;
  return element;
}

// "7♠": a card in a line of text (a score sheet, the last plays), named for screen readers.
// Its index is printed as on a card (.card-text), in any language.
/** @param {string} code @param {string} className */
export function cardText(code, className) {
  const text = isJoker(code) ? "★" : rankLabel(rankOf(code)) + SUIT_SYMBOLS[suitOf(code)];
  const element = span(`card-text ${className} ${isRed(code) ? "red" : "black"}`, text);
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", cardName(code));
  element.dataset.card = code;
  return element;
}

/** @template {HTMLElement} E @param {E} element @returns {E} */
export function drawBack(element) {
  element.classList.add("card", "back");
  const art = span("art");
  art.setAttribute("aria-hidden", "true");
  element.append(art);
  return element;
}

// A non-interactive card face (pile, opponents' face-up cards), named for screen readers.
/** @param {string} code @param {string} [extraClass] */
export function faceCard(code, extraClass = "") {
  const element = document.createElement("div");
  if (extraClass) element.className = extraClass;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", cardName(code));
  return drawFace(element, code);
}

/** @param {string} [extraClass] @param {string} [label] */
export function backCard(extraClass = "", label = t("card.back")) {
  const element = document.createElement("div");
  if (extraClass) element.className = extraClass;
  element.setAttribute("role", "img");
  element.setAttribute("aria-label", label);
  return drawBack(element);
}

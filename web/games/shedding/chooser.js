// @ts-check
// Belgia's joker chooser: what the jokers being played stand for, offering only the ranks
// of the engine's legal declarations, and for the black joker whether it is a spade.

import { cardName, cardsPhrase, declaredLabel, declaredName, rankLabel } from "../../table/cards.js";
import { el } from "../../table/parts.js";
import { t } from "../../text.js";

/** @typedef {import("../../types.js").Move} Move */

/**
 * @typedef {object} JokerQuestion
 * @property {string[]} jokers  the jokers played
 * @property {string[]} reals  the other cards laid with them
 * @property {Move[]} moves  the legal plays of these cards, one a meaning
 * @property {(move: Move) => void} onPick
 */

export class JokerChooser {
  /** @param {import("../../table/shell.js").TableShell} shell */
  constructor(shell) {
    const { signal } = shell;
    const { dialog, title } = shell.dialog("joker", "joker");
    this.dialog = dialog;
    this.title = title;
    this.help = el("p", "joker-help");
    this.help.id = "joker-help";
    dialog.setAttribute("aria-describedby", this.help.id);
    this.spadeRow = el("label", "joker-spade");
    this.spadeRow.id = "joker-spade-row";
    this.spade = el("input");
    this.spade.type = "checkbox";
    this.spade.id = "joker-spade";
    this.spadeWords = el("span");
    this.spadeRow.append(this.spade, this.spadeWords);
    this.ranks = el("div", "joker-ranks");
    this.ranks.id = "joker-ranks";
    this.ranks.setAttribute("role", "group");
    this.cancel = el("button");
    this.cancel.type = "button";
    this.cancel.id = "joker-cancel";
    const buttons = el("div", "end-buttons");
    buttons.append(this.cancel);
    dialog.append(this.help, this.spadeRow, this.ranks, buttons);
    this.sayFixed();
    /** @type {JokerQuestion | null} while the chooser is open */
    this.question = null;
    this.cancel.addEventListener("click", () => this.close(), { signal });
    dialog.addEventListener(
      "close",
      () => {
        this.question = null;
      },
      { signal },
    );
    this.spade.addEventListener("change", () => this.labelRanks(), { signal });
  }

  // Ask the question: a button for each rank the legal moves declare.
  /** @param {JokerQuestion} question */
  open(question) {
    this.question = question;
    const { jokers, moves } = question;
    this.sayQuestion();
    this.spadeRow.hidden = !(jokers.includes("BJ") && moves.some((move) => move.spade));
    this.spade.checked = false;
    /** @type {string[]} */
    const ranks = [];
    for (const move of moves)
      if (!ranks.includes(/** @type {string} */ (move.as))) ranks.push(/** @type {string} */ (move.as));
    this.ranks.replaceChildren();
    for (const rank of ranks) {
      const button = el("button", "rank-choice", rankLabel(rank));
      button.type = "button";
      button.dataset.rank = rank;
      button.addEventListener("click", () => this.pick(rank));
      this.ranks.append(button);
    }
    this.labelRanks();
    if (!this.dialog.open) this.dialog.showModal();
    /** @type {HTMLElement | null} */ (this.ranks.firstElementChild)?.focus();
  }

  close() {
    this.question = null;
    if (this.dialog.open) this.dialog.close();
  }

  // After a change of language: the chooser's words again.
  retell() {
    this.sayFixed();
    if (this.question && this.dialog.open) {
      this.sayQuestion();
      this.labelRanks();
    }
  }

  sayFixed() {
    this.spadeWords.textContent = t("joker.spade");
    this.ranks.setAttribute("aria-label", t("joker.ranks"));
    this.cancel.textContent = t("confirm.cancel");
  }

  // The question, for the jokers and the cards laid with them.
  sayQuestion() {
    if (!this.question) return;
    const { jokers, reals } = this.question;
    const jokerWords = jokers.length === 1 ? t("cards.one", { card: cardName(jokers[0]) }) : t("joker.both");
    this.title.textContent = t("joker.title", { jokers: jokerWords });
    this.help.textContent = reals.length ? t("joker.help_with", { cards: cardsPhrase(reals) }) : t("joker.help");
  }

  spadeChosen() {
    return this.spade.checked && !this.spadeRow.hidden;
  }

  // The rank buttons say what the joker becomes: "Q" or "Q♠" as the spade box says.
  labelRanks() {
    const spade = this.spadeChosen();
    for (const button of /** @type {HTMLCollectionOf<HTMLElement>} */ (this.ranks.children)) {
      const rank = /** @type {string} */ (button.dataset.rank);
      button.textContent = declaredLabel(rank, spade);
      button.setAttribute("aria-label", declaredName(rank, spade));
    }
  }

  /** @param {string} rank */
  pick(rank) {
    if (!this.question) return;
    const spade = this.spadeChosen();
    const { moves, onPick } = this.question;
    const move = moves.find((m) => m.as === rank && Boolean(m.spade) === spade) || moves.find((m) => m.as === rank);
    this.close();
    if (move) onPick(move);
  }
}

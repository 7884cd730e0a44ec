// Belgia's menu choices (RULES.md section 2): how many decks, and how many seats the
// table can show.

import { t } from "./text.js";

export const BELGIA_MAX_SEATS = 8; // the rules have no upper limit; the table shows up to 8
const DECK_CARDS = 54; // with both jokers
const CARDS_EACH = 9;
const MIN_STOCK = 10;
const MAX_DECKS_OFFERED = 4;

// [decided] the engine's default: the fewest decks that leave at least ten in the stock.
export function defaultDecks(players) {
  return Math.ceil((players * CARDS_EACH + MIN_STOCK) / DECK_CARDS);
}

// The choices for the "decks" option at `players` seats: the default first (value ""
// leaves the option unset, so the engine picks it), then every other number of decks
// from 1 to 4 that can deal nine cards to each.
export function deckChoices(players) {
  const fewest = defaultDecks(players);
  const label = (n) => t("option.belgia.decks_n", { n, stock: n * DECK_CARDS - players * CARDS_EACH });
  const choices = [{ value: "", label: t("option.belgia.decks_default", { n: fewest, deck: label(fewest) }) }];
  for (let n = 1; n <= Math.max(MAX_DECKS_OFFERED, fewest); n++) {
    if (n !== fewest && n * DECK_CARDS >= players * CARDS_EACH) choices.push({ value: String(n), label: label(n) });
  }
  return choices;
}

// Every string a person sees, by key. A language is one more catalog in CATALOGS;
// missing keys fall back to English.
//
//   t("log.take", { name: "Astrid", n: 7 })   -> "Astrid took the pile (7 cards)."
//
// A value may be a plural object {one, other, few, many, ...}: the form is picked
// with Intl.PluralRules from params.n. A key may have a ".you" variant, used by
// tYou() when the sentence is about the person at the table (seat 0).

const en = {
  "meta.dir": "ltr",
  "app.title": "House Rules",
  "app.tagline": "Card games with house rules, played offline in your browser.",

  "load.title": "Setting up the card table",
  "load.download": "Downloading",
  "load.python": "Starting Python",
  "load.rules": "Loading the rules",
  "load.ready": "Ready",
  "load.bytes": "{mb} MB downloaded",
  "load.failed": "The card table could not load: {file} failed ({message}). Check your connection and try again.",
  "load.retry": "Retry",
  "load.engine_failed": "The rules engine stopped: {message}",

  "menu.title": "New game",
  "menu.game": "Game",
  "menu.seats": "Seats",
  "menu.seats_option": { one: "{seats} seats: you and {n} computer", other: "{seats} seats: you and {n} computers" },
  "menu.level": "Opponents",
  "menu.start": "Start",
  "menu.coming_soon": "{name} (coming soon)",
  "menu.continue": "Continue the saved game",
  "menu.how": "How to play",

  "level.simple": "Simple",
  "level.good": "Good",
  "level.strong": "Strong",

  "game.idiot": "Idiot (Norwegian)",
  "game.belgia": "Belgia (Polish)",
  "game.haft_khabis": "Haft Khabis (Persian)",
  "game.planowanie": "Planowanie (Polish Oh Hell)",

  "tools.save": "Save this game in this browser",
  "tools.delete": "Delete save",
  "tools.menu": "Menu",
  "tools.not_saved": "Not being saved: this browser's storage is unavailable.",
  "tools.saving_off": "Saving is off.",
  "confirm.delete.title": "Delete the saved game?",
  "confirm.delete.body": "The saved game is removed from this browser and you go back to the menu.",
  "confirm.delete.yes": "Delete and leave",
  "confirm.cancel": "Cancel",

  "notice.deleted": "The saved game was deleted.",
  "notice.bad_save": "The saved game could not be loaded and was removed: {message}",
  "notice.newer_save": "The saved game was made by a newer version of House Rules; it is kept, but cannot be played here.",

  "seat.you": "You",
  "seat.bot": "Seat {n}",
  "names": "Astrid|Bjørn|Ingrid|Lars|Sigrid|Erik|Kari",

  "card.name": "{rank} of {suit}",
  "card.hidden": "hidden card {n}",
  "card.back": "face-down card",
  "joker.R": "red joker",
  "joker.B": "black joker",
  "rank.2": "two", "rank.3": "three", "rank.4": "four", "rank.5": "five", "rank.6": "six",
  "rank.7": "seven", "rank.8": "eight", "rank.9": "nine", "rank.T": "ten", "rank.J": "jack",
  "rank.Q": "queen", "rank.K": "king", "rank.A": "ace",
  "ranks.2": "twos", "ranks.3": "threes", "ranks.4": "fours", "ranks.5": "fives", "ranks.6": "sixes",
  "ranks.7": "sevens", "ranks.8": "eights", "ranks.9": "nines", "ranks.T": "tens", "ranks.J": "jacks",
  "ranks.Q": "queens", "ranks.K": "kings", "ranks.A": "aces",
  "suit.C": "clubs", "suit.D": "diamonds", "suit.H": "hearts", "suit.S": "spades",
  "count.2": "two", "count.3": "three", "count.4": "four", "count.5": "five", "count.6": "six",
  "cards.one": "the {card}",
  "cards.many": "{count} {ranks}",
  "n_cards": { one: "{n} card", other: "{n} cards" },

  "place.1": "first", "place.2": "second", "place.3": "third", "place.4": "fourth",
  "place.5": "fifth", "place.6": "sixth", "place.7": "seventh", "place.8": "eighth",
  "place.short.1": "1st", "place.short.2": "2nd", "place.short.3": "3rd", "place.short.4": "4th",
  "place.short.5": "5th", "place.short.6": "6th", "place.short.7": "7th", "place.short.8": "8th",

  "table.label": "Card table",
  "table.opponents": "Opponents",
  "table.pile": "Pile",
  "table.pile_count": { one: "Pile: 1 card", other: "Pile: {n} cards" },
  "table.pile_empty": "The pile is empty: any card may be played.",
  "table.pile_top": "On top: {cards}",
  "table.pile_after_two": "On top: {cards}. Anything goes on a two.",
  "table.stock": "Stock",
  "table.stock_count": { one: "1 card", other: "{n} cards" },
  "table.stock_empty": "empty",
  "table.burned": "Burned",
  "table.log": "What happened",
  "table.you": "Your cards",
  "table.hand": "Your hand",
  "table.face_up": "Your table cards",
  "table.label_table": "On the table",
  "table.label_hand": "In your hand",
  "table.burn_flash": "Burned!",
  "table.hand_empty": "Your hand is empty.",
  "table.in_hand": { one: "1 in hand", other: "{n} in hand" },
  "table.hidden": { one: "1 hidden", other: "{n} hidden" },
  "table.face_up_of": "{name}: face-up cards",
  "table.dealer": "dealer",
  "table.dealer_chip": "D",
  "table.turn": "playing",
  "table.ready": "ready",
  "table.out": "out: {place}",
  "table.idiot": "the Idiot",

  "act.play": "Play",
  "act.take": "Take the pile",
  "act.risk": "Risk the stock",
  "act.ready": "Ready",
  "act.skip": "Skip to the end",
  "act.result": "Show the result",

  "help.setup": "Swap if you like: click a hand card, then a face-up card (or the reverse). Press Ready when done.",
  "help.setup_waiting": "Waiting for the others to get ready.",
  "help.hand": "Your turn: select cards of one rank, then Play. Double-click or Enter plays at once.",
  "help.visible": "Your hand is empty: play from your face-up cards.",
  "help.hidden": "Turn up one of your hidden cards, blind: click it.",
  "help.nothing_fits": "Nothing fits: take the pile or risk the stock.",
  "help.nothing_fits_no_stock": "Nothing fits: take the pile.",
  "help.waiting": "{name} is playing…",
  "help.you_out": "You are out in {place} place. The others play on.",
  "help.over": "The game is over.",

  "status.not_your_turn": "Wait for your turn: {name} is playing.",
  "status.select_same_rank": "Select cards of one rank.",
  "status.swap_pick_table": "Now click one of your face-up cards to swap with the {card}.",
  "status.swap_pick_hand": "Now click a hand card to swap with the {card}.",
  "status.visible_later": "Your face-up cards come later, when your hand is empty and the stock is gone.",
  "status.hidden_last": "Hidden cards come last: play your hand and face-up cards first.",
  "status.select_first": "Select one or more cards of one rank first.",

  "log.start": "{name} leads.",
  "log.start.you": "You lead.",
  "log.play.hand": "{name} played {cards}.",
  "log.play.visible": "{name} played {cards} from the table.",
  "log.play.hidden": "{name} turned up {cards} and played it.",
  "log.play.stock": "{name} risked the stock and played {cards}.",
  "log.burn": { one: "{name} burned the pile (1 card) and goes again.", other: "{name} burned the pile ({n} cards) and goes again." },
  "log.burn.you": { one: "You burned the pile (1 card) and go again.", other: "You burned the pile ({n} cards) and go again." },
  "log.take": { one: "{name} took the pile (1 card).", other: "{name} took the pile ({n} cards)." },
  "log.fail.hidden": { one: "{name} turned up {card}: it does not fit, so it goes to the hand (1 card).", other: "{name} turned up {card}: it does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.fail.stock": { one: "{name} risked the stock: {card} does not fit and goes to the hand (1 card).", other: "{name} risked the stock: {card} does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.swap": "{name} swapped {hand} for {table}.",
  "log.out": "{name} is out in {place} place.",
  "log.out.you": "You are out in {place} place!",
  "log.last": "{name} is the Idiot.",
  "log.last.you": "You are the Idiot.",
  "log.stalemate": "No card left the game for {n} moves: the game ends, ranked by cards held.",

  "end.title": "Game over",
  "end.you_won": "You won!",
  "end.you_idiot": "You are the Idiot this time.",
  "end.you_place": "You finished {place}.",
  "end.order": "Finishing order",
  "end.idiot": "the Idiot",
  "end.again": "Play again",
  "end.menu": "Menu",

  // --- Belgia (and the shedding table's jokers) ---
  "cards.and": " and ",
  "a_rank.2": "a two", "a_rank.3": "a three", "a_rank.4": "a four", "a_rank.5": "a five", "a_rank.6": "a six",
  "a_rank.7": "a seven", "a_rank.8": "an eight", "a_rank.9": "a nine", "a_rank.T": "a ten", "a_rank.J": "a jack",
  "a_rank.Q": "a queen", "a_rank.K": "a king", "a_rank.A": "an ace",
  "count.7": "seven", "count.8": "eight", "count.9": "nine", "count.10": "ten", "count.11": "eleven", "count.12": "twelve",
  "joker.as": "{a_rank}",
  "joker.as_spade": "{a_rank} of spades",
  "joker.named": "{joker} as {as}",
  "joker.title": "What does {jokers} stand for?",
  "joker.both": "each joker",
  "joker.help": "Pick the card it becomes: only those that may go on the pile now are offered.",
  "joker.help_with": "Laid with {cards}, it takes their rank.",
  "joker.spade": "A spade: the turn goes back one seat",
  "joker.ranks": "Ranks",
  "option.belgia.decks": "Decks",
  "option.belgia.decks_n": { one: "1 deck (stock of {stock})", other: "{n} decks (stock of {stock})" },
  "option.belgia.decks_default": "{deck}, the default",
  "card.back.belgia": "face-down surprise",
  "card.hidden.belgia": "surprise {n}",
  "table.hidden.belgia": { one: "1 surprise", other: "{n} surprises" },
  "table.idiot.belgia": "last",
  "table.known": "Known to be in this hand: {cards}",
  "table.known_short": "Holds",
  "table.known_more": "+{n}",
  "table.pile_joker": "the {card}",
  "table.pile_run_jokers": { one: "{cards}, one of them a joker", other: "{cards}, {n} of them jokers" },
  "table.back_arrow": "♠ back",
  "act.choose": "Lay face up",
  "help.choose": "Pick the three cards to lay face up on your surprises (you play them once your hand and the stock are gone), then press Lay face up.",
  "help.open_three_of_hearts": "You open: play the 3 of hearts (with any other threes).",
  "help.open_three": "You open: play a three (or several).",
  "help.open_lowest": "You open with your lowest cards: play your {ranks}.",
  "help.revealed": "You drew the {card} from your surprises: say what it stands for (click it).",
  "help.hidden.belgia": "Draw one of your surprises, blind: click it.",
  "status.choose_more": { one: "Pick 1 more card.", other: "Pick {n} more cards." },
  "status.choose_done": "Press Lay face up, or click a card to change your pick.",
  "status.choose_three": "Pick exactly three cards to lay face up.",
  "log.play.declared": "{name} played {cards}.",
  "log.play.hidden.belgia": "{name} drew {cards} from the surprises and played it.",
  "log.fail.hidden.belgia": { one: "{name} drew {card} from the surprises: it does not fit, so it goes to the hand (1 card).", other: "{name} drew {card} from the surprises: it does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.choose": "{name} laid {cards} face up.",
  "log.choose.you": "You laid {cards} face up.",
  "log.pickup": "{name} took the face-up cards into the hand: {cards}.",
  "log.pickup.you": "Hand and stock are empty: you took your face-up cards into your hand ({cards}).",
  "log.back": "Spade: the turn goes back to {to}.",
  "log.back.to_you": "Spade: the turn goes back to you.",
  "log.reveal": "{name} drew {card} from the surprises and names it next.",
  "log.reveal.you": "You drew {card} from your surprises: say what it stands for.",
  "log.last.belgia": "{name} is left holding cards and loses.",
  "log.last.belgia.you": "You are left holding cards: you lose.",
  "end.you_idiot.belgia": "You were left holding cards: you lose this time.",
  "end.idiot.belgia": "last",
  "rules.belgia.title": "Belgia, Polish house rules",
  "rules.belgia": [
    "3 to 8 players here (the rules set no upper limit). Full decks of 54 cards, both jokers included; by default the fewest decks that leave at least 10 cards in the stock [decided]; the menu offers others.",
    "Everyone gets 9 cards: 3 surprises face down, which nobody may look at, and 6 from which you choose 3 to lay face up on the surprises. The other 3 are your hand.",
    "The holder of the 3 of hearts opens with it, with any other threes they like; play goes clockwise. Without a 3 of hearts dealt, another three opens, else the lowest card (2s and jokers do not count); ties go to the first such player left of the dealer [decided].",
    "Play one or more cards of one rank, no lower than the top of the pile (2 low, ace high). Suits do not matter, except spades.",
    "A 2 goes on anything, and anything goes on a 2.",
    "A 10 burns the pile, but only laid on a 10 or lower, or on a 2 [decided, from \"closes cards lower than itself\"]. Four or more of a rank lying together burn it too. Whoever burns plays again [decided].",
    "A joker becomes any card you name as you lay it (a ten that burns, a jack, a three…). Only the black joker may be a spade. Laid with real cards, it takes their rank.",
    "Every play with a spade in it (a real one, or the black joker named a spade) sends the turn back one player, to the right; play then goes on clockwise [decided: one step back per play]. A play that burns does not send it back [decided].",
    "Cannot or will not play? Take the whole pile into your hand.",
    "After playing, draw back up to three cards while the stock lasts.",
    "Once your hand and the stock are empty, your three face-up cards go into your hand. Then draw one surprise per turn, blind: it is played if it fits; if not, it goes into your hand with the pile [decided, as in Idiot]. A joker drawn is yours to name.",
    "Whoever gets rid of all cards leaves the table; the last player holding cards loses. The finishing order is shown [decided].",
    "If for 200 moves no card leaves the game and nobody goes out, play could circle forever: the game ends and those still holding cards are ranked by how many they hold [decided].",
    "The first dealer is drawn at random and Play again passes the deal left [decided].",
    "[decided] marks our reading where the original text is silent or unclear.",
  ],

  "rules.idiot.title": "Idiot, Norwegian rules",
  "rules.idiot": [
    "Each player has three hidden cards, three face-up cards on them and three in hand; the rest is the stock.",
    "Before play you may swap hand cards with your face-up cards.",
    "Play one or more cards of one rank, at least as high as the top of the pile (ace high).",
    "A 2 goes on anything, and anything goes on a 2. A 10 goes on anything and burns the pile; so do four of a rank in a row. Whoever burns plays again.",
    "After playing from hand, draw back up to three while the stock lasts.",
    "Cannot or will not play? Take the pile, or risk the top card of the stock: played if it fits, else it goes to your hand with the pile.",
    "With hand and stock empty, play your face-up cards, then your hidden ones blind, one at a time.",
    "The last player holding cards is the Idiot.",
    "House decisions: the player left of the dealer starts, and the deal passes left each game; 2s and 10s go on any card; several face-up cards of one rank may be played together; after taking the pile you play from hand again first; a game where no card leaves for 200 moves ends, ranked by cards held.",
  ],
  // --- Planowanie (web/planowanie-session.js, web/planowanie-table.js) ---
  "option.planowanie.ones": "With ones: the one-card deal once per player (9 + seats deals)",
  "pl.table": "Planowanie table",
  "pl.deal": { one: "Deal {deal} of {deals}: 1 card each", other: "Deal {deal} of {deals}: {n} cards each" },
  "pl.bids.so_far": "Bids so far: {sum} of {n} tricks",
  "pl.bids.over": "Bids: {sum} for {n} tricks, {diff} over: someone must miss",
  "pl.bids.under": "Bids: {sum} for {n} tricks, {diff} under: someone must miss",
  "pl.trump": "Trump",
  "pl.trump_suit": "{suit}",
  "pl.trump_card": "Trump card: the {card}",
  "pl.trick": "The trick",
  "pl.trick.bidding": "Bidding, from {name}: how many tricks will each take?",
  "pl.trick.to_lead": "Trick {trick} of {n}: {name} to lead",
  "pl.trick.led": "{suit} led · {trump} are trumps",
  "pl.trick.takes": "{name} takes the trick",
  "pl.trick.you_take": "You take the trick",
  "pl.tally_label": "won {won} of {bid} declared",
  "pl.tally_no_bid": "won {won}, not declared yet",
  "pl.tally_title": "tricks won / tricks declared",
  "pl.points": { one: "{n} point", other: "{n} points" },
  "pl.bidding": "bidding",
  "pl.bid.label": { one: "Your bid: how many tricks will you take? (1 card each)", other: "Your bid: how many tricks will you take? ({n} cards each)" },
  "pl.bid.button": { one: "Bid {n} trick", other: "Bid {n} tricks" },
  "pl.bid.forbidden": "You cannot bid {n}: the bids would add up to {cards}, the tricks in this deal.",
  "pl.help.bid": "Your bid: 0 to {n}.",
  "pl.help.bid_last": "You bid last: 0 to {n}, but the bids may not add up to the tricks.",
  "pl.help.bidding": "{name} is bidding…",
  "pl.help.playing": "{name} is playing…",
  "pl.help.lead": "Your lead: play any card.",
  "pl.help.follow": "{suit} were led: play one of your {suit}.",
  "pl.help.any": "You have no {suit}: play any card (a trump wins).",
  "pl.help.takes": "{name} takes the trick.",
  "pl.help.takes.you": "You take the trick.",
  "pl.help.sheet": "Deal {deal} is over: the score sheet.",
  "pl.help.over": "The game is over.",
  "pl.status.wait_bid": "Wait for your turn: {name} is bidding.",
  "pl.status.wait_play": "Wait for your turn: {name} is playing.",
  "pl.status.bid_first": { one: "Bid first: how many tricks will you take with your card?", other: "Bid first: how many tricks will you take with your {n} cards?" },
  "pl.sheet.open": "Score sheet",
  "pl.sheet.title": "Score sheet",
  "pl.sheet.final": "Final score sheet",
  "pl.sheet.legend": "Each cell: the bid and the tricks taken, the points (tricks + 10 for an exact bid, else minus the bid) and the running total.",
  "pl.sheet.deal": "Deal",
  "pl.sheet.cards": { one: "1 card", other: "{n} cards" },
  "pl.sheet.dealt_by": "dealt by {name}",
  "pl.sheet.bid": "bid",
  "pl.sheet.took": "took",
  "pl.sheet.in_play": "in play",
  "pl.sheet.total": "Total",
  "pl.sheet.total_label": "total {n}",
  "pl.sheet.empty": "No deal is finished yet.",
  "pl.sheet.after": { one: "Deal {deal} is over. Next: deal {next}, 1 card each.", other: "Deal {deal} is over. Next: deal {next}, {n} cards each." },
  "pl.sheet.close": "Close",
  "pl.sheet.next": "Next deal",
  "pl.end.you_won": "You won, with {points} points!",
  "pl.end.won": "{name} won, with {points} points. You finished {place}, with {mine}.",
  "pl.end.share": "{names} share first place, with {points} points.",
  "pl.end.you_share": "You share first place ({names}), with {points} points.",
  "pl.end.winner": "winner",
  "pl.log.deal": { one: "Deal {deal} of {deals}: {name} deals 1 card each and turns up {card}: {suit} are trumps.", other: "Deal {deal} of {deals}: {name} deals {n} cards each and turns up {card}: {suit} are trumps." },
  "pl.log.deal.you": { one: "Deal {deal} of {deals}: you deal 1 card each and turn up {card}: {suit} are trumps.", other: "Deal {deal} of {deals}: you deal {n} cards each and turn up {card}: {suit} are trumps." },
  "pl.log.bid": "{name} bids {n}.",
  "pl.log.bid.you": "You bid {n}.",
  "pl.log.play": "{name} plays {card}.",
  "pl.log.play.you": "You play {card}.",
  "pl.log.trick": "{name} takes the trick.",
  "pl.log.trick.you": "You take the trick.",
  "pl.log.made": "{name} made the bid of {bid}: {points}.",
  "pl.log.made.you": "You made your bid of {bid}: {points}.",
  "pl.log.missed": "{name} bid {bid}, took {tricks}: {points}.",
  "pl.log.missed.you": "You bid {bid}, took {tricks}: {points}.",
  "pl.log.end": "{name} wins, with {points} points.",
  "pl.log.end.you": "You win, with {points} points!",
  "pl.rules.marker": "[decided]",
  "pl.rules.decided": "our reading",
  "rules.planowanie.title": "Planowanie (Polish Oh Hell)",
  "rules.planowanie": [
    "2 to 5 players, one 52-card deck, aces high down to twos.",
    "Ten deals: ten cards each in the first, one fewer in every next one, down to a single card. With the option \"ones\" the one-card deal is played once per player (9 + players deals).",
    "[decided] The deal passes clockwise every deal; the cards are dealt one at a time from the dealer's left.",
    "After the deal the next card is turned up: its suit is trumps, and it stays in the corner all deal.",
    "[decided] The trump card is the first card after those dealt (the text says only \"the last card is revealed\").",
    "From the dealer's left each player bids how many tricks they will take, 0 up to the cards dealt. The dealer bids last and may not bid the number that makes the bids add up to the tricks.",
    "The dealer's left leads the first trick; follow suit if you can, else play any card (no duty to beat or to trump).",
    "The highest trump takes the trick, else the highest card of the suit led.",
    "[decided] The winner of a trick leads the next.",
    "Beside each name: tricks won / tricks declared.",
    "An exact bid scores the tricks + 10; any other result loses the bid (a missed 0 costs nothing).",
    "After the last deal the highest total wins.",
    "[decided] Equal totals share a place. The one-card deal repeated \"as many times as there are players\" makes 9 + players deals in all.",
    "[decided] 10 cards each and a trump card must fit in the deck: at most 5 players.",
  ],

};

export const CATALOGS = { en };

let language = "en";
let catalog = en;
let plurals = new Intl.PluralRules("en");

// Use the catalog for `code` if there is one ("en" otherwise); sets <html lang dir>.
export function setLanguage(code) {
  const base = String(code || "en").toLowerCase().split("-")[0];
  language = Object.hasOwn(CATALOGS, base) ? base : "en";
  catalog = CATALOGS[language];
  plurals = new Intl.PluralRules(language);
  document.documentElement.lang = language;
  document.documentElement.dir = lookup("meta.dir") || "ltr";
  return language;
}

export function currentLanguage() {
  return language;
}

function lookup(key) {
  if (Object.hasOwn(catalog, key)) return catalog[key];
  if (Object.hasOwn(en, key)) return en[key];
  return undefined;
}

export function has(key) {
  return lookup(key) !== undefined;
}

function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole);
}

// The text of `key`, its {placeholders} filled from params (plural form by params.n).
export function t(key, params = {}) {
  let value = lookup(key);
  if (value === undefined) return key;
  if (typeof value === "object" && !Array.isArray(value)) {
    const form = plurals.select(Number(params.n ?? 0));
    value = value[form] ?? value.other;
  }
  if (Array.isArray(value)) return value.map((line) => fill(line, params)).join("\n");
  return fill(value, params);
}

// A list value (such as the rules) as an array of lines.
export function tList(key) {
  const value = lookup(key);
  return Array.isArray(value) ? value.slice() : [t(key)];
}

// t() for a sentence about a seat: the ".you" variant when it is the person's seat.
export function tYou(key, isYou, params = {}) {
  return isYou && has(key + ".you") ? t(key + ".you", params) : t(key, params);
}

// Fill every [data-t] element's text (and [data-t-label] aria-labels) under root.
export function applyText(root = document) {
  for (const element of root.querySelectorAll("[data-t]")) element.textContent = t(element.dataset.t);
  for (const element of root.querySelectorAll("[data-t-label]")) element.setAttribute("aria-label", t(element.dataset.tLabel));
}

// Every string a person sees, by key: English here, each other language in its own
// module web/lang/<code>.js (`export const catalog = {...}`, the same keys), loaded when
// it is first chosen, so that a visit downloads only the language it is said in. Missing
// keys fall back to English.
//
//   await setLanguage("pl");
//   t("log.take", { name: "Astrid", n: 7 })   -> "Astrid wzięła stos (7 kart)."
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
  "update.ready": "An update is ready",
  "update.reload": "Reload",
  "lang.label": "Language",
  "lang.unavailable": "{name} cannot be loaded now: a language is downloaded the first time it is chosen, so choose it again once you are online.",
  "list.comma": ", ",

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

  "tools.undo": "Undo",
  "undo.done": "Your last move was taken back.",
  "undo.done_more": { one: "Your last move was taken back, with the move after it.", other: "Your last move was taken back, with the {n} moves after it." },
  "names.title": "Names at the table",
  "names.seat_you": "Your name",
  "names.seat": "Seat {n}",
  "stats.open": "Your statistics",
  "stats.title": "Your statistics",
  "stats.empty": "No game finished yet in this browser.",
  "stats.game": "Game",
  "stats.played": "Played",
  "stats.won": "Won",
  "stats.last": "Last",
  "stats.note": "Kept in this browser only. In Idiot, last is the Idiot.",
  "stats.close": "Close",
  "stats.reset": "Reset statistics",
  "confirm.delete.title": "Delete the saved game?",
  "confirm.delete.body": "The saved game is removed from this browser and you go back to the menu.",
  "confirm.delete.yes": "Delete and leave",
  "confirm.cancel": "Cancel",
  "confirm.new.title": "Start a new game?",
  "confirm.new.body": "Your unfinished game of {game} will be lost. Download it first if you want to keep it.",
  "confirm.new.yes": "Start the new game",
  "confirm.new.download": "Download it",
  "link.title": "A game is in progress",
  "link.body": "An unfinished game of {saved} is saved in this browser. This link starts a game of {linked}, which would replace it.",
  "link.continue": "Continue the saved game",
  "link.start": "Start {game}",
  "link.download": "Download the saved game",

  "notice.deleted": "The saved game was deleted.",
  "notice.newer_save": "The saved game was made by a newer version of House Rules; it is kept, but cannot be played here.",

  // Saves that nothing breaks (#8): damaged and newer saves, storage trouble, game
  // files, two tabs, crashes.
  "save.damaged": "The saved game is damaged, so you start afresh. {message} Its text is kept: you can download it.",
  "save.not_json": "It is not a House Rules save: it is not readable JSON text.",
  "save.download_damaged": "Download the damaged save",
  "save.not_saved_full": "Not being saved: this browser's storage is full.",
  "save.not_saved_newer": "Not being saved: the save made by a newer version of House Rules is kept.",
  "save.not_saved_tab": "Not being saved here: this game was saved in another tab since.",
  "tabs.newer": "This game was saved in another tab since.",
  "tabs.load": "Load the newer save",
  "export.button": "Download this game",
  "import.button": "Open a game file",
  "import.refused": "“{file}” cannot be opened: {message}",
  "import.too_big": "It is too big to be a House Rules save.",
  "import.unreadable": "This browser could not read it.",
  "crash.title": "Something went wrong",
  "crash.body": "The card table ran into a problem and stopped. Your game is kept up to its last move: restart from there. If it happens again, the details below help to find the cause.",
  "crash.details": "Details",
  "crash.copy": "Copy the details",
  "crash.copied": "The details are copied.",
  "crash.copy_failed": "The details are selected: copy them with your keyboard.",
  "crash.restart": "Restart from the last save",
  "crash.restarting": "Restarting…",

  "seat.you": "You",
  "seat.bot": "Seat {n}",
  "names": "Astrid|Bjørn|Ingrid|Lars|Sigrid|Erik|Kari",

  "card.name": "{rank} of {suit}",
  "card.hidden": "hidden card {n}",
  "card.back": "face-down card",
  "card.joker_face": "JOKER",
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
  "log.play.hand.you": "You played {cards}.",
  "log.play.visible": "{name} played {cards} from the table.",
  "log.play.visible.you": "You played {cards} from the table.",
  "log.play.hidden": "{name} turned up {cards} and played it.",
  "log.play.hidden.you": "You turned up {cards} and played it.",
  "log.play.stock": "{name} risked the stock and played {cards}.",
  "log.play.stock.you": "You risked the stock and played {cards}.",
  "log.burn": { one: "{name} burned the pile (1 card) and goes again.", other: "{name} burned the pile ({n} cards) and goes again." },
  "log.burn.you": { one: "You burned the pile (1 card) and go again.", other: "You burned the pile ({n} cards) and go again." },
  "log.take": { one: "{name} took the pile (1 card).", other: "{name} took the pile ({n} cards)." },
  "log.take.you": { one: "You took the pile (1 card).", other: "You took the pile ({n} cards)." },
  "log.fail.hidden": { one: "{name} turned up {card}: it does not fit, so it goes to the hand (1 card).", other: "{name} turned up {card}: it does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.fail.hidden.you": { one: "You turned up {card}: it does not fit, so it goes to your hand (1 card).", other: "You turned up {card}: it does not fit, so it and the pile go to your hand ({n} cards)." },
  "log.fail.stock": { one: "{name} risked the stock: {card} does not fit and goes to the hand (1 card).", other: "{name} risked the stock: {card} does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.fail.stock.you": { one: "You risked the stock: {card} does not fit and goes to your hand (1 card).", other: "You risked the stock: {card} does not fit, so it and the pile go to your hand ({n} cards)." },
  "log.swap": "{name} swapped {hand} for {table}.",
  "log.swap.you": "You swapped {hand} for {table}.",
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
  "log.play.declared.you": "You played {cards}.",
  "log.play.hidden.belgia": "{name} drew {cards} from the surprises and played it.",
  "log.play.hidden.belgia.you": "You drew {cards} from your surprises and played it.",
  "log.fail.hidden.belgia": { one: "{name} drew {card} from the surprises: it does not fit, so it goes to the hand (1 card).", other: "{name} drew {card} from the surprises: it does not fit, so it and the pile go to the hand ({n} cards)." },
  "log.fail.hidden.belgia.you": { one: "You drew {card} from your surprises: it does not fit, so it goes to your hand (1 card).", other: "You drew {card} from your surprises: it does not fit, so it and the pile go to your hand ({n} cards)." },
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
  // --- Haft Khabis (web/haft-khabis-session.js, web/haft-khabis-table.js) ---
  "option.haft_khabis.decks": "Decks",
  "option.haft_khabis.decks_two": "Two (104 cards)",
  "option.haft_khabis.decks_one": "One (52 cards)",
  "option.haft_khabis.limit": "Penalty limit",
  "option.haft_khabis.penalty_on_rejected": "Every refused attempt costs a penalty card",
  "hk.table.label": "Haft Khabis table",
  "hk.table.points": "{n} / {limit} points",
  "hk.table.seat_points": { one: "{n} point", other: "{n} points" },
  "hk.table.out": "out",
  "hk.table.next": "next",
  "hk.table.one_card": "tak barg",
  "hk.table.you_out": "You are out of the match.",
  "hk.table.next_is": "next: {name}",
  "hk.table.next_is.you": "next: you",
  "hk.table.round": "Round {round} · limit {limit}",
  "hk.table.sevens": "7s: draw {n}",
  "hk.table.cover": "Cover the 8",
  "hk.table.named": "The jack asks for {suit}",
  "hk.table.mistakes": "Mistakes cost a card",
  "hk.direction.counter-clockwise": "counter-clockwise",
  "hk.direction.clockwise": "clockwise",
  "hk.card.drawn": "{card}, just drawn",
  "hk.suit_one.C": "club", "hk.suit_one.D": "diamond", "hk.suit_one.H": "heart", "hk.suit_one.S": "spade",
  "hk.suit_name.C": "Clubs", "hk.suit_name.D": "Diamonds", "hk.suit_name.H": "Hearts", "hk.suit_name.S": "Spades",
  "hk.act.say": "Say “tak barg!”",
  "hk.act.draw": "Draw a card",
  "hk.act.draw_n": { one: "Draw 1 card", other: "Draw {n} cards" },
  "hk.act.pass": "Keep it and pass",
  "hk.act.sheet": "Score sheet",
  "hk.choose.suit": "Your {card}: which suit must follow?",
  "hk.choose.player": "Your {card}: who draws a card?",
  "hk.help.over": "The match is over.",
  "hk.help.round_over": "Round {round} is over: see the score sheet.",
  "hk.help.you_out": "You are out of the match with {total} points. The others play on.",
  "hk.help.play": "Your turn: play a card of the same suit or rank as the top card (click it).",
  "hk.help.stuck": "Nothing fits: draw a card.",
  "hk.help.drawn": "You drew the {card} and it fits: play it, or keep it and pass.",
  "hk.help.sevens": { one: "A 7 is on the pile: add a 7, or draw {n} card.", other: "A run of 7s: add a 7, or draw {n} cards." },
  "hk.help.sevens_draw": { one: "A 7 is on the pile and you have none: draw {n} card.", other: "A run of 7s and you have no 7: draw {n} cards." },
  "hk.help.cover": "Cover your 8 at once: a {suit}, another 8 or a jack.",
  "hk.help.cover_draw": "Nothing covers your 8: draw a card.",
  "hk.help.named": "The jack asks for {suit}: play a {one} or a jack.",
  "hk.help.named_draw": "The jack asks for {suit} and you have none: draw a card.",
  "hk.help.name_suit": "Name the suit that must follow your jack.",
  "hk.help.pick_player": "Pick the player your 2 makes draw a card.",
  "hk.status.penalty": "{message} That mistake costs you a card.",
  "hk.status.you_out": "You are out of the match: the others play on.",
  "hk.log.deal": "Round {round}: {name} deals and turns up {card}.",
  "hk.log.deal.you": "Round {round}: you deal and turn up {card}.",
  "hk.log.first": "{name} plays first.",
  "hk.log.first.you": "You play first.",
  "hk.log.play": "{name} played {card}.",
  "hk.log.play.you": "You played {card}.",
  "hk.log.play_drawn": "{name} drew {card} and played it.",
  "hk.log.play_drawn.you": "You drew {card} and played it.",
  "hk.log.play_cover": "{name} covered the 8 with {card}.",
  "hk.log.play_cover.you": "You covered the 8 with {card}.",
  "hk.log.asks": "The jack asks for {suit}.",
  "hk.log.two": "{name} draws a card.",
  "hk.log.two.you": "You draw a card.",
  "hk.log.announce": "“Tak barg!” {name} has one card left.",
  "hk.log.announce.you": "“Tak barg!” You have one card left.",
  "hk.log.forgot": "{name} forgot to say tak barg: draws a card.",
  "hk.log.forgot.you": "You forgot to say tak barg: you draw a card.",
  "hk.log.draw.stuck": "{name} has nothing that fits and draws a card.",
  "hk.log.draw.stuck.you": "Nothing fits: you draw a card.",
  "hk.log.draw.cover": "{name} cannot cover the 8 and draws a card.",
  "hk.log.draw.cover.you": "You cannot cover the 8 and draw a card.",
  "hk.log.draw.nothing": "{name} has to draw, but there is no card left.",
  "hk.log.draw.nothing.you": "You have to draw, but there is no card left.",
  "hk.log.draw.seven": { one: "{name} draws {n} card for the 7s.", other: "{name} draws {n} cards for the 7s." },
  "hk.log.draw.seven.you": { one: "You draw {n} card for the 7s.", other: "You draw {n} cards for the 7s." },
  "hk.log.refill": { one: "The pile under its top card is shuffled into a new stock (1 card).", other: "The pile under its top card is shuffled into a new stock ({n} cards)." },
  "hk.log.pass": "{name} keeps the card drawn and passes.",
  "hk.log.pass.you": "You keep the card drawn and pass.",
  "hk.log.reverse": "A 10: play now goes {direction}.",
  "hk.log.skip": "An ace: {name} is skipped.",
  "hk.log.skip.you": "An ace: you are skipped.",
  "hk.log.mistake": "{name} made a mistake and draws a penalty card.",
  "hk.log.mistake.you": "A mistake: you draw a penalty card.",
  "hk.log.round_end": "{name} went out and wins round {round}.",
  "hk.log.round_end.you": "You went out and win round {round}!",
  "hk.log.doubled": "The last card was a jack: everyone's points are doubled.",
  "hk.log.eliminated": "{name} reached {total} points and is out of the match.",
  "hk.log.eliminated.you": "You reached {total} points and are out of the match.",
  "hk.log.match_end": "{name} wins the match!",
  "hk.log.match_end.you": "You win the match!",
  "hk.sheet.title": "Score sheet",
  "hk.sheet.caption": "Penalty points by round; a player whose total reaches {limit} is out.",
  "hk.sheet.round": "Round",
  "hk.sheet.total": "Total",
  "hk.sheet.status": "Standing",
  "hk.sheet.in": "in",
  "hk.sheet.out": "out",
  "hk.sheet.in_round": "round {round}",
  "hk.sheet.winner": "winner",
  "hk.sheet.gone": "already out",
  "hk.sheet.won": "went out: {n}",
  "hk.sheet.doubled": "×2",
  "hk.sheet.doubled_title": "won with a jack: points doubled",
  "hk.sheet.none": "No round finished yet.",
  "hk.sheet.close": "Close",
  "hk.round.title": "Round {round}: {name} went out",
  "hk.round.title.you": "Round {round}: you went out!",
  "hk.round.doubled": "The last card was a jack: every penalty this round is doubled.",
  "hk.round.no_cards": "no cards",
  "hk.round.points": { one: "{n} point", other: "{n} points" },
  "hk.round.next": "Deal round {round}",
  "hk.end.title": "The match is over",
  "hk.end.you_won": "You win the match: everyone else reached the limit!",
  "hk.end.other_won": "{name} wins the match. You finished {place}, with {n} points.",
  "hk.end.order": "Final standing",
  "hk.end.sheet": "Score sheet",
  "hk.end.points": { one: "{n} point", other: "{n} points" },
  "hk.end.winner": "winner",
  "hk.end.out_in": "out in round {round}",
  "hk.rules.note": "Marked “decided”: where the original text is silent or ambiguous, the reading this table plays by.",
  "hk.rules.decided_title": "the text is silent or ambiguous here: our reading",
  "rules.haft_khabis.title": "Haft Khabis (“evil seven”), Persian house rules",
  "rules.haft_khabis": [
    "One or two 52-card decks (two by default [decided]). Seven cards each, dealt one at a time counter-clockwise; the next card is turned up to start the pile, the rest is the stock. The turned-up card has no effect of its own [decided].",
    "Play goes counter-clockwise [decided, from the deal], starting with the player after the dealer; each new round is dealt by the next player counter-clockwise [decided].",
    "On your turn play one card of the same suit or the same rank as the top card. With none, draw one card: if it fits you may play it, otherwise it stays in your hand and your turn ends. You may draw only when nothing fits [decided].",
    "10: reverses the direction of play.",
    "Ace: the next player is skipped.",
    "2: you pick any other player, who draws one card.",
    "7: the next player draws 2 cards, or adds a 7 to pass on 4, then 6, 8 and so on. Whoever does not add a 7 draws the total, and that ends their turn [decided].",
    "8: cover it at once with a card of its suit or another 8 (which must be covered in turn); a jack covers it too [decided]. If you cannot, draw one card and play it if it covers, else your turn ends [decided].",
    "Jack: name the suit that must follow. A jack goes on anything except a 7, even a 7 whose cards were already drawn [decided].",
    "Tak barg (“single card”): the play that leaves you one card must come with the announcement; tick “Say tak barg!” before that play. Forgetting costs a penalty card. This goes for any play that leaves one card, a drawn or covering card too [decided].",
    "Mistakes cost a card at a real table. Here the table refuses an illegal play and says why; an option, off by default, makes every refused attempt cost a card [decided].",
    "Empty stock: the pile under its top card is shuffled into a new stock [decided]; when there is nothing at all to draw, the turn goes on [decided].",
    "Going out on a special card keeps its effect: a last 7 makes the next player draw the total, a last 2 still sends a card. An 8 cannot be left uncovered, so a player whose last card is an 8 draws and stays in [decided].",
    "The first player without cards wins the round. Everyone else scores the cards in hand: 2 to 10 face value, jack 20, queen 3, king 4, ace 11; all doubled if the winner's last card was a jack.",
    "A player whose total reaches the limit (200 by default [decided], set in the menu) is out of the match; the last player left wins. Final standing: the winner, then the others from the last out to the first; several out in one round: fewer points first [decided].",
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
  "pl.trick.bidding": "Bidding starts with {name}: how many tricks will each take?",
  "pl.trick.bidding.you": "Bidding starts with you: how many tricks will each take?",
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
  "pl.help.bid": "Choose a number from 0 to {n}.",
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
  "pl.log.missed": "{name} bid {bid} but took {tricks}: {points}.",
  "pl.log.missed.you": "You bid {bid} but took {tricks}: {points}.",
  "pl.log.end": "{name} wins, with {points} points.",
  "pl.log.end.you": "You win, with {points} points!",
  "pl.rules.marker": "[decided]",
  "pl.rules.decided": "decided",
  "hint.button": "Hint",
  "hint.thinking": "Thinking about your move…",
  "hint.shown": "The suggested move is highlighted.",
  "hint.action": "Suggested: {action}.",
  "hint.failed": "No hint now: {message}",
  "hint.why.ten": { one: "A ten burns the pile (1 card) and you play again.", other: "A ten burns the pile ({n} cards) and you play again." },
  "hint.why.four": "Four of a kind together burn the pile, and you play again.",
  "hint.why.two": "A two goes on anything, and anything goes on it.",
  "hint.why.lowest": "Shed your lowest cards first: keep high cards, twos and tens for when they matter.",
  "hint.why.search": "Tried on many deals of the cards you cannot see, this did best.",
  "hint.why.take": { one: "Take the pile now, while it is 1 card.", other: "Take the pile now, while it is {n} cards." },
  "hint.why.risk": "The top card of the stock may fit; if not, you take the pile anyway.",
  "hint.why.risk_no_pile": "Any card fits on an empty pile: the top card of the stock is played for you, and your own cards stay in your hand.",
  "hint.why.flip": "Only your hidden cards are left: turn one up.",
  "hint.why.swap": "Lay your strong cards face up: they wait safely for later.",
  "hint.why.ready": "Your face-up cards are already your strongest.",
  "hint.why.choose": "Lay your strongest cards face up: they wait safely for later.",
  "hint.why.pl.bid": { one: "This hand should take 1 trick.", other: "This hand should take {n} tricks." },
  "hint.why.pl.lead_need": { one: "You still need 1 trick: lead a card that can take it.", other: "You still need {n} tricks: lead a card that can take one." },
  "hint.why.pl.win": { one: "You still need 1 trick: this card takes this one.", other: "You still need {n} tricks: this card takes this one." },
  "hint.why.pl.throw": "You cannot take this trick: keep your good cards for later ones.",
  "hint.why.pl.lead_low": "Your bid is made: lead a card unlikely to take the trick.",
  "hint.why.pl.duck": "Your bid is made: this card does not take the trick.",
  "hint.why.pl.forced": "Every card you may play takes this trick: spend the one you least want to keep.",
  "hint.why.hk.out": "Your last card: you go out and win the round.",
  "hint.why.hk.out_jack": "Go out on a jack: everyone else's points for the round are doubled.",
  "hint.why.hk.seven_back": "Answer the 7 with a 7: the next player must add another or draw {n}.",
  "hint.why.hk.keep_jack": "Say “tak barg” and keep the jack for last: it goes on anything but a 7, and going out on it doubles the others' points.",
  "hint.why.hk.tak_barg": "This leaves you one card: say “tak barg” with it, or you draw a penalty card.",
  "hint.why.hk.eight": { one: "The 8 lets you play again at once, and 1 card in your hand covers it.", other: "The 8 lets you play again at once, and {n} cards in your hand cover it." },
  "hint.why.hk.jack_only": { one: "Nothing else fits: the jack names the suit you hold most (1 card).", other: "Nothing else fits: the jack names the suit you hold most ({n} cards)." },
  "hint.why.hk.jack_most": { one: "The jack names the suit you hold most: 1 card of it to follow with.", other: "The jack names the suit you hold most: {n} cards of it to follow with." },
  "hint.why.hk.two": { one: "The 2 sends a card to the player closest to going out, who holds 1 card.", other: "The 2 sends a card to the player closest to going out, who holds {n} cards." },
  "hint.why.hk.seven": { one: "The 7 makes the next player, who holds 1 card, draw 2 or answer with a 7.", other: "The 7 makes the next player, who holds {n} cards, draw 2 or answer with a 7." },
  "hint.why.hk.ace": { one: "The ace skips the next player, who holds 1 card.", other: "The ace skips the next player, who holds {n} cards." },
  "hint.why.hk.ten": { one: "The 10 turns play away from the next player, who holds only 1 card.", other: "The 10 turns play away from the next player, who holds only {n} cards." },
  "hint.why.hk.play_drawn": { one: "The card you drew fits: play it rather than keep its 1 point.", other: "The card you drew fits: play it rather than keep its {n} points." },
  "hint.why.hk.only": "This is the only card you hold that fits.",
  "hint.why.hk.only_jack": "Only this card fits, besides a jack: keep the jack for when nothing else does.",
  "hint.why.hk.costly": { one: "The costliest card that fits: 1 point against you if it is still in your hand when someone goes out.", other: "The costliest card that fits: {n} points against you if it is still in your hand when someone goes out." },
  "hint.why.hk.suit": { one: "Play from your longest suit: 1 more card of it to follow with.", other: "Play from your longest suit: {n} more cards of it to follow with." },
  "hint.why.hk.draw_sevens": { one: "You have no 7 to answer with: draw the 1 card.", other: "You have no 7 to answer with: draw the {n} cards." },
  "hint.why.hk.draw_cover": "Nothing covers your 8: draw a card, and play it if it covers.",
  "hint.why.hk.draw": "Nothing in your hand fits: draw a card, and play it if it fits.",
  "hint.why.hk.pass_jack": "Keep the jack you drew for when nothing else fits: it goes on anything but a 7.",
  "hint.why.hk.pass_seven": "Keep the 7 you drew, to answer a 7 played at you.",

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

  // --- Refusals: why the rules engine refused a move (engine/api.py's error "reason", with
  // its "params"; web/refusal.js turns card, rank and suit codes into words: {card} "queen
  // of hearts", {rank} "queen", {a_rank} "a queen", {ranks} "queens", {suit} "hearts",
  // {suit_one} "heart", the same for top_card, top_rank ...).
  "reason.undo.nothing": "You have made no move yet, so there is nothing to take back.",
  "reason.undo.reveals": "Your last move cannot be taken back: since then you have seen the {card}, which was hidden before.",
  "reason.undo.decision": "Your last move cannot be taken back: since then {seat} has made a choice, and you have seen it.",
  "reason.undo.over": "The game is over, so its last moves stay as they are.",
  "reason.game.no_seat": "There is no seat {seat} at this table of {players}.",
  "reason.game.over": "The game is over: no more moves.",
  "reason.game.not_your_turn": "It is not seat {seat}'s turn.",
  "reason.game.one_card": "Play one card at a time.",
  "reason.game.not_in_hand": "The {card} is not in your hand.",
  "reason.shedding.name_drawn_joker": "You drew a joker: say what it stands for and play it.",
  "reason.shedding.pile_empty": "The pile is empty: there is nothing to take.",
  "reason.shedding.no_risk": "This game has no risking the stock: play or take the pile.",
  "reason.shedding.stock_empty": "The stock is empty: there is no card to risk.",
  "reason.shedding.hidden_last": "Hidden cards come last: play your hand and face-up cards first.",
  "reason.shedding.no_hidden_card": "You have {n} hidden cards: there is no card {index}.",
  "reason.shedding.play_begun": "Play has begun: the cards on the table stay as they are.",
  "reason.shedding.not_a_move": "A {move} is not a move of this game: play, take the pile, or risk the stock.",
  "reason.shedding.not_a_move_no_risk": "A {move} is not a move of this game: play, take the pile.",
  "reason.shedding.choose_first": "First choose the three cards to lay face up on your surprises.",
  "reason.shedding.choose_three": "Choose exactly {size} cards to lay face up, not {n}.",
  "reason.shedding.not_among_six": "The {card} is not among your six cards.",
  "reason.shedding.not_face_up": "The {card} is not among your face-up cards.",
  "reason.shedding.not_drawn": "The {card} is not the card you drew.",
  "reason.shedding.swap_or_ready": "Play begins once everyone has finished swapping: swap a card or say you are ready.",
  "reason.shedding.only_hidden": "Only hidden cards are left: turn one up, blind.",
  "reason.shedding.plain_play": "In this game a play names no suit and no player, and announces nothing.",
  "reason.shedding.ten_too_low": "A ten goes only on a ten or lower, not on {a_top_rank}: play {a_top_rank} or higher or a two, or take the pile.",
  "reason.shedding.too_low": "{a_rank} is lower than the {top_rank} on the pile: play {a_top_rank} or higher or a two, or take the pile.",
  "reason.shedding.too_low_or_ten": "{a_rank} is lower than the {top_rank} on the pile: play {a_top_rank} or higher, a two or a ten, or take the pile.",
  "reason.shedding.opens_with_card": "The game opens with the {card}: play it, with any other {ranks} you wish.",
  "reason.shedding.opens_with_rank": "The game opens with {a_rank}: play it, with any other {ranks} you wish.",
  "reason.shedding.joker_only": "Only a joker can stand for another card.",
  "reason.shedding.black_joker_spade": "Only the black joker can be declared a spade; the red joker never can.",
  "reason.shedding.name_joker": "Say which rank the joker stands for.",
  "reason.shedding.one_rank": "A play is one or more cards of one rank.",
  "reason.haft_khabis.match_over": "The match is over: no more moves.",
  "reason.haft_khabis.seat_out": "Seat {seat} is out of the match: its total reached the limit of {limit}.",
  "reason.haft_khabis.not_your_turn": "It is not seat {seat}'s turn: seat {turn} is to play.",
  "reason.haft_khabis.pass_sevens": "You may pass only after drawing a card that fits. Now add a 7 or draw {n} cards.",
  "reason.haft_khabis.pass_play": "You may pass only after drawing a card that fits. Now play a card that fits.",
  "reason.haft_khabis.pass_draw": "You may pass only after drawing a card that fits. Now draw a card: nothing in your hand fits.",
  "reason.haft_khabis.moves": "In Haft Khabis you play a card, draw, or pass after drawing.",
  "reason.haft_khabis.penalty_off": "Penalty cards for mistakes are off in this game.",
  "reason.haft_khabis.out_no_penalty": "Seat {seat} is out of the match and takes no penalty cards.",
  "reason.haft_khabis.no_jokers": "There are no jokers in Haft Khabis: a card stands only for itself.",
  "reason.haft_khabis.only_drawn": "After drawing you may play only the card you drew, the {card}, or pass.",
  "reason.haft_khabis.sevens": "A 7 is on the pile: add a 7 to pass on {next} cards, or draw {n}.",
  "reason.haft_khabis.cover": "Cover your 8 with a {suit_one}, another 8 or a jack (or draw a card if you have none).",
  "reason.haft_khabis.jack_on_seven": "A jack goes on anything except a 7.",
  "reason.haft_khabis.named_suit": "The jack asked for {suit}: play a {suit_one} or a jack.",
  "reason.haft_khabis.no_match": "The {card} matches neither the suit nor the rank of the {top_card} on the pile.",
  "reason.haft_khabis.name_suit": "Name the suit that must follow your jack: clubs, diamonds, hearts or spades.",
  "reason.haft_khabis.bad_suit": "{given} is not a suit: name C, D, H or S.",
  "reason.haft_khabis.suit_only_jack": "Only a jack names a suit.",
  "reason.haft_khabis.name_target": "Name the player your 2 makes draw a card.",
  "reason.haft_khabis.target_self": "Your 2 makes another player draw, not you: name someone else.",
  "reason.haft_khabis.no_target_seat": "There is no seat {seat} at this table of {players}: name a player at the table.",
  "reason.haft_khabis.target_out": "Seat {seat} is out of the match: name a player still playing.",
  "reason.haft_khabis.target_only_two": "Only a 2 makes another player draw a card.",
  "reason.haft_khabis.announce_when": "Say “tak barg” only with the play that leaves you a single card.",
  "reason.haft_khabis.drawn_already": "You have drawn already: play the {card} you drew, or pass.",
  "reason.haft_khabis.cover_fits": "Cover your 8: your {card} fits, and you may draw only when nothing fits.",
  "reason.haft_khabis.play_fits": "Play a card: your {card} fits, and you may draw only when nothing fits.",
  "reason.planowanie.bid_first": "Bidding comes first: say how many tricks you will take, 0 to {n}.",
  "reason.planowanie.bid_range": { one: "This deal has {n} card each: bid 0 to {n} tricks, not {tricks}.", other: "This deal has {n} cards each: bid 0 to {n} tricks, not {tricks}." },
  "reason.planowanie.last_bid": "As the last bidder you may not bid {tricks}: with the others' {others} it would make {n}, the tricks in this deal, and someone must miss. Bid any other number from 0 to {n}.",
  "reason.planowanie.bidding_over": "The bidding is over: play a card.",
  "reason.planowanie.moves": "In Planowanie you only bid and play cards.",
  "reason.planowanie.plain_play": "In Planowanie a play is one card: it names no suit or player and announces nothing.",
  "reason.planowanie.follow_suit": "You must follow suit: {suit} were led and you hold {suit}.",

  // --- the keyboard and screen readers (web/table-parts.js and the tables) ---
  "keys.title": "Playing with the keyboard",
  "keys.tab": "Tab: to your cards, then to the buttons (your cards are one stop)",
  "keys.arrows": "← → (or ↑ ↓): from card to card; Home, End: the first, the last",
  "keys.space": "Space: select a card, or pick it for a swap",
  "keys.enter": "Enter: play the card, with the cards of its rank you selected",
  "keys.play": "P: play the selected cards",
  "keys.take": "T: take the pile",
  "keys.risk": "D: risk the stock (Belgia)",
  "keys.ready": "R: ready, when you are done swapping",
  "keys.choose": "L: lay the three chosen cards face up (Belgia)",
  "keys.escape": "Escape: close a window or the chooser",
  "keys.card": "Enter or Space: play the card",
  "keys.hk.draw": "D: draw",
  "keys.hk.pass": "P: keep the drawn card and pass",
  "keys.hk.say": "B: say “tak barg!”",
  "keys.sheet": "S: the score sheet",
  "keys.pl.bid": "0 to 9: bid that many tricks (or the bid buttons, with the arrows and Enter)",
  "sr.your_turn": "Your turn.",
};

// The languages the page offers, each named in itself (the language menu shows them so).
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pl", name: "Polski" },
  { code: "pt", name: "Português" },
  { code: "nb", name: "Norsk bokmål" },
  { code: "fa", name: "فارسی" },
];

// Other tags a browser may give for a language we have: Norwegian as "no", or nynorsk,
// whose readers read bokmål too.
const ALIASES = { no: "nb", nn: "nb" };

const loaded = new Map([["en", en]]);
let asked = 0; // the latest setLanguage call wins, whichever catalog loads first
let language = "en";
let catalog = en;
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en", { useGrouping: false, maximumFractionDigits: 20 });

// The catalog's code for a language tag ("pt-BR" -> "pt", "no" -> "nb"), or null.
export function catalogFor(tag) {
  const base = String(tag || "").toLowerCase().split(/[-_]/)[0];
  const code = ALIASES[base] || base;
  return LANGUAGES.some((known) => known.code === code) ? code : null;
}

// The first of `tags` (most wanted first: the URL's, the remembered one, the browser's)
// that has a catalog; English if none has.
export function pickLanguage(tags) {
  for (const tag of tags) {
    const code = catalogFor(tag);
    if (code) return code;
  }
  return "en";
}

// The catalog of a language the page offers, loaded on first use. Rejects when its file
// cannot be had (offline, and never chosen while online).
export async function loadCatalog(code) {
  if (!loaded.has(code)) loaded.set(code, (await import(`./lang/${code}.js`)).catalog);
  return loaded.get(code);
}

// Use the catalog for `code` if there is one ("en" otherwise); sets <html lang dir>.
// Rejects, leaving the language as it was, when the catalog cannot be loaded.
export async function setLanguage(code) {
  const next = catalogFor(code) || "en";
  const ticket = ++asked;
  const found = await loadCatalog(next);
  if (ticket !== asked) return language;
  catalog = found;
  language = next;
  plurals = new Intl.PluralRules(language);
  numbers = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
  document.documentElement.lang = language;
  document.documentElement.dir = lookup("meta.dir") === "rtl" ? "rtl" : "ltr";
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

// A number the page draws itself (not through a text's {placeholder}), written as the
// language writes it: 12 -> "12", or "۱۲" in Persian.
export function formatNumber(n) {
  return numbers.format(n);
}

// Points won or lost: "+12", "−4", "0" (a true minus sign), in the language's digits.
export function formatSigned(n) {
  return n > 0 ? "+" + formatNumber(n) : n < 0 ? "−" + formatNumber(-n) : formatNumber(0);
}

// The template with its {placeholders} filled, numbers written as the language writes
// them (Persian in its own digits, as its texts are).
function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return typeof value === "number" ? numbers.format(value) : String(value);
  });
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

// A rules line's "[decided]" marks (the catalogs keep that word as a marker in every
// language) in the language's word: "[decided, as in Idiot]" -> "[nasze ustalenie, as in Idiot]".
export function sayDecided(text) {
  return text.replaceAll("[decided", "[" + t("pl.rules.decided"));
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

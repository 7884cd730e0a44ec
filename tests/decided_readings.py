"""Every [decided] reading of RULES.md (../shared/RULES.md), and the rules-screen line that
states it: the rules screen and the engine must not drift apart (issue 25).

RULES.md marks each rule **[text]** or **[decided]** and asks that every [decided] rule be
shown in the game's rules screen (the catalogs' "rules.<game>" lines, rendered by
web/table/rules.js, which marks a "[decided ...]" in a line as a decision). Each reading
here is found in RULES.md by `quote`, words of the sentence its marker closes, and is said
on the line `index` of the screen of `screens` (the game's own, and for the 200-move end
also Belgia's, "same in Belgia"); `english` are the words of that line in English that
say it, so that an index pointing at the wrong line is caught. tests/test_decided_readings.py
checks both ways: every [decided] marker of RULES.md is claimed here (or in NOT_SHOWN, with
the reason), and every line named is in all five catalogs, not empty, and marked decided.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Reading:
    game: str  # the ruleset id of the RULES.md section
    quote: str  # words of the RULES.md sentence the [decided] marker closes
    lines: tuple[tuple[str, int], ...]  # (ruleset id of the screen, index of the line in "rules.<id>")
    english: str  # words of that line in English (web/lang/en.js) that state the reading


READINGS = [
    # --- Idiot: RULES.md section 1 ---
    Reading(
        "idiot", "Who starts: the player to the dealer's left", (("idiot", 2),), "The player left of the dealer starts"
    ),
    Reading("idiot", "2: may be played on any card", (("idiot", 4),), "A 2 goes on any card [decided]"),
    Reading("idiot", "10: may be played on any card", (("idiot", 4),), "A 10 goes on any card [decided]"),
    Reading(
        "idiot",
        "Both are also allowed to a player who could play",
        (("idiot", 6),),
        "Either is allowed even when you could play [decided]",
    ),
    Reading("idiot", "several of one rank together", (("idiot", 7),), "several of one rank together [decided]"),
    Reading(
        "idiot",
        "A player who took the pile plays from hand again",
        (("idiot", 7),),
        "After taking the pile you play from your hand again",
    ),
    Reading(
        "idiot",
        "After 200 moves with no burn and nobody going out",
        (("idiot", 9), ("belgia", 12)),
        "If for 200 moves no card leaves the game and nobody goes out",
    ),
    # --- Belgia: RULES.md section 2 ---
    Reading(
        "belgia", "each with its red and black joker (54 cards)", (("belgia", 0),), "each with its red and black joker"
    ),
    Reading(
        "belgia",
        "Default number of decks: the fewest that leave a stock of at least 10 cards",
        (("belgia", 0),),
        "the fewest decks that leave at least 10 cards in the stock",
    ),
    Reading("belgia", "A 10 must itself obey the rule", (("belgia", 5),), "only laid on a 10 or lower, or on a 2"),
    Reading("belgia", "After a burn the same player plays again", (("belgia", 5),), "Whoever burns plays again"),
    Reading(
        "belgia",
        "Spades: every play that contains a spade",
        (("belgia", 7),),
        "sends the turn back one player, to the right; play then goes on clockwise",
    ),
    Reading(
        "belgia",
        "A play that burns the pile does not send the turn back",
        (("belgia", 7),),
        "A play that burns does not send it back",
    ),
    Reading(
        "belgia",
        "ties go to the first such player clockwise from the dealer's left",
        (("belgia", 2),),
        "ties go to the first such player left of the dealer",
    ),
    Reading(
        "belgia",
        '"Holds" means in the hand once the face-up cards are chosen',
        (("belgia", 2),),
        "A 3 of hearts laid face up does not open [decided]",
    ),
    Reading(
        "belgia",
        "a surprise that does not fit goes, with the pile, into the hand",
        (("belgia", 10),),
        "if not, it goes into your hand with the pile",
    ),
    Reading("belgia", "Show the finishing order", (("belgia", 11),), "The finishing order is shown"),
    # --- Haft Khabis: RULES.md section 3 ---
    Reading("haft_khabis", "so two is the default", (("haft_khabis", 0),), "two by default [decided]"),
    Reading(
        "haft_khabis", "Play goes counter-clockwise", (("haft_khabis", 1),), "Play goes counter-clockwise [decided"
    ),
    Reading(
        "haft_khabis",
        "The starter card has no effect of its own",
        (("haft_khabis", 0),),
        "The turned-up card has no effect of its own",
    ),
    Reading(
        "haft_khabis", "suit and rank are taken as equal", (("haft_khabis", 2),), "suit and rank count alike [decided]"
    ),
    Reading(
        "haft_khabis",
        "whoever cannot or will not add a 7 draws the total",
        (("haft_khabis", 6),),
        "Whoever does not add a 7 draws the total, and that ends their turn",
    ),
    Reading("haft_khabis", "A jack also covers it", (("haft_khabis", 7),), "a jack covers it too [decided]"),
    Reading(
        "haft_khabis",
        "A player who cannot cover draws one card",
        (("haft_khabis", 7),),
        "If you cannot, draw one card and play it if it covers",
    ),
    Reading(
        "haft_khabis",
        "an option, off by default, turns every rejected attempt into a one-card penalty",
        (("haft_khabis", 10),),
        "an option, off by default, makes every refused attempt cost a card",
    ),
    Reading(
        "haft_khabis",
        "Empty stock: the discard pile except its top card is shuffled",
        (("haft_khabis", 11),),
        "the pile under its top card is shuffled into a new stock",
    ),
    Reading(
        "haft_khabis",
        "Going out on a special card: its effect still happens",
        (("haft_khabis", 12),),
        "Going out on a special card keeps its effect",
    ),
    Reading(
        "haft_khabis",
        "Each new round is dealt by the next dealer counter-clockwise",
        (("haft_khabis", 1),),
        "each new round is dealt by the next player counter-clockwise",
    ),
    Reading("haft_khabis", "(default 200", (("haft_khabis", 14),), "200 by default [decided]"),
    # --- Planowanie: RULES.md section 4 ---
    Reading(
        "planowanie",
        "Players: 2 to 5 with one 52-card deck",
        (("planowanie", 13),),
        "10 cards each and a trump card must fit in the deck",
    ),
    Reading("planowanie", "The dealer moves clockwise each deal", (("planowanie", 2),), "The deal passes clockwise"),
    Reading("planowanie", "the first reading is used", (("planowanie", 12),), "makes 9 + players deals in all"),
    Reading(
        "planowanie",
        "the next card of the stock is turned up and sets the trump suit",
        (("planowanie", 4),),
        "The trump card is the first card after those dealt",
    ),
    Reading(
        "planowanie",
        "the winner of each trick leads the next",
        (("planowanie", 8),),
        "The winner of a trick leads the next",
    ),
]

# [decided] readings of RULES.md that no rules screen states, each with the reason (a quote, as
# above, and why). None today: every reading the engine implements is shown.
NOT_SHOWN: dict[tuple[str, str], str] = {}

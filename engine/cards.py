"""Cards, their text codes and deck builders.

RULES.md "common ground": rank then suit, `2`-`9`, `T`, `J`, `Q`, `K`, `A` and
`C`, `D`, `H`, `S`; jokers are `RJ` and `BJ`. With several decks identical
cards are interchangeable, so a card is a plain value: two queens of hearts
from two decks are equal.
"""

from __future__ import annotations

from typing import final

from .text import brief

RANKS = "23456789TJQKA"
SUITS = "CDHS"
JOKER = 0  # the rank of a joker; the suit tells red ("R") from black ("B")

RANK_NAMES = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    6: "six",
    7: "seven",
    8: "eight",
    9: "nine",
    10: "ten",
    11: "jack",
    12: "queen",
    13: "king",
    14: "ace",
}
SUIT_NAMES = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


@final
class Card(int):
    """A card: rank 2..14 (ace high) or 0 for a joker; suit C, D, H, S, or R/B for jokers.

    One object per card (Card(12, "H") is always the same object), and an int: its place
    in the order of cards, rank then suit. So cards compare, hash and sort as integers do,
    in C, which the engine does millions of times a second; a NamedTuple's fields and
    hash cost three to four times as much inside Pyodide. Its fields are read-only."""

    rank: int
    suit: str
    code: str
    is_joker: bool

    def __new__(cls, rank: int, suit: str) -> Card:
        card = _MADE.get((rank, suit))
        if card is None:
            card = _MADE[rank, suit] = int.__new__(cls, rank * 8 + _SUIT_ORDER.index(suit))
            joker = rank == JOKER
            code = suit + "J" if joker else RANKS[rank - 2] + suit
            card.__dict__.update(rank=rank, suit=suit, code=code, is_joker=joker)  # past __setattr__
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a card cannot be changed")

    def __reduce__(self) -> tuple[type[Card], tuple[int, str]]:
        return Card, (self.rank, self.suit)

    def __repr__(self) -> str:
        return f"Card(rank={self.rank}, suit={self.suit!r})"

    def __str__(self) -> str:
        return self.code

    def name(self) -> str:
        """The English name a screen reader says: "queen of hearts", "red joker"."""
        if self.is_joker:
            return ("red" if self.suit == "R" else "black") + " joker"
        return f"{RANK_NAMES[self.rank]} of {SUIT_NAMES[self.suit]}"


_MADE: dict[tuple[int, str], Card] = {}
_SUIT_ORDER = " BCDHRS"  # from 1: no card is 0, so every card is true
STANDARD = tuple(Card(rank, suit) for suit in SUITS for rank in range(2, 15))
RED_JOKER = Card(JOKER, "R")
BLACK_JOKER = Card(JOKER, "B")
_BY_CODE = {card.code: card for card in (*STANDARD, RED_JOKER, BLACK_JOKER)}
# Every card's rank, suit and code, looked up by the card (which hashes as the int it is): for
# the hot loops of play and play-outs, where a lookup costs less than reading card.rank from
# the Card's __dict__, which Python finds slowly in an int's subclass.
RANK_OF = {card: card.rank for card in _BY_CODE.values()}
SUIT_OF = {card: card.suit for card in _BY_CODE.values()}
CODE_OF = {card: card.code for card in _BY_CODE.values()}


class CardError(ValueError):
    """A text that is not a card code."""


def parse_card(code: object) -> Card:
    """The card of a code such as "TH" or "BJ"."""
    card = _BY_CODE.get(code) if isinstance(code, str) else None
    if card is None:
        raise CardError(f"{brief(code)} is not a card: write rank then suit, such as QH or TS")
    return card


def parse_rank(text: object) -> int:
    """The rank of a rank letter such as "T" or "Q"."""
    if not isinstance(text, str) or len(text) != 1 or text not in RANKS:
        raise CardError(f"{brief(text)} is not a rank: use one of {' '.join(RANKS)}")
    return RANKS.index(text) + 2


def rank_code(rank: int) -> str:
    return RANKS[rank - 2]


def deck(decks: int = 1, jokers: bool = False) -> list[Card]:
    """`decks` full decks in a fixed order, each with its red and black joker if `jokers`."""
    one = list(STANDARD) + ([RED_JOKER, BLACK_JOKER] if jokers else [])
    return one * decks

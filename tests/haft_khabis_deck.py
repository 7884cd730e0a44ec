"""Stacked Haft Khabis decks and short move helpers, for the Haft Khabis tests.

Only `engine` and the standard library are imported, so this runs in CPython
and inside Pyodide. Card codes as in RULES.md ("TH" is the ten of hearts).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from engine.cards import STANDARD, parse_card
from engine.games.haft_khabis import HaftKhabis
from engine.moves import Draw, Move, Pass, Play
from engine.saves import Record, read_config

from helpers import card_codes_in  # noqa: F401  (the scenario files import it from here)

ALL_CODES = [card.code for card in STANDARD]  # clubs 2..A, diamonds, hearts, spades
HAND = 7
# Unnamed cards are taken plain ranks first (3 4 5 6 9 Q K), clubs and diamonds before
# hearts and spades, so a filled slot seldom makes a special card appear by chance.
FILL_ORDER = sorted(
    ALL_CODES, key=lambda c: (c[0] not in "34569QK", c[1] not in "CD", "23456789TJQKA".index(c[0]), c[1])
)


def play_order(players: int) -> list[int]:
    """RULES.md "Seats and stacked deals": 0, n-1, n-2, ..., 1 (counter-clockwise from seat 0)."""
    return [0, *range(players - 1, 0, -1)]


def stacked_deck(
    players: int,
    hands: dict[int, Sequence[str]],
    starter: str,
    stock: Sequence[str] = (),
    decks: int = 1,
) -> list[str]:
    """Every card of the game (`decks` decks) in dealing order: seven rounds, one card at a
    time in play order from seat 0, then the starter, then the stock, its top card first.
    `hands` maps a seat to up to seven codes; the rest of its hand comes from FILL_ORDER;
    `stock` lists the stock's top cards, top first; the remaining cards follow."""
    pool = Counter(ALL_CODES * decks)
    named = [code for codes in hands.values() for code in codes] + [starter, *stock]
    for code in named:
        assert pool[code] > 0, f"{code} named more often than the {decks} deck(s) hold it"
        pool[code] -= 1
    rest = [code for code in FILL_ORDER for _ in range(pool[code])]
    rows: dict[int, list[str]] = {}
    for seat in range(players):
        row = list(hands.get(seat, ()))
        assert len(row) <= HAND, (seat, row)
        while len(row) < HAND:
            row.append(rest.pop(0))
        rows[seat] = row
    dealt = [rows[seat][r] for r in range(HAND) for seat in play_order(players)]
    deck = dealt + [starter, *stock] + rest
    assert Counter(deck) == Counter(ALL_CODES * decks)
    return deck


def new_game(
    players: int,
    hands: dict[int, Sequence[str]] | None = None,
    starter: str = "3H",
    stock: Sequence[str] = (),
    decks: int = 1,
    seed: int = 0,
    **options: Any,
) -> tuple[Record, HaftKhabis]:
    """A stacked game and its record, through the same path as engine.api.new_game."""
    config: dict[str, Any] = {
        "ruleset": "haft_khabis",
        "players": players,
        "seed": seed,
        "options": {"decks": decks, **options},
    }
    if hands is not None:
        config["deck"] = stacked_deck(players, hands, starter, stock, decks)
    record = read_config(config)
    game = record.start()
    assert isinstance(game, HaftKhabis)
    return record, game


def card(code: str, suit: str | None = None, target: int | None = None, announce: bool = False) -> Play:
    return Play((parse_card(code),), suit=suit, target=target, announce=announce)


def codes(cards: Sequence[Any]) -> list[str]:
    return [c.code for c in cards]


def hand(game: HaftKhabis, seat: int) -> Counter[str]:
    return Counter(codes(game.hands[seat]))


def short(move: Move) -> str:
    """A move in a short form: "5H", "JC:S" (suit named), "2C>3" (target), "5H!" (tak barg),
    "draw", "pass"."""
    if isinstance(move, Play):
        text = move.cards[0].code
        if move.suit is not None:
            text += ":" + move.suit
        if move.target is not None:
            text += f">{move.target}"
        return text + ("!" if move.announce else "")
    return "draw" if isinstance(move, Draw) else "pass" if isinstance(move, Pass) else type(move).__name__.lower()


def legal(game: HaftKhabis, seat: int) -> set[str]:
    return {short(move) for move in game.legal_moves(seat)}


def move(game: HaftKhabis, seat: int, what: str | Move, **kw: Any) -> None:
    """`seat`, whose turn it must be, plays a card code, or draws ("draw") or passes ("pass")."""
    assert game.waiting_for() == [seat], (game.waiting_for(), seat)
    if isinstance(what, str):
        what = Draw() if what == "draw" else Pass() if what == "pass" else card(what, **kw)
    game.apply(seat, what)


def eights_to_one(last: str) -> dict[int, list[str]]:
    """Seat 0's hand for a quick round (two decks, starter a heart): six 8s, each covered by the
    next (the turn stays with seat 0), the sixth leaving one card, `last`, which must cover
    the 8 of spades."""
    return {0: ["8H", "8S", "8D", "8C", "8H", "8S", last]}


EIGHTS = ["8H", "8S", "8D", "8C", "8H", "8S"]


def play_eights(game: HaftKhabis, announce: bool = True) -> None:
    """Seat 0 plays the six 8s of eights_to_one, announcing "tak barg" with the sixth."""
    for i, code in enumerate(EIGHTS):
        move(game, 0, code, announce=announce and i == len(EIGHTS) - 1)
        assert game.turn == 0 and game.cover


def is_sentence(message: str) -> bool:
    """A message for a person: a capital letter (or a digit, or a quote) first, a full stop last."""
    message = message.strip()
    return (
        len(message) >= 8
        and message[-1] in ".!?"
        and (message[0].isupper() or message[0].isdigit() or message[0] in "\"'")
    )

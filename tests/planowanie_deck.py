"""Stacked Planowanie decks and a few moves, for the Planowanie tests.

Only `engine` and the standard library are imported, so this runs in CPython
and inside Pyodide. Card codes as in RULES.md ("TH" is the ten of hearts).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards import STANDARD, parse_card
from engine.games.planowanie import Planowanie
from engine.moves import Bid, Play
from engine.saves import Record, read_config

ALL_CODES = [card.code for card in STANDARD]  # clubs 2..A, diamonds, hearts, spades
FIRST_DEAL = 10


def stacked_deck(
    players: int, hands: dict[int, Sequence[str]], trump: str, void: dict[int, str] | None = None
) -> list[str]:
    """The 52 cards of a stacked deck whose first deal gives `hands` and turns up `trump`.

    RULES.md "Seats and stacked deals": one card at a time to seats 0 ... n-1, ten
    rounds, then the next card is turned up for trump. `hands` maps a seat to up to ten
    codes; the rest of its hand is filled from the unnamed cards, low ranks first,
    skipping the suits in `void[seat]` (so a seat can be made void in a suit).
    """
    void = void or {}
    named = [code for codes in hands.values() for code in codes] + [trump]
    assert len(named) == len(set(named)), f"a card named twice: {named}"
    assert all(code in ALL_CODES for code in named), named
    pool = sorted((c for c in ALL_CODES if c not in named), key=lambda c: ("23456789TJQKA".index(c[0]), c[1]))
    rows: list[list[str]] = []
    for seat in range(players):
        row = list(hands.get(seat, ()))
        assert len(row) <= FIRST_DEAL
        for code in list(pool):
            if len(row) == FIRST_DEAL:
                break
            if code[1] not in void.get(seat, ""):
                row.append(code)
                pool.remove(code)
        assert len(row) == FIRST_DEAL, f"seat {seat}: not enough cards outside {void.get(seat)}"
        rows.append(row)
    deck = [rows[seat][r] for r in range(FIRST_DEAL) for seat in range(players)] + [trump] + pool
    assert sorted(deck) == sorted(ALL_CODES)
    return deck


def new_game(players: int, deck: list[str] | None = None, seed: int = 0, **options: Any) -> tuple[Record, Planowanie]:
    """A game and its record, through the same path as engine.api.new_game."""
    config: dict[str, Any] = {"ruleset": "planowanie", "players": players, "seed": seed, "options": options}
    if deck is not None:
        config["deck"] = deck
    record = read_config(config)
    game = record.start()
    assert isinstance(game, Planowanie)
    return record, game


def card(code: str) -> Play:
    return Play((parse_card(code),))


def bids(game: Planowanie, *tricks: int) -> None:
    """Everyone bids, in turn order from the first bidder: the given numbers in that order."""
    for number in tricks:
        seat = game.waiting_for()[0]
        game.apply(seat, Bid(number))


def play(game: Planowanie, seat: int, code: str) -> None:
    assert game.waiting_for() == [seat], (game.waiting_for(), seat)
    game.apply(seat, card(code))


def finish_deal(game: Planowanie) -> None:
    """Play out the deal in progress with the first legal move every time."""
    number = game.number
    while not game.is_over() and game.number == number:
        seat = game.waiting_for()[0]
        game.apply(seat, game.legal_moves(seat)[0])


def bid_any(game: Planowanie) -> None:
    """Finish the bidding with the first legal bid every time."""
    while game.phase == "bid":
        seat = game.waiting_for()[0]
        game.apply(seat, game.legal_moves(seat)[0])

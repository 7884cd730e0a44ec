"""Planowanie: random and bot games for 2-5 seats, with and without ones.

Every step: the game waits for one seat, which has legal moves, and the chosen
move is accepted; the cards are conserved; no view holds a card its seat may
not see. Along the way and at the end: save/load round trips, clones equal and
independent, the game ends after exactly its bids and plays, and the score
sheet follows from the bids and tricks. The long part is marked slow (the
suite also runs inside Pyodide with -m "not slow").
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

import pytest

from engine.cards import STANDARD
from engine.core import Game
from engine.games.planowanie import Planowanie, deal_sizes
from engine.moves import Move, Play
from engine.registry import GAMES
from engine.rng import Rng
from engine.saves import load

from helpers import card_codes_in
from planowanie_deck import new_game, stacked_deck

FULL = Counter(STANDARD)


def snapshot(game: Planowanie) -> dict[str, Any]:
    """The whole state, comparable (the generator by its state; not the moves last listed,
    which legal_moves keeps for apply and is not the game's state)."""
    out = {name: value for name, value in game.__dict__.items() if name != "_listed"}
    out["rng"] = game.rng.state
    return out


class Watch:
    """What the table has shown, followed move by move from the rules (never read from the
    game's state or log): the trump card turned up for each deal, the cards played, the
    trick in progress and the last one completed (which stays in view until the next is
    complete, across the deal boundary). Each deal is a fresh shuffle of the same 52 cards,
    so what an earlier deal showed says nothing of this one: the log may name it only in
    that deal's events, each held against its deal's cards as it is made."""

    def __init__(self, game: Planowanie) -> None:
        self.players = game.players
        self.shown = {game.trump.code}  # this deal's trump card and the cards played in it
        self.trumps: list[str] = []  # the earlier deals' trump cards, on the score sheet
        self.trick: list[str] = []
        self.last_trick: list[str] = []
        self.deals_scored = 0
        self.seen_log = len(game.log)

    def before(self, move: Move) -> None:
        if isinstance(move, Play):
            self.shown.add(move.cards[0].code)
            self.trick.append(move.cards[0].code)
            if len(self.trick) == self.players:
                self.last_trick, self.trick = self.trick, []

    def after(self, game: Planowanie) -> None:
        allowed, following = self.shown, self.shown
        if len(game.sheet) != self.deals_scored:  # the move ended a deal
            self.deals_scored = len(game.sheet)
            self.trumps.append(game.sheet[-1]["trump"])
            if not game.is_over():  # the next deal turns up its trump card
                self.shown = following = {game.trump.code}
        for event in game.log[self.seen_log :]:
            if event["type"] == "deal":
                allowed = following
            assert card_codes_in(event) <= allowed, event
        self.seen_log = len(game.log)

    def check_views(self, game: Planowanie) -> None:
        """No view holds a card its seat may not see: others' hands and the stock stay secret.
        Besides the log, a view shows the seat's hand, the trump card, the trick in progress,
        the last trick, and the trump cards of the score sheet."""
        on_table = {game.trump.code, *self.trick, *self.last_trick, *self.trumps}
        for seat in range(game.players):
            view = game.view(seat)
            own = {c.code for c in game.hands[seat]}
            rest = {k: v for k, v in view.items() if k != "log"}
            assert card_codes_in(rest) <= own | on_table, seat
            assert sorted(view["hand"]) == sorted(own)
            for entry in view["seats"]:
                if entry["seat"] != seat:
                    assert entry["hand"] is None
                assert entry["hand_count"] == len(game.hands[entry["seat"]])
            assert view["seat"] == seat and view["waiting_for"] == game.waiting_for()
            assert view["phase"] == ("over" if game.is_over() else game.phase)


def check_sheet(game: Planowanie) -> None:
    """Each deal's tricks add up to its cards; every score follows from bid and tricks."""
    totals = [0] * game.players
    for number, row in enumerate(game.sheet):
        assert row["cards"] == game.sizes[number]
        assert sum(row["tricks"]) == row["cards"]
        assert sum(row["bids"]) != row["cards"]  # the hook rule held
        for seat in range(game.players):
            bid, won = row["bids"][seat], row["tricks"][seat]
            assert row["points"][seat] == (won + 10 if won == bid else -bid)
            totals[seat] += row["points"][seat]
        assert row["totals"] == totals
    assert game.totals == totals


def random_policy(rng: Rng) -> Callable[[Game, int], Move]:
    return lambda game, seat: rng.choice(game.legal_moves(seat))


def play_game(players: int, seed: int, ones: bool, bot: str, views_every: int = 1) -> None:
    record, game = new_game(players, seed=seed, ones=ones)
    rng = Rng(seed * 7919 + 1)
    policy = random_policy(rng) if bot == "random" else GAMES["planowanie"].levels[bot]
    bound = sum(players + players * size for size in deal_sizes(players, ones))
    checkpoint = Rng(seed).below(bound)
    moves = 0
    watch = Watch(game)
    while not game.is_over():
        waiting = game.waiting_for()
        assert len(waiting) == 1
        seat = waiting[0]
        legal = game.legal_moves(seat)
        assert legal
        assert all(game.legal_moves(other) == [] for other in range(players) if other != seat)
        move = policy(game, seat)
        assert move in legal
        watch.before(move)
        game.apply(seat, move)
        watch.after(game)
        record.moves.append((seat, move))
        moves += 1
        assert moves <= bound
        assert Counter(game.cards()) == FULL
        if moves % views_every == 0 or game.is_over():
            watch.check_views(game)
        if moves == checkpoint:
            check_clone_and_save(game, record)
    assert moves == bound  # every deal: one bid and one card a card dealt, per seat
    check_sheet(game)
    check_clone_and_save(game, record)
    assert sorted(game.ranking()) == list(range(players))
    assert [game.totals[s] for s in game.ranking()] == sorted(game.totals, reverse=True)


def check_clone_and_save(game: Planowanie, record: Any) -> None:
    _, loaded = load(record.to_json())
    assert isinstance(loaded, Planowanie)
    assert snapshot(loaded) == snapshot(game)
    assert all(loaded.view(s) == game.view(s) for s in range(game.players))
    before = snapshot(game)
    copy = game.clone()
    assert snapshot(copy) == before
    if not copy.is_over():  # play the copy to the end: the original must not move
        while not copy.is_over():
            seat = copy.waiting_for()[0]
            copy.apply(seat, copy.legal_moves(seat)[-1])
        assert snapshot(game) == before
        assert game.rng.state == before["rng"]


COMBOS = [(players, ones) for players in range(2, 6) for ones in (False, True)]


@pytest.mark.parametrize("players,ones", COMBOS)
@pytest.mark.parametrize("bot", ["random", "simple"])
def test_one_game_each(players: int, ones: bool, bot: str) -> None:
    play_game(players, seed=players * 10 + ones, ones=ones, bot=bot, views_every=2)


def test_simple_bot_bids_what_it_holds() -> None:
    deck = stacked_deck(2, {0: ["AC", "AD", "KS", "QS", "2S"], 1: ["AH"]}, trump="3S")
    _, game = new_game(2, deck)
    bot = GAMES["planowanie"].levels["simple"]
    move = bot(game, 0)
    assert move.to_json() == {"type": "bid", "tricks": 4}  # two aces, the king and queen of trumps


@pytest.mark.slow
@pytest.mark.parametrize("players,ones", COMBOS)
@pytest.mark.parametrize("bot", ["random", "simple"])
def test_many_games(players: int, ones: bool, bot: str) -> None:
    for seed in range(100, 112):
        play_game(players, seed=seed, ones=ones, bot=bot, views_every=3)


@pytest.mark.slow
def test_simple_bots_meet_their_bids_more_than_random() -> None:
    def exact(bot: str) -> int:
        hits = 0
        for seed in range(30):
            _, game = new_game(4, seed=seed)
            rng = Rng(seed)
            policy = random_policy(rng) if bot == "random" else GAMES["planowanie"].levels[bot]
            while not game.is_over():
                seat = game.waiting_for()[0]
                game.apply(seat, policy(game, seat))
            hits += sum(b == t for row in game.sheet for b, t in zip(row["bids"], row["tricks"]))
        return hits

    assert exact("simple") > exact("random")

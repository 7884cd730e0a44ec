"""Seeded random Belgia games, 3-12 seats, 1-4 decks, checked at every step.

Players are a mix of uniformly random legal moves (a seeded Rng) and the simple bot.
Checked at every step: the chosen move is accepted; the cards are conserved (the same
multiset as dealt: none lost, none doubled); the seats waited for have moves and no
other seat has any; the game ends within a bound. Every few steps: each seat's view
equals its view of a deal resampled from what that seat may know; clone() is equal and
independent; a save/load round trip gives the same game.

The resampling check trusts the engine's own `resample` and `known`, so each view is also
held against a watcher of this test's own (`Watch`), which follows the game move by move
from the rules and the table alone, never from `known` or the log: the cards shown (face
up, on the pile, played, turned up from the surprises) and, for every seat, the cards
everyone saw go into its hand (the pile it took, with a surprise that did not fit; its
face-up cards, picked up once hand and stock are empty) less those it played from the
hand. A view may show its own hand and those cards only, and must name as known in each
seat's hand exactly the cards the watcher knows there.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine.games.shedding import STALEMATE_MOVES, Shedding, belgia_decks
from engine.moves import Flip, Move, Play, Take
from engine.registry import bot_move
from engine.rng import Rng
from engine.saves import load, read_config

from helpers import card_codes_in

CHECK_EVERY = 7


class Watch:
    """What each seat may know of a Belgia game, followed move by move (see the module)."""

    def __init__(self, game: Shedding) -> None:
        self.public: set[str] = set()
        self.known: list[Counter[str]] = [Counter() for _ in range(game.players)]
        # the table as the move began (see before)
        self.pile: list[str] = []
        self.visible: list[list[str]] = []
        self.from_hand = self.from_visible = False
        self.turned: list[str] = []
        self._see_table(game)

    def _see_table(self, game: Shedding) -> None:
        for cards in game.visible:
            self.public.update(c.code for c in cards)
        self.public.update(c.code for c in game.pile)

    def before(self, game: Shedding, seat: int, move: Move) -> None:
        """What the table shows as `seat` moves; the cards the move shows."""
        self.pile = [c.code for c in game.pile]
        self.visible = [[c.code for c in cards] for cards in game.visible]
        self.from_hand = bool(game.hands[seat])  # hand first, then face-up cards, then surprises
        self.from_visible = not self.from_hand and bool(game.visible[seat])
        self.turned = []
        if isinstance(move, Play):
            self.public.update(c.code for c in move.cards)
        elif isinstance(move, Flip):
            self.turned = [game.hidden[seat][move.index].code]  # turned up for all to see
            self.public.update(self.turned)

    def after(self, game: Shedding, seat: int, move: Move) -> None:
        if isinstance(move, Play) and self.from_hand:
            self.known[seat] -= Counter(c.code for c in move.cards)
        elif isinstance(move, Take):
            self.known[seat].update(self.pile)
        elif isinstance(move, Flip) and game.hands[seat]:  # the surprise did not fit: the pile and it taken
            self.known[seat].update(self.pile + self.turned)
        for s, cards in enumerate(self.visible):
            if cards and not game.visible[s] and not (s == seat and self.from_visible):
                self.known[s].update(cards)  # picked up into the hand, in view of all
        self._see_table(game)

    def check_view(self, game: Shedding, viewer: int, view: dict[str, Any]) -> None:
        own = {c.code for c in game.hands[viewer]}
        shown = card_codes_in(view)
        assert shown <= own | self.public, f"seat {viewer} sees {sorted(shown - own - self.public)}"
        assert card_codes_in(view["log"]) <= self.public
        for entry in view["seats"]:
            s = entry["seat"]
            assert (entry["hand"] is None) == (s != viewer)
            named = Counter(entry["known"])
            assert named == self.known[s], (
                f"seat {viewer} is told seat {s} holds {sorted((named - self.known[s]).elements())}, which nobody saw go there"
                if named - self.known[s]
                else f"the cards known in seat {s}'s hand are forgotten: {sorted((self.known[s] - named).elements())}"
            )
        assert isinstance(view["stock"], int) and all(isinstance(entry["hidden"], int) for entry in view["seats"])


def run_game(players: int, decks: int | None, seed: int, dealer: int | None = None) -> int:
    options = {"decks": decks, "dealer": dealer}
    record = read_config({"ruleset": "belgia", "players": players, "seed": seed, "options": options})
    game = record.start()
    dealt = Counter(game.cards())
    assert len(game.cards()) == 54 * (decks or belgia_decks(players))
    rng = Rng(seed * 31 + players)
    bots = {s for s in range(players) if rng.below(2)}
    bound = (len(dealt) + players + 1) * STALEMATE_MOVES + players
    assert isinstance(game, Shedding)
    watch = Watch(game)
    for step in range(bound):
        waiting = game.waiting_for()
        if not waiting:
            break
        seat = rng.choice(waiting)
        for other in range(players):
            assert bool(game.legal_moves(other)) == (other in waiting)
        if step % CHECK_EVERY == 0:
            for viewer in range(players):
                view = game.view(viewer)
                watch.check_view(game, viewer, view)
                assert game.resample(viewer, Rng(step)).view(viewer) == view
            twin = game.clone()
            assert twin.view(seat) == game.view(seat) and twin.cards() == game.cards()
        move = bot_move(game, seat, "simple") if seat in bots else rng.choice(game.legal_moves(seat))
        watch.before(game, seat, move)
        game.apply(seat, move)
        watch.after(game, seat, move)
        record.moves.append((seat, move))
        assert Counter(game.cards()) == dealt
        if step % (CHECK_EVERY * 10) == 0:
            _, loaded = load(json.loads(json.dumps(record.to_json())))
            assert loaded.view(seat) == game.view(seat) and loaded.cards() == game.cards()
    else:
        raise AssertionError(f"belgia {players} seats, seed {seed} did not end within {bound} moves")
    for viewer in range(players):
        watch.check_view(game, viewer, game.view(viewer))
    ranking = game.ranking()
    assert sorted(ranking) == list(range(players))
    assert game.view(0)["result"] == {"ranking": ranking, "loser": ranking[-1]}
    return len(record.moves)


@pytest.mark.parametrize("players, decks", [(3, None), (5, 2), (4, 3)])
def test_random_belgia_games_sample(players: int, decks: int | None) -> None:
    run_game(players, decks, seed=players)


@pytest.mark.slow
@pytest.mark.parametrize("players", range(3, 13))
def test_random_belgia_games(players: int) -> None:
    for seed in range(8):
        decks = [None, 1, 2, 3, 4][seed % 5]
        if decks is not None and decks * 54 < 9 * players:
            decks = None
        run_game(players, decks, seed, dealer=seed % players if seed % 2 else None)

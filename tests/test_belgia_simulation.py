"""Seeded random Belgia games, 3-12 seats, 1-4 decks, checked at every step.

Players are a mix of uniformly random legal moves (a seeded Rng) and the simple bot.
Checked at every step: the chosen move is accepted; the cards are conserved (the same
multiset as dealt: none lost, none doubled); the seats waited for have moves and no
other seat has any; the game ends within a bound. Every few steps: each seat's view
equals its view of a deal resampled from what that seat may know (so no view shows
anything that seat cannot see: other hands, the surprises, the stock's order); clone()
is equal and independent; a save/load round trip gives the same game.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine.bots import bot_move
from engine.games.shedding import STALEMATE_MOVES, belgia_decks
from engine.rng import Rng
from engine.saves import load, read_config

CHECK_EVERY = 7


def run_game(players: int, decks: int | None, seed: int, dealer: int | None = None) -> int:
    options = {"decks": decks, "dealer": dealer}
    record = read_config({"ruleset": "belgia", "players": players, "seed": seed, "options": options})
    game = record.start()
    dealt = Counter(game.cards())
    assert len(game.cards()) == 54 * (decks or belgia_decks(players))
    rng = Rng(seed * 31 + players)
    bots = {s for s in range(players) if rng.below(2)}
    bound = (len(dealt) + players + 1) * STALEMATE_MOVES + players
    for step in range(bound):
        waiting = game.waiting_for()
        if not waiting:
            break
        seat = rng.choice(waiting)
        for other in range(players):
            assert bool(game.legal_moves(other)) == (other in waiting)
        if step % CHECK_EVERY == 0:
            for viewer in range(players):
                assert game.resample(viewer, Rng(step)).view(viewer) == game.view(viewer)
            twin = game.clone()
            assert twin.view(seat) == game.view(seat) and twin.cards() == game.cards()
        move = bot_move(game, seat, "simple") if seat in bots else rng.choice(game.legal_moves(seat))
        game.apply(seat, move)
        record.moves.append((seat, move))
        assert Counter(game.cards()) == dealt
        if step % (CHECK_EVERY * 10) == 0:
            _, loaded = load(json.loads(json.dumps(record.to_json())))
            assert loaded.view(seat) == game.view(seat) and loaded.cards() == game.cards()
    else:
        raise AssertionError(f"belgia {players} seats, seed {seed} did not end within {bound} moves")
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

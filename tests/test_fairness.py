"""A bot decides only from what its seat may know.

Pairs of games that differ only in cards the seat cannot see (other hands, hidden cards,
the stock's order) must give the same choice at every level, the search's at the same
seed (the strong level's search draws its deals from a generator seeded by what the
seat has seen). The second game of each pair is the first with all the seat cannot see dealt
afresh (`Game.resample`); that the two are alike for the seat is checked too: its view
is the same.
"""

from __future__ import annotations

import pytest

from engine.bots import POLICIES, bot_move, levels
from engine.games import RULESETS
from engine.games.shedding import Shedding
from engine.rng import Rng

SHEDDING = ["idiot", "belgia"]


def positions(ruleset: str, players: int, seed: int, every: int = 9) -> list[tuple[Shedding, int]]:
    """Positions of a seeded game played by the simple bots, one every `every` moves."""
    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options({}, players), None)
    assert isinstance(game, Shedding)
    found = []
    step = 0
    while game.waiting_for():
        seat = game.waiting_for()[0]
        if step % every == 0:
            found.append((game.clone(), seat))
        game.apply(seat, bot_move(game, seat, "simple"))
        step += 1
    return found


@pytest.mark.parametrize("ruleset", SHEDDING)
def test_resampled_games_look_the_same_to_the_seat(ruleset: str) -> None:
    for game, seat in positions(ruleset, 4, seed=3):
        twin = game.resample(seat, Rng(99))
        assert twin.view(seat) == game.view(seat)


@pytest.mark.parametrize("ruleset", SHEDDING)
def test_resampling_differs_only_in_what_the_seat_cannot_see(ruleset: str) -> None:
    changed = 0
    for game, seat in positions(ruleset, 4, seed=5):
        twin = game.resample(seat, Rng(7))
        changed += twin.cards() != game.cards()
        assert twin.hands[seat] == game.hands[seat]
    assert changed > 0  # the pairs do differ


@pytest.mark.parametrize("ruleset", SHEDDING)
def test_every_level_chooses_alike_in_games_the_seat_cannot_tell_apart(ruleset: str) -> None:
    for game, seat in positions(ruleset, 3, seed=11):
        twin = game.resample(seat, Rng(5))
        for level in levels(ruleset):
            assert bot_move(twin, seat, level) == bot_move(game, seat, level), (level, seat)


def test_every_game_has_a_simple_level() -> None:
    assert all("simple" in POLICIES[ruleset] for ruleset in RULESETS)

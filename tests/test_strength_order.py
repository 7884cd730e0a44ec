"""The levels of every game keep their order: each beats the one below it (strong > good > simple).

A fixed-seed sample of duels per game and pair of levels: on each seed the stronger level
takes every seat in turn against the weaker one at the other seats, and the duel counts for
the level whose seats fared better over the rotation (the game's returns: not being the
last out, or the points against the others). The order must hold beyond chance: a
one-sided sign test over the duels, at 5%. Deterministic bots and fixed seeds make this a
regression test: a change that weakens a level changes the count.

The samples are chosen to be affordable in CI (about a minute of CPU in all) and large
enough to prove the order. Where the stronger level is the search, whose cost grows with
the length of its play-outs, the duels start late or end early: Idiot's and Belgia's from
the moment the stock runs out (the seeds' opening played by the simple level), where play
decides the game; Planowanie's are the first two deals, scored on their points.
"""

from __future__ import annotations

from dataclasses import dataclass
from math import comb

import pytest

from engine.bots import bot_move, levels
from engine.core import Game
from engine.games import RULESETS


@dataclass(frozen=True)
class Sample:
    players: int
    seeds: range
    from_endgame: bool = False  # start once the stock is empty, the opening played by simple
    deals: int | None = None  # Planowanie: stop after this many deals


# (game, stronger level) -> its duels against the level below. Pairs not listed (a level
# added later) get DEFAULT: whole two-seat games.
SAMPLES = {
    ("idiot", "good"): Sample(3, range(100)),
    ("idiot", "strong"): Sample(2, range(12), from_endgame=True),
    ("belgia", "good"): Sample(4, range(100)),
    ("belgia", "strong"): Sample(4, range(5), from_endgame=True),
    ("planowanie", "good"): Sample(4, range(150)),
    ("planowanie", "strong"): Sample(2, range(10), deals=2),
}
DEFAULT = Sample(2, range(12))
PAIRS = [
    (ruleset, weaker, stronger)
    for ruleset in sorted(RULESETS)
    for weaker, stronger in zip(levels(ruleset), levels(ruleset)[1:])
]


def start(ruleset: str, sample: Sample, seed: int) -> Game:
    rules = RULESETS[ruleset]
    game = rules.start(sample.players, seed, rules.read_options({}, sample.players), None)
    while sample.from_endgame and game.waiting_for() and (getattr(game, "turn") is None or getattr(game, "stock")):
        seat = game.waiting_for()[0]
        game.apply(seat, bot_move(game, seat, "simple"))
    return game


def finished(game: Game, sample: Sample) -> bool:
    return game.is_over() or (sample.deals is not None and len(getattr(game, "sheet")) >= sample.deals)


def duel(ruleset: str, sample: Sample, seed: int, weaker: str, stronger: str) -> float:
    """How much better the stronger level's seats fared than the weaker's, over the rotation."""
    opening = start(ruleset, sample, seed)
    margin = 0.0
    for seat in range(sample.players):
        game = opening.clone()
        table = [stronger if s == seat else weaker for s in range(sample.players)]
        while not finished(game, sample):
            mover = game.waiting_for()[0]
            game.apply(mover, bot_move(game, mover, table[mover]))
        returns = game.returns()
        margin += returns[seat] - sum(returns[s] for s in range(sample.players) if s != seat) / (sample.players - 1)
    return margin


def sign_test(wins: int, losses: int) -> float:
    """The chance of at least `wins` of `wins + losses` fair coin tosses."""
    n = wins + losses
    return sum(comb(n, k) for k in range(wins, n + 1)) / 2**n


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,weaker,stronger", PAIRS)
def test_each_level_beats_the_one_below(ruleset: str, weaker: str, stronger: str) -> None:
    sample = SAMPLES.get((ruleset, stronger), DEFAULT)
    margins = [duel(ruleset, sample, seed, weaker, stronger) for seed in sample.seeds]
    wins = sum(1 for m in margins if m > 0)
    losses = sum(1 for m in margins if m < 0)
    assert sign_test(wins, losses) < 0.05, f"{stronger} beat {weaker} in {wins} duels and lost {losses}"


def test_the_sign_test() -> None:
    assert sign_test(5, 0) == 1 / 32
    assert sign_test(0, 0) == 1.0
    assert sign_test(9, 1) < 0.05 < sign_test(8, 2)

"""Determinized Monte Carlo search with paired play-outs: the strong level.

The searching seat deals afresh, many times, everything it cannot see
(`Game.resample`, built only from what that seat has seen: it never peeks).
On each such deal every candidate move is tried and the game played out with
a quick policy; each move's score is its mean result over the same deals.
Comparing the moves on the same deals (common random numbers) removes the
luck of the deal from the comparison, which is what lets a few dozen deals
tell a good move from a poor one. This is Perfect Information Monte Carlo as
card-game programs use it (GIB in bridge, Skat engines).

The search never reads the clock: the number of deals is given, so the same
game, seat and generator give the same move.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from ..core import Game, Policy
from ..moves import Move
from ..rng import Rng


@dataclass(frozen=True)
class Plan:
    """What a search compares at a decision: the moves, on how many deals, each played out
    by `rollout` until `done` (None: the end of the game). The strong move and the review of
    a person's play (engine/review.py) search the same plan; the shedding games' good level a
    small one once the stock is gone."""

    candidates: list[Move]
    deals: int
    rollout: Policy
    done: Callable[[Game], bool] | None = None
    keep: Move | None = None  # a candidate kept unless another is surely better (paired_search)


# How far the best candidate's mean must lead `Plan.keep`'s to replace it: in standard errors
# of the mean of their differences, deal by deal. The best of a dozen candidates leads by
# chance alone on a few dozen long play-outs; the kept move is the one the principles chose.
SURE = 2.0


def paired_search(game: Game, seat: int, plan: Plan, rng: Rng) -> Move:
    """The candidate with the best mean result for `seat` over the plan's resampled deals;
    `plan.keep`, if given, unless that candidate is surely better (SURE).

    Every candidate is played out on every deal. Spending the same play-outs by sequential
    halving (of 12 candidates, every one on a quarter of them, the better half on the next, and so
    on, so that the last two meet on some 195 deals rather than 60) did not make the strong
    level stronger against simple seats (300 games, seeds 0-299, first out): Idiot 5 seats
    29.3% where it has 29.0%, Belgia 4 seats 40.3% where it has 41.0%."""
    if len(plan.candidates) == 1:
        return plan.candidates[0]
    return plan.candidates[chosen(plan, paired_results(game, seat, plan, rng))]


def chosen(plan: Plan, results: list[list[float]]) -> int:
    """The index of the candidate the search plays, given each one's results on the same deals:
    the best total, or `plan.keep`'s unless the best is surely better."""
    totals = [_total(mine) for mine in results]
    best = max(range(len(results)), key=totals.__getitem__)
    if plan.keep is None or plan.candidates[best] == plan.keep:
        return best
    kept = plan.candidates.index(plan.keep)
    return best if surely_better(results[best], results[kept]) else kept


def surely_better(these: list[float], those: list[float]) -> bool:
    """Whether results `these` beat `those`, got on the same deals, by more than SURE standard
    errors of the mean of their differences."""
    differences = [mine - theirs for mine, theirs in zip(these, those)]
    count = len(differences)
    mean = math.fsum(differences) / count
    variance = math.fsum((difference - mean) ** 2 for difference in differences) / max(1, count - 1)
    return mean > SURE * math.sqrt(variance / count)


def _total(results: list[float]) -> float:
    """The results added in order. Not sum(): from Python 3.12 it compensates its rounding, so
    CPython 3.11 and Pyodide's 3.14 would part on a near tie of fractional returns."""
    added = 0.0
    for result in results:
        added += result
    return added


def paired_results(game: Game, seat: int, plan: Plan, rng: Rng) -> list[list[float]]:
    """Each candidate's result for `seat` on each of the same `plan.deals` resampled deals.

    The deals are private copies whose logs nobody reads: they record no events
    (`Game.recording`), which changes nothing else of their play."""
    candidates, rollout, done = plan.candidates, plan.rollout, plan.done
    results: list[list[float]] = [[] for _ in candidates]
    for _ in range(plan.deals):
        deal = game.resample(seat, rng)
        deal.recording = False
        for index, move in enumerate(candidates):
            trial = deal.clone()
            apply, mover = trial._apply, trial.mover
            apply(seat, move)  # candidates are legal moves: no need to check them again
            if done is None:
                over = trial.is_over
                while not over():
                    who = mover()
                    apply(who, rollout(trial, who))
            else:
                while not done(trial):
                    who = mover()
                    apply(who, rollout(trial, who))
            results[index].append(trial.returns()[seat])
    return results


def seat_rng(seat: int, moves_seen: int) -> Rng:
    """A bot's generator, from what its seat has seen: how far the game is, and which seat."""
    return Rng(moves_seen * 1_000_003 + seat * 7919 + 17)

"""The strong level's search loop, timed: play-outs per second (issue 24).

Each game of the strength table (bench/strength.py's GAMES: Idiot 2 seats, Belgia 4,
Haft Khabis 4, Planowanie 4) is played from seeds 0, 1, ... with every seat at the
strong level until `moves` strong moves have searched; every search's play-outs
(engine.bots.search.paired_results: deals times candidates, each a resample's share, a
clone, the candidate's move and the play-out to its end) are counted and timed.
Resample, clone and the rollout policy all count, as they do in a strong move's think
time. The same source runs in CPython and inside Pyodide (bench/sim.mjs); standard
library and engine only.
"""

from __future__ import annotations

from typing import Any

from bench.clock import cpu_clock

GAMES: list[tuple[str, int]] = [("idiot", 2), ("belgia", 4), ("haft_khabis", 4), ("planowanie", 4)]


def playouts(ruleset: str, players: int, moves: int = 40) -> dict[str, float]:
    """{"searches", "playouts", "seconds"} over the first `moves` searching strong moves of
    seeded all-strong games, in seconds of CPU time (bench/clock.py)."""
    from engine.bots import search
    from engine.registry import RULESETS, bot_move

    clock = cpu_clock()
    tally = {"searches": 0.0, "playouts": 0.0, "seconds": 0.0}
    real = search.paired_results

    def counted(game: Any, seat: int, plan: search.Plan, rng: Any) -> list[list[float]]:
        start = clock()
        results = real(game, seat, plan, rng)
        tally["seconds"] += clock() - start
        tally["searches"] += 1
        tally["playouts"] += plan.deals * len(plan.candidates)
        return results

    # paired_search calls the module's name: that name is what is replaced, for this call only
    search.paired_results = counted
    try:
        rules = RULESETS[ruleset]
        seed = 0
        while tally["searches"] < moves:
            game = rules.start(players, seed, rules.read_options({}, players), None)
            while game.waiting_for() and tally["searches"] < moves:
                seat = game.waiting_for()[0]
                game.apply(seat, bot_move(game, seat, "strong"))
            seed += 1
    finally:
        search.paired_results = real
    return tally


def all_games(moves: int = 40) -> dict[str, dict[str, float]]:
    """playouts() for every game of GAMES, by ruleset."""
    return {ruleset: playouts(ruleset, players, moves) for ruleset, players in GAMES}


if __name__ == "__main__":
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    for name, row in all_games().items():
        print(f"{name:12} {row['playouts'] / row['seconds']:10.0f} play-outs/s  ({row['searches']:.0f} searches)")

"""The review of a whole game ("Review my play", issue #22): a game played to its end by
the good level at every seat, then every decision of seat 0 judged as the page asks for
it, review_steps and then review_step a decision, each through engine.api (JSON in and
out), timed all together. The same source runs in CPython and inside Pyodide
(bench/sim.mjs); engine and the standard library only.
"""

from __future__ import annotations

import json
import time

# A whole 2-seat Idiot game, and a Planowanie game of ten deals (4 seats: 10 deals by default).
GAMES: list[tuple[str, int]] = [("idiot", 2), ("planowanie", 4)]


def played(ruleset: str, players: int, seed: int) -> str:
    """G's text of a game the good level plays to its end at every seat."""
    from engine import api

    game = json.dumps(
        json.loads(api.new_game(json.dumps({"ruleset": ruleset, "players": players, "seed": seed})))["game"]
    )
    while not (view := json.loads(api.view(game, 0))["view"])["over"]:
        seat = view["waiting_for"][0]
        move = json.loads(api.bot_move(game, seat, "good"))["move"]
        game = json.dumps(json.loads(api.apply(game, seat, json.dumps(move)))["game"])
    return game


def review(ruleset: str, players: int, seed: int = 1) -> dict[str, float]:
    """{"decisions", "seconds"}: seat 0's decisions in the game, and the time to judge them all."""
    from engine import api

    game = played(ruleset, players, seed)
    start = time.perf_counter()
    steps = json.loads(api.review_steps(game, 0))["steps"]
    for step in steps:
        assert json.loads(api.review_step(game, 0, step))["ok"]
    return {"decisions": len(steps), "seconds": time.perf_counter() - start}


def all_games() -> dict[str, dict[str, float]]:
    return {f"{ruleset}, {players} seats": review(ruleset, players) for ruleset, players in GAMES}


if __name__ == "__main__":
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    print(all_games())

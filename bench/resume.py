"""A page load's first move from a resumed save (issue 24): saves hold the moves, and
engine.api replays them on load. For each game a 300-move save is made (random legal
moves, seeded), then, as a page that resumes it does with a fresh engine (nothing
remembered): view, then apply the seat's first legal move; timed, the replay included.
The same source runs in CPython and inside Pyodide (bench/sim.mjs); engine and the
standard library only.
"""

from __future__ import annotations

import json
import time

GAMES: list[tuple[str, int]] = [("idiot", 4), ("belgia", 4), ("haft_khabis", 4), ("planowanie", 4)]


def resume(ruleset: str, players: int, moves: int = 300, repeats: int = 5) -> dict[str, float]:
    """{"moves", "seconds"}: the moves of the save (fewer if the game ends first), and the median of `repeats` times of
    its view and first move, each from an engine that remembers no recent game."""
    from engine import api
    from engine.rng import Rng

    text = json.loads(api.new_game(json.dumps({"ruleset": ruleset, "players": players, "seed": 3})))["game"]
    game = json.dumps(text)
    rng = Rng(7)
    made = 0
    while made < moves:
        view = json.loads(api.view(game, 0))["view"]
        if view["over"]:
            break
        seat = view["waiting_for"][0]
        legal = json.loads(api.view(game, seat))["view"]["legal_moves"]
        after = json.dumps(json.loads(api.apply(game, seat, json.dumps(rng.choice(legal))))["game"])
        if json.loads(api.view(after, 0))["view"]["over"]:
            break  # the save is the last position before the end
        game, made = after, made + 1
    times = []
    for _ in range(repeats):
        api._RECENT.clear()  # a page load: the engine has just started
        start = time.perf_counter()
        view = json.loads(api.view(game, 0))["view"]
        seat = view["waiting_for"][0]
        legal = json.loads(api.view(game, seat))["view"]["legal_moves"]
        json.loads(api.apply(game, seat, json.dumps(legal[0])))
        times.append(time.perf_counter() - start)
    times.sort()
    return {"moves": made, "seconds": times[len(times) // 2]}


def all_games() -> dict[str, dict[str, float]]:
    return {ruleset: resume(ruleset, players) for ruleset, players in GAMES}


if __name__ == "__main__":
    import os
    import sys

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    print(all_games())

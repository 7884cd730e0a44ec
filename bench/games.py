"""The random-games loop, the same source in CPython and in Pyodide (bench/sim.mjs)."""

from __future__ import annotations

import time


def play(
    ruleset: str, players: int, seconds: float = 5.0, games: int = 0, options: dict[str, object] | None = None
) -> dict[str, float]:
    """Random full games with seeds 0, 1, 2, ...: `games` of them if given, else as
    many as start within `seconds`."""
    try:
        from engine.sim import random_game
    except ImportError as error:
        raise SystemExit(f"bench: engine.sim.random_game is missing ({error})") from error
    played = moves = 0
    start = time.perf_counter()
    while played < games if games else (played == 0 or time.perf_counter() - start < seconds):
        moves += random_game(ruleset, players, played, options)
        played += 1
    return {"games": played, "moves": moves, "seconds": time.perf_counter() - start}

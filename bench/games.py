"""The random-games loop, the same source in CPython and in Pyodide (bench/sim.mjs)."""

from __future__ import annotations

import statistics

from bench.clock import cpu_clock


def play(
    ruleset: str,
    players: int,
    seconds: float = 3.0,
    games: int = 0,
    options: dict[str, object] | None = None,
    passes: int = 4,
) -> dict[str, float]:
    """Random full games with seeds 0, 1, 2, ...: `games` of them if given, else as many as
    start within `seconds`; the same games played `passes` times. The first pass is timed
    apart: it includes the runtime's warming (CPython's specializing interpreter, and in
    Pyodide V8 compiling the interpreter's hot WebAssembly again, optimized, which takes
    some seconds); the later passes' median is the steady speed a game in progress sees.
    Seconds of CPU time (bench/clock.py)."""
    from bench.random_play import random_game

    clock = cpu_clock()
    times: list[float] = []
    for _ in range(passes):
        played = moves = 0
        start = clock()
        while played < games if games else (played == 0 or clock() - start < seconds):
            moves += random_game(ruleset, players, played, options)
            played += 1
        times.append(clock() - start)
        games = played
    return {"games": games, "moves": moves, "first": times[0], "seconds": statistics.median(times[1:])}

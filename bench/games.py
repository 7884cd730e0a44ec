"""The random-games loop, the same source in CPython and in Pyodide (bench/sim.mjs)."""

from __future__ import annotations

from bench.clock import cpu_clock


def one_pass(
    ruleset: str, players: int, seconds: float = 3.0, games: int = 0, options: dict[str, object] | None = None
) -> dict[str, float]:
    """Random full games with seeds 0, 1, 2, ...: `games` of them if given, else as many as
    start within `seconds`; how many, their moves, and the seconds of CPU time they took
    (bench/clock.py). bench/__main__.py times passes of the same games in each runtime in
    turn; the first pass of each includes the runtime's warming (CPython's specializing
    interpreter, and in Pyodide V8 compiling the interpreter's hot WebAssembly again,
    optimized, which takes some seconds), so it is timed apart."""
    from bench.random_play import random_game

    clock = cpu_clock()
    played = moves = 0
    start = clock()
    while played < games if games else (played == 0 or clock() - start < seconds):
        moves += random_game(ruleset, players, played, options)
        played += 1
    return {"games": played, "moves": moves, "seconds": clock() - start}

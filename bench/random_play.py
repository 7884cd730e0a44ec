"""Random play through the engine's Python API: the benchmark's random games and its peers
section, in CPython and inside Pyodide (bench/sim.mjs). Not part of the engine's wheel:
the page never plays at random."""

from __future__ import annotations

import random

from engine.core import Options
from engine.registry import RULESETS


def random_game(ruleset: str, players: int, seed: int, options: Options | None = None, max_moves: int = 20_000) -> int:
    """Play one game with uniformly random legal moves; the number of moves it took.

    The game's own randomness (its deals) comes from its seeded Rng, as always. The random
    player's choices are the driver's, not the game's: they come from the standard
    library's generator, seeded too, one call of random() a choice (Random.choice costs
    three more calls, as much as a fifth of a game's time inside Pyodide, and measures
    the driver, not the engine), as OpenSpiel's and RLCard's games are driven in the
    benchmark's peers section, so that the two sides pay alike for choosing."""
    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options(options or {}, players), None)
    uniform = random.Random(seed ^ 0x5EED).random
    for count in range(max_moves):
        waiting = game.waiting_for()
        if not waiting:
            return count
        seat = waiting[0]
        moves = game.legal_moves(seat)
        game.apply(seat, moves[int(uniform() * len(moves))])
    raise RuntimeError(f"{ruleset} seed {seed} did not end within {max_moves} moves")

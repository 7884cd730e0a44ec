"""Random play through the engine's Python API: for property tests and the benchmark."""

from __future__ import annotations

from .core import Options
from .registry import RULESETS
from .rng import Rng


def random_game(ruleset: str, players: int, seed: int, options: Options | None = None, max_moves: int = 20_000) -> int:
    """Play one game with uniformly random legal moves; the number of moves it took."""
    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options(options or {}, players), None)
    rng = Rng(seed ^ 0x5EED)
    for count in range(max_moves):
        waiting = game.waiting_for()
        if not waiting:
            return count
        seat = waiting[0]
        game.apply(seat, rng.choice(game.legal_moves(seat)))
    raise RuntimeError(f"{ruleset} seed {seed} did not end within {max_moves} moves")

"""Random play through the engine's Python API: for property tests and the benchmark."""

from __future__ import annotations

from .games import RULESETS
from .rng import Rng


def random_game(ruleset: str, players: int, seed: int, max_moves: int = 20_000) -> int:
    """Play one game with uniformly random legal moves; the number of moves it took."""
    rules = RULESETS[ruleset]
    options = rules.read_options({}, players)
    game = rules.start(players, seed, options, None)
    rng = Rng(seed ^ 0x5EED)
    for count in range(max_moves):
        waiting = game.waiting_for()
        if not waiting:
            return count
        seat = waiting[0]
        game.apply(seat, rng.choice(game.legal_moves(seat)))
    raise RuntimeError(f"{ruleset} seed {seed} did not end within {max_moves} moves")

"""Computer opponents, by game and level. A bot decides only from what its seat may see."""

from __future__ import annotations

from ..core import Game, Policy
from ..moves import Move
from . import haft_khabis, planowanie, shedding

POLICIES: dict[str, dict[str, Policy]] = {
    "idiot": shedding.LEVELS,
    "belgia": shedding.LEVELS,
    "haft_khabis": haft_khabis.LEVELS,
    "planowanie": planowanie.LEVELS,
}


def levels(ruleset_id: str) -> list[str]:
    """The levels of computer opponent a game offers, weakest first."""
    return list(POLICIES[ruleset_id])


def bot_move(game: Game, seat: int, level: str) -> Move:
    """The move the bot of `level` makes for `seat`, which the game must be waiting for."""
    return POLICIES[game.ruleset_id][level](game, seat)

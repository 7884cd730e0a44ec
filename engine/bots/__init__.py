"""Computer opponents, by level. A bot decides only from what its seat may see."""

from __future__ import annotations

from typing import Callable

from ..core import Game
from ..moves import Move
from .simple import simple_move

LEVELS: dict[str, Callable[[Game, int], Move]] = {
    "simple": simple_move,
}

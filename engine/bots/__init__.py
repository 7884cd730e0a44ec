"""Computer opponents, a module per game. Each gives LEVELS (a policy a level, weakest first)
and `explain`, the hint's line why; engine.registry pairs them with the game's rules. A bot
decides only from what its seat may see."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..core import Policy
    from ..registry import bot_move as bot_move, levels as levels

    POLICIES: dict[str, dict[str, Policy]]


def __getattr__(name: str) -> object:
    """The names older callers (tests, the benchmark) import from here, read from
    engine.registry when first asked: the registry imports these modules, so importing it
    up here would go round in a circle."""
    if name not in ("POLICIES", "bot_move", "levels"):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from .. import registry

    if name == "POLICIES":
        return {ruleset_id: dict(entry.levels) for ruleset_id, entry in registry.GAMES.items()}
    return getattr(registry, name)

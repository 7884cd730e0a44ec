"""The rules of each game, a module each: shedding (Idiot and Belgia), haft_khabis, planowanie.
The list of games the table offers is engine.registry's."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..registry import RULESETS as RULESETS


def __getattr__(name: str) -> object:
    """engine.games.RULESETS, the name older callers (tests, the benchmark) import, read from
    engine.registry when first asked: the registry imports the bots, which import these
    modules, so importing it up here would go round in a circle."""
    if name == "RULESETS":
        from ..registry import RULESETS

        return RULESETS
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""The rulesets the table offers, by id."""

from __future__ import annotations

from ..core import Ruleset
from .planowanie import PLANOWANIE
from .shedding import BELGIA, IDIOT

RULESETS: dict[str, Ruleset] = {ruleset.id: ruleset for ruleset in (IDIOT, BELGIA)}
RULESETS[PLANOWANIE.id] = PLANOWANIE

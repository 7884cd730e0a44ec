"""The rulesets the table offers, by id."""

from __future__ import annotations

from ..core import Ruleset
from .haft_khabis import HAFT_KHABIS
from .planowanie import PLANOWANIE
from .shedding import BELGIA, IDIOT

RULESETS: dict[str, Ruleset] = {ruleset.id: ruleset for ruleset in (IDIOT, BELGIA)}
RULESETS[PLANOWANIE.id] = PLANOWANIE
RULESETS[HAFT_KHABIS.id] = HAFT_KHABIS

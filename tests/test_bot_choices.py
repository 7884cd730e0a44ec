"""The bots choose the moves recorded in tests/bot_choices.json (see tests/bot_choices.py):
a change meant to make the engine faster must leave every level's choices as they were,
the same random draws in the same order, so that seeded tests, saves and the strength
test's outcomes stay what they were. A change meant to change a bot records them afresh:
`python tests/bot_choices.py > tests/bot_choices.json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from bot_choices import MOVES, SEATS, digest

RECORDED: dict[str, str] = json.loads((Path(__file__).parent / "bot_choices.json").read_text())


@pytest.mark.parametrize("key", sorted(RECORDED))
def test_the_bots_choose_as_recorded(key: str) -> None:
    ruleset, level, seed = key.split("/")
    assert digest(ruleset, level, int(seed), MOVES[level], SEATS[ruleset]) == RECORDED[key]

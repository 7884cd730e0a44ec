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


def marked(key: str) -> object:
    """The strong level's second seed is slow (CPython only): inside Pyodide the strong search
    of every game is held to its record on seed 0 (its random draws and its arithmetic on the
    shipped wheel), and the second seed's some 18 s of CPU there prove no more of that."""
    return pytest.param(key, marks=pytest.mark.slow) if key.endswith("/strong/1") else key


@pytest.mark.parametrize("key", [marked(key) for key in sorted(RECORDED)])
def test_the_bots_choose_as_recorded(key: str) -> None:
    ruleset, level, seed = key.split("/")
    assert digest(ruleset, level, int(seed), MOVES[level], SEATS[ruleset]) == RECORDED[key]

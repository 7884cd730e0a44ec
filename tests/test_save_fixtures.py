"""Saves of every format this engine has written still load, to the same position.

tests/saves/format-<N>-<ruleset>.json holds a save made part-way through a game and
what seat 0 saw there. When the save format changes, the old fixtures stay: each must
still load (migrated) to the position it recorded, and new fixtures are added.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import api
from engine.games import RULESETS
from engine.saves import FORMAT

FIXTURES = sorted((Path(__file__).parent / "saves").glob("format-*.json"))


def own_hand(view: dict[str, Any]) -> Any:
    if "seats" in view and view["seats"] and "hand" in view["seats"][0]:
        return next(s for s in view["seats"] if s["seat"] == 0)["hand"]
    return view.get("hand")


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_save_of_every_format_loads_to_the_position_it_recorded(path: Path) -> None:
    fixture = json.loads(path.read_text())
    text = json.dumps(fixture["save"])
    out = json.loads(api.view(text, 0))
    assert out["ok"], out
    assert out["view"]["waiting_for"] == fixture["expect"]["waiting_for"]
    assert own_hand(out["view"]) == fixture["expect"]["hand"]


def test_every_ruleset_has_a_fixture_of_the_current_format() -> None:
    names = {path.stem for path in FIXTURES}
    assert {f"format-{FORMAT}-{ruleset}" for ruleset in RULESETS} <= names


def test_a_save_from_a_newer_format_is_refused_as_newer_and_left_alone() -> None:
    fixture = json.loads(FIXTURES[0].read_text())
    newer = {**fixture["save"], "format": FORMAT + 1}
    text = json.dumps(newer)
    out = json.loads(api.view(text, 0))
    assert out["error"]["code"] == "newer_save"
    assert json.loads(text) == newer

"""Saves of every format this engine has written still load, to the same position.

tests/saves/format-<N>-<ruleset>.json holds a save made part-way through a game and
what every seat saw there (its whole view, score sheet and log included). When the save
format changes, the old fixtures stay: each must still load (migrated) to the position it
recorded, and new fixtures are added. A view may since have gained fields: what was
recorded must be there, as it was.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import api
from engine.registry import RULESETS
from engine.saves import FORMAT

FIXTURES = sorted((Path(__file__).parent / "saves").glob("format-*.json"))


def own_hand(view: dict[str, Any]) -> Any:
    if "seats" in view and view["seats"] and "hand" in view["seats"][0]:
        return next(s for s in view["seats"] if s["seat"] == 0)["hand"]
    return view.get("hand")


def differences(recorded: Any, now: Any, where: str = "view") -> list[str]:
    """Where `now` differs from `recorded`: every value recorded must be there alike (lists
    item by item); fields a view has gained since are not differences."""
    if isinstance(recorded, dict) and isinstance(now, dict):
        return [
            d
            for key, value in recorded.items()
            for d in (differences(value, now[key], f"{where}.{key}") if key in now else [f"{where}.{key} is gone"])
        ]
    if isinstance(recorded, list) and isinstance(now, list) and len(recorded) == len(now):
        return [d for i, (a, b) in enumerate(zip(recorded, now)) for d in differences(a, b, f"{where}[{i}]")]
    return [] if recorded == now else [f"{where}: {json.dumps(now)} where {json.dumps(recorded)} was recorded"]


@pytest.mark.parametrize("path", FIXTURES, ids=[p.stem for p in FIXTURES])
def test_a_save_of_every_format_loads_to_the_position_it_recorded(path: Path) -> None:
    fixture = json.loads(path.read_text())
    text = json.dumps(fixture["save"])
    out = json.loads(api.view(text, 0))
    assert out["ok"], out
    assert out["view"]["waiting_for"] == fixture["expect"]["waiting_for"]
    assert own_hand(out["view"]) == fixture["expect"]["hand"]
    recorded = fixture["expect"]["views"]
    assert len(recorded) == fixture["save"]["players"]
    for seat, view in enumerate(recorded):
        now = json.loads(api.view(text, seat))["view"]
        changed = differences(view, now, f"seat {seat}'s view")
        assert not changed, "\n".join(changed)


def test_every_ruleset_has_a_fixture_of_the_current_format() -> None:
    names = {path.stem for path in FIXTURES}
    assert {f"format-{FORMAT}-{ruleset}" for ruleset in RULESETS} <= names


def test_a_save_from_a_newer_format_is_refused_as_newer_and_left_alone() -> None:
    """Every call refuses it as newer and hands back no game in its place: the page keeps
    the save as it is, for the newer version that can read it."""
    fixture = json.loads(FIXTURES[0].read_text())
    text = json.dumps({**fixture["save"], "format": FORMAT + 1})
    seat = fixture["expect"]["waiting_for"][0]
    for out in (
        json.loads(api.view(text, seat)),
        json.loads(api.apply(text, seat, json.dumps(fixture["expect"]["views"][seat]["legal_moves"][0]))),
        json.loads(api.bot_move(text, seat, "simple")),
        json.loads(api.undo(text, seat)),
        json.loads(api.hint(text, seat)),
        json.loads(api.replay(text, seat, 0)),
        json.loads(api.replay_open(text, seat, 0)),
        json.loads(api.deal_code(text)),
    ):
        assert out["ok"] is False and set(out) == {"ok", "error"}, out
        assert out["error"]["code"] == "newer_save", out

"""engine.api.hint: the strongest level's move for the seat to move, and one line why.

The line is a key of the page's catalog with its numbers; every key the engine can give
has an English text in web/text.js (checked where web/ is beside tests/, not in Pyodide).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from planowanie_deck import bids, new_game, play, stacked_deck

from engine import api
from engine.bots import levels
from engine.bots.hints import hint
from engine.games import RULESETS
from engine.moves import parse_move

WEB_TEXT = Path(__file__).resolve().parent.parent / "web" / "text.js"
KEYS = ["hint.why.ten", "hint.why.four", "hint.why.two", "hint.why.lowest", "hint.why.search", "hint.why.take",
        "hint.why.risk", "hint.why.flip", "hint.why.swap", "hint.why.ready", "hint.why.choose",
        "hint.why.pl.bid", "hint.why.pl.lead_need", "hint.why.pl.win", "hint.why.pl.throw",
        "hint.why.pl.lead_low", "hint.why.pl.forced", "hint.why.pl.duck"]


def answer(text: str) -> dict[str, Any]:
    out: dict[str, Any] = json.loads(text)
    return out


def started(ruleset: str, players: int, seed: int) -> str:
    config = {"ruleset": ruleset, "players": players, "seed": seed}
    return json.dumps(answer(api.new_game(json.dumps(config)))["game"])


@pytest.mark.parametrize("ruleset", sorted(RULESETS))
def test_the_hint_is_a_move_the_game_accepts_from_the_strongest_level(ruleset: str) -> None:
    players = 3
    game = started(ruleset, players, seed=4)
    for _ in range(5):
        waiting = answer(api.view(game, 0))["view"]["waiting_for"]
        seat = waiting[0]
        given = answer(api.hint(game, seat))
        assert given["ok"] and given["level"] == levels(ruleset)[-1]
        why = given["why"]
        assert why is None or (why["key"] in KEYS and all(isinstance(v, int) for v in why["params"].values()))
        applied = answer(api.apply(game, seat, json.dumps(given["move"])))
        assert applied["ok"], applied
        game = json.dumps(applied["game"])


def test_hint_says_why_in_planowanie_duck_once_the_bid_is_made() -> None:
    deck = stacked_deck(2, {0: ["AC", "KS", "QS", "9S", "AD", "2D", "3D", "4D", "5D", "6D"],
                            1: ["JS", "TS", "8S", "7S", "KD", "QD", "JD", "TD", "9D", "8D"]}, trump="2C")
    _, game = new_game(2, deck)
    bids(game, 1, 0)
    play(game, 0, "AC")
    play(game, 1, "7S")
    play(game, 0, "2D")
    play(game, 1, "8D")
    play(game, 1, "JS")
    given = hint(game, 0)
    assert parse_move(given["move"]) in game.legal_moves(0)
    assert given["why"]["params"] == {"n": 1}
    card = given["move"]["cards"][0]
    assert given["why"]["key"] == ("hint.why.pl.duck" if card == "9S" else "hint.why.pl.forced")


def test_hint_refuses_a_seat_not_to_move_and_bad_input() -> None:
    game = started("planowanie", 3, seed=1)
    mover = answer(api.view(game, 0))["view"]["turn"]
    other = (mover + 1) % 3
    assert answer(api.hint(game, other))["error"]["code"] == "not_your_turn"
    assert answer(api.hint(game, 7))["error"]["code"] == "bad_seat"
    assert answer(api.hint("{", 0))["error"]["code"] == "bad_json"


@pytest.mark.skipif(not WEB_TEXT.is_file(), reason="web/ is not beside tests/ (inside Pyodide)")
def test_every_reason_has_an_english_text() -> None:
    catalog = set(re.findall(r'"(hint\.why\.[\w.]+)"\s*:', WEB_TEXT.read_text()))
    assert set(KEYS) <= catalog

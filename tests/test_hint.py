"""engine.api.hint: the strongest level's move for the seat to move, and one line why.

The line is a key of the page's catalog with its numbers; every key the engine can give
has an English text in web/lang/en.js (checked where web/ is beside tests/, not in Pyodide).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from engine import api
from engine.games.haft_khabis import HaftKhabis
from engine.games.shedding import Shedding
from engine.moves import Draw, Move, Pass, Play, Ready, Risk, parse_move
from engine.registry import RULESETS, hint, levels, why
from engine.saves import read_config

import haft_khabis_deck as hk
from planowanie_deck import bids, new_game, play, stacked_deck

WEB_TEXT = Path(__file__).resolve().parent.parent / "web" / "lang" / "en.js"
KEYS = [
    "hint.why.ten",
    "hint.why.four",
    "hint.why.two",
    "hint.why.lowest",
    "hint.why.search",
    "hint.why.take",
    "hint.why.risk",
    "hint.why.risk_no_pile",
    "hint.why.flip",
    "hint.why.swap",
    "hint.why.ready",
    "hint.why.choose",
    "hint.why.planowanie.bid",
    "hint.why.planowanie.lead_need",
    "hint.why.planowanie.win",
    "hint.why.planowanie.throw",
    "hint.why.planowanie.lead_low",
    "hint.why.planowanie.forced",
    "hint.why.planowanie.duck",
    *(
        f"hint.why.haft_khabis.{name}"
        for name in [
            "out",
            "out_jack",
            "seven_back",
            "keep_jack",
            "tak_barg",
            "eight",
            "jack_only",
            "jack_most",
            "two",
            "seven",
            "ace",
            "ten",
            "play_drawn",
            "only",
            "only_jack",
            "costly",
            "suit",
            "draw_sevens",
            "draw_cover",
            "draw",
            "pass_jack",
            "pass_seven",
        ]
    ),
]


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
        assert why["key"] in KEYS and all(isinstance(v, int) for v in why["params"].values())
        applied = answer(api.apply(game, seat, json.dumps(given["move"])))
        assert applied["ok"], applied
        game = json.dumps(applied["game"])


def test_hint_says_why_in_planowanie_duck_once_the_bid_is_made() -> None:
    deck = stacked_deck(
        2,
        {
            0: ["AC", "KS", "QS", "9S", "AD", "2D", "3D", "4D", "5D", "6D"],
            1: ["JS", "TS", "8S", "7S", "KD", "QD", "JD", "TD", "9D", "8D"],
        },
        trump="2C",
    )
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
    assert given["why"]["key"] == ("hint.why.planowanie.duck" if card == "9S" else "hint.why.planowanie.forced")


# --- Haft Khabis (RULES.md section 3): four seats play 0, 3, 2, 1; seat 0 plays first ----------

NO_HEART = ["4C", "9C", "KD", "QC", "6C", "5D", "KS"]  # no heart, no 3, no special card: nothing fits a 3H


def line(game: HaftKhabis, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    assert move in game.legal_moves(seat)
    given = why(game, seat, move)
    assert given is not None
    return given["key"], given["params"]


def test_hint_in_haft_khabis_answers_a_seven_with_a_seven() -> None:
    _, game = hk.new_game(4, {0: ["7H", *NO_HEART[:6]], 3: ["7C"]}, "3H")
    hk.move(game, 0, "7H")
    given = hint(game, 3)
    assert parse_move(given["move"]) == hk.card("7C")
    assert given["why"] == {"key": "hint.why.haft_khabis.seven_back", "params": {"n": 4}}  # the next player faces 4


def test_hint_in_haft_khabis_draws_for_the_sevens_without_a_seven() -> None:
    _, game = hk.new_game(4, {0: ["7H", *NO_HEART[:6]], 3: ["3S", "5S", "6S", "9S", "QS", "4D", "6D"]}, "3H")
    hk.move(game, 0, "7H")
    given = hint(game, 3)
    assert parse_move(given["move"]) == Draw()
    assert given["why"] == {"key": "hint.why.haft_khabis.draw_sevens", "params": {"n": 2}}


def test_hint_in_haft_khabis_sheds_the_costliest_card_that_fits() -> None:
    _, game = hk.new_game(4, {0: ["4H", "9H", *NO_HEART[:5]]}, "3H")
    assert line(game, 0, hk.card("9H")) == ("hint.why.haft_khabis.costly", {"n": 9})
    # the 4 is neither the costliest nor of the longest suit (clubs): no such fact is claimed
    assert line(game, 0, hk.card("4H")) == ("hint.why.search", {})


def test_hint_in_haft_khabis_plays_from_the_longest_suit() -> None:
    _, game = hk.new_game(4, {0: ["4H", "3C", "9H", "TH", "5H", "KD", "9C"]}, "3H")
    assert line(game, 0, hk.card("TH")) == ("hint.why.haft_khabis.costly", {"n": 10})
    assert line(game, 0, hk.card("4H")) == ("hint.why.haft_khabis.suit", {"n": 3})  # the 5, 9 and 10 of hearts follow
    assert line(game, 0, hk.card("3C")) == ("hint.why.search", {})  # one club left: hearts are longer


def test_hint_in_haft_khabis_names_with_a_jack_the_suit_held_most() -> None:
    _, game = hk.new_game(4, {0: ["JS", *NO_HEART[:6]]}, "3H")
    assert line(game, 0, hk.card("JS", suit="C")) == ("hint.why.haft_khabis.jack_only", {"n": 4})  # only the jack fits
    assert line(game, 0, hk.card("JS", suit="D")) == ("hint.why.search", {})  # two diamonds: not the most
    _, game = hk.new_game(4, {0: ["JS", "4H", *NO_HEART[:5]]}, "3H")
    assert line(game, 0, hk.card("JS", suit="C")) == ("hint.why.haft_khabis.jack_most", {"n": 4})
    assert line(game, 0, hk.card("4H")) == ("hint.why.haft_khabis.only_jack", {})  # keep the jack


def test_hint_in_haft_khabis_plays_an_eight_with_a_cover() -> None:
    _, game = hk.new_game(4, {0: ["8H", "5H", "8C", *NO_HEART[:4]]}, "3H")
    assert line(game, 0, hk.card("8H")) == ("hint.why.haft_khabis.eight", {"n": 2})  # the 5 of hearts, the 8 of clubs


def test_hint_in_haft_khabis_says_tak_barg_and_keeps_the_last_jack() -> None:
    _, game = hk.new_game(3, {0: ["8H", "8S", "8D", "8C", "8H", "5H", "JC"]}, "3H", decks=2)
    for code in ("8H", "8S", "8D", "8C", "8H"):
        hk.move(game, 0, code)
    given = hint(game, 0)
    assert parse_move(given["move"]) == hk.card("5H", announce=True)
    assert given["why"] == {"key": "hint.why.haft_khabis.keep_jack", "params": {}}
    _, game = hk.new_game(3, {0: ["8H", "8S", "8D", "8C", "8H", "5H", "9C"]}, "3H", decks=2)
    for code in ("8H", "8S", "8D", "8C", "8H"):
        hk.move(game, 0, code)
    assert line(game, 0, hk.card("5H", announce=True)) == ("hint.why.haft_khabis.tak_barg", {})


def test_hint_in_haft_khabis_goes_out_and_on_a_jack_doubles() -> None:
    for last, key in (("5S", "hint.why.haft_khabis.out"), ("JC", "hint.why.haft_khabis.out_jack")):
        _, game = hk.new_game(3, hk.eights_to_one(last), "3H", decks=2)
        hk.play_eights(game)
        assert hint(game, 0)["why"] == {"key": key, "params": {}}


def test_hint_in_haft_khabis_draws_when_nothing_fits_and_keeps_a_drawn_jack() -> None:
    _, game = hk.new_game(4, {0: NO_HEART}, "3H", stock=["JD"])
    assert line(game, 0, Draw()) == ("hint.why.haft_khabis.draw", {})
    hk.move(game, 0, "draw")
    assert game.drawn is not None and game.drawn.code == "JD"
    assert line(game, 0, Pass()) == ("hint.why.haft_khabis.pass_jack", {})


def test_hint_in_idiot_says_risking_on_an_empty_pile_plays_the_card_and_takes_no_pile() -> None:
    """RULES.md: a risked card that can be played must be played, and any card goes on an
    empty pile: there is no pile to take, so the line why says so."""
    record = read_config({"ruleset": "idiot", "players": 2, "seed": 3})
    game = record.start()
    assert isinstance(game, Shedding)
    for seat in range(2):
        game.apply(seat, Ready())
    seat = game.waiting_for()[0]
    assert not game.pile and game.stock and Risk() in game.legal_moves(seat)
    assert why(game, seat, Risk()) == {"key": "hint.why.risk_no_pile", "params": {}}
    game.apply(seat, next(move for move in game.legal_moves(seat) if isinstance(move, Play)))
    seat = game.waiting_for()[0]
    assert game.pile and Risk() in game.legal_moves(seat)
    assert why(game, seat, Risk()) == {"key": "hint.why.risk", "params": {"n": len(game.pile)}}


def test_every_haft_khabis_move_has_a_line_of_the_catalog_in_random_play() -> None:
    """The line is a fact of the position for whatever move is asked about, not only the hint's."""
    for seed in range(12):
        _, game = hk.new_game(2 + seed % 4, seed=seed)
        for _ in range(40):
            if game.is_over():
                break
            seat = game.waiting_for()[0]
            moves = game.legal_moves(seat)
            for move in moves:
                key, params = line(game, seat, move)
                assert key in KEYS and all(isinstance(v, int) and v > 0 for v in params.values()), (key, params)
            game.apply(seat, moves[(seed * 7 + len(game.log)) % len(moves)])


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

"""Fuzzing engine.api for every ruleset: random, malformed and adversarial moves and saves.

For each game, positions part-way through a seeded game are attacked with moves built
from the legal ones and then bent (other cards, other seats, wrong types, huge numbers,
unknown fields), and with saves whose moves were altered, cut or duplicated. Whatever
comes in: no exception crosses the boundary; the answer is {"ok": true, ...} or an error
with a known code and a sentence; a game given in is never changed (the api answers it
alike before and after, so no game it keeps in memory was changed, and it still plays);
every game handed out loads again to itself; an altered save is refused exactly when this
test's own replay of it through the rules fails, at the move that fails.

HOUSE_RULES_FUZZ sets the examples per ruleset (250 here, 1,000 in all; the benchmark
runs 5,000 per ruleset). Inside Pyodide (the suite's second lane) the default is 50: there
the fuzz shows the same boundary holds on the platform the page runs, while CPython's
lane, five times as fast, explores the inputs; 250 took some 170 s of that lane.
"""

from __future__ import annotations

import json
import os
import sys
from functools import cache
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from engine import api
from engine.core import ConfigError, IllegalMove
from engine.moves import MoveError, parse_move
from engine.registry import RULESETS, bot_move
from engine.saves import FORMAT, load, read_config

from helpers import ALL_CODES, CODES, is_sentence

EXAMPLES = int(os.environ.get("HOUSE_RULES_FUZZ", "50" if sys.platform == "emscripten" else "250"))
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    database=None,
    derandomize=True,
    phases=(Phase.explicit, Phase.generate),
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SEATS = {"idiot": 4, "belgia": 5, "haft_khabis": 4, "planowanie": 3}
CARDS = ALL_CODES + ["RJ", "BJ"]
ODD = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(10**12), 10**12),
    st.floats(allow_nan=False),
    st.text(max_size=8),
    st.lists(st.integers(0, 9), max_size=3),
    st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
)


@cache
def positions(ruleset: str) -> tuple[str, ...]:
    """G texts of one seeded game of `ruleset`, every few moves from the start to the end."""
    players = SEATS[ruleset]
    record = read_config({"ruleset": ruleset, "players": players, "seed": 17})
    game = record.start()
    texts = []
    step = 0
    while game.waiting_for():
        if step % 7 == 0:
            texts.append(json.dumps(record.to_json()))
        seat = game.waiting_for()[0]
        move = bot_move(game, seat, "simple")
        game.apply(seat, move)
        record.moves.append((seat, move))
        step += 1
    texts.append(json.dumps(record.to_json()))
    return tuple(texts)


def answer(text: object) -> dict[str, Any]:
    assert isinstance(text, str)
    out = json.loads(text)
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool), out
    if not out["ok"]:
        assert out["error"]["code"] in CODES, out
        assert is_sentence(out["error"]["message"]), out
    if "game" in out:
        saved = out["game"]
        assert load(saved)[0].to_json() == saved  # every game handed out loads to itself
    return out


def replay(save: dict[str, Any]) -> int | None:
    """This test's own replay of a save through the rules: None if every move is legal in
    turn, else the number of the first that is not (0: the settings are refused)."""
    version = save.get("format")
    if type(version) is not int or not 1 <= version <= FORMAT:
        return 0
    try:
        game = read_config(save).start()
    except ConfigError:
        return 0
    moves = save.get("moves")
    if not isinstance(moves, list):
        return 0
    for number, entry in enumerate(moves, start=1):
        if not isinstance(entry, list) or len(entry) != 2 or type(entry[0]) is not int:
            return number
        try:
            game.apply(entry[0], parse_move(entry[1]))
        except (MoveError, IllegalMove):
            return number
    return None


def bend(move: dict[str, Any], data: st.DataObject) -> dict[str, Any]:
    """A move changed a little: a field set to another card, a number, or an odd value."""
    bent = dict(move)
    key = data.draw(
        st.sampled_from(
            sorted(bent) + ["cards", "suit", "target", "announce", "as", "spade", "tricks", "index", "extra"]
        )
    )
    bent[key] = data.draw(
        st.one_of(
            st.lists(st.sampled_from(CARDS), min_size=0, max_size=4),
            st.sampled_from(CARDS + ["C", "D", "H", "S", "X"]),
            st.integers(-3, 70),
            ODD,
        )
    )
    return bent


def fuzz_ruleset(ruleset: str, data: st.DataObject) -> None:
    text = data.draw(st.sampled_from(positions(ruleset)))
    view = answer(api.view(text, 0))["view"]
    waiting = view["waiting_for"] or [0]
    seat = data.draw(st.sampled_from(waiting) | st.integers(-2, SEATS[ruleset] + 1) | ODD)
    legal = (
        answer(api.view(text, seat))["view"]["legal_moves"] if type(seat) is int and 0 <= seat < SEATS[ruleset] else []
    )
    kind = data.draw(st.sampled_from(["legal", "bent", "odd", "save"]))
    if kind == "save":
        save = json.loads(text)
        change = data.draw(st.sampled_from(["cut", "double", "swap_seat", "field"]))
        moves = save["moves"]
        if change == "cut" and moves:
            save["moves"] = moves[: data.draw(st.integers(0, len(moves) - 1))] + moves[-1:]
        elif change == "double" and moves:
            save["moves"] = moves + moves[-1:]
        elif change == "swap_seat" and moves:
            i = data.draw(st.integers(0, len(moves) - 1))
            moves[i] = [data.draw(st.integers(-1, SEATS[ruleset])), moves[i][1]]
        else:
            save[data.draw(st.sampled_from(sorted(save)))] = data.draw(ODD)
        failing = replay(save)
        shown = answer(api.view(json.dumps(save), 0))
        moved = answer(api.apply(json.dumps(save), 0, json.dumps({"type": "take"})))
        if failing is None:  # still a game the rules allow (the change kept it one): only the move may be refused
            assert shown["ok"], (save, shown)
            assert moved["ok"] or moved["error"]["code"] not in ("bad_save", "newer_save", "bad_json"), (save, moved)
            return
        for out in (shown, moved):
            assert not out["ok"] and set(out) == {"ok", "error"}, (save, out)
            newer = type(save.get("format")) is int and save["format"] > FORMAT
            assert out["error"]["code"] == ("newer_save" if newer else "bad_save"), (save, out)
            if failing:
                assert out["error"]["message"].startswith(f"Move {failing} of this save"), (failing, out)
        return
    if kind == "legal" and legal:
        move: Any = data.draw(st.sampled_from(legal))
    elif kind == "bent" and legal:
        move = bend(data.draw(st.sampled_from(legal)), data)
    else:
        move = data.draw(
            ODD
            | st.fixed_dictionaries(
                {
                    "type": st.sampled_from(
                        ["play", "take", "risk", "flip", "swap", "ready", "choose", "draw", "pass", "bid", "penalty"]
                    )
                }
            )
        )
    views = [api.view(text, s) for s in range(SEATS[ruleset])]
    out = answer(api.apply(text, seat, json.dumps(move)))
    assert [api.view(text, s) for s in range(SEATS[ruleset])] == views  # the game given in is as it was
    if kind == "legal" and legal and type(seat) is int and seat in waiting:
        assert out["ok"], out
    if not out["ok"] and waiting and not view["over"]:
        first = answer(api.view(text, waiting[0]))["view"]["legal_moves"][0]
        assert answer(api.apply(text, waiting[0], json.dumps(first)))["ok"]  # the game given in still plays


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_fuzz_every_ruleset(ruleset: str) -> None:
    @FUZZ
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        fuzz_ruleset(ruleset, data)

    run()


def fuzz_replay(ruleset: str, data: st.DataObject) -> None:
    """A replay, one with open hands, a review and a deal code of a position: an answer or a known
    error; the replay of the last step is the view, a step reviewed is one of the seat's
    decisions, and the code's deal starts a new game."""
    text = data.draw(st.sampled_from(positions(ruleset)))
    moves = len(json.loads(text)["moves"])
    seat = data.draw(st.integers(-1, SEATS[ruleset]) | ODD)
    step = data.draw(st.sampled_from([0, moves]) | st.integers(-2, moves + 2) | ODD)
    replayed = answer(api.replay(text, seat, step))
    answer(api.replay_open(text, seat, step))
    if replayed["ok"] and step == moves:
        assert replayed["view"] == answer(api.view(text, seat))["view"]
    reviewed = answer(api.review_step(text, seat, step))
    if reviewed["ok"]:
        assert step in answer(api.review_steps(text, seat))["steps"] and reviewed["cost"] >= 0
    code = answer(api.deal_code(text))["code"]
    assert answer(api.new_game(json.dumps(answer(api.from_deal_code(code))["config"])))["ok"]


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_fuzz_replays_and_deal_codes_of_every_ruleset(ruleset: str) -> None:
    @settings(FUZZ, max_examples=max(EXAMPLES // 5, 1))
    @given(data=st.data())
    def run(data: st.DataObject) -> None:
        fuzz_replay(ruleset, data)

    run()


def test_every_ruleset_is_fuzzed() -> None:
    assert set(SEATS) == set(RULESETS)

"""Pass and play (issue 21) at the JSON boundary: G's "table" of people and names is taken
by new_game, carried unchanged by apply, undo and the bots' moves, ignored by the rules,
refused whole when it does not fit the game ("bad_table", with a sentence), absent in a
save from before it (one person, at seat 0); and an undo never takes back another
person's move, even one that person was forced to make."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import api
from engine.saves import Table

import haft_khabis_deck as hk
from helpers import call, is_sentence, ok

TABLE = {"people": [0, 2], "names": ["Kari", "", "Bjørn", ""]}


def new(ruleset: str = "idiot", players: int = 4, seed: int = 3, **extra: Any) -> str:
    config = {"ruleset": ruleset, "players": players, "seed": seed, **extra}
    return json.dumps(ok(api.new_game, json.dumps(config))["game"])


def step(game: str) -> str:
    """The first seat the game waits for makes the simple bot's move."""
    seat = ok(api.view, game, 0)["view"]["waiting_for"][0]
    move = ok(api.bot_move, game, seat, "simple")["move"]
    return json.dumps(ok(api.apply, game, seat, json.dumps(move))["game"])


def test_new_game_keeps_the_table_and_every_answer_carries_it_unchanged() -> None:
    game = new(table=TABLE)
    assert json.loads(game)["table"] == TABLE
    for _ in range(30):
        game = step(game)
        assert json.loads(game)["table"] == TABLE
    answer = call(api.undo, game, 0)
    if answer["ok"]:
        assert answer["game"]["table"] == TABLE


def test_the_rules_ignore_the_table() -> None:
    """The same seed deals and plays the same with or without people."""
    plain, peopled = new(), new(table=TABLE)
    for _ in range(25):
        plain, peopled = step(plain), step(peopled)
    for seat in range(4):
        assert ok(api.view, plain, seat) == ok(api.view, peopled, seat)


def test_a_save_without_a_table_loads_and_stays_without_one() -> None:
    """Saves from before tables: G has no "table", and gains none by playing."""
    game = new()
    assert "table" not in json.loads(game)
    assert "table" not in json.loads(step(game))


@pytest.mark.parametrize(
    "table",
    [
        {"people": [4]},  # a seat not at this table of 4
        {"people": [-1]},
        {"people": []},  # no person at all
        {"people": [1, 1]},  # a seat twice
        {"people": [0.0]},
        {"people": [True]},
        {"people": "0"},
        {"names": ["Kari"]},  # people missing: no person
        {"people": [0], "names": ["x" * 21]},  # not a short name
        {"people": [0], "names": [7]},
        {"people": [0], "names": ["Ka\nri"]},
        {"people": [0], "names": ["", "", "", "", ""]},  # more names than seats
        {"people": [0], "names": "Kari"},
        {"people": [0], "levels": ["master"]},  # a level the game does not have
        {"people": [0], "levels": [None]},
        {"people": [0], "levels": "strong"},
        {"people": [0], "levels": ["", "", "", "", "simple"]},
        [0, 1],
        "people=2",
        7,
    ],
)
def test_a_table_that_does_not_fit_is_refused_with_a_sentence(table: Any) -> None:
    config = json.dumps({"ruleset": "idiot", "players": 4, "seed": 3, "table": table})
    err = call(api.new_game, config)["error"]
    assert err["code"] == "bad_table" and is_sentence(err["message"]), err
    save = json.loads(step(new(table=TABLE)))
    damaged = json.dumps(save | {"table": table})
    for out in (
        call(api.view, damaged, 0),
        call(api.apply, damaged, 0, json.dumps({"type": "ready"})),
        call(api.bot_move, damaged, 1, "simple"),
        call(api.undo, damaged, 0),
    ):
        assert out["ok"] is False and set(out) == {"ok", "error"}, out
        assert out["error"]["code"] == "bad_table" and is_sentence(out["error"]["message"]), out


def test_each_computer_plays_at_its_own_level() -> None:
    """The table's levels ("" for the table's own) are carried, and the engine's levels
    alone are accepted: the page asks bot_move for each seat's."""
    table = {"people": [0], "names": ["", "", ""], "levels": ["", "strong", "good"]}
    game = new("planowanie", 3, table=table)
    assert json.loads(step(game))["table"] == table


def test_a_table_given_without_names_or_levels_is_written_without_them() -> None:
    assert json.loads(new(table={"people": [1]}))["table"] == {"people": [1]}


def test_the_refusals_say_what_is_wrong() -> None:
    def message(table: Any) -> str:
        config = json.dumps({"ruleset": "planowanie", "players": 3, "seed": 1, "table": table})
        return str(call(api.new_game, config)["error"]["message"])

    assert "seat 5" in message({"people": [0, 5]}) and "table of 3" in message({"people": [0, 5]})
    assert "no person" in message({"people": []})
    assert "same seat" in message({"people": [2, 2]})


def test_every_seat_a_person_and_short_names_of_any_script_are_accepted() -> None:
    table = {"people": [3, 0, 1, 2], "names": ["Kari", "\u202eBjørn", "مریم", "x" * 20]}
    assert json.loads(new(table=table))["table"] == table


def test_another_persons_forced_move_forbids_undo_where_a_computers_does_not() -> None:
    """Haft Khabis, two seats: seat 0 plays a 7, seat 1 holds no 7, so drawing two is its
    only move. A computer's forced draw leaves seat 0's undo allowed (engine/undo.py); the
    same draw made by a second person at the device forbids it: an undo never takes back
    what someone else did."""
    hands = {0: ["7H"], 1: ["3C", "4C", "5C", "6C", "9C", "QC", "KC"]}
    results = {}
    for people in ([0], [0, 1]):
        record, game = hk.new_game(2, hands, starter="3H")
        record.table = Table(tuple(people))
        game.apply(0, hk.card("7H"))
        record.moves.append((0, hk.card("7H")))
        assert hk.legal(game, 1) == {"draw"}
        draw = json.loads(api.bot_move(json.dumps(record.to_json()), 1, "simple"))["move"]
        text = json.loads(api.apply(json.dumps(record.to_json()), 1, json.dumps(draw)))["game"]
        results[len(people)] = (call(api.undo, json.dumps(text), 0), ok(api.can_undo, json.dumps(text), 0))
    alone, judged_alone = results[1]
    assert alone["ok"] and alone["undone"] == 2 and judged_alone["undo"] is True
    two, judged_two = results[2]
    assert two["ok"] is False and two["error"]["code"] == "undo_decision" and two["error"]["params"] == {"seat": 1}
    assert judged_two["undo"] is False and judged_two["code"] == "undo_decision"


def test_an_undo_keeps_the_table() -> None:
    """Haft Khabis, two seats, seat 1 a computer: seat 0's undo of a 7 answered by a forced
    draw gives G before the 7, its table as it was."""
    record, _ = hk.new_game(2, {0: ["7H"], 1: ["3C", "4C", "5C", "6C", "9C", "QC", "KC"]}, starter="3H")
    record.table = Table((0,), ("Kari", ""))
    text = json.dumps(record.to_json())
    text = json.dumps(ok(api.apply, text, 0, json.dumps(hk.card("7H").to_json()))["game"])
    text = json.dumps(ok(api.apply, text, 1, json.dumps({"type": "draw"}))["game"])
    answer = ok(api.undo, text, 0)
    assert answer["game"]["table"] == {"people": [0], "names": ["Kari", ""]}
    assert answer["game"]["moves"] == []


def test_the_saved_fixture_with_people_loads_and_keeps_them() -> None:
    """tests/saves/format-1-idiot-people.json: a three-seat Idiot with two people, played by
    the engine part-way; it loads (test_save_fixtures checks every seat's view) and a move
    applied to it keeps its people and names."""
    fixture = json.loads((Path(__file__).parent / "saves" / "format-1-idiot-people.json").read_text())
    save = fixture["save"]
    assert save["table"] == {"people": [0, 2], "names": ["Kari", "", "Bjørn"]}
    moved = json.loads(step(json.dumps(save)))
    assert moved["table"] == save["table"] and len(moved["moves"]) == len(save["moves"]) + 1

"""Replay (engine.api.replay and replay_open): a save G is stepped through move by
move, each seat shown exactly what it saw then, with the events of that step; once the
game is over, the replay with open hands shows every seat's hand.

Each call loads G whole and plays from the deal, so a check at every step of a game costs
the square of its length (357 moves in the Haft Khabis game: some 30 s inside Pyodide).
The checks against view() take a sample of steps instead (`sampled`): the deal, the first
and last two moves, and a spread across the game (at a stride coprime to the seat count,
so that the sample meets every seat's moves)."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

import pytest

from engine import api
from engine.registry import RULESETS

from helpers import error, is_sentence, ok

SEATS = {"idiot": 3, "belgia": 4, "haft_khabis": 3, "planowanie": 3}
SPREAD = 14  # steps sampled across a game, beside its ends (see the module)


def text(game: dict[str, Any]) -> str:
    """G as the page keeps it: the answer's JSON, compact."""
    return json.dumps(game, separators=(",", ":"))


@cache
def played(ruleset: str) -> tuple[str, ...]:
    """A seeded game of `ruleset` played to the end by simple bots through engine.api, as the
    page plays it: G after each move, the first the deal."""
    config = {"ruleset": ruleset, "players": SEATS[ruleset], "seed": 11}
    games = [text(ok(api.new_game, json.dumps(config))["game"])]
    while waiting := ok(api.view, games[-1], 0)["view"]["waiting_for"]:
        move = ok(api.bot_move, games[-1], waiting[0], "simple")["move"]
        games.append(text(ok(api.apply, games[-1], waiting[0], json.dumps(move))["game"]))
    return tuple(games)


def test_every_ruleset_is_replayed() -> None:
    assert set(SEATS) == set(RULESETS)


def sampled(moves: int) -> list[int]:
    """The steps checked of a game of `moves` moves: 0 (the deal), 1, 2, the last two and
    some SPREAD more between, at a stride coprime to every seat count (see the module)."""
    stride = max(1, moves // SPREAD)
    while stride % 2 == 0 or stride % 3 == 0:  # coprime to 2, 3 and 4 seats
        stride += 1
    return sorted({0, 1, 2, moves - 1, moves, *range(3, moves, stride)} & set(range(moves + 1)))


def test_the_sample_of_steps_has_both_ends_and_every_seat_at_each_kind_of_step() -> None:
    for moves in (0, 1, 5, 71, 114, 195, 357):
        steps = sampled(moves)
        assert steps[0] == 0 and steps[-1] == moves and len(steps) <= SPREAD + 8
    for seats in (2, 3, 4):
        assert {step % seats for step in sampled(357)} == set(range(seats))


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_replay_shows_a_seat_what_view_showed_it_after_as_many_moves(ruleset: str) -> None:
    games = played(ruleset)
    moves = len(games) - 1
    for turn, step in enumerate(sampled(moves)):
        seat = turn % SEATS[ruleset]  # every seat, in turn
        answer = ok(api.replay, games[-1], seat, step)
        assert answer["view"] == ok(api.view, games[step], seat)["view"], step
        assert (answer["step"], answer["moves"]) == (step, moves)


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_the_events_of_a_step_are_those_its_move_added_to_the_log(ruleset: str) -> None:
    games = played(ruleset)
    most = 0
    for step in sampled(len(games) - 1):
        before = ok(api.view, games[step - 1], 0)["view"]["log"] if step else []
        logged = before[-1]["n"] if before else -1  # the number of the last event in the log before the move
        log = ok(api.view, games[step], 0)["view"]["log"]
        events = ok(api.replay, games[-1], 0, step)["events"]
        assert events == [event for event in log if event["n"] > logged], step
        most = max(most, len(events))
    assert most > 1, "some move wrote several events"


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_open_hands_of_a_finished_game_show_every_hand_as_its_seat_saw_it(ruleset: str) -> None:
    games = played(ruleset)
    for step in (0, len(games) // 2, len(games) - 1):
        for seat in range(SEATS[ruleset]):
            shown = ok(api.replay_open, games[-1], seat, step)
            own = [ok(api.view, games[step], s)["view"]["seats"][s] for s in range(SEATS[ruleset])]
            hands = [(entry["hand"], entry["dealt"]) for entry in own]
            assert [(entry["hand"], entry["dealt"]) for entry in shown["view"]["seats"]] == hands
            assert step or all(hand for hand, _ in hands), "the deal: every hand to show"
            replayed = ok(api.replay, games[-1], seat, step)
            for entry in shown["view"]["seats"]:  # the rest is what the seat saw
                if entry["seat"] != seat:
                    entry["hand"] = entry["dealt"] = None
            assert shown == replayed


@pytest.mark.parametrize("ruleset", sorted(SEATS))
def test_open_hands_of_an_unfinished_game_are_refused(ruleset: str) -> None:
    games = played(ruleset)
    unfinished = games[len(games) // 2]
    err = error(api.replay_open, unfinished, 0, 0)
    assert err["code"] == "not_over" and is_sentence(err["message"])
    assert "only what your seat saw" in err["message"]
    assert ok(api.replay, unfinished, 0, 0)["view"]["seats"][1]["hand"] is None


def test_a_step_out_of_range_is_refused_saying_which_steps_there_are() -> None:
    game = played("idiot")[35]
    err = error(api.replay, game, 0, 40)
    assert err == {
        "code": "bad_step",
        "message": "There is no step 40 in this game: its steps go from 0 (the deal) to 35 (now).",
    }
    assert ok(api.replay, game, 0, 35)["view"] == ok(api.view, game, 0)["view"]

"""Fair undo (engine/undo.py, engine.api.undo and can_undo): a seat takes back its last
move, and all after it, only when nothing it could not see before has come into its view
since, and no other seat has made a decision since (a move chosen among several)."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api
from engine.core import Game
from engine.moves import Bid, Draw
from engine.registry import RULESETS
from engine.rng import Rng
from engine.saves import Record

import haft_khabis_deck as hk
import planowanie_deck as pl
from helpers import TAKE, Table, call, card_codes_in, ok, play, stacked_deck

YOU = 0


def start(ruleset: str, players: int, seed: int) -> str:
    return json.dumps(ok(api.new_game, json.dumps({"ruleset": ruleset, "players": players, "seed": seed}))["game"])


def bot_step(game: str, level: str = "simple") -> str:
    """The seat the game waits for makes the simple bot's move."""
    view = ok(api.view, game, YOU)["view"]
    seat = view["waiting_for"][0] if "waiting_for" in view else view["turn"]
    move = ok(api.bot_move, game, seat, level)["move"]
    return json.dumps(ok(api.apply, game, seat, json.dumps(move))["game"])


def waiting(game: str) -> list[int]:
    view = ok(api.view, game, YOU)["view"]
    return list(view["waiting_for"])


def moves_of(game: str) -> list[Any]:
    return list(json.loads(game)["moves"])


def undo(game: str) -> dict[str, Any]:
    """undo's answer, checked against can_undo's: the same judgment, the same refusal."""
    answer = call(api.undo, game, YOU)
    judged = ok(api.can_undo, game, YOU)
    if answer["ok"]:
        assert judged == {"ok": True, "undo": True}
    else:
        assert judged == {"ok": True, "undo": False, **answer["error"]}
    return answer


def refused(game: str) -> dict[str, Any]:
    """The error of an undo the engine must refuse."""
    answer = undo(game)
    assert answer["ok"] is False, answer
    error: dict[str, Any] = answer["error"]
    return error


def moved(record: Record, game: Game, seat: int, move: Any) -> str:
    """`seat` makes `move` in the game and its record: G, as the page holds it."""
    game.apply(seat, move)
    record.moves.append((seat, move))
    return json.dumps(record.to_json())


def test_nothing_to_undo_before_your_first_move() -> None:
    game = start("planowanie", 3, seed=1)
    assert refused(game)["code"] == "nothing_to_undo"


def test_a_bid_followed_by_another_seats_bid_cannot_be_taken_back() -> None:
    """Planowanie, stacked: seat 0 bids first. Its bid alone is taken back; once seat 1 has
    bid, seat 0 has seen a decision and may not bid again knowing it."""
    record, game = pl.new_game(3, pl.stacked_deck(3, {}, trump="2C"))
    before = json.dumps(record.to_json())
    game_text = moved(record, game, 0, Bid(1))
    answer = ok(api.undo, game_text, YOU)
    assert answer["undone"] == 1 and moves_of(json.dumps(answer["game"])) == moves_of(before)
    assert len(game.legal_moves(1)) > 1  # seat 1 may bid 0 to 10
    game_text = moved(record, game, 1, Bid(2))
    error = refused(game_text)
    assert error["code"] == "undo_decision" and error["reason"] == "undo.decision" and error["params"] == {"seat": 1}
    assert (
        error["message"]
        == "Your last move cannot be taken back: since then seat 1 has made a choice, and you have seen it."
    )


def test_a_suit_named_by_another_seat_forbids_undo() -> None:
    """Haft Khabis, two decks: seat 1 answers with the other jack of clubs, a card seat 0
    holds too (no card new to it), and names spades: a choice of four suits."""
    record, game = hk.new_game(2, {0: ["5H", "JC"], 1: ["JC"]}, starter="3H", decks=2)
    moved(record, game, 0, hk.card("5H"))
    assert {"JC:C", "JC:D", "JC:H", "JC:S"} <= hk.legal(game, 1)
    error = refused(moved(record, game, 1, hk.card("JC", suit="S")))
    assert error["code"] == "undo_decision" and error["params"] == {"seat": 1}


def test_a_victim_chosen_for_a_two_by_another_seat_forbids_undo() -> None:
    """Haft Khabis, three seats, two decks: seat 2 (next, counter-clockwise) plays the other
    two of diamonds and makes seat 1 draw, not seat 0: no card seat 0 sees is new."""
    record, game = hk.new_game(3, {0: ["5D", "2D"], 2: ["2D"]}, starter="3D", decks=2)
    moved(record, game, 0, hk.card("5D"))
    assert {"2D>0", "2D>1"} <= hk.legal(game, 2)
    error = refused(moved(record, game, 2, hk.card("2D", target=1)))
    assert error["code"] == "undo_decision" and error["params"] == {"seat": 2}


def test_a_move_followed_only_by_forced_moves_can_be_taken_back() -> None:
    """Haft Khabis, two seats: seat 0 plays a 7, seat 1 holds no 7, so drawing two is its
    only move (it chose nothing, and its cards stay hidden); the turn is back at seat 0."""
    record, game = hk.new_game(2, {0: ["7H"], 1: ["3C", "4C", "5C", "6C", "9C", "QC", "KC"]}, starter="3H")
    before = json.dumps(record.to_json())
    moved(record, game, 0, hk.card("7H"))
    assert hk.legal(game, 1) == {"draw"}
    game_text = moved(record, game, 1, Draw())
    assert waiting(game_text) == [YOU]
    answer = undo(game_text)
    assert answer["ok"] and answer["undone"] == 2 and moves_of(json.dumps(answer["game"])) == moves_of(before)


def late_idiot(seat_1_hand: list[str]) -> Table:
    """Idiot, two seats, the stock risked away: seat 0 holds a king and two threes."""
    table = Table(2, stacked_deck(2, hand={0: ["KH", "3D", "3H"], 1: seat_1_hand}, rest="drain", first=0))
    table.ready_all()
    table.drain()
    return table


def test_a_play_answered_by_a_forced_take_can_be_taken_back() -> None:
    """Idiot, no stock left: nothing of seat 1 fits on the king, so taking the pile is its
    only move, and the pile was in view."""
    table = late_idiot(["4C", "4D", "4H"])
    before = table.text
    table.move(0, play("KH"))
    assert table.legal(1) == [TAKE]
    table.move(1, TAKE)
    answer = undo(table.text)
    assert answer["ok"] and answer["undone"] == 2 and moves_of(json.dumps(answer["game"])) == moves_of(before)


def test_a_take_chosen_over_a_play_forbids_undo() -> None:
    """Idiot, no stock left: seat 1 could play its ace on the king but takes the pile."""
    table = late_idiot(["AC", "4D", "4H"])
    table.move(0, play("KH"))
    assert play("AC") in table.legal(1)
    table.move(1, TAKE)
    error = refused(table.text)
    assert error["code"] == "undo_decision" and error["params"] == {"seat": 1}


def test_can_undo_judges_as_undo_does_and_takes_nothing_back() -> None:
    """The page asks before it offers Undo: the same answer as undo's, and G unchanged."""
    record, game = pl.new_game(3, pl.stacked_deck(3, {}, trump="2C"))
    game_text = json.dumps(record.to_json())
    assert call(api.can_undo, game_text, YOU) == {
        "ok": True,
        "undo": False,
        "code": "nothing_to_undo",
        "reason": "undo.nothing",
        "params": {},
        "message": "You have made no move yet, so there is nothing to take back.",
    }
    game_text = moved(record, game, 0, Bid(1))
    assert call(api.can_undo, game_text, YOU) == {"ok": True, "undo": True}
    assert call(api.can_undo, game_text, YOU) == {"ok": True, "undo": True}  # nothing was taken back
    assert call(api.can_undo, game_text, 3)["error"]["code"] == "bad_seat"


def test_an_opponents_card_shown_after_your_move_forbids_undo() -> None:
    """After your card the next seat lays one from its hidden hand: you have seen it."""
    game = start("planowanie", 3, seed=5)
    while True:
        view = ok(api.view, game, YOU)["view"]
        if view["phase"] == "play" and YOU in view["waiting_for"]:
            break
        game = bot_step(game)
    game = bot_step(game)  # your card
    assert waiting(game) and waiting(game)[0] != YOU, "this deal has you play before another seat"
    assert ok(api.undo, game, YOU)["undone"] == 1  # your own card showed nothing new
    game = bot_step(game)  # the next seat's card
    answer = undo(game)
    assert answer["ok"] is False and answer["error"]["code"] == "undo_reveals"
    assert "hidden before" in answer["error"]["message"]


def test_a_card_drawn_from_the_stock_forbids_undo() -> None:
    """Idiot: playing from the hand refills it from the stock, which shows you new cards."""
    game = start("idiot", 2, seed=3)
    while True:
        view = ok(api.view, game, YOU)["view"]
        if view["phase"] == "play" and view["turn"] == YOU:
            break
        game = bot_step(game)
    hand_before = set(view["seats"][YOU]["hand"])
    play = next(m for m in view["legal_moves"] if m["type"] == "play")
    game = json.dumps(ok(api.apply, game, YOU, json.dumps(play))["game"])
    hand_after = set(ok(api.view, game, YOU)["view"]["seats"][YOU]["hand"])
    assert hand_after - hand_before, "the stock refilled the hand"
    answer = undo(game)
    assert answer["ok"] is False and answer["error"]["code"] == "undo_reveals"


def test_a_finished_game_cannot_be_undone() -> None:
    game = start("idiot", 2, seed=8)
    for _ in range(5000):
        if not waiting(game):
            break
        game = bot_step(game)
    assert not waiting(game)
    answer = undo(game)
    assert answer["ok"] is False and answer["error"]["code"] == "game_over"


UNDO_SEEDS = 6  # random games a ruleset's undos are checked in
UNDO_SAMPLE = 2  # of them, those checked inside Pyodide too (the rest are slow: see below)


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_an_allowed_undo_returns_to_your_turn_before_a_move_and_shows_nothing_new(ruleset: str) -> None:
    """Random games: every undo the engine allows goes back to just before one of your
    moves, it is your decision there, nothing you saw since was hidden before it, and every
    move of another seat since was its only legal move."""
    assert undos_checked(ruleset, range(UNDO_SAMPLE)) > 0


@pytest.mark.slow
@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_an_allowed_undo_returns_to_your_turn_before_a_move_and_shows_nothing_new_in_more_games(ruleset: str) -> None:
    """As above, in the other games. Slow (CPython only): every call loads the save whole, so
    a game's undos cost the square of its length, some 17 s of CPU for these inside Pyodide,
    where the sample above already runs engine.api's undo on the shipped wheel."""
    assert undos_checked(ruleset, range(UNDO_SAMPLE, UNDO_SEEDS)) > 0


def undos_checked(ruleset: str, seeds: range) -> int:
    """The undos allowed in the random games of `seeds` (see the test above), each checked."""
    rng = Rng(17)
    allowed = 0
    for seed in range(seeds.stop):
        players = RULESETS[ruleset].min_players + rng.below(2)  # drawn for every seed: the same games
        if seed not in seeds:
            continue
        game = start(ruleset, players, seed)
        seen_by_step: list[set[str]] = [card_codes_in(_view_without_log(game))]
        chosen_by_step: list[bool] = []  # move i was chosen among several
        for _ in range(120):
            if not waiting(game):
                break
            mover = waiting(game)[0]
            chosen_by_step.append(len(ok(api.view, game, mover)["view"]["legal_moves"]) > 1)
            game = bot_step(game)
            seen_by_step.append(card_codes_in(_view_without_log(game)))
            answer = undo(game)
            if not answer["ok"]:
                assert answer["error"]["code"] in {"undo_reveals", "undo_decision", "nothing_to_undo", "game_over"}
                continue
            allowed += 1
            earlier = moves_of(json.dumps(answer["game"]))
            now = moves_of(game)
            assert now[: len(earlier)] == earlier and now[len(earlier)][0] == YOU
            assert all(seat != YOU for seat, _ in now[len(earlier) + 1 :])
            assert not any(chosen_by_step[len(earlier) + 1 :])
            assert YOU in waiting(json.dumps(answer["game"]))
            before = seen_by_step[len(earlier)]
            assert all(step <= before for step in seen_by_step[len(earlier) :])
    return allowed


def _view_without_log(game: str) -> dict[str, Any]:
    view = ok(api.view, game, YOU)["view"]
    return {key: value for key, value in view.items() if key != "log"}

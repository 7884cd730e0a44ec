"""Fair undo (engine/undo.py, engine.api.undo): a seat takes back its last move, and all
after it, only when nothing it could not see before has come into its view since."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api
from engine.games import RULESETS
from engine.rng import Rng

from helpers import call, card_codes_in, ok

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
    return call(api.undo, game, YOU)


def test_nothing_to_undo_before_your_first_move() -> None:
    game = start("planowanie", 3, seed=1)
    answer = undo(game)
    assert answer["ok"] is False and answer["error"]["code"] == "nothing_to_undo"


def test_a_bid_followed_only_by_bids_can_be_taken_back() -> None:
    """Bids show no card: your bid, and the bids after it, are taken back together."""
    for seed in range(20):
        game = start("planowanie", 4, seed)
        while YOU not in waiting(game):
            game = bot_step(game)
        before = game
        game = bot_step(game)  # your bid (the simple bot's choice)
        if not waiting(game) or ok(api.view, game, YOU)["view"]["phase"] != "bid":
            continue  # you bid last: the next move is a card, try another deal
        game = bot_step(game)  # the next seat's bid
        answer = ok(api.undo, game, YOU)
        assert answer["undone"] == 2
        assert moves_of(json.dumps(answer["game"])) == moves_of(before)
        assert ok(api.view, json.dumps(answer["game"]), YOU)["view"] == ok(api.view, before, YOU)["view"]
        return
    pytest.fail("no deal in 20 where you bid before another seat")


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


@pytest.mark.parametrize("ruleset", list(RULESETS))
def test_an_allowed_undo_returns_to_your_turn_before_a_move_and_shows_nothing_new(ruleset: str) -> None:
    """Random games: every undo the engine allows goes back to just before one of your
    moves, it is your decision there, and nothing you saw since was hidden before it."""
    rng = Rng(17)
    allowed = 0
    for seed in range(6):
        players = RULESETS[ruleset].min_players + rng.below(2)
        game = start(ruleset, players, seed)
        seen_by_step: list[set[str]] = [card_codes_in(_view_without_log(game))]
        for _ in range(120):
            if not waiting(game):
                break
            game = bot_step(game)
            seen_by_step.append(card_codes_in(_view_without_log(game)))
            answer = undo(game)
            if not answer["ok"]:
                assert answer["error"]["code"] in {"undo_reveals", "nothing_to_undo", "game_over"}
                continue
            allowed += 1
            earlier = moves_of(json.dumps(answer["game"]))
            now = moves_of(game)
            assert now[: len(earlier)] == earlier and now[len(earlier)][0] == YOU
            assert all(seat != YOU for seat, _ in now[len(earlier) + 1:])
            assert YOU in waiting(json.dumps(answer["game"]))
            before = seen_by_step[len(earlier)]
            assert all(step <= before for step in seen_by_step[len(earlier):])
    assert allowed > 0


def _view_without_log(game: str) -> dict[str, Any]:
    view = ok(api.view, game, YOU)["view"]
    return {key: value for key, value in view.items() if key != "log"}


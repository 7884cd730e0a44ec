"""Options whose choices depend on the seat count come from the engine: rulesets() gives, for
each, a "by_players" map the menu only renders (issue 19), computed by the rule that also
deals. And the two options issue 25 found at odds with their texts: Belgia's default decks
within the decks option's own range at every seat count, Haft Khabis's limit from 100."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api
from engine.core import ConfigError
from engine.games.shedding import MAX_DECKS, belgia_decks
from engine.registry import RULESETS

from helpers import error, is_sentence, ok


def offered() -> dict[str, dict[str, Any]]:
    """Each ruleset's options as rulesets() gives them, by ruleset id then option id."""
    return {r["id"]: {o["id"]: o for o in r["options"]} for r in ok(api.rulesets)["rulesets"]}


def started(ruleset: str, players: int, **options: Any) -> Any:
    out = ok(api.new_game, json.dumps({"ruleset": ruleset, "players": players, "seed": 1, "options": options}))
    return ok(api.view, json.dumps(out["game"]), 0)["view"]


def test_only_the_deck_options_depend_on_the_seat_count() -> None:
    found = {
        (ruleset, option)
        for ruleset, options in offered().items()
        for option, o in options.items()
        if "by_players" in o
    }
    assert found == {("belgia", "decks"), ("haft_khabis", "decks")}
    for ruleset, option in found:
        rules = RULESETS[ruleset]
        by_players = offered()[ruleset][option]["by_players"]
        assert list(by_players) == [str(n) for n in range(rules.min_players, rules.max_players + 1)]
        for choices in by_players.values():
            values = [choice["value"] for choice in choices["values"]]
            assert set(choices) == {"default", "values"} and choices["default"] in values and values == sorted(values)


def test_the_examples_in_the_protocol() -> None:
    assert offered()["belgia"]["decks"]["by_players"]["5"] == {
        "default": 2,
        "values": [
            {"value": 1, "stock": 9},
            {"value": 2, "stock": 63},
            {"value": 3, "stock": 117},
            {"value": 4, "stock": 171},
        ],
    }
    assert offered()["haft_khabis"]["decks"]["by_players"]["8"] == {"default": 2, "values": [{"value": 2, "stock": 47}]}


@pytest.mark.parametrize("players", range(3, RULESETS["belgia"].max_players + 1))
def test_belgia_decks_offered_as_the_menu_offered_them_each_leaving_the_stock_it_says(players: int) -> None:
    choices = offered()["belgia"]["decks"]["by_players"][str(players)]
    fewest = next(n for n in range(1, 100) if n * 54 - 9 * players >= 10)  # the fewest leaving ten in the stock
    assert choices["default"] == fewest
    # What web/belgia.js offered: one to four decks, or to the default if more, that deal nine each.
    assert [c["value"] for c in choices["values"]] == [n for n in range(1, max(4, fewest) + 1) if n * 54 >= 9 * players]
    assert started("belgia", players)["stock"] == 54 * fewest - 9 * players
    for choice in choices["values"]:
        assert started("belgia", players, decks=choice["value"])["stock"] == choice["stock"]


@pytest.mark.parametrize("players", range(2, 11))
def test_haft_khabis_decks_two_always_one_while_it_deals_seven_each_and_a_starter(players: int) -> None:
    choices = offered()["haft_khabis"]["decks"]["by_players"][str(players)]
    assert choices["default"] == 2 == offered()["haft_khabis"]["decks"]["default"]
    assert [c["value"] for c in choices["values"]] == ([1, 2] if 7 * players + 1 <= 52 else [2])
    for choice in choices["values"]:
        assert started("haft_khabis", players, decks=choice["value"])["stock"] == choice["stock"]
    if 7 * players + 1 > 52:
        refused = json.loads(
            api.new_game(json.dumps({"ruleset": "haft_khabis", "players": players, "seed": 1, "options": {"decks": 1}}))
        )
        assert refused["error"]["code"] == "bad_config"


def test_belgia_default_decks_are_always_a_value_the_decks_option_allows() -> None:
    decks = offered()["belgia"]["decks"]
    largest = RULESETS["belgia"].max_players
    assert decks["max"] == MAX_DECKS == belgia_decks(largest) == 9
    assert all(decks["min"] <= belgia_decks(players) <= decks["max"] for players in range(3, largest + 1))
    for players in (47, 48):  # the tables whose default (9) was over the old maximum (8)
        assert started("belgia", players, decks=belgia_decks(players))["stock"] >= 10
    too_many = json.loads(
        api.new_game(json.dumps({"ruleset": "belgia", "players": 48, "seed": 1, "options": {"decks": 10}}))
    )
    assert too_many["error"]["code"] == "bad_config" and "from 1 to 9" in too_many["error"]["message"]


def test_a_new_haft_khabis_match_has_a_limit_of_100_or_more() -> None:
    limit = offered()["haft_khabis"]["limit"]
    assert (limit["min"], limit["default"]) == (100, 200)
    assert started("haft_khabis", 3, limit=100)["limit"] == 100
    for low in (99, 30, 1):
        out = json.loads(
            api.new_game(json.dumps({"ruleset": "haft_khabis", "players": 3, "seed": 1, "options": {"limit": low}}))
        )
        assert out["ok"] is False and out["error"]["code"] == "bad_config"
        assert out["error"]["message"] == f"The penalty limit must be from 100 to 100,000 points, not {low}."


def test_a_save_from_before_with_a_lower_limit_still_loads_and_plays() -> None:
    save = {
        "format": 1,
        "ruleset": "haft_khabis",
        "players": 3,
        "seed": 4,
        "deck": None,
        "moves": [],
        "options": {"decks": 2, "limit": 30, "penalty_on_rejected": False, "dealer": None},
    }
    view = ok(api.view, json.dumps(save), 0)["view"]
    assert view["limit"] == 30
    seat = view["turn"]
    move = ok(api.bot_move, json.dumps(save), seat, "simple")["move"]
    assert ok(api.apply, json.dumps(save), seat, json.dumps(move))["game"]["options"]["limit"] == 30
    below = {**save, "options": {**save["options"], "limit": 0}}
    assert json.loads(api.view(json.dumps(below), 0))["error"]["code"] == "bad_save"


def test_the_python_route_of_tests_and_the_benchmark_takes_what_a_save_may_hold() -> None:
    rules = RULESETS["haft_khabis"]
    assert rules.read_options({"limit": 20}, 3)["limit"] == 20
    with pytest.raises(ConfigError, match="from 100 to 100,000"):
        rules.read_options({"limit": 20}, 3, new=True)


def refusal(ruleset: str, players: int, **options: Any) -> str:
    """The sentence new_game refuses a configuration with (code bad_config)."""
    out = error(api.new_game, json.dumps({"ruleset": ruleset, "players": players, "seed": 1, "options": options}))
    assert out["code"] == "bad_config" and is_sentence(out["message"]), out
    return str(out["message"])


def test_haft_khabis_limit_outside_100_to_100000_refused_with_a_sentence_naming_the_range() -> None:
    assert started("haft_khabis", 3, limit=100_000)["limit"] == 100_000
    for bad in (99, 0, -5, 100_001):
        assert (
            refusal("haft_khabis", 3, limit=bad) == f"The penalty limit must be from 100 to 100,000 points, not {bad}."
        )
    assert refusal("haft_khabis", 3, limit="200") == "The penalty limit must be a whole number, not '200'."
    assert refusal("haft_khabis", 3, limit=150.5) == "The penalty limit must be a whole number, not 150.5."
    assert refusal("haft_khabis", 3, decks=3) == "The number of decks must be 1 or 2, not 3."


def test_belgia_decks_outside_1_to_9_refused_with_a_sentence_naming_the_range() -> None:
    assert started("belgia", 3, decks=9)["stock"] == 9 * 54 - 27
    assert started("belgia", 48, decks=9)["stock"] == 54
    for bad in (0, 10, -1):
        assert refusal("belgia", 8, decks=bad) == f"The number of decks must be from 1 to 9, not {bad}."
    # Within the range but too few for the table: the fewest that deal nine to each.
    assert (
        refusal("belgia", 7, decks=1)
        == "1 deck of 54 cards cannot deal nine to each of 7 players: choose at least 2 decks."
    )
    assert refusal("belgia", 48, decks=7) == (
        "7 decks of 54 cards cannot deal nine to each of 48 players: choose at least 8 decks."
    )
    assert refusal("belgia", 4, dealer=4) == "The dealer must be one of the seats 0 to 3, not 4."

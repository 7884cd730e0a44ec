"""Shared deals (engine/deals.py, engine.api.deal_code, from_deal_code and daily_deal): a
game's deal written as a short code that another table starts again, the same first hand
at every seat; mistyped codes refused; the day's deal of each game the same for everyone."""

from __future__ import annotations

import json
from typing import Any

import pytest

from engine import api
from engine.deals import ALPHABET, GAMES, NUMBERED
from engine.registry import RULESETS
from engine.saves import MAX_SEED, read_config

from helpers import ALL_CODES, error, is_sentence, ok

# Each game with every option away from its default, and computer levels set.
SET = {
    "idiot": (3, {"dealer": 1}),
    "belgia": (4, {"decks": 3, "dealer": 2}),
    "planowanie": (3, {"ones": True, "dealer": 0}),
    "haft_khabis": (4, {"decks": 1, "limit": 350, "penalty_on_rejected": True, "dealer": 3}),
}


def start(config: dict[str, Any]) -> str:
    return json.dumps(ok(api.new_game, json.dumps(config))["game"])


def played(config: dict[str, Any], moves: int = 10) -> str:
    """G after the first moves of a game, made by the simple bots."""
    game = start(config)
    for _ in range(moves):
        seat = ok(api.view, game, 0)["view"]["waiting_for"][0]
        move = ok(api.bot_move, game, seat, "simple")["move"]
        game = json.dumps(ok(api.apply, game, seat, json.dumps(move))["game"])
    return game


def code_of(game: str) -> str:
    code: str = ok(api.deal_code, game)["code"]
    return code


def refused(code: Any) -> str:
    err = error(api.from_deal_code, code)
    assert err["code"] == "bad_code" and is_sentence(err["message"]), err
    return str(err["message"])


def test_every_game_has_a_number_in_deal_codes() -> None:
    assert set(NUMBERED) == set(RULESETS) and len(NUMBERED) <= GAMES


@pytest.mark.parametrize("ruleset", sorted(SET))
@pytest.mark.parametrize("options", ["default", "set"])
def test_a_deal_code_starts_a_new_game_with_the_same_first_hand_at_every_seat(ruleset: str, options: str) -> None:
    players, chosen = SET[ruleset]
    config: dict[str, Any] = {"ruleset": ruleset, "players": players, "seed": 987_654_321_123}
    if options == "set":
        config |= {"options": chosen, "table": {"people": [0, 2], "levels": ["", "strong", "", "good"][:players]}}
    game = played(config)
    code = code_of(game)
    again = start(ok(api.from_deal_code, code)["config"])
    for seat in range(players):
        assert ok(api.view, again, seat)["view"] == ok(api.replay, game, seat, 0)["view"]
    assert json.loads(again)["options"] == json.loads(game)["options"]
    levels = json.loads(game).get("table", {}).get("levels")
    assert json.loads(again).get("table", {}).get("levels") == levels
    assert code_of(again) == code


@pytest.mark.parametrize("ruleset", sorted(SET))
def test_deal_codes_with_the_default_options_are_at_most_14_characters(ruleset: str) -> None:
    rules = RULESETS[ruleset]
    for players in range(rules.min_players, rules.max_players + 1):
        for seed in (0, 77, 2**32, MAX_SEED):
            code = code_of(start({"ruleset": ruleset, "players": players, "seed": seed}))
            assert len(code) <= (14 if seed > 2**32 else 10) and set(code) <= set(ALPHABET), code


def test_the_longest_deal_code_is_read() -> None:
    """Belgia at 48 seats, every option at its largest and every seat at a level."""
    config = {
        "ruleset": "belgia",
        "players": 48,
        "seed": MAX_SEED,
        "options": {"decks": 9, "dealer": 47},
        "table": {"people": [0], "levels": ["strong"] * 48},
    }
    code = code_of(start(config))
    assert len(code) == 35
    assert ok(api.from_deal_code, code)["config"] == config


def test_a_code_is_read_in_either_case_with_i_l_o_for_1_1_0_and_hyphens_or_spaces_between() -> None:
    game = start({"ruleset": "haft_khabis", "players": 4, "seed": 2**40})
    code = code_of(game)
    assert "1" in code and "0" in code
    config = ok(api.from_deal_code, code)["config"]
    for typed in (
        code.lower(),
        code.replace("1", "I").replace("0", "o"),
        code.replace("1", "l"),
        "-".join(code[i : i + 4] for i in range(0, len(code), 4)),
        " ".join(code[i : i + 3] for i in range(0, len(code), 3)),
    ):
        assert ok(api.from_deal_code, typed)["config"] == config, typed


def test_a_code_with_one_character_mistyped_or_two_neighbours_swapped_is_refused() -> None:
    code = code_of(played({"ruleset": "haft_khabis", "players": 4, "seed": 5, "options": SET["haft_khabis"][1]}))
    for place, typed in enumerate(code):
        for other in ALPHABET.replace(typed, ""):
            assert "mistyped" in refused(code[:place] + other + code[place + 1 :])
    for place in range(len(code) - 1):
        if code[place] != code[place + 1]:
            refused(code[:place] + code[place + 1] + code[place] + code[place + 2 :])


def test_known_deal_codes_stay_the_same() -> None:
    """Codes shared before an update of the engine still start the same deals."""
    known = {
        "R3K07": {"ruleset": "idiot", "players": 4, "seed": 12345, "options": {"dealer": None}},
        "D8VGG0Q00000052H0": {
            "ruleset": "belgia",
            "players": 6,
            "seed": 2**40 + 7,
            "options": {"decks": 2, "dealer": 5},
            "table": {"people": [0], "levels": ["", "good", "strong", "", "", "simple"]},
        },
        "G0000000000JT": {"ruleset": "planowanie", "players": 3, "seed": 0, "options": {"ones": True, "dealer": None}},
        "N57Z2H48PEG00KA": {
            "ruleset": "haft_khabis",
            "players": 3,
            "seed": 9_000_000_000_000_000,
            "options": {"decks": 1, "limit": 500, "penalty_on_rejected": False, "dealer": None},
        },
    }
    for code, config in known.items():
        assert ok(api.from_deal_code, code)["config"] == config
        assert code_of(start(config)) == code


def test_a_game_dealt_from_a_stacked_deck_has_no_deal_code() -> None:
    err = error(api.deal_code, start({"ruleset": "idiot", "players": 2, "deck": ALL_CODES}))
    assert err["code"] == "no_deal_code" and "stacked" in err["message"] and is_sentence(err["message"])


def test_a_save_whose_options_a_new_game_no_longer_takes_has_no_deal_code() -> None:
    """Haft Khabis's penalty limit was once allowed below 100: such saves still load."""
    record = read_config({"ruleset": "haft_khabis", "players": 3, "seed": 1, "options": {"limit": 50}})
    err = error(api.deal_code, json.dumps(record.to_json()))
    assert err["code"] == "no_deal_code" and "100" in err["message"] and is_sentence(err["message"])


@pytest.mark.parametrize("ruleset", sorted(SET))
def test_the_days_deal_is_the_same_for_everyone_and_starts_a_new_game(ruleset: str) -> None:
    config = ok(api.daily_deal, ruleset, "2026-12-03")["config"]
    assert ok(api.daily_deal, ruleset, "2026-12-03")["config"] == config
    assert config["players"] == 4 and config["options"] == RULESETS[ruleset].read_options(None, 4)
    start(config)


def test_the_days_deal_differs_from_day_to_day_and_game_to_game() -> None:
    days = ("2026-12-03", "2026-12-04", "2027-12-03", "2024-02-29", "2000-02-29")
    seeds = {ok(api.daily_deal, ruleset, day)["config"]["seed"] for ruleset in SET for day in days}
    assert len(seeds) == len(SET) * len(days)
    assert all(0 <= seed <= MAX_SEED for seed in seeds)

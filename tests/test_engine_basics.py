"""The engine's building blocks: cards, the seeded generator, moves, determinism, rulesets()."""

from __future__ import annotations

import json

import pytest

from engine import api
from engine.cards import BLACK_JOKER, RED_JOKER, STANDARD, Card, CardError, deck, parse_card, parse_rank
from engine.moves import Choose, Flip, MoveError, Play, Ready, Risk, Swap, Take, parse_move
from engine.rng import Rng

from helpers import ALL_CODES, Table, config, ok

# --- cards ------------------------------------------------------------------------------------------


def test_card_codes_are_rank_then_suit() -> None:
    assert len(STANDARD) == 52 and len(set(STANDARD)) == 52
    codes = [card.code for card in STANDARD]
    assert len(set(codes)) == 52
    assert set(codes) == {r + s for r in "23456789TJQKA" for s in "CDHS"}
    assert Card(10, "H").code == "TH" and Card(12, "S").code == "QS" and Card(14, "C").code == "AC"
    assert Card(2, "D").code == "2D"
    assert RED_JOKER.code == "RJ" and BLACK_JOKER.code == "BJ"
    assert RED_JOKER.is_joker and BLACK_JOKER.is_joker and not any(c.is_joker for c in STANDARD)
    for card in (*STANDARD, RED_JOKER, BLACK_JOKER):
        assert parse_card(card.code) == card
        assert str(card) == card.code


@pytest.mark.parametrize(
    "code, name",
    [
        ("QH", "queen of hearts"),
        ("TS", "ten of spades"),
        ("AC", "ace of clubs"),
        ("2D", "two of diamonds"),
        ("JC", "jack of clubs"),
        ("KD", "king of diamonds"),
        ("9H", "nine of hearts"),
        ("RJ", "red joker"),
        ("BJ", "black joker"),
    ],
)
def test_card_names_for_people(code: str, name: str) -> None:
    assert parse_card(code).name() == name


def test_every_card_has_a_distinct_name() -> None:
    names = [card.name() for card in STANDARD]
    assert len(set(names)) == 52 and all(" of " in n for n in names)


@pytest.mark.parametrize(
    "bad", ["1C", "10H", "th", "Th", "TX", "", "QHX", " QH", "J", "RJX", "XJ", None, 5, 1.5, ["QH"], {"QH": 1}]
)
def test_parse_card_refuses_non_codes(bad: object) -> None:
    with pytest.raises(CardError) as caught:
        parse_card(bad)
    assert isinstance(caught.value, ValueError)
    assert "QH" in str(caught.value) or "rank" in str(caught.value)  # says what a code looks like


def test_parse_rank() -> None:
    assert [parse_rank(r) for r in "23456789TJQKA"] == list(range(2, 15))
    for bad in ("1", "10", "t", "", "QQ", None, 3):
        with pytest.raises(CardError):
            parse_rank(bad)


def test_deck_builder() -> None:
    one = deck()
    assert len(one) == 52 and set(one) == set(STANDARD)
    assert [c.code for c in one] == ALL_CODES
    two = deck(2, jokers=True)
    assert len(two) == 108 and two.count(RED_JOKER) == 2 and two.count(Card(12, "H")) == 2


# --- the seeded generator ---------------------------------------------------------------------------------


def splitmix64(seed: int) -> list[int]:
    """A reference SplitMix64 (Steele, Lea, Flood 2014), the generator saves depend on."""
    mask = (1 << 64) - 1
    state, out = seed & mask, []
    for _ in range(6):
        state = (state + 0x9E3779B97F4A7C15) & mask
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & mask
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & mask
        out.append(z ^ (z >> 31))
    return out


def test_rng_known_first_values() -> None:
    # published first outputs of SplitMix64 from seed 0
    rng = Rng(0)
    assert [rng.next64() for _ in range(4)] == [
        0xE220A8397B1DCDAF,
        0x6E789E6AA1B965F4,
        0x06C45D188009454F,
        0xF88BB8A8724C81EC,
    ]
    for seed in (1, 12345, 2**53 - 1, 2**64 - 1):
        rng = Rng(seed)
        assert [rng.next64() for _ in range(6)] == splitmix64(seed)


def test_rng_same_seed_same_sequence() -> None:
    a, b, c = Rng(99), Rng(99), Rng(100)
    sa = [a.below(1000) for _ in range(50)]
    assert sa == [b.below(1000) for _ in range(50)]
    assert sa != [c.below(1000) for _ in range(50)]


def test_rng_known_draws_and_shuffle() -> None:
    rng = Rng(7)
    assert [rng.below(10) for _ in range(10)] == [7, 4, 6, 3, 4, 5, 8, 2, 5, 5]
    cards = deck()
    Rng(1).shuffle(cards)
    assert [c.code for c in cards][:13] == [
        "8D",
        "TC",
        "5D",
        "9H",
        "9D",
        "6S",
        "QD",
        "7D",
        "TS",
        "QC",
        "6D",
        "AD",
        "4C",
    ]
    assert sorted(cards) == sorted(deck())


def _state_drawing(out: int) -> int:
    """The generator state whose next next64() is `out`: SplitMix64's steps undone."""
    mask = (1 << 64) - 1

    def unshift(z: int, k: int) -> int:  # undoes z ^= z >> k
        x = z
        for _ in range(64 // k + 1):
            x = z ^ (x >> k)
        return x & mask

    z = unshift(out, 31)
    z = (z * pow(0x94D049BB133111EB, -1, 1 << 64)) & mask
    z = unshift(z, 27)
    z = (z * pow(0xBF58476D1CE4E5B9, -1, 1 << 64)) & mask
    return (unshift(z, 30) - 0x9E3779B97F4A7C15) & mask


def _shuffled_by_below(rng: Rng, items: list[int]) -> None:
    """Fisher-Yates as RULES.md's generator defines a shuffle: below(i + 1), i from the last down."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


@pytest.mark.parametrize("size", [2, 52, 104, 256, 257, 271])  # 2**64 % 271 is past 256
@pytest.mark.parametrize("first", ["rejected", "at_its_limit", "just_under_its_limit", "any"])
@pytest.mark.parametrize("draw", [1, 5])
def test_shuffle_draws_as_below_does_even_when_a_draw_is_rejected(size: int, first: str, draw: int) -> None:
    # The shuffle's draw number `draw` is below(size - draw + 1)'s: one at or past the bound's
    # rejection limit must be drawn again, and every later draw moves one state on; one just
    # under it is kept (Rng.shuffle mixes its draws all at once, and tests each against one
    # constant before it looks its bound's limit up).
    if draw >= size:
        pytest.skip("no such draw")
    bound = size - draw + 1
    limit = (1 << 64) - (1 << 64) % bound
    out = {"rejected": (1 << 64) - 1, "at_its_limit": limit, "just_under_its_limit": limit - 1, "any": 12345}[first]
    if first in ("rejected", "at_its_limit") and limit == 1 << 64:
        pytest.skip("a power of two has no rejection region")
    state = (_state_drawing(out) - (draw - 1) * 0x9E3779B97F4A7C15) % (1 << 64)
    drawing = Rng(state)
    assert [drawing.next64() for _ in range(draw)][-1] == out
    shuffled, expected = list(range(size)), list(range(size))
    rng, reference = Rng(state), Rng(state)
    rng.shuffle(shuffled)
    _shuffled_by_below(reference, expected)
    assert shuffled == expected
    assert rng.state == reference.state


def test_rng_below_range_and_choice() -> None:
    rng = Rng(3)
    seen = {rng.below(5) for _ in range(500)}
    assert seen == {0, 1, 2, 3, 4}
    assert all(rng.below(1) == 0 for _ in range(20))
    with pytest.raises(ValueError):
        rng.below(0)
    items = ["a", "b", "c"]
    assert {rng.choice(items) for _ in range(100)} == set(items)


def test_rng_state_is_a_plain_integer() -> None:
    rng = Rng(5)
    rng.next64()
    state = rng.state
    assert isinstance(state, int) and 0 <= state < 2**64
    again = Rng(0)
    again.state = state
    assert again.next64() == rng.next64()


# --- same configuration, same game ----------------------------------------------------------------------------


def test_same_config_same_game() -> None:
    cfg = json.dumps(config(4, seed=12345))
    first, second = ok(api.new_game, cfg), ok(api.new_game, cfg)
    assert first == second
    text = json.dumps(first["game"])
    for seat in range(4):
        assert ok(api.view, text, seat) == ok(api.view, json.dumps(second["game"]), seat)
    # a known deal for this seed, so a change of shuffle or deal is noticed (saves depend on it)
    view = ok(api.view, text, 0)["view"]
    assert view["dealer"] == 0
    assert view["seats"][0]["hand"] == ["4C", "4H", "4S"]
    assert [s["visible"] for s in view["seats"]] == [
        ["JC", "8H", "JS"],
        ["KH", "KD", "TS"],
        ["3H", "9C", "7H"],
        ["QH", "TC", "AS"],
    ]
    # another seed deals differently
    other = ok(api.view, json.dumps(ok(api.new_game, json.dumps(config(4, seed=12346)))["game"]), 0)["view"]
    assert [s["visible"] for s in other["seats"]] != [s["visible"] for s in view["seats"]]


def test_same_moves_same_game() -> None:
    a, b = Table(3, seed=8), Table(3, seed=8)
    for _ in range(30):
        view = a.view(0)
        if view["over"]:
            break
        seat = view["waiting_for"][0]
        move = ok(api.bot_move, a.text, seat, "simple")["move"]
        a.move(seat, move)
        b.move(seat, move)
        assert a.text == b.text
    assert [a.view(s) for s in range(3)] == [b.view(s) for s in range(3)]


def test_new_game_gives_the_documented_save() -> None:
    out = ok(api.new_game, json.dumps(config(3, seed=5)))
    assert set(out) == {"ok", "game"}
    game = out["game"]
    assert game == {
        "format": 1,
        "ruleset": "idiot",
        "players": 3,
        "seed": 5,
        "options": {"dealer": None},
        "deck": None,
        "moves": [],
    }
    stacked = ok(api.new_game, json.dumps(config(2, deck=ALL_CODES)))["game"]
    assert stacked["deck"] == ALL_CODES


# --- moves -----------------------------------------------------------------------------------------------------

ROUND_TRIPS = [
    ({"type": "play", "cards": ["7H"]}, Play((parse_card("7H"),))),
    ({"type": "play", "cards": ["7H", "7S"]}, Play((parse_card("7H"), parse_card("7S")))),
    ({"type": "play", "cards": ["BJ", "QH"], "as": "Q", "spade": True}, None),
    ({"type": "play", "cards": ["RJ"], "as": "T"}, None),
    ({"type": "take"}, Take()),
    ({"type": "risk"}, Risk()),
    ({"type": "flip", "index": 0}, Flip(0)),
    ({"type": "flip", "index": 2}, Flip(2)),
    ({"type": "swap", "hand": "QH", "table": "3C"}, Swap(parse_card("QH"), parse_card("3C"))),
    ({"type": "ready"}, Ready()),
    ({"type": "choose", "cards": ["2C", "AS", "KD"]}, None),
]


@pytest.mark.parametrize("obj, expected", ROUND_TRIPS)
def test_move_json_round_trip(obj: dict[str, object], expected: object) -> None:
    move = parse_move(obj)
    if expected is not None:
        assert move == expected
    again = move.to_json()
    assert parse_move(again) == move
    assert json.loads(json.dumps(again)) == again
    assert again["type"] == obj["type"]
    for key, value in obj.items():
        if key == "cards":
            assert sorted(again["cards"]) == sorted(value)  # type: ignore[arg-type]
        else:
            assert again[key] == value


def test_move_cards_order_does_not_matter() -> None:
    a = parse_move({"type": "play", "cards": ["7S", "7H", "7C"]})
    b = parse_move({"type": "play", "cards": ["7C", "7S", "7H"]})
    assert a == b and a.to_json() == b.to_json()
    c = parse_move({"type": "choose", "cards": ["KD", "2C", "AS"]})
    assert isinstance(c, Choose) and c == parse_move({"type": "choose", "cards": ["AS", "KD", "2C"]})


@pytest.mark.parametrize(
    "bad",
    [
        None,
        [],
        "take",
        {},
        {"type": "nap"},
        {"type": "play"},
        {"type": "play", "cards": []},
        {"type": "play", "cards": ["1C"]},
        {"type": "flip", "index": -1},
        {"type": "flip", "index": True},
        {"type": "swap", "hand": "QH"},
        {"type": "play", "cards": ["QH"], "spade": 1},
    ],
)
def test_parse_move_refuses_malformed(bad: object) -> None:
    with pytest.raises(MoveError) as caught:
        parse_move(bad)
    assert str(caught.value)


# --- rulesets() --------------------------------------------------------------------------------------------------


def test_rulesets_shape() -> None:
    text = api.rulesets()
    assert isinstance(text, str)
    out = json.loads(text)
    assert out["ok"] is True and set(out) == {"ok", "rulesets"}
    rulesets = out["rulesets"]
    assert isinstance(rulesets, list) and rulesets
    ids = [r["id"] for r in rulesets]
    assert len(set(ids)) == len(ids)
    for ruleset in rulesets:
        assert set(ruleset) == {"id", "name", "min_players", "max_players", "options", "levels"}
        assert ruleset["levels"][0] == "simple" and all(isinstance(level, str) for level in ruleset["levels"])
        assert isinstance(ruleset["id"], str) and isinstance(ruleset["name"], str) and ruleset["name"]
        assert isinstance(ruleset["min_players"], int) and isinstance(ruleset["max_players"], int)
        assert 1 <= ruleset["min_players"] <= ruleset["max_players"]
        for option in ruleset["options"]:
            assert (
                {"id", "type", "default", "label"}
                <= set(option)
                <= {"id", "type", "default", "label", "min", "max", "by_players"}
            )
            assert option["type"] in ("int", "bool", "seat")
            assert isinstance(option["label"], str) and option["label"]
            for bound in ("min", "max"):
                if bound in option:
                    assert isinstance(option[bound], int)
            if option["type"] == "bool":
                assert isinstance(option["default"], bool)
            elif option["default"] is not None:
                assert isinstance(option["default"], int)
    idiot = next(r for r in rulesets if r["id"] == "idiot")
    assert idiot["name"] == "Idiot"
    assert (idiot["min_players"], idiot["max_players"]) == (2, 5)
    assert idiot["options"] == [
        {"id": "dealer", "type": "seat", "default": None, "label": idiot["options"][0]["label"]}
    ]


def test_every_ruleset_offered_starts() -> None:
    for ruleset in ok(api.rulesets)["rulesets"]:
        for players in {ruleset["min_players"], min(ruleset["max_players"], ruleset["min_players"] + 2)}:
            out = ok(api.new_game, json.dumps({"ruleset": ruleset["id"], "players": players, "seed": 1}))
            view = ok(api.view, json.dumps(out["game"]), 0)["view"]
            assert view["players"] == players

"""One scenario per rule of RULES.md section 2 (Belgia), each from a stacked deck.

RULES.md "Seats and stacked deals": one card at a time to seats 0 ... n-1, nine rounds:
rounds 1-3 the surprises, 4-9 the six cards from which each player picks three to lay
face up; the rest is the stock, first card on top; the dealer is seat n-1. Each scenario
is built so that it fails if its rule were broken.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Sequence
from typing import Any

import pytest

from engine import api
from engine.cards import deck as full_deck
from engine.core import ConfigError, IllegalMove
from engine.games.shedding import Shedding, belgia_decks
from engine.moves import parse_move
from engine.registry import RULESETS

from helpers import card_codes_in

BELGIA = RULESETS["belgia"]
# Cards that fill open slots: plain middle ranks first, so no fill card opens, burns or resets
# by chance; the 3s, 2s, 10s and jokers come last.
FILL_RANKS = "456789JQKA3T2"


def fill_order(decks: int) -> list[str]:
    codes = [card.code for card in full_deck(decks, jokers=True)]
    return sorted(codes, key=lambda c: (c in ("RJ", "BJ"), FILL_RANKS.index(c[0]) if c[0] in FILL_RANKS else 99, c))


def stacked(
    players: int,
    decks: int = 1,
    surprises: dict[int, Sequence[str]] | None = None,
    six: dict[int, Sequence[str]] | None = None,
    stock: Sequence[str] = (),
) -> list[str]:
    """The cards of a stacked Belgia deck dealing as asked; open slots filled in fill order,
    the stock's named top cards first and the rest after them."""
    slots: list[list[str | None]] = [[None] * 9 for _ in range(players)]
    for offset, given in ((0, surprises or {}), (3, six or {})):
        for seat, codes in given.items():
            for i, code in enumerate(codes):
                slots[seat][offset + i] = code
    named = Counter(c for row in slots for c in row if c) + Counter(stock)
    pool = fill_order(decks)
    for code, count in named.items():
        for _ in range(count):
            pool.remove(code)
    for row in slots:
        for i, code in enumerate(row):
            if code is None:
                row[i] = pool.pop(0)
    dealt = [slots[seat][r] for r in range(9) for seat in range(players)]
    return [c for c in dealt if c] + list(stock) + pool


def start(players: int, decks: int = 1, **deal: Any) -> Shedding:
    game = BELGIA.start(
        players, 0, BELGIA.read_options({"decks": decks}, players), [_card(c) for c in stacked(players, decks, **deal)]
    )
    assert isinstance(game, Shedding)
    return game


def _card(code: str) -> Any:
    from engine.cards import parse_card

    return parse_card(code)


def move(game: Shedding, seat: int, obj: dict[str, Any]) -> None:
    game.apply(seat, parse_move(obj))


def refused(game: Shedding, seat: int, obj: dict[str, Any]) -> str:
    before = json.dumps(game.view(seat))
    with pytest.raises(IllegalMove) as caught:
        move(game, seat, obj)
    assert json.dumps(game.view(seat)) == before
    return caught.value.message


def choose_all(game: Shedding, picks: dict[int, Sequence[str]] | None = None) -> None:
    """Every seat lays three cards face up: those in `picks`, else the last three dealt of its six."""
    for seat in range(game.players):
        chosen = (picks or {}).get(seat)
        if chosen is None:
            chosen = [c.code for c in game.hands[seat][3:]]
        move(game, seat, {"type": "choose", "cards": list(chosen)})


def play(*codes: str, **extra: Any) -> dict[str, Any]:
    return {"type": "play", "cards": list(codes), **extra}


def hand(game: Shedding, seat: int) -> list[str]:
    return sorted(c.code for c in game.hands[seat])


def events(game: Shedding, kind: str) -> list[dict[str, Any]]:
    return [e for e in game.log if e["type"] == kind]


OPEN = {0: ["3H", "4D", "5D"]}  # seat 0 opens with the 3 of hearts, keeps 4D 5D


def opened(players: int = 3, decks: int = 1, **deal: Any) -> Shedding:
    """A game in which seat 0 opened with the 3 of hearts: seat 1 to move on a 3."""
    six = {**OPEN, **deal.pop("six", {})}
    game = start(players, decks, six=six, **deal)
    choose_all(game)
    assert game.turn == 0
    move(game, 0, play("3H"))
    assert game.turn == 1
    return game


# --- players, decks, deal -----------------------------------------------------------------------


def test_three_or_more_players_two_refused() -> None:
    assert BELGIA.min_players == 3
    assert (
        json.loads(api.new_game(json.dumps({"ruleset": "belgia", "players": 2, "seed": 1})))["error"]["code"]
        == "bad_config"
    )
    for players in (3, 8, 12):
        assert json.loads(api.new_game(json.dumps({"ruleset": "belgia", "players": players, "seed": 1})))["ok"]


def test_each_deck_has_54_cards_with_red_and_black_joker() -> None:
    game = start(3, decks=2)
    cards = Counter(c.code for c in game.cards())
    assert sum(cards.values()) == 108
    assert cards["RJ"] == cards["BJ"] == 2 and cards["QH"] == 2


@pytest.mark.parametrize("players, decks", [(3, 1), (4, 1), (5, 2), (8, 2), (10, 2), (11, 3), (12, 3)])
def test_default_decks_fewest_leaving_a_stock_of_ten(players: int, decks: int) -> None:
    assert belgia_decks(players) == decks
    assert decks * 54 - 9 * players >= 10 and (decks - 1) * 54 - 9 * players < 10
    game = BELGIA.start(players, 1, BELGIA.read_options({}, players), None)
    assert len(game.cards()) == 54 * decks


def test_decks_option_changes_the_count_and_too_few_are_refused() -> None:
    game = BELGIA.start(3, 1, BELGIA.read_options({"decks": 3}, 3), None)
    assert len(game.cards()) == 162
    with pytest.raises(ConfigError):
        BELGIA.start(7, 1, BELGIA.read_options({"decks": 1}, 7), None)


def test_deal_three_surprises_and_six_cards_to_choose_from() -> None:
    game = start(4, surprises={2: ["AS", "KS", "QS"]}, six={1: ["4C", "5C", "6C", "7C", "8C", "9C"]})
    assert [len(h) for h in game.hidden] == [3, 3, 3, 3] and [len(h) for h in game.hands] == [6, 6, 6, 6]
    assert sorted(c.code for c in game.hidden[2]) == ["AS", "KS", "QS"]
    assert hand(game, 1) == ["4C", "5C", "6C", "7C", "8C", "9C"]
    assert len(game.stock) == 54 - 36
    assert game.view(0)["seats"][2]["hidden"] == 3 and game.view(0)["seats"][2]["hand"] is None


@pytest.mark.parametrize("players", [3, 5, 8])
def test_belgia_a_stacked_deal_is_dealt_by_the_seat_before_seat_0(players: int) -> None:
    deck = stacked(players, decks=belgia_decks(players))
    game = start(players, decks=belgia_decks(players))
    assert game.dealer == players - 1 and game.view(0)["dealer"] == players - 1
    # one card at a time from the dealer's left, seat 0: its first surprise is the deck's first card
    for seat in range(players):
        assert [c.code for c in game.hidden[seat]] == deck[seat : 3 * players : players]
        assert [c.code for c in game.hands[seat]] == deck[3 * players + seat : 9 * players : players]


def test_choose_the_three_face_up_cards_from_the_six() -> None:
    game = start(3, six={0: ["4C", "5C", "6C", "AH", "KD", "2S"]})
    assert game.waiting_for() == [0, 1, 2]
    assert ["2S", "AH", "KD"] in [sorted(m.to_json()["cards"]) for m in game.legal_moves(0)]
    assert "exactly 3" in refused(game, 0, {"type": "choose", "cards": ["AH", "KD"]})
    assert "not among your six" in refused(game, 0, {"type": "choose", "cards": ["AH", "KD", "QS"]})
    move(game, 0, {"type": "choose", "cards": ["AH", "KD", "2S"]})
    assert sorted(c.code for c in game.visible[0]) == ["2S", "AH", "KD"]
    assert hand(game, 0) == ["4C", "5C", "6C"]
    assert game.waiting_for() == [1, 2] and game.turn is None
    assert sorted(events(game, "choose")[0]["cards"]) == ["2S", "AH", "KD"]


# --- the opening --------------------------------------------------------------------------------


def test_three_of_hearts_opens_with_any_other_threes() -> None:
    game = start(3, six={1: ["3H", "3C", "3S"]})
    choose_all(game)
    assert game.turn == 1
    plays = {tuple(sorted(m.to_json()["cards"])) for m in game.legal_moves(1) if m.to_json()["type"] == "play"}
    assert plays == {("3H",), ("3C", "3H"), ("3H", "3S"), ("3C", "3H", "3S")}
    assert "three of hearts" in refused(game, 1, play("3C"))
    move(game, 1, play("3H", "3C"))
    assert game.turn == 2  # play goes on clockwise from the opener's left


def test_with_two_decks_the_first_three_of_hearts_clockwise_from_the_dealers_left_opens() -> None:
    six = {2: ["3H", "5C", "6C"], 3: ["3H", "5D", "6D"]}
    game = start(5, decks=2, six=six)  # dealer is seat 4: clockwise from seat 0, seat 2 comes first
    choose_all(game)
    assert game.turn == 2
    assert "three of hearts" in refused(game, 2, play("5C"))


def test_without_the_three_of_hearts_another_three_opens() -> None:
    game = start(3, surprises={0: ["3H"]}, six={2: ["3D", "5C", "6C"]})
    choose_all(game)
    assert game.turn == 2
    assert {tuple(m.to_json().get("cards", [])) for m in game.legal_moves(2)} == {("3D",)}


def test_without_threes_the_lowest_card_above_opens_two_and_jokers_not_counting() -> None:
    threes = {0: ["3H", "3C", "3D"], 1: ["3S"]}
    six = {0: ["2C", "RJ", "8C"], 1: ["5H", "9C", "9D"], 2: ["6H", "6C", "7C"]}
    game = start(3, surprises=threes, six=six)
    choose_all(game)
    assert game.turn == 1  # seat 0's 2 and joker do not count; seat 1's 5 is the lowest card
    assert {tuple(m.to_json()["cards"]) for m in game.legal_moves(1) if m.to_json()["type"] == "play"} == {("5H",)}


# --- what may be played ---------------------------------------------------------------------------


def test_a_play_may_not_be_weaker_than_the_top_card() -> None:
    game = opened(six={1: ["4C", "8C", "9C"], 2: ["5C", "6C", "7C"]})
    move(game, 1, play("8C"))
    assert "lower than the eight" in refused(game, 2, play("5C"))
    assert {tuple(m.to_json()["cards"]) for m in game.legal_moves(2) if m.to_json()["type"] == "play"} == set()
    assert [m.to_json() for m in game.legal_moves(2)] == [{"type": "take"}]


def test_several_cards_of_one_rank_at_once_and_suits_do_not_matter() -> None:
    game = opened(six={1: ["9C", "9D", "6C"]})
    plays = {tuple(sorted(m.to_json()["cards"])) for m in game.legal_moves(1) if m.to_json()["type"] == "play"}
    assert ("9C", "9D") in plays and ("9C",) in plays and ("9D",) in plays
    assert "one rank" in refused(game, 1, play("9C", "6C"))
    move(game, 1, play("9C", "9D"))
    assert [c.code for c in game.pile][-2:] == ["9C", "9D"] and game.turn == 2


def test_two_on_anything_and_anything_on_two() -> None:
    game = opened(six={1: ["2C", "AD", "AC"], 2: ["4C", "6C", "7C"]})
    move(game, 1, play("AD"))
    assert "lower than the ace" in refused(game, 2, play("4C"))
    move(game, 2, {"type": "take"})
    move(game, 0, play("5D"))
    move(game, 1, play("2C"))  # a 2 on a 5
    move(game, 2, play("4C"))  # a 4 on the 2
    assert [c.code for c in game.pile] == ["5D", "2C", "4C"]


def test_ten_burns_lower_cards_and_the_same_player_plays_again() -> None:
    game = opened(six={1: ["TC", "8C", "9C"]})
    move(game, 1, play("TC"))
    assert game.pile == [] and len(game.burned) == 2 and game.turn == 1
    assert events(game, "burn")[-1] == {"n": events(game, "burn")[-1]["n"], "seat": 1, "type": "burn", "count": 2}


def test_ten_refused_on_a_jack() -> None:
    game = opened(six={1: ["JC", "8C", "9C"], 2: ["TC", "4C", "6C"]})
    move(game, 1, play("JC"))
    message = refused(game, 2, play("TC"))
    assert "ten goes only on a ten or lower" in message


def test_ten_goes_on_a_ten_or_lower_and_on_a_two() -> None:
    game = opened(six={1: ["TD", "8C", "9C"], 2: ["TC", "4C", "6C"]})
    assert ("TD",) in {tuple(m.to_json()["cards"]) for m in game.legal_moves(1) if m.to_json()["type"] == "play"}
    move(game, 1, play("TD"))  # a ten on a 3
    assert game.pile == [] and game.turn == 1
    # A two goes on anything and anything on it: a ten too, though the two lies on a king.
    game = opened(six={0: ["3H", "TD", "5D"], 1: ["KC", "8C", "9C"], 2: ["2C", "4C", "6C"]})
    move(game, 1, play("KC"))
    move(game, 2, play("2C"))
    assert game.turn == 0 and [c.code for c in game.pile] == ["3H", "KC", "2C"]
    assert ("TD",) in {tuple(m.to_json()["cards"]) for m in game.legal_moves(0) if m.to_json()["type"] == "play"}
    move(game, 0, play("TD"))
    assert game.pile == [] and events(game, "burn")[-1]["count"] == 4 and game.turn == 0


def test_four_of_a_rank_across_two_decks_and_two_players_burn() -> None:
    six = {1: ["7C", "7H", "4C"], 2: ["7C", "7H", "4D"]}
    game = opened(players=3, decks=2, six=six)
    move(game, 1, play("7C", "7H"))
    assert game.turn == 2
    move(game, 2, play("7C", "7H"))
    assert game.pile == [] and events(game, "burn")[-1]["seat"] == 2
    assert game.turn == 2  # the one who completed the four plays again


def test_five_or_six_of_a_rank_lying_together_burn() -> None:
    six = {1: ["8C", "8H", "8D"], 2: ["8S", "8C", "4C"]}
    game = opened(players=3, decks=2, six=six)
    move(game, 1, play("8C", "8H", "8D"))
    assert game.pile and game.turn == 2
    move(game, 2, play("8C", "8S"))
    assert game.pile == [] and events(game, "burn")[-1]["count"] == 6  # the 3 of hearts and five eights


# --- jokers -------------------------------------------------------------------------------------------


def test_joker_declared_ten_burns() -> None:
    game = opened(six={1: ["RJ", "8C", "9C"]})
    move(game, 1, play("RJ", **{"as": "T"}))
    assert game.pile == [] and game.turn == 1
    assert events(game, "play")[-1]["as"] == "T"


def test_joker_must_say_what_it_stands_for() -> None:
    game = opened(six={1: ["RJ", "8C", "9C"]})
    assert "which rank" in refused(game, 1, play("RJ"))
    assert "Only a joker" in refused(game, 1, play("8C", **{"as": "9"}))


def test_joker_with_real_cards_counts_as_their_rank() -> None:
    game = opened(six={1: ["RJ", "8C", "9C"]})
    assert "one rank" in refused(game, 1, play("RJ", "9C", **{"as": "8"}))
    move(game, 1, play("RJ", "9C", **{"as": "9"}))
    assert game.view(0)["pile_ranks"][-2:] == ["9", "9"]
    assert game.view(0)["jokers"] == [{"index": 1, "as": "9", "spade": False}]


def test_red_joker_refused_as_a_spade() -> None:
    game = opened(six={1: ["RJ", "8C", "9C"]})
    assert "black joker" in refused(game, 1, play("RJ", **{"as": "9", "spade": True}))
    assert not any(m.to_json().get("spade") for m in game.legal_moves(1))


def test_black_joker_declared_a_spade_sends_the_turn_back() -> None:
    game = opened(players=4, six={1: ["BJ", "8C", "9C"]})
    assert {"type": "play", "cards": ["BJ"], "as": "9", "spade": True} in [m.to_json() for m in game.legal_moves(1)]
    move(game, 1, play("BJ", **{"as": "9", "spade": True}))
    assert game.turn == 0
    assert events(game, "back")[-1]["to"] == 0


def test_black_joker_not_declared_a_spade_does_not_send_back() -> None:
    game = opened(players=4, six={1: ["BJ", "8C", "9C"]})
    move(game, 1, play("BJ", **{"as": "9"}))
    assert game.turn == 2 and not events(game, "back")


# --- spades ---------------------------------------------------------------------------------------------


def test_a_spade_sends_the_turn_back_one_seat_and_play_goes_on_clockwise() -> None:
    game = opened(players=4, six={1: ["9S", "8C", "9C"], 0: ["3H", "JC", "5C"]})
    move(game, 1, play("9S"))
    assert game.turn == 0 and events(game, "back")[-1] == {"n": game.log[-1]["n"], "seat": 1, "type": "back", "to": 0}
    move(game, 0, play("JC"))
    assert game.turn == 1  # then clockwise as before


def test_a_spade_inside_a_multi_card_play_sends_the_turn_back() -> None:
    game = opened(players=4, six={1: ["9S", "9C", "4C"]})
    move(game, 1, play("9C", "9S"))
    assert game.turn == 0


def test_a_burning_spade_does_not_send_the_turn_back() -> None:
    game = opened(players=4, six={1: ["TS", "8C", "9C"]})
    move(game, 1, play("TS"))
    assert game.turn == 1 and not events(game, "back")


# --- taking, refilling, table cards -------------------------------------------------------------------


def test_take_the_pile_whenever_one_will_not_play_and_no_risk() -> None:
    game = opened(six={1: ["4C", "8C", "9C"]})
    kinds = {m.to_json()["type"] for m in game.legal_moves(1)}
    assert kinds == {"play", "take"}
    move(game, 1, {"type": "take"})
    assert "3H" in hand(game, 1) and game.pile == [] and game.turn == 2
    assert "no risking" in refused(game, 2, {"type": "risk"})


def test_refill_to_three_after_a_play_while_the_stock_lasts() -> None:
    game = opened(six={1: ["8C", "8D", "9C"]}, stock=["JH", "AS", "QS"])  # seat 0 drew the jack after opening
    move(game, 1, play("8C", "8D"))
    assert hand(game, 1) == ["9C", "AS", "QS"]


def test_nobody_sees_a_surprise_before_drawing_it() -> None:
    game = start(3, surprises={0: ["AS", "KS", "QS"]})
    for seat in range(3):
        text = json.dumps(game.view(seat))
        for code in ("AS", "KS", "QS"):
            assert f'"{code}"' not in text


def test_identical_cards_of_two_decks_are_interchangeable() -> None:
    game = opened(players=3, decks=2, six={1: ["QH", "QH", "4C"]})
    plays = [
        m.to_json()["cards"]
        for m in game.legal_moves(1)
        if m.to_json()["type"] == "play" and "QH" in m.to_json()["cards"]
    ]
    assert ["QH"] in plays and ["QH", "QH"] in plays
    move(game, 1, play("QH"))
    assert hand(game, 1).count("QH") == 1


# --- a six-seat, one-deck game: 54 cards dealt, the stock empty from the start --------------------
#
# Seat 1 takes the pile at every turn and loses; the others play each hand and face-up three of a
# kind in ascending rounds, then draw their surprises. Each step below names the seat whose turn the
# rules make it, so a turn the engine gives elsewhere fails the scenario at that step.

SIX_SURPRISES: dict[int, Sequence[str]] = {
    0: ["AC", "AD", "AS"],
    1: ["2S", "3S", "4S"],
    2: ["JS", "QS", "KS"],
    3: ["2C", "RJ", "AH"],
    4: ["2D", "TC", "TD"],
    5: ["2H", "TH", "BJ"],
}
# The first three of each six stay in the hand, the last three are laid face up (choose_all).
SIX_CARDS: dict[int, Sequence[str]] = {
    0: ["3H", "3C", "3D", "8C", "8D", "8H"],
    1: ["5S", "6S", "7S", "8S", "9S", "TS"],
    2: ["4C", "4D", "4H", "9C", "9D", "9H"],
    3: ["5C", "5D", "5H", "JC", "JD", "JH"],
    4: ["6C", "6D", "6H", "QC", "QD", "QH"],
    5: ["7C", "7D", "7H", "KC", "KD", "KH"],
}
TAKE = {"type": "take"}


def six_seats(
    surprises: dict[int, Sequence[str]] | None = None, six: dict[int, Sequence[str]] | None = None
) -> Shedding:
    game = start(6, surprises=surprises or SIX_SURPRISES, six=six or SIX_CARDS)
    assert not game.stock and len(game.cards()) == 54
    choose_all(game)
    return game


def surprise(game: Shedding, seat: int, code: str) -> dict[str, Any]:
    """The flip of `seat`'s surprise `code` (its index looked up in the state: no view shows it)."""
    return {"type": "flip", "index": [c.code for c in game.hidden[seat]].index(code)}


def steps(game: Shedding, *made: tuple[int, Any]) -> None:
    """Each (seat, move) in turn: the rules must give that seat the turn. A move is a play's
    cards ("4C 4D"), "take", "flip <card>", or a move object."""
    for seat, what in made:
        assert game.turn == seat, (game.turn, seat, what, game.log[-3:])
        if isinstance(what, dict):
            move(game, seat, what)
        elif what == "take":
            move(game, seat, TAKE)
        elif what.startswith("flip "):
            move(game, seat, surprise(game, seat, what[5:]))
        else:
            move(game, seat, play(*what.split()))


def to_hidden(game: Shedding) -> None:
    """Seat 0 opens with its threes; the others play their hands and face-up cards in two
    rounds, seat 1 taking the pile each time. Then seat 0, holding only its surprises, is
    to move on a pile of four threes of a kind, kings on top."""
    steps(game, (0, "3H 3C 3D"), (1, "take"))
    steps(game, (2, "4C 4D 4H"), (3, "5C 5D 5H"), (4, "6C 6D 6H"), (5, "7C 7D 7H"), (0, "8C 8D 8H"), (1, "take"))
    steps(game, (2, "9C 9D 9H"), (3, "JC JD JH"), (4, "QC QD QH"), (5, "KC KD KH"))


def test_belgia_face_up_cards_go_into_the_hand_once_hand_and_stock_are_empty() -> None:
    game = six_seats()
    assert hand(game, 0) == ["3C", "3D", "3H"] and sorted(c.code for c in game.visible[0]) == ["8C", "8D", "8H"]
    # While the hand holds cards, the face-up ones wait: no play offers them.
    assert all("8C" not in m.to_json().get("cards", []) for m in game.legal_moves(0))
    steps(game, (0, "3H 3C 3D"))
    # Hand and stock empty: the three face-up cards are taken into the hand at once.
    assert hand(game, 0) == ["8C", "8D", "8H"] and game.visible[0] == []
    assert events(game, "pickup")[-1]["seat"] == 0 and sorted(events(game, "pickup")[-1]["cards"]) == ["8C", "8D", "8H"]
    seen = game.view(1)["seats"][0]
    assert seen["visible"] == [] and seen["hand_count"] == 3 and seen["source"] == "hand"
    assert sorted(seen["known"]) == ["8C", "8D", "8H"]  # everyone saw them taken up
    steps(game, (1, "take"), (2, "4C 4D 4H"), (3, "5C 5D 5H"), (4, "6C 6D 6H"), (5, "7C 7D 7H"))
    # Played from the hand now, as a hand's cards are.
    assert ("8C", "8D", "8H") in {tuple(sorted(m.to_json().get("cards", []))) for m in game.legal_moves(0)}
    steps(game, (0, "8C 8D 8H"))
    assert events(game, "play")[-1]["source"] == "hand" and game.source(0) == "hidden"


def test_belgia_surprise_is_played_when_it_fits() -> None:
    game = six_seats()
    to_hidden(game)
    assert game.source(0) == "hidden" and [c.code for c in game.pile][-3:] == ["KC", "KD", "KH"]
    # Drawn blind: the moves name positions only, or take the pile; no view shows a surprise.
    assert sorted(m.to_json()["type"] for m in game.legal_moves(0)) == ["flip", "flip", "flip", "take"]
    assert not {"AC", "AD", "AS"} & card_codes_in([game.view(seat) for seat in range(6)])
    steps(game, (0, "flip AC"))  # an ace on the kings: it fits, so it is played
    assert [c.code for c in game.pile][-1] == "AC" and "AC" not in hand(game, 0)
    assert events(game, "play")[-1] == {
        "n": game.log[-1]["n"],
        "seat": 0,
        "type": "play",
        "source": "hidden",
        "cards": ["AC"],
    }
    assert len(game.hidden[0]) == 2 and game.turn == 1


def test_belgia_failed_surprise_goes_with_the_pile_into_the_hand() -> None:
    # Seat 0's first surprise is the 5 of spades (seat 1 holds the ace of clubs instead).
    surprises = {**SIX_SURPRISES, 0: ["5S", "AD", "AS"]}
    six = {**SIX_CARDS, 1: ["AC", "6S", "7S", "8S", "9S", "TS"]}
    game = six_seats(surprises, six)
    to_hidden(game)
    pile = [c.code for c in game.pile]
    assert len(pile) == 12
    steps(game, (0, "flip 5S"))  # a five on the kings does not fit
    assert hand(game, 0) == sorted(pile + ["5S"]) and game.pile == []
    assert game.log[-1] == {
        "n": game.log[-1]["n"],
        "seat": 0,
        "type": "fail",
        "card": "5S",
        "source": "hidden",
        "count": 13,
    }
    assert game.turn == 1 and len(game.hidden[0]) == 2
    # With cards in hand again, seat 0 plays from the hand before its two surprises.
    assert game.source(0) == "hand" and game.view(1)["seats"][0]["hand_count"] == 13
    steps(game, (1, "AC"), (2, "take"), (3, "flip 2C"), (4, "flip 2D"), (5, "flip 2H"))
    assert {m.to_json()["type"] for m in game.legal_moves(0)} == {"play", "take"}
    assert "Hidden cards come last" in refused(game, 0, {"type": "flip", "index": 0})


def test_belgia_spade_drawn_as_a_surprise_sends_the_turn_back() -> None:
    game = six_seats()
    to_hidden(game)
    steps(game, (0, "flip AC"), (1, "take"))
    assert game.pile == [] and game.turn == 2 and game.source(2) == "hidden"
    steps(game, (2, "flip JS"))  # fits the empty pile; a spade: back one seat, to seat 1
    assert game.turn == 1 and events(game, "back")[-1]["to"] == 1
    steps(game, (1, "take"), (2, "flip QS"))
    assert game.turn == 1
    steps(game, (1, "take"), (2, "flip KS"))  # the last card: seat 2 goes out, and the spade still sends back
    assert game.out == [2] and game.turn == 1
    steps(game, (1, "take"))
    assert game.turn == 3  # clockwise as before, seat 2 gone


def test_belgia_joker_drawn_blind_is_declared_before_it_is_played() -> None:
    game = six_seats()
    to_hidden(game)
    steps(game, (0, "flip AC"), (1, "take"))
    steps(game, (2, "flip JS"), (1, "take"), (2, "flip QS"), (1, "take"), (2, "flip KS"), (1, "take"))
    steps(game, (3, "flip 2C"), (4, "flip 2D"), (5, "flip 2H"), (0, "flip AD"), (1, "take"))
    steps(game, (3, "flip RJ"))
    # The joker is turned up and waits: its player says what it stands for, and plays it.
    assert game.revealed is not None and game.revealed.code == "RJ" and game.turn == 3
    assert game.log[-1] == {"n": game.log[-1]["n"], "seat": 3, "type": "reveal", "card": "RJ"}
    assert game.view(4)["revealed"] == "RJ" and game.source(3) == "revealed"
    legal = [m.to_json() for m in game.legal_moves(3)]
    assert {m["type"] for m in legal} == {"play"} and all(m["cards"] == ["RJ"] for m in legal)
    assert {m["as"] for m in legal} == set("23456789TJQKA") and not any(m.get("spade") for m in legal)
    assert "drew a joker" in refused(game, 3, TAKE)
    assert "which rank" in refused(game, 3, play("RJ"))
    assert "not the card you drew" in refused(game, 3, play("AH", **{"as": "9"}))
    steps(game, (3, play("RJ", **{"as": "9"})))
    assert game.revealed is None and game.pile[-1].code == "RJ" and game.view(0)["pile_ranks"][-1] == "9"
    assert len(game.hidden[3]) == 1 and game.turn == 4
    steps(game, (4, "flip TC"))  # a ten on the joker named a nine: it burns
    assert game.pile == [] and game.turn == 4


def test_belgia_finishing_order_is_shown_the_last_holding_cards_loses_each_place_scoring_the_players_after_it() -> None:
    game = six_seats()
    to_hidden(game)
    steps(game, (0, "flip AC"), (1, "take"))
    steps(game, (2, "flip JS"), (1, "take"), (2, "flip QS"), (1, "take"), (2, "flip KS"))
    assert game.out == [2] and game.view(0)["seats"][2]["place"] == 1
    steps(game, (1, "take"))
    steps(game, (3, "flip 2C"), (4, "flip 2D"), (5, "flip 2H"), (0, "flip AD"), (1, "take"))
    steps(game, (3, "flip RJ"), (3, play("RJ", **{"as": "9"})))
    steps(game, (4, "flip TC"), (4, "flip TD"))  # two burns: the last card out, and the turn passes on
    assert game.out == [2, 4]
    steps(game, (5, "flip TH"), (5, "flip BJ"), (5, play("BJ", **{"as": "K"})))
    assert game.out == [2, 4, 5]
    steps(game, (0, "flip AS"))  # out fourth; its spade sends the turn back, past the seats gone
    assert game.out == [2, 4, 5, 0] and game.turn == 3
    steps(game, (3, "flip AH"))  # seat 3 out fifth: seat 1 alone holds cards
    assert game.is_over() and game.waiting_for() == [] and game.turn is None
    assert game.ranking() == [2, 4, 5, 0, 3, 1]
    assert game.returns() == [2.0, 0.0, 5.0, 1.0, 4.0, 3.0]  # the strong level's score: the players after it
    assert [(e["seat"], e["type"], e["place"]) for e in game.log if e["type"] in ("out", "last")] == [
        (2, "out", 1),
        (4, "out", 2),
        (5, "out", 3),
        (0, "out", 4),
        (3, "out", 5),
        (1, "last", 6),
    ]
    for seat in range(6):
        view = game.view(seat)
        assert view["result"] == {"ranking": [2, 4, 5, 0, 3, 1], "loser": 1}
        assert [s["place"] for s in view["seats"]] == [4, 6, 1, 5, 2, 3]
        assert view["phase"] == "over" and view["legal_moves"] == []
    assert game.held(1) == 54 - len(game.burned) - len(game.pile)


# --- more of the rules, each from its own deal --------------------------------------------------------


def test_belgia_a_three_of_hearts_laid_face_up_does_not_open() -> None:
    # Seat 0 lays its 3 of hearts face up; seat 1 holds a three in hand, seat 2 none.
    six = {0: ["5C", "6C", "7C", "3H", "8C", "9C"], 1: ["3D", "8D", "9D", "4D", "5D", "6D"]}
    game = start(3, six=six)
    choose_all(game)
    assert "3H" in [c.code for c in game.visible[0]] and not any(c.rank == 3 for c in game.hands[0])
    assert game.turn == 1  # "holds" means in the hand: another three opens
    assert {tuple(m.to_json()["cards"]) for m in game.legal_moves(1) if m.to_json()["type"] == "play"} == {("3D",)}
    assert "opens with a three" in refused(game, 1, play("8D"))


def test_belgia_the_dealers_left_opens_freely_when_the_hands_hold_only_twos_and_jokers() -> None:
    # Two decks, three seats: every hand only 2s and jokers; seat 0 (the dealer's left) only jokers.
    six = {0: ["RJ", "RJ", "BJ", "4C", "5C", "6C"], 1: ["2C", "2D", "2H", "4D", "5D", "6D"], 2: ["2S", "2C", "BJ"]}
    game = start(3, decks=2, six=six)
    choose_all(game)
    assert all(c.rank in (0, 2) for seat in range(3) for c in game.hands[seat])
    assert game.turn == 0  # 2s and jokers do not count: nobody holds a card that opens
    plays = [m.to_json() for m in game.legal_moves(0)]
    assert {m["as"] for m in plays if m["cards"] == ["RJ"]} == set("23456789TJQKA")  # any rank opens
    steps(game, (0, play("RJ", **{"as": "7"})))
    assert game.turn == 1 and game.view(0)["pile_ranks"] == ["7"]


def test_belgia_two_real_spades_in_one_play_send_the_turn_back_one_seat() -> None:
    game = opened(players=4, decks=2, six={1: ["9S", "9S", "4C"]})
    move(game, 1, play("9S", "9S"))
    assert game.turn == 0  # one step back per play, not one per spade (that would be seat 3)
    assert len(events(game, "back")) == 1 and events(game, "back")[-1]["to"] == 0
    move(game, 0, TAKE)
    assert game.turn == 1  # and then clockwise as before


def test_belgia_a_real_ten_goes_on_a_two_and_on_a_ten_laid_with_it() -> None:
    # A ten on a 2 that lies on an ace, though a ten may not go on the ace itself.
    game = opened(six={0: ["3H", "TD", "5D"], 1: ["AC", "8C", "9C"], 2: ["2C", "4C", "6C"]})
    move(game, 1, play("AC"))
    move(game, 2, play("2C"))
    assert game.turn == 0 and ("TD",) in {tuple(m.to_json().get("cards", [])) for m in game.legal_moves(0)}
    move(game, 0, play("TD"))
    assert game.pile == [] and (events(game, "burn")[-1]["seat"], events(game, "burn")[-1]["count"]) == (0, 4)
    assert game.turn == 0
    # A ten never stays on the pile (it burns), so a ten lies on a ten only within one play:
    # two tens together, on a 9, burn like one.
    game = opened(decks=2, six={1: ["9C", "4C", "5C"], 2: ["TC", "TC", "6C"]})
    move(game, 1, play("9C"))
    assert ("TC", "TC") in {tuple(m.to_json().get("cards", [])) for m in game.legal_moves(2)}
    move(game, 2, play("TC", "TC"))
    assert game.pile == [] and events(game, "burn")[-1]["count"] == 4 and game.turn == 2
    game = opened(decks=2, six={1: ["QC", "4C", "5C"], 2: ["TC", "TC", "6C"]})
    move(game, 1, play("QC"))
    assert "ten goes only on a ten or lower" in refused(game, 2, play("TC", "TC"))


def _circle_once(game: Shedding) -> None:
    """One move that lets no card leave the game: take a pile of two or more, else lay the
    lowest single card that is no ten and no joker (a spade last), else take."""
    seat = game.turn
    assert seat is not None
    if len(game.pile) >= 2:
        move(game, seat, TAKE)
        return
    singles = [
        m.to_json()
        for m in game.legal_moves(seat)
        if m.to_json()["type"] == "play" and len(m.to_json()["cards"]) == 1 and m.to_json()["cards"][0][0] not in "TRB"
    ]
    singles.sort(key=lambda m: (m["cards"][0][1] == "S", "23456789TJQKA".index(m["cards"][0][0])))
    move(game, seat, singles[0] if singles else TAKE)


def test_belgia_game_ends_after_200_moves_without_a_burn_or_anyone_going_out() -> None:
    game = start(4)
    choose_all(game)
    for _ in range(199):
        _circle_once(game)
    assert not game.is_over() and game.out == []
    _circle_once(game)  # the 200th move with no card leaving the game and nobody out
    assert game.is_over() and not events(game, "burn")
    stalemate = events(game, "stalemate")
    assert len(stalemate) == 1 and stalemate[0]["moves"] == 200
    # Ranked by the cards each still holds, fewest first; equal counts clockwise from the seat to move.
    held = {seat: game.held(seat) for seat in range(4)}
    to_move = stalemate[0]["seat"]
    expected = sorted(range(4), key=lambda s: (held[s], (s - to_move) % 4))
    assert len(set(held.values())) < 4  # a tie is broken here too
    assert game.ranking() == expected and game.view(0)["result"] == {"ranking": expected, "loser": expected[-1]}
    assert [e["seat"] for e in game.log if e["type"] in ("out", "last")] == expected
    assert game.legal_moves(expected[-1]) == []


def test_black_joker_declared_a_spade_lies_on_the_pile_as_a_spade() -> None:
    game = opened(players=4, six={1: ["BJ", "8C", "9C"]})
    move(game, 1, play("9C", "BJ", **{"as": "9", "spade": True}))
    view = game.view(0)
    assert view["jokers"] == [{"index": view["pile"].index("BJ"), "as": "9", "spade": True}]
    assert view["pile"][-2:] == ["BJ", "9C"]  # a play lies in card order, jokers first

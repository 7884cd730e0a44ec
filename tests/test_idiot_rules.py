"""One scenario per rule of RULES.md section 1 (Idiot), played through engine.api.

Every scenario starts from a stacked deck (RULES.md "Seats and stacked deals": dealt by
seat n-1, so seat 0 leads) and checks the legal moves, whose turn it is, where the cards
went and the public log. Each is built so that it fails if its rule were broken.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine import api
from engine.cards import STANDARD
from engine.games.shedding import STALEMATE_MOVES
from engine.moves import parse_move
from engine.registry import RULESETS

from helpers import (
    ALL_CODES,
    READY,
    RISK,
    TAKE,
    Table,
    card_codes_in,
    config,
    error,
    flip,
    is_sentence,
    move_key,
    ok,
    play,
    rank_of,
    stacked_deck,
    swap,
)


def started(players: int, **deal: object) -> Table:
    """A stacked game with every seat ready (no swaps): play has begun at seat 0."""
    table = Table(players, stacked_deck(players, **deal))  # type: ignore[arg-type]
    table.ready_all()
    assert table.turn() == 0
    return table


def ev(seat: int, kind: str, **details: object) -> dict[str, object]:
    return {"seat": seat, "type": kind, **details}


def played(seat: int, cards: list[str], source: str = "hand") -> dict[str, object]:
    return ev(seat, "play", cards=cards, source=source)


def sorted_pile(table: Table) -> list[str]:
    return sorted(table.pile())


# --- players, deck and deal ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_two_to_five_seats_accepted(players: int) -> None:
    for table in (Table(players, seed=11), Table(players, stacked_deck(players))):
        view = table.view(0)
        assert view["players"] == players
        assert [s["seat"] for s in view["seats"]] == list(range(players))
        assert view["waiting_for"] == list(range(players))


@pytest.mark.parametrize("players", [-1, 0, 1, 6, 7, 52])
def test_fewer_than_two_or_more_than_five_seats_refused(players: int) -> None:
    err = error(api.new_game, json.dumps(config(players)))
    assert err["code"] == "bad_config"
    assert is_sentence(err["message"])
    ruleset = RULESETS["idiot"]
    assert (ruleset.min_players, ruleset.max_players) == (2, 5)


def test_deck_is_52_cards_without_jokers() -> None:
    standard = Counter(STANDARD)
    assert len(standard) == 52 and all(not card.is_joker for card in standard)
    for players in (2, 3, 4, 5):
        for seed in range(6):
            game = Table(players, seed=seed).game
            cards = game.cards()
            assert len(cards) == 52
            assert Counter(cards) == standard
    # a stacked deck must be exactly those 52: a joker in it, or one card more or less, is refused
    full = list(ALL_CODES)
    for bad in (full[:-1] + ["RJ"], full + ["BJ"], full[:-1], full + full, full[:-1] + [full[0]]):
        err = error(api.new_game, json.dumps(config(2, deck=bad)))
        assert err["code"] == "bad_config", bad
        assert is_sentence(err["message"])


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_three_hidden_three_visible_three_hand(players: int) -> None:
    for seed in (0, 1, 2):
        table = Table(players, seed=seed)
        game = table.game
        for seat in range(players):
            view = table.view(seat)
            assert view["phase"] == "setup"
            assert view["stock"] == 52 - 9 * players
            assert view["pile"] == [] and view["burned"] == 0
            for entry in view["seats"]:
                assert entry["hand_count"] == 3
                assert len(entry["visible"]) == 3
                assert entry["hidden"] == 3
                assert entry["source"] == "hand"
                assert entry["place"] is None and entry["ready"] is False
            mine = view["seats"][seat]
            assert len(mine["hand"]) == 3
            assert Counter(mine["hand"]) == Counter(c.code for c in game.hands[seat])
            assert len(game.hidden[seat]) == 3
        # 27..45 dealt cards, all different, and the rest in the stock
        dealt = [c for s in range(players) for c in game.hidden[s] + game.visible[s] + game.hands[s]]
        assert len(set(dealt)) == 9 * players
        assert len(game.stock) == 52 - 9 * players


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_stacked_deck_dealt_one_card_at_a_time_in_nine_rounds(players: int) -> None:
    # an arbitrary but fixed order of the 52 cards
    deck = ALL_CODES[17:] + ALL_CODES[:17]
    deck = deck[::2] + deck[1::2]
    table = Table(players, deck)
    game = table.game
    n = players
    for seat in range(n):
        rounds = [deck[r * n + seat] for r in range(9)]
        assert [c.code for c in game.hidden[seat]] == rounds[0:3]
        view = table.view(seat)
        assert view["seats"][seat]["visible"] == rounds[3:6]
        assert sorted(view["seats"][seat]["hand"]) == sorted(rounds[6:9])
        assert sorted(table.view((seat + 1) % n)["seats"][seat]["visible"]) == sorted(rounds[3:6])
    # the rest is the stock, the first remaining card on top: risks turn them up in deck order
    table.ready_all()
    stock = deck[9 * n :]
    assert table.view(0)["stock"] == len(stock)
    for expected in stock[:3]:
        seat = table.turn()
        table.move(seat, RISK)
        first = table.new_events()[0]
        turned = first["cards"][0] if first["type"] == "play" else first["card"]
        assert first["source"] == "stock"
        assert turned == expected


def test_stock_top_is_drawn_first_when_refilling() -> None:
    table = started(2, hand={0: ["5C", "6C", "7C"], 1: ["8D", "9D", "JD"]}, stock=["KD", "3S", "QH"])
    table.move(0, play("5C"))
    assert sorted(table.hand(0)) == ["6C", "7C", "KD"]
    table.move(1, play("8D"))
    assert sorted(table.hand(1)) == ["3S", "9D", "JD"]
    table.move(0, play("KD"))
    assert sorted(table.hand(0)) == ["6C", "7C", "QH"]
    assert table.view(0)["stock"] == 52 - 18 - 3


# --- swap before play -----------------------------------------------------------------------------


def test_swap_before_play_exchanges_hand_and_visible_cards() -> None:
    deck = stacked_deck(2, hand={0: ["QH", "4D", "5D"], 1: ["6S", "7S", "8S"]}, visible={0: ["3C", "AS", "9D"]})
    table = Table(2, deck)
    # setup: swaps of each hand card with each own face-up card, and ready; nothing else
    legal = table.legal(0)
    expected = [swap(h, t) for h in ("QH", "4D", "5D") for t in ("3C", "AS", "9D")] + [READY]
    assert sorted(map(move_key, legal)) == sorted(map(move_key, expected))
    assert table.turn() is None and table.view(0)["phase"] == "setup"

    table.move(0, swap("QH", "3C"))
    mine = table.seat(0)
    assert sorted(mine["hand"]) == ["3C", "4D", "5D"]
    assert sorted(mine["visible"]) == ["9D", "AS", "QH"]
    assert mine["hand_count"] == 3 and mine["hidden"] == 3
    # the other seat sees the new face-up card, not the hand
    other = table.seat(0, of=1)
    assert other["hand"] is None and sorted(other["visible"]) == ["9D", "AS", "QH"]
    assert table.new_events() == [ev(0, "swap", hand="QH", table="3C")]
    # the legal swaps follow the cards
    keys = set(map(move_key, table.legal(0)))
    assert move_key(swap("3C", "QH")) in keys and move_key(swap("QH", "3C")) not in keys

    # any number of swaps, until ready
    table.move(0, swap("4D", "AS"))
    assert sorted(table.hand(0)) == ["3C", "5D", "AS"]
    assert sorted(table.seat(0)["visible"]) == ["4D", "9D", "QH"]
    assert table.view(0)["waiting_for"] == [0, 1]
    table.move(0, READY)
    table.move(1, READY)
    assert table.turn() == 0
    # the swapped cards are really where they went: the ace plays from hand, the queen does not
    table.refuse(0, play("QH"))
    table.move(0, play("AS"))
    assert table.pile() == ["AS"]


def test_swap_only_between_own_hand_and_own_visible_cards() -> None:
    deck = stacked_deck(
        2, hand={0: ["QH", "4D", "5D"], 1: ["6S", "7S", "8S"]}, visible={0: ["3C", "AS", "9D"], 1: ["JC", "JD", "JH"]}
    )
    table = Table(2, deck)
    table.refuse(0, swap("6S", "3C"))  # not in seat 0's hand
    table.refuse(0, swap("QH", "JC"))  # seat 1's face-up card
    table.refuse(0, swap("3C", "QH"))  # the wrong way round
    assert table.new_events() == []


def test_swap_refused_once_ready_and_once_play_began() -> None:
    table = Table(2, stacked_deck(2, hand={0: ["QH", "4D", "5D"]}, visible={0: ["3C", "AS", "9D"]}))
    table.move(0, READY)
    assert table.view(0)["waiting_for"] == [1]
    assert table.legal(0) == []
    table.refuse(0, swap("QH", "3C"), "not_your_turn")
    table.move(1, READY)
    assert table.view(0)["phase"] == "play"
    assert all(m["type"] not in ("swap", "ready") for m in table.legal(0))
    table.refuse(0, swap("QH", "3C"))
    table.refuse(0, READY)


def test_play_begins_when_every_seat_is_ready() -> None:
    table = Table(3, stacked_deck(3))
    table.refuse(0, play(table.hand(0)[0]))  # no playing during setup
    table.refuse(0, TAKE)
    table.move(1, READY)
    table.move(0, READY)
    view = table.view(2)
    assert view["phase"] == "setup" and view["turn"] is None and view["waiting_for"] == [2]
    assert [s["ready"] for s in view["seats"]] == [True, True, False]
    table.move(2, READY)
    view = table.view(0)
    assert view["phase"] == "play" and view["turn"] == 0 and view["waiting_for"] == [0]
    assert table.new_events() == [ev(1, "ready"), ev(0, "ready"), ev(2, "ready"), ev(0, "start")]


# --- who starts ------------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_seat_left_of_dealer_starts(players: int) -> None:
    # stacked deck: the dealer is seat n-1, so seat 0 (on its left) starts
    table = Table(players, stacked_deck(players))
    assert table.view(0)["dealer"] == players - 1
    table.ready_all()
    view = table.view(0)
    assert view["turn"] == 0 and view["waiting_for"] == [0]
    assert table.game.log[-1] == {"n": players, "seat": 0, "type": "start"}
    for seat in range(1, players):
        assert table.legal(seat) == []
    # seeded game with the dealer chosen: the seat on the dealer's left starts
    for dealer in range(players):
        table = Table(players, seed=99, options={"dealer": dealer})
        assert table.view(0)["dealer"] == dealer
        table.ready_all()
        assert table.turn() == (dealer + 1) % players
        assert table.game.log[-1]["type"] == "start"
        assert table.game.log[-1]["seat"] == (dealer + 1) % players


def test_first_dealer_drawn_at_random() -> None:
    dealers = []
    for seed in range(40):
        table = Table(4, seed=seed)
        dealer = table.view(0)["dealer"]
        assert dealer in range(4)
        assert Table(4, seed=seed).view(0)["dealer"] == dealer  # the same seed, the same dealer
        dealers.append(dealer)
        if seed < 5:
            table.ready_all()
            assert table.turn() == (dealer + 1) % 4
    assert set(dealers) == {0, 1, 2, 3}


def test_play_passes_to_the_left() -> None:
    table = started(
        4, hand={0: ["3C", "4C", "5C"], 1: ["3D", "4D", "5D"], 2: ["3H", "4H", "5H"], 3: ["6S", "7S", "8S"]}
    )
    order = []
    for code in ("3C", "3D", "3H", "6S"):
        seat = table.turn()
        order.append(seat)
        table.move(seat, play(code))
    assert order == [0, 1, 2, 3]
    assert table.turn() == 0
    for seat in (1, 2, 3):
        table.refuse(seat, TAKE, "not_your_turn")


# --- what may be played ----------------------------------------------------------------------------


def test_play_must_be_at_least_as_high_as_top_card() -> None:
    table = started(2, hand={0: ["7C", "3D", "4D"], 1: ["6H", "7H", "9S"]}, stock=["5S", "QC", "KC"])
    table.move(0, play("7C"))
    assert table.pile() == ["7C"]
    assert table.legal_plays(1) == {("7H",), ("9S",)}
    assert table.legal_kinds(1) == {"play", "take", "risk"}
    message = table.refuse(1, play("6H"))
    assert "lower" in message
    table.move(1, play("7H"))  # as high is enough
    assert table.pile() == ["7C", "7H"]
    # seat 0 holds 3D 4D 5S: nothing fits on a 7
    assert sorted(table.hand(0)) == ["3D", "4D", "5S"]
    assert table.legal_plays(0) == set()
    assert table.legal_kinds(0) == {"take", "risk"}
    table.refuse(0, play("5S"))
    table.move(0, TAKE)
    table.move(1, play("9S"))  # higher is fine on an empty pile too
    assert table.pile() == ["9S"]


def test_ace_is_high() -> None:
    table = started(2, hand={0: ["KC", "KD", "3C"], 1: ["AH", "QS", "4S"]})
    table.move(0, play("KC"))
    assert ("AH",) in table.legal_plays(1) and ("QS",) not in table.legal_plays(1)
    table.move(1, play("AH"))
    assert table.legal_plays(0) == set()  # seat 0 drew a low card: nothing beats an ace but 2 and 10
    table.refuse(0, play("KD"))


def test_queen_on_pile_allows_queen_king_or_ace() -> None:
    table = started(
        3,
        hand={0: ["QC", "3C", "4C"], 1: ["JH", "QH", "KH"], 2: ["JS", "AS", "9S"]},
        stock=["5C", "6C", "7C"],
    )
    table.move(0, play("QC"))
    assert table.legal_plays(1) == {("QH",), ("KH",)}
    table.refuse(1, play("JH"))
    table.move(1, play("QH"))  # a queen on a queen
    assert table.legal_plays(2) == {("AS",)}
    table.refuse(2, play("JS"))
    table.refuse(2, play("9S"))
    table.move(2, play("AS"))
    assert table.pile() == ["QC", "QH", "AS"]


def test_several_cards_of_one_rank_played_together() -> None:
    table = started(2, hand={0: ["7C", "7D", "7H"], 1: ["8C", "9C", "KS"]}, stock=["3S", "4S", "5S"])
    expected = {("7C",), ("7D",), ("7H",), ("7C", "7D"), ("7C", "7H"), ("7D", "7H"), ("7C", "7D", "7H")}
    assert table.legal_plays(0) == expected
    table.move(0, play("7H", "7C"))  # the order inside "cards" does not matter
    assert sorted_pile(table) == ["7C", "7H"]
    assert table.view(0)["pile_ranks"] == ["7", "7"]
    events = table.new_events()
    assert events[0]["type"] == "play" and sorted(events[0]["cards"]) == ["7C", "7H"]
    assert events[1] == ev(0, "draw", count=2)
    assert sorted(table.hand(0)) == ["3S", "4S", "7D"]


def test_mixed_ranks_refused() -> None:
    table = started(2, hand={0: ["7C", "3D", "4D"], 1: ["8C", "9C", "KS"]})
    table.move(0, play("7C"))
    message = table.refuse(1, play("8C", "9C"))
    assert "one rank" in message
    table.refuse(1, play("8C", "8C"))  # the same card twice is not two cards
    assert table.new_events() == [played(0, ["7C"]), ev(0, "draw", count=1)]


def test_two_goes_on_anything_and_anything_goes_on_two() -> None:
    table = started(2, hand={0: ["AC", "3C", "4C"], 1: ["2D", "3D", "KD"]}, stock=["5C", "6H", "7H"])
    table.move(0, play("AC"))
    assert table.legal_plays(1) == {("2D",)}
    table.move(1, play("2D"))
    assert table.pile() == ["AC", "2D"]
    assert table.turn() == 0  # a 2 does not burn: the turn passes
    # after a 2, any rank: seat 0 holds 3C 4C 5C
    assert table.legal_plays(0) == {("3C",), ("4C",), ("5C",)}
    table.move(0, play("3C"))
    assert table.pile() == ["AC", "2D", "3C"]
    assert table.new_events() == [
        played(0, ["AC"]),
        ev(0, "draw", count=1),
        played(1, ["2D"]),
        ev(1, "draw", count=1),
        played(0, ["3C"]),
        ev(0, "draw", count=1),
    ]


def test_ten_goes_on_anything_burns_and_same_player_plays_again() -> None:
    table = started(2, hand={0: ["AC", "3C", "4C"], 1: ["TD", "3D", "4D"]}, stock=["5C", "6H", "7H"])
    table.move(0, play("AC"))
    assert ("TD",) in table.legal_plays(1)
    table.move(1, play("TD"))
    view = table.view(1)
    assert view["pile"] == [] and view["pile_ranks"] == []
    assert view["burned"] == 2
    assert view["turn"] == 1 and view["waiting_for"] == [1]
    assert table.new_events()[2:] == [played(1, ["TD"]), ev(1, "draw", count=1), ev(1, "burn", count=2)]
    # on the empty pile every card of the hand fits; there is nothing to take
    assert table.legal_plays(1) == {("3D",), ("4D",), ("6H",)}
    assert table.legal_kinds(1) == {"play", "risk"}
    table.refuse(1, TAKE)
    table.refuse(0, play("3C"), "not_your_turn")
    table.move(1, play("3D"))
    assert table.turn() == 0
    # the burned cards are gone for good
    game = table.game
    assert sorted(c.code for c in game.burned) == ["AC", "TD"]


def test_four_of_a_rank_in_a_row_by_several_players_burn() -> None:
    table = started(
        4,
        hand={0: ["8C", "3C", "4C"], 1: ["8D", "3D", "4D"], 2: ["8H", "3H", "4H"], 3: ["8S", "5S", "6S"]},
        stock=["KC", "KD", "KH", "KS"],
    )
    for seat, code in enumerate(("8C", "8D", "8H")):
        table.move(seat, play(code))
        assert table.view(0)["burned"] == 0
    assert table.pile() == ["8C", "8D", "8H"]
    assert table.turn() == 3
    table.move(3, play("8S"))
    view = table.view(3)
    assert view["pile"] == [] and view["burned"] == 4
    assert view["turn"] == 3  # the player who completed them plays again
    assert table.new_events()[-3:] == [played(3, ["8S"]), ev(3, "draw", count=1), ev(3, "burn", count=4)]
    assert table.legal_plays(3) == {("5S",), ("6S",), ("KS",)}


def test_four_of_a_rank_completed_by_one_play_burn() -> None:
    table = started(2, hand={0: ["7C", "3C", "4C"], 1: ["7D", "7H", "7S"]}, stock=["KC", "KD", "KH", "KS"])
    table.move(0, play("7C"))
    table.move(1, play("7D", "7H", "7S"))
    view = table.view(1)
    assert view["pile"] == [] and view["burned"] == 4 and view["turn"] == 1
    assert table.new_events()[-2:] == [ev(1, "draw", count=3), ev(1, "burn", count=4)]


def test_three_of_a_rank_or_an_interrupted_run_does_not_burn() -> None:
    table = started(
        3,
        hand={0: ["7C", "2C", "3C"], 1: ["7D", "7S", "4D"], 2: ["7H", "3H", "4H"]},
        stock=["KC", "KD", "KH", "KS", "AC", "AD"],
    )
    table.move(0, play("7C"))
    table.move(1, play("7D"))
    table.move(2, play("7H"))
    assert table.view(0)["burned"] == 0 and table.turn() == 0  # three in a row: no burn
    table.move(0, play("2C"))
    table.move(1, play("7S"))  # 7 7 7 2 7: not four in a row
    view = table.view(0)
    assert view["burned"] == 0 and view["turn"] == 2
    assert view["pile"] == ["7C", "7D", "7H", "2C", "7S"]
    assert not any(e["type"] == "burn" for e in table.new_events())


def test_four_twos_in_a_row_burn() -> None:
    table = started(2, hand={0: ["2C", "3C", "4C"], 1: ["2D", "2H", "2S"]}, stock=["KC", "KD", "KH", "KS"])
    table.move(0, play("2C"))
    table.move(1, play("2D", "2H", "2S"))
    view = table.view(1)
    assert view["pile"] == [] and view["burned"] == 4 and view["turn"] == 1


# --- refill ---------------------------------------------------------------------------------------------


def test_refill_to_three_after_playing_from_hand_while_stock_lasts() -> None:
    # five seats: 45 cards dealt, a stock of 7
    table = started(
        5,
        hand={
            0: ["3C", "3D", "9C"],
            1: ["4C", "5H", "6H"],
            2: ["5C", "6D", "7D"],
            3: ["6C", "8D", "8H"],
            4: ["7C", "JD", "JH"],
        },
        stock=["9D", "9H", "QC", "QD", "QH", "QS", "KC"],
    )
    assert table.view(0)["stock"] == 7
    table.move(0, play("3C", "3D"))
    assert sorted(table.hand(0)) == ["9C", "9D", "9H"]  # the two top cards of the stock
    assert table.new_events() == [played(0, ["3C", "3D"]), ev(0, "draw", count=2)]
    for seat, code in ((1, "4C"), (2, "5C"), (3, "6C"), (4, "7C")):
        table.move(seat, play(code))
        assert table.seat(seat)["hand_count"] == 3
    assert table.view(0)["stock"] == 1
    table.move(0, play("9C", "9D"))  # two played, one left to draw: the hand is 2 cards
    assert sorted(table.hand(0)) == ["9H", "KC"]
    assert table.new_events()[-2:] == [played(0, ["9C", "9D"]), ev(0, "draw", count=1)]
    assert table.view(0)["stock"] == 0
    table.move(1, play("QC"))  # stock gone: no refill, no draw event
    assert table.seat(1)["hand_count"] == 2
    assert table.new_events()[-1] == played(1, ["QC"])
    assert table.legal_kinds(2) == {"play", "take"}  # and no risk without a stock


def test_no_refill_while_the_hand_holds_three_or_more() -> None:
    table = started(2, hand={0: ["9C", "3C", "4C"], 1: ["3D", "4D", "5D"]}, stock=["6C", "7C", "8C"])
    table.move(0, play("9C"))
    table.move(1, TAKE)
    assert table.seat(1)["hand_count"] == 4
    stock = table.view(0)["stock"]
    table.move(0, play("6C"))
    table.move(1, play("9C"))
    assert table.seat(1)["hand_count"] == 3
    assert table.view(0)["stock"] == stock - 1  # only seat 0 drew
    assert [e["type"] for e in table.new_events()] == ["play", "draw", "take", "play", "draw", "play"]


# --- cannot play: take the pile or risk the stock ---------------------------------------------------------


def test_take_pile_ends_turn() -> None:
    table = started(2, hand={0: ["9C", "9D", "4C"], 1: ["3D", "4D", "5D"]}, stock=["6C", "7C", "8C"])
    table.move(0, play("9C", "9D"))
    assert table.legal_plays(1) == set()
    assert table.legal_kinds(1) == {"take", "risk"}
    table.move(1, TAKE)
    view = table.view(1)
    assert sorted(view["seats"][1]["hand"]) == ["3D", "4D", "5D", "9C", "9D"]
    assert view["seats"][1]["hand_count"] == 5
    assert view["pile"] == [] and view["burned"] == 0
    assert view["turn"] == 0 and view["waiting_for"] == [0]
    assert table.new_events()[-1] == ev(1, "take", count=2)
    table.refuse(1, play("9C"), "not_your_turn")


def test_take_allowed_even_with_a_card_that_fits() -> None:
    table = started(2, hand={0: ["5C", "3C", "4C"], 1: ["KD", "3D", "4D"]})
    table.move(0, play("5C"))
    assert ("KD",) in table.legal_plays(1) and "take" in table.legal_kinds(1)
    table.move(1, TAKE)
    assert "5C" in table.hand(1) and table.turn() == 0


def test_take_refused_on_an_empty_pile() -> None:
    table = started(2)
    assert "take" not in table.legal_kinds(0)
    table.refuse(0, TAKE)


def test_risk_stock_card_that_fits_is_played() -> None:
    # seat 0 draws 3S after its play; JD is then on top of the stock
    table = started(2, hand={0: ["9C", "4C", "5C"], 1: ["KH", "3D", "4D"]}, stock=["3S", "JD", "6C"])
    table.move(0, play("9C"))
    assert "risk" in table.legal_kinds(1)  # risk is allowed even holding a king that fits
    stock = table.view(1)["stock"]
    table.move(1, RISK)
    view = table.view(1)
    assert view["pile"] == ["9C", "JD"]
    assert view["stock"] == stock - 1
    assert sorted(view["seats"][1]["hand"]) == ["3D", "4D", "KH"]  # nothing drawn, nothing taken
    assert view["turn"] == 0
    assert table.new_events()[-1] == played(1, ["JD"], source="stock")


def test_risk_stock_card_that_does_not_fit_goes_with_pile_to_hand() -> None:
    table = started(2, hand={0: ["9C", "9D", "5C"], 1: ["KH", "3D", "4D"]}, stock=["3S", "6S", "4S", "6C"])
    table.move(0, play("9C", "9D"))
    table.move(1, RISK)  # 4S: lower than the 9
    view = table.view(1)
    assert sorted(view["seats"][1]["hand"]) == ["3D", "4D", "4S", "9C", "9D", "KH"]
    assert view["pile"] == [] and view["burned"] == 0
    assert view["stock"] == 52 - 18 - 3
    assert view["turn"] == 0
    assert table.new_events()[-1] == ev(1, "fail", card="4S", source="stock", count=3)


def test_risked_ten_burns_and_same_player_plays_again() -> None:
    table = started(2, hand={0: ["AC", "4C", "5C"], 1: ["KH", "3D", "4D"]}, stock=["3S", "TS", "6C"])
    table.move(0, play("AC"))
    table.move(1, RISK)
    view = table.view(1)
    assert view["pile"] == [] and view["burned"] == 2 and view["turn"] == 1
    assert table.new_events()[-2:] == [played(1, ["TS"], source="stock"), ev(1, "burn", count=2)]


def test_idiot_four_of_a_rank_completed_by_a_risked_card_burn() -> None:
    # seat 0 lays three 8s and draws KC KD KH; the 8 of spades is then on top of the stock
    table = started(2, hand={0: ["8C", "8D", "8H"], 1: ["3D", "4D", "5D"]}, stock=["KC", "KD", "KH", "8S", "6C"])
    table.move(0, play("8C", "8D", "8H"))
    assert table.legal_plays(1) == set()
    table.skip_events()
    table.move(1, RISK)  # the 8 of spades fits and completes four eights in a row
    view = table.view(1)
    assert view["pile"] == [] and view["burned"] == 4 and view["turn"] == 1
    assert table.new_events() == [played(1, ["8S"], source="stock"), ev(1, "burn", count=4)]
    assert sorted(view["seats"][1]["hand"]) == ["3D", "4D", "5D"]  # nothing taken
    assert table.legal_kinds(1) == {"play", "risk"}  # the one who completed them plays again


def test_risk_only_while_the_stock_lasts() -> None:
    table = started(2, rest="drain", first=0)
    table.drain()
    assert table.view(0)["stock"] == 0
    assert "risk" not in table.legal_kinds(0)
    table.refuse(0, RISK)


# --- table cards ------------------------------------------------------------------------------------------


def _late(first: int = 0, **deal: object) -> Table:
    """Two seats, stock drained by risks (every risked card played and burned), `first` to move."""
    table = Table(2, stacked_deck(2, rest="drain", first=first, **deal))  # type: ignore[arg-type]
    table.ready_all()
    table.drain()
    view = table.view(0)
    assert view["stock"] == 0 and view["pile"] == [] and view["turn"] == first
    return table


def test_visible_cards_wait_while_the_hand_has_cards() -> None:
    table = started(2, hand={0: ["3C", "4C", "5C"]}, visible={0: ["9C", "9D", "KS"]})
    assert all(
        m["type"] == "play" and set(m["cards"]) <= {"3C", "4C", "5C"} for m in table.legal(0) if m["type"] == "play"
    )
    assert table.refuse(0, play("KS")).startswith("The king of spades is not in your hand")
    table.refuse(0, flip(0))


def test_visible_cards_played_when_hand_and_stock_empty_several_of_one_rank() -> None:
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"]},
        visible={0: ["9C", "9D", "KS"], 1: ["5C", "5D", "5H"]},
        hidden={0: ["AC", "AD", "AH"], 1: ["6C", "6D", "6H"]},
    )
    table.move(0, play("3C", "3D", "3H"))
    assert table.seat(0, of=1)["source"] == "visible"
    assert table.seat(0)["hand"] == [] and table.seat(0)["hand_count"] == 0
    table.move(1, play("4C", "4D", "4H"))
    assert table.legal_plays(0) == {("9C",), ("9D",), ("9C", "9D"), ("KS",)}
    assert table.legal_kinds(0) == {"play", "take"}
    table.move(0, play("9C", "9D"))
    view = table.view(1)
    assert view["seats"][0]["visible"] == ["KS"]
    assert view["pile"][-2:] == ["9C", "9D"]
    assert view["seats"][0]["hand_count"] == 0 and view["seats"][0]["hidden"] == 3
    assert table.new_events()[-1] == played(0, ["9C", "9D"], source="visible")
    assert view["turn"] == 1


def test_hidden_cards_wait_while_visible_cards_remain() -> None:
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"]},
        visible={0: ["9C", "9D", "KS"], 1: ["5C", "5D", "5H"]},
    )
    table.move(0, play("3C", "3D", "3H"))
    table.move(1, play("4C", "4D", "4H"))
    assert "flip" not in table.legal_kinds(0)
    table.refuse(0, flip(0))


def flip_card(table: Table, seat: int, code: str) -> None:
    """Flip the hidden card `code` of `seat` (its index looked up in the game's state: no view shows it)."""
    hidden = [c.code for c in table.game.hidden[seat]]
    table.move(seat, flip(hidden.index(code)))


def _hidden_phase() -> Table:
    """Seat 0 down to its hidden cards (QC KC AC), a 7 on top of the pile, seat 0 to move."""
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"]},
        visible={0: ["6C", "6D", "6H"], 1: ["7C", "7D", "7H"]},
        hidden={0: ["QC", "KC", "AC"], 1: ["8C", "8D", "5S"]},
    )
    table.move(0, play("3C", "3D", "3H"))
    table.move(1, play("4C", "4D", "4H"))
    table.move(0, play("6C", "6D", "6H"))
    table.move(1, play("7C", "7D", "7H"))
    table.skip_events()
    return table


def test_hidden_card_chosen_blind_played_if_it_fits() -> None:
    table = _hidden_phase()
    view = table.view(0)
    mine = view["seats"][0]
    assert mine["source"] == "hidden" and mine["hidden"] == 3
    assert mine["hand"] == [] and mine["visible"] == []
    # the moves name positions only, and the seat's own view does not show the cards
    assert sorted(map(move_key, table.legal(0))) == sorted(map(move_key, [flip(0), flip(1), flip(2), TAKE]))
    assert not {"QC", "KC", "AC"} & card_codes_in(view)
    table.refuse(0, play("KC"))  # cannot be played by name
    table.refuse(0, flip(3))  # only three
    hidden = [c.code for c in table.game.hidden[0]]
    assert sorted(hidden) == ["AC", "KC", "QC"]
    table.move(0, flip(1))
    turned = hidden[1]
    view = table.view(1)
    assert view["pile"][-1] == turned
    assert view["seats"][0]["hidden"] == 2 and view["seats"][0]["hand_count"] == 0
    assert view["turn"] == 1
    assert table.new_events() == [played(0, [turned], source="hidden")]
    assert sorted(c.code for c in table.game.hidden[0]) == sorted(set(hidden) - {turned})


def test_idiot_a_hidden_ten_that_is_not_the_last_card_burns_and_its_player_plays_again() -> None:
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"]},
        visible={0: ["6C", "6D", "6H"], 1: ["7C", "7D", "7H"]},
        hidden={0: ["QC", "TC", "AC"], 1: ["8C", "8D", "5S"]},
    )
    for seat, cards in (
        (0, ["3C", "3D", "3H"]),
        (1, ["4C", "4D", "4H"]),
        (0, ["6C", "6D", "6H"]),
        (1, ["7C", "7D", "7H"]),
    ):
        table.move(seat, play(*cards))
    table.skip_events()
    assert table.pile()[-1] == "7H" and table.seat(0)["source"] == "hidden"
    flip_card(table, 0, "TC")  # a ten turned up blind, two hidden cards still to come
    view = table.view(0)
    assert view["pile"] == [] and view["burned"] == 34 + 13 and view["turn"] == 0
    assert table.new_events() == [played(0, ["TC"], source="hidden"), ev(0, "burn", count=13)]
    assert view["seats"][0]["hidden"] == 2 and view["seats"][0]["place"] is None  # not out: it plays again
    assert sorted(map(move_key, table.legal(0))) == sorted(map(move_key, [flip(0), flip(1)]))
    flip_card(table, 0, "QC")
    assert table.pile() == ["QC"] and table.turn() == 1


def test_failed_hidden_card_and_pile_go_to_hand() -> None:
    table = _hidden_phase()
    flip_card(table, 0, "QC")  # a queen on the 7s: played
    assert table.view(0)["seats"][1]["source"] == "hidden"
    pile = table.pile()
    assert len(pile) == 13
    flip_card(table, 1, "5S")  # a 5 on the queen: does not fit
    view = table.view(1)
    assert sorted(view["seats"][1]["hand"]) == sorted(pile + ["5S"])
    assert view["seats"][1]["hidden"] == 2 and view["seats"][1]["source"] == "hand"
    assert view["pile"] == [] and view["burned"] == 34
    assert view["turn"] == 0
    assert table.new_events() == [
        played(0, ["QC"], source="hidden"),
        ev(1, "fail", card="5S", source="hidden", count=14),
    ]


def test_player_who_took_pile_plays_hand_before_table_cards() -> None:
    # after a failed hidden card: hand first, no flipping
    table = _hidden_phase()
    flip_card(table, 0, "QC")
    flip_card(table, 1, "5S")
    table.move(0, flip(0))  # any card fits the empty pile
    assert table.legal_kinds(1) <= {"play", "take"}
    assert "flip" not in table.legal_kinds(1)
    table.refuse(1, flip(0))

    # after taking the pile with face-up cards left: hand first, then back to the face-up cards
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["TC", "AD", "4D"]},
        visible={0: ["9C", "9D", "KS"], 1: ["5C", "5D", "5H"]},
    )
    table.move(0, play("3C", "3D", "3H"))
    table.move(1, play("TC"))  # burns: seat 1 again
    table.move(1, play("AD"))
    assert table.legal_kinds(0) == {"take"}  # nothing face up beats the ace
    table.move(0, TAKE)
    assert table.hand(0) == ["AD"] and table.seat(0)["source"] == "hand"
    table.move(1, play("4D"))
    assert table.legal_plays(0) == {("AD",)}  # the hand only, though 9s and the king would fit
    table.refuse(0, play("KS"))
    table.move(0, play("AD"))
    assert table.seat(0)["source"] == "visible"
    table.move(1, TAKE)  # seat 1's 5s do not beat the ace either
    assert table.legal_plays(0) == {("9C",), ("9D",), ("9C", "9D"), ("KS",)}
    table.move(0, play("KS"))
    assert table.new_events()[-1] == played(0, ["KS"], source="visible")


# --- the end ------------------------------------------------------------------------------------------------


def test_first_finisher_wins_and_last_holder_is_idiot_full_order_each_place_scoring_the_players_after_it() -> None:
    table = Table(
        3,
        stacked_deck(
            3,
            hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"], 2: ["5C", "5D", "5H"]},
            visible={0: ["6C", "6D", "6H"], 1: ["7C", "7D", "7H"], 2: ["8C", "8D", "8H"]},
            hidden={0: ["9C", "3S", "JC"], 1: ["9D", "JD", "KD"], 2: ["9H", "JH", "KH"]},
            rest="drain",
            first=0,
        ),
    )
    table.ready_all()
    table.drain()
    assert table.turn() == 0
    for seat, cards in enumerate(
        (
            ["3C", "3D", "3H"],
            ["4C", "4D", "4H"],
            ["5C", "5D", "5H"],
            ["6C", "6D", "6H"],
            ["7C", "7D", "7H"],
            ["8C", "8D", "8H"],
        )
    ):
        table.move(seat % 3, play(*cards))
    flip_card(table, 0, "9C")
    flip_card(table, 1, "9D")
    flip_card(table, 2, "9H")
    flip_card(table, 0, "3S")  # fails: seat 0 takes the 21 pile cards and the 3
    assert table.seat(0)["hand_count"] == 22
    flip_card(table, 1, "JD")
    flip_card(table, 2, "JH")
    assert table.legal_kinds(0) == {"take"}
    table.move(0, TAKE)
    table.skip_events()
    flip_card(table, 1, "KD")  # seat 1's last card: out first, the winner
    view = table.view(0)
    assert view["seats"][1]["place"] == 1 and view["over"] is False
    assert table.new_events() == [played(1, ["KD"], source="hidden"), ev(1, "out", place=1)]
    assert view["turn"] == 2
    assert table.legal(1) == []
    table.refuse(1, TAKE, "not_your_turn")
    table.move(2, TAKE)
    table.move(0, play("4C"))
    assert table.turn() == 2  # seat 1 is out: skipped
    table.move(2, play("KD"))
    assert table.legal_kinds(0) == {"take"}
    table.move(0, TAKE)
    assert table.turn() == 2  # skipped again
    table.skip_events()
    flip_card(table, 2, "KH")  # out second: seat 0 alone still holds cards, the Idiot
    assert table.new_events() == [played(2, ["KH"], source="hidden"), ev(2, "out", place=2), ev(0, "last", place=3)]
    for seat in range(3):
        view = table.view(seat)
        assert view["phase"] == "over" and view["over"] is True
        assert view["turn"] is None and view["waiting_for"] == [] and view["legal_moves"] == []
        assert view["result"] == {"ranking": [1, 2, 0], "loser": 0}
        assert [s["place"] for s in view["seats"]] == [3, 1, 2]
    # what the strong level searches for: the winner scores most, the Idiot nothing
    assert table.game.returns() == [0.0, 2.0, 1.0]
    table.refuse(0, play("4D"), "game_over")
    table.refuse(0, TAKE, "game_over")


def _down_to_last_hidden_card(last: str) -> Table:
    """Two seats; seat 0 has played its hand and face-up cards and turned up two hidden
    cards, and is about to turn up its last one, `last`; seat 1 holds many cards."""
    table = _late(
        hand={0: ["3C", "3D", "3H"], 1: ["4C", "4D", "4H"]},
        visible={0: ["6C", "6D", "6H"], 1: ["5C", "5D", "5H"]},
        hidden={0: ["QC", "KC", last], 1: ["7C", "7D", "7H"]},
    )
    table.move(0, play("3C", "3D", "3H"))
    table.move(1, play("4C", "4D", "4H"))
    table.move(0, play("6C", "6D", "6H"))
    table.move(1, TAKE)
    for code in ("QC", "KC"):
        flip_card(table, 0, code)
        table.move(1, TAKE)
    table.skip_events()
    return table


def test_two_seats_end_when_one_goes_out() -> None:
    table = _down_to_last_hidden_card("AC")
    flip_card(table, 0, "AC")
    assert table.new_events() == [played(0, ["AC"], source="hidden"), ev(0, "out", place=1), ev(1, "last", place=2)]
    view = table.view(1)
    assert view["result"] == {"ranking": [0, 1], "loser": 1}
    assert view["over"] is True and view["turn"] is None


def test_going_out_on_a_burn_passes_the_turn_on() -> None:
    table = _down_to_last_hidden_card("TC")
    flip_card(table, 0, "TC")
    assert table.new_events() == [
        played(0, ["TC"], source="hidden"),
        ev(0, "burn", count=1),
        ev(0, "out", place=1),
        ev(1, "last", place=2),
    ]


# --- [decided] stalemate ----------------------------------------------------------------------------------


def _circle(table: Table, moves: int, ten_at: int | None = None) -> tuple[Any, str]:
    """Play without burning: a single low card on a pile of 0 or 1 cards, else take the pile;
    at move `ten_at`, seat 0 plays its TC instead. Played on the Python game (hundreds of
    moves through the text api would replay the game each time). The game and its G text."""
    game = table.game
    save = json.loads(table.text)
    made = 0
    while made < moves and not game.is_over():
        seat = game.turn
        if made == ten_at:
            assert seat == 0
            move = play("TC")
        elif len(game.pile) >= 2:
            move = TAKE
        else:
            legal = game.view(seat)["legal_moves"]
            singles = sorted(
                (
                    m["cards"][0]
                    for m in legal
                    if m["type"] == "play" and len(m["cards"]) == 1 and m["cards"][0][0] != "T"
                ),
                key=rank_of,
            )
            move = play(singles[0]) if singles else TAKE
        game.apply(seat, parse_move(move))
        save["moves"].append([seat, move])
        made += 1
    return game, json.dumps(save)


def test_stalemate_after_moves_without_burn_ends_game_ranked_by_cards_held() -> None:
    table = started(2, hand={0: ["TC", "3C", "4C"]})
    game, text = _circle(table, STALEMATE_MOVES + 50)
    assert len(json.loads(text)["moves"]) - 2 == STALEMATE_MOVES  # the game ended exactly then
    assert not any(e["type"] == "burn" for e in game.log)
    events = [e for e in game.log if e["type"] in ("stalemate", "out", "last")]
    assert events[0]["type"] == "stalemate" and events[0]["moves"] == STALEMATE_MOVES
    view = ok(api.view, text, 0)["view"]
    assert view == json.loads(json.dumps(game.view(0)))
    held = {s["seat"]: s["hand_count"] + len(s["visible"]) + s["hidden"] for s in view["seats"]}
    assert held[0] != held[1]
    expected = sorted(held, key=lambda s: held[s])
    assert view["result"] == {"ranking": expected, "loser": expected[-1]}
    assert [(e["seat"], e["type"], e["place"]) for e in events[1:]] == [
        (expected[0], "out", 1),
        (expected[1], "last", 2),
    ]
    assert view["turn"] is None and view["legal_moves"] == [] and view["over"] is True
    refused = error(api.apply, text, 0, json.dumps(TAKE))
    assert refused["code"] == "game_over"


def test_burn_restarts_the_stalemate_count() -> None:
    table = started(2, hand={0: ["TC", "3C", "4C"]})
    ten_at = 150  # an even move: seat 0's turn
    game, text = _circle(table, STALEMATE_MOVES * 3, ten_at=ten_at)
    assert len(json.loads(text)["moves"]) - 2 == ten_at + 1 + STALEMATE_MOVES
    assert [e["type"] for e in game.log if e["type"] in ("burn", "stalemate")] == ["burn", "stalemate"]


# --- computer opponents ---------------------------------------------------------------------------------------


def test_simple_bot_decides_only_from_what_its_seat_may_see() -> None:
    """Two deals alike for seat 0 (its hand, every face-up card) but with other hands, every
    hidden card and the stock changed: the simple bot makes the same legal choice for seat 0."""
    common = {"hand": {0: ["5C", "9D", "QS"]}, "visible": {0: ["4H", "8H", "KC"], 1: ["6S", "7S", "JH"]}}
    a = stacked_deck(2, **common)  # type: ignore[arg-type]
    b_seat1 = ["AD", "2S", "TH"]
    b_hidden = {0: ["3D", "AC", "JC"], 1: ["2C", "TS", "9C"]}
    b = stacked_deck(2, hand={0: ["5C", "9D", "QS"], 1: b_seat1}, visible=common["visible"], hidden=b_hidden)
    tables = [Table(2, a), Table(2, b)]
    assert tables[0].view(0)["seats"][1]["hand_count"] == 3
    assert tables[0].game.hands[1] != tables[1].game.hands[1]
    assert tables[0].game.stock != tables[1].game.stock
    moves = [ok(api.bot_move, t.text, 0, "simple")["move"] for t in tables]
    assert moves[0] == moves[1]
    for table in tables:
        table.ready_all()
    moves = [ok(api.bot_move, t.text, 0, "simple")["move"] for t in tables]
    assert moves[0] == moves[1] and moves[0] in tables[0].legal(0)

"""One scenario per rule of RULES.md section 3 (Haft Khabis), from stacked decks.

RULES.md "Seats and stacked deals": dealt one card at a time in play order from
seat 0 (0, n-1, ..., 1), the next card the starter, the rest the stock; seat 0
plays first. With four seats play goes 0, 3, 2, 1. Each scenario checks legal
moves, whose turn it is, where the cards went and the scores, and is built so
that it fails if its rule were broken.

Quick rounds (two decks): seat 0 holds six 8s and one more card; each 8 is covered
by the next, so seat 0 keeps the turn and goes out without anyone else moving.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import api
from engine.cards import parse_card
from engine.core import ConfigError, IllegalMove
from engine.games.haft_khabis import HaftKhabis, points
from engine.moves import Draw, Pass, Penalty, Take
from engine.registry import RULESETS, bot_move
from engine.saves import load

from haft_khabis_deck import (
    card,
    card_codes_in,
    codes,
    eights_to_one,
    hand,
    is_sentence,
    legal,
    move,
    new_game,
    play_eights,
    play_order,
    stacked_deck,
)

PLAIN = ["4C", "9C", "KD", "QC", "6C", "3C", "5D"]  # no heart, no 3, no special card


def refused(game: HaftKhabis, seat: int, what: object, words: str = "") -> str:
    """The move must be refused with a sentence (containing `words`); the game unchanged."""
    before = json.dumps([game.view(s) for s in range(game.players)])
    hands = [list(h) for h in game.hands]
    with pytest.raises(IllegalMove) as caught:
        game.apply(seat, what)  # type: ignore[arg-type]
    message = caught.value.message
    assert is_sentence(message), message
    assert words in message, message
    assert json.dumps([game.view(s) for s in range(game.players)]) == before
    assert [list(h) for h in game.hands] == hands
    return message


def events(game: HaftKhabis, since: int) -> list[dict[str, object]]:
    return [{k: v for k, v in e.items() if k != "n"} for e in game.log[since:]]


def finish_with_bots(game: HaftKhabis, bound: int = 50_000) -> None:
    for _ in range(bound):
        if game.is_over():
            return
        seat = game.waiting_for()[0]
        game.apply(seat, bot_move(game, seat, "simple"))
    raise AssertionError("the match did not end")


# --- players, deck, deal -------------------------------------------------------------------------


def test_players_two_to_ten_and_the_options() -> None:
    ruleset = RULESETS["haft_khabis"]
    assert (ruleset.min_players, ruleset.max_players) == (2, 10)
    options = {option.id: option for option in ruleset.options}
    assert set(options) == {"decks", "limit", "penalty_on_rejected", "dealer"}
    assert (options["decks"].default, options["decks"].minimum, options["decks"].maximum) == (2, 1, 2)
    assert (options["limit"].default, options["limit"].minimum, options["limit"].saved_minimum) == (200, 100, 1)
    assert options["penalty_on_rejected"].default is False
    assert options["dealer"].kind == "seat" and options["dealer"].default is None
    assert ruleset.read_options({}, 4) == {"decks": 2, "limit": 200, "penalty_on_rejected": False, "dealer": None}


def test_deck_one_or_two_decks_two_by_default() -> None:
    _, game = new_game(4, decks=2)
    assert Counter(game.cards()) == Counter({card: 2 for card in game.cards()})
    assert len(game.cards()) == 104
    _, game = new_game(4, decks=1)
    assert sorted(codes(game.cards())) == sorted(stacked_deck(4, {}, "3H"))
    assert len(game.cards()) == 52
    _, game = new_game(7, decks=1)  # 49 dealt, a starter, 2 in the stock
    assert len(game.stock) == 2
    with pytest.raises(ConfigError, match="two decks"):
        new_game(8, decks=1)
    with pytest.raises(ConfigError, match="exactly once per deck"):
        RULESETS["haft_khabis"].start(
            2,
            0,
            {"decks": 2, "limit": 200, "penalty_on_rejected": False, "dealer": None},
            [parse_card(c) for c in stacked_deck(2, {}, "3H")],
        )


def test_deal_seven_each_one_at_a_time_counter_clockwise_from_seat_0() -> None:
    hands = {
        0: ["4H", "5C", "6C", "9C", "QC", "KC", "3C"],
        3: ["4D", "5D", "6D", "9D", "QD", "KD", "3D"],
        2: ["4S", "5S", "6S", "9S", "QS", "KS", "3S"],
        1: ["5H", "6H", "9H", "QH", "KH", "2C", "2D"],
    }
    deck = stacked_deck(4, hands, "3H", stock=["AC", "AD"])
    assert deck[:4] == ["4H", "4D", "4S", "5H"]  # the first round: seats 0, 3, 2, 1
    assert play_order(4) == [0, 3, 2, 1]
    _, game = new_game(4, hands, "3H", stock=["AC", "AD"])
    for seat, cards in hands.items():
        assert codes(game.hands[seat]) == cards
    assert codes(game.pile) == ["3H"]  # the starter, turned up
    assert codes(game.stock[-2:]) == ["AD", "AC"]  # the first card after the starter is on top
    assert len(game.stock) == 52 - 29
    assert game.turn == 0 and game.dealer == 1  # seat 0 plays first; the dealer is the seat before it
    assert game.view(0)["direction"] == "counter-clockwise"
    since = len(game.log)
    move(game, 0, "4H")
    assert events(game, since) == [{"seat": 0, "type": "play", "card": "4H"}]


def test_play_goes_counter_clockwise() -> None:
    hands = {0: ["4H", *PLAIN[:6]], 3: ["5H"], 2: ["6H"], 1: ["9H"]}
    _, game = new_game(4, hands, "3H")
    turns = []
    for code in ("4H", "5H", "6H", "9H"):
        turns.append(game.turn)
        move(game, game.turn or 0, code)
    assert turns == [0, 3, 2, 1]
    assert game.turn == 0


def test_the_starter_has_no_effect_a_starter_seven_makes_no_one_draw() -> None:
    _, game = new_game(4, {0: ["JC", "7S", "5H", "9C", "KD", "QD", "4C"]}, "7H")
    assert game.pending == 0 and game.view(0)["pending"] == 0
    assert legal(game, 0) == {"7S", "5H"}  # a 7 or a heart; no draw owed; no jack on a 7
    refused(game, 0, card("JC", suit="S"), "except a 7")
    refused(game, 0, Draw(), "fits")
    _, game = new_game(4, {0: PLAIN}, "7H", stock=["KS", "QS"])
    assert legal(game, 0) == {"draw"}
    move(game, 0, "draw")
    assert len(game.hands[0]) == 8 and hand(game, 0)["KS"] == 1 and game.turn == 3  # one card, not two


def test_the_starter_has_no_effect_a_starter_jack_names_no_suit_a_starter_eight_asks_no_cover() -> None:
    _, game = new_game(4, {0: ["5H", "5C", "9C", "KD", "QD", "4C", "6C"]}, "JH")
    assert game.named is None and legal(game, 0) == {"5H"}
    _, game = new_game(4, {0: ["5H", "4S", "9C", "KD", "QD", "4C", "6C"]}, "8S")
    assert not game.cover and legal(game, 0) == {"4S"}
    move(game, 0, "4S")
    assert game.turn == 3


def test_a_play_is_one_card_of_the_same_suit_or_rank() -> None:
    _, game = new_game(4, {0: ["5H", "9C", "4C", "KD", "QD", "3S", "6S"]}, "9H")
    assert legal(game, 0) == {"5H", "9C"}
    refused(game, 0, card("4C"), "matches neither the suit nor the rank of the nine of hearts")
    move(game, 0, "9C")
    assert codes(game.pile) == ["9H", "9C"] and game.turn == 3 and len(game.hands[0]) == 6


def test_without_a_fit_draw_one_and_play_it_if_it_fits() -> None:
    _, game = new_game(4, {0: PLAIN}, "TH", stock=["5H", "5S"])
    assert legal(game, 0) == {"draw"}
    refused(game, 0, card("4C"), "matches neither")
    refused(game, 0, Pass(), "only after drawing")
    move(game, 0, "draw")
    assert game.turn == 0 and game.drawn == parse_card("5H")
    assert legal(game, 0) == {"5H", "pass"}
    assert game.view(0)["drawn"] == "5H" and game.view(3)["drawn"] is None  # only the drawer sees it
    refused(game, 0, card("4C"), "only the card you drew")
    refused(game, 0, Draw(), "drawn already")
    move(game, 0, "5H")
    assert codes(game.pile)[-1] == "5H" and game.turn == 3 and len(game.hands[0]) == 7


def test_a_drawn_card_that_fits_may_be_kept_by_passing() -> None:
    _, game = new_game(4, {0: PLAIN}, "TH", stock=["5H"])
    move(game, 0, "draw")
    move(game, 0, "pass")
    assert game.turn == 3 and hand(game, 0)["5H"] == 1 and codes(game.pile) == ["TH"]


def test_a_drawn_card_that_does_not_fit_stays_and_the_turn_ends() -> None:
    _, game = new_game(4, {0: PLAIN}, "TH", stock=["5S"])
    since = len(game.log)
    move(game, 0, "draw")
    assert game.turn == 3 and game.drawn is None and hand(game, 0)["5S"] == 1
    assert events(game, since) == [{"seat": 0, "type": "draw", "count": 1, "why": "stuck"}]


def test_ten_reverses_the_direction_with_three_seats() -> None:
    hands = {0: ["4H", "5H", *PLAIN[:5]], 2: ["TH", *PLAIN[5:]], 1: ["6H"]}
    _, game = new_game(3, hands, "3H")
    move(game, 0, "4H")
    assert game.turn == 2  # counter-clockwise: 0, 2, 1
    move(game, 2, "TH")
    assert game.turn == 0 and game.view(1)["direction"] == "clockwise"
    move(game, 0, "5H")
    assert game.turn == 1  # clockwise now: 0, 1, 2
    move(game, 1, "6H")
    assert game.turn == 2


def test_two_makes_a_chosen_player_draw_one_card() -> None:
    _, game = new_game(4, {0: ["2H", *PLAIN[:6]]}, "3H", stock=["KS"])
    assert {m for m in legal(game, 0) if m.startswith("2H")} == {"2H>1", "2H>2", "2H>3"}
    refused(game, 0, card("2H"), "Name the player")
    refused(game, 0, card("2H", target=0), "someone else")
    refused(game, 0, card("2H", target=7), "no seat 7")
    sizes = [len(h) for h in game.hands]
    move(game, 0, "2H", target=2)
    assert hand(game, 2)["KS"] == 1
    assert [len(h) for h in game.hands] == [sizes[0] - 1, sizes[1], sizes[2] + 1, sizes[3]]
    assert game.turn == 3  # the turn goes on as usual, not to the chosen player
    assert game.log[-1] == {"n": game.log[-1]["n"], "seat": 2, "type": "draw", "count": 1, "why": "two"}


def test_sevens_stacked_three_deep_make_the_next_draw_six() -> None:
    hands = {0: ["7H", *PLAIN[:6]], 3: ["7C", "5H"], 2: ["7S", "6H"], 1: ["JD", "4H", "9D", "QS", "KS", "3S", "6S"]}
    stock = ["2C", "2D", "2S", "AC", "AD", "AS", "KH"]
    _, game = new_game(4, hands, "3H", stock=stock)
    move(game, 0, "7H")
    assert game.pending == 2 and game.turn == 3
    assert legal(game, 3) == {"7C", "draw"}  # add a 7 or draw; the heart does not count now
    refused(game, 3, card("5H"), "add a 7")
    move(game, 3, "7C")
    assert game.pending == 4 and game.turn == 2
    move(game, 2, "7S")
    assert game.pending == 6 and game.view(1)["pending"] == 6
    assert legal(game, 1) == {"draw"}
    refused(game, 1, card("JD", suit="D"), "draw 6")
    refused(game, 1, card("4H"), "draw 6")
    move(game, 1, "draw")
    assert len(game.hands[1]) == 13 and +(hand(game, 1) - Counter(hands[1])) == Counter(stock[:6])
    assert game.turn == 0 and game.pending == 0  # drawing ends the turn
    assert codes(game.stock[-1:]) == ["KH"]


def test_haft_khabis_four_sevens_make_the_next_player_draw_eight() -> None:
    # Two decks, five seats: play goes 0, 4, 3, 2, 1.
    hands = {0: ["7H", *PLAIN[:6]], 4: ["7C", "5H"], 3: ["7S", "6H"], 2: ["7D", "9H"], 1: ["JD", "4H", *PLAIN[:5]]}
    stock = ["2C", "2D", "2S", "AC", "AD", "AS", "KH", "QH", "9S"]
    _, game = new_game(5, hands, "3H", stock=stock, decks=2)
    for seat, code, owed in ((0, "7H", 2), (4, "7C", 4), (3, "7S", 6), (2, "7D", 8)):
        move(game, seat, code)
        assert game.pending == owed
    assert game.turn == 1 and game.view(1)["pending"] == 8
    assert legal(game, 1) == {"draw"}  # no 7 to add; the heart and the jack do not count now
    refused(game, 1, card("4H"), "draw 8")
    move(game, 1, "draw")
    assert +(hand(game, 1) - Counter(hands[1])) == Counter(stock[:8]) and len(game.hands[1]) == 15
    assert game.turn == 0 and game.pending == 0 and codes(game.stock[-1:]) == ["9S"]
    assert game.log[-1] == {"n": game.log[-1]["n"], "seat": 1, "type": "draw", "count": 8, "why": "seven"}


def test_haft_khabis_a_voluntary_draw_is_refused_through_check_with_its_reason() -> None:
    _, game = new_game(4, {0: ["5H", *PLAIN[:5], "5D"]}, "3H", stock=["KS"])
    assert legal(game, 0) == {"5H"}  # no draw on offer while a card fits
    before = json.dumps([game.view(s) for s in range(4)])
    with pytest.raises(IllegalMove) as caught:
        game.check(0, Draw())
    refusal = caught.value
    assert (refusal.code, refusal.reason, refusal.params) == ("illegal_move", "haft_khabis.play_fits", {"card": "5H"})
    assert refusal.message == "Play a card: your five of hearts fits, and you may draw only when nothing fits."
    assert json.dumps([game.view(s) for s in range(4)]) == before  # check changes nothing
    # The same refusal through the api, and the same for an 8 that could be covered.
    config = {"ruleset": "haft_khabis", "players": 4, "seed": 0, "options": {"decks": 1}}
    config["deck"] = stacked_deck(4, {0: ["8H", "4H", *PLAIN[:5]]}, "3H")
    game_text = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])
    game_text = json.dumps(json.loads(api.apply(game_text, 0, json.dumps({"type": "play", "cards": ["8H"]})))["game"])
    out = json.loads(api.apply(game_text, 0, json.dumps({"type": "draw"})))
    assert out["ok"] is False and "game" not in out
    assert (out["error"]["code"], out["error"]["reason"], out["error"]["params"]) == (
        "illegal_move",
        "haft_khabis.cover_fits",
        {"card": "4H"},
    )
    assert is_sentence(out["error"]["message"])


def test_a_seven_may_be_declined_by_drawing_two() -> None:
    _, game = new_game(4, {0: ["7H", *PLAIN[:6]], 3: ["7C"]}, "3H", stock=["KS", "QS"])
    move(game, 0, "7H")
    move(game, 3, "draw")
    assert hand(game, 3)["7C"] == 1 and len(game.hands[3]) == 9 and game.turn == 2 and game.pending == 0


def test_a_jack_is_refused_on_a_seven_even_after_its_cards_were_drawn() -> None:
    hands = {
        0: ["7H", *PLAIN[:6]],
        3: ["JS", "9S", "QS", "KS", "3S", "4S", "6S"],
        2: ["JC", "5H", "4D", "6D", "9D", "QD", "2S"],
    }
    _, game = new_game(4, hands, "3H")
    move(game, 0, "7H")
    assert "JS:H" not in legal(game, 3)
    refused(game, 3, card("JS", suit="H"), "draw 2")
    move(game, 3, "draw")
    assert legal(game, 2) == {"5H"}  # the 7 is still on top: no jack on it
    refused(game, 2, card("JC", suit="C"), "A jack goes on anything except a 7.")


def test_an_eight_is_covered_by_another_eight_then_by_the_suit() -> None:
    _, game = new_game(4, {0: ["8H", "8S", "5S", "4H", "9C", "KD", "QC"]}, "3H")
    move(game, 0, "8H")
    assert game.turn == 0 and game.cover and game.view(0)["cover"] is True
    assert legal(game, 0) == {"8S", "4H"}
    refused(game, 0, Draw(), "Cover your 8")
    refused(game, 0, card("9C"), "Cover your 8 with a heart")
    move(game, 0, "8S")
    assert game.turn == 0 and game.cover  # another 8 asks for a cover again
    assert legal(game, 0) == {"5S"}
    move(game, 0, "5S")
    assert game.turn == 3 and not game.cover and codes(game.pile) == ["3H", "8H", "8S", "5S"]


def test_a_jack_covers_an_eight() -> None:
    _, game = new_game(4, {0: ["8H", "JC", "4C", "9C", "KD", "QC", "6C"]}, "3H")
    move(game, 0, "8H")
    assert legal(game, 0) == {"JC:C", "JC:D", "JC:H", "JC:S"}
    move(game, 0, "JC", suit="D")
    assert game.turn == 3 and not game.cover and game.named == "D"


def test_an_eight_that_cannot_be_covered_draws_one_and_plays_it_if_it_covers() -> None:
    hands = {0: ["8H", *PLAIN[:6]], 3: ["8D", "5H", "4S", "6S", "9S", "QS", "KS"]}
    _, game = new_game(4, hands, "3H", stock=["6H"])
    move(game, 0, "8H")
    assert legal(game, 0) == {"draw"}
    move(game, 0, "draw")
    assert game.turn == 0 and legal(game, 0) == {"6H", "pass"}
    move(game, 0, "pass")
    assert game.turn == 3 and not game.cover  # the 8 stays uncovered: the next plays on it as usual
    assert legal(game, 3) == {"8D", "5H"}
    _, game = new_game(4, hands, "3H", stock=["6H"])
    move(game, 0, "8H")
    move(game, 0, "draw")
    move(game, 0, "6H")
    assert game.turn == 3 and codes(game.pile)[-2:] == ["8H", "6H"]
    _, game = new_game(4, hands, "3H", stock=["5D"])
    move(game, 0, "8H")
    move(game, 0, "draw")
    assert game.turn == 3 and hand(game, 0)["5D"] == 1 and not game.cover


def test_an_ace_skips_the_next_player() -> None:
    _, game = new_game(4, {0: ["AH", *PLAIN[:6]]}, "3H")
    since = len(game.log)
    move(game, 0, "AH")
    assert game.turn == 2
    assert events(game, since)[1:] == [{"seat": 3, "type": "skip"}]
    _, game = new_game(2, {0: ["AH", *PLAIN[:6]]}, "3H")
    move(game, 0, "AH")
    assert game.turn == 0  # two players: the other is skipped


def test_a_jack_goes_on_anything_but_a_seven_and_names_the_suit_that_must_follow() -> None:
    hands = {0: ["JH", *PLAIN[:6]], 3: ["5C", "9H", "JS", "4D", "KS", "6D", "QD"]}
    _, game = new_game(4, hands, "9S")
    assert {"JH:C", "JH:D", "JH:H", "JH:S"} <= legal(game, 0)  # neither spade nor nine: a jack anyway
    refused(game, 0, card("JH"), "Name the suit")
    refused(game, 0, card("9C", suit="H"), "Only a jack names a suit")
    move(game, 0, "JH", suit="C")
    assert game.named == "C" and game.view(3)["named_suit"] == "C"
    assert legal(game, 3) == {"5C", "JS:C", "JS:D", "JS:H", "JS:S"}
    refused(game, 3, card("9H"), "The jack asked for clubs")
    move(game, 3, "5C")
    assert game.named is None


def test_the_last_card_is_announced_tak_barg() -> None:
    _, game = new_game(3, eights_to_one("5S"), "3H", decks=2)
    refused(game, 0, card("8H", announce=True), "leaves you a single card")
    for code in ("8H", "8S", "8D", "8C", "8H"):
        move(game, 0, code)
    assert {"8S!", "8S"} == {m for m in legal(game, 0) if m.startswith("8S")}  # with and without
    game2 = game.clone()
    since = len(game.log)
    move(game, 0, "8S", announce=True)
    assert codes(game.hands[0]) == ["5S"] and not any(e["type"] == "forgot" for e in events(game, since))
    top = game2.stock[-1]
    move(game2, 0, "8S")  # forgotten: accepted, and it costs a card
    assert Counter(game2.hands[0]) == Counter([parse_card("5S"), top])
    assert [e["type"] for e in events(game2, since)] == ["play", "forgot", "draw"]
    assert game2.turn == 0 and game2.cover


def test_penalty_on_rejected_attempts_through_the_api() -> None:
    deck = stacked_deck(3, {0: ["5H", *PLAIN[:6]]}, "3H")
    for on in (False, True):
        config = {
            "ruleset": "haft_khabis",
            "players": 3,
            "seed": 4,
            "deck": deck,
            "options": {"decks": 1, "penalty_on_rejected": on},
        }
        game_text = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])
        out = json.loads(api.apply(game_text, 2, json.dumps({"type": "play", "cards": ["9C"]})))
        assert out["ok"] is False and out["error"]["code"] == "not_your_turn"
        assert is_sentence(out["error"]["message"])
        if not on:
            assert "game" not in out
            continue
        g2 = out["game"]
        assert g2["moves"] == [[2, {"type": "penalty"}]]
        _, replayed = load(g2)
        assert len(replayed.hands[2]) == 8 and replayed.turn == 0  # a card for the mistake; the turn stays
        out = json.loads(api.apply(json.dumps(g2), 0, json.dumps({"type": "play", "cards": ["4C"]})))
        assert out["error"]["code"] == "illegal_move" and len(out["game"]["moves"]) == 2
        _, replayed = load(out["game"])
        assert len(replayed.hands[0]) == 8
        assert replayed.log[-1]["why"] == "mistake"
    _, game = new_game(3, {0: ["5H"]}, "3H")
    assert game.penalty(2) is None
    refused(game, 2, Penalty(), "off in this game")


def test_an_empty_stock_is_refilled_from_the_pile_but_its_top_card() -> None:
    # seven seats, one deck: 49 dealt, the starter, two in the stock. Play order 0, 6, 5, 4, 3.
    nofit = [c for c in stacked_deck(7, {}, "3H") if c[1] != "H" and c[0] not in "5J" and c not in ("3C", "3D")]
    hands = {0: ["4H"], 6: ["5H"], 5: nofit[:7], 4: nofit[7:14], 3: nofit[14:21]}
    _, game = new_game(7, hands, "3H", stock=["3C", "3D"], seed=11)
    move(game, 0, "4H")
    move(game, 6, "5H")
    move(game, 5, "draw")
    move(game, 4, "draw")
    assert game.stock == [] and codes(game.pile) == ["3H", "4H", "5H"]
    before = Counter(game.cards())
    since = len(game.log)
    move(game, 3, "draw")
    assert codes(game.pile) == ["5H"]  # the top card stays
    assert Counter(game.stock) + Counter([game.hands[3][-1]]) == Counter(map(parse_card, ["3H", "4H"]))
    assert events(game, since)[0] == {"seat": 3, "type": "refill", "count": 2}
    assert Counter(game.cards()) == before


def test_haft_khabis_a_draw_from_an_empty_stock_and_pile_takes_nothing_and_the_turn_goes_on() -> None:
    # Seven seats, one deck: 49 dealt, the starter 7H, two in the stock. Play order 0, 6, 5, 4.
    # No heart and no 7 in the first three hands (a jack does not go on a 7): each must draw.
    hands = {
        0: ["2C", "3C", "4C", "5C", "6C", "8C", "9C"],
        6: ["TC", "QC", "KC", "AC", "2D", "3D", "4D"],
        5: ["5D", "6D", "8D", "9D", "TD", "QD", "KD"],
    }
    _, game = new_game(7, hands, "7H", stock=["AD", "2S"])
    move(game, 0, "draw")  # the ace of diamonds does not fit: the turn ends
    move(game, 6, "draw")  # the 2 of spades neither: the stock is empty, the pile only its top card
    assert game.stock == [] and codes(game.pile) == ["7H"] and game.turn == 5
    assert legal(game, 5) == {"draw"}
    before = Counter(game.cards())
    since = len(game.log)
    move(game, 5, "draw")  # nothing to draw, and nothing to make a stock of: the turn goes on
    assert events(game, since) == [{"seat": 5, "type": "draw", "count": 0, "why": "stuck"}]
    assert codes(game.hands[5]) == hands[5] and game.drawn is None
    assert game.turn == 4 and game.stock == [] and codes(game.pile) == ["7H"]
    assert Counter(game.cards()) == before and len(game.cards()) == 52


# --- going out on a special card, round end, scoring ------------------------------------------

LOSER_1 = ["2D", "TD", "JD", "QD", "KD", "AD", "9C"]  # 2 + 10 + 20 + 3 + 4 + 11 + 9 = 59
LOSER_2 = ["3C", "4C", "5C", "6C", "9D", "3D", "4D"]  # 34


def quick_round(last: str, stock: list[str] | None = None, seed: int = 0, **options: object) -> HaftKhabis:
    hands = {**eights_to_one(last), 1: LOSER_1, 2: LOSER_2}
    _, game = new_game(3, hands, "3H", stock=stock or [], decks=2, seed=seed, **options)
    play_eights(game)
    return game


def test_penalty_points_face_value_jack_20_queen_3_king_4_ace_11() -> None:
    assert [points(parse_card(c)) for c in ["2S", "5S", "9S", "TS", "JS", "QS", "KS", "AS"]] == [
        2,
        5,
        9,
        10,
        20,
        3,
        4,
        11,
    ]
    game = quick_round("5S")
    since = len(game.log)
    move(game, 0, "5S")
    end = next(e for e in events(game, since) if e["type"] == "round_end")
    assert end == {
        "seat": 0,
        "type": "round_end",
        "round": 1,
        "doubled": False,
        "points": [0, 59, 34],
        "totals": [0, 59, 34],
        "hands": {
            "1": sorted(LOSER_1, key=lambda c: (c[1], "23456789TJQKA".index(c[0]))),
            "2": sorted(LOSER_2, key=lambda c: (c[1], "23456789TJQKA".index(c[0]))),
        },
    }
    assert game.totals == [0, 59, 34]
    sheet = game.view(1)["scores"]
    assert sheet["rounds"] == [{"round": 1, "dealer": 1, "winner": 0, "doubled": False, "points": [0, 59, 34]}]
    assert sheet["totals"] == [0, 59, 34]


def test_going_out_on_a_jack_doubles_everyone_s_penalty() -> None:
    game = quick_round("JS")
    move(game, 0, "JS", suit="H")
    assert game.sheet[0]["points"] == [0, 118, 68] and game.sheet[0]["doubled"] is True
    assert game.totals == [0, 118, 68]


def test_going_out_on_a_seven_still_makes_the_next_player_draw() -> None:
    game = quick_round("7S", stock=["KC", "QC", "AC"])
    move(game, 0, "7S")
    assert game.sheet[0]["points"] == [0, 59, 34 + 4 + 3]  # seat 2, next counter-clockwise, drew two
    assert game.round == 2


def test_going_out_on_a_two_still_sends_a_card() -> None:
    game = quick_round("2S", stock=["AC"])
    move(game, 0, "2S", target=1)
    assert game.sheet[0]["points"] == [0, 59 + 11, 34]


def test_a_last_eight_must_be_covered_so_its_player_draws_one() -> None:
    game = quick_round("8D", stock=["4D"])
    move(game, 0, "8D")
    assert game.hands[0] == [] and game.turn == 0 and game.round == 1  # not out: the 8 awaits its cover
    assert legal(game, 0) == {"draw"}
    move(game, 0, "draw")
    assert legal(game, 0) == {"4D", "pass"}
    move(game, 0, "4D")
    assert game.round == 2 and game.sheet[0]["winner"] == 0 and game.sheet[0]["points"] == [0, 59, 34]
    game = quick_round("8D", stock=["4C"])
    move(game, 0, "8D")
    move(game, 0, "draw")
    assert game.turn == 2 and codes(game.hands[0]) == ["4C"] and game.round == 1 and not game.cover


def test_each_new_round_is_dealt_by_the_next_dealer_counter_clockwise_and_shuffled_from_the_seed() -> None:
    game = quick_round("5S", seed=5)
    move(game, 0, "5S")
    assert game.round == 2 and game.dealer == 0  # round 1: seat 1; next counter-clockwise: seat 0
    assert game.turn == 2  # the player after the dealer, counter-clockwise, plays first
    assert [len(h) for h in game.hands] == [7, 7, 7] and len(game.pile) == 1 and len(game.stock) == 104 - 22
    assert game.direction == -1 and not game.cover and game.pending == 0 and game.named is None
    again = quick_round("5S", seed=5)
    move(again, 0, "5S")
    other = quick_round("5S", seed=6)
    move(other, 0, "5S")
    assert again.hands == game.hands and again.stock == game.stock  # the seed decides later rounds
    assert other.hands != game.hands
    deal = [e for e in game.log if e["type"] == "deal"]
    assert [(e["seat"], e["round"], e["first"]) for e in deal] == [(1, 1, 0), (0, 2, 2)]


def test_elimination_on_reaching_the_limit_the_rest_play_on_and_the_last_one_wins() -> None:
    game = quick_round("5S", limit=59)
    move(game, 0, "5S")
    assert game.out == [False, True, False] and game.active == [0, 2]  # 59 reaches the limit of 59
    assert game.eliminated == [[1]] and game.hands[1] == []
    assert game.view(0)["seats"][1]["eliminated"] is True
    refused(game, 1, Draw(), "out of the match")
    seen = set()
    while not game.is_over():
        seen.add(game.turn)
        seat = game.waiting_for()[0]
        game.apply(seat, bot_move(game, seat, "simple"))
        assert game.hands[1] == []
    assert 1 not in seen
    winner = game.active[0]
    loser = 2 if winner == 0 else 0
    assert game.totals[loser] >= 59 > game.totals[winner]
    assert game.ranking() == [winner, loser, 1]  # the winner, then the eliminated, last out first
    view = game.view(1)
    assert view["over"] is True and view["phase"] == "over" and view["waiting_for"] == [] and view["legal_moves"] == []
    assert view["result"]["ranking"] == [winner, loser, 1] and view["result"]["winner"] == winner
    refused(game, winner, Draw(), "over")


def test_the_match_ends_when_one_player_is_left_ties_by_points_then_seat() -> None:
    game = quick_round("5S", limit=1)
    move(game, 0, "5S")
    assert game.is_over() and game.waiting_for() == [] and game.ranking() == [0, 2, 1]  # 34 before 59
    assert game.log[-1]["type"] == "match_end"
    hands = {**eights_to_one("5S"), 1: LOSER_2, 2: ["3S", "4S", "5C", "6S", "9S", "3D", "4D"]}  # 34 each
    _, game = new_game(3, hands, "3H", decks=2, limit=34)
    play_eights(game)
    move(game, 0, "5S")
    assert game.totals == [0, 34, 34] and game.ranking() == [0, 1, 2]


def test_nobody_sees_another_hand_or_the_stock() -> None:
    _, game = new_game(4, {0: ["4H"]}, "3H")
    for seat in range(4):
        view = game.view(seat)
        assert [s["hand"] is None for s in view["seats"]] == [s != seat for s in range(4)]
        assert [s["hand_count"] for s in view["seats"]] == [7, 7, 7, 7] and view["stock"] == 23
        assert card_codes_in(view) <= set(codes(game.hands[seat])) | {"3H"}


def test_two_decks_identical_cards_are_interchangeable() -> None:
    _, game = new_game(4, {0: ["5H", "5H", *PLAIN[:5]]}, "3H", decks=2)
    assert sorted(legal(game, 0)) == ["5H"]
    move(game, 0, "5H")
    assert hand(game, 0)["5H"] == 1


# --- malformed and refused moves: clear messages ------------------------------------------------


def test_bad_input_gets_a_clear_message() -> None:
    hands = {0: ["JH", "2H", "5H", "4H", "9C", "KD", "QC"]}
    deck = stacked_deck(4, hands, "3H")
    config = {"ruleset": "haft_khabis", "players": 4, "seed": 1, "deck": deck, "options": {"decks": 1}}
    text = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])
    cases = [
        (0, {"type": "play", "cards": ["JH"]}, "illegal_move", "Name the suit"),
        (0, {"type": "play", "cards": ["2H"]}, "illegal_move", "Name the player"),
        (0, {"type": "play", "cards": ["2H"], "target": 0}, "illegal_move", "someone else"),
        (0, {"type": "play", "cards": ["2H"], "target": 9}, "illegal_move", "no seat 9"),
        (0, {"type": "play", "cards": ["5H"], "suit": "S"}, "illegal_move", "Only a jack"),
        (0, {"type": "play", "cards": ["5H"], "target": 1}, "illegal_move", "Only a 2"),
        (0, {"type": "play", "cards": ["5H"], "announce": True}, "illegal_move", "single card"),
        (0, {"type": "play", "cards": ["5H", "4H"]}, "illegal_move", "one card at a time"),
        (0, {"type": "play", "cards": ["AS"]}, "illegal_move", "not in your hand"),
        (0, {"type": "pass"}, "illegal_move", "only after drawing"),
        (0, {"type": "draw"}, "illegal_move", "fits"),
        (0, {"type": "take"}, "illegal_move", "play a card, draw"),
        (1, {"type": "draw"}, "not_your_turn", "not seat 1's turn"),
        (0, {"type": "play", "cards": ["JH"], "suit": "X"}, "bad_move", "suit"),
    ]
    for seat, move_json, code, words in cases:
        out = json.loads(api.apply(text, seat, json.dumps(move_json)))
        assert out["ok"] is False and out["error"]["code"] == code, (move_json, out)
        assert words in out["error"]["message"], (move_json, out)
        assert is_sentence(out["error"]["message"]), out
        assert "game" not in out
    _, game = new_game(4, hands, "3H")
    refused(game, 0, Take(), "In Haft Khabis")


def test_the_view_through_the_api() -> None:
    deck = stacked_deck(4, {0: ["4H"]}, "3H")
    config = {"ruleset": "haft_khabis", "players": 4, "seed": 1, "deck": deck, "options": {"decks": 1, "limit": 150}}
    text = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])
    view = json.loads(api.view(text, 0))["view"]
    assert view["ruleset"] == "haft_khabis" and view["phase"] == "play" and view["turn"] == 0
    assert view["top"] == "3H" and view["pile"] == 1 and view["stock"] == 23 and view["limit"] == 150
    assert view["pending"] == 0 and view["named_suit"] is None and view["cover"] is False and view["drawn"] is None
    assert view["scores"] == {"rounds": [], "totals": [0, 0, 0, 0], "eliminated": []}
    assert {"type": "play", "cards": ["4H"]} in view["legal_moves"]
    bot = json.loads(api.bot_move(text, 0, "simple"))
    assert bot["ok"] is True and json.loads(api.apply(text, 0, json.dumps(bot["move"])))["ok"] is True

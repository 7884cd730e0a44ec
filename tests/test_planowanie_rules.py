"""Planowanie (RULES.md section 4): one scenario per rule, from stacked decks.

The first deal of a stacked deck is dealt one card at a time to seats 0 ... n-1
and the next card is turned up for trump; the dealer is seat n-1, so seat 0
bids first and leads the first trick (RULES.md "Seats and stacked deals").
Later deals are shuffled from the seed: rules about them are checked over
whole games.
"""

from __future__ import annotations

import json

import pytest

from engine import api
from engine.cards import parse_card
from engine.core import ConfigError, IllegalMove
from engine.games.planowanie import Planowanie
from engine.moves import Bid, Move, Play, Take

from planowanie_deck import bid_any, bids, card, finish_deal, new_game, play, stacked_deck

# Two players: seat 0 holds ten spades, seat 1 ten hearts, clubs are trumps. Whatever is
# played, seat 0 takes all ten tricks (it leads spades, seat 1 can neither follow nor trump).
SPADES = ["AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S"]
HEARTS = ["2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH"]
ALL_TO_SEAT_0 = stacked_deck(2, {0: SPADES, 1: HEARTS}, trump="2C")


def refused(game: Planowanie, seat: int, move: Move) -> str:
    """The message of a move the game must refuse; the game is unchanged."""
    before = (game.view(seat), [list(h) for h in game.hands])
    with pytest.raises(IllegalMove) as caught:
        game.apply(seat, move)
    assert (game.view(seat), [list(h) for h in game.hands]) == before
    message = caught.value.message
    assert message[0].isupper() and message.endswith("."), message
    return message


def tricks(game: Planowanie, *codes: str) -> None:
    """Play cards in turn order from the seat to move."""
    for code in codes:
        play(game, game.waiting_for()[0], code)


def legal_codes(game: Planowanie, seat: int) -> set[str]:
    return {m.cards[0].code for m in game.legal_moves(seat) if isinstance(m, Play)}


# --- players, deck and ranks ------------------------------------------------------------------


def test_players_two_to_five_with_ten_cards_each_and_a_trump():
    for players in (1, 6):
        with pytest.raises(ConfigError):
            new_game(players)
    for players in range(2, 6):
        _, game = new_game(players, seed=3)
        assert [len(hand) for hand in game.hands] == [10] * players
        assert len(game.cards()) == 52
        assert game.view(0)["stock"] == 52 - 10 * players - 1


def test_stacked_deck_deals_one_card_at_a_time_to_seats_in_order_and_dealer_is_last_seat():
    deck = stacked_deck(3, {0: ["AH", "KH"], 1: ["QH"], 2: ["JH"]}, trump="3S")
    _, game = new_game(3, deck, dealer=0)  # a stacked deck's dealer is seat n-1 whatever the option
    assert game.dealer == 2
    for seat in range(3):
        assert sorted(c.code for c in game.hands[seat]) == sorted(deck[seat:30:3])
    with pytest.raises(ConfigError):
        new_game(3, deck[:-1] + deck[:1])


def test_only_the_first_deal_is_stacked_later_deals_shuffled_from_the_seed():
    def second_deal(seed: int) -> list[list[str]]:
        _, game = new_game(2, ALL_TO_SEAT_0, seed=seed)
        bids(game, 10, 2)
        finish_deal(game)
        return [sorted(c.code for c in hand) for hand in game.hands] + [[game.trump.code]]

    assert second_deal(1) == second_deal(1)
    assert second_deal(1) != second_deal(2)
    assert len({json.dumps(second_deal(seed)) for seed in range(5)}) == 5


def test_ranks_ace_high_down_to_two():
    deck = stacked_deck(
        3, {0: ["KD", "2C"], 1: ["AD", "3C"], 2: ["2D", "4C"]}, trump="3S", void={0: "D", 1: "D", 2: "D"}
    )
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "KD", "AD", "2D")
    assert game.last_trick is not None and game.last_trick["winner"] == 1
    tricks(game, "3C", "4C")
    assert game.waiting_for() == [0]
    tricks(game, "2C")  # the two is the lowest card: the four of clubs takes the trick
    assert game.last_trick["winner"] == 2


# --- deals, dealer, trump --------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_count_ten_deals_from_ten_cards_down_to_one(players):
    _, game = new_game(players, seed=players)
    assert game.view(0)["deals"] == 10
    sizes = []
    while not game.is_over():
        sizes.append(game.size)
        assert all(len(hand) == game.size for hand in game.hands)
        bid_any(game)
        finish_deal(game)
    assert sizes == [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]
    assert [row["cards"] for row in game.sheet] == sizes


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_deal_count_with_ones_one_card_deal_once_per_player(players):
    _, game = new_game(players, seed=players, ones=True)
    assert game.view(0)["deals"] == 9 + players
    last_bidders_of_one_card_deals = []
    while not game.is_over():
        if game.size == 1:
            last_bidders_of_one_card_deals.append(game.dealer)
        bid_any(game)
        finish_deal(game)
    assert [row["cards"] for row in game.sheet] == [10, 9, 8, 7, 6, 5, 4, 3, 2] + [1] * players
    assert sorted(last_bidders_of_one_card_deals) == list(range(players))  # everyone bids last once


def test_dealer_and_first_bidder_and_leader_move_clockwise_each_deal():
    _, game = new_game(3, seed=11, dealer=1)
    deal = 0
    while not game.is_over():
        dealer = (1 + deal) % 3
        assert game.dealer == dealer and game.view(2)["dealer"] == dealer
        assert game.waiting_for() == [(dealer + 1) % 3]  # bidding from the dealer's left
        bid_any(game)
        assert game.phase == "play"
        assert game.waiting_for() == [(dealer + 1) % 3]  # the dealer's left leads
        assert game.view(0)["leader"] == (dealer + 1) % 3
        finish_deal(game)
        deal += 1
    assert deal == 10


def test_first_dealer_random_from_seed_without_option():
    dealers = {new_game(4, seed=seed)[1].dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert new_game(4, seed=5)[1].dealer == new_game(4, seed=5)[1].dealer


def test_trump_card_is_the_next_card_turned_up_after_the_deal_visible_all_deal():
    deck = stacked_deck(3, {}, trump="QD")
    assert deck[30] == "QD"
    _, game = new_game(3, deck)
    assert game.trump.code == "QD"
    assert all(parse_card("QD") not in hand for hand in game.hands)
    for seat in range(3):
        view = game.view(seat)
        assert view["trump"] == "QD" and view["trump_suit"] == "D"
    assert game.log[0] == {"n": 0, "seat": 2, "type": "deal", "deal": 1, "cards": 10, "trump": "QD"}
    bid_any(game)
    for _ in range(4):
        game.apply(game.waiting_for()[0], game.legal_moves(game.waiting_for()[0])[0])
    assert game.view(1)["trump"] == "QD"  # still in view during play
    finish_deal(game)
    trump = game.trump  # the second deal turns up its own trump card
    assert game.log[-1]["type"] == "deal" and game.log[-1]["trump"] == trump.code
    assert all(trump not in hand for hand in game.hands)
    assert game.view(0)["stock"] == 52 - 3 * 9 - 1


def test_trump_decides_the_trick_in_later_deals_too():
    _, game = new_game(3, seed=4)
    bid_any(game)
    finish_deal(game)  # now a shuffled deal
    bid_any(game)
    for _ in range(3):
        seat = game.waiting_for()[0]
        game.apply(seat, game.legal_moves(seat)[-1])
    assert game.last_trick is not None
    plays = [(e["seat"], parse_card(e["card"])) for e in game.log[-4:-1]]
    trumps = [(c.rank, s) for s, c in plays if c.suit == game.trump.suit]
    led = [(c.rank, s) for s, c in plays if c.suit == plays[0][1].suit]
    assert game.last_trick["winner"] == max(trumps or led)[1]


# --- bidding ---------------------------------------------------------------------------------


def test_bidding_from_dealers_left_clockwise_zero_to_cards_dealt():
    _, game = new_game(4, seed=2, dealer=1)
    order = []
    while game.phase == "bid":
        seat = game.waiting_for()[0]
        order.append(seat)
        if seat != game.dealer:
            assert game.legal_moves(seat) == [Bid(k) for k in range(11)]
        refused(game, seat, Bid(11))
        game.apply(seat, game.legal_moves(seat)[0])
    assert order == [2, 3, 0, 1]
    assert game.bids == [0, 0, 0, 0]


def test_bid_out_of_range_refused_with_the_range():
    _, game = new_game(3, stacked_deck(3, {}, "2C"))
    message = refused(game, 0, Bid(11))
    assert "0 to 10" in message and "11" in message


def test_hook_rule_last_bidder_may_not_make_bids_equal_tricks():
    _, game = new_game(3, stacked_deck(3, {}, "2C"))
    bids(game, 3, 4)
    assert game.waiting_for() == [2]
    legal = game.legal_moves(2)
    assert Bid(3) not in legal
    assert legal == [Bid(k) for k in range(11) if k != 3]
    assert all(game.view(seat)["forbidden"] == 3 for seat in range(3))
    message = refused(game, 2, Bid(3))
    assert "3" in message and "10" in message and "last bidder" in message
    game.apply(2, Bid(4))
    assert game.view(0)["forbidden"] is None and game.phase == "play"


def test_hook_rule_binds_only_the_last_bidder():
    _, game = new_game(3, stacked_deck(3, {}, "2C"))
    assert Bid(10) in game.legal_moves(0)
    bids(game, 10)  # the first bidder alone may already bid all the tricks
    assert game.view(1)["forbidden"] is None
    assert Bid(0) in game.legal_moves(1)
    bids(game, 0)
    assert game.legal_moves(2) == [Bid(k) for k in range(1, 11)]  # a zero would make 10


def test_hook_rule_no_restriction_when_the_others_already_bid_more_than_the_tricks():
    _, game = new_game(3, stacked_deck(3, {}, "2C"))
    bids(game, 6, 6)
    assert game.legal_moves(2) == [Bid(k) for k in range(11)]
    assert game.view(2)["forbidden"] is None


def test_hook_rule_in_every_deal_including_one_card_deals():
    for players in (2, 3, 5):
        _, game = new_game(players, seed=7 + players, ones=True)
        one_card_hooks = 0
        while not game.is_over():
            for _ in range(players - 1):
                seat = game.waiting_for()[0]
                assert seat != game.dealer
                assert game.legal_moves(seat) == [Bid(k) for k in range(game.size + 1)]
                game.apply(seat, Bid(min(game.size, seat % 2)))
            assert game.waiting_for() == [game.dealer]
            forbidden = game.size - sum(b for b in game.bids if b is not None)
            legal = game.legal_moves(game.dealer)
            if 0 <= forbidden <= game.size:
                assert legal == [Bid(k) for k in range(game.size + 1) if k != forbidden]
                assert str(forbidden) in refused(game, game.dealer, Bid(forbidden))
                one_card_hooks += game.size == 1
            else:
                assert legal == [Bid(k) for k in range(game.size + 1)]
            game.apply(game.dealer, legal[0])
            assert sum(b for b in game.bids if b is not None) != game.size
            finish_deal(game)
        assert one_card_hooks >= 1


def test_hook_rule_in_the_one_card_deal_leaves_one_choice():
    _, game = new_game(3, seed=1, ones=True)
    while game.size > 1:
        bid_any(game)
        finish_deal(game)
    bids(game, 0, 0)
    assert game.legal_moves(game.dealer) == [Bid(0)]  # 1 would make the one trick
    assert "1" in refused(game, game.dealer, Bid(1))
    bids(game, 0)
    finish_deal(game)
    bids(game, 1, 0)
    assert game.legal_moves(game.dealer) == [Bid(1)]  # 0 would make the one trick
    assert "may not bid 0" in refused(game, game.dealer, Bid(0))


def test_no_play_during_the_bidding_and_no_bid_during_play():
    _, game = new_game(2, ALL_TO_SEAT_0)
    assert "Bidding comes first" in refused(game, 0, card("AS"))
    bids(game, 10, 2)
    assert "bidding is over" in refused(game, 0, Bid(3))
    assert "only bid and play" in refused(game, 0, Take())


# --- play ------------------------------------------------------------------------------------


def test_dealers_left_leads_the_first_trick_winner_leads_the_next():
    deck = stacked_deck(3, {0: ["9H"], 1: ["KH"], 2: ["2H"]}, trump="3S")
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    assert game.waiting_for() == [0]
    tricks(game, "9H", "KH", "2H")
    assert game.waiting_for() == [1] and game.leader == 1
    view = game.view(2)
    assert view["leader"] == 1 and view["trick"] == []
    assert view["last_trick"] == {
        "leader": 0,
        "cards": [{"seat": 0, "card": "9H"}, {"seat": 1, "card": "KH"}, {"seat": 2, "card": "2H"}],
        "winner": 1,
    }


def test_follow_suit_enforced():
    deck = stacked_deck(3, {0: ["5H"], 1: ["7H", "AC", "AS"], 2: ["3H"]}, trump="3S")
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "5H")
    hearts = {c.code for c in game.hands[1] if c.suit == "H"}
    assert legal_codes(game, 1) == hearts and "AC" not in hearts
    message = refused(game, 1, card("AC"))
    assert message == "You must follow suit: hearts were led and you hold hearts."
    refused(game, 1, card("AS"))  # a trump neither, while holding the suit


def test_no_duty_to_beat_the_card_led():
    deck = stacked_deck(3, {0: ["9H"], 1: ["2H", "KH"], 2: ["3H"]}, trump="3S")
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "9H")
    assert {"2H", "KH"} <= legal_codes(game, 1)
    tricks(game, "2H", "3H")
    assert game.last_trick["winner"] == 0


def test_without_the_suit_led_any_card_no_duty_to_trump():
    deck = stacked_deck(3, {0: ["5H"], 1: ["AS", "4C"], 2: ["3H"]}, trump="3S", void={1: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "5H")
    assert legal_codes(game, 1) == {c.code for c in game.hands[1]}  # the whole hand
    tricks(game, "4C")  # a club, though it holds a trump
    tricks(game, "3H")
    assert game.last_trick["winner"] == 0


def test_trump_beats_a_higher_card_of_the_suit_led():
    deck = stacked_deck(3, {0: ["AH"], 1: ["2S"], 2: ["KH"]}, trump="3S", void={1: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "AH", "2S", "KH")
    assert game.last_trick["winner"] == 1
    assert game.won == [0, 1, 0] and game.waiting_for() == [1]
    assert game.log[-1] == {
        "n": len(game.log) - 1,
        "seat": 1,
        "type": "trick",
        "leader": 0,
        "cards": ["AH", "2S", "KH"],
    }


def test_highest_trump_wins_when_several_trump():
    deck = stacked_deck(3, {0: ["AH"], 1: ["9S"], 2: ["2S"]}, trump="3S", void={1: "H", 2: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "AH", "9S", "2S")
    assert game.last_trick["winner"] == 1
    deck = stacked_deck(3, {0: ["AH"], 1: ["2S"], 2: ["9S"]}, trump="3S", void={1: "H", 2: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "AH", "2S", "9S")
    assert game.last_trick["winner"] == 2


def test_discard_off_suit_cannot_win_highest_card_of_suit_led_takes_it():
    deck = stacked_deck(3, {0: ["5H"], 1: ["AC"], 2: ["3H"]}, trump="3S", void={1: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "5H", "AC", "3H")
    assert game.last_trick["winner"] == 0


def test_a_trump_led_is_the_suit_led():
    deck = stacked_deck(3, {0: ["4S"], 1: ["AH"], 2: ["2S"]}, trump="3S", void={1: "S"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    tricks(game, "4S")
    assert legal_codes(game, 1) == {c.code for c in game.hands[1]}
    tricks(game, "AH", "2S")
    assert game.last_trick["winner"] == 0


def test_one_card_at_a_time_from_the_hand():
    _, game = new_game(2, ALL_TO_SEAT_0)
    bids(game, 10, 2)
    assert "not in your hand" in refused(game, 0, card("2H"))
    assert "one card at a time" in refused(game, 0, Play((parse_card("AS"), parse_card("KS"))))
    assert "names no suit" in refused(game, 0, Play((parse_card("AS"),), suit="H"))
    assert "not seat 1's turn" in refused(game, 1, card("2H"))


# --- display and scoring -----------------------------------------------------------------------


def test_display_won_slash_declared_beside_each_player():
    _, game = new_game(2, ALL_TO_SEAT_0)
    assert [s["tally"] for s in game.view(1)["seats"]] == ["0/-", "0/-"]
    bids(game, 10, 2)
    for _ in range(6):
        seat = game.waiting_for()[0]
        game.apply(seat, game.legal_moves(seat)[0])
    seats = game.view(1)["seats"]
    assert [(s["won"], s["bid"], s["tally"]) for s in seats] == [(3, 10, "3/10"), (0, 2, "0/2")]


def test_scoring_exact_bid_scores_tricks_plus_ten_and_under_loses_the_bid():
    _, game = new_game(2, ALL_TO_SEAT_0)
    bids(game, 10, 2)
    finish_deal(game)
    row = game.sheet[0]
    assert row["bids"] == [10, 2] and row["tricks"] == [10, 0]
    assert row["points"] == [20, -2] and game.totals == [20, -2]


def test_scoring_over_the_bid_loses_the_bid_and_exact_zero_scores_ten():
    _, game = new_game(2, ALL_TO_SEAT_0)
    bids(game, 9, 0)
    finish_deal(game)
    assert game.sheet[0]["tricks"] == [10, 0]
    assert game.sheet[0]["points"] == [-9, 10]


def test_scoring_failed_zero_costs_nothing():
    _, game = new_game(2, ALL_TO_SEAT_0)
    bids(game, 0, 3)
    finish_deal(game)
    assert game.sheet[0]["points"] == [0, -3]
    scores = [e for e in game.log if e["type"] == "score"]
    assert scores == [
        {"n": scores[0]["n"], "seat": 0, "type": "score", "bid": 0, "tricks": 10, "points": 0, "total": 0},
        {"n": scores[1]["n"], "seat": 1, "type": "score", "bid": 3, "tricks": 0, "points": -3, "total": -3},
    ]


def test_score_sheet_shows_the_standing_after_every_deal():
    _, game = new_game(3, seed=9)
    totals = [0, 0, 0]
    while not game.is_over():
        bid_any(game)
        finish_deal(game)
        row = game.view(1)["sheet"][-1]
        assert row["deal"] == len(game.sheet)
        totals = [t + p for t, p in zip(totals, row["points"])]
        assert row["totals"] == totals == game.view(0)["totals"]
        assert set(row) == {"deal", "cards", "dealer", "trump", "bids", "tricks", "points", "totals"}
    assert len(game.view(0)["sheet"]) == 10


def test_end_after_the_last_deal_highest_total_wins():
    _, game = new_game(4, seed=21)
    while not game.is_over():
        bid_any(game)
        finish_deal(game)
    assert game.waiting_for() == [] and game.legal_moves(0) == []
    ranking = game.ranking()
    assert [game.totals[s] for s in ranking] == sorted(game.totals, reverse=True)
    view = game.view(2)
    assert view["over"] is True and view["phase"] == "over" and view["turn"] is None
    assert view["result"]["ranking"] == ranking and view["result"]["scores"] == game.totals
    assert game.log[-1]["type"] == "end" and game.log[-1]["ranking"] == ranking
    assert refused_code(game, 0, Bid(0)) == "game_over"


def test_end_tied_totals_share_a_place_ranked_by_seat():
    _, game = new_game(4, seed=21)
    while not game.is_over():
        bid_any(game)
        finish_deal(game)
    tied = game.clone()
    tied.totals = [5, 12, 5, 12]
    assert tied.ranking() == [1, 3, 0, 2]
    assert tied.places() == [3, 1, 3, 1]


def refused_code(game: Planowanie, seat: int, move: Move) -> str:
    with pytest.raises(IllegalMove) as caught:
        game.apply(seat, move)
    return caught.value.code


# --- the JSON boundary: bad input refused with a sentence -----------------------------------------


def test_bad_moves_through_the_api_are_refused_with_clear_messages():
    config = {
        "ruleset": "planowanie",
        "players": 3,
        "seed": 0,
        "deck": stacked_deck(3, {0: ["5H"], 1: ["7H", "AC"]}, "3S"),
    }
    text = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])

    def move(seat: int, mv: dict, expect: str = "") -> str:
        nonlocal text
        out = json.loads(api.apply(text, seat, json.dumps(mv)))
        if out["ok"]:
            text = json.dumps(out["game"])
            return ""
        assert expect, out
        assert out["error"]["code"] == expect, out
        message = out["error"]["message"]
        assert message[0].isupper() and message.endswith("."), message
        return message

    assert "0 to 10" in move(0, {"type": "bid", "tricks": 12}, "illegal_move")
    assert move(0, {"type": "bid", "tricks": -1}, "bad_move")
    assert move(0, {"type": "play", "cards": ["5H"]}, "illegal_move").startswith("Bidding comes first")
    assert move(1, {"type": "bid", "tricks": 1}, "not_your_turn")
    move(0, {"type": "bid", "tricks": 4})
    move(1, {"type": "bid", "tricks": 3})
    assert "may not bid 3" in move(2, {"type": "bid", "tricks": 3}, "illegal_move")
    move(2, {"type": "bid", "tricks": 0})
    assert "bidding is over" in move(0, {"type": "bid", "tricks": 1}, "illegal_move")
    assert "not in your hand" in move(0, {"type": "play", "cards": ["7H"]}, "illegal_move")
    move(0, {"type": "play", "cards": ["5H"]})
    assert "follow suit" in move(1, {"type": "play", "cards": ["AC"]}, "illegal_move")
    bot = json.loads(api.bot_move(text, 1, "simple"))
    assert bot["ok"] and bot["move"]["cards"][0][1] == "H"


def test_view_shows_the_table_and_nothing_hidden():
    deck = stacked_deck(3, {0: ["AH"]}, trump="3S")
    _, game = new_game(3, deck)
    view = game.view(1)
    assert {
        "ruleset",
        "players",
        "seat",
        "phase",
        "turn",
        "waiting_for",
        "legal_moves",
        "log",
        "over",
        "deal",
        "deals",
        "cards",
        "dealer",
        "trump",
        "hand",
        "trick",
        "last_trick",
        "bids",
        "forbidden",
        "seats",
        "sheet",
        "totals",
        "leader",
    } <= set(view)
    assert view["hand"] == [c.code for c in sorted(game.hands[1], key=lambda c: ("CDSH".index(c.suit), c.rank))]
    assert [s["hand"] for s in view["seats"]][0::2] == [None, None]
    assert [s["hand_count"] for s in view["seats"]] == [10, 10, 10]
    hidden = {c.code for c in game.hands[0] + game.hands[2] + game.stock}
    assert "AH" in hidden and not hidden & set(json.dumps(view).replace('"', " ").replace(",", " ").split())
    assert view["legal_moves"] == [] and game.view(0)["legal_moves"][0] == {"type": "bid", "tricks": 0}

"""Planowanie's computer opponents and the search's view of the game (RULES.md section 4).

`resample` deals afresh what a seat cannot see, keeping all it has seen (its hand, the
trump card, the cards played, the suits others have shown void in); the good level
plays to make its bid exactly; every level gives a legal move wherever the game waits.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.bots.planowanie import good_move, rollout_move, strong_move
from engine.cards import STANDARD
from engine.games.planowanie import Planowanie
from engine.moves import Bid, Play
from engine.registry import bot_move, levels
from engine.rng import Rng

from helpers import deal_hidden_afresh
from planowanie_deck import bids, card, new_game, play, stacked_deck


def positions(players: int, seed: int, every: int) -> list[tuple[Planowanie, int]]:
    """Positions of a seeded game played by the good bots, one every `every` moves."""
    _, game = new_game(players, seed=seed)
    found = []
    step = 0
    while game.waiting_for():
        seat = game.waiting_for()[0]
        if step % every == 0:
            found.append((game.clone(), seat))
        game.apply(seat, good_move(game, seat))
        step += 1
    return found


def test_resample_keeps_what_the_seat_has_seen_and_deals_the_rest_afresh():
    changed = 0
    for game, seat in positions(4, seed=2, every=7):
        twin = game.resample(seat, Rng(5))
        assert twin.view(seat) == game.view(seat)
        assert Counter(twin.cards()) == Counter(STANDARD)
        assert [len(hand) for hand in twin.hands] == [len(hand) for hand in game.hands]
        changed += twin.hands != game.hands
    assert changed > 0


def test_resample_respects_the_suits_a_player_has_shown_void_in():
    # Seat 1 holds no hearts: when seat 0 leads one, seat 1 discards and shows the void.
    deck = stacked_deck(3, {0: ["2H"], 1: ["AS"]}, trump="2C", void={1: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    play(game, 0, "2H")
    play(game, 1, "AS")
    assert game.voids()[1] == {"H"}
    for seed in range(30):
        twin = game.resample(2, Rng(seed))
        assert all(c.suit != "H" for c in twin.hands[1])


def test_resample_never_gets_stuck_when_the_voids_leave_one_way_to_deal():
    # Five seats of ten cards leave one card in the stock. Seat 1 has shown void in hearts,
    # diamonds and spades; seat 2 in hearts and diamonds: the clubs they hold are forced.
    deck = stacked_deck(5, {0: ["2H", "3H", "4H", "5H"]}, trump="2S", void={1: "HDS", 2: "HD"})
    _, game = new_game(5, deck)
    bids(game, 0, 0, 0, 0, 0)
    play(game, 0, "2H")
    for seat in (1, 2, 3, 4):
        game.apply(seat, Play((min((c for c in game.hands[seat] if c.suit == "H"), default=min(game.hands[seat])),)))
    assert game.voids()[1] == {"H"}
    for seed in range(30):
        twin = game.resample(0, Rng(seed))
        assert Counter(twin.cards()) == Counter(STANDARD)
        for seat, hand in enumerate(twin.hands):
            assert not {c.suit for c in hand} & game.voids()[seat]


def test_resample_reads_nothing_hidden_and_reseeds_the_generator_of_the_deals_to_come():
    differ = 0
    for game, _ in positions(3, seed=4, every=11):
        for seat in range(game.players):
            # The other hands may break the voids shown: a resampling that reads only what
            # the seat saw cannot tell.
            twin = deal_hidden_afresh(game, seat, Rng(seat + 1))
            assert twin.view(seat) == game.view(seat)
            differ += twin.hands != game.hands
            a, b = game.resample(seat, Rng(9)), twin.resample(seat, Rng(9))
            assert a.hands == b.hands and a.stock == b.stock and a.rng.state == b.rng.state
            assert a.rng.state != game.rng.state
    assert differ > 0


def test_returns_are_each_total_less_the_mean_of_the_others():
    _, game = new_game(3, seed=1)
    game.totals = [12, -3, 0]
    assert game.returns() == [13.5, -9.0, -4.5]


def test_good_bids_more_with_a_stronger_hand():
    strong = stacked_deck(4, {0: ["AC", "KC", "QC", "AD", "AH", "AS", "KS", "KD", "JC", "TC"]}, trump="2C")
    weak = stacked_deck(4, {0: ["2D", "3D", "4D", "5D", "2H", "3H", "4H", "2S", "3S", "4S"]}, trump="3C")
    _, rich = new_game(4, strong)
    _, poor = new_game(4, weak)
    high, low = good_move(rich, 0), good_move(poor, 0)
    assert isinstance(high, Bid) and isinstance(low, Bid)
    assert high.tricks >= 5 and low.tricks == 0


def test_planowanie_good_never_bids_below_the_sure_tricks_of_its_trumps():
    # Five seats shade a weak hand's bid to 0, but the ace of trumps takes a trick whatever
    # the others do.
    deck = stacked_deck(5, {0: ["AS", "2C", "3C", "4D", "2D", "3H", "4H", "5H", "6C", "5D"]}, trump="9S")
    _, game = new_game(5, deck)
    assert good_move(game, 0) == Bid(1)


def test_planowanie_good_values_a_king_more_at_two_seats_than_at_five():
    # Three side kings in place of three low side cards: at two seats the one opponent holds
    # the ace of their suit about one time in four, and they raise the bid; at five seats the
    # four opponents almost surely do, and the bid stays.
    others = ["2S", "3S", "4S", "8S", "5C", "6D", "7H"]
    kings, threes = (["KC", "KD", "KH", *others], ["3C", "3D", "3H", *others])
    bids = {
        (players, name): good_move(new_game(players, stacked_deck(players, {0: hand}, trump="9S"))[1], 0)
        for players in (2, 5)
        for name, hand in (("kings", kings), ("threes", threes))
    }
    assert (bids[2, "kings"], bids[2, "threes"]) == (Bid(4), Bid(3))
    assert (bids[5, "kings"], bids[5, "threes"]) == (Bid(1), Bid(1))


def test_planowanie_good_counts_its_trumps_near_a_trick_each_at_two_seats():
    # Two seats, spades trumps, four low trumps and nothing else of note: the one opponent
    # holds few trumps, and playing to the bid the hand takes a trick with a trump when it
    # must (ruffing, or leading them) and keeps them back when it need not.
    deck = stacked_deck(2, {0: ["2S", "3S", "4S", "8S", "3C", "3D", "3H", "5C", "6D", "7H"]}, trump="9S")
    assert good_move(new_game(2, deck)[1], 0) == Bid(3)


def test_planowanie_good_counts_a_void_with_low_trumps_as_ruffing_tricks():
    # Four seats, spades trumps: four low trumps and the same side cards, but for a club in
    # place of a heart. Void in hearts, the hand ruffs the hearts others lead: a trick more.
    void = ["2S", "3S", "4S", "5S", "QC", "KC", "7C", "5C", "9D", "8D"]
    spread = ["2S", "3S", "4S", "5S", "QC", "KC", "7C", "6H", "9D", "8D"]
    short, even = (new_game(4, stacked_deck(4, {0: hand}, trump="9S"))[1] for hand in (void, spread))
    assert good_move(short, 0) == Bid(2)
    assert good_move(even, 0) == Bid(1)


def test_planowanie_good_cashes_a_card_nobody_can_beat_while_short_of_its_bid():
    deck = stacked_deck(4, {0: ["AC", "2D", "3D", "4D", "5D", "2H", "3H", "4H", "5H", "6H"]}, trump="2C")
    _, game = new_game(4, deck)
    bids(game, 1, 0, 0, 1)
    assert good_move(game, 0) == card("AC")


def test_planowanie_good_sheds_its_surplus_while_short_of_its_bid():
    # Bid 1 with two sure trumps and two side aces: the hand holds more tricks than it
    # needs, so it gives one away with a low card rather than cash a winner.
    deck = stacked_deck(2, {0: ["AC", "KC", "AD", "AH", "2D", "3D", "4D", "2H", "3H", "4S"]}, trump="2C")
    _, game = new_game(2, deck)
    bids(game, 1, 0)
    move = good_move(game, 0)
    assert isinstance(move, Play) and move.cards[0].rank < 5


def test_planowanie_good_plays_its_strongest_winner_when_every_trick_is_needed():
    # Seat 1 bid all ten tricks: the jack of hearts would win the trick now, but seat 2 may
    # hold the queen or the ace; the king is the likelier to hold.
    deck = stacked_deck(3, {0: ["5H"], 1: ["KH", "JH"], 2: ["AH", "QH"]}, trump="2S")
    _, game = new_game(3, deck)
    bids(game, 0, 10, 1)
    play(game, 0, "5H")
    assert good_move(game, 1) == card("KH")


def test_planowanie_good_draws_trumps_when_long_in_them_and_short_of_its_bid():
    # Five trumps against the one opponent's two or so: lead the top one to draw them.
    deck = stacked_deck(2, {0: ["KS", "QS", "JS", "TS", "9S", "2D", "3D", "4H", "5H", "6C"]}, trump="2S")
    _, game = new_game(2, deck)
    bids(game, 5, 0)
    assert good_move(game, 0) == card("KS")


def test_planowanie_good_ducks_when_the_bid_is_made():
    # Two seats, clubs trumps: seat 0 bid 1 and took it with the ace of trumps.
    deck = stacked_deck(
        2,
        {
            0: ["AC", "KS", "QS", "9S", "AD", "2D", "3D", "4D", "5D", "6D"],
            1: ["JS", "TS", "8S", "7S", "KD", "QD", "JD", "TD", "9D", "8D"],
        },
        trump="2C",
    )
    _, game = new_game(2, deck)
    bids(game, 1, 0)
    play(game, 0, "AC")
    play(game, 1, "7S")
    assert good_move(game, 0) == card("2D")  # lead the card with the most higher cards out
    play(game, 0, "2D")
    play(game, 1, "8D")
    play(game, 1, "JS")
    assert good_move(game, 0) == card("9S")  # follow with the highest card that loses


def test_planowanie_good_throws_its_most_dangerous_card_when_void_and_the_bid_is_made():
    # Seat 1 bid 0 and holds no hearts: the ace of diamonds would take a trick later.
    deck = stacked_deck(3, {0: ["5H"], 1: ["AD", "2D", "3C"]}, trump="2S", void={1: "H"})
    _, game = new_game(3, deck)
    bids(game, 0, 0, 0)
    play(game, 0, "5H")
    assert good_move(game, 1) == card("AD")


def test_every_level_gives_a_legal_move_wherever_the_game_waits():
    for players, seed in ((2, 1), (3, 2), (5, 3)):
        for game, seat in positions(players, seed, every=31):
            legal = game.legal_moves(seat)
            for level in levels("planowanie"):
                assert bot_move(game, seat, level) in legal, (level, players, seed)


def test_strong_is_deterministic_for_a_position():
    game, seat = positions(4, seed=6, every=9)[3]
    assert strong_move(game.clone(), seat) == strong_move(game.clone(), seat)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_whole_games_with_every_level_at_the_table(players):
    _, game = new_game(players, seed=players, ones=True)
    table = levels("planowanie")
    while game.waiting_for():
        seat = game.waiting_for()[0]
        move = bot_move(game, seat, table[seat % len(table)])
        assert move in game.legal_moves(seat)
        game.apply(seat, move)
    assert game.is_over()


def test_planowanie_strong_breaks_a_tie_by_goods_principles():
    # Seat 0 takes eight tricks of clubs and spades; seat 1, bid 0 and made, is left with the 2
    # and 3 of hearts under seat 0's king: both lose this trick and the last on every deal, so
    # the search ties them, and the tie goes to good's duck, the highest card that loses.
    deck = stacked_deck(
        2,
        {
            0: ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C", "KH", "AS"],
            1: ["2C", "3C", "4C", "5C", "6C", "2S", "3S", "4S", "2H", "3H"],
        },
        trump="2D",
    )
    _, game = new_game(2, deck)
    bids(game, 9, 0)
    for lead, follow in zip(
        ["AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C"], ["2C", "3C", "4C", "5C", "6C", "2S", "3S", "4S"]
    ):
        play(game, 0, lead)
        play(game, 1, follow)
    play(game, 0, "KH")
    assert strong_move(game, 1) == good_move(game, 1) == card("3H")


# --- simple, and the play-outs' policy that makes its choice quickly ---------------------------


def simple_and_play_out(game: Planowanie, seat: int) -> list[object]:
    return [bot_move(game, seat, "simple"), rollout_move(game, seat)]


def test_planowanie_simple_leads_its_strongest_card_while_tricks_are_needed():
    # Spades are trumps: the 3 of spades is stronger than the ace of hearts.
    deck = stacked_deck(2, {0: ["3S", "AH", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "6D"]}, trump="2S")
    _, game = new_game(2, deck)
    bids(game, 1, 0)
    assert simple_and_play_out(game, 0) == [card("3S")] * 2


def answering(lead: str, hand: list[str], bid: int) -> Planowanie:
    """Two seats, spades trumps: seat 1 holds `hand` and bid `bid` (seat 0 the rest of 3), and
    seat 0 has led `lead`."""
    deck = stacked_deck(2, {0: [lead], 1: hand}, trump="2S")
    _, game = new_game(2, deck)
    bids(game, 3 - bid, bid)
    play(game, 0, lead)
    return game


def test_planowanie_simple_wins_with_its_cheapest_winning_card_while_tricks_are_needed():
    game = answering("5H", ["KH", "7H", "2H", "AC", "KC", "QC", "JC", "TC", "9C", "8C"], bid=3)
    assert simple_and_play_out(game, 1) == [card("7H")] * 2


def test_planowanie_simple_throws_its_strongest_losing_card_once_its_bid_is_made():
    game = answering("TH", ["KH", "9H", "2H", "AC", "KC", "QC", "JC", "TC", "9C", "8C"], bid=0)
    assert simple_and_play_out(game, 1) == [card("9H")] * 2


def test_planowanie_simple_wins_with_its_weakest_card_when_no_card_loses():
    game = answering("5H", ["KH", "QH", "AC", "KC", "QC", "JC", "TC", "9C", "8C", "7C"], bid=0)
    assert simple_and_play_out(game, 1) == [card("QH")] * 2

"""Haft Khabis's computer opponents (RULES.md section 3, issue 6) and the resampling their
search relies on.

Scenarios from stacked decks (tests/haft_khabis_deck.py): four seats play 0, 3, 2, 1;
seat 0 plays first. Each scenario of the good level is built so that the simple level,
or a careless choice, would play otherwise.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.bots.haft_khabis import rollout_move
from engine.cards import Card
from engine.games.haft_khabis import HaftKhabis, points
from engine.moves import Draw, Penalty, Play
from engine.registry import RULESETS, bot_move, levels
from engine.rng import Rng

from haft_khabis_deck import card, codes, move, new_game
from helpers import deal_hidden_afresh

PLAIN = ["4C", "9C", "KD", "QC", "6C", "3C", "5D"]  # no heart, no 3, no special card


def good(game: HaftKhabis, seat: int) -> Play:
    chosen = bot_move(game, seat, "good")
    assert isinstance(chosen, Play) and chosen in game.legal_moves(seat)
    return chosen


# --- good: the choices a careful player makes --------------------------------------------------


def test_haft_khabis_good_answers_a_seven_with_a_seven() -> None:
    _, game = new_game(4, {0: ["7H", *PLAIN[:6]], 3: ["7C", "9H", "5S", "6S", "9S", "KS", "QS"]}, "3H")
    move(game, 0, "7H")
    assert game.pending == 2
    assert good(game, 3) == card("7C")  # passes on 4 rather than drawing 2


def test_haft_khabis_good_keeps_a_seven_against_a_seven() -> None:
    _, game = new_game(4, {0: ["7H", "3S", *PLAIN[:5]]}, "3H")
    assert bot_move(game, 0, "simple") == card("7H")  # hearts come before spades in its order
    assert good(game, 0) == card("3S")


def test_haft_khabis_good_sheds_the_costly_card_first() -> None:
    _, game = new_game(4, {0: ["4H", "9H", *PLAIN[:5]]}, "3H")
    assert bot_move(game, 0, "simple") == card("4H")  # the first that fits
    assert good(game, 0) == card("9H")  # 9 points left in hand cost more than 4


def test_haft_khabis_good_holds_back_an_eight_without_its_cover() -> None:
    _, game = new_game(4, {0: ["8H", "3S", *PLAIN[:5]]}, "3H")
    assert bot_move(game, 0, "simple") == card("8H")
    assert good(game, 0) == card("3S")  # an 8 with nothing to cover it costs a draw


def test_haft_khabis_good_names_the_suit_it_holds_most() -> None:
    # four spades (18 points) against two diamonds (21 points)
    _, game = new_game(4, {0: ["JC", "3S", "4S", "5S", "6S", "AD", "TD"]}, "9H")
    chosen = good(game, 0)  # nothing but the jack fits
    assert chosen.cards == card("JC").cards and chosen.suit == "S"


def test_haft_khabis_good_says_tak_barg_and_keeps_a_jack_to_go_out_on() -> None:
    # two decks: six 8s, each covering the last, leave seat 0 two cards and the turn
    _, game = new_game(4, {0: ["8H", "8S", "8D", "8C", "8H", "JS", "5H"]}, "3H", decks=2)
    for code in ("8H", "8S", "8D", "8C", "8H"):
        move(game, 0, code)
    assert codes(game.hands[0]) == ["JS", "5H"] and game.cover
    assert good(game, 0) == card("5H", announce=True)  # the jack goes on anything but a 7 later


def test_haft_khabis_good_plays_the_two_at_the_player_with_the_fewest_cards() -> None:
    # Seat 3 draws (8 cards), seat 2 covers an 8 (5 cards), seat 1 plays (6 cards); seat 0's
    # only card that fits is the 2 of hearts.
    hands = {
        0: ["4H", "2H", "4C", "9C", "KD", "QC", "TD"],
        3: ["3C", "5C", "6C", "3D", "5D", "9D", "QD"],
        2: ["8H", "9H", "3S", "5S", "6S", "9S", "QS"],
        1: ["6H", "KC", "KS", "4S", "4D", "AC", "AD"],
    }
    _, game = new_game(4, hands, "3H", stock=["TC"])
    move(game, 0, "4H")
    move(game, 3, "draw")
    move(game, 2, "8H")
    move(game, 2, "9H")
    move(game, 1, "6H")
    assert [len(game.hands[s]) for s in range(4)] == [6, 6, 5, 8]
    assert good(game, 0) == card("2H", target=2)


def test_haft_khabis_good_names_the_suit_the_next_player_lacks() -> None:
    # Three seats play 0, 2, 1. Seat 2 draws on the 5 of hearts: it holds no heart. After the
    # 5 of clubs only seat 0's jack fits; it holds two spades and two hearts (the spades worth
    # more points), and names hearts.
    hands = {
        0: ["5H", "JS", "4H", "6H", "3S", "9S", "TD"],
        2: ["3C", "4C", "6C", "3D", "4D", "6D", "9D"],
        1: ["5C", "KS", "QS", "KD", "QD", "AS", "AD"],
    }
    _, game = new_game(3, hands, "3H", stock=["KC"])
    move(game, 0, "5H")
    move(game, 2, "draw")
    move(game, 1, "5C")
    assert game.lacks(0, 2) == {"H"}
    chosen = good(game, 0)
    assert chosen.cards == card("JS").cards and chosen.suit == "H"


# --- resampling: what a seat cannot see, dealt afresh --------------------------------------------


def match(players: int, seed: int, penalties: bool = False) -> HaftKhabis:
    """A seeded match to a limit of 40."""
    rules = RULESETS["haft_khabis"]
    game = rules.start(
        players, seed, rules.read_options({"limit": 40, "penalty_on_rejected": penalties}, players), None
    )
    assert isinstance(game, HaftKhabis)
    return game


def positions(players: int, seed: int, every: int = 5, penalties: bool = False) -> list[tuple[HaftKhabis, int]]:
    """Positions of a seeded match between simple bots mixed with random moves."""
    game = match(players, seed, penalties)
    rng = Rng(seed)
    seen: list[tuple[HaftKhabis, int]] = []
    while game.turn is not None:
        seen.append((game.clone(), game.turn))
        if penalties and rng.below(25) == 0:
            game.apply(rng.choice(game.active), Penalty())
        elif rng.below(3) == 0:
            game.apply(game.turn, rng.choice(game.legal_moves(game.turn)))
        else:
            game.apply(game.turn, bot_move(game, game.turn, "simple"))
    return seen[::every]


def test_resampling_keeps_all_the_seat_saw_and_deals_the_rest_afresh() -> None:
    changed = 0
    for game, turn in positions(4, seed=3):
        for seat in game.active:
            twin = game.resample(seat, Rng(turn * 7 + seat))
            assert twin.view(seat) == game.view(seat)
            assert twin.hands[seat] == game.hands[seat] and twin.pile == game.pile
            assert Counter(twin.cards()) == Counter(game.cards())
            assert [len(h) for h in twin.hands] == [len(h) for h in game.hands]
            assert twin.drawn is None or twin.drawn in twin.hands[twin.turn or 0]
            changed += [twin.hands, twin.stock] != [game.hands, game.stock]
    assert changed > 0


def look_alike(game: HaftKhabis, seat: int, rng: Rng) -> HaftKhabis:
    """`game` dealt afresh by the test (helpers.deal_hidden_afresh), the card a player to move
    drew taken from its new hand, and nothing remembered from an earlier resampling."""
    other = deal_hidden_afresh(game, seat, rng)
    if game.drawn is not None and game.turn is not None and game.turn != seat:
        other.drawn = other.hands[game.turn][-1]
    other.inferred = None
    return other


def test_resampling_reads_no_hidden_card() -> None:
    """Two games a seat cannot tell apart resample alike, for every seat: only what it saw is used."""
    differ = 0
    for game, turn in positions(3, seed=8, every=7):
        for seat in game.active:
            twin = look_alike(game, seat, Rng(turn * 31 + seat))
            assert twin.view(seat) == game.view(seat)
            differ += (twin.hands, twin.stock) != (game.hands, game.stock)
            a, b = game.resample(seat, Rng(42)), twin.resample(seat, Rng(42))
            assert (a.hands, a.stock, a.drawn, a.rng.state) == (b.hands, b.stock, b.drawn, b.rng.state), seat
    assert differ > 0


def test_resampling_reseeds_the_generator_of_later_reshuffles() -> None:
    _, game = new_game(4, {0: ["4H", *PLAIN[:6]]}, "3H")
    one, two = game.resample(0, Rng(1)), game.resample(0, Rng(2))
    assert len({game.rng.state, one.rng.state, two.rng.state}) == 3
    again = game.resample(0, Rng(1))
    assert (again.hands, again.stock, again.rng.state) == (one.hands, one.stock, one.rng.state)


def test_a_player_who_drew_for_want_of_a_fitting_card_is_dealt_none() -> None:
    seat3 = ["5S", "6S", "9S", "QS", "KS", "QD", "6D"]  # no heart, no 4, no jack
    _, game = new_game(4, {0: ["4H", *PLAIN[:6]], 3: seat3}, "3H", stock=["9D"])
    move(game, 0, "4H")
    move(game, 3, "draw")  # nothing fits the 4 of hearts; the 9 of diamonds drawn does not either
    assert game.turn == 2
    for seed in range(30):
        hand = game.resample(0, Rng(seed)).hands[3]
        assert len(hand) == 8
        assert not [c for c in hand if c.suit == "H" or c.rank in (4, 11)], codes(hand)


def test_a_card_drawn_and_passed_fitted_so_it_may_be_anything() -> None:
    seat3 = ["5S", "6S", "9S", "QS", "KS", "QD", "6D"]
    _, game = new_game(4, {0: ["4H", *PLAIN[:6]], 3: seat3}, "3H", stock=["9H"])
    move(game, 0, "4H")
    move(game, 3, "draw")
    assert game.drawn is not None
    fitting = [game.resample(0, Rng(seed)) for seed in range(30)]
    for twin in fitting:  # the card seat 3 may still play is one that fits
        assert twin.drawn is not None and twin.fits(twin.drawn) and twin.drawn in twin.hands[3]
    move(game, 3, "pass")
    hands = [game.resample(0, Rng(seed)).hands[3] for seed in range(30)]
    assert all(sum(c.suit == "H" or c.rank in (4, 11) for c in hand) <= 1 for hand in hands)
    assert any(c.suit == "H" or c.rank in (4, 11) for hand in hands for c in hand)


def test_the_true_hands_always_fit_what_the_seat_inferred() -> None:
    """What a seat infers from others' draws never rules out the real deal (else resampling
    would deal only impossible hands): a matching of each hand's cards to its slots exists."""
    for game, _ in positions(3, seed=5, every=3, penalties=True):
        for seat in game.active:
            for other, slots in game._slots(seat).items():
                cards = game.hands[other]
                assert len(slots) == len(cards)
                assert _matched(cards, slots)


def _matched(cards: list[Card], slots: list[Any]) -> bool:
    """Whether each card can be given its own slot that allows it (augmenting paths)."""
    owner: dict[int, int] = {}

    def place(i: int, seen: set[int]) -> bool:
        for j, slot in enumerate(slots):
            if j not in seen and (slot.drawn or slot.allows(cards[i])):
                seen.add(j)
                if j not in owner or place(owner[j], seen):
                    owner[j] = i
                    return True
        return False

    return all(place(i, set()) for i in range(len(cards)))


def test_a_search_copy_ends_with_its_round_scored_by_penalty_points() -> None:
    _, game = new_game(4, {0: ["8H", "8S", "8D", "8C", "8H", "8S", "5S"]}, "3H", decks=2)
    copy = game.resample(0, Rng(3))
    for code in ("8H", "8S", "8D", "8C", "8H"):
        move(copy, 0, code)
    move(copy, 0, "8S", announce=True)
    move(copy, 0, "5S")  # out: the round and the copy's match end
    assert copy.is_over() and not game.is_over()
    others = [sum(points(c) for c in copy.hands[s]) for s in (1, 2, 3)]
    assert copy.totals == [0, *others]
    assert copy.returns()[0] == sum(others) / 3 and max(copy.returns()) == copy.returns()[0]


def test_at_a_match_end_the_winner_has_the_best_return() -> None:
    for seed in range(3):
        game = match(4, seed)
        while game.turn is not None:
            game.apply(game.turn, bot_move(game, game.turn, "simple"))
        scores = game.returns()
        assert max(range(4), key=scores.__getitem__) == game.ranking()[0]


# --- every level, every state --------------------------------------------------------------------


def test_every_level_returns_a_legal_move_in_random_play() -> None:
    for game, seat in positions(3, seed=2, every=5, penalties=True)[:24]:
        for level in levels("haft_khabis"):
            assert bot_move(game, seat, level) in game.legal_moves(seat), level


def test_strong_is_deterministic() -> None:
    for game, seat in positions(4, seed=6, every=11)[:4]:
        assert bot_move(game, seat, "strong") == bot_move(game.clone(), seat, "strong")


# --- the play-outs' policy: the simple level's choice, made quickly ----------------------------


def test_haft_khabis_play_outs_play_the_first_fitting_card_jacks_last_as_simple_does() -> None:
    # On the 3 of hearts the jack, the 9 of hearts (suit) and the 3 of spades (rank) fit, the
    # clubs and the king of diamonds do not: suits in order, hearts before spades, jacks last.
    _, game = new_game(4, {0: ["JH", "9H", "3S", *PLAIN[:4]]}, "3H")
    chosen = rollout_move(game, 0)
    assert isinstance(chosen, Play) and chosen.cards[0] == card("9H").cards[0]
    assert chosen.cards == bot_move(game, 0, "simple").cards
    _, game = new_game(4, {0: ["JH", "3S", *PLAIN[:5]]}, "3H")
    chosen = rollout_move(game, 0)
    assert isinstance(chosen, Play) and chosen.cards == card("3S").cards  # the jack kept for last


def test_haft_khabis_play_outs_draw_when_no_card_fits() -> None:
    _, game = new_game(4, {0: [*PLAIN[:5], "KS", "QS"]}, "3H")
    assert isinstance(rollout_move(game, 0), Draw)

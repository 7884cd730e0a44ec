"""The good and strong levels of Idiot and Belgia (engine/bots/shedding.py), in scenarios built
so that good's principles alone would play otherwise, and the search's kept move."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.bots import search, shedding
from engine.bots.search import Plan, paired_search, surely_better
from engine.bots.shedding import _good_principles, good_move, rollout_move, strong_move, strong_plan
from engine.cards import parse_card
from engine.games.shedding import Shedding
from engine.moves import Play, Take
from engine.registry import RULESETS
from engine.rng import Rng


def endgame(
    hands: dict[int, list[str]], pile: list[str], known: dict[int, list[str]], ruleset: str = "idiot"
) -> Shedding:
    """A game in play with the stock gone and no table cards left, a seat for each hand, seat 0
    to move: these hands, this pile, and the cards each seat is known to hold; the rest burned."""
    rules = RULESETS[ruleset]
    players = len(hands)
    game = rules.start(players, 0, rules.read_options({}, players), None)
    assert isinstance(game, Shedding)
    every = Counter(game.cards())
    seats = range(players)
    game.hidden, game.visible, game.stock = [[] for _ in seats], [[] for _ in seats], []
    game.hands = [[parse_card(code) for code in hands[seat]] for seat in seats]
    game.known = [Counter(parse_card(code) for code in known.get(seat, [])) for seat in seats]
    game.pile = [parse_card(code) for code in pile]
    game.pile_ranks = [card.rank for card in game.pile]
    placed = Counter([*(card for hand in game.hands for card in hand), *game.pile])
    game.burned = list((every - placed).elements())
    game.ready, game.turn = [True] * players, 0
    return game


def test_idiot_good_plays_a_card_the_next_player_cannot_beat_when_their_last_card_is_known() -> None:
    # Seat 1's one card is the king it took with the pile. The lowest card that fits, the 6,
    # lets the king go out on it; the ace does not: seat 1 must take, and the 6 then goes out.
    game = endgame({0: ["6C", "AC"], 1: ["KD"]}, ["5H"], known={1: ["KD"]})
    assert _good_principles(game, 0, game.legal_moves(0)) == Play((parse_card("6C"),))
    assert good_move(game, 0) == Play((parse_card("AC"),))


def test_belgia_good_at_four_seats_blocks_a_known_last_card() -> None:
    # Every card in hand is known. The 6 lets seat 1's king go out first; on the ace seat 1
    # must take, seats 2 and 3 lay their threes on the empty pile, and the 6 goes out first.
    hands = {0: ["6C", "AC"], 1: ["KD"], 2: ["3D", "4D"], 3: ["3H", "4H"]}
    game = endgame(hands, ["5H"], known={seat: hands[seat] for seat in (1, 2, 3)}, ruleset="belgia")
    assert _good_principles(game, 0, game.legal_moves(0)) == Play((parse_card("6C"),))
    assert good_move(game, 0) == Play((parse_card("AC"),))


def test_belgia_good_at_three_seats_blocks_a_known_last_card() -> None:
    # The same block at three seats, where good looks fewer deals ahead (GOOD_DEALS): every
    # card is known, so a few deals show it as surely as many.
    hands = {0: ["6C", "AC"], 1: ["KD"], 2: ["3D", "4D"]}
    game = endgame(hands, ["5H"], known={seat: hands[seat] for seat in (1, 2)}, ruleset="belgia")
    assert _good_principles(game, 0, game.legal_moves(0)) == Play((parse_card("6C"),))
    assert good_move(game, 0) == Play((parse_card("AC"),))


# The same block at eight seats: seats 2 to 7 lay three threes and three fours on the empty
# pile (not four of a rank, which would burn it, nor a spade, which would send the turn back).
EIGHT = {0: ["6C", "AC"], 1: ["KD"], 2: ["3D", "9D"], 3: ["3H", "9H"], 4: ["3C", "9C"]}
EIGHT |= {5: ["4D", "9D"], 6: ["4H", "9H"], 7: ["4C", "9C"]}


def eight_seat_block() -> Shedding:
    return endgame(EIGHT, ["5H"], known={seat: EIGHT[seat] for seat in range(1, 8)}, ruleset="belgia")


def searched_plans(monkeypatch: pytest.MonkeyPatch) -> list[Plan]:
    """The plans the shedding bots search from now on, each searched as before."""
    searched: list[Plan] = []

    def recorded(game: Shedding, seat: int, plan: Plan, rng: Rng) -> object:
        searched.append(plan)
        return paired_search(game, seat, plan, rng)

    monkeypatch.setattr(shedding, "paired_search", recorded)
    return searched


def test_belgia_good_at_eight_seats_blocks_a_known_last_card() -> None:
    game = eight_seat_block()
    assert _good_principles(game, 0, game.legal_moves(0)) == Play((parse_card("6C"),))
    assert good_move(game, 0) == Play((parse_card("AC"),))
    seven = {seat: EIGHT[seat] for seat in range(7)}  # at seven seats good keeps to its principles
    game = endgame(seven, ["5H"], known={seat: seven[seat] for seat in range(1, 7)}, ruleset="belgia")
    assert good_move(game, 0) == Play((parse_card("6C"),))


def test_belgia_strong_at_eight_seats_keeps_the_good_levels_choice_unless_surely_better(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = eight_seat_block()
    searched = searched_plans(monkeypatch)
    assert strong_move(game, 0) == Play((parse_card("AC"),))  # the ace makes it first out on every deal
    assert searched[0].keep == Play((parse_card("6C"),)) and searched[0].deals == shedding.FIRST_OUT_DEALS
    assert strong_plan(game, 0).keep == Play((parse_card("6C"),))  # the review's plan keeps it too


def test_belgia_strong_at_eight_seats_plays_for_first_out_once_the_stock_is_gone(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Its play-outs stop at the first out, where its return is its score as first out or 0;
    # the review's plan plays on to its own place, which it judges in.
    game = eight_seat_block()
    searched = searched_plans(monkeypatch)
    strong_move(game, 0)
    first_out, placed = searched[0].done, strong_plan(game, 0).done
    assert first_out is not None and placed is not None
    play = game.clone()
    play.apply(0, Play((parse_card("6C"),)))
    play.apply(1, Play((parse_card("KD"),)))  # seat 1 goes out first
    assert play.out == [1] and first_out(play) and not placed(play)
    assert play.returns()[0] == 0.0
    assert not first_out(game)


def test_belgia_strong_at_six_to_eight_seats_plays_good_while_the_stock_lasts(monkeypatch: pytest.MonkeyPatch) -> None:
    # A play-out from while two decks' stock lasts is long and its place mostly luck: no search.
    def no_search(*_: object) -> None:
        raise AssertionError("searched while the stock lasts")

    monkeypatch.setattr(shedding, "paired_search", no_search)
    rules = RULESETS["belgia"]
    for players in (6, 8):
        game = rules.start(players, players, rules.read_options({}, players), None)
        assert isinstance(game, Shedding)
        moves = 0
        while game.turn is None or game.stock:
            seat = game.waiting_for()[0]
            move = strong_move(game, seat)
            assert move == _good_principles(game, seat, game.legal_moves(seat))
            game.apply(seat, move)
            moves += 1
        assert moves > 50


def test_shedding_good_keeps_to_its_principles_while_the_stock_lasts() -> None:
    for ruleset, players in (("idiot", 2), ("belgia", 4)):
        rules = RULESETS[ruleset]
        for seed in range(3):
            game = rules.start(players, seed, rules.read_options({}, players), None)
            assert isinstance(game, Shedding)
            while game.waiting_for() and (game.stock or game.turn is None):
                seat = game.waiting_for()[0]
                move = good_move(game, seat)
                assert move == _good_principles(game, seat, game.legal_moves(seat))
                game.apply(seat, move)


def test_idiot_strong_at_five_seats_keeps_the_good_levels_choice_in_its_search() -> None:
    rules = RULESETS["idiot"]
    for players, kept in ((5, True), (4, False)):
        game = rules.start(players, 0, rules.read_options({}, players), None)
        while game.waiting_for() and getattr(game, "turn") is None:
            seat = game.waiting_for()[0]
            game.apply(seat, good_move(game, seat))
        seat = game.waiting_for()[0]
        assert isinstance(game, Shedding)
        principles = _good_principles(game, seat, game.legal_moves(seat))
        assert strong_plan(game, seat).keep == (principles if kept else None)


def test_idiot_strong_at_five_seats_leaves_the_good_levels_choice_for_a_surely_better_move() -> None:
    # The block of a known last card, at five seats: on every deal the ace makes seat 0 first
    # out and the 6 second, so the ace leads the kept 6 beyond any doubt.
    hands = {0: ["6C", "AC"], 1: ["KD"], 2: ["3D", "4D"], 3: ["3H", "4H"], 4: ["3S", "4S"]}
    game = endgame(hands, ["5H"], known={seat: hands[seat] for seat in range(1, 5)})
    assert strong_plan(game, 0).keep == Play((parse_card("6C"),))
    assert strong_move(game, 0) == Play((parse_card("AC"),))


@pytest.mark.parametrize(
    "lead,kept",
    [
        ([1.0, 0.0] * 4, False),  # mean 0.5, its standard error 0.19: surely better
        ([3.0, -2.0] * 4, True),  # mean 0.5, its standard error 0.94: not sure
        ([0.0] * 8, True),  # a tie keeps it
        ([1.0] * 8, False),  # no doubt at all
    ],
)
def test_the_search_keeps_its_kept_move_unless_another_is_surely_better(
    monkeypatch: pytest.MonkeyPatch, lead: list[float], kept: bool
) -> None:
    take, play = Take(), Play((parse_card("6C"),))
    results = [[2.0] * 8, [2.0 + difference for difference in lead]]
    monkeypatch.setattr(search, "paired_results", lambda *_: results)
    plan = Plan([take, play], 8, rollout_move, keep=take)
    game = endgame({0: ["6C"], 1: ["KD"]}, ["5H"], known={})
    chosen = paired_search(game, 0, plan, Rng(1))
    assert chosen == (take if kept else play) and surely_better(results[1], results[0]) is not kept
    if sum(lead) > 0:  # without a kept move, the best mean wins
        assert paired_search(game, 0, Plan([take, play], 8, rollout_move), Rng(1)) == play

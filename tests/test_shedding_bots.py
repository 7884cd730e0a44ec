"""The good level of Idiot and Belgia (engine/bots/shedding.py), in scenarios built so that its
principles alone would play otherwise."""

from __future__ import annotations

from collections import Counter

from engine.bots.shedding import _good_principles, good_move
from engine.cards import parse_card
from engine.games.shedding import Shedding
from engine.moves import Play
from engine.registry import RULESETS


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


def test_belgia_good_keeps_to_its_principles_at_three_seats() -> None:
    # The same block at three seats: there a look ahead would match the strong level (GOOD_DEALS).
    hands = {0: ["6C", "AC"], 1: ["KD"], 2: ["3D", "4D"]}
    game = endgame(hands, ["5H"], known={seat: hands[seat] for seat in (1, 2)}, ruleset="belgia")
    assert good_move(game, 0) == Play((parse_card("6C"),))


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

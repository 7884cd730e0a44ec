"""Computer opponents for the shedding games (Idiot, Belgia).

simple, the text's "simple legal choices": play the lowest rank that fits, all its cards at once, keeping
2s, 10s and jokers for when nothing else fits; take the pile when nothing
fits; turn up hidden cards from the left; before play, keep the deal as it is
(Idiot) or lay the three best cards face up (Belgia, as its text says).
"""

from __future__ import annotations

from ..cards import Card
from ..core import Game, Policy
from ..moves import Choose, Flip, Move, Play, Ready, Take

SPECIAL_LAST = {2: 15, 10: 16}  # 2s and 10s count as higher than an ace when choosing


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    plays = [move for move in moves if isinstance(move, Play)]
    if plays:
        return min(plays, key=_play_order)
    chooses = [move for move in moves if isinstance(move, Choose)]
    if chooses:
        return max(chooses, key=lambda move: sorted(_strength(card) for card in move.cards))
    for kind in (Flip, Ready, Take):
        for move in moves:
            if isinstance(move, kind):
                return move
    return moves[0]


def _strength(card: Card) -> int:
    return 17 if card.is_joker else SPECIAL_LAST.get(card.rank, card.rank)


def _play_order(play: Play) -> tuple[bool, int, int, bool]:
    rank = play.as_rank if play.as_rank is not None else play.cards[0].rank
    jokers = any(card.is_joker for card in play.cards)
    return (jokers, SPECIAL_LAST.get(rank, rank), -len(play.cards), play.as_spade)


LEVELS: dict[str, Policy] = {"simple": simple_move}

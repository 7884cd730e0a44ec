"""The text's level: "simple legal choices".

Shedding games: play the lowest rank that fits, all its cards at once, keeping
2s and 10s for when nothing else fits; take the pile when nothing fits; turn
up hidden cards from the left; ready at once, without swapping.
"""

from __future__ import annotations

from ..core import Game
from ..moves import Flip, Move, Play, Ready, Take

SPECIAL_LAST = {2: 15, 10: 16}  # 2s and 10s count as higher than an ace when choosing


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    plays = [move for move in moves if isinstance(move, Play)]
    if plays:
        return min(plays, key=_play_order)
    for kind in (Flip, Ready, Take):
        for move in moves:
            if isinstance(move, kind):
                return move
    return moves[0]


def _play_order(play: Play) -> tuple[int, int]:
    rank = play.cards[0].rank
    return (SPECIAL_LAST.get(rank, rank), -len(play.cards))

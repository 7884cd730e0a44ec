"""Computer opponents for Planowanie (RULES.md section 4).

simple, the text's "simple legal choices": bid the number of aces and of trumps
above ten (the jack, queen and king of trumps; the trump ace counts once),
moved to the nearest bid the hook rule allows (the lower one on a tie). In play, while
tricks are still needed: lead the strongest card, or win the trick with the
cheapest card that wins it now, or else throw the weakest card. Once the bid is
made (or a zero bid is being kept): throw the strongest card that does not
win the trick now, else the weakest card. Only what the seat sees is used:
its hand, the trump card, the trick on the table, its bid and tricks won.
"""

from __future__ import annotations

from ..cards import Card
from ..core import Game, Policy
from ..games.planowanie import Planowanie
from ..moves import Bid, Move, Play

ACE, TEN = 14, 10


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    if not isinstance(game, Planowanie):
        return moves[0]
    trump = game.trump.suit
    if isinstance(moves[0], Bid):
        hand = game.hands[seat]
        want = sum(1 for c in hand if c.rank == ACE or (c.suit == trump and c.rank > TEN))
        bids = [move for move in moves if isinstance(move, Bid)]
        return min(bids, key=lambda bid: (abs(bid.tricks - want), bid.tricks))
    plays = [move for move in moves if isinstance(move, Play)]

    def strength(play: Play) -> tuple[bool, int]:
        card = play.cards[0]
        return (card.suit == trump, card.rank)

    bid = game.bids[seat]
    needs = bid is not None and game.won[seat] < bid
    if not game.trick:
        return max(plays, key=strength) if needs else min(plays, key=strength)
    best = game.trick[0][1]
    for _, card in game.trick[1:]:
        if _beats(card, best, trump):
            best = card
    winning = [play for play in plays if _beats(play.cards[0], best, trump)]
    losing = [play for play in plays if not _beats(play.cards[0], best, trump)]
    if needs:
        return min(winning, key=strength) if winning else min(plays, key=strength)
    return max(losing, key=strength) if losing else min(plays, key=strength)


def _beats(card: Card, best: Card, trump: str) -> bool:
    """Does `card` take the trick from `best`, the card winning it so far?"""
    if card.suit == best.suit:
        return card.rank > best.rank
    return card.suit == trump


LEVELS: dict[str, Policy] = {"simple": simple_move}

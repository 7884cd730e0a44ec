"""Computer opponents for Haft Khabis.

simple, the text's "simple legal choices": play the first card that fits, in
the order its view shows the hand (by suit, then rank), keeping jacks for when nothing else fits; a jack names the suit the
bot holds most; a 2 sends its card to the player holding fewest cards; a card
drawn that fits is played; against a run of 7s a 7 is added when held. It says
"tak barg" with the play that leaves one card, except that it sometimes
forgets, about one time in six: a choice derived from the match's seed, the
length of the public log and the seat, so it replays exactly and never looks
at a hidden card.
"""

from __future__ import annotations

from collections import Counter

from ..cards import SUITS
from ..core import Game, Policy
from ..moves import Move, Play
from ..rng import Rng

JACK = 11
FORGET_ONE_IN = 6


def forgets(game: Game, seat: int) -> bool:
    """Whether the simple bot forgets "tak barg" now: public facts only (seed, log length, seat)."""
    seed = int(getattr(game, "seed", 0))
    events = len(getattr(game, "log", ()))
    mixer = Rng(seed * 1_000_003 + events * 31 + seat)
    return mixer.next64() % FORGET_ONE_IN == 0


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    plays = [move for move in moves if isinstance(move, Play)]
    if not plays:
        return moves[0]  # draw
    view = game.view(seat)
    hand: list[str] = view["seats"][seat]["hand"]
    order = {code: i for i, code in reversed(list(enumerate(hand)))}
    card = min(
        (play.cards[0] for play in plays),
        key=lambda c: (c.rank == JACK, order.get(c.code, len(hand))),
    )
    options = [play for play in plays if play.cards[0] == card]
    if card.rank == JACK:
        held = Counter(code[1] for code in hand if code[0] != "J")
        suit = max(SUITS, key=lambda s: (held[s], -SUITS.index(s)))
        options = [play for play in options if play.suit == suit]
    if card.rank == 2:
        counts = {s["seat"]: s["hand_count"] for s in view["seats"]}
        target = min((play.target for play in options if play.target is not None), key=lambda t: (counts[t], t))
        options = [play for play in options if play.target == target]
    if len(options) > 1:  # with and without "tak barg"
        say = not forgets(game, seat)
        options = [play for play in options if play.announce == say]
    return options[0]


LEVELS: dict[str, Policy] = {"simple": simple_move}

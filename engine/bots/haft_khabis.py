"""Computer opponents for Haft Khabis (RULES.md section 3).

simple, the text's "simple legal choices": play the first card that fits, in
the order its view shows the hand (by suit, then rank), keeping jacks for when nothing else fits; a jack names the suit the
bot holds most; a 2 sends its card to the player holding fewest cards; a card
drawn that fits is played; against a run of 7s a 7 is added when held. It says
"tak barg" with the play that leaves one card, except that it sometimes
forgets, about one time in six: a choice derived from the match's seed, the
length of the public log and the seat, so it replays exactly and never looks
at a hidden card.

good, what a careful player does: always says "tak barg"; answers a 7 with a 7
and keeps one 7 back for that while the hand is long; sheds the cards that
cost most points first (jack 20, ace 11, then face values) but keeps jacks,
which go on anything but a 7, for when nothing else fits, and goes out on a
jack when it can (the others' points are then doubled); plays an 8 only when
it holds a cover; plays from its longest suit, so it can follow later; names
with a jack the suit it holds most (on a tie, one the next player is known to
lack, having drawn when it was asked for, then the most points); and aims 2s, 7s and
aces at whoever is closest to going out. It reads only its own hand and what
is public: the pile, the hand counts, the direction of play.

strong: paired Monte Carlo search (bots/search.py) over the good level's three
best plays, and drawing or passing when allowed, on deals resampled from what
the seat has seen (HaftKhabis.resample); every seat's play-outs follow the
simple level's choices, end with the round, and are scored by
HaftKhabis.returns.
"""

from __future__ import annotations

from collections import Counter

from ..cards import RANK_OF, STANDARD, SUIT_OF, SUITS, Card
from ..core import Game, Policy
from ..games.haft_khabis import ACE, EIGHT, JACK, SEVEN, TEN, TWO, HaftKhabis, play_of, points
from ..moves import Draw, Move, Play
from ..rng import Rng
from .search import Plan, paired_search, seat_rng

FORGET_ONE_IN = 6


def forgets(game: HaftKhabis, seat: int) -> bool:
    """Whether the simple bot forgets "tak barg" now: public facts only (seed, log length, seat)."""
    mixer = Rng(game.seed * 1_000_003 + len(game.log) * 31 + seat)
    return mixer.next64() % FORGET_ONE_IN == 0


def simple_move(game: Game, seat: int) -> Move:
    assert isinstance(game, HaftKhabis)
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    plays = [move for move in moves if isinstance(move, Play)]
    if not plays:
        return moves[0]  # draw
    view = game.view(seat)
    hand = view["seats"][seat]["hand"]
    assert hand is not None
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


# --- good ---------------------------------------------------------------------------------------

LONG_HAND = 3  # with more cards than this, a lone 7 is kept back to answer a 7


def good_move(game: Game, seat: int) -> Move:
    assert isinstance(game, HaftKhabis)
    moves = game.legal_moves(seat)
    plays = [move for move in moves if isinstance(move, Play) and (move.announce or len(game.hands[seat]) != 2)]
    if not plays:
        return moves[0]  # draw when nothing fits (or pass: a drawn card that fits is played below)
    return max(plays, key=lambda play: _play_value(game, seat, play))  # against 7s: a 7, never a draw


def _play_value(game: HaftKhabis, seat: int, play: Play) -> float:
    """Higher is better; see the module docstring for the reasons."""
    card = play.cards[0]
    hand = game.hands[seat]
    after = list(hand)
    after.remove(card)
    if not after:
        return 1000.0 + (100 if card.rank == JACK else 0) - (2000 if card.rank == EIGHT else 0)
    danger = min(len(game.hands[s]) for s in game.active if s != seat)  # the closest to going out
    value = float(points(card))
    rank = card.rank
    if rank == JACK:
        value -= 40  # the wild card: keep it for when nothing else fits
        if len(after) == 1 and after[0].rank != JACK:
            value -= 20
    elif len(after) == 1 and after[0].rank == JACK:
        value += 30  # keep the jack to go out on it
    if rank == SEVEN and not game.pending:
        sevens = sum(1 for c in after if c.rank == SEVEN)
        if sevens == 0 and len(after) > LONG_HAND:
            value -= 15  # keep a 7 to answer a 7
    if rank == EIGHT:
        covers = sum(1 for c in after if c.suit == card.suit or c.rank in (EIGHT, JACK))
        value += 6 if covers else -25  # an 8 not covered costs a draw
    follow = play.suit if play.suit is not None else card.suit
    value += 2 * sum(1 for c in after if c.suit == follow and c.rank != JACK)
    nxt = game.next_seat(seat)
    near = len(game.hands[nxt]) <= 2
    if rank == SEVEN or rank == ACE:
        value += 8 if near else 2
    if rank == TWO:
        value += 8 if play.target is not None and len(game.hands[play.target]) <= 2 else 2
    if rank == TEN:
        back = game.step(seat, -game.direction)
        value += 4 if len(game.hands[back]) > len(game.hands[nxt]) else -2
    if danger <= 2 and rank != JACK:
        value += points(card)  # someone may go out soon: shed points now
    return value + _aim(game, play) + _suit_named(game, seat, after, play)


def _aim(game: HaftKhabis, play: Play) -> float:
    """A 2 goes to whoever holds fewest cards."""
    if play.target is None:
        return 0.0
    return -float(len(game.hands[play.target]))


# Naming a suit the next player is known to lack: a tie-break between the suits held most,
# above their points (naming it over a suit held more measured worse against simple seats).
LACKED = 2.5


def _suit_named(game: HaftKhabis, seat: int, after: list[Card], play: Play) -> float:
    """A jack names the suit held most; on a tie, one the next player is known to lack (they
    must then draw, or play a jack), then the one with the most points."""
    if play.suit is None:
        return 0.0
    held = [c for c in after if c.suit == play.suit and c.rank != JACK]
    lacked = play.suit in game.lacks(seat, game.next_seat(seat))
    return 3.0 * len(held) + 0.01 * sum(points(c) for c in held) + LACKED * lacked


# --- strong -------------------------------------------------------------------------------------


def rollout_move(game: Game, seat: int) -> Move:
    """The simple level's choice made quickly for the play-outs of search (which see a whole
    resampled deal): the first card that fits by suit then rank, jacks last, a 7 against 7s,
    "tak barg" always, a jack naming the suit held most, a 2 to the fewest cards."""
    assert isinstance(game, HaftKhabis)
    hand = game.hands[seat]
    if game.drawn is not None:
        return _quick(game, seat, game.drawn)
    if game.pending:
        seven = next((c for c in hand if c.rank == SEVEN), None)
        return _DRAW if seven is None else _quick(game, seat, seven)
    # The card that fits (no 7s owed) first in the order (jacks last, suit, rank).
    fitting = game.fitting()
    fits = [card for card in hand if card in fitting]
    return _quick(game, seat, min(fits, key=_ORDER_KEY.__getitem__)) if fits else _DRAW


def _simple_order(card: Card) -> tuple[bool, str, int]:
    return card.rank == JACK, card.suit, card.rank


# _simple_order as one integer, in the same order (the suits' letters sort as SUITS does).
_ORDER_KEY = {card: (card.rank == JACK) * 256 + SUITS.index(card.suit) * 16 + card.rank for card in STANDARD}
assert sorted(STANDARD, key=_ORDER_KEY.__getitem__) == sorted(STANDARD, key=_simple_order)
_DRAW = Draw()


def _quick(game: HaftKhabis, seat: int, card: Card) -> Play:
    hand = game.hands[seat]
    announce = len(hand) == 2
    rank = RANK_OF[card]
    if rank == JACK:
        held = dict.fromkeys(SUITS, 0)
        for c in hand:
            if RANK_OF[c] != JACK:
                held[SUIT_OF[c]] += 1
        return play_of(card, max(SUITS, key=held.__getitem__), None, announce)
    if rank == TWO:
        hands = game.hands
        target = min((s for s in game.active if s != seat), key=lambda s: len(hands[s]))
        return play_of(card, None, target, announce)
    return play_of(card, None, None, announce)


# The play-outs a strong move may cost (deals times candidates): p95 about 70 ms of CPython CPU.
# Three times as many did not make it stronger: at 4 seats against simple seats, 960 won 64.5%
# of 200 matches (seeds 0-199), where 320 wins 67.0% [63.4, 70.4] of 700 (seeds 0-699).
# At 8 seats, against simple seats (bench.strength.play_one, matches won): strong 43.7% [39.8,
# 47.7] of 600 matches (seeds 0-599), good 37.8% [36.7, 38.9] of 8,000 (seeds 0-7999), simple
# 12.4% [11.7, 13.2] of 8,000; strong's think time 19.5 ms median, 71 ms p95 of CPython CPU.
PLAYOUTS = 320
MIN_DEALS = 8
CANDIDATES = 3  # the best plays by the good level's measure, besides drawing or passing


def strong_move(game: Game, seat: int) -> Move:
    """Paired Monte Carlo search over the good level's best plays (saying "tak barg"), and
    drawing or passing when allowed: fewer candidates leave more deals to compare them on."""
    return paired_search(game, seat, strong_plan(game, seat), seat_rng(seat, len(game.log)))


def strong_plan(game: Game, seat: int) -> Plan:
    """The strong level's search: its candidates (strong_move) and their deals."""
    assert isinstance(game, HaftKhabis)
    moves = game.legal_moves(seat)
    plays = [m for m in moves if isinstance(m, Play) and (m.announce or len(game.hands[seat]) != 2)]
    plays.sort(key=lambda play: -_play_value(game, seat, play))
    candidates = plays[:CANDIDATES] + [m for m in moves if not isinstance(m, Play)]
    return Plan(candidates, max(MIN_DEALS, PLAYOUTS // len(candidates)), rollout_move)


LEVELS: dict[str, Policy] = {"simple": simple_move, "good": good_move, "strong": strong_move}


# --- the hint's line why ---------------------------------------------------------------------

SEARCHED = "hint.why.search"  # strong, the level hints come from, chose the move by search


def explain(game: Game, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    """The hint's line why (engine.registry.why): facts of the position that make `move`
    sensible, reasoned as the good level reasons; SEARCHED where none stands out."""
    assert isinstance(game, HaftKhabis)
    if isinstance(move, Play):
        return _explain_play(game, seat, move)
    if isinstance(move, Draw):
        if game.pending:
            held_seven = any(c.rank == SEVEN for c in game.hands[seat])
            return (SEARCHED, {}) if held_seven else ("hint.why.haft_khabis.draw_sevens", {"n": game.pending})
        return ("hint.why.haft_khabis.draw_cover" if game.cover else "hint.why.haft_khabis.draw"), {}
    drawn = game.drawn  # a pass: the card just drawn fits and is kept
    if drawn is not None and drawn.rank == JACK:
        return "hint.why.haft_khabis.pass_jack", {}
    if drawn is not None and drawn.rank == SEVEN:
        return "hint.why.haft_khabis.pass_seven", {}
    return SEARCHED, {}


def _explain_play(game: HaftKhabis, seat: int, play: Play) -> tuple[str, dict[str, int]]:
    card = play.cards[0]
    rank = card.rank
    after = list(game.hands[seat])
    after.remove(card)
    count = {s: len(game.hands[s]) for s in game.active}
    nxt = game.next_seat(seat)
    if not after and rank != EIGHT:  # an 8 asks for a cover, so it never goes out
        return ("hint.why.haft_khabis.out_jack" if rank == JACK else "hint.why.haft_khabis.out"), {}
    if game.pending:  # only a 7 fits on the 7s
        return "hint.why.haft_khabis.seven_back", {"n": game.pending + 2}
    if len(after) == 1 and play.announce:
        return ("hint.why.haft_khabis.keep_jack" if after[0].rank == JACK else "hint.why.haft_khabis.tak_barg"), {}
    if rank == EIGHT:
        covers = sum(1 for c in after if c.suit == card.suit or c.rank in (EIGHT, JACK))
        if covers:
            return "hint.why.haft_khabis.eight", {"n": covers}
    held = {suit: sum(1 for c in after if c.suit == suit and c.rank != JACK) for suit in SUITS}
    if rank == JACK:
        assert play.suit is not None
        if held[play.suit] == 0 or held[play.suit] < max(held.values()):
            return SEARCHED, {}
        others_fit = any(c.rank != JACK and game.fits(c) for c in game.hands[seat]) and game.drawn is None
        return ("hint.why.haft_khabis.jack_most" if others_fit else "hint.why.haft_khabis.jack_only"), {
            "n": held[play.suit]
        }
    if rank == TWO and play.target is not None and count[play.target] == min(n for s, n in count.items() if s != seat):
        return "hint.why.haft_khabis.two", {"n": count[play.target]}
    if rank == SEVEN:
        return "hint.why.haft_khabis.seven", {"n": count[nxt]}
    if rank == ACE:
        return "hint.why.haft_khabis.ace", {"n": count[nxt]}
    if rank == TEN and count[nxt] < count[game.step(seat, -game.direction)]:
        return "hint.why.haft_khabis.ten", {"n": count[nxt]}
    if game.drawn is not None:
        return "hint.why.haft_khabis.play_drawn", {"n": points(card)}
    fitting = {c for c in game.hands[seat] if c.rank != JACK and game.fits(c)}
    if len(fitting) == 1:
        jack_fits = any(c.rank == JACK and game.fits(c) for c in game.hands[seat])
        return ("hint.why.haft_khabis.only_jack" if jack_fits else "hint.why.haft_khabis.only"), {}
    if points(card) == max(points(c) for c in fitting):
        return "hint.why.haft_khabis.costly", {"n": points(card)}
    if held[card.suit] and held[card.suit] == max(held.values()):
        return "hint.why.haft_khabis.suit", {"n": held[card.suit]}
    return SEARCHED, {}


def review_why(game: Game, seat: int, played: Move, best: Move) -> tuple[str, dict[str, int]]:
    """The review's line why `played` cost more than `best` (engine/review.py): a fact of the
    position as the seat saw it, or "review.why.search" where only the search tells them apart."""
    assert isinstance(game, HaftKhabis)
    if not isinstance(played, Play):
        return "review.why.search", {}
    after = list(game.hands[seat])
    after.remove(played.cards[0])
    if len(after) == 1 and not played.announce:
        return "review.why.haft_khabis.tak_barg", {}
    if len(after) == 1 and after[0].rank == EIGHT:  # RULES.md: an 8 cannot be left uncovered, so it never goes out
        return "review.why.haft_khabis.last_eight", {}
    if isinstance(best, Play) and points(played.cards[0]) < points(best.cards[0]):
        return "review.why.haft_khabis.points", {"n": points(best.cards[0])}
    return "review.why.search", {}

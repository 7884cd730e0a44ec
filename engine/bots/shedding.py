"""Computer opponents for the shedding games (Idiot, Belgia).

simple, the text's "simple legal choices": play the lowest rank that fits, all
its cards at once, keeping 2s, 10s and jokers for when nothing else fits; take
the pile when nothing fits; turn up hidden cards from the left; before play,
keep the deal as it is (Idiot) or lay the three best cards face up (Belgia, as
its text says).

good, what a decent club player does: lay the strongest cards face up (swapping
them in, in Idiot); shed low cards first, several at once; keep 2s, 10s and
jokers for when they matter: a 10 or a joker-ten to burn a big pile, a 2 to
get out of trouble; complete four of a rank to burn and go again; risk the
stock rather than take the pile; take a small pile rather than spend a 10.
Once the stock is gone, when every card played is one fewer to hold, it thinks
a few deals ahead (in Idiot, and in Belgia at 3, 4 and 8 seats): its choice, its next
best plays and taking the pile are played out on a few deals (GOOD_DEALS, more
where more is hidden), and another move replaces its choice only if it fares
better there (the same search as strong's, a fraction of it).

Both read only the seat's own cards and what is public.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from ..cards import BLACK_JOKER, JOKER, RANK_OF, RED_JOKER, Card
from ..core import Game, Policy
from ..games.shedding import BURN_RUN, TEN, TWO, Shedding
from ..moves import Choose, Flip, MadeOnce, Move, Play, Ready, Risk, Swap, Take
from .search import Plan, paired_search, seat_rng

SPECIAL_LAST = {2: 15, 10: 16}  # 2s and 10s count as higher than an ace when choosing


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    plays = [move for move in moves if isinstance(move, Play)]
    if plays:
        return min(plays, key=_play_order)
    chooses = [move for move in moves if isinstance(move, Choose)]
    if chooses:
        return max(chooses, key=lambda move: sorted(strength(card) for card in move.cards))
    for kind in (Flip, Ready, Take):
        for move in moves:
            if isinstance(move, kind):
                return move
    return moves[0]


def strength(card: Card) -> int:
    """How much a card is worth keeping: jokers, then 10s, then 2s, then aces down."""
    return 17 if card.is_joker else SPECIAL_LAST.get(card.rank, card.rank)


def _rank(play: Play) -> int:
    return play.as_rank if play.as_rank is not None else play.cards[0].rank


def _play_order(play: Play) -> tuple[bool, int, int, bool]:
    jokers = any(card.is_joker for card in play.cards)
    rank = _rank(play)
    return (jokers, SPECIAL_LAST.get(rank, rank), -len(play.cards), play.as_spade)


# The good level's look ahead once the stock is gone, by game and the seats at the table.
# Idiot, against simple seats, 400 seeded games (seeds 0-399) each, first out: 2 seats 57% ->
# 77%, 4 seats 27% -> 35%. At 5 seats, where more is hidden, 6 deals did not lift it (2,000
# games, seeds 1000-2999: good 18.1%, simple 19.6%) and 24 do, to 22.4% [20.6, 24.3] (48:
# 24.6% on seeds 1000-1999, nearer the strong level's 29%); over 5,000 games (seeds 0-4999)
# good 22.9% [21.8, 24.1] against simple's 19.6% [18.5, 20.7], the intervals apart; strong in
# one seat against four good ones goes out first in 21.7% [17.4, 26.7] of 300 games with 24
# deals, 23.0% [18.6, 28.1] with 6 (share 20%).
# Belgia at 4 seats, its principles alone went out first in 26.6% [25.2, 28.0] of 4,000 games
# (seeds 0-3999) against simple seats, where simple has 25.3% [24.0, 26.7]: not apart. Over
# seeds 0-999, 6 deals gave 27.0% [24.3, 29.8], 12 deals 33.2% [30.4, 36.2], 16 32.7%; with 12
# the strong level, 40.4% [37.4, 43.5] of those 1,000 against simple seats, in one seat
# against three such goes out first in 28.8% [26.1, 31.7] of them (share 25%), where 24 deals
# and more (300 games) left strong at 27-28%. At Belgia's 3 seats its principles alone went out
# first in 33.7% [30.8, 36.7] of 1,000 games (seeds 0-999) against simple seats, where simple
# has 33.1% [30.2, 36.2] of 950; there a look ahead is worth much, and few deals keep good below
# strong: 2 deals 35.8%, 4 deals 40.6% [37.6, 43.7], 8 42.5%, 12 46.2%, 24 49.4% (the same
# seeds; strong has 57.9% of 950). With 4, strong in one seat against two good ones went out
# first in 37.5% [32.9, 42.3] of 400 (seeds 0-399, share 33.3%); with a look ahead as deep
# as at 4 seats it had 29% of 300, no more than its share.
# At Belgia's 8 seats, against simple seats (12.4% [11.7, 13.0] of 10,000 games, seeds
# 0-9999), its principles alone went out first in 13.4% [12.7, 14.1] (the same seeds), 12
# deals in 14.0% (seeds 0-999), 48 in 15.6% [14.3, 17.0] of 3,000 (seeds 0-2999; 89 ms of CPU
# at the 95th percentile). At 5 to 7 seats it was not tried. Elsewhere good keeps to its
# principles.
GOOD_DEALS = {"idiot": {2: 6, 3: 6, 4: 6, 5: 24}, "belgia": {3: 4, 4: 12, 8: 48}}
GOOD_CANDIDATES = 3  # the best plays by _play_value besides good's own choice, and taking


def good_move(game: Game, seat: int) -> Move:
    assert isinstance(game, Shedding)
    moves = game.legal_moves(seat)
    choice = _good_principles(game, seat, moves)
    deals = GOOD_DEALS[game.ruleset_id].get(game.players)
    if deals is None or not _looks_ahead(game, choice):
        return choice
    others = _best_moves(game, moves, GOOD_CANDIDATES)
    candidates = [choice, *(m for m in others if m != choice)]  # a tie keeps the principles' choice
    plan = Plan(candidates, deals, rollout_move, _placed(seat))
    return paired_search(game, seat, plan, seat_rng(seat, len(game.log)))


def _looks_ahead(game: Shedding, choice: Move) -> bool:
    """Whether a search may better the principles' `choice`: once the stock is gone, and not
    when the choice is a hidden card to turn up (there is nothing to read)."""
    return game.turn is not None and not game.stock and not isinstance(choice, Flip)


def _good_principles(game: Shedding, seat: int, moves: list[Move]) -> Move:
    """The good level's choice among `moves` by its principles alone (the module's docstring)."""
    if game.turn is None:
        return _good_setup(game, seat, moves)
    flips = [move for move in moves if isinstance(move, Flip)]
    if flips:
        return flips[0]
    plays = [move for move in moves if isinstance(move, Play)]
    fallback = next((m for m in moves if isinstance(m, Risk)), None) or next(
        (m for m in moves if isinstance(m, Take)), None
    )
    if plays:
        best = max(plays, key=lambda play: _play_value(game, play))
        if fallback is None or not _spends_special(best) or not 0 < len(game.pile) <= 2 or not game.stock:
            return best
    assert fallback is not None, "a seat playing from hand or face-up cards can always play or take"
    return fallback


def _spends_special(play: Play) -> bool:
    return any(card.is_joker or card.rank in (TWO, TEN) for card in play.cards)


def _good_setup(game: Shedding, seat: int, moves: list[Move]) -> Move:
    chooses = [move for move in moves if isinstance(move, Choose)]
    if chooses:
        return max(chooses, key=lambda move: sorted(strength(card) for card in move.cards))
    hand, visible = game.hands[seat], game.visible[seat]
    best_hand, worst_visible = max(hand, key=strength), min(visible, key=strength)
    if strength(best_hand) > strength(worst_visible):
        return Swap(best_hand, worst_visible)
    return Ready()


def _play_value(game: Shedding, play: Play) -> float:
    """Higher is better: shed low cards and many of them; spend specials only when they pay."""
    rank = _rank(play)
    value = -float(SPECIAL_LAST.get(rank, rank)) + len(play.cards)
    if _burns(game, play):
        value += 4 + len(game.pile)  # the pile leaves the game and the turn comes back
    value -= 6 * sum(1 for card in play.cards if card.is_joker)
    if play.as_spade:
        value -= 0.5
    return value


def rollout_move(game: Game, seat: int) -> Move:
    """The simple level's choice made quickly, for the play-outs of search: the lowest rank
    that fits, every card of it; a joker as a 2; else risk, take or turn up a hidden card.

    Every seat's play-outs use it, the searching seat's too. Two smarter policies for that
    seat alone did not lift the strong level (Idiot 5 seats against simple seats, 300 games,
    seeds 0-299, first out, where it has 29.0%): risking or taking a pile of one or two cards
    while the stock lasts rather than spend a 2 or a 10 went out first in 29.3%; the good
    level's principles in 24.0%, with a 95th percentile think time of 757 ms of CPU where the
    first took 446. Completing four of a rank to burn needs no rule here: when the seat holds
    the top card's rank, that is the lowest rank that fits, and every card of it is played."""
    assert isinstance(game, Shedding)
    if game.turn is None or game.opening is not None:
        return simple_move(game, seat)
    # Shedding.source() and cards_at() written out, as its _legal_moves does: `seat` is the turn's.
    revealed = game.revealed
    if revealed is not None:
        return _JOKER_AS_TWO[revealed]
    cards = game.hands[seat] or game.visible[seat]
    if not cards:
        return _FLIP
    best = 99
    joker = None
    # Shedding.fits written out: what goes on the top rank, the same for every card.
    ranks = game.pile_ranks
    top = ranks[-1] if ranks and ranks[-1] != TWO else 0
    ten_fits = not top or game.rules.ten_on_anything or top <= TEN
    for card in cards:
        rank = RANK_OF[card]
        if rank == JOKER:
            joker = card
        else:
            order = _ORDER[rank]
            if order < best and (rank >= top or rank == TWO or (ten_fits if rank == TEN else False)):
                best = order
    if best < 99:
        rank = _BY_ORDER[best]
        chosen = [card for card in cards if RANK_OF[card] == rank]
        chosen.sort()
        return _PLAYS[tuple(chosen)]
    if joker is not None:
        return _JOKER_AS_TWO[joker]
    return _RISK if game.rules.may_risk_stock and game.stock else _TAKE


_ORDER = {rank: SPECIAL_LAST.get(rank, rank) for rank in range(TWO, 15)}  # the rollout's order of ranks
_BY_ORDER = {order: rank for rank, order in _ORDER.items()}
_FLIP, _RISK, _TAKE = Flip(0), Risk(), Take()


_PLAYS: MadeOnce[tuple[Card, ...], Play] = MadeOnce(Play)  # the rollout's play of these cards, made once
_JOKER_AS_TWO = {joker: Play((joker,), TWO) for joker in (RED_JOKER, BLACK_JOKER)}


# The play-outs a strong move may cost (deals times candidate moves), by game and the seats at the table.
# The more seats, the more luck in one play-out's place, so the more deals it takes to tell the
# moves apart: at Idiot's 5 seats, against simple seats, 720 went out first in 29% of 300 games
# where 240 did in 21%. Over 1,000 games (seeds 0-999) 28.2% [25.5, 31.1], its lower bound
# meeting good's upper one (22.8% [20.3, 25.5]); over 1,500 (seeds 0-1499) the two part:
# strong 27.9% [25.7, 30.2], good 22.7% [20.7, 24.9].
# The stop at the searching seat's own place (_placed) and the faster engine pay for them up
# to 5 seats; at 6 to 8 (Belgia, two decks) a play-out is long, and the 95th percentile of a
# move's think time inside Pyodide (issue 23: under 500 ms) leaves room for few more.
# At 4 seats (against simple seats, 300 games, seeds 0-299, first out), Idiot's play-outs
# (one deck, no jokers) are short: 960 rather than 480 lifted it from 45.3% to 48.0%, its
# 95th percentile inside Pyodide 415-474 ms. Belgia's at 720 rather than 480: 37.3% -> 41.0%,
# 95th percentile 391 ms.
PLAYOUTS = {
    "belgia": {3: 360, 4: 720, 5: 720},
    "idiot": {2: 240, 3: 360, 4: 960, 5: 720},
}
# At 6 to 8 seats (Belgia's two decks) a play-out from while the stock lasts is long and its
# place mostly luck: against simple seats (8 seats, seeds 0-299, first out) strong searching
# throughout with 300 went out first in 13.0%, no better than simple itself. So there it keeps
# to good's principles while the stock lasts, and once the stock is gone searches
# FIRST_OUT_DEALS deals of good's best LATE_CANDIDATES plays, taking and risking, keeping
# good's choice unless another is surely better, each play-out stopping at the first out.
# At 8 seats, first out, against simple seats (seeds 0-999, where simple seats' own share is
# 12.4% [11.7, 13.0] of 10,000): played out to its own place on 96 deals 17.5% [15.3, 20.0],
# its think time's 95th percentile 245 ms of CPU; to the first out on 96 deals 18.5%, 94 ms;
# on 192 deals 19.1% (198 ms), and over seeds 0-2999 18.7% [17.3, 20.1] (good 15.6% [14.3,
# 17.0] of those 3,000), 413 ms inside Pyodide at the 95th percentile. In one seat against
# seven good ones 14.9% [13.2, 16.8] of 1,500 (seeds 0-1499, share 12.5%), where played out to
# its own place it had 14.0% [12.0, 16.3] of 1,000.
# LATE_DEALS is the review's search once the stock is gone, which judges places, and
# PLAYOUTS_LARGE while it lasts (engine/review.py).
LARGE_SEATS = 6
LATE_CANDIDATES = 5
LATE_DEALS = 96
FIRST_OUT_DEALS = 192
PLAYOUTS_LARGE = 300
MIN_DEALS = 8
CANDIDATES = 10  # the best plays by the good level's measure, besides taking and risking
# Where the strong level keeps the good level's principles' choice unless its search finds
# another move surely better (search.SURE), by game and seats: at Idiot's 5 seats a play-out
# from while the stock lasts is long (some 84 moves), so the best of a dozen candidates leads
# by chance alone. Seeds 0-999, first out: in one seat against four good ones strong went out
# first in 21.0% without it, 24.4% [21.8, 27.2] with it (share 20%); against simple seats
# 28.2% [25.5, 31.1] without, 28.9% [26.2, 31.8] with; think time the same (p95 216 ms of CPU).
KEEPS_GOOD = {"idiot": {5}}


def strong_move(game: Game, seat: int) -> Move:
    """The strong level: the good level's setup (and at 6 to 8 seats its principles while the
    stock lasts), then paired Monte Carlo search (bots/search.py) over the most promising
    moves, played out by the quick policy."""
    assert isinstance(game, Shedding)
    if game.turn is None or game.players >= LARGE_SEATS:
        moves = game.legal_moves(seat)
        choice = _good_principles(game, seat, moves)
        if not _looks_ahead(game, choice):  # before play, or while the stock lasts at 6 to 8 seats
            return choice
        plan = _late_plan(game, moves, choice, FIRST_OUT_DEALS, _first_out)
    else:
        plan = strong_plan(game, seat)
    return paired_search(game, seat, plan, seat_rng(seat, len(game.log)))


def strong_plan(game: Game, seat: int) -> Plan:
    """The strong level's search, which the review of a person's play searches too: the good
    level's best plays, and taking and risking; the good level's own choice kept unless another
    is surely better at the tables of KEEPS_GOOD and at 6 to 8 seats once the stock is gone.
    There the strong level itself plays for first out (strong_move); the review judges places.
    Before play, and at 6 to 8 seats while the stock lasts, the strong level plays the good
    one's choice, and the plan is the review's alone: every swap or choice, or the best plays."""
    assert isinstance(game, Shedding)
    moves = game.legal_moves(seat)
    keep = None
    if game.turn is None:
        candidates = moves
    elif game.players >= LARGE_SEATS and not game.stock:
        return _late_plan(game, moves, _good_principles(game, seat, moves), LATE_DEALS, _placed(seat))
    else:
        candidates = _best_moves(game, moves, CANDIDATES)
        if game.players in KEEPS_GOOD.get(game.ruleset_id, ()):
            keep = _good_principles(game, seat, moves)
    playouts = PLAYOUTS[game.ruleset_id].get(game.players, PLAYOUTS_LARGE)
    return Plan(candidates, max(MIN_DEALS, playouts // len(candidates)), rollout_move, _placed(seat), keep)


def _late_plan(game: Shedding, moves: list[Move], choice: Move, deals: int, done: Callable[[Game], bool]) -> Plan:
    """The search at 6 to 8 seats once the stock is gone: good's best LATE_CANDIDATES plays,
    taking and risking, on `deals` deals, good's `choice` kept unless another is surely better."""
    return Plan(_best_moves(game, moves, LATE_CANDIDATES), deals, rollout_move, done, choice)


def _best_moves(game: Shedding, moves: list[Move], plays: int) -> list[Move]:
    """The searches' candidates in play: the best `plays` plays by the good level's measure,
    and every move that is not a play (taking, risking, turning up a hidden card)."""
    ranked = sorted((m for m in moves if isinstance(m, Play)), key=lambda play: -_play_value(game, play))
    return ranked[:plays] + [m for m in moves if not isinstance(m, Play)]


def _placed(seat: int) -> Callable[[Game], bool]:
    """Whether a play-out may stop: once `seat` is out its place, all of the returns the search
    reads (Shedding.returns()[seat]), is settled, however the others finish. At three seats
    and more that spares the play-out's rest, which the others play among themselves.

    Scoring the first out alone, each play-out stopping once anyone is out, is cheaper but no
    stronger (Idiot, 5 seats, against simple seats, 300 games, seeds 0-299, first out, where
    places give 29.0%): 27.7% [22.9, 33.0] with a mean think time of 76 ms of CPU rather than
    some 200; with three times the play-outs (2,160), 32.0% [27.0, 37.5], its 95th percentile
    690 ms of CPU, beyond issue 23's 500 ms inside Pyodide."""

    def settled(game: Shedding) -> bool:
        return seat in game.out

    return cast(Callable[[Game], bool], settled)  # cast once here, not at each step of a play-out


def _someone_out(game: Shedding) -> bool:
    return bool(game.out)


# A play-out that stops at the first out: the searching seat's return is then its score as first
# out, or 0 (Shedding.returns()), so the search weighs the chance of going out first alone.
_first_out = cast(Callable[[Game], bool], _someone_out)


LEVELS: dict[str, Policy] = {"simple": simple_move, "good": good_move, "strong": strong_move}


def explain(game: Game, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    """The hint's line why (engine.registry.why): a fact of the position that makes `move`
    sensible, or "hint.why.search" where only the strong level's search speaks for it."""
    assert isinstance(game, Shedding)
    if isinstance(move, Play):
        rank = _rank(move)
        if rank == TEN:
            return "hint.why.ten", {"n": len(game.pile)}
        if _run(game, move) >= BURN_RUN:
            return "hint.why.four", {"n": len(game.pile)}
        if rank == TWO:
            return "hint.why.two", {}
        lowest = min(
            _rank(play) for play in game.legal_moves(seat) if isinstance(play, Play) and _rank(play) not in (TWO, TEN)
        )
        return ("hint.why.lowest" if rank == lowest else "hint.why.search"), {"n": len(move.cards)}
    if isinstance(move, Risk) and not game.pile:  # RULES.md: a risked card that fits is played; all fit an empty pile
        return "hint.why.risk_no_pile", {}
    simple_reasons: dict[type, str] = {
        Take: "hint.why.take",
        Risk: "hint.why.risk",
        Flip: "hint.why.flip",
        Swap: "hint.why.swap",
        Ready: "hint.why.ready",
        Choose: "hint.why.choose",
    }
    return simple_reasons[type(move)], {"n": len(game.pile)}


def review_why(game: Game, seat: int, played: Move, best: Move) -> tuple[str, dict[str, int]]:
    """The review's line why `played` cost more than `best` (engine/review.py): a fact of the
    position as the seat saw it, or "review.why.search" where only the search tells them apart."""
    assert isinstance(game, Shedding)
    pile = {"n": len(game.pile)}
    if game.turn is None:
        return "review.why.setup", {}
    if isinstance(played, Take):
        return "review.why.take", pile
    if isinstance(best, Play) and _burns(game, best) and not (isinstance(played, Play) and _burns(game, played)):
        return "review.why.burn", pile
    if isinstance(played, Play) and isinstance(best, Play):
        if _spends_special(played) and not _spends_special(best):
            return "review.why.special", {}
        if SPECIAL_LAST.get(_rank(played), _rank(played)) > SPECIAL_LAST.get(_rank(best), _rank(best)):
            return "review.why.higher", {}
    if isinstance(played, Play) and isinstance(best, Take | Risk):
        return "review.why.keep", pile
    return "review.why.search", {}


def _burns(game: Shedding, play: Play) -> bool:
    """Does `play` burn the pile: a 10, or the fourth card of a rank in a row?"""
    return _rank(play) == TEN or _run(game, play) >= BURN_RUN


def _run(game: Shedding, play: Play) -> int:
    """The cards of the play's rank lying together on the pile once it is played."""
    rank = _rank(play)
    run = len(play.cards)
    for below in reversed(game.pile_ranks):
        if below != rank:
            break
        run += 1
    return run

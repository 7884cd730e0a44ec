"""Computer opponents for Planowanie (RULES.md section 4).

simple, the text's "simple legal choices": bid the number of aces and of trumps
above ten (the jack, queen and king of trumps; the trump ace counts once),
moved to the nearest bid the hook rule allows (the lower one on a tie). In play, while
tricks are still needed: lead the strongest card, or win the trick with the
cheapest card that wins it now, or else throw the weakest card. Once the bid is
made (or a zero bid is being kept): throw the strongest card that does not
win the trick now, else the weakest card. Only what the seat sees is used:
its hand, the trump card, the trick on the table, its bid and tricks won.

good, what a decent club player does: bid the tricks the hand can expect, its
cards of each kind (the trumps nobody can beat, the other trumps, side aces, kings
and queens, short side suits with low trumps to ruff them) weighed by what each
was worth at the seat count in simulated deals (a side king more at two
seats than at five), and the tricks the bids so far leave over, and never
below the trumps nobody can beat; then play to make the bid exactly, counting
the cards played: while short of it and holding more than it needs, shed the
surplus; else take (cash a card nobody can beat, draw trumps when long in them,
win with the strongest card when others may still overtake); once it is made,
duck: lead the card with the most higher cards out, follow with the highest
card that loses, and when void throw the card likeliest to take a trick later.

strong: determinized Monte Carlo search (bots/search.py) over every legal card,
and over the bids around the good level's (good's bid and the two on each
side: searching every bid of a ten-card deal would cost twice as much for bids
far from the hand's worth), each tried on the same deals of the unseen cards
(`Planowanie.resample`), played out to the end of the deal with the good
level's bids and the simple level's cards.

All read only the seat's own cards and what is public.
"""

from __future__ import annotations

from ..cards import STANDARD, SUIT_OF, SUITS, Card
from ..core import Game, Policy
from ..games.planowanie import Planowanie, card_play
from ..moves import Bid, Move, Play
from .search import Plan, paired_search, seat_rng

ACE, TEN = 14, 10


def simple_move(game: Game, seat: int) -> Move:
    moves = game.legal_moves(seat)
    if not moves:
        raise ValueError(f"seat {seat} has no move to make")
    if not isinstance(game, Planowanie):
        return moves[0]
    if isinstance(moves[0], Bid):
        hand = game.hands[seat]
        want = sum(1 for c in hand if c.rank == ACE or (c.suit == game.trump.suit and c.rank > TEN))
        bids = [move for move in moves if isinstance(move, Bid)]
        return min(bids, key=lambda bid: (abs(bid.tricks - want), bid.tricks))
    return Play((simple_card(game, seat, [move.cards[0] for move in moves if isinstance(move, Play)]),))


# simple_card's measure of a card, for each trump suit: trumps above the rest, then by rank, as
# one number; looked up, so that min() and max() call no Python function for each card.
_STRENGTH = {
    trump: {card: card.rank + 16 if card.suit == trump else card.rank for card in STANDARD}.__getitem__
    for trump in SUITS
}


def simple_card(game: Planowanie, seat: int, cards: list[Card]) -> Card:
    """The simple level's card among `cards`, the legal ones."""
    trump = SUIT_OF[game.trump]
    strength = _STRENGTH[trump]
    bid = game.bids[seat]
    needs = bid is not None and game.won[seat] < bid
    if not game.trick:
        return max(cards, key=strength) if needs else min(cards, key=strength)
    best = game.taking()[1]
    # _beats(card, best, trump) written out; within a suit a card's number orders it as its rank
    best_suit = SUIT_OF[best]
    if needs:
        winning = [c for c in cards if (c > best if SUIT_OF[c] == best_suit else SUIT_OF[c] == trump)]
        return min(winning or cards, key=strength)
    losing = [c for c in cards if not (c > best if SUIT_OF[c] == best_suit else SUIT_OF[c] == trump)]
    return max(losing, key=strength) if losing else min(cards, key=strength)


def _beats(card: Card, best: Card, trump: str) -> bool:
    """Does `card` take the trick from `best`, the card winning it so far? (Within a suit a
    card's number orders it as its rank does.)"""
    suit = SUIT_OF[card]
    if suit == SUIT_OF[best]:
        return card > best
    return suit == trump


# --- good -------------------------------------------------------------------------------------

# How often a higher card out against ours takes it when it sits with an opponent: not always
# (it may fall on another trick), less often for trumps, which are kept for trumping.
CAPTURE = {True: 0.5, False: 0.6}
KING, QUEEN, JACK = 13, 12, 11

# The tricks a bid counts for each card of a kind, by seat count: the trumps nobody can beat
# (sure_tricks), the other trumps (king, queen or jack, ten and below), side aces, kings and
# queens, ruffs (a missing card below two of a side suit, up to the low trumps), the tricks
# the bids so far leave to each bidder still to bid, and a constant. Fitted to simulated deals
# (1,000 games per seat count on seeds 10000-10999, good in one seat against simple seats): at
# each of good's bidding turns every allowed bid was played out to the end of the deal, and the
# weights chosen (least squares, then a coordinate search) for the best points of the bid they
# give (at 2 and 3 seats less the others' mean, at 4 and 5 the seat's own: it won more there).
# The side cards were held near what least squares gave them, how often they take a trick (a
# side king 0.3 at 2 seats, where the one opponent holds its ace about one time in four, 0.23
# at 5): the search, free, barely moved the result. The trumps weigh near a trick each: good
# plays to make its bid, and a trump takes a trick when it must and keeps out of one when it
# need not. Ruffs count 0.4 at 4 and 5 seats, as the previous model's ruffing tricks did (free,
# the search gave them about nothing). Against simple seats (1,000 games, seeds 0-999) the
# previous bids, a shaded sum of card chances, won 52.6% at 2 seats, ~31% at 4 and ~24% at 5;
# these 69.3%, 36.7% and 33.2%.
TRICK_WEIGHTS = {
    2: (0.64, 1.01, 1.18, 0.9, 0.5, 0.3, -0.13, 0.06, -0.2, 0.76),
    3: (1.6, 1.58, 1.44, 1.18, 0.57, 0.33, 0.33, -0.25, -0.26, -0.05),
    4: (1.35, 1.46, 1.09, 0.18, 0.51, 0.31, 0.24, 0.4, 0.15, -0.59),
    5: (1.38, 0.99, 0.94, 0.22, 0.51, 0.23, 0.15, 0.4, 0.06, -0.41),
}


def expected_tricks(game: Planowanie, seat: int) -> float:
    """The tricks the seat should bid: its cards of each kind (see TRICK_WEIGHTS) weighed by
    what they were worth at this seat count, and the tricks the bids so far leave over."""
    hand = game.hands[seat]
    trump = game.trump.suit
    sure = sure_tricks(game, seat)
    trumps = sorted((card.rank for card in hand if card.suit == trump), reverse=True)[sure:]
    side = [card.rank for card in hand if card.suit != trump]
    low = sum(1 for rank in trumps if rank <= TEN)
    short = sum(max(0, 2 - sum(1 for card in hand if card.suit == suit)) for suit in SUITS if suit != trump)
    bids = [bid for bid in game.bids if bid is not None]
    left_each = (len(hand) - sum(bids)) / (game.players - len(bids))
    counts = (
        sure,
        sum(1 for rank in trumps if rank >= KING),
        sum(1 for rank in trumps if JACK <= rank <= QUEEN),
        low,
        side.count(ACE),
        side.count(KING),
        side.count(QUEEN),
        min(low, short),
        left_each,
        1.0,
    )
    return sum(weight * count for weight, count in zip(TRICK_WEIGHTS[game.players], counts))


def sure_tricks(game: Planowanie, seat: int) -> int:
    """The trumps in hand that no card out can beat: the ace, and the next ones down while
    every higher trump is in hand or turned up. Each takes a trick whatever the others do."""
    trump = game.trump
    held = {*game.hands[seat], trump}
    sure = 0
    for rank in range(ACE, 1, -1):
        card = Card(rank, trump.suit)
        if card not in held:
            break
        sure += card != trump
    return sure


def good_bid(game: Planowanie, seat: int) -> Bid:
    """The allowed bid nearest the tricks the hand may expect, and never below its sure
    tricks (a bid of 0 holding the ace of trumps is lost before the first card)."""
    want = expected_tricks(game, seat)
    sure = sure_tricks(game, seat)
    bids = [move for move in game.legal_moves(seat) if isinstance(move, Bid)]
    bids = [bid for bid in bids if bid.tricks >= sure] or bids
    return min(bids, key=lambda bid: (abs(bid.tricks - want), bid.tricks))


def unseen_cards(game: Planowanie, seat: int) -> set[Card]:
    """The cards `seat` has not seen this deal: in the other hands or the stock."""
    seen = {*game.hands[seat], game.trump, *game.taken, *(card for _, card in game.trick)}
    return {card for card in STANDARD if card not in seen}


def unbeatable(card: Card, unseen: set[Card], trump: str) -> bool:
    """No card out can take `card`: no higher card of its suit, nor (a side card) a trump."""
    if any(Card(rank, card.suit) in unseen for rank in range(card.rank + 1, ACE + 1)):
        return False
    return card.suit == trump or not any(other.suit == trump for other in unseen)


def good_move(game: Game, seat: int) -> Move:
    assert isinstance(game, Planowanie)
    if game.phase == "bid":
        return good_bid(game, seat)
    cards = [move.cards[0] for move in game.legal_moves(seat) if isinstance(move, Play)]
    return Play((good_card(game, seat, cards),))


def good_card(game: Planowanie, seat: int, cards: list[Card]) -> Card:
    """The good level's card among `cards`, the legal ones: take while short of the bid,
    duck once it is made (see take_card and duck_card)."""
    bid = game.bids[seat]
    assert bid is not None
    if game.won[seat] < bid:
        return take_card(game, seat, cards, bid - game.won[seat])
    return duck_card(game, seat, cards)


def higher_out(card: Card, unseen: set[Card]) -> int:
    """How many cards of `card`'s suit that beat it the seat has not seen."""
    return sum(1 for rank in range(card.rank + 1, ACE + 1) if Card(rank, card.suit) in unseen)


# Short of the bid, the hand sheds its surplus while it is worth more tricks than it needs
# by this much (see hand_worth): 0.5 against 0, 1 and no shedding, over 1,000 games at
# 2, 4 and 5 seats, kept the margin over simple seats positive at all three.
SLACK = 0.5
# How much a side card's chance falls while trumps are out: it may be trumped.
RUFF_RISK = 0.15


def in_other_hands(game: Planowanie, seat: int, unseen: set[Card]) -> float:
    """The chance that a card `seat` has not seen is in another hand (not the stock)."""
    return sum(len(hand) for other, hand in enumerate(game.hands) if other != seat) / len(unseen)


def hand_worth(game: Planowanie, seat: int, unseen: set[Card]) -> float:
    """The tricks the seat's hand may still take: each card's chance, from the higher cards
    of its suit still out and how likely each sits in another hand (see CAPTURE), and for a
    side card the risk of being trumped while trumps are out."""
    share = in_other_hands(game, seat, unseen)
    trump = game.trump.suit
    trumps_out = any(card.suit == trump for card in unseen)
    total = 0.0
    for card in game.hands[seat]:
        is_trump = card.suit == trump
        chance = (1 - share * CAPTURE[is_trump]) ** higher_out(card, unseen)
        if not is_trump and trumps_out:
            chance *= 1 - RUFF_RISK
        total += chance
    return total


def take_card(game: Planowanie, seat: int, cards: list[Card], need: int) -> Card:
    """Short of the bid by `need`. While the hand is worth more tricks than that (and not
    every trick left is needed), duck with any card but the `need` likeliest winners, to shed
    the surplus. Else take: lead a card nobody can beat, or the top trump when long in them
    (drawing the others' trumps), or the side card likeliest to win; follow with a card
    nobody can beat, or the cheapest winner when last to play, or else the strongest winner;
    when no card wins, throw the weakest, keeping the winners."""
    trump = game.trump.suit
    hand = game.hands[seat]
    unseen = unseen_cards(game, seat)
    every_trick = need >= len(hand)

    def strength(card: Card) -> tuple[bool, int]:
        return (card.suit == trump, card.rank)

    def promise(card: Card) -> tuple[bool, int, int]:  # higher: likelier to take a trick
        return (card.suit == trump, -higher_out(card, unseen), card.rank)

    sure = [card for card in cards if unbeatable(card, unseen, trump)]
    if not every_trick and hand_worth(game, seat, unseen) > need + SLACK:
        keep = sorted(hand, key=promise)[-need:]
        spare = [card for card in cards if card not in keep]
        if spare:
            return duck_card(game, seat, spare)
    if not game.trick:
        if sure:
            return min(sure, key=strength)
        # Long in trumps (more than the other hands likely hold between them): draw theirs,
        # so that they cannot trump this hand's winners.
        trumps = [card for card in cards if card.suit == trump]
        their_trumps = sum(1 for card in unseen if card.suit == trump) * in_other_hands(game, seat, unseen)
        if trumps and len(trumps) > their_trumps:
            return max(trumps, key=strength)
        side = [card for card in cards if card.suit != trump]
        return max(side or cards, key=promise)
    best = game.taking()[1]
    winning = [card for card in cards if _beats(card, best, trump)]
    if not winning:
        return min(cards, key=promise)
    if len(game.trick) == game.players - 1:
        return min(winning, key=strength)
    safe = [card for card in winning if card in sure]
    if safe:
        return min(safe, key=strength)
    # Others still to play may overtake: the strongest winner is the likeliest to hold. (The
    # cheapest, saving the strong cards for later, scored less against simple seats.)
    return max(winning, key=strength)


def duck_card(game: Planowanie, seat: int, cards: list[Card]) -> Card:
    """The bid made (or lost): lose the trick. Lead the card likeliest to lose; follow with
    the highest card that loses, and when void throw the most dangerous card, the one
    likeliest to take a trick later; forced to win, win with the strongest card when last."""
    trump = game.trump.suit
    unseen = unseen_cards(game, seat)

    def danger(card: Card) -> tuple[bool, int, int]:  # higher: likelier to take a trick later
        return (card.suit == trump, -higher_out(card, unseen), card.rank)

    if not game.trick:
        return min(cards, key=danger)
    best = game.taking()[1]
    losing = [card for card in cards if not _beats(card, best, trump)]
    if losing:
        return max(losing, key=danger)
    last = len(game.trick) == game.players - 1
    return max(cards, key=danger) if last else min(cards, key=danger)


# --- strong -----------------------------------------------------------------------------------


def rollout_move(game: Game, seat: int) -> Move:
    """Quick choices for the play-outs of search: the good level's bid, the simple level's
    cards (counting the cards played would cost more than it adds there)."""
    assert isinstance(game, Planowanie)
    if game.phase == "bid":
        return good_bid(game, seat)
    hand = game.hands[seat]
    led = SUIT_OF[game.trick[0][1]] if game.trick else None
    cards = [card for card in hand if SUIT_OF[card] == led] or hand
    return card_play(simple_card(game, seat, cards))


# Play-outs a strong move may cost (deals times candidate moves) at four seats and more; at
# fewer, a play-out plays fewer cards, and the same time buys more of them (PLAYOUTS * 4 /
# players). At two seats 600 rather than 300: strong beat good (tests/test_strength_order.py's
# duels, seeds 0-47) in 32 duels, lost 13, tied 3, p = 1e-4, against 27, 17 and 4, p = 0.0035,
# once good's bids were fitted per seat count; some 40 ms a move at the 95th percentile in
# CPython, then some 55 (at three seats 400, not measured).
PLAYOUTS = 300
MIN_DEALS = 12
BID_SPREAD = 2  # the bids searched: good's, and this many on each side of it


def strong_move(game: Game, seat: int) -> Move:
    """The strong level: paired Monte Carlo search (bots/search.py) over the legal cards, or
    the bids around good's, each played out to the end of the deal by the quick policy."""
    return paired_search(game, seat, strong_plan(game, seat), seat_rng(seat, len(game.log)))


def strong_plan(game: Game, seat: int) -> Plan:
    """The strong level's search: its candidates (strong_move), their deals and where the
    play-outs stop."""
    assert isinstance(game, Planowanie)
    moves = game.legal_moves(seat)
    if game.phase == "bid":
        near = good_bid(game, seat).tricks
        moves = [move for move in moves if isinstance(move, Bid) and abs(move.tricks - near) <= BID_SPREAD]
    # Good's choice first: the search keeps the first of equal totals, so a tie (ducking or
    # taking alike on every deal tried) goes to the move good's principles prefer, not to
    # whichever card sorts first.
    preferred = good_move(game, seat)
    moves = [preferred, *(move for move in moves if move != preferred)]
    deal = game.number

    # Play-outs stop when this deal is scored: the deals after it are shuffled afresh, so no
    # move now changes what they hold, and playing them out would only add their luck (and
    # ten times the cost) to the comparison. Returns are zero-sum totals, so the deal's
    # points count against the others' (see Planowanie.returns).
    def over(trial: Game) -> bool:
        assert isinstance(trial, Planowanie)
        return trial.number != deal or trial.is_over()

    playouts = PLAYOUTS * 4 // min(game.players, 4)
    return Plan(moves, max(MIN_DEALS, playouts // len(moves)), rollout_move, over)


def explain(game: Game, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    """Why `move` suits the seat now, in one line: a catalog key of the page's texts
    ("hint.why.planowanie.*") and its numbers. Facts of the position, true whoever chose the move."""
    assert isinstance(game, Planowanie)
    if isinstance(move, Bid):
        return "hint.why.planowanie.bid", {"n": move.tricks}
    assert isinstance(move, Play)
    bid = game.bids[seat]
    assert bid is not None
    need = bid - game.won[seat]
    card = move.cards[0]
    takes = not game.trick or _beats(card, game.taking()[1], game.trump.suit)
    if need > 0:
        if not game.trick:
            return "hint.why.planowanie.lead_need", {"n": need}
        return ("hint.why.planowanie.win" if takes else "hint.why.planowanie.throw"), {"n": need}
    if not game.trick:
        return "hint.why.planowanie.lead_low", {"n": bid}
    return ("hint.why.planowanie.forced" if takes else "hint.why.planowanie.duck"), {"n": bid}


def review_why(game: Game, seat: int, played: Move, best: Move) -> tuple[str, dict[str, int]]:
    """The review's line why `played` cost more than `best` (engine/review.py): a fact of the
    position as the seat saw it, or "review.why.search" where only the search tells them apart."""
    assert isinstance(game, Planowanie)
    if isinstance(played, Bid) and isinstance(best, Bid):
        key = "review.why.planowanie.bid_low" if played.tricks < best.tricks else "review.why.planowanie.bid_high"
        return key, {"n": played.tricks, "m": best.tricks}
    assert isinstance(played, Play) and isinstance(best, Play)
    bid = game.bids[seat]
    assert bid is not None
    need = bid - game.won[seat]
    if game.trick:
        top = game.taking()[1]
        takes, best_takes = (_beats(move.cards[0], top, game.trump.suit) for move in (played, best))
        if need > 0 and best_takes and not takes:
            return "review.why.planowanie.let_go", {"n": need}
        if need <= 0 and takes and not best_takes:
            return "review.why.planowanie.overtake", {"n": bid}
    return "review.why.search", {}


LEVELS: dict[str, Policy] = {"simple": simple_move, "good": good_move, "strong": strong_move}

"""Planowanie, the Polish Oh Hell (RULES.md section 4, `seeds/003_4f809c844a361f7c.txt`).

Two to five players, one 52-card deck, ace high down to two. Ten deals: the
first gives ten cards each, every next one a card fewer, down to one. With the
option "ones" the one-card deal is played as many times as there are players
(9 + players deals), so everyone bids last once. The deal passes clockwise.

After each deal the next card of the stock is turned up and sets the trump
suit; it stays in view all deal. From the dealer's left, clockwise, everyone
bids how many tricks they will take, 0 up to the cards dealt; the last bidder
(the dealer) may not bid the number that makes the bids add up to the tricks
in the deal (the "hook"). The dealer's left leads the first trick, the winner
of each trick leads the next. Follow suit if you can, otherwise play any card;
there is no duty to beat or to trump. The trick goes to the highest trump, or
without trumps to the highest card of the suit led. Taking exactly the bid
scores tricks + 10; anything else loses the bid (a failed 0 costs nothing).
After the last deal the highest total wins.

[decided] here, where RULES.md is silent:
- cards are dealt one at a time from the dealer's left (seat 0 first with a
  stacked deck, whose dealer is seat n-1), then the next card is the trump card;
- the first dealer is the option "dealer", or drawn from the seed;
- tied totals share a place (result "places"); `ranking` lists tied seats in
  seat order;
- the last completed trick stays in the view until the next trick is complete,
  across the deal boundary, so the table can show it being collected.

Moves are checked by `check`, which says why a move is refused, and listed by
`legal_moves`; both follow the same predicates (`_forbidden`, `_follows`).
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import NotRequired, Self, TypedDict

from ..cards import CODE_OF, STANDARD, SUIT_NAMES, SUIT_OF, SUITS, Card, deck
from ..core import ConfigError, Game, IllegalMove, Option, Options, Ruleset, SeatView, View, first_deal
from ..moves import Bid, Move, Play
from ..rng import Rng

FIRST_DEAL = 10  # cards each in the first deal; one fewer every deal after
BONUS = 10  # added to the tricks of an exact bid
SUIT_ORDER = {"C": 0, "D": 1, "S": 2, "H": 3}  # a hand shown sorted: colours alternate
SUIT_SETS = [frozenset(suits) for size in range(1, len(SUITS)) for suits in combinations(SUITS, size)]


def deal_sizes(players: int, ones: bool) -> list[int]:
    """Cards each, deal by deal: 10 down to 1, or 10 down to 2 then `players` one-card deals."""
    if ones:
        return list(range(FIRST_DEAL, 1, -1)) + [1] * players
    return list(range(FIRST_DEAL, 0, -1))


class TrickCard(TypedDict):
    seat: int
    card: str


class LastTrick(TypedDict):
    leader: int
    cards: list[TrickCard]
    winner: int


class SheetRow(TypedDict):
    """A row of the score sheet: one deal."""

    deal: int
    cards: int
    dealer: int
    trump: str
    bids: list[int | None]
    tricks: list[int]
    points: list[int]
    totals: list[int]


class PlanowanieSeat(SeatView):
    bid: int | None
    won: int
    tally: str
    total: int


class PlanowanieResult(TypedDict):
    ranking: list[int]
    scores: list[int]
    places: list[int]


class PlanowanieView(View):
    """What a seat sees of a game of Planowanie (docs/protocol.md)."""

    deal: int
    deals: int
    cards: int
    dealer: int
    trump: str
    trump_suit: str
    hand: list[str] | None
    stock: int
    leader: int
    trick: list[TrickCard]
    last_trick: LastTrick | None
    bids: list[int | None]
    forbidden: int | None
    seats: list[PlanowanieSeat]
    sheet: list[SheetRow]
    totals: list[int]
    result: NotRequired[PlanowanieResult]


class Planowanie(Game):
    """A game of Planowanie: the deal in progress, the bids, the trick, and the score sheet."""

    def __init__(self, players: int, rng: Rng, first_dealer: int, ones: bool, first_cards: list[Card]) -> None:
        self.ruleset_id = "planowanie"
        self.players = players
        self.rng = rng
        self.first_dealer = first_dealer
        self.ones = ones
        self.sizes = deal_sizes(players, ones)
        self.number = -1  # index of the deal in progress in `sizes`
        self.dealer = first_dealer
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []
        self.trump: Card = first_cards[0]
        self.bids: list[int | None] = [None] * players
        self.won = [0] * players
        self.phase = "bid"
        self.turn: int | None = None
        self.leader = 0
        self.trick: list[tuple[int, Card]] = []
        self.taken: list[Card] = []  # the cards of the tricks completed this deal
        self.last_trick: LastTrick | None = None
        self.sheet: list[SheetRow] = []
        self.totals = [0] * players
        self.log = []
        self.deal_only = False  # a search's copy (see resample): the game ends with this deal
        self._deal(first_cards)

    # --- dealing --------------------------------------------------------------------

    def _deal(self, cards: list[Card]) -> None:
        """Start the next deal from `cards` in dealing order: one card at a time from the
        dealer's left, then the next card turned up for trump; the rest is the stock."""
        self.number += 1
        self.dealer = (self.first_dealer + self.number) % self.players
        size = self.sizes[self.number]
        n = self.players
        dealt = size * n
        # One card at a time from the dealer's left: the k-th seat from there gets every n-th
        # card from the k-th, taken by a slice (into the same lists) rather than card by card.
        for k in range(n):
            self.hands[(self.dealer + 1 + k) % n][:] = cards[k:dealt:n]
        self.trump = cards[dealt]
        self.stock = cards[dealt + 1 :]
        self.taken = []
        self.trick = []
        self.bids = [None] * n
        self.won = [0] * n
        self.phase = "bid"
        self.turn = self.leader = (self.dealer + 1) % n
        if self.recording:  # _event's, written out (no keyword arguments to gather)
            self.log.append(
                {
                    "n": len(self.log),
                    "seat": self.dealer,
                    "type": "deal",
                    "deal": self.number + 1,
                    "cards": size,
                    "trump": CODE_OF[self.trump],
                }
            )

    @property
    def size(self) -> int:
        """Cards each in the deal in progress: the number of tricks in it."""
        return self.sizes[self.number]

    # --- what the game awaits -------------------------------------------------------

    def waiting_for(self) -> list[int]:
        return [] if self.turn is None else [self.turn]

    def mover(self) -> int:
        turn = self.turn
        assert turn is not None
        return turn

    def is_over(self) -> bool:
        return self.phase == "over"

    def ranking(self) -> list[int]:
        return sorted(range(self.players), key=lambda seat: (-self.totals[seat], seat))

    def places(self) -> list[int]:
        """Each seat's place: 1 for the highest total; equal totals share a place."""
        return [1 + sum(1 for other in self.totals if other > total) for total in self.totals]

    def _forbidden(self) -> int | None:
        """The bid the hook rule takes from the last bidder now, if it is in range."""
        if self.phase != "bid" or self.turn != self.dealer:
            return None
        rest = self.size - sum(bid for bid in self.bids if bid is not None)
        return rest if 0 <= rest <= self.size else None

    def _led(self) -> str | None:
        return self.trick[0][1].suit if self.trick else None

    def _follows(self, hand: list[Card], card: Card) -> bool:
        """May `card` go on the trick from `hand`: the suit led, or any card without it."""
        led = self._led()
        return led is None or card.suit == led or all(c.suit != led for c in hand)

    # --- legal moves -----------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        if self.phase == "bid":
            bids = _BIDS[: self.sizes[self.number] + 1]
            forbidden = self._forbidden()
            if forbidden is not None:
                del bids[forbidden]
            return bids
        # _led written out, the suits looked up (SUIT_OF): this is most moves' listing.
        hand = self.hands[seat]
        trick = self.trick
        if trick:
            led = SUIT_OF[trick[0][1]]
            suited = [c for c in hand if SUIT_OF[c] == led]
            if suited:
                hand = suited
        return [_PLAYS[c] for c in sorted(hand, key=_DISPLAY_ORDER)]

    # --- checking a move ----------------------------------------------------------------

    def _check(self, seat: int, move: Move) -> None:
        self._check_turn(seat)
        if self.phase == "bid":
            if not isinstance(move, Bid):
                raise IllegalMove(
                    f"Bidding comes first: say how many tricks you will take, 0 to {self.size}.",
                    reason="planowanie.bid_first",
                    n=self.size,
                )
            if not 0 <= move.tricks <= self.size:
                raise IllegalMove(
                    f"This deal has {self.size} card{'s' if self.size != 1 else ''} each: bid 0 to {self.size} tricks, not {move.tricks}.",
                    reason="planowanie.bid_range",
                    n=self.size,
                    tricks=move.tricks,
                )
            if move.tricks == self._forbidden():
                others = self.size - move.tricks
                raise IllegalMove(
                    f"As the last bidder you may not bid {move.tricks}: with the others' {others} it would make "
                    f"{self.size}, the tricks in this deal, and someone must miss. Bid any other number from 0 to {self.size}.",
                    reason="planowanie.last_bid",
                    n=self.size,
                    tricks=move.tricks,
                    others=others,
                )
            return
        if isinstance(move, Bid):
            raise IllegalMove("The bidding is over: play a card.", reason="planowanie.bidding_over")
        if not isinstance(move, Play):
            raise IllegalMove("In Planowanie you only bid and play cards.", reason="planowanie.moves")
        if len(move.cards) != 1:
            raise IllegalMove("Play one card at a time.", reason="game.one_card")
        if (
            move.suit is not None
            or move.target is not None
            or move.announce
            or move.as_rank is not None
            or move.as_spade
        ):
            raise IllegalMove(
                "In Planowanie a play is one card: it names no suit or player and announces nothing.",
                reason="planowanie.plain_play",
            )
        card = move.cards[0]
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalMove(f"The {card.name()} is not in your hand.", reason="game.not_in_hand", card=card.code)
        if not self._follows(hand, card):
            led = self.trick[0][1].suit
            raise IllegalMove(
                f"You must follow suit: {SUIT_NAMES[led]} were led and you hold {SUIT_NAMES[led]}.",
                reason="planowanie.follow_suit",
                suit=led,
            )

    # --- carrying out a move ---------------------------------------------------------------

    def _apply(self, seat: int, move: Move) -> None:
        n = self.players
        if isinstance(move, Play):  # asked first: most moves are plays
            card = move.cards[0]
            self.hands[seat].remove(card)
            trick = self.trick
            trick.append((seat, card))
            recording = self.recording
            if recording:  # _new_event's fields, then the card, written out: a play is most moves
                self.log.append({"n": len(self.log), "seat": seat, "type": "play", "card": CODE_OF[card]})
            if len(trick) < n:
                self.turn = (seat + 1) % n
                return
            winner = self.taking()[0]
            self.won[winner] += 1
            cards = [c for _, c in trick]
            self.taken += cards
            if recording:  # what the view shows of the trick: a search's play-outs show nothing
                codes = [CODE_OF[c] for c in cards]
                self.last_trick = {
                    "leader": self.leader,
                    "cards": [{"seat": s, "card": code} for (s, _), code in zip(trick, codes)],
                    "winner": winner,
                }
                self.log.append(
                    {"n": len(self.log), "seat": winner, "type": "trick", "leader": self.leader, "cards": codes}
                )
            self.trick = []
            self.turn = self.leader = winner
            if not self.hands[winner]:
                self._score()
            return
        assert isinstance(move, Bid)
        tricks = move.tricks
        self.bids[seat] = tricks
        if self.recording:  # _event's, written out (no keyword arguments to gather)
            self.log.append({"n": len(self.log), "seat": seat, "type": "bid", "tricks": tricks})
        if seat == self.dealer:
            self.phase = "play"
            self.turn = self.leader = (seat + 1) % n
        else:
            self.turn = (seat + 1) % n

    def taking(self) -> tuple[int, Card]:
        """The seat and the card taking the trick so far: the highest trump, else the highest
        card of the suit led. Suits looked up (SUIT_OF); within a suit a card's number orders
        it as its rank does (rank, then suit)."""
        suit = SUIT_OF
        trump = suit[self.trump]
        best_seat, best = self.trick[0]
        best_suit = suit[best]
        for seat, card in self.trick:  # the first against itself changes nothing
            card_suit = suit[card]
            if card_suit == best_suit:
                if card > best:
                    best_seat, best = seat, card
            elif card_suit == trump:
                best_seat, best, best_suit = seat, card, card_suit
        return best_seat, best

    def _score(self) -> None:
        """End of a deal: exact bids score tricks + 10, others lose the bid; then the next deal."""
        points = []
        bids, won, totals = self.bids, self.won, self.totals
        recording = self.recording
        for seat in range(self.players):
            bid = bids[seat]
            assert bid is not None
            tricks = won[seat]
            got = tricks + BONUS if tricks == bid else -bid
            points.append(got)
            total = totals[seat] = totals[seat] + got
            if recording:  # _event's, written out (no keyword arguments to gather)
                self.log.append(
                    {
                        "n": len(self.log),
                        "seat": seat,
                        "type": "score",
                        "bid": bid,
                        "tricks": tricks,
                        "points": got,
                        "total": total,
                    }
                )
        self.sheet.append(
            {
                "deal": self.number + 1,
                "cards": self.sizes[self.number],
                "dealer": self.dealer,
                "trump": CODE_OF[self.trump],
                "bids": list(self.bids),
                "tricks": list(self.won),
                "points": points,
                "totals": list(self.totals),
            }
        )
        if self.number + 1 < len(self.sizes) and not self.deal_only:
            # The game's cards, gathered and sorted, are always the deck's 52 in order:
            # copied from that order, not gathered from the table and sorted each deal.
            cards = list(_SORTED_DECK)
            self.rng.shuffle(cards)
            self._deal(cards)
            return
        self.phase = "over"
        self.turn = None
        if self.recording:
            ranking = self.ranking()
            self._event(ranking[0], "end", ranking=ranking, places=self.places(), totals=list(self.totals))

    # --- what a seat sees -------------------------------------------------------------------

    def view(self, seat: int, open_hands: bool = False) -> PlanowanieView:
        over = self.phase == "over"
        seats: list[PlanowanieSeat] = []
        for s in range(self.players):
            bid = self.bids[s]
            seats.append(
                {
                    "seat": s,
                    "hand": [c.code for c in sorted(self.hands[s], key=_DISPLAY_ORDER)]
                    if s == seat or open_hands
                    else None,
                    "dealt": [c.code for c in self.hands[s]] if s == seat or open_hands else None,
                    "hand_count": len(self.hands[s]),
                    "bid": bid,
                    "won": self.won[s],
                    "tally": f"{self.won[s]}/{'-' if bid is None else bid}",
                    "total": self.totals[s],
                }
            )
        out: PlanowanieView = {
            "ruleset": self.ruleset_id,
            "players": self.players,
            "seat": seat,
            "phase": self.phase,
            "turn": self.turn,
            "waiting_for": self.waiting_for(),
            "legal_moves": [move.to_json() for move in self.legal_moves(seat)],
            "deal": self.number + 1,
            "deals": len(self.sizes),
            "cards": self.size,
            "dealer": self.dealer,
            "trump": self.trump.code,
            "trump_suit": self.trump.suit,
            "hand": seats[seat]["hand"],
            "stock": len(self.stock),
            "leader": self.leader,
            "trick": [{"seat": s, "card": c.code} for s, c in self.trick],
            "last_trick": self.last_trick,
            "bids": list(self.bids),
            "forbidden": self._forbidden(),
            "seats": seats,
            "sheet": [row.copy() for row in self.sheet],
            "totals": list(self.totals),
            "log": self.shown_log(),
            "over": over,
        }
        if over:
            out["result"] = {"ranking": self.ranking(), "scores": list(self.totals), "places": self.places()}
        return out

    # --- copies and checks -------------------------------------------------------------------

    def clone(self) -> Self:
        other = super().clone()
        other.rng = Rng(self.rng.state)
        other.hands = [list(hand) for hand in self.hands]
        for name in ("stock", "bids", "won", "trick", "taken", "sheet", "totals", "sizes"):
            setattr(other, name, list(getattr(self, name)))
        return other

    # --- for search: what a seat cannot see, dealt afresh --------------------------------------

    def voids(self) -> list[set[str]]:
        """The suits each seat has shown it lacks this deal: it did not follow them when led.
        Read from the public log: the plays since the deal, a trick every `players` plays."""
        start = max(i for i, event in enumerate(self.log) if event["type"] == "deal")
        plays = [(event["seat"], event["card"][1]) for event in self.log[start:] if event["type"] == "play"]
        void: list[set[str]] = [set() for _ in range(self.players)]
        for first in range(0, len(plays), self.players):
            trick = plays[first : first + self.players]
            led = trick[0][1]
            for seat, suit in trick[1:]:
                if suit != led:
                    void[seat].add(led)
        return void

    def resample(self, seat: int, rng: Rng) -> Self:
        """A copy in which the other hands and the stock are dealt afresh from `rng`, consistent
        with all `seat` has seen: its hand, the trump card, the cards played this deal, the
        suits each player has shown void in, and how many cards each holds. Built only from
        those (the unseen cards in a canonical order), never from the hidden cards, so two
        games that differ only in what `seat` cannot see give the same copies. The copy's
        generator, which shuffles the deals to come, is reseeded from `rng` too: the
        game's own would tell the search the future. The copy's game ends with this deal
        (`deal_only`): the next one is a fresh shuffle no move now can steer, and a search
        scores its play-outs on the deal in progress (bots/planowanie.py)."""
        other = self.clone()
        other.rng = Rng(rng.next64())
        other.deal_only = True
        seen = {*self.hands[seat], self.trump, *self.taken, *(card for _, card in self.trick)}
        pool = [card for card in STANDARD if card not in seen]
        rng.shuffle(pool)
        needs = {s: len(self.hands[s]) for s in range(self.players) if s != seat}
        allowed = {s: frozenset(SUITS) - void for s, void in enumerate(self.voids()) if s != seat}
        dealt = _deal_within_suits(pool, needs, allowed)
        for s, hand in dealt.items():
            other.hands[s] = hand
        taken = {card for hand in dealt.values() for card in hand}
        other.stock = [card for card in pool if card not in taken]
        return other

    def returns(self) -> list[float]:
        """Each seat's total less the mean of the others' (zero-sum: a search that maximises
        it plays to win the game, not only to score). Meaningful after any deal scored, so a
        search may stop its play-outs at the end of a deal."""
        whole = sum(self.totals)
        n = self.players
        return [total - (whole - total) / (n - 1) for total in self.totals]

    def cards(self) -> list[Card]:
        every = [*self.stock, self.trump, *self.taken, *(card for _, card in self.trick)]
        for hand in self.hands:
            every += hand
        return every


def _deal_within_suits(
    pool: list[Card], needs: dict[int, int], allowed: dict[int, frozenset[str]]
) -> dict[int, list[Card]]:
    """Hands of `needs[seat]` cards from `pool` (already shuffled), each of the seat's
    `allowed` suits only. Seats short of suits choose first, each taking the next allowed
    cards of the pool; a card is refused when what would be left could no longer fill the
    other hands (Hall's condition over the suits), so the deal never gets stuck."""
    left = dict(needs)
    supply = Counter(card.suit for card in pool)
    hands: dict[int, list[Card]] = {seat: [] for seat in needs}
    taken: set[Card] = set()
    constrained = any(len(suits) < len(SUITS) for suits in allowed.values())
    for seat in sorted(needs, key=lambda s: (len(allowed[s]), s)):
        for card in pool:
            if not left[seat]:
                break
            if card in taken or card.suit not in allowed[seat]:
                continue
            supply[card.suit] -= 1
            left[seat] -= 1
            if constrained and not _fillable(supply, left, allowed):
                supply[card.suit] += 1
                left[seat] += 1
                continue
            hands[seat].append(card)
            taken.add(card)
    assert not any(left.values()), "the cards seen admit no deal"
    return hands


def _fillable(supply: Counter[str], left: dict[int, int], allowed: dict[int, frozenset[str]]) -> bool:
    """Can the hands still to fill get their cards? For every set of suits, the seats limited
    to those suits must need no more than the cards of them left (Hall's condition)."""
    # Only seats with cards still to get and limited to fewer than all suits can break it.
    limits = [(allowed[seat], n) for seat, n in left.items() if n and len(allowed[seat]) < len(SUITS)]
    if not limits:
        return True
    for suits in SUIT_SETS:
        limited = sum(n for within, n in limits if within <= suits)
        if limited and limited > sum(supply[suit] for suit in suits):
            return False
    return True


# The moves legal_moves lists, made once: moves are frozen values, so one serves every call.
_PLAYS = {card: Play((card,)) for card in STANDARD}
_BIDS: list[Move] = [Bid(k) for k in range(len(STANDARD) + 1)]
_SORTED_DECK = tuple(sorted(STANDARD))  # the cards of a game, sorted: each next deal's before its shuffle


def _display_order(card: Card) -> int:
    """Where a card is shown in a hand: by suit in SUIT_ORDER, then rank (one int: a sort
    compares ints faster than tuples)."""
    return SUIT_ORDER[card.suit] * 16 + card.rank


# _display_order, looked up: the key of each listing's sort, bound once.
_DISPLAY_ORDER = {card: _display_order(card) for card in STANDARD}.__getitem__


def card_play(card: Card) -> Play:
    """The play of `card`, made once."""
    return _PLAYS[card]


def start_planowanie(players: int, seed: int, options: Options, stacked: list[Card] | None) -> Game:
    full = deck(1)
    if players * FIRST_DEAL + 1 > len(full):
        raise ConfigError(f"Planowanie is played by 2 to 5: {players} players cannot each get ten cards and a trump.")
    rng = Rng(seed)
    # RULES.md "Seats and stacked deals": dealt one card at a time to seats 0..n-1 by seat n-1.
    dealer, cards = first_deal(players, rng, options, stacked, full, stacked_dealer=players - 1)
    return Planowanie(players, rng, dealer, bool(options["ones"]), cards)


PLANOWANIE = Ruleset(
    id="planowanie",
    name="Planowanie",
    min_players=2,
    max_players=5,
    options=(
        Option(
            "ones",
            "bool",
            False,
            label="With ones: the one-card deal once per player",
            called='the option "with ones"',
        ),
        Option("dealer", "seat", None, label="Dealer (random if not set)", called="the first dealer"),
    ),
    start=start_planowanie,
)

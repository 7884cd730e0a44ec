"""The shedding family of the Shithead / Palace kind: Idiot and Belgia (RULES.md sections 1 and 2).

Each player has hidden table cards, face-up cards on them and a hand. Plays
are one or more cards of one rank, at least as high as the top of the pile;
2 goes on anything and anything goes on it; 10 burns the pile; four or more
of a rank lying together burn it; after a burn the same player goes again.
Who cannot or will not play takes the pile. Hand first (refilled to three
from the stock), then the face-up cards, then the hidden ones drawn blind.
Whoever still holds cards when everyone else is out loses.

The variants differ in the parameters of `SheddingRules`; each field names
the rule it stands for. Moves are checked by `check`, which says why a move
is refused, and listed by `legal_moves`; both follow the same predicates.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import combinations, product
from typing import NotRequired, Self, TypedDict

from ..cards import BLACK_JOKER, JOKER, RANK_OF, RED_JOKER, STANDARD, Card, deck, rank_code
from ..core import (
    ConfigError,
    Game,
    IllegalMove,
    Option,
    Options,
    Ruleset,
    SeatChoices,
    SeatView,
    View,
    first_deal,
)
from ..moves import Choose, Flip, MadeOnce, Move, Play, Ready, Risk, Swap, Take
from ..rng import Rng

TWO, THREE, TEN, ACE = 2, 3, 10, 14
THREE_OF_HEARTS = Card(THREE, "H")
BURN_RUN = 4  # four or more of a rank lying together burn the pile
HAND_SIZE = 3
# [decided] play can circle forever once no card can leave the game (two players passing
# the pile back and forth); after this many moves with no burn and nobody going out,
# the game ends and those still holding cards are ranked by how many they hold.
STALEMATE_MOVES = 200


@dataclass(frozen=True)
class SheddingRules:
    """Where the variants of the family differ: each field is one rule of RULES.md."""

    # Idiot: 10 goes on any card. Belgia: 10 only on a 10 or lower (or on a 2).
    ten_on_anything: bool
    # Idiot: instead of taking the pile you may risk the top card of the stock.
    may_risk_stock: bool
    # Belgia: six cards are dealt to choose the three face-up ones from.
    # Idiot: three are dealt face up, and hand cards may be swapped with them before play.
    choose_face_up: bool
    # Belgia: once hand and stock are empty the face-up cards are taken into the hand.
    # Idiot: they are played from the table.
    face_up_into_hand: bool
    # Belgia: every play with a spade in it sends the turn back one seat.
    spades_send_back: bool
    # Belgia: the holder of the 3 of hearts opens with it. Idiot: the dealer's left opens.
    three_of_hearts_opens: bool


class SheddingSeat(SeatView):
    visible: list[str]
    hidden: int
    ready: bool
    place: int | None
    source: str
    known: list[str]


# "as" is a Python keyword, so this one is written as a call.
JokerInPile = TypedDict("JokerInPile", {"index": int, "as": str, "spade": bool})


class SheddingResult(TypedDict):
    ranking: list[int]
    loser: int


class SheddingView(View):
    """What a seat sees of Idiot or Belgia (docs/protocol.md)."""

    dealer: int
    pile: list[str]
    pile_ranks: list[str]
    jokers: list[JokerInPile]
    revealed: str | None
    stock: int
    burned: int
    seats: list[SheddingSeat]
    result: NotRequired[SheddingResult]


class Shedding(Game):
    """A game of the shedding family; `rules` holds what the variant changes."""

    rules: SheddingRules

    def __init__(self, ruleset_id: str, rules: SheddingRules, players: int, dealt: list[Card], dealer: int) -> None:
        self.ruleset_id = ruleset_id
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.hidden: list[list[Card]] = [[] for _ in range(players)]
        self.visible: list[list[Card]] = [[] for _ in range(players)]
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        # RULES.md "Seats and stacked deals": one card at a time from the dealer's left,
        # three rounds of hidden cards, then three of visible ones and three of hand
        # cards (Idiot), or six of cards to choose the face-up ones from (Belgia).
        order = [(dealer + 1 + i) % players for i in range(players)]
        rounds = (
            [self.hidden, self.hands, self.hands] if rules.choose_face_up else [self.hidden, self.visible, self.hands]
        )
        cards = iter(dealt)
        for pile in rounds:
            for _ in range(HAND_SIZE):
                for seat in order:
                    pile[seat].append(next(cards))
        rest = list(cards)
        rest.reverse()  # the first remaining card is on top: the end of the list
        self.stock: list[Card] = rest
        self.pile: list[Card] = []
        self.pile_ranks: list[int] = []  # the rank each pile card counts as (a joker: the rank declared)
        self.spade_jokers: list[int] = []  # the pile's places of a black joker declared a spade
        self.burned: list[Card] = []
        self.ready = [False] * players
        self.turn: int | None = None
        self.out: list[int] = []  # seats in the order they went out
        self.quiet = 0  # moves since a card last left the game or a player went out
        self.revealed: Card | None = None  # a joker drawn blind, waiting to be declared
        # cards everyone knows to be in a hand: taken with the pile, turned up, swapped, picked up
        self.known: list[Counter[Card]] = [Counter() for _ in range(players)]
        self.opening: tuple[int, Card | None] | None = None  # the first play's rank and card, until made
        self.log = []

    # --- what the game awaits -------------------------------------------------

    def waiting_for(self) -> list[int]:
        if self.turn is not None:
            return [self.turn]
        if self.is_over():
            return []
        return [seat for seat in range(self.players) if not self.ready[seat]]

    def is_over(self) -> bool:
        return len(self.out) == self.players

    def mover(self) -> int:
        turn = self.turn
        return turn if turn is not None else self.waiting_for()[0]

    def ranking(self) -> list[int]:
        return list(self.out)

    def source(self, seat: int) -> str:
        """Where `seat` plays from now: "hand", then "visible", then "hidden"."""
        if self.revealed is not None and seat == self.turn:
            return "revealed"
        if self.hands[seat]:
            return "hand"
        if self.visible[seat]:
            return "visible"
        return "hidden"

    def fits(self, rank: int) -> bool:
        """May a card of `rank` go on the pile now?"""
        if not self.pile_ranks or self.pile_ranks[-1] == TWO or rank == TWO:
            return True
        top = self.pile_ranks[-1]
        if rank == TEN:
            return self.rules.ten_on_anything or top <= TEN
        return rank >= top

    # --- legal moves ------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        if self.turn is None:
            return self._setup_moves(seat)
        # source() and cards_at() written out, once a move: `seat` is the turn's here
        if self.revealed is not None:
            return self._plays([self.revealed])
        cards = self.hands[seat] or self.visible[seat]
        if not cards:
            moves: list[Move] = [Flip(i) for i in range(len(self.hidden[seat]))]
        else:
            ordered = sorted(cards)  # by rank, then suit: jokers (rank 0) first
            if self.opening is None and RANK_OF[ordered[0]] != JOKER:
                # The common case, written here rather than in _plays (a call less a move): each
                # rank's plays made once (_PLAIN_PLAYS), and fits() written out, the top read once.
                ranks = self.pile_ranks
                top = ranks[-1] if ranks and ranks[-1] != TWO else 0
                ten_fits = not top or self.rules.ten_on_anything or top <= TEN
                moves = []
                # The cards grouped by rank as they go by, each group's plays added once it ends:
                # itertools.groupby's group objects, made into tuples, cost more than this loop
                # (idiot's random moves 11% faster in CPython).
                group: tuple[Card, ...] = ()
                last = 0  # the group's rank
                for card in ordered:
                    rank = RANK_OF[card]
                    if rank == last:
                        group += (card,)
                        continue
                    if group and (last >= top or last == TWO or (last == TEN and ten_fits)):
                        moves += _PLAIN_PLAYS[group]
                    group, last = (card,), rank
                if last >= top or last == TWO or (last == TEN and ten_fits):  # the last group
                    moves += _PLAIN_PLAYS[group]
            else:
                moves = self._plays(ordered)  # a new list each call: ours to add to
        if self.pile:
            moves.append(_TAKE)
        if self.rules.may_risk_stock and self.stock:
            moves.append(_RISK)
        return moves

    def cards_at(self, seat: int, source: str) -> list[Card]:
        if source == "revealed":
            assert self.revealed is not None
            return [self.revealed]
        return self.hands[seat] if source == "hand" else self.visible[seat]

    def _setup_moves(self, seat: int) -> list[Move]:
        if self.rules.choose_face_up:
            hand = sorted(self.hands[seat])
            return [Choose(cards) for cards in sorted(set(combinations(hand, HAND_SIZE)))]
        # In the order of the swaps' str, as ever: "Swap(hand=<repr of the hand card>, table=<...>)"
        # orders by the hand card's repr, then the table card's (no card's repr begins another's),
        # so the cards are sorted, not the swaps.
        hand = sorted(set(self.hands[seat]), key=_card_repr)
        table = sorted(set(self.visible[seat]), key=_card_repr)
        moves: list[Move] = [_SWAPS[h, t] for h in hand for t in table if h != t]
        moves.append(_READY)
        return moves

    def _plays(self, cards: list[Card]) -> list[Move]:
        """Every play of one rank from `cards` that fits: each choice of which cards of the
        rank, and of the jokers standing for it (the black joker a spade or not). For a joker
        drawn blind, cards with jokers, and the opening play: _legal_moves lists the others."""
        by_rank: dict[int, list[Card]] = {}
        jokers: list[Card] = []
        for card in cards:
            if card.rank == JOKER:
                jokers.append(card)
            else:
                by_rank.setdefault(card.rank, []).append(card)
        plays: list[Move] = []
        opening = self.opening is not None
        jokers.sort()
        for rank in range(TWO, ACE + 1) if jokers else sorted(by_rank):
            if not self.fits(rank) or (opening and not self._may_open(rank, ())):
                continue
            real = by_rank.get(rank)
            group = tuple(sorted(real + jokers)) if real else tuple(jokers)
            if opening:
                plays += [play for play in _RANK_PLAYS[rank, group] if self._may_open(rank, play.cards)]
            else:
                plays += _RANK_PLAYS[rank, group]
        return plays

    def _may_open(self, rank: int, cards: Sequence[Card]) -> bool:
        """The first play of a game opened by the 3 of hearts rule: that rank, with that card."""
        if self.opening is None:
            return True
        open_rank, open_card = self.opening
        return rank == open_rank and (not cards or open_card is None or open_card in cards)

    # --- checking a move ----------------------------------------------------------

    def _check(self, seat: int, move: Move) -> None:
        self._check_turn(seat)
        if self.turn is None:
            self._check_setup(seat, move)
        elif self.source(seat) == "revealed" and not isinstance(move, Play):
            raise IllegalMove(
                "You drew a joker: say what it stands for and play it.", reason="shedding.name_drawn_joker"
            )
        elif isinstance(move, Play):
            self._check_play(seat, move)
        elif isinstance(move, Take):
            if not self.pile:
                raise IllegalMove("The pile is empty: there is nothing to take.", reason="shedding.pile_empty")
        elif isinstance(move, Risk):
            if not self.rules.may_risk_stock:
                raise IllegalMove(
                    "This game has no risking the stock: play or take the pile.", reason="shedding.no_risk"
                )
            if not self.stock:
                raise IllegalMove("The stock is empty: there is no card to risk.", reason="shedding.stock_empty")
        elif isinstance(move, Flip):
            if self.source(seat) != "hidden":
                raise IllegalMove(
                    "Hidden cards come last: play your hand and face-up cards first.", reason="shedding.hidden_last"
                )
            if move.index >= len(self.hidden[seat]):
                raise IllegalMove(
                    f"You have {len(self.hidden[seat])} hidden cards: there is no card {move.index + 1}.",
                    reason="shedding.no_hidden_card",
                    n=len(self.hidden[seat]),
                    index=move.index + 1,
                )
        elif isinstance(move, (Swap, Ready, Choose)):
            raise IllegalMove("Play has begun: the cards on the table stay as they are.", reason="shedding.play_begun")
        else:
            kind = move.to_json()["type"]
            if self.rules.may_risk_stock:
                raise IllegalMove(
                    f"A {kind} is not a move of this game: play, take the pile, or risk the stock.",
                    reason="shedding.not_a_move",
                    move=kind,
                )
            raise IllegalMove(
                f"A {kind} is not a move of this game: play, take the pile.",
                reason="shedding.not_a_move_no_risk",
                move=kind,
            )

    def _check_setup(self, seat: int, move: Move) -> None:
        if self.rules.choose_face_up:
            if not isinstance(move, Choose):
                raise IllegalMove(
                    "First choose the three cards to lay face up on your surprises.", reason="shedding.choose_first"
                )
            if len(move.cards) != HAND_SIZE:
                raise IllegalMove(
                    f"Choose exactly {HAND_SIZE} cards to lay face up, not {len(move.cards)}.",
                    reason="shedding.choose_three",
                    size=HAND_SIZE,
                    n=len(move.cards),
                )
            missing = Counter(move.cards) - Counter(self.hands[seat])
            if missing:
                card = next(iter(missing))
                raise IllegalMove(
                    f"The {card.name()} is not among your six cards.", reason="shedding.not_among_six", card=card.code
                )
            return
        if isinstance(move, Ready):
            return
        if isinstance(move, Swap):
            if move.hand not in self.hands[seat]:
                raise IllegalMove(
                    f"The {move.hand.name()} is not in your hand.", reason="game.not_in_hand", card=move.hand.code
                )
            if move.table not in self.visible[seat]:
                raise IllegalMove(
                    f"The {move.table.name()} is not among your face-up cards.",
                    reason="shedding.not_face_up",
                    card=move.table.code,
                )
            return
        raise IllegalMove(
            "Play begins once everyone has finished swapping: swap a card or say you are ready.",
            reason="shedding.swap_or_ready",
        )

    def _check_play(self, seat: int, move: Play) -> None:
        source = self.source(seat)
        if source == "hidden":
            raise IllegalMove("Only hidden cards are left: turn one up, blind.", reason="shedding.only_hidden")
        held = list(self.cards_at(seat, source))
        for card in move.cards:
            if card not in held:
                raise self._not_held(card, source)
            held.remove(card)
        if move.suit is not None or move.target is not None or move.announce:
            raise IllegalMove(
                "In this game a play names no suit and no player, and announces nothing.", reason="shedding.plain_play"
            )
        rank = self._rank_of(move)
        if not self.fits(rank):
            raise self._why_not_fit(rank)
        if not self._may_open(rank, move.cards):
            assert self.opening is not None
            open_rank, open_card = self.opening
            others = f"with any other {rank_name(open_rank)}s you wish."
            if open_card:
                raise IllegalMove(
                    f"The game opens with the {open_card.name()}: play it, {others}",
                    reason="shedding.opens_with_card",
                    card=open_card.code,
                    rank=rank_code(open_rank),
                )
            raise IllegalMove(
                f"The game opens with {with_article(rank_name(open_rank))}: play it, {others}",
                reason="shedding.opens_with_rank",
                rank=rank_code(open_rank),
            )

    def _not_held(self, card: Card, source: str) -> IllegalMove:
        if source == "visible":
            return IllegalMove(
                f"The {card.name()} is not among your face-up cards.", reason="shedding.not_face_up", card=card.code
            )
        if source == "revealed":
            return IllegalMove(
                f"The {card.name()} is not the card you drew.", reason="shedding.not_drawn", card=card.code
            )
        return IllegalMove(f"The {card.name()} is not in your hand.", reason="game.not_in_hand", card=card.code)

    def _rank_of(self, move: Play) -> int:
        """The one rank a play counts as, its jokers standing for the rank declared."""
        has_joker = any(card.rank == JOKER for card in move.cards)
        if move.as_rank is not None and not has_joker:
            raise IllegalMove("Only a joker can stand for another card.", reason="shedding.joker_only")
        if move.as_spade and BLACK_JOKER not in move.cards:
            raise IllegalMove(
                "Only the black joker can be declared a spade; the red joker never can.",
                reason="shedding.black_joker_spade",
            )
        if has_joker and move.as_rank is None:
            raise IllegalMove("Say which rank the joker stands for.", reason="shedding.name_joker")
        ranks = {card.rank for card in move.cards if not card.is_joker}
        if move.as_rank is not None:
            ranks.add(move.as_rank)
        if len(ranks) > 1:
            raise IllegalMove("A play is one or more cards of one rank.", reason="shedding.one_rank")
        return ranks.pop()

    def _why_not_fit(self, rank: int) -> IllegalMove:
        top = self.pile_ranks[-1]
        a_top = with_article(rank_name(top))
        if rank == TEN:  # so the top is above a ten, and tens go only on a ten or lower
            return IllegalMove(
                f"A ten goes only on a ten or lower, not on {a_top}: play {a_top} or higher or a two, or take the pile.",
                reason="shedding.ten_too_low",
                top_rank=rank_code(top),
            )
        lower = f"{with_article(rank_name(rank)).capitalize()} is lower than the {rank_name(top)} on the pile"
        if self.rules.ten_on_anything or top <= TEN:
            return IllegalMove(
                f"{lower}: play {a_top} or higher, a two or a ten, or take the pile.",
                reason="shedding.too_low_or_ten",
                rank=rank_code(rank),
                top_rank=rank_code(top),
            )
        return IllegalMove(
            f"{lower}: play {a_top} or higher or a two, or take the pile.",
            reason="shedding.too_low",
            rank=rank_code(rank),
            top_rank=rank_code(top),
        )

    # --- carrying out a move ------------------------------------------------------------

    def _apply(self, seat: int, move: Move) -> None:
        if self.turn is not None:
            self.quiet += 1
        if isinstance(move, Play):  # the moves of play first: they are most of a game
            # source() written out, as in _legal_moves: `seat` is the turn's
            if self.revealed is not None:  # a joker drawn blind, laid as from the hidden cards
                self.revealed = None
                source = "hidden"
            elif hand := self.hands[seat]:
                source = "hand"
                for card in move.cards:
                    hand.remove(card)
                known = self.known[seat]
                if known:
                    for card in move.cards:  # known -= Counter(move.cards), a count at a time
                        count = known.get(card, 0)
                        if count > 1:
                            known[card] = count - 1
                        elif count:
                            known.pop(card)
            else:
                source = "visible"
                visible = self.visible[seat]
                for card in move.cards:
                    visible.remove(card)
            # The rank _check_play's _rank_of found: a joker's declared, else the cards' one rank.
            rank = move.as_rank if move.as_rank is not None else RANK_OF[move.cards[0]]
            self._lay(seat, move, rank, source)
        elif isinstance(move, Take):
            if self.recording:  # _event's, written out (no keyword arguments to gather)
                self.log.append({"n": len(self.log), "seat": seat, "type": "take", "count": len(self.pile)})
            self._take_pile(seat, [])
        elif isinstance(move, Risk):
            self._turn_up(seat, self.stock.pop(), "stock")
        elif isinstance(move, Flip):
            self._turn_up(seat, self.hidden[seat].pop(move.index), "hidden")
        elif isinstance(move, Swap):
            self._swap(seat, move)
        elif isinstance(move, Ready):
            self._ready(seat)
        elif isinstance(move, Choose):
            self._choose(seat, move)
        if self.quiet >= STALEMATE_MOVES and self.turn is not None:
            self._stalemate()

    def _swap(self, seat: int, move: Swap) -> None:
        given, taken = move.hand, move.table
        hand, visible = self.hands[seat], self.visible[seat]
        hand[hand.index(given)] = taken
        visible[visible.index(taken)] = given
        known = self.known[seat]
        _forget(known, given)
        known[taken] = known.get(taken, 0) + 1  # += 1 without Counter's __missing__ called
        if self.recording:  # _event's, written out (no keyword arguments to gather)
            self.log.append({"n": len(self.log), "seat": seat, "type": "swap", "hand": given.code, "table": taken.code})

    def _choose(self, seat: int, move: Choose) -> None:
        hand, visible = self.hands[seat], self.visible[seat]
        for card in move.cards:
            hand.remove(card)
            visible.append(card)
        self._event(seat, "choose", cards=[card.code for card in move.cards])
        self._ready(seat)

    def _ready(self, seat: int) -> None:
        self.ready[seat] = True
        if not self.rules.choose_face_up:
            self._event(seat, "ready")
        if all(self.ready):
            self.turn = self._opener() if self.rules.three_of_hearts_opens else (self.dealer + 1) % self.players
            self._event(self.turn, "start")

    def _opener(self) -> int:
        """Belgia: the holder of the 3 of hearts, else of another three, else of the lowest
        card above it (2s and jokers not counting); ties go clockwise from the dealer's left.
        [decided] "Holds" is in the hand, once the face-up cards are chosen: a 3 of hearts
        laid face up does not open. Hands of only 2s and jokers: the dealer's left opens freely."""
        order = [(self.dealer + 1 + i) % self.players for i in range(self.players)]
        for seat in order:
            if THREE_OF_HEARTS in self.hands[seat]:
                self.opening = (THREE, THREE_OF_HEARTS)
                return seat
        for rank in range(THREE, ACE + 1):
            for seat in order:
                if any(card.rank == rank for card in self.hands[seat]):
                    self.opening = (rank, None)
                    return seat
        return order[0]  # only 2s and jokers in every hand: the dealer's left opens freely

    def _turn_up(self, seat: int, card: Card, source: str) -> None:
        """A card risked from the stock or drawn blind from the hidden ones: played if it fits.
        A joker always fits, but its holder must first say what it stands for."""
        if card.is_joker:
            self.revealed = card
            self._event(seat, "reveal", card=card.code)
        elif self.fits(card.rank):
            self._lay(seat, Play((card,)), card.rank, source)
        else:
            self._event(seat, "fail", card=card.code, source=source, count=len(self.pile) + 1)
            self._take_pile(seat, [card])

    def _take_pile(self, seat: int, extra: list[Card]) -> None:
        taken = self.pile + extra
        self.hands[seat].extend(taken)
        known = self.known[seat]
        for card in taken:  # known.update(taken), without Counter.update's checks of what it is given
            known[card] = known.get(card, 0) + 1
        self._clear_pile()
        self.turn = self._next(seat)

    def _clear_pile(self) -> None:
        self.pile.clear()
        self.pile_ranks.clear()
        self.spade_jokers.clear()

    def _lay(self, seat: int, play: Play, rank: int, source: str) -> None:
        cards = play.cards
        self.opening = None
        if play.as_spade:
            self.spade_jokers.append(len(self.pile) + cards.index(BLACK_JOKER))
        self.pile += cards
        ranks = self.pile_ranks
        ranks += [rank] * len(cards)
        if self.recording:
            # _new_event's fields, then the source, written out: a play is most moves
            event = {"n": len(self.log), "seat": seat, "type": "play", "source": source}
            if play.suit is None and play.target is None and not play.announce:  # always, once checked
                # to_json's, in its order; one card, most plays, without the list comprehension's call
                event["cards"] = [cards[0].code] if len(cards) == 1 else [card.code for card in cards]
                if play.as_rank is not None:
                    event["as"] = rank_code(play.as_rank)
                if play.as_spade:
                    event["spade"] = True
            else:
                event.update((k, v) for k, v in play.to_json().items() if k != "type")
            self.log.append(event)
        if source == "hand" and (self.stock or self.rules.face_up_into_hand):
            self._refill(seat)
        # a run of BURN_RUN has this rank BURN_RUN cards down: most plays are ruled out by that card
        burns = rank == TEN or (len(ranks) >= BURN_RUN and ranks[-BURN_RUN] == rank and self._top_run() >= BURN_RUN)
        if burns:
            self.quiet = 0
            if self.recording:  # _event's, written out (no keyword arguments to gather)
                self.log.append({"n": len(self.log), "seat": seat, "type": "burn", "count": len(self.pile)})
            self.burned.extend(self.pile)
            self._clear_pile()
        back = self.rules.spades_send_back and not burns and (play.as_spade or not _SPADES.isdisjoint(cards))
        if not (self.hands[seat] or self.visible[seat] or self.hidden[seat]):
            self._go_out(seat, back)
        elif burns:
            self.turn = seat
        else:
            self._pass_turn(seat, back)

    def _top_run(self) -> int:
        top = self.pile_ranks[-1]
        run = 0
        for rank in reversed(self.pile_ranks):
            if rank != top:
                break
            run += 1
        return run

    def _refill(self, seat: int) -> None:
        hand, stock = self.hands[seat], self.stock
        wanted = HAND_SIZE - len(hand)
        drawn = 0
        while drawn < wanted and stock:
            hand.append(stock.pop())
            drawn += 1
        if drawn and self.recording:
            self.log.append({"n": len(self.log), "seat": seat, "type": "draw", "count": drawn})  # as _new_event's
        if self.rules.face_up_into_hand and not hand and not stock and self.visible[seat]:
            if self.recording:
                self._event(seat, "pickup", cards=[card.code for card in self.visible[seat]])
            hand.extend(self.visible[seat])
            self.known[seat].update(self.visible[seat])
            self.visible[seat].clear()

    def _go_out(self, seat: int, back: bool = False) -> None:
        self.quiet = 0
        self.out.append(seat)
        self._event(seat, "out", place=len(self.out))
        left = [s for s in range(self.players) if s not in self.out]
        if len(left) == 1:
            self.out.append(left[0])
            self._event(left[0], "last", place=len(self.out))
            self.turn = None
        else:
            self._pass_turn(seat, back)

    def _pass_turn(self, seat: int, back: bool) -> None:
        """The turn goes on clockwise, or back one seat after a spade."""
        self.turn = self._next(seat, -1 if back else 1)
        if back:
            self._event(seat, "back", to=self.turn)

    def _stalemate(self) -> None:
        """End a game that goes round in circles: fewest cards held first, ties clockwise from the turn."""
        assert self.turn is not None
        order = [(self.turn + step) % self.players for step in range(self.players)]
        left = [s for s in order if s not in self.out]
        left.sort(key=self.held)
        self._event(self.turn, "stalemate", moves=self.quiet)
        for seat in left:
            self.out.append(seat)
            self._event(seat, "last" if len(self.out) == self.players else "out", place=len(self.out))
        self.turn = None

    def held(self, seat: int) -> int:
        return len(self.hands[seat]) + len(self.visible[seat]) + len(self.hidden[seat])

    def _next(self, seat: int, direction: int = 1) -> int:
        """The next seat still holding cards, clockwise (to the left), or back to the right."""
        if not self.out:  # most of a game: the seat beside, without the search
            return (seat + direction) % self.players
        players, out = self.players, self.out
        candidate = seat
        for _ in range(players):
            candidate = (candidate + direction) % players
            if candidate not in out:
                return candidate
        raise AssertionError("no seat left to play")

    # --- what a seat sees ------------------------------------------------------------------

    def view(self, seat: int, open_hands: bool = False) -> SheddingView:
        over = self.is_over()
        phase = "over" if over else ("setup" if self.turn is None else "play")
        seats: list[SheddingSeat] = []
        for s in range(self.players):
            place = self.out.index(s) + 1 if s in self.out else None
            seats.append(
                {
                    "seat": s,
                    "hand": [c.code for c in sorted(self.hands[s], key=_display_order)]
                    if s == seat or open_hands
                    else None,
                    "dealt": [c.code for c in self.hands[s]] if s == seat or open_hands else None,
                    "hand_count": len(self.hands[s]),
                    "visible": [c.code for c in self.visible[s]],
                    "hidden": len(self.hidden[s]),
                    "ready": self.ready[s],
                    "place": place,
                    "source": self.source(s),
                    "known": [c.code for c in sorted(self.known[s].elements(), key=_display_order)],
                }
            )
        out: SheddingView = {
            "ruleset": self.ruleset_id,
            "players": self.players,
            "seat": seat,
            "phase": phase,
            "dealer": self.dealer,
            "turn": self.turn,
            "waiting_for": self.waiting_for(),
            "legal_moves": [move.to_json() for move in self.legal_moves(seat)],
            "pile": [c.code for c in self.pile],
            "pile_ranks": [rank_code(r) for r in self.pile_ranks],
            "jokers": [
                {"index": i, "as": rank_code(self.pile_ranks[i]), "spade": i in self.spade_jokers}
                for i, card in enumerate(self.pile)
                if card.is_joker
            ],
            "revealed": self.revealed.code if self.revealed is not None else None,
            "stock": len(self.stock),
            "burned": len(self.burned),
            "seats": seats,
            "log": self.shown_log(),
            "over": over,
        }
        if over:
            out["result"] = {"ranking": self.ranking(), "loser": self.out[-1]}
        return out

    # --- copies and checks ---------------------------------------------------------------------

    def clone(self) -> Self:
        other = super().clone()
        for name in ("hidden", "visible", "hands"):
            setattr(other, name, [list(cards) for cards in getattr(self, name)])
        for name in ("stock", "pile", "pile_ranks", "spade_jokers", "burned", "ready", "out"):
            setattr(other, name, list(getattr(self, name)))
        other.known = [Counter(cards) for cards in self.known]
        return other

    def resample(self, seat: int, rng: Rng) -> Self:
        """A copy in which all that `seat` cannot see is dealt afresh from `rng`, consistent
        with what it has seen: its hand, every face-up card, the pile, the burned cards and
        the cards known to be in other hands. Built only from those, in a canonical order,
        so two games that differ only in what `seat` cannot see give the same copies.

        What a take shows, that nothing in the taker's hand fitted, is left out: dealing the
        other hands within it (as Haft Khabis's resample does with its draws) guessed 14% of
        their unknown cards rather than 10% at Idiot's 5 seats, yet the strong level went out
        first no more often against simple seats (300 games, seeds 0-299: Idiot 5 seats 25.3%
        where it has 29.0%, Belgia 4 seats 42.0% where it has 41.0%)."""
        other = self.clone()
        unseen = dict.fromkeys(_EVERY_CARD, 0)  # Counter(self.cards()) less the cards seen, in sorted order
        for card in self.cards():
            unseen[card] += 1
        for card in self.hands[seat] + self.pile + self.burned + ([self.revealed] if self.revealed else []):
            unseen[card] -= 1
        for s in range(self.players):
            for card in self.visible[s]:
                unseen[card] -= 1
            if s != seat:
                for card, count in self.known[s].items():
                    unseen[card] -= count
        pool = [card for card, count in unseen.items() if count > 0 for _ in range(count)]
        rng.shuffle(pool)
        for s in range(self.players):
            if s != seat:
                guessed = len(self.hands[s]) - sum(self.known[s].values())
                other.hands[s] = [*sorted(self.known[s].elements()), *(pool.pop() for _ in range(guessed))]
            other.hidden[s] = [pool.pop() for _ in self.hidden[s]]
        other.stock = pool
        return other

    def as_seen(self, seat: int, move: Move) -> Move:
        # Hidden cards are turned up "chosen without seeing them" (RULES.md): to their owner they
        # are alike, and the first stands for them all.
        return _FIRST_HIDDEN if isinstance(move, Flip) else move

    def returns(self) -> list[float]:
        """Once over, what each seat scored: how many players finished after it, so that the
        first out (the winner) scores most and the one left holding cards 0."""
        scores = [0.0] * self.players
        for place, seat in enumerate(self.out):
            scores[seat] = float(self.players - 1 - place)
        return scores

    def cards(self) -> list[Card]:
        every = [*self.stock, *self.pile, *self.burned, *([self.revealed] if self.revealed else [])]
        for seat in range(self.players):
            every += self.hidden[seat] + self.visible[seat] + self.hands[seat]
        return every


def _forget(known: Counter[Card], card: Card) -> None:
    """known -= Counter([card]), without the Counter made and subtracted."""
    count = known.get(card, 0)
    if count > 1:
        known[card] = count - 1
    elif count:
        del known[card]


_EVERY_CARD = sorted((*STANDARD, RED_JOKER, BLACK_JOKER))  # every card a game may hold, each once
# The spades, to find one among a play's cards with a call rather than a generator's run
_SPADES = frozenset(card for card in STANDARD if card.suit == "S")
# moves are frozen values: one of each kind without fields serves every list of moves
_TAKE, _RISK, _READY, _FIRST_HIDDEN = Take(), Risk(), Ready(), Flip(0)


def _plain_plays(group: tuple[Card, ...]) -> tuple[Play, ...]:
    """The plays of a sorted group of cards of one rank, without jokers: one a choice of its cards."""
    return tuple(Play(chosen) for chosen in _sub_multisets(list(group)))


def _rank_plays(key: tuple[int, tuple[Card, ...]]) -> tuple[Play, ...]:
    """The plays of a rank from a sorted group of cards of that rank and jokers: one a choice
    of its cards, and with the black joker among them a second that declares it a spade."""
    rank, group = key
    plays: list[Play] = []
    for chosen in _sub_multisets(list(group)):
        if chosen[0].rank != JOKER:  # sorted: jokers (rank 0) come first
            plays.append(Play(chosen))
            continue
        plays.append(Play(chosen, rank))
        if BLACK_JOKER in chosen:
            plays.append(Play(chosen, rank, as_spade=True))
    return tuple(plays)


# The moves legal_moves lists, each made once, by the group of cards (and rank), or the two
# cards a swap exchanges.
_PLAIN_PLAYS = MadeOnce(_plain_plays)
_RANK_PLAYS = MadeOnce(_rank_plays)
_SWAPS: MadeOnce[tuple[Card, Card], Swap] = MadeOnce(lambda cards: Swap(*cards))


@cache
def _card_repr(card: Card) -> str:
    """A card's repr, made once: what setup's swaps are ordered by."""
    return repr(card)


def _sub_multisets(group: list[Card]) -> list[tuple[Card, ...]]:
    """The different non-empty choices of cards from a sorted group (copies are alike)."""
    if len(set(group)) == len(group):
        return [combo for size in range(1, len(group) + 1) for combo in combinations(group, size)]
    kinds = sorted(Counter(group).items())
    choices = [
        tuple(card for (card, _), k in zip(kinds, counts) for _ in range(k))
        for counts in product(*(range(n + 1) for _, n in kinds))
    ]
    return [choice for choice in choices if choice]


def rank_name(rank: int) -> str:
    return Card(rank, "S").name().split(" ")[0]


def with_article(noun: str) -> str:
    return ("an " if noun[0] in "aeiou" else "a ") + noun


def _display_order(card: Card) -> tuple[int, str]:
    return (card.rank, card.suit)


DEALER = Option("dealer", "seat", None, label="Dealer (random if not set)", called="the dealer")

# --- Idiot: RULES.md section 1 -------------------------------------------------------------------

IDIOT_RULES = SheddingRules(
    ten_on_anything=True,
    may_risk_stock=True,
    choose_face_up=False,
    face_up_into_hand=False,
    spades_send_back=False,
    three_of_hearts_opens=False,
)


def start_idiot(players: int, seed: int, options: Options, stacked: list[Card] | None) -> Game:
    dealer, cards = first_deal(players, Rng(seed), options, stacked, deck(1), stacked_dealer=players - 1)
    return Shedding("idiot", IDIOT_RULES, players, cards, dealer)


IDIOT = Ruleset(
    id="idiot",
    name="Idiot",
    min_players=2,
    max_players=5,
    options=(DEALER,),
    start=start_idiot,
)

# --- Belgia: RULES.md section 2 ------------------------------------------------------------------

BELGIA_RULES = SheddingRules(
    ten_on_anything=False,
    may_risk_stock=False,
    choose_face_up=True,
    face_up_into_hand=True,
    spades_send_back=True,
    three_of_hearts_opens=True,
)
CARDS_EACH = 9
DECK_CARDS = 54  # with both jokers
MIN_STOCK = 10
# [decided] the rules set no most: 48 seats, as many as eight decks deal nine cards to.
MAX_PLAYERS = 48
MENU_DECKS = 4  # [decided] the menu offers one to four decks, and more only where the default is more


def belgia_stock(players: int, decks: int) -> int:
    """The cards left in the stock once `decks` decks have dealt nine to each of `players`."""
    return decks * DECK_CARDS - players * CARDS_EACH


def belgia_decks(players: int) -> int:
    """[decided] the fewest 54-card decks that leave a stock of at least ten cards."""
    decks = 1
    while belgia_stock(players, decks) < MIN_STOCK:
        decks += 1
    return decks


# The option allows as many decks as the largest table's default, so every default is a value it allows.
MAX_DECKS = belgia_decks(MAX_PLAYERS)


def belgia_deck_choices(players: int) -> SeatChoices:
    """The menu's decks at `players` seats: the default, and every number up to MENU_DECKS
    (or the default, if more) that deals nine to each."""
    fewest = belgia_decks(players)
    offered = range(1, max(MENU_DECKS, fewest) + 1)
    return {
        "default": fewest,
        "values": [
            {"value": decks, "stock": belgia_stock(players, decks)}
            for decks in offered
            if belgia_stock(players, decks) >= 0
        ],
    }


def start_belgia(players: int, seed: int, options: Options, stacked: list[Card] | None) -> Game:
    decks = options["decks"] if options["decks"] is not None else belgia_decks(players)
    if belgia_stock(players, decks) < 0:
        fewest = -(-players * CARDS_EACH // DECK_CARDS)
        raise ConfigError(
            f"{decks} {'deck' if decks == 1 else 'decks'} of 54 cards cannot deal nine to each of {players} players:"
            f" choose at least {fewest} decks."
        )
    dealer, cards = first_deal(
        players, Rng(seed), options, stacked, deck(decks, jokers=True), stacked_dealer=players - 1
    )
    return Shedding("belgia", BELGIA_RULES, players, cards, dealer)


BELGIA = Ruleset(
    id="belgia",
    name="Belgia",
    min_players=3,
    max_players=MAX_PLAYERS,
    options=(
        Option(
            "decks",
            "int",
            None,
            1,
            MAX_DECKS,
            label="Decks (54 cards each, jokers included; fewest leaving 10 in the stock if not set)",
            called="the number of decks",
            choices=belgia_deck_choices,
        ),
        DEALER,
    ),
    start=start_belgia,
)

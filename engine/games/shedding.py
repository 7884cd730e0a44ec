"""The shedding family of the Shithead / Palace kind: Idiot (RULES.md section 1).

Each player has hidden table cards, face-up cards on them and a hand. Plays
are one or more cards of one rank, at least as high as the top of the pile;
2 goes on anything and anything goes on it; 10 burns the pile; four or more
of a rank lying together burn it; after a burn the same player goes again.
Who cannot or will not play takes the pile. Hand first (refilled to three
from the stock), then the face-up cards, then the hidden ones drawn blind.
Whoever still holds cards when everyone else is out loses.

The variants differ in a few parameters of `SheddingRules`; each names the
rule it stands for. Moves are checked by `check`, which says why a move is
refused, and listed by `legal_moves`; both follow the same predicates.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from itertools import product
from typing import Any, Self

from ..cards import Card, deck, rank_code
from ..core import ConfigError, Game, IllegalMove, Option, Options, Ruleset
from ..moves import Flip, Move, Play, Ready, Risk, Swap, Take, sorted_cards
from ..rng import Rng

JsonObject = dict[str, Any]
TWO, TEN = 2, 10
BURN_RUN = 4  # four or more of a rank lying together burn the pile
HAND_SIZE = 3
# [decided] play can circle forever once no card can leave the game (two players passing
# the pile back and forth); after this many moves with no burn and nobody going out,
# the game ends and those still holding cards are ranked by how many they hold.
STALEMATE_MOVES = 200
LOG_SHOWN = 40


@dataclass(frozen=True)
class SheddingRules:
    """Where the variants of the family differ: each field is one rule of RULES.md."""

    # Idiot: 10 goes on any card. Belgia: 10 only on a 10 or lower (or on a 2).
    ten_on_anything: bool
    # Idiot: instead of taking the pile you may risk the top card of the stock.
    may_risk_stock: bool


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
        # three rounds of hidden cards, three of visible ones, three of hand cards.
        order = [(dealer + 1 + i) % players for i in range(players)]
        cards = iter(dealt)
        for pile in (self.hidden, self.visible, self.hands):
            for _ in range(HAND_SIZE):
                for seat in order:
                    pile[seat].append(next(cards))
        rest = list(cards)
        rest.reverse()  # the first remaining card is on top: the end of the list
        self.stock: list[Card] = rest
        self.pile: list[Card] = []
        self.pile_ranks: list[int] = []  # the rank each pile card counts as
        self.burned: list[Card] = []
        self.ready = [False] * players
        self.turn: int | None = None
        self.out: list[int] = []  # seats in the order they went out
        self.quiet = 0  # moves since a card last left the game or a player went out
        self.log: list[JsonObject] = []

    # --- what the game awaits -------------------------------------------------

    def waiting_for(self) -> list[int]:
        if self.turn is not None:
            return [self.turn]
        if self.is_over():
            return []
        return [seat for seat in range(self.players) if not self.ready[seat]]

    def is_over(self) -> bool:
        return len(self.out) == self.players

    def ranking(self) -> list[int]:
        return list(self.out)

    def source(self, seat: int) -> str:
        """Where `seat` plays from now: "hand", then "visible", then "hidden"."""
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

    def legal_moves(self, seat: int) -> list[Move]:
        if seat not in self.waiting_for():
            return []
        if self.turn is None:
            return self._setup_moves(seat)
        moves: list[Move] = []
        source = self.source(seat)
        if source == "hidden":
            moves.extend(Flip(i) for i in range(len(self.hidden[seat])))
        else:
            cards = self.hands[seat] if source == "hand" else self.visible[seat]
            moves.extend(self._plays(cards))
        if self.pile:
            moves.append(Take())
        if self.rules.may_risk_stock and self.stock:
            moves.append(Risk())
        return moves

    def _setup_moves(self, seat: int) -> list[Move]:
        swaps: list[Move] = [Swap(h, t) for h in set(self.hands[seat]) for t in set(self.visible[seat]) if h != t]
        return [*sorted(swaps, key=str), Ready()]

    def _plays(self, cards: list[Card]) -> list[Move]:
        """Every play of one rank from `cards` that fits: each choice of which cards of the rank."""
        by_rank: dict[int, Counter[Card]] = {}
        for card in cards:
            by_rank.setdefault(card.rank, Counter())[card] += 1
        plays: list[Move] = []
        for rank in sorted(by_rank):
            if not self.fits(rank):
                continue
            kinds = sorted(by_rank[rank].items())
            for counts in product(*(range(n + 1) for _, n in kinds)):
                chosen = [card for (card, _), k in zip(kinds, counts) for _ in range(k)]
                if chosen:
                    plays.append(Play(tuple(chosen)))
        return plays

    # --- checking a move ----------------------------------------------------------

    def check(self, seat: int, move: Move) -> None:
        if not 0 <= seat < self.players:
            raise IllegalMove(f"There is no seat {seat} at this table of {self.players}.", "bad_seat")
        if self.is_over():
            raise IllegalMove("The game is over: no more moves.", "game_over")
        if seat not in self.waiting_for():
            raise IllegalMove(f"It is not seat {seat}'s turn.", "not_your_turn")
        if self.turn is None:
            self._check_setup(seat, move)
        elif isinstance(move, Play):
            self._check_play(seat, move)
        elif isinstance(move, Take):
            if not self.pile:
                raise IllegalMove("The pile is empty: there is nothing to take.")
        elif isinstance(move, Risk):
            if not self.rules.may_risk_stock:
                raise IllegalMove("This game has no risking the stock: play or take the pile.")
            if not self.stock:
                raise IllegalMove("The stock is empty: there is no card to risk.")
        elif isinstance(move, Flip):
            if self.source(seat) != "hidden":
                raise IllegalMove("Hidden cards come last: play your hand and face-up cards first.")
            if move.index >= len(self.hidden[seat]):
                raise IllegalMove(f"You have {len(self.hidden[seat])} hidden cards: there is no card {move.index + 1}.")
        else:
            raise IllegalMove("The cards are dealt and play has begun: swapping is over.")

    def _check_setup(self, seat: int, move: Move) -> None:
        if isinstance(move, Ready):
            return
        if isinstance(move, Swap):
            if move.hand not in self.hands[seat]:
                raise IllegalMove(f"The {move.hand.name()} is not in your hand.")
            if move.table not in self.visible[seat]:
                raise IllegalMove(f"The {move.table.name()} is not among your face-up cards.")
            return
        raise IllegalMove("Play begins once everyone has finished swapping: swap a card or say you are ready.")

    def _check_play(self, seat: int, move: Play) -> None:
        source = self.source(seat)
        if source == "hidden":
            raise IllegalMove("Only hidden cards are left: turn one up, blind.")
        cards = self.hands[seat] if source == "hand" else self.visible[seat]
        where = "in your hand" if source == "hand" else "among your face-up cards"
        missing = Counter(move.cards) - Counter(cards)
        if missing:
            card = next(iter(missing))
            raise IllegalMove(f"The {card.name()} is not {where}.")
        if move.as_rank is not None or move.as_spade:
            raise IllegalMove("Only a joker can stand for another card, and this game has no jokers.")
        ranks = {card.rank for card in move.cards}
        if len(ranks) > 1:
            raise IllegalMove("A play is one or more cards of one rank.")
        rank = ranks.pop()
        if not self.fits(rank):
            raise IllegalMove(self._why_not_fit(rank))

    def _why_not_fit(self, rank: int) -> str:
        top = rank_name(self.pile_ranks[-1])
        if rank == TEN:
            return f"A ten goes only on a ten or lower, not on a {top}: play higher, a 2, or take the pile."
        return f"A {rank_name(rank)} is lower than the {top} on the pile: play a {top} or higher, a 2 or a 10, or take the pile."

    # --- carrying out a move ------------------------------------------------------------

    def _apply(self, seat: int, move: Move) -> None:
        if self.turn is not None:
            self.quiet += 1
        if isinstance(move, Swap):
            self._swap(seat, move)
        elif isinstance(move, Ready):
            self._ready(seat)
        elif isinstance(move, Play):
            source = self.source(seat)
            cards = self.hands[seat] if source == "hand" else self.visible[seat]
            for card in move.cards:
                cards.remove(card)
            self._lay(seat, list(move.cards), move.cards[0].rank, source)
        elif isinstance(move, Take):
            self._event(seat, "take", count=len(self.pile))
            self._take_pile(seat, [])
        elif isinstance(move, Risk):
            self._turn_up(seat, self.stock.pop(), "stock")
        elif isinstance(move, Flip):
            self._turn_up(seat, self.hidden[seat].pop(move.index), "hidden")
        if self.quiet >= STALEMATE_MOVES and self.turn is not None:
            self._stalemate()

    def _swap(self, seat: int, move: Swap) -> None:
        hand, visible = self.hands[seat], self.visible[seat]
        hand[hand.index(move.hand)] = move.table
        visible[visible.index(move.table)] = move.hand
        self._event(seat, "swap", hand=move.hand.code, table=move.table.code)

    def _ready(self, seat: int) -> None:
        self.ready[seat] = True
        self._event(seat, "ready")
        if all(self.ready):
            self.turn = (self.dealer + 1) % self.players
            self._event(self.turn, "start")

    def _turn_up(self, seat: int, card: Card, source: str) -> None:
        """A card risked from the stock or drawn blind from the hidden ones: played if it fits."""
        if self.fits(card.rank):
            self._lay(seat, [card], card.rank, source)
        else:
            self._event(seat, "fail", card=card.code, source=source, count=len(self.pile) + 1)
            self._take_pile(seat, [card])

    def _take_pile(self, seat: int, extra: list[Card]) -> None:
        self.hands[seat].extend(self.pile)
        self.hands[seat].extend(extra)
        self.pile.clear()
        self.pile_ranks.clear()
        self.turn = self._next(seat)

    def _lay(self, seat: int, cards: list[Card], rank: int, source: str) -> None:
        self.pile.extend(cards)
        self.pile_ranks.extend([rank] * len(cards))
        self._event(seat, "play", cards=[card.code for card in cards], source=source)
        if source == "hand":
            self._refill(seat)
        burns = rank == TEN or self._top_run() >= BURN_RUN
        if burns:
            self.quiet = 0
            self._event(seat, "burn", count=len(self.pile))
            self.burned.extend(self.pile)
            self.pile.clear()
            self.pile_ranks.clear()
        if not (self.hands[seat] or self.visible[seat] or self.hidden[seat]):
            self._go_out(seat)
            return
        self.turn = seat if burns else self._next(seat)

    def _top_run(self) -> int:
        top = self.pile_ranks[-1]
        run = 0
        for rank in reversed(self.pile_ranks):
            if rank != top:
                break
            run += 1
        return run

    def _refill(self, seat: int) -> None:
        hand = self.hands[seat]
        drawn = 0
        while len(hand) < HAND_SIZE and self.stock:
            hand.append(self.stock.pop())
            drawn += 1
        if drawn:
            self._event(seat, "draw", count=drawn)

    def _go_out(self, seat: int) -> None:
        self.quiet = 0
        self.out.append(seat)
        self._event(seat, "out", place=len(self.out))
        left = [s for s in range(self.players) if s not in self.out]
        if len(left) == 1:
            self.out.append(left[0])
            self._event(left[0], "last", place=len(self.out))
            self.turn = None
        else:
            self.turn = self._next(seat)

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

    def _next(self, seat: int) -> int:
        """The next seat still holding cards, clockwise (to the left)."""
        for step in range(1, self.players + 1):
            candidate = (seat + step) % self.players
            if candidate not in self.out:
                return candidate
        raise AssertionError("no seat left to play")

    def _event(self, seat: int, kind: str, **details: Any) -> None:
        self.log.append({"n": len(self.log), "seat": seat, "type": kind, **details})

    # --- what a seat sees ------------------------------------------------------------------

    def view(self, seat: int) -> JsonObject:
        over = self.is_over()
        phase = "over" if over else ("setup" if self.turn is None else "play")
        seats = []
        for s in range(self.players):
            place = self.out.index(s) + 1 if s in self.out else None
            seats.append({
                "seat": s,
                "hand": [c.code for c in sorted(self.hands[s], key=_display_order)] if s == seat else None,
                "hand_count": len(self.hands[s]),
                "visible": [c.code for c in self.visible[s]],
                "hidden": len(self.hidden[s]),
                "ready": self.ready[s],
                "place": place,
                "source": self.source(s),
            })
        out: JsonObject = {
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
            "stock": len(self.stock),
            "burned": len(self.burned),
            "seats": seats,
            "log": self.log[-LOG_SHOWN:],
            "over": over,
        }
        if over:
            out["result"] = {"ranking": self.ranking(), "loser": self.out[-1]}
        return out

    # --- copies and checks ---------------------------------------------------------------------

    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        for name in ("hidden", "visible", "hands"):
            setattr(other, name, [list(cards) for cards in getattr(self, name)])
        for name in ("stock", "pile", "pile_ranks", "burned", "ready", "out", "log"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def cards(self) -> list[Card]:
        every = [*self.stock, *self.pile, *self.burned]
        for seat in range(self.players):
            every += self.hidden[seat] + self.visible[seat] + self.hands[seat]
        return every


def rank_name(rank: int) -> str:
    return Card(rank, "S").name().split(" ")[0]


def _display_order(card: Card) -> tuple[int, str]:
    return (card.rank, card.suit)


# --- Idiot: RULES.md section 1 -------------------------------------------------------------------

IDIOT_RULES = SheddingRules(ten_on_anything=True, may_risk_stock=True)


def start_idiot(players: int, seed: int, options: Options, stacked: list[Card] | None) -> Game:
    rng = Rng(seed)
    if stacked is not None:
        cards, dealer = list(stacked), players - 1  # RULES.md: a stacked deck is dealt by seat n-1
        if Counter(cards) != Counter(deck(1)):
            raise ConfigError("A stacked Idiot deck must hold each of the 52 cards exactly once.")
    else:
        # [decided] the first dealer is drawn at random; "play again" passes the deal left.
        dealer = options["dealer"] if options["dealer"] is not None else rng.below(players)
        cards = deck(1)
        rng.shuffle(cards)
    return Shedding("idiot", IDIOT_RULES, players, cards, dealer)


IDIOT = Ruleset(
    id="idiot",
    name="Idiot",
    min_players=2,
    max_players=5,
    options=(Option("dealer", "seat", None, label="Dealer (random if not set)"),),
    start=start_idiot,
)

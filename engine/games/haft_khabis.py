"""Haft Khabis, the Persian Mau-Mau, played in rounds to a penalty limit (RULES.md section 3).

Seven cards each, dealt one at a time counter-clockwise; the next card turned up
starts the pile (it has no effect of its own: a starter 7 makes nobody draw, a
starter jack names no suit, a starter 8 asks for no cover). Play goes
counter-clockwise from the player after the dealer. A play is one card of the
suit or the rank of the top card. Whoever has no fitting card draws one; if it
fits they may play it (or pass), otherwise it stays and the turn ends.

- 10 reverses the direction of play.
- 2: the player names any other player, who draws one card.
- 7: the next player adds a 7 (passing on 4, 6, 8, ...) or draws the total,
  which ends their turn.
- 8: the same player must at once cover it with a card of its suit, another 8
  (which again asks for a cover) or a jack; who cannot draws one card and may
  play it if it covers, else the turn ends (the 8 stays uncovered).
- Ace: the next player is skipped.
- Jack: names the suit that must follow (a jack still goes on it); it goes on
  anything except a 7.
- The play that leaves one card carries the announcement "tak barg"; a play
  that leaves one card without it is accepted and costs a penalty card.
- Empty stock: the pile except its top card is shuffled (from the state's Rng)
  into a new stock. When even that is empty, a draw takes what there is.
- Going out on a special card keeps its effect: a last 7 makes the next
  player draw the total, a last 2 still sends a card; a last 8 must be
  covered, so its player draws one as above and stays in.
- The first player with no cards wins the round; the others score their hands:
  2-10 face value, jack 20, queen 3, king 4, ace 11, all doubled when the
  winner's last card was a jack. A player whose total reaches the limit is
  eliminated; the rest play on, each round dealt by the next dealer
  counter-clockwise, until one player is left: the winner.

Choices where RULES.md is silent ([decided], documented in docs/protocol.md):

- Drawing is allowed only without a fitting card (the text: "if you have none,
  you must take a card"), except against a run of 7s, where one may draw the
  total instead of adding a 7; an 8 must be covered when one can.
- A jack never goes on a 7, whether the 7's cards are still owed or were
  already drawn ("on anything except a 7").
- The dealer deals counter-clockwise starting with the player after them, who
  plays first; so with a stacked deck (dealt 0, n-1, ..., 1, seat 0 first)
  the dealer of the first round is seat 1.
- Rounds follow one another at once; the score sheet is in the view and a
  `round_end` event (with the hands shown for counting) marks the change.
- `penalty_on_rejected`: a refused attempt by a seat still in the match makes
  it draw one card, through the move `Penalty` that engine.api records.
- Ranking: the winner, then the eliminated in reverse order of elimination;
  several eliminated in the same round: fewer points first, then lower seat.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import NotRequired, Self, TypedDict

from ..cards import CODE_OF, RANK_OF, STANDARD, SUIT_NAMES, SUITS, Card, deck, parse_card
from ..core import (
    ConfigError,
    Event,
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
from ..moves import Draw, Move, Pass, Penalty, Play
from ..rng import Rng

TWO, SEVEN, EIGHT, TEN, JACK, ACE = 2, 7, 8, 10, 11, 14
HAND_SIZE = 7
MAX_PLAYERS = 10
DECKS = 2  # the decks a match is played with unless the option says one
CCW, CW = -1, 1  # seats are numbered clockwise: counter-clockwise goes to seat k-1
POINTS = {11: 20, 12: 3, 13: 4, 14: 11}  # 2-10 count their face value


def points(card: Card) -> int:
    """Penalty points of a card left in hand."""
    return POINTS.get(card.rank, card.rank)


class RoundRow(TypedDict):
    """A row of the score sheet: one round."""

    round: int
    dealer: int
    winner: int
    doubled: bool
    points: list[int | None]  # None: the seat was already out


class Scores(TypedDict):
    rounds: list[RoundRow]
    totals: list[int]
    eliminated: list[list[int]]


class HaftKhabisSeat(SeatView):
    eliminated: bool
    total: int


class HaftKhabisResult(TypedDict):
    ranking: list[int]
    winner: int
    totals: list[int]


class HaftKhabisView(View):
    """What a seat sees of a Haft Khabis match (docs/protocol.md)."""

    round: int
    dealer: int
    direction: str
    top: str | None
    pile: int
    stock: int
    pending: int
    named_suit: str | None
    cover: bool
    drawn: str | None
    seats: list[HaftKhabisSeat]
    limit: int
    decks: int
    penalty_on_rejected: bool
    scores: Scores
    result: NotRequired[HaftKhabisResult]


class HaftKhabis(Game):
    """A match of Haft Khabis: rounds until one player is left under the limit."""

    ruleset_id = "haft_khabis"

    def __init__(
        self, players: int, seed: int, decks: int, limit: int, penalize: bool, dealer: int, dealt: list[Card], rng: Rng
    ) -> None:
        self.players = players
        self.seed = seed
        self.decks = decks
        self.limit = limit
        self.penalize = penalize
        self.rng = rng
        self.dealer = dealer
        self.round = 0
        self.out = [False] * players  # eliminated
        self.active = list(range(players))  # seats still in the match
        self.totals = [0] * players
        self.sheet: list[RoundRow] = []  # one entry per round played
        self.eliminated: list[list[int]] = []  # seats eliminated, round by round
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.stock: list[Card] = []  # the top is the end of the list
        self.pile: list[Card] = []
        self.turn: int | None = None
        self.direction = CCW
        self.pending = 0  # cards a run of 7s makes the next player draw
        self.named: str | None = None  # the suit a jack on top asks for
        self.cover = False  # the player to move must cover the 8 on top
        self.drawn: Card | None = None  # a fitting card just drawn: play it or pass
        self.log = []
        self.round_only = False  # a search's copy (see resample): the match ends with this round
        self.inferred: tuple[tuple[int, int], dict[int, list[_Slot]]] | None = None  # resample's, for its next call
        self._deal(dealt)

    # --- the deal -----------------------------------------------------------------

    def _deal(self, cards: list[Card]) -> None:
        """Deal `cards` in dealing order: seven rounds counter-clockwise from the player after
        the dealer, the next card turned up as the starter, the rest the stock (first on top)."""
        self.round += 1
        first = self.step(self.dealer, CCW)
        order = [first]
        while len(order) < len(self.active):
            order.append(self.step(order[-1], CCW))
        hands = self.hands
        for hand in hands:
            hand.clear()
        # One card to each in turn, seven times: the i-th in order gets every len(order)-th
        # card from the i-th, in the order dealt (slices, not a call of next() a card).
        dealt = HAND_SIZE * len(order)
        for i, seat in enumerate(order):
            hands[seat] += cards[i : dealt : len(order)]
        starter = cards[dealt]
        self.stock = cards[:dealt:-1]  # the rest, the first on top (the end of the list)
        self.pile = [starter]
        self.turn = first
        self.direction = CCW
        self.pending = 0
        self.named = None
        self.cover = False
        self.drawn = None
        self._event(self.dealer, "deal", round=self.round, starter=starter.code, first=first)

    def step(self, seat: int, direction: int) -> int:
        """The next seat still in the match from `seat` in `direction`."""
        n = self.players
        seat = (seat + direction) % n
        while self.out[seat]:
            seat = (seat + direction) % n
        return seat

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat `steps` turns after `seat` in the direction of play, skipping seats out."""
        n, out, direction = self.players, self.out, self.direction
        for _ in range(steps):  # step() written out
            seat = (seat + direction) % n
            while out[seat]:
                seat = (seat + direction) % n
        return seat

    # --- what the game awaits -------------------------------------------------------

    def waiting_for(self) -> list[int]:
        return [] if self.turn is None else [self.turn]

    def mover(self) -> int:
        turn = self.turn
        assert turn is not None
        return turn

    def is_over(self) -> bool:
        return self.turn is None

    def ranking(self) -> list[int]:
        if not self.is_over():
            return []
        order = list(self.active)
        for group in reversed(self.eliminated):
            order.extend(sorted(group, key=lambda s: (self.totals[s], s)))
        return order

    def fits(self, card: Card) -> bool:
        """May `card` go on the pile now (the drawn-card rule aside)?"""
        if self.pending:
            return card.rank == SEVEN
        return fits_pile(card, self.pile[-1], self.named, self.cover)

    # --- legal moves -------------------------------------------------------------------

    def _legal_moves(self, seat: int) -> list[Move]:
        hand = self.hands[seat]
        # Every way to play a card but a 2, by the card (see _plays_of): with and without
        # "tak barg" for the play that leaves one card. Looked up, not called, a card at a time.
        plays = _LAST_PLAYS if len(hand) == 2 else _PLAYS
        drawn = self.drawn
        if drawn is not None:
            return [*(plays[drawn] or self._two_plays(seat, drawn, len(hand) - 1)), _PASS]
        moves: list[Move] = []
        # each fitting card once, in order (set operations in C: no call per card)
        fits = _SEVENS if self.pending else self.fitting()
        for card in sorted(fits.intersection(hand)):
            moves += plays[card] or self._two_plays(seat, card, len(hand) - 1)
        if self.pending or not moves:
            moves.append(_DRAW)
        return moves

    def fitting(self) -> frozenset[Card]:
        """The cards that fit the pile with no 7s owed (fits_pile), looked up by what decides."""
        if self.cover:
            return _FITS_COVER[self.pile[-1]]
        if self.named is not None:
            return _FITS_NAMED[self.named]
        return _FITS_ON[self.pile[-1]]

    def _two_plays(self, seat: int, card: Card, left: int) -> list[Move]:
        """Every way to play the 2 `card`: to each other player still in, and, for the play
        that leaves one card, with and without "tak barg"."""
        to = _LAST_TWO_PLAYS[card] if left == 1 else _TWO_PLAYS[card]
        moves: list[Move] = []
        for target in self.active:
            if target != seat:
                moves += to[target]
        return moves

    # --- checking a move -----------------------------------------------------------------

    def _over(self) -> IllegalMove:
        return IllegalMove("The match is over: no more moves.", "game_over", reason="haft_khabis.match_over")

    def _check(self, seat: int, move: Move) -> None:
        if isinstance(move, Penalty):
            self._check_penalty(seat)
            return
        if self.out[seat]:
            raise IllegalMove(
                f"Seat {seat} is out of the match: its total reached the limit of {self.limit}.",
                "not_your_turn",
                reason="haft_khabis.seat_out",
                seat=seat,
                limit=self.limit,
            )
        turn = self.turn
        assert turn is not None  # Game.check refuses every move once the match is over
        if seat != turn:
            raise IllegalMove(
                f"It is not seat {seat}'s turn: seat {turn} is to play.",
                "not_your_turn",
                reason="haft_khabis.not_your_turn",
                seat=seat,
                turn=turn,
            )
        if isinstance(move, Play):
            self._check_play(seat, move)
        elif isinstance(move, Draw):
            self._check_draw(seat)
        elif isinstance(move, Pass):
            if self.drawn is None:
                raise self._pass_refused(seat)
        else:
            raise IllegalMove(
                "In Haft Khabis you play a card, draw, or pass after drawing.", reason="haft_khabis.moves"
            )

    def _check_penalty(self, seat: int) -> None:
        if not self.penalize:
            raise IllegalMove("Penalty cards for mistakes are off in this game.", reason="haft_khabis.penalty_off")
        if self.out[seat]:
            raise IllegalMove(
                f"Seat {seat} is out of the match and takes no penalty cards.",
                reason="haft_khabis.out_no_penalty",
                seat=seat,
            )

    def _check_play(self, seat: int, move: Play) -> None:
        if len(move.cards) != 1:
            raise IllegalMove("Play one card at a time.", reason="game.one_card")
        card = move.cards[0]
        if move.as_rank is not None or move.as_spade:
            raise IllegalMove(
                "There are no jokers in Haft Khabis: a card stands only for itself.", reason="haft_khabis.no_jokers"
            )
        hand = self.hands[seat]
        if self.drawn is not None and card != self.drawn:
            raise IllegalMove(
                f"After drawing you may play only the card you drew, the {self.drawn.name()}, or pass.",
                reason="haft_khabis.only_drawn",
                card=self.drawn.code,
            )
        if card not in hand:
            raise IllegalMove(f"The {card.name()} is not in your hand.", reason="game.not_in_hand", card=card.code)
        if not self.fits(card):
            raise self._why_not(card)
        if card.rank == JACK:
            if move.suit is None:
                raise IllegalMove(
                    "Name the suit that must follow your jack: clubs, diamonds, hearts or spades.",
                    reason="haft_khabis.name_suit",
                )
            if move.suit not in SUITS:
                raise IllegalMove(
                    f"{move.suit!r} is not a suit: name C, D, H or S.",
                    reason="haft_khabis.bad_suit",
                    given=repr(move.suit),
                )
        elif move.suit is not None:
            raise IllegalMove("Only a jack names a suit.", reason="haft_khabis.suit_only_jack")
        if card.rank == TWO:
            target = move.target
            if target is None:
                raise IllegalMove("Name the player your 2 makes draw a card.", reason="haft_khabis.name_target")
            if target == seat:
                raise IllegalMove(
                    "Your 2 makes another player draw, not you: name someone else.", reason="haft_khabis.target_self"
                )
            if not 0 <= target < self.players:
                raise IllegalMove(
                    f"There is no seat {target} at this table of {self.players}: name a player at the table.",
                    reason="haft_khabis.no_target_seat",
                    seat=target,
                    players=self.players,
                )
            if self.out[target]:
                raise IllegalMove(
                    f"Seat {target} is out of the match: name a player still playing.",
                    reason="haft_khabis.target_out",
                    seat=target,
                )
        elif move.target is not None:
            raise IllegalMove("Only a 2 makes another player draw a card.", reason="haft_khabis.target_only_two")
        if move.announce and len(hand) != 2:
            raise IllegalMove(
                'Say "tak barg" only with the play that leaves you a single card.', reason="haft_khabis.announce_when"
            )

    def _why_not(self, card: Card) -> IllegalMove:
        top = self.pile[-1]
        if self.pending:
            return IllegalMove(
                f"A 7 is on the pile: add a 7 to pass on {self.pending + 2} cards, or draw {self.pending}.",
                reason="haft_khabis.sevens",
                n=self.pending,
                next=self.pending + 2,
            )
        if self.cover:
            return IllegalMove(
                f"Cover your 8 with a {SUIT_NAMES[top.suit][:-1]}, another 8 or a jack (or draw a card if you have none).",
                reason="haft_khabis.cover",
                suit=top.suit,
            )
        if card.rank == JACK:
            return IllegalMove("A jack goes on anything except a 7.", reason="haft_khabis.jack_on_seven")
        if self.named is not None:
            return IllegalMove(
                f"The jack asked for {SUIT_NAMES[self.named]}: play a {SUIT_NAMES[self.named][:-1]} or a jack.",
                reason="haft_khabis.named_suit",
                suit=self.named,
            )
        return IllegalMove(
            f"The {card.name()} matches neither the suit nor the rank of the {top.name()} on the pile.",
            reason="haft_khabis.no_match",
            card=card.code,
            top_card=top.code,
        )

    def _check_draw(self, seat: int) -> None:
        if self.drawn is not None:
            raise IllegalMove(
                f"You have drawn already: play the {self.drawn.name()} you drew, or pass.",
                reason="haft_khabis.drawn_already",
                card=self.drawn.code,
            )
        if self.pending:
            return
        for card in self.hands[seat]:
            if self.fits(card):
                fits = f"your {card.name()} fits, and you may draw only when nothing fits."
                if self.cover:
                    raise IllegalMove(f"Cover your 8: {fits}", reason="haft_khabis.cover_fits", card=card.code)
                raise IllegalMove(f"Play a card: {fits}", reason="haft_khabis.play_fits", card=card.code)

    def _pass_refused(self, seat: int) -> IllegalMove:
        first = "You may pass only after drawing a card that fits."
        if self.pending:
            return IllegalMove(
                f"{first} Now add a 7 or draw {self.pending} cards.", reason="haft_khabis.pass_sevens", n=self.pending
            )
        if any(self.fits(card) for card in self.hands[seat]):
            return IllegalMove(f"{first} Now play a card that fits.", reason="haft_khabis.pass_play")
        return IllegalMove(f"{first} Now draw a card: nothing in your hand fits.", reason="haft_khabis.pass_draw")

    # --- carrying out a move -------------------------------------------------------------

    def penalty(self, seat: int) -> Move | None:
        """The move recorded when `seat`'s attempt is refused: a penalty card, if the option is on."""
        if self.penalize and self.turn is not None and 0 <= seat < self.players and not self.out[seat]:
            return Penalty()
        return None

    def _apply(self, seat: int, move: Move) -> None:
        if isinstance(move, Play):
            self._play(seat, move)
        elif isinstance(move, Draw):
            self._draw(seat)
        elif isinstance(move, Pass):
            if self.recording:  # _event's, written out (no keyword arguments to gather)
                self.log.append({"n": len(self.log), "seat": seat, "type": "pass"})
            self._end_turn(seat)
        elif isinstance(move, Penalty):
            self._event(seat, "mistake")
            self._give(seat, 1, "mistake")

    def _play(self, seat: int, move: Play) -> None:
        card = move.cards[0]
        hand = self.hands[seat]
        hand.remove(card)
        self.pile.append(card)
        if self.recording:  # _event's, written out: the details in the same order
            event: Event = {"n": len(self.log), "seat": seat, "type": "play", "card": CODE_OF[card]}
            if move.suit is not None:
                event["suit"] = move.suit
            if move.target is not None:
                event["target"] = move.target
            if move.announce:
                event["announce"] = True
            if self.drawn is not None:
                event["drawn"] = True
            if self.cover:
                event["cover"] = True
            self.log.append(event)
        self.drawn = None
        self.cover = False
        self.named = None
        if len(hand) == 1 and not move.announce:
            if self.recording:  # _event's, written out (no keyword arguments to gather)
                self.log.append({"n": len(self.log), "seat": seat, "type": "forgot"})
            self._give(seat, 1, "announce")
        rank = RANK_OF[card]
        if rank == EIGHT:
            self.cover = True  # the same player covers it, or draws (a last 8 too)
            return
        if rank == SEVEN:
            self.pending += 2
        elif rank == JACK:
            self.named = move.suit
        elif rank == TWO:
            assert move.target is not None
            self._give(move.target, 1, "two")
        elif rank == TEN:
            self.direction = direction = -self.direction
            if self.recording:  # _event's, written out
                self.log.append(
                    {"n": len(self.log), "seat": seat, "type": "reverse", "direction": _direction_name(direction)}
                )
        if not hand:
            if self.pending:
                victim = self.next_seat(seat)
                self._give(victim, self.pending, "seven")
                self.pending = 0
            self._end_round(seat, card)
            return
        if rank == ACE:
            skipped = self.next_seat(seat)
            if self.recording:  # _event's, written out
                self.log.append({"n": len(self.log), "seat": skipped, "type": "skip"})
            self.turn = self.next_seat(skipped)
        else:
            self.turn = self.next_seat(seat)

    def _draw(self, seat: int) -> None:
        if self.pending:
            count = self.pending
            self.pending = 0
            self._give(seat, count, "seven")
            self._end_turn(seat)
            return
        cover = self.cover
        why = "cover" if cover else "stuck"
        hand = self.hands[seat]
        stock = self.stock
        card: Card | None = None
        if stock:  # _give's one card, written out
            card = stock.pop()
            hand.append(card)
            if self.recording:
                self.log.append({"n": len(self.log), "seat": seat, "type": "draw", "count": 1, "why": why})
        elif self._give(seat, 1, why):
            card = hand[-1]
        if card is not None and card in self.fitting():  # fits(), with no 7s owed
            self.drawn = card
        else:
            self._end_turn(seat)

    def _end_turn(self, seat: int) -> None:
        self.drawn = None
        self.cover = False  # an 8 its player could not cover stays uncovered
        self.turn = self.next_seat(seat)

    def _give(self, seat: int, count: int, why: str) -> int:
        """`seat` draws `count` cards, the pile refilling the stock as needed: the number drawn."""
        hand = self.hands[seat]
        stock = self.stock
        got = 0
        while got < count:
            if not stock:
                if len(self.pile) <= 1:
                    break
                top = self.pile.pop()
                stock = self.pile
                self.rng.shuffle(stock)
                self.stock = stock
                self.pile = [top]
                if self.recording:  # _event's, written out (no keyword arguments to gather)
                    self.log.append({"n": len(self.log), "seat": seat, "type": "refill", "count": len(stock)})
            hand.append(stock.pop())
            got += 1
        if self.recording:
            self.log.append({"n": len(self.log), "seat": seat, "type": "draw", "count": got, "why": why})
        return got

    def _end_round(self, winner: int, last: Card) -> None:
        doubled = last.rank == JACK
        factor = 2 if doubled else 1
        scores: list[int | None] = [None] * self.players
        hands: dict[str, list[str]] = {}
        recording = self.recording
        for seat in self.active:
            score = 0
            for card in self.hands[seat]:  # points(card), looked up
                score += _POINTS[card]
            score *= factor
            scores[seat] = score
            self.totals[seat] += score
            if seat != winner and recording:
                hands[str(seat)] = [CODE_OF[card] for card in sorted(self.hands[seat], key=_DISPLAY_ORDER.__getitem__)]
        self.sheet.append(
            {"round": self.round, "dealer": self.dealer, "winner": winner, "doubled": doubled, "points": scores}
        )
        if recording:
            self._event(
                winner,
                "round_end",
                round=self.round,
                doubled=doubled,
                points=scores,
                totals=list(self.totals),
                hands=hands,
            )
        gone = [seat for seat in self.active if self.totals[seat] >= self.limit]
        if gone:
            self.eliminated.append(gone)
            for seat in sorted(gone, key=lambda s: (self.totals[s], s)):
                self.out[seat] = True
                self._event(seat, "eliminated", total=self.totals[seat])
            self.active = [seat for seat in self.active if not self.out[seat]]
        if len(self.active) <= 1 or self.round_only:
            self.turn = None
            self.drawn = None
            self.cover = False
            if recording:
                self._event(self.active[0], "match_end", ranking=self.ranking())
            return
        self.dealer = self.step(self.dealer, CCW)
        cards = deck(self.decks)
        self.rng.shuffle(cards)
        self._deal(cards)

    # --- what a seat sees ------------------------------------------------------------------

    def view(self, seat: int, open_hands: bool = False) -> HaftKhabisView:
        over = self.is_over()
        seats: list[HaftKhabisSeat] = [
            {
                "seat": s,
                "hand": [c.code for c in sorted(self.hands[s], key=_display_order)]
                if s == seat or open_hands
                else None,
                "dealt": [c.code for c in self.hands[s]] if s == seat or open_hands else None,
                "hand_count": len(self.hands[s]),
                "eliminated": self.out[s],
                "total": self.totals[s],
            }
            for s in range(self.players)
        ]
        out: HaftKhabisView = {
            "ruleset": self.ruleset_id,
            "players": self.players,
            "seat": seat,
            "phase": "over" if over else "play",
            "round": self.round,
            "dealer": self.dealer,
            "turn": self.turn,
            "waiting_for": self.waiting_for(),
            "legal_moves": [move.to_json() for move in self.legal_moves(seat)],
            "direction": _direction_name(self.direction),
            "top": self.pile[-1].code if self.pile else None,
            "pile": len(self.pile),
            "stock": len(self.stock),
            "pending": self.pending,
            "named_suit": self.named,
            "cover": self.cover,
            "drawn": self.drawn.code if self.drawn is not None and seat == self.turn else None,
            "seats": seats,
            "limit": self.limit,
            "decks": self.decks,
            "penalty_on_rejected": self.penalize,
            "scores": {
                "rounds": [{**row, "points": list(row["points"])} for row in self.sheet],
                "totals": list(self.totals),
                "eliminated": [list(group) for group in self.eliminated],
            },
            "log": self.shown_log(),
            "over": over,
        }
        if over:
            out["result"] = {"ranking": self.ranking(), "winner": self.active[0], "totals": list(self.totals)}
        return out

    # --- copies and checks ---------------------------------------------------------------------

    def clone(self) -> Self:
        other = super().clone()
        other.rng = Rng(self.rng.state)
        other.hands = [list(hand) for hand in self.hands]
        other.eliminated = [list(group) for group in self.eliminated]
        for name in ("out", "active", "totals", "sheet", "stock", "pile"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def cards(self) -> list[Card]:
        every = [*self.stock, *self.pile]
        for hand in self.hands:
            every += hand
        return every

    # --- for search that never peeks -------------------------------------------------------------

    def resample(self, seat: int, rng: Rng) -> Self:
        """A copy in which the other hands and the stock are dealt afresh from `rng`, consistent
        with what `seat` has seen: its hand, the pile, how many cards each hand holds, and what
        each player showed it lacks by drawing when nothing fitted (read from the public log,
        see `_slots`). The copy's generator is reseeded from `rng`, so the search cannot
        foresee the real reshuffles, and its match ends with the current round (`returns`)."""
        other = self.clone()
        other.rng = Rng(rng.next64())
        other.round_only = True
        if self.inferred is None or self.inferred[0] != (seat, len(self.log)):  # a search resamples many times
            self.inferred = ((seat, len(self.log)), self._slots(seat))
        slots = self.inferred[1]
        unseen = dict.fromkeys(_SORTED, self.decks)  # Counter(deck) less the cards seen, in sorted order
        for card in self.hands[seat]:
            unseen[card] -= 1
        for card in self.pile:
            unseen[card] -= 1
        pool = [card for card, count in unseen.items() for _ in range(count)]
        rng.shuffle(pool)
        # The most constrained slots first, each given the first card of the shuffled pool it allows.
        order = sorted(((s, i) for s in slots for i in range(len(slots[s]))), key=lambda si: slots[si[0]][si[1]].room())
        for _ in range(RESAMPLE_TRIES):
            dealt = _fill(order, slots, pool, self.fits, strict=True)
            if dealt is not None:
                break
            rng.shuffle(pool)
        else:  # not seen in practice, as the true deal fits: then forget what the draws showed
            dealt = _fill(order, slots, pool, self.fits, strict=False)
            assert dealt is not None
        picked, other.stock = dealt
        for s in slots:
            other.hands[s] = picked[s]
            for slot, card in zip(slots[s], picked[s]):
                if slot.drawn:
                    other.drawn = card
        return other

    def lacks(self, seat: int, other: int) -> set[str]:
        """The suits `seat` knows `other` holds no card of but jacks: every card in its hand
        is one the public log rules out of them (see `_slots`)."""
        hand = self._slots(seat).get(other)
        if not hand:
            return set()
        return {
            suit
            for suit in SUITS
            if all(not slot.drawn and not any(slot.allows(Card(rank, suit)) for rank in _NOT_JACKS) for slot in hand)
        }

    def _slots(self, seat: int) -> dict[int, list[_Slot]]:
        """For each other seat in the round, one slot per card in its hand, oldest first, each
        with the kinds of card it cannot be: drawing with no 7s owed (`why` "stuck" or "cover")
        shows that no card then held fitted, nor the card drawn unless it was then played or
        passed. A card played is taken from the oldest slot that allows it:
        the slots' exclusions are nested (older ones more), so this keeps every possible deal."""
        start = max(i for i, event in enumerate(self.log) if event["type"] == "deal")
        slots: dict[int, list[_Slot]] = {s: [_Slot() for _ in range(HAND_SIZE)] for s in self.active if s != seat}
        drawn: dict[int, _Slot] = {}  # the card each seat drew when stuck, while it may still play it
        top, named = parse_card(self.log[start]["starter"]), None
        for event in self.log[start + 1 :]:
            kind, who = event["type"], event["seat"]
            mine = slots.get(who)
            if kind == "play":
                card = parse_card(event["card"])
                if mine is not None:
                    mine.remove(
                        drawn[who] if event.get("drawn") else next((x for x in mine if x.allows(card)), mine[-1])
                    )
                top, named = card, event.get("suit")
                drawn.pop(who, None)
            elif kind == "pass" and mine is not None:
                drawn.pop(who).barred = 0  # the card drawn fitted: nothing is known of it
            elif kind == "draw" and mine is not None:
                if event["why"] in ("stuck", "cover"):
                    barred = _fitting(top, named, event["why"] == "cover")
                    new = [_Slot(barred) for _ in range(event["count"])]
                    if new:
                        drawn[who] = new[0]
                    for slot in mine:
                        slot.barred |= barred
                else:
                    new = [_Slot() for _ in range(event["count"])]
                mine.extend(new)
        if self.drawn is not None and self.turn in slots:
            drawn[self.turn].must_fit()
        return slots

    def returns(self) -> list[float]:
        """Each seat's standing: the others' mean penalty total less its own. The match is won by
        staying under the limit longest, so a seat gains from its own points saved and from the
        others' points taken. A search's copy ends with its round (resample): the next deal is a
        fresh shuffle no move now can steer, and playing further rounds only adds noise and time,
        so a play-out counts the points of this round (the earlier totals are the same for all)."""
        total = sum(self.totals)
        n = self.players
        return [(total - own) / (n - 1) - own for own in self.totals]


RESAMPLE_TRIES = 20
_NOT_JACKS = [rank for rank in range(2, ACE + 1) if rank != JACK]
_SORTED = sorted(STANDARD)


class _Slot:
    """A card in another player's hand, as a seat knows it: the kinds of card it cannot be."""

    __slots__ = ("barred", "drawn")

    def __init__(self, barred: int = 0) -> None:
        self.barred = barred  # a bit per kind of card (see _kind)
        self.drawn = False  # the fitting card just drawn, which its player may still play

    def allows(self, card: Card) -> bool:
        return not self.barred >> _kind(card) & 1

    def must_fit(self) -> None:
        self.barred = 0
        self.drawn = True

    def room(self) -> int:
        """How many of the 52 kinds of card it allows (a card that must fit first)."""
        return -1 if self.drawn else 52 - self.barred.bit_count()


@cache
def play_of(card: Card, suit: str | None, target: int | None, announce: bool) -> Play:
    """A play of one card, made once: moves are frozen values, so one serves every call."""
    return Play((card,), suit=suit, target=target, announce=announce)


@cache
def _plays_of(card: Card, last_but_one: bool) -> tuple[Play, ...]:
    """Every way to play `card` but a 2 (whose targets depend on who is still in): a jack's
    suits, and, for the play that leaves one card, with and without "tak barg"."""
    says = (True, False) if last_but_one else (False,)
    if card.rank == JACK:
        return tuple(play_of(card, suit, None, a) for suit in SUITS for a in says)
    return tuple(play_of(card, None, None, a) for a in says)


_DRAW, _PASS = Draw(), Pass()  # frozen values: one serves every list of moves


def fits_pile(card: Card, top: Card, named: str | None, cover: bool) -> bool:
    """May `card` go on `top`, with no 7s owed? `named`: the suit a jack on top asks for;
    `cover`: the 8 on top must be covered by its player."""
    rank = card.rank
    if cover:
        return card.suit == top.suit or rank == EIGHT or rank == JACK
    if rank == JACK:
        return top.rank != SEVEN
    if named is not None:
        return card.suit == named
    return card.suit == top.suit or rank == top.rank


@cache
def _fitting_cards(top: Card, named: str | None, cover: bool) -> frozenset[Card]:
    """The cards that fit the pile with no 7s owed (fits_pile), made once for each pile."""
    return frozenset(card for card in STANDARD if fits_pile(card, top, named, cover))


_POINTS = {card: points(card) for card in STANDARD}
_SEVENS = frozenset(card for card in STANDARD if card.rank == SEVEN)  # all that answers a 7 owed
# The cards that fit with no 7s owed (fits_pile), looked up by what decides: the 8 on top to
# cover, the suit a jack on top names (a jack, not a 7, is on top then), else the top card.
# Made for every card at once: _legal_moves looks one up a move, for less than _fitting_cards's call.
_FITS_COVER = {top: _fitting_cards(top, None, True) for top in STANDARD}
_FITS_NAMED = {suit: _fitting_cards(Card(JACK, suit), suit, False) for suit in SUITS}
_FITS_ON = {top: _fitting_cards(top, None, False) for top in STANDARD}
# _plays_of by the card, for the play that leaves more than one card and for the one that
# leaves one; a 2's is empty: whom it sends a card depends on who is still in (_two_plays).
_PLAYS = {card: () if card.rank == TWO else _plays_of(card, False) for card in STANDARD}
_LAST_PLAYS = {card: () if card.rank == TWO else _plays_of(card, True) for card in STANDARD}
# A 2's plays by the 2 and the seat it sends a card to, the same way (play_of's own objects)
_TWO_PLAYS = {
    card: [(play_of(card, None, target, False),) for target in range(MAX_PLAYERS)]
    for card in STANDARD
    if card.rank == TWO
}
_LAST_TWO_PLAYS = {
    card: [(play_of(card, None, target, True), play_of(card, None, target, False)) for target in range(MAX_PLAYERS)]
    for card in STANDARD
    if card.rank == TWO
}


def _kind(card: Card) -> int:
    return SUITS.index(card.suit) * 13 + card.rank - 2


@cache
def _fitting(top: Card, named: str | None, cover: bool) -> int:
    """The kinds of card that fit the pile, with no 7s owed, as bits (see _kind)."""
    return sum(1 << _kind(card) for card in _fitting_cards(top, named, cover))


def _fill(
    order: list[tuple[int, int]],
    slots: dict[int, list[_Slot]],
    pool: list[Card],
    fits: Callable[[Card], bool],
    strict: bool,
) -> tuple[dict[int, list[Card]], list[Card]] | None:
    """Each slot of `order` given the first card of `pool` it allows (any card, unless `strict`,
    but a card still to be played or passed must fit), and what is left; None if one finds none."""
    left = list(pool)
    picked = {s: [Card(0, "")] * len(slots[s]) for s in slots}
    for s, i in order:
        slot = slots[s][i]
        ok = fits if slot.drawn else slot.allows if strict else _any
        index = next((k for k, card in enumerate(left) if ok(card)), None)
        if index is None:
            return None
        picked[s][i] = left.pop(index)
    return picked, left


def _any(card: Card) -> bool:
    return True


def _direction_name(direction: int) -> str:
    return "counter-clockwise" if direction == CCW else "clockwise"


def _display_order(card: Card) -> tuple[str, int]:
    return (card.suit, card.rank)


# Each card's place in _display_order, looked up: a sort's key without a call of Python a card.
_DISPLAY_ORDER = {card: place for place, card in enumerate(sorted(STANDARD, key=_display_order))}


def stock_after_deal(players: int, decks: int) -> int:
    """The cards left in the stock once `decks` decks have dealt seven to each of `players` and the starter."""
    return decks * len(STANDARD) - HAND_SIZE * players - 1


def deck_choices(players: int) -> SeatChoices:
    """The menu's decks at `players` seats: two always, one where it deals seven each and a starter."""
    return {
        "default": DECKS,
        "values": [
            {"value": decks, "stock": stock_after_deal(players, decks)}
            for decks in (1, 2)
            if stock_after_deal(players, decks) >= 0
        ],
    }


def start(players: int, seed: int, options: Options, stacked: list[Card] | None) -> Game:
    decks: int = options["decks"]
    if stock_after_deal(players, decks) < 0:
        raise ConfigError(
            f"One deck cannot deal seven cards to each of {players} players and a starter: play with two decks."
        )
    rng = Rng(seed)
    # RULES.md "Seats and stacked deals": dealt 0, n-1, ..., 1, seat 0 plays first: a stacked
    # deck's dealer is the seat before it, seat 1 (see the module docstring).
    dealer, cards = first_deal(players, rng, options, stacked, deck(decks), stacked_dealer=1 % players)
    return HaftKhabis(players, seed, decks, options["limit"], options["penalty_on_rejected"], dealer, cards, rng)


HAFT_KHABIS = Ruleset(
    id="haft_khabis",
    name="Haft Khabis",
    min_players=2,
    max_players=MAX_PLAYERS,
    options=(
        Option(
            "decks",
            "int",
            DECKS,
            1,
            2,
            label="Decks (52 cards each; one deck seats at most 7)",
            called="the number of decks",
            choices=deck_choices,
        ),
        # RULES.md: a limit of 100 to 500 or more. Saves from before the least was 100 keep theirs.
        Option(
            "limit",
            "int",
            200,
            100,
            100_000,
            label="Penalty limit: a player whose total reaches it is out",
            called="the penalty limit",
            unit="points",
            saved_minimum=1,
        ),
        Option(
            "penalty_on_rejected",
            "bool",
            False,
            label="Every refused move costs a penalty card",
            called="the option of a penalty card for every refused move",
        ),
        Option("dealer", "seat", None, label="First dealer (random if not set)", called="the first dealer"),
    ),
    start=start,
)

__all__ = ["HAFT_KHABIS", "HaftKhabis", "points"]

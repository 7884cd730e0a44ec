"""The state contract every game follows, and what a ruleset is (its seats and options).

Modelled on OpenSpiel's State: the seats whose decision the game awaits, their
legal moves, `apply` that validates and raises `IllegalMove` with a sentence a
person understands, terminal and result, `clone`, and `view`: what one seat
may see. All randomness comes from the seeded `Rng` kept in the state. What
every game does alike (refusing a seat not at the table or any move once over,
the log and the part of it a view shows) is written here once.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self, TypedDict

from .cards import Card
from .moves import Move
from .rng import Rng
from .text import brief

JsonObject = dict[str, Any]


Param = str | int | list[str]
# What a log event may carry beyond its head: JSON values only, so a Move given by mistake
# is caught by mypy rather than written to the log in a wrong shape. (A Card is an int, so
# mypy lets one through: an event names a card by its code, and the games' tests read them.)
Detail = str | int | bool | list[str] | list[int] | list[int | None] | dict[str, list[str]]
# A log event: "n" (its number in the game), "seat", "type", and the details its type has
# (docs/protocol.md, each game's "Events"). Left a plain JSON object: Python 3.11's TypedDict
# cannot say "these three keys and others", and typing every kind apart would make every
# event written a class of its own.
Event = dict[str, Any]
LOG_SHOWN = 40  # a view shows the last events of the log, not all of it


class View(TypedDict):
    """What every game's view holds (docs/protocol.md); each game's view adds its own table."""

    ruleset: str
    players: int
    seat: int
    phase: str
    turn: int | None
    waiting_for: list[int]
    legal_moves: list[JsonObject]
    log: list[Event]
    over: bool


class SeatView(TypedDict):
    """What every game's view shows of each seat; each game adds its own."""

    seat: int
    hand: list[str] | None  # the cards, only in the view of the seat that holds them
    dealt: list[str] | None  # the same cards in the order they came to the seat (dealt, drawn, taken), likewise
    hand_count: int


class IllegalMove(Exception):
    """A well-formed move that the rules do not allow now: the English sentence, and the
    reason as a key with its parameters, so the page can say it in the person's language
    (the key "reason.<reason>" of web/text.js; parameters named *card, *rank and *suit
    hold codes, see docs/protocol.md)."""

    def __init__(self, message: str, code: str = "illegal_move", *, reason: str, **params: Param) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.reason = reason
        self.params = params


class ConfigError(ValueError):
    """A game configuration the ruleset cannot start."""


class Game(ABC):
    """One game in progress. Subclasses hold the state; moves change it only through `apply`,
    and `log` tells, event by event, what every seat may know happened."""

    ruleset_id: str
    players: int
    log: list[Event]
    # False only on a search's private copies (bots/search.py), whose play-outs nobody reads
    # the log of: their events are not written (nor built, where building one costs), and
    # their copies share the log as it was. Everything else about them plays out the same.
    recording: bool = True
    # The moves `legal_moves` listed last, and for which seat, until the next move: `apply`
    # need not check again a move that is one of these very objects (a bot's pick, a random
    # player's), as OpenSpiel's and RLCard's engines never check theirs. A move built
    # anew, from a person's JSON, is checked as ever. Kept as a tuple, so that a caller
    # changing the list it was given cannot slip a move in.
    _listed: tuple[int, tuple[Move, ...]] | None = None
    # The one seat whose decision the game awaits, where it awaits just one: then
    # waiting_for() is [turn]. None says nothing: no seat, several, or a game that keeps no
    # turn (waiting_for tells). `legal_moves` asks it first, as the seat asked for is
    # nearly always the turn's, before building waiting_for's list.
    turn: int | None = None

    @abstractmethod
    def waiting_for(self) -> list[int]:
        """The seats whose decision the game awaits now; empty once over."""

    def legal_moves(self, seat: int) -> list[Move]:
        """Every move `seat` may make now (empty when it is not that seat's decision)."""
        if seat != self.turn and seat not in self.waiting_for():
            return []
        moves = self._legal_moves(seat)
        self._listed = (seat, tuple(moves))
        return moves

    @abstractmethod
    def _legal_moves(self, seat: int) -> list[Move]:
        """Every move `seat`, whose decision the game awaits, may make now."""

    def check(self, seat: int, move: Move) -> None:
        """Raise IllegalMove, with the reason, unless `seat` may make `move` now."""
        if not 0 <= seat < self.players:
            raise IllegalMove(
                f"There is no seat {seat} at this table of {self.players}.",
                "bad_seat",
                reason="game.no_seat",
                seat=seat,
                players=self.players,
            )
        if self.is_over():
            raise self._over()
        self._check(seat, move)

    @abstractmethod
    def _check(self, seat: int, move: Move) -> None:
        """Raise IllegalMove unless `seat`, a seat at the table of a game not over, may make `move` now."""

    def _over(self) -> IllegalMove:
        """The refusal of any move once the game is over."""
        return IllegalMove("The game is over: no more moves.", "game_over", reason="game.over")

    def _check_turn(self, seat: int) -> None:
        if seat not in self.waiting_for():
            raise IllegalMove(f"It is not seat {seat}'s turn.", "not_your_turn", reason="game.not_your_turn", seat=seat)

    @abstractmethod
    def _apply(self, seat: int, move: Move) -> None:
        """Carry out a move already checked."""

    def _event(self, seat: int, kind: str, **details: Detail) -> None:
        if self.recording:
            self.log.append(self._new_event(seat, kind) | details)

    def _new_event(self, seat: int, kind: str) -> Event:
        """An event's common fields, for the commonest events, which a game fills in and appends
        itself when recording: without _event's keyword arguments, a tenth of a random move."""
        return {"n": len(self.log), "seat": seat, "type": kind}

    def shown_log(self) -> list[Event]:
        """The part of the log a view shows: the last LOG_SHOWN events, oldest first."""
        return self.log[-LOG_SHOWN:]

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def ranking(self) -> list[int]:
        """Once over: the seats from first to last."""

    @abstractmethod
    def view(self, seat: int, open_hands: bool = False) -> View:
        """Everything `seat` may see, and nothing else (see docs/protocol.md); with
        `open_hands`, every seat's hand too, `hand` and `dealt` (the replay of a game that is over, with open hands)."""

    def clone(self) -> Self:
        """A copy whose moves leave this game as it is. Each game extends it to copy the
        other parts its moves change in place."""
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other._listed = None  # a search's copy moves by _apply alone, which would leave it stale
        if self.recording:  # else neither copy writes to it: they may share it
            other.log = list(self.log)
        return other

    def mover(self) -> int:
        """The first seat the game awaits (the one a play-out moves), the game not over."""
        return self.waiting_for()[0]

    @abstractmethod
    def cards(self) -> list[Card]:
        """Every card of the game wherever it lies, burned ones included (for conservation checks)."""

    def apply(self, seat: int, move: Move) -> None:
        listed = self._listed
        if listed is not None and listed[0] == seat:
            # Is `move` one of these very objects? (Not `in`, whose == would call each
            # move's __eq__; the loop written here, not in a function: once a move.)
            for one in listed[1]:
                if one is move:
                    break
            else:
                self.check(seat, move)
        else:
            self.check(seat, move)
        self._listed = None
        self._apply(seat, move)

    def penalty(self, seat: int) -> Move | None:
        """The move that punishes `seat` for a refused attempt, if the rules say so (Haft Khabis's option)."""
        return None

    def resample(self, seat: int, rng: Rng) -> Self:
        """A copy in which everything `seat` cannot see is dealt afresh from `rng`, consistent
        with all it has seen, and built from that alone (for search that never peeks)."""
        raise NotImplementedError(f"{self.ruleset_id} has no resampling yet")

    def as_seen(self, seat: int, move: Move) -> Move:
        """`move` as `seat` tells it apart from its other moves: two moves with the same answer
        differ only in cards the seat cannot see, a blind choice (the review judges them as one)."""
        return move

    def returns(self) -> list[float]:
        """Once over: what each seat scored, higher is better (for search)."""
        raise NotImplementedError(f"{self.ruleset_id} has no returns yet")


class Choice(TypedDict):
    """A value an option offers at some seat count, and the cards it leaves in the stock after the deal."""

    value: int
    stock: int


class SeatChoices(TypedDict):
    """What an option offers at one seat count: its default there and the values offered, ascending."""

    default: int
    values: list[Choice]


@dataclass(frozen=True)
class Option:
    """An option of a ruleset, as the menu shows it."""

    id: str
    kind: str  # "int", "bool" or "seat"
    default: int | bool | None
    minimum: int | None = None
    maximum: int | None = None
    label: str = ""
    # What the option is, in a refusal's sentence ("the penalty limit"), and the unit of its
    # numbers ("points"); without them the refusal names the option by its id.
    called: str = ""
    unit: str = ""
    # The least a save may hold, where it is below `minimum`: saves made before the least a
    # new game may choose was raised keep loading.
    saved_minimum: int | None = None
    # What the option offers at a seat count, where that depends on the seat count: the
    # game's own rule (beside its deal), so the menu computes none.
    choices: Callable[[int], SeatChoices] | None = field(default=None, repr=False)

    def to_json(self, seats: range) -> JsonObject:
        out: JsonObject = {"id": self.id, "type": self.kind, "default": self.default, "label": self.label}
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        if self.choices is not None:
            out["by_players"] = {str(players): self.choices(players) for players in seats}
        return out

    def read(self, value: object, players: int, new: bool) -> int | bool | None:
        """The option's value checked, or its default when `value` is None. Refused with a
        sentence that says what the option is and which values it takes."""
        if value is None:
            return self.default
        what = self.called or f'the option "{self.id}"'
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ConfigError(f"{what} must be true or false, not {brief(value)}")
            return value
        if not isinstance(value, int) or isinstance(value, bool):
            raise ConfigError(f"{what} must be a whole number, not {brief(value)}")
        if self.kind == "seat":
            if not 0 <= value < players:
                raise ConfigError(f"{what} must be one of the seats 0 to {players - 1}, not {brief(value)}")
            return value
        low = self.minimum if new or self.saved_minimum is None else self.saved_minimum
        high = self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            raise ConfigError(
                f"{what} must be {_between(low, high)}{' ' + self.unit if self.unit else ''}, not {brief(value)}"
            )
        return value


def _between(low: int | None, high: int | None) -> str:
    """A range of whole numbers in words: "from 100 to 100,000", "1 or 2", "at least 1"."""
    if high is None:
        return f"at least {low:,}"
    if low is None:
        return f"at most {high:,}"
    return f"{low:,} or {high:,}" if high == low + 1 else f"from {low:,} to {high:,}"


Options = dict[str, Any]
Policy = Callable[[Game, int], Move]  # a bot: the move it makes for a seat
Factory = Callable[[int, int, Options, "list[Card] | None"], Game]


def first_deal(
    players: int, rng: Rng, options: Options, stacked: list[Card] | None, full: list[Card], stacked_dealer: int
) -> tuple[int, list[Card]]:
    """Who deals first, and the cards in dealing order: a stacked deck as given, dealt by
    `stacked_dealer` (RULES.md "Seats and stacked deals"), else the game's `full` cards
    shuffled from `rng`, dealt by the option "dealer"."""
    if stacked is not None:
        if Counter(stacked) != Counter(full):
            raise ConfigError(
                f"A stacked deck must hold each card of the game's {len(full)} cards exactly once per deck."
            )
        return stacked_dealer, list(stacked)
    # [decided] the first dealer is drawn at random; "play again" passes the deal left.
    dealer = options["dealer"] if options["dealer"] is not None else rng.below(players)
    cards = list(full)
    rng.shuffle(cards)
    return dealer, cards


@dataclass(frozen=True)
class Ruleset:
    """A game the table offers: its id, seat range, options, and how to start one."""

    id: str
    name: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]
    start: Factory = field(repr=False)

    def to_json(self) -> JsonObject:
        return {
            "id": self.id,
            "name": self.name,
            "min_players": self.min_players,
            "max_players": self.max_players,
            "options": [option.to_json(range(self.min_players, self.max_players + 1)) for option in self.options],
        }

    def read_options(self, given: object, players: int, new: bool = False) -> Options:
        """Every option's value, checked. `new`: a game started now, held to the ranges a new
        game may choose; without it, the ranges a save may hold, which tests and the benchmark
        also use for short matches (Haft Khabis's limit below 100)."""
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise ConfigError('"options" must be a JSON object')
        known = {option.id for option in self.options}
        unknown = sorted(set(given) - known)
        if unknown:
            raise ConfigError(f"{self.name} has no option {brief(unknown[0])}")
        return {option.id: option.read(given.get(option.id), players, new) for option in self.options}

"""The state contract every game follows, and the ruleset registry.

Modelled on OpenSpiel's State: the seats whose decision the game awaits, their
legal moves, `apply` that validates and raises `IllegalMove` with a sentence a
person understands, terminal and result, `clone`, and `view`: what one seat
may see. All randomness comes from the seeded `Rng` kept in the state.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Self

from .cards import Card
from .moves import Move
from .rng import Rng
from .text import brief

JsonObject = dict[str, Any]


Param = str | int | list[str]


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
    """One game in progress. Subclasses hold the state; moves change it only through `apply`."""

    ruleset_id: str
    players: int

    @abstractmethod
    def waiting_for(self) -> list[int]:
        """The seats whose decision the game awaits now; empty once over."""

    @abstractmethod
    def legal_moves(self, seat: int) -> list[Move]:
        """Every move `seat` may make now (empty when it is not that seat's decision)."""

    @abstractmethod
    def check(self, seat: int, move: Move) -> None:
        """Raise IllegalMove, with the reason, unless `seat` may make `move` now."""

    @abstractmethod
    def _apply(self, seat: int, move: Move) -> None:
        """Carry out a move already checked."""

    @abstractmethod
    def is_over(self) -> bool: ...

    @abstractmethod
    def ranking(self) -> list[int]:
        """Once over: the seats from first to last."""

    @abstractmethod
    def view(self, seat: int) -> JsonObject:
        """Everything `seat` may see, and nothing else (see docs/protocol.md)."""

    @abstractmethod
    def clone(self) -> Self: ...

    @abstractmethod
    def cards(self) -> list[Card]:
        """Every card of the game wherever it lies, burned ones included (for conservation checks)."""

    def apply(self, seat: int, move: Move) -> None:
        self.check(seat, move)
        self._apply(seat, move)

    def penalty(self, seat: int) -> Move | None:
        """The move that punishes `seat` for a refused attempt, if the rules say so (Haft Khabis's option)."""
        return None

    def resample(self, seat: int, rng: Rng) -> Self:
        """A copy in which everything `seat` cannot see is dealt afresh from `rng`, consistent
        with all it has seen, and built from that alone (for search that never peeks)."""
        raise NotImplementedError(f"{self.ruleset_id} has no resampling yet")

    def returns(self) -> list[float]:
        """Once over: what each seat scored, higher is better (for search)."""
        raise NotImplementedError(f"{self.ruleset_id} has no returns yet")


@dataclass(frozen=True)
class Option:
    """An option of a ruleset, as the menu shows it."""

    id: str
    kind: str  # "int", "bool" or "seat"
    default: int | bool | None
    minimum: int | None = None
    maximum: int | None = None
    label: str = ""

    def to_json(self) -> JsonObject:
        out: JsonObject = {"id": self.id, "type": self.kind, "default": self.default, "label": self.label}
        if self.minimum is not None:
            out["min"] = self.minimum
        if self.maximum is not None:
            out["max"] = self.maximum
        return out

    def read(self, value: object, players: int) -> int | bool | None:
        """The option's value checked, or its default when `value` is None."""
        if value is None:
            return self.default
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise ConfigError(f'option "{self.id}" must be true or false')
            return value
        if not isinstance(value, int) or isinstance(value, bool):
            raise ConfigError(f'option "{self.id}" must be a whole number')
        low = 0 if self.kind == "seat" else self.minimum
        high = players - 1 if self.kind == "seat" else self.maximum
        if (low is not None and value < low) or (high is not None and value > high):
            raise ConfigError(f'option "{self.id}" must be from {low} to {high}, not {value}')
        return value


Options = dict[str, Any]
Policy = Callable[[Game, int], Move]  # a bot: the move it makes for a seat
Factory = Callable[[int, int, Options, "list[Card] | None"], Game]


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
            "options": [option.to_json() for option in self.options],
        }

    def read_options(self, given: object, players: int) -> Options:
        if given is None:
            given = {}
        if not isinstance(given, dict):
            raise ConfigError('"options" must be a JSON object')
        known = {option.id for option in self.options}
        unknown = sorted(set(given) - known)
        if unknown:
            raise ConfigError(f"{self.name} has no option {brief(unknown[0])}")
        return {option.id: option.read(given.get(option.id), players) for option in self.options}

"""Moves: small frozen values with a stable JSON form.

Every move has a JSON object form `{"type": ..., ...}` (see docs/protocol.md)
and `parse_move` reads it back, refusing anything malformed with a sentence a
person understands. Whether a move is legal is the game's business, not this
module's.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from .cards import SUITS, Card, CardError, parse_card, parse_rank, rank_code
from .text import brief

JsonObject = dict[str, Any]


class MoveError(ValueError):
    """A move whose JSON form is malformed."""


@dataclass(frozen=True, slots=True)
class Play:
    """Lay cards on the pile or the trick.

    `as_rank` and `as_spade`: what a joker among them stands for (Belgia).
    `suit`: the suit a jack names; `target`: the seat a 2 makes draw; `announce`:
    "tak barg", said with the play that leaves one card (Haft Khabis).
    """

    cards: tuple[Card, ...]
    as_rank: int | None = None
    as_spade: bool = False
    suit: str | None = None
    target: int | None = None
    announce: bool = False

    def to_json(self) -> JsonObject:
        out: JsonObject = {"type": "play", "cards": [c.code for c in self.cards]}
        if self.as_rank is not None:
            out["as"] = rank_code(self.as_rank)
        if self.as_spade:
            out["spade"] = True
        if self.suit is not None:
            out["suit"] = self.suit
        if self.target is not None:
            out["target"] = self.target
        if self.announce:
            out["announce"] = True
        return out


@dataclass(frozen=True, slots=True)
class Take:
    """Take the whole pile into the hand."""

    def to_json(self) -> JsonObject:
        return {"type": "take"}


@dataclass(frozen=True, slots=True)
class Risk:
    """Turn up the top card of the stock and play it if it fits."""

    def to_json(self) -> JsonObject:
        return {"type": "risk"}


@dataclass(frozen=True, slots=True)
class Flip:
    """Turn up the hidden table card at `index`, chosen blind."""

    index: int

    def to_json(self) -> JsonObject:
        return {"type": "flip", "index": self.index}


@dataclass(frozen=True, slots=True)
class Swap:
    """Before play: exchange a hand card with one of the seat's own visible cards."""

    hand: Card
    table: Card

    def to_json(self) -> JsonObject:
        return {"type": "swap", "hand": self.hand.code, "table": self.table.code}


@dataclass(frozen=True, slots=True)
class Choose:
    """Before play: the cards to lay face up on the hidden ones."""

    cards: tuple[Card, ...]

    def to_json(self) -> JsonObject:
        return {"type": "choose", "cards": [c.code for c in self.cards]}


@dataclass(frozen=True, slots=True)
class Ready:
    """Before play: done with the swap."""

    def to_json(self) -> JsonObject:
        return {"type": "ready"}


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (one card, or every card a run of 7s has piled up)."""

    def to_json(self) -> JsonObject:
        return {"type": "draw"}


@dataclass(frozen=True, slots=True)
class Pass:
    """End the turn without playing (after drawing a card one may keep)."""

    def to_json(self) -> JsonObject:
        return {"type": "pass"}


@dataclass(frozen=True, slots=True)
class Bid:
    """Declare how many tricks one will take this deal."""

    tricks: int

    def to_json(self) -> JsonObject:
        return {"type": "bid", "tricks": self.tricks}


@dataclass(frozen=True, slots=True)
class Penalty:
    """A penalty card for a refused attempt (Haft Khabis's option): engine.api records it, it is never chosen."""

    def to_json(self) -> JsonObject:
        return {"type": "penalty"}


Move = Play | Take | Risk | Flip | Swap | Choose | Ready | Draw | Pass | Bid | Penalty


def sorted_cards(cards: list[Card] | tuple[Card, ...]) -> tuple[Card, ...]:
    """The canonical order of cards inside a move, so equal plays compare equal."""
    return tuple(sorted(cards))


def _cards(obj: JsonObject, key: str) -> tuple[Card, ...]:
    value = obj.get(key)
    if not isinstance(value, list) or not value:
        raise MoveError(f'"{key}" must be a non-empty list of card codes')
    if len(value) > 64:
        raise MoveError(f'"{key}" lists more cards than any game deals')
    try:
        return sorted_cards([parse_card(code) for code in value])
    except CardError as error:
        raise MoveError(str(error)) from None


def _card(obj: JsonObject, key: str) -> Card:
    try:
        return parse_card(obj.get(key))
    except CardError as error:
        raise MoveError(f'"{key}": {error}') from None


def _play(obj: JsonObject) -> Play:
    cards = _cards(obj, "cards")
    as_rank = None
    if obj.get("as") is not None:
        try:
            as_rank = parse_rank(obj["as"])
        except CardError as error:
            raise MoveError(f'"as": {error}') from None
    suit = obj.get("suit")
    if suit is not None and (not isinstance(suit, str) or len(suit) != 1 or suit not in SUITS):
        raise MoveError('"suit" must be one of C, D, H, S')
    target = obj.get("target")
    if target is not None:
        target = _small_int(obj, "target", "the seat that is to draw")
    return Play(cards, as_rank, _flag(obj, "spade"), suit, target, _flag(obj, "announce"))


def _flag(obj: JsonObject, key: str) -> bool:
    value = obj.get(key, False)
    if not isinstance(value, bool):
        raise MoveError(f'"{key}" must be true or false')
    return value


def _small_int(obj: JsonObject, key: str, meaning: str) -> int:
    value = obj.get(key)
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 64:
        raise MoveError(f'"{key}" must be {meaning}: a whole number 0, 1, 2 ...')
    return value


_PARSERS: dict[str, Callable[[JsonObject], Move]] = {
    "play": _play,
    "take": lambda obj: Take(),
    "risk": lambda obj: Risk(),
    "flip": lambda obj: Flip(_small_int(obj, "index", "the position of a hidden card")),
    "swap": lambda obj: Swap(_card(obj, "hand"), _card(obj, "table")),
    "choose": lambda obj: Choose(_cards(obj, "cards")),
    "ready": lambda obj: Ready(),
    "draw": lambda obj: Draw(),
    "pass": lambda obj: Pass(),
    "bid": lambda obj: Bid(_small_int(obj, "tricks", "the number of tricks")),
    "penalty": lambda obj: Penalty(),
}


def parse_move(obj: object) -> Move:
    """The move of a JSON object such as {"type": "play", "cards": ["QH"]}."""
    if not isinstance(obj, dict):
        raise MoveError('a move must be a JSON object such as {"type": "take"}')
    kind = obj.get("type")
    parser = _PARSERS.get(kind) if isinstance(kind, str) else None
    if parser is None:
        raise MoveError(f"{brief(kind)} is not a kind of move: use one of {', '.join(_PARSERS)}")
    return parser(obj)


K = TypeVar("K")
V = TypeVar("V")


class MadeOnce(dict[K, V], Generic[K, V]):
    """Values made once by `make` from their key, then looked up: moves are frozen values, so
    one object serves every list of moves. A dict that fills itself rather than @cache,
    because a hot loop's lookup costs less than a call."""

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self.make = make

    def __missing__(self, key: K) -> V:
        value = self[key] = self.make(key)
        return value

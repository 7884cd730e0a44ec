"""Versioned JSON saves: the game's configuration and its moves, never a pickle.

A save is the game object G of engine.api:
    {"format": 1, "ruleset": "idiot", "players": 4, "seed": 7, "options": {...},
     "deck": null or [card codes], "moves": [[seat, move], ...],
     "table": {"people": [0, 2], "names": ["Kari", "", "Bjørn", ""], "levels": ["", "strong", "", ""]}}
Loading starts the game from its configuration and replays every move through
the rules, so a tampered save cannot produce a position the rules forbid.

"table" (optional: a save without it has one person, at seat 0) says which seats a
person plays at this device, the names given to the seats and the level each computer
player plays at ("" or missing: the level chosen for the table); the rules never read
it, the page and the fair undo do. It is read in full or refused: a seat not at the
table, a seat twice, no person, a name that is not a short line of text, a level the
game does not have ("bad_table").
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, TypeGuard

from .cards import Card, CardError, parse_card
from .core import ConfigError, Event, Game, IllegalMove, Options, Ruleset
from .moves import Move, MoveError, parse_move
from .registry import RULESETS, levels
from .text import brief

FORMAT = 1
MAX_SEED = 2**53 - 1  # the largest integer JavaScript keeps exactly
MAX_MOVES = 100_000
NAME_LENGTH = 20  # the page's name field holds as many (UTF-16 units, so never more characters)
JsonObject = dict[str, Any]


class SaveError(ValueError):
    """A save that cannot be loaded; `code` is "bad_save" or "newer_save"."""

    def __init__(self, message: str, code: str = "bad_save") -> None:
        super().__init__(message)
        self.code = code
        self.message = message


class TableError(SaveError):
    """A "table" of people and names that does not fit the game ("bad_table"), in a save or
    a new game's configuration alike: the page refuses it and keeps what it had."""

    def __init__(self, message: str) -> None:
        super().__init__(message, "bad_table")


@dataclass(frozen=True)
class Table:
    """Who sits at the device: the seats a person plays (the others are the computer's), the
    name given to each seat ("" for the usual one), and each computer's level ("" for the
    table's)."""

    people: tuple[int, ...] = (0,)
    names: tuple[str, ...] = ()
    levels: tuple[str, ...] = ()

    def to_json(self) -> JsonObject:
        """Its JSON, canonical: "names" and "levels" only when given."""
        given = {"names": list(self.names), "levels": list(self.levels)}
        return {"people": list(self.people), **{key: value for key, value in given.items() if value}}


ONE_PERSON = Table()


@dataclass
class Record:
    """How a game began and every move since: all a save holds."""

    ruleset: Ruleset
    players: int
    seed: int
    options: Options
    deck: list[Card] | None
    moves: list[tuple[int, Move]] = field(default_factory=list)
    table: Table | None = None  # None: a save from before tables, one person at seat 0

    @property
    def people(self) -> tuple[int, ...]:
        return (self.table or ONE_PERSON).people

    def start(self) -> Game:
        return self.ruleset.start(self.players, self.seed, self.options, self.deck)

    def replay(self, step: int) -> tuple[Game, list[Event]]:
        """The game after its first `step` moves, and the events of that step: those its
        last move wrote (step 0: the deal's)."""
        game = self.start()
        written = 0
        for seat, move in self.moves[:step]:
            written = len(game.log)
            game.apply(seat, move)
        return game, game.log[written:]

    def to_json(self) -> JsonObject:
        return {
            "format": FORMAT,
            "ruleset": self.ruleset.id,
            "players": self.players,
            "seed": self.seed,
            "options": self.options,
            "deck": None if self.deck is None else [card.code for card in self.deck],
            "moves": [[seat, move.to_json()] for seat, move in self.moves],
            **({} if self.table is None else {"table": self.table.to_json()}),
        }


def read_config(config: object, new: bool = False) -> Record:
    """A game's record from a config {"ruleset", "players", "seed", "options"?, "deck"?}.
    `new`: a game started now, its options held to what a new game may choose (see
    Ruleset.read_options); without it, to what a save may hold."""
    if not isinstance(config, dict):
        raise ConfigError(
            'A game configuration is a JSON object such as {"ruleset": "idiot", "players": 4, "seed": 1}.'
        )
    ruleset = read_ruleset(config.get("ruleset"))
    players = config.get("players")
    if not _is_int(players) or not ruleset.min_players <= players <= ruleset.max_players:
        raise ConfigError(
            f"{ruleset.name} is played by {ruleset.min_players} to {ruleset.max_players} players, not {brief(players)}."
        )
    seed = config.get("seed", 0)
    if not _is_int(seed) or not 0 <= seed <= MAX_SEED:
        raise ConfigError(f"The seed must be a whole number from 0 to {MAX_SEED}.")
    options = ruleset.read_options(config.get("options"), players, new)
    stacked = config.get("deck")
    deck = None
    if stacked is not None:
        if not isinstance(stacked, list) or len(stacked) > 1000:
            raise ConfigError('"deck" must be a list of card codes, such as ["2C", "3C", ...].')
        try:
            deck = [parse_card(code) for code in stacked]
        except CardError as error:
            raise ConfigError(f"The stacked deck holds a bad card: {error}.") from None
    table = None if config.get("table") is None else read_table(config["table"], players, levels(ruleset.id))
    return Record(ruleset, players, seed, options, deck, table=table)


def read_ruleset(value: object) -> Ruleset:
    """The game whose id `value` is; refused, naming the games there are, if none is."""
    ruleset = RULESETS.get(value) if isinstance(value, str) else None
    if ruleset is None:
        raise ConfigError(f"{brief(value)} is not a game this table knows: choose one of {', '.join(RULESETS)}.")
    return ruleset


def read_table(value: object, players: int, offered: list[str]) -> Table:
    """The "table" {"people": [seats], "names"?: [by seat], "levels"?: [by seat]} of a game of
    `players` seats whose computer players play at the levels `offered`."""
    if not isinstance(value, dict):
        raise TableError('The table of people must be an object such as {"people": [0, 1], "names": ["Kari", ""]}.')
    people = value.get("people")
    if not isinstance(people, list) or not people:
        raise TableError("The table names no person: at least one seat must be a person's.")
    for seat in people:
        if not _is_int(seat) or not 0 <= seat < players:
            raise TableError(
                f"The table names a person at seat {brief(seat)}, which is not at this table of {players}."
            )
    if len(set(people)) != len(people):
        raise TableError("The table names the same seat for two people.")
    names = value.get("names", [])
    if not isinstance(names, list) or len(names) > players:
        raise TableError(f"The table's names must be a list of at most {players}, one for each seat.")
    for name in names:
        if not isinstance(name, str) or len(name) > NAME_LENGTH or any(ord(c) < 32 or ord(c) == 127 for c in name):
            raise TableError(
                f"The name {brief(name)} at the table is not a short line of text (at most {NAME_LENGTH} characters)."
            )
    chosen = value.get("levels", [])
    if not isinstance(chosen, list) or len(chosen) > players:
        raise TableError(f"The table's levels must be a list of at most {players}, one for each seat.")
    for level in chosen:
        if level != "" and level not in offered:
            raise TableError(f"{brief(level)} is not a level of this game: choose one of {', '.join(offered)}.")
    return Table(tuple(people), tuple(names), tuple(chosen))


def load(save: object) -> tuple[Record, Game]:
    """The record and the current game of a save, replayed move by move."""
    if not isinstance(save, dict):
        raise SaveError("This save is not a game: it should be a JSON object.")
    version = save.get("format")
    if not _is_int(version):
        raise SaveError("This save has no format number, so it is not a House Rules save.")
    if version > FORMAT:
        raise SaveError("This save was made by a newer version of House Rules; it is kept as it is.", "newer_save")
    if version < 1:
        raise SaveError(f"This save has an unknown format number {version}.")
    try:
        record = read_config(save)
        game = record.start()
    except ConfigError as error:
        raise SaveError(f"This save's settings are damaged: {error}") from None
    moves = save.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise SaveError("This save's list of moves is damaged.")
    for number, entry in enumerate(moves, start=1):
        if not isinstance(entry, list) or len(entry) != 2 or not _is_int(entry[0]):
            raise SaveError(f"Move {number} of this save is damaged: each move is [seat, move].")
        seat = entry[0]
        try:
            move = parse_move(entry[1])
            game.apply(seat, move)
        except (MoveError, IllegalMove) as error:
            raise SaveError(f"Move {number} of this save cannot be replayed: {error}") from None
        record.moves.append((seat, move))
    return record, game


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)

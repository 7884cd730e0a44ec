"""Shared deals: a short code for a game's deal, to play it at another table, and the deal
of the day.

A deal code holds what starts a game: its ruleset, seat count, seed, options and the level
of each computer seat (not who plays at the device nor the names, and never a stacked deck,
which no short code holds). It is one whole number written in Crockford's base 32 (the
digits and the letters but I, L, O and U; read in either case, I and L as 1 and O as 0,
hyphens and spaces skipped), then a check character. The number is in mixed radix, least
significant first:

    the game (of 16: room for games to come), its seats (from the fewest it takes),
    the seed (of 2^53), each option (0: its default), each seat's level (0: the table's)

so a game with the default options and levels writes only its game, seats and seed: at
most 13 characters and the check for any seed (docs/protocol.md), fewer for small seeds.
The check makes the sum of each character's value times alpha^(its place from the end)
zero in GF(32) (alpha a root of x^5 + x^2 + 1): one character mistyped, or two neighbours
swapped, never passes for another code.

Codes follow each game's list of options and levels: a change to those changes the codes
(tests/test_deals.py pins a few).
"""

from __future__ import annotations

import re

from .core import ConfigError, JsonObject, Option, Ruleset
from .registry import RULESETS, levels
from .rng import Rng
from .saves import MAX_SEED, ONE_PERSON, Record, read_config, read_ruleset
from .text import brief

ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
_VALUES = {char: value for value, char in enumerate(ALPHABET)} | {"I": 1, "L": 1, "O": 0}
_VALUES |= {char.lower(): value for char, value in _VALUES.items()}
# The games by their number in a code: append only, a number is never given to another game.
NUMBERED = ("idiot", "belgia", "planowanie", "haft_khabis")
GAMES = 16
MAX_CODE = 64  # characters: the longest code (every option and level set) has fewer than 40
DAILY_PLAYERS = 4  # the day's deal seats as many, where the game takes them
_DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
NOT_A_DEAL = "This code is not the code of a deal: check each of its characters."


class DealError(ValueError):
    """A deal code or a date that is refused; `code` is "bad_code", "no_deal_code" or "bad_date"."""

    def __init__(self, message: str, code: str = "bad_code") -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def deal_code(record: Record) -> str:
    """The code of the deal of a game."""
    ruleset, players = record.ruleset, record.players
    if record.deck is not None:
        raise DealError(
            "This game was dealt from a stacked deck, which no deal code holds: only shuffled deals are shared.",
            "no_deal_code",
        )
    try:
        ruleset.read_options(record.options, players, new=True)
    except ConfigError as error:
        raise DealError(
            f"A new game can no longer be started as this one was, so it has no deal code: {error}.", "no_deal_code"
        ) from None
    chosen = (record.table or ONE_PERSON).levels
    offered = ["", *levels(ruleset.id)]
    digits = [
        (NUMBERED.index(ruleset.id), GAMES),
        (players - ruleset.min_players, _seat_counts(ruleset)),
        (record.seed, MAX_SEED + 1),
        *((_digit(option, record.options[option.id], players), _radix(option, players)) for option in ruleset.options),
        *((offered.index(chosen[seat] if seat < len(chosen) else ""), len(offered)) for seat in range(players)),
    ]
    number = 0
    for digit, radix in reversed(digits):
        number = number * radix + digit
    return _write(number)


def from_deal_code(code: object) -> JsonObject:
    """The configuration of a new game with the deal of `code`, which new_game accepts."""
    number, game = divmod(_read(code), GAMES)
    if game >= len(NUMBERED):
        raise DealError(NOT_A_DEAL)
    ruleset = RULESETS[NUMBERED[game]]
    number, seats = divmod(number, _seat_counts(ruleset))
    players = ruleset.min_players + seats
    number, seed = divmod(number, MAX_SEED + 1)
    options: JsonObject = {}
    for option in ruleset.options:
        number, digit = divmod(number, _radix(option, players))
        options[option.id] = _value(option, digit, players)
    offered = ["", *levels(ruleset.id)]
    chosen = []
    for _ in range(players):
        number, digit = divmod(number, len(offered))
        chosen.append(offered[digit])
    if number:
        raise DealError(NOT_A_DEAL)
    config: JsonObject = {"ruleset": ruleset.id, "players": players, "seed": seed, "options": options}
    if any(chosen):
        config["table"] = {"people": list(ONE_PERSON.people), "levels": chosen}
    try:
        read_config(config, new=True).start()
    except ConfigError:
        raise DealError(NOT_A_DEAL) from None
    return config


def daily_deal(ruleset_id: object, date: object) -> JsonObject:
    """The configuration of the day's deal of a game: its default options, at DAILY_PLAYERS
    seats (or the nearest the game takes), the seed drawn from the game and the date alone."""
    ruleset = read_ruleset(ruleset_id)
    day = _read_date(date)
    players = min(max(DAILY_PLAYERS, ruleset.min_players), ruleset.max_players)
    seed = Rng(NUMBERED.index(ruleset.id) << 32 | day).next64() >> 11  # 53 bits: 0 to MAX_SEED
    return {"ruleset": ruleset.id, "players": players, "seed": seed, "options": ruleset.read_options(None, players)}


# --- options as digits: 0 the default, then the other values in order -----------------------------------


def _seat_counts(ruleset: Ruleset) -> int:
    return ruleset.max_players - ruleset.min_players + 1


def _bounds(option: Option, players: int) -> tuple[int, int]:
    if option.kind == "bool":
        return 0, 1
    if option.kind == "seat":
        return 0, players - 1
    assert option.minimum is not None and option.maximum is not None, f"no deal code holds {option.id}: unbounded"
    return option.minimum, option.maximum


def _radix(option: Option, players: int) -> int:
    """How many values the option takes: its range, and null where that is its default."""
    low, high = _bounds(option, players)
    return high - low + 1 + (option.default is None)


def _place(option: Option, value: int | bool | None, players: int) -> int:
    """Where a value stands among the option's values: null first, then ascending."""
    low, _ = _bounds(option, players)
    return 0 if value is None else int(value) - low + (option.default is None)


def _digit(option: Option, value: int | bool | None, players: int) -> int:
    return (_place(option, value, players) - _place(option, option.default, players)) % _radix(option, players)


def _value(option: Option, digit: int, players: int) -> int | bool | None:
    place = (digit + _place(option, option.default, players)) % _radix(option, players)
    if option.default is None:
        if place == 0:
            return None
        place -= 1
    value = _bounds(option, players)[0] + place
    return bool(value) if option.kind == "bool" else value


# --- the characters ----------------------------------------------------------------------------------------


def _check(values: list[int]) -> int:
    """The sum of values[i] times alpha^(len - 1 - i) in GF(32), alpha a root of x^5 + x^2 + 1."""
    total = 0
    for value in values:
        total <<= 1  # times alpha
        if total & 32:
            total ^= 0b100101
        total ^= value
    return total


def _write(number: int) -> str:
    values = [number % 32]
    while number >= 32:
        number //= 32
        values.insert(0, number % 32)
    values.append(_check([*values, 0]))  # the check: the sum over the whole code is then 0
    return "".join(ALPHABET[value] for value in values)


def _read(code: object) -> int:
    if not isinstance(code, str):
        raise DealError(f"A deal code is text, letters and digits, not {brief(code)}.")
    chars = [char for char in code if char not in "- "]
    if len(chars) < 2:
        raise DealError("A deal code has more characters than that: copy it again, whole.")
    if len(chars) > MAX_CODE:
        raise DealError(f"A deal code has at most {MAX_CODE} characters: this text is not one.")
    unknown = [char for char in chars if char not in _VALUES]
    if unknown:
        raise DealError(
            f"A deal code holds digits and letters but U, not {brief(unknown[0])}: check each of its characters."
        )
    values = [_VALUES[char] for char in chars]
    if _check(values):
        raise DealError("This deal code is mistyped: its last character, a check, does not fit the others.")
    number = 0
    for value in values[:-1]:
        number = number * 32 + value
    return number


def _read_date(date: object) -> int:
    """The date as the number yyyymmdd; refused unless a day of the calendar, written 2026-12-03."""
    found = _DATE.fullmatch(date) if isinstance(date, str) else None
    if found is None:
        raise DealError(f"{brief(date)} is not a date written year-month-day, such as 2026-12-03.", "bad_date")
    year, month, day = (int(part) for part in found.groups())
    if not (1 <= month <= 12 and 1 <= day <= _days_in(year, month)):
        raise DealError(f"There is no day {date} in the calendar.", "bad_date")
    return year * 10_000 + month * 100 + day


def _days_in(year: int, month: int) -> int:
    if month == 2:
        return 29 if year % 4 == 0 and (year % 100 != 0 or year % 400 == 0) else 28
    return 30 if month in (4, 6, 9, 11) else 31

"""The JSON boundary: the only module JavaScript calls.

Every function takes JSON text (seats are plain ints) and returns JSON text:
{"ok": true, ...} or {"ok": false, "error": {"code", "message"}}, the message
a sentence a person understands (in English; a refused move also gives its
"reason" and "params", for the page to say it in the person's language).
Nothing raises across this boundary. The shapes are documented in docs/protocol.md.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from dataclasses import replace
from functools import wraps
from typing import Any

from .core import ConfigError, Game, IllegalMove
from .deals import DealError, daily_deal as deal_of_the_day, deal_code as code_of, from_deal_code as read_code
from .moves import MoveError, parse_move
from .registry import RULESETS, bot_move as choose_move, hint as suggest, levels
from .review import decisions, judge
from .saves import Record, SaveError, load, read_config
from .text import brief, sentence
from .undo import undo as take_back

JsonObject = dict[str, Any]
RECENT_GAMES = 4
_RECENT: dict[str, tuple[Record, Game]] = {}  # G's text -> its record and game, oldest first
MAX_DEPTH = 64  # a save nests four levels deep
_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKETS = re.compile(r"[\[\]{}]")


class ApiError(Exception):
    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def _boundary(function: Callable[..., JsonObject]) -> Callable[..., str]:
    """JSON text out, and every failure turned into an error value."""

    @wraps(function)
    def wrapper(*args: Any) -> str:
        try:
            result = {"ok": True, **function(*args)}
        except ApiError as error:
            result = _error(error.code, error.message)
        except IllegalMove as error:
            result = _refusal(error)
        except (SaveError, DealError) as error:
            result = _error(error.code, error.message)
        except ConfigError as error:
            result = _error("bad_config", str(error))
        except MoveError as error:
            result = _error("bad_move", f"This move is malformed: {error}")
        except ImportError as error:  # the page's Python lacks a module (buildtools/stdlib.py): name it
            result = _error("internal", f"The rules engine needs the Python module {error.name}, which is missing.")
        except Exception as error:  # noqa: BLE001 (the boundary promises an error value, never a raise)
            result = _error("internal", f"Something went wrong inside the rules engine ({type(error).__name__}).")
        return json.dumps(result, separators=(",", ":"))

    return wrapper


def _error(code: str, message: str) -> JsonObject:
    return {"ok": False, "error": {"code": code, "message": sentence(message)}}


def _refusal(refused: IllegalMove) -> JsonObject:
    """A move the rules refuse: the error with its reason key and parameters."""
    out = _error(refused.code, refused.message)
    out["error"].update(reason=refused.reason, params=refused.params)
    return out


def _parse(text: object, what: str) -> Any:
    if not isinstance(text, str):
        raise ApiError("bad_json", f"The {what} must be given as JSON text.")
    if _depth(text) > MAX_DEPTH:
        raise ApiError("bad_json", f"The {what} is nested more than {MAX_DEPTH} levels deep: no game needs that.")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:  # where: a file opened by hand shows the line to mend
        where = f"line {error.lineno}, column {error.colno}"
        raise ApiError("bad_json", f"The {what} is not valid JSON text: the problem is at {where}.") from None
    except ValueError:
        raise ApiError("bad_json", f"The {what} is not valid JSON text.") from None


def _depth(text: str) -> int:
    """How deeply the brackets of a JSON text nest, strings aside. Checked before parsing:
    a deep enough text overflows the WebAssembly stack inside Pyodide, which no except can catch."""
    deepest = depth = 0
    for bracket in _BRACKETS.findall(_STRINGS.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


def _seat(seat: object, game: Game) -> int:
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < game.players:
        raise ApiError("bad_seat", f"There is no seat {brief(seat)} at this table of {game.players}.")
    return seat


def _load(game_text: object) -> tuple[Record, Game]:
    """The record and game of G: replayed from its moves, or copied from a recent answer.
    The page calls view, bot_move and apply in turn on the G the last call gave, so a few
    recent games spare a replay of the whole game at every call."""
    if not isinstance(game_text, str):
        raise ApiError("bad_json", "The game must be given as JSON text.")
    recent = _RECENT.get(game_text)
    if recent is None:
        recent = load(_parse(game_text, "game"))
        _remember(game_text, *recent)
    record, game = recent
    return replace(record, moves=list(record.moves)), game.clone()


def _remember(game_text: str, record: Record, game: Game) -> None:
    _RECENT[game_text] = (record, game)
    while len(_RECENT) > RECENT_GAMES:
        del _RECENT[next(iter(_RECENT))]


def _game_json(record: Record, game: Game) -> JsonObject:
    """G as the answer gives it, remembered under its text for the next call."""
    saved = record.to_json()
    _remember(json.dumps(saved, separators=(",", ":")), record, game)
    return saved


@_boundary
def rulesets() -> JsonObject:
    """The games on offer: [{"id", "name", "min_players", "max_players", "options", "levels"}]."""
    return {"rulesets": [{**ruleset.to_json(), "levels": levels(ruleset.id)} for ruleset in RULESETS.values()]}


@_boundary
def new_game(config_text: str) -> JsonObject:
    """A new game from {"ruleset", "players", "seed", "options"?, "deck"?}: {"game": G}."""
    record = read_config(_parse(config_text, "configuration"), new=True)
    return {"game": _game_json(record, record.start())}


@_boundary
def view(game_text: str, seat: int) -> JsonObject:
    """What `seat` may see of the game: {"view": {...}}."""
    _, game = _load(game_text)
    return {"view": game.view(_seat(seat, game))}


@_boundary
def apply(game_text: str, seat: int, move_text: str) -> JsonObject:
    """`seat` makes a move: {"game": G2}, or an error and G unchanged."""
    record, game = _load(game_text)
    seat = _seat(seat, game)
    move = parse_move(_parse(move_text, "move"))
    try:
        game.apply(seat, move)
    except IllegalMove as refused:
        penalty = game.penalty(seat)  # the rules may punish the attempt: the error comes with G2
        if penalty is None:
            raise
        game.apply(seat, penalty)
        record.moves.append((seat, penalty))
        return {**_refusal(refused), "game": _game_json(record, game)}
    record.moves.append((seat, move))
    return {"game": _game_json(record, game)}


@_boundary
def bot_move(game_text: str, seat: int, level: str) -> JsonObject:
    """The move a computer opponent of `level` makes for `seat`: {"move": {...}}."""
    _, game = _load(game_text)
    seat = _seat(seat, game)
    offered = levels(game.ruleset_id)
    if level not in offered:
        raise ApiError("bad_level", f"{brief(level)} is not a level of this game: choose one of {', '.join(offered)}.")
    if seat not in game.waiting_for():
        raise ApiError("not_your_turn", f"The game is not waiting for seat {seat}.")
    return {"move": choose_move(game, seat, level).to_json()}


@_boundary
def undo(game_text: str, seat: int) -> JsonObject:
    """Take back `seat`'s last move and all after it: {"game": G2, "undone": n}, or an error
    ("undo_reveals", "undo_decision", "nothing_to_undo", "game_over") and G unchanged. See engine/undo.py."""
    record, game = _load(game_text)
    seat = _seat(seat, game)
    earlier, before = take_back(record, seat)
    return {"game": _game_json(earlier, before), "undone": len(record.moves) - len(earlier.moves)}


@_boundary
def can_undo(game_text: str, seat: int) -> JsonObject:
    """Would `undo` take back `seat`'s last move now? {"undo": true}, or {"undo": false} and the
    refusal undo would give: its "code", "reason", "params" and "message". G is not changed."""
    record, game = _load(game_text)
    try:
        take_back(record, _seat(seat, game))
    except IllegalMove as refused:
        return {"undo": False, **_refusal(refused)["error"]}
    return {"undo": True}


@_boundary
def hint(game_text: str, seat: int) -> JsonObject:
    """The strongest level's move for `seat`, whose turn it is, and one line why:
    {"move": {...}, "level": "strong", "why": {"key", "params"}}."""
    _, game = _load(game_text)
    seat = _seat(seat, game)
    if seat not in game.waiting_for():
        raise ApiError("not_your_turn", f"The game is not waiting for seat {seat}: there is nothing to hint.")
    return suggest(game, seat)


@_boundary
def replay(game_text: str, seat: int, step: int) -> JsonObject:
    """What `seat` saw after the first `step` moves of G, step 0 the deal and the number of
    moves now: {"view": V, "step": step, "moves": n, "events": [the events of that step]}."""
    record, game = _load(game_text)
    return _replay(record, _seat(seat, game), _step(step, record), open_hands=False)


@_boundary
def replay_open(game_text: str, seat: int, step: int) -> JsonObject:
    """As `replay`, with every seat's hand in the view: only for a game that is over."""
    record, game = _load(game_text)
    seat = _seat(seat, game)
    _over(game, "its replay shows only what your seat saw: every hand is shown once it has ended")
    return _replay(record, seat, _step(step, record), open_hands=True)


@_boundary
def review_steps(game_text: str, seat: int) -> JsonObject:
    """The steps of G, a game that is over, at which `seat` chose among several moves, for
    review_step: {"steps": [k, ...]}, each an index into G's moves."""
    record, game = _load(game_text)
    seat = _seat(seat, game)
    _over(game, _NO_ADVICE)
    return {"steps": decisions(record, seat)}


@_boundary
def review_step(game_text: str, seat: int, step: int) -> JsonObject:
    """The strongest level's judgment of `seat`'s move at `step`, one of its review_steps, from
    what the seat knew then: {"step", "played", "best", "cost", "unit", "why"}. See engine/review.py."""
    record, game = _load(game_text)
    seat = _seat(seat, game)
    _over(game, _NO_ADVICE)
    steps = decisions(record, seat)
    if not isinstance(step, int) or isinstance(step, bool) or step not in steps:
        raise ApiError(
            "bad_step",
            f"Step {brief(step)} is not one of seat {seat}'s decisions in this game: review_steps lists them "
            f"({len(steps)} in all).",
        )
    return judge(record, seat, step)


_NO_ADVICE = "its review comes once it has ended, so that it gives no advice on a game in play"


def _over(game: Game, why: str) -> None:
    if not game.is_over():
        raise ApiError("not_over", f"This game is not over, so {why}.")


def _replay(record: Record, seat: int, step: int, open_hands: bool) -> JsonObject:
    game, events = record.replay(step)
    return {"view": game.view(seat, open_hands), "step": step, "moves": len(record.moves), "events": events}


def _step(step: object, record: Record) -> int:
    last = len(record.moves)
    if not isinstance(step, int) or isinstance(step, bool):
        raise ApiError("bad_step", f"A step is a whole number from 0 to {last}, not {brief(step)}.")
    if not 0 <= step <= last:
        raise ApiError(
            "bad_step", f"There is no step {brief(step)} in this game: its steps go from 0 (the deal) to {last} (now)."
        )
    return step


@_boundary
def deal_code(game_text: str) -> JsonObject:
    """The code of G's deal, to play it at another table: {"code": "..."}. See engine/deals.py."""
    record, _ = _load(game_text)
    return {"code": code_of(record)}


@_boundary
def from_deal_code(code: str) -> JsonObject:
    """A new game's configuration with the deal of a code (plain text), for new_game: {"config": {...}}."""
    return {"config": read_code(code)}


@_boundary
def daily_deal(ruleset: str, date: str) -> JsonObject:
    """The configuration of the day's deal of a game (`ruleset` and `date`, "2026-12-03", plain
    text), the same for everyone: {"config": {...}}."""
    return {"config": deal_of_the_day(ruleset, date)}

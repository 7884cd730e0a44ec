"""The hint: the strongest level's move for a seat, and one line why when it can be said.

The line is a key of the page's text catalog ("hint.why.*", English in web/text.js) and
its numbers, so the page says it in the person's language. It states facts of the
position that make the move sensible (a ten burns the pile, the bid is made and this card
loses the trick); a game without such lines gives none.
"""

from __future__ import annotations

from typing import Any

from ..core import Game
from ..games.planowanie import Planowanie
from ..games.shedding import BURN_RUN, TEN, TWO, Shedding
from ..moves import Choose, Flip, Move, Play, Ready, Risk, Swap, Take
from . import bot_move, levels
from . import planowanie

JsonObject = dict[str, Any]


def hint(game: Game, seat: int) -> JsonObject:
    """{"move", "level", "why"}: the move of the strongest level the game offers."""
    level = levels(game.ruleset_id)[-1]
    move = bot_move(game, seat, level)
    return {"move": move.to_json(), "level": level, "why": why(game, seat, move)}


def why(game: Game, seat: int, move: Move) -> JsonObject | None:
    if isinstance(game, Planowanie):
        key, params = planowanie.explain(game, seat, move)
    elif isinstance(game, Shedding):
        key, params = _shedding(game, seat, move)
    else:
        return None
    return {"key": key, "params": params}


def _rank(play: Play) -> int:
    return play.as_rank if play.as_rank is not None else play.cards[-1].rank  # sorted: jokers first


def _shedding(game: Shedding, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    if isinstance(move, Play):
        rank = _rank(move)
        run = len(move.cards)
        for below in reversed(game.pile_ranks):
            if below != rank:
                break
            run += 1
        if rank == TEN:
            return "hint.why.ten", {"n": len(game.pile)}
        if run >= BURN_RUN:
            return "hint.why.four", {"n": len(game.pile)}
        if rank == TWO:
            return "hint.why.two", {}
        lowest = min(_rank(play) for play in game.legal_moves(seat) if isinstance(play, Play) and _rank(play) not in (TWO, TEN))
        return ("hint.why.lowest" if rank == lowest else "hint.why.search"), {"n": len(move.cards)}
    simple_reasons: dict[type, str] = {
        Take: "hint.why.take", Risk: "hint.why.risk", Flip: "hint.why.flip",
        Swap: "hint.why.swap", Ready: "hint.why.ready", Choose: "hint.why.choose",
    }
    return simple_reasons[type(move)], {"n": len(game.pile)}

"""The games the table offers, each registered once: its rules (a Ruleset, whose options
say what they offer at each seat count), its computer opponents by level, weakest first,
and the line its hint gives why. Everything that lists the games reads them from here:
engine.api (rulesets, bots, hints), saves and the simulations.

Like OpenSpiel's register_game, a game is one entry; unlike it, the entries are written
out in one list rather than added as modules are imported, so the list is whole
whichever module is imported first. The registry sits above the games and the bots
(the bots import the games' rules), so neither imports it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .bots import haft_khabis as haft_khabis_bots, planowanie as planowanie_bots, shedding as shedding_bots
from .bots.search import Plan
from .core import Game, JsonObject, Policy, Ruleset
from .games.haft_khabis import HAFT_KHABIS
from .games.planowanie import PLANOWANIE
from .games.shedding import BELGIA, IDIOT
from .moves import Move

# Why a move suits a seat now, in one line: a key of the page's text catalog ("hint.why.*",
# English in web/text.js) and its numbers, so the page says it in the person's language.
# It states facts of the position that make the move sensible (a ten burns the pile, the bid
# is made and this card loses the trick, a 7 answers the 7s); where none stands out, that
# the strongest level's search chose it ("hint.why.search").
Explain = Callable[[Game, int, Move], tuple[str, dict[str, int]]]
# Why a person's move cost more than the best one, in one line: a key ("review.why.*") and
# its numbers, from the position as the seat saw it (engine/review.py).
Judge = Callable[[Game, int, Move, Move], tuple[str, dict[str, int]]]


@dataclass(frozen=True)
class Registered:
    """One game the table offers."""

    ruleset: Ruleset
    levels: Mapping[str, Policy]  # a bot a level, weakest first; hints come from the last
    explain: Explain
    plan: Callable[[Game, int], Plan]  # the strongest level's search, which reviews a person's play
    unit: str  # what the search's results are in, as a review gives them (engine/review.py)
    judge: Judge


# Idiot and Belgia share their bots. Their search scores a place by the players who finish
# after it, so a mean is an expected place, and a difference of means is in places.
SHEDDING = (shedding_bots.LEVELS, shedding_bots.explain, shedding_bots.strong_plan, "places", shedding_bots.review_why)
GAMES: dict[str, Registered] = {
    entry.ruleset.id: entry
    for entry in (
        Registered(IDIOT, *SHEDDING),
        Registered(BELGIA, *SHEDDING),
        Registered(
            PLANOWANIE,
            planowanie_bots.LEVELS,
            planowanie_bots.explain,
            planowanie_bots.strong_plan,
            "points",
            planowanie_bots.review_why,
        ),
        Registered(
            HAFT_KHABIS,
            haft_khabis_bots.LEVELS,
            haft_khabis_bots.explain,
            haft_khabis_bots.strong_plan,
            "points",
            haft_khabis_bots.review_why,
        ),
    )
}
RULESETS: dict[str, Ruleset] = {ruleset_id: entry.ruleset for ruleset_id, entry in GAMES.items()}


def levels(ruleset_id: str) -> list[str]:
    """The levels of computer opponent a game offers, weakest first."""
    return list(GAMES[ruleset_id].levels)


def bot_move(game: Game, seat: int, level: str) -> Move:
    """The move the bot of `level` makes for `seat`, which the game must be waiting for."""
    return GAMES[game.ruleset_id].levels[level](game, seat)


def hint(game: Game, seat: int) -> JsonObject:
    """{"move", "level", "why"}: the move of the strongest level the game offers, and why."""
    level = levels(game.ruleset_id)[-1]
    move = bot_move(game, seat, level)
    return {"move": move.to_json(), "level": level, "why": why(game, seat, move)}


def why(game: Game, seat: int, move: Move) -> JsonObject:
    """{"key", "params"}: the game's line why `move` suits `seat` now."""
    key, params = GAMES[game.ruleset_id].explain(game, seat, move)
    return {"key": key, "params": params}

"""Review my play (issue #22): after a game, each decision of a seat judged by the strongest
level from what that seat knew when it made it.

A decision is a move made when the seat had more than one legal move that it could tell apart
(`Game.as_seen`: which face-down card to turn up is a blind choice); forced moves are not
judged. The position before the move is searched as the strong level searches it (its plan,
bots/search.py): the strong level's candidates and the move played, moves the seat cannot
tell apart as one, each tried on the same deals of the cards the seat could not see
(`Game.resample`, built from what the seat saw: the review never peeks) and played out alike.
The better move is the one the strong level would play on those deals (the best mean, or the
good level's choice where the strong level keeps it unless another is surely better). The
cost of the move is how much less its mean result was than the better move's, in the unit
the game's search scores in (see `Registered.unit`): places in the finishing order (Idiot,
Belgia), points against the others' mean (Planowanie: the deal's points; Haft Khabis: the
round's penalty points). A move that the better one does not beat surely (bots/search.py's
SURE) costs nothing: the search cannot tell them apart, and the strong level itself, on
other deals, might have played it.

Each step is reviewed alone, so the page can call the engine's worker once a decision,
show its progress and stop. The deals come from a generator seeded by the game's seed, the
seat and the step, so a review is reproduced exactly, and two games that differ only in
cards the seat could not see get the same answers.
"""

from __future__ import annotations

import math
from dataclasses import replace

from .bots.search import chosen, paired_results, seat_rng, surely_better
from .core import JsonObject
from .registry import GAMES
from .rng import Rng
from .saves import Record

DIGITS = 3  # a cost is rounded to a thousandth (of a place, or of a point)
# The review searches a decision on twice the strong level's deals: it judges a move already
# made, so it spends more on a steadier estimate (a step stays near 0.2 s of CPython at most).
DEALS_FACTOR = 2


def decisions(record: Record, seat: int) -> list[int]:
    """The steps (indices into the record's moves) at which `seat` chose among several moves
    it could tell apart."""
    game = record.start()
    steps = []
    for step, (mover, move) in enumerate(record.moves):
        if mover == seat and len({game.as_seen(seat, legal) for legal in game.legal_moves(seat)}) > 1:
            steps.append(step)
        game.apply(mover, move)
    return steps


def judge(record: Record, seat: int, step: int) -> JsonObject:
    """{"step", "played", "best", "cost", "unit", "why"}: the move `seat` made at `step`, one of
    its decisions, against the best the strong level's search finds from what the seat knew."""
    game, _ = record.replay(step)
    mover, played = record.moves[step]
    assert mover == seat
    entry = GAMES[game.ruleset_id]
    plan = entry.plan(game, seat)
    candidates = list(dict.fromkeys(game.as_seen(seat, move) for move in [*plan.candidates, played]))
    keep = None if plan.keep is None else game.as_seen(seat, plan.keep)
    # The seed and the step vary the deals from game to game; the seat's generator mixed in
    # keeps them apart from the game's own stream (SplitMix64 streams of nearby seeds overlap).
    rng = Rng(seat_rng(seat, step).next64() ^ record.seed)
    searched = replace(plan, candidates=candidates, deals=plan.deals * DEALS_FACTOR, keep=keep)
    results = paired_results(game, seat, searched, rng)
    mine, best = candidates.index(game.as_seen(seat, played)), chosen(searched, results)
    if not surely_better(results[best], results[mine]):
        best = mine
    lead = math.fsum(better - worse for better, worse in zip(results[best], results[mine])) / searched.deals
    key, params = ("review.why.best", {}) if best == mine else entry.judge(game, seat, played, candidates[best])
    return {
        "step": step,
        "played": played.to_json(),
        "best": (played if best == mine else candidates[best]).to_json(),
        "cost": round(lead, DIGITS),
        "unit": entry.unit,
        "why": {"key": key, "params": params},
    }

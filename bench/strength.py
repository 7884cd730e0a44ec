"""The strength table (issues 6 and 23, "Benchmark"): each bot level in one seat against simple
seats, and head to head, the strongest level in one seat against the level below it.

For each game, at 2 seats (Belgia 3), 4 and the most the menu offers, each level of
engine.bots.levels() plays N seeded games (seeds 0..N-1) in the seat `seed % players`, so
that the seats rotate, against the simple level in every other seat; then the strongest
level does the same against the level below it (`--row-games` gives a row its own number of
games: a cheap row more, to narrow its interval, the costly head to head fewer). Printed:
the win rate with its 95% Wilson interval, and its think time per move (median, 95th
percentile) in CPython, on every core, and inside Pyodide under Node on the first games.
What a win is depends on the game (WINS).

`python -m bench` prints it after the other figures (`--strength-only` for it alone);
`python -m bench.strength` prints it without the Pyodide columns, with no build needed.
The games themselves (`play_one`, `think_times`) use only the engine and the standard
library, so bench/sim.mjs runs them inside Pyodide too.

The whole table is hours. With `--resume` each game's result is kept as it ends, in a journal
named by a hash of the engine and of this module (the bots play the same moves on the same
seeds), and a later run plays only the games not kept: a run stopped goes on where it stopped.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

# ruleset, seats, options: each game at 2 seats (Belgia 3), 4 and the most the menu offers
# (the rules' max_players, or fewer where web/games/index.js says its table shows fewer)
GAMES: list[tuple[str, int, dict[str, Any]]] = [
    *(("idiot", seats, {}) for seats in (2, 4, 5)),
    *(("belgia", seats, {}) for seats in (3, 4, 8)),
    *(("haft_khabis", seats, {}) for seats in (2, 4, 8)),
    *(("planowanie", seats, {}) for seats in (2, 4, 5)),
]

# A win is first place, so that a level's fair share of the games is 1/n (issue 23's head to
# head). Idiot: "the first player to get rid of all cards wins" (RULES.md 1). Belgia names only
# a loser, the last holding cards; its winner is read as in Idiot, the first out.
WINS: dict[str, str] = {
    "idiot": "first out",
    "belgia": "first out",
    "haft_khabis": "match won (limit 200)",
    "planowanie": "game won (first place, ties shared)",
}

PYODIDE_SPEED = 0.65  # Pyodide runs the search at 0.65x to 0.74x of CPython (`python -m bench` measures it)
AIM_IDIOT = 0.75
AIM_P95_MS = 500.0
AIM_MIN_GAMES = 300  # issue 23: a row's verdict counts only from this many games
# Issue 23: Planowanie at 4 seats, each level in one seat against three simple seats
AIM_PLANOWANIE = {"strong": 0.55, "good": 0.35}

ROOT = Path(__file__).resolve().parents[1]


def _won(game: Any, seat: int) -> bool:
    if game.ruleset_id == "planowanie":
        return bool(game.places()[seat] == 1)
    return bool(game.ranking()[0] == seat)


def play_one(
    ruleset: str, players: int, options: dict[str, Any], level: str, seed: int, against: str = "simple"
) -> Result:
    """One seeded game, `level` in seat seed % players and `against` elsewhere: whether that seat
    won, its points (Planowanie) and its think time for each of its moves, in seconds of CPU
    time, so that other work on the machine does not inflate it (inside Pyodide the clock
    is the wall clock: nothing else runs on its thread)."""
    from engine.games.planowanie import Planowanie
    from engine.registry import RULESETS, bot_move

    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options(options, players), None)
    tested = seed % players
    times: list[float] = []
    while game.waiting_for():
        seat = game.waiting_for()[0]
        if seat == tested:
            start = time.process_time()
            move = bot_move(game, seat, level)
            times.append(time.process_time() - start)
        else:
            move = bot_move(game, seat, against)
        game.apply(seat, move)
    points = float(game.totals[tested]) if isinstance(game, Planowanie) else None
    return _won(game, tested), points, times


def think_times(plan: list[tuple[str, int, dict[str, Any], str]], moves: int) -> list[list[float]]:
    """For each (ruleset, seats, options, level) of `plan`: the level's think times over games
    with seeds 0, 1, ... until at least `moves` were timed (the Pyodide sample)."""
    out = []
    for ruleset, players, options, level in plan:
        times: list[float] = []
        seed = 0
        while len(times) < moves:
            times += play_one(ruleset, players, options, level, seed)[2]
            seed += 1
        out.append(times)
    return out


# A game of the table: its row's index, ruleset, seats, options, level, seed and the level
# of the other seats; and what play_one tells of it
Task = tuple[int, str, int, dict[str, Any], str, int, str]
Result = tuple[bool, float | None, list[float]]


@dataclass
class Row:
    """One level's figures in one game."""

    ruleset: str
    players: int
    level: str
    against: str = "simple"
    games: int = 0
    wins: int = 0
    points: list[float] = field(default_factory=list)
    times: list[float] = field(default_factory=list)
    pyodide: list[float] | None = None

    def add(self, result: Result) -> None:
        """One more game's result: whether the level won, its points and its think times."""
        won, points, times = result
        self.games += 1
        self.wins += won
        self.times += times
        if points is not None:
            self.points.append(points)

    def interval(self) -> tuple[float, float]:
        return wilson(self.wins, self.games)

    def rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def name(self) -> str:
        """The level, and whom it played if not simple seats ("strong/good": head to head)."""
        return self.level if self.against == "simple" else f"{self.level}/{self.against}"


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """The q-th quantile (0..1) by the nearest-rank rule; 0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


def _job(task: Task) -> tuple[Task, Result]:
    _, ruleset, players, options, level, seed, against = task
    return task, play_one(ruleset, players, options, level, seed, against)


def journal_path(root: Path = ROOT) -> Path:
    """The journal of the engine as it stands: named by a hash of engine/'s modules and of this
    one (where the games are set up), so that a change to either starts a new one."""
    digest = hashlib.sha256()
    for path in [*sorted((root / "engine").rglob("*.py")), root / "bench" / "strength.py"]:
        digest.update(path.relative_to(root).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return root / ".cache" / "strength" / f"{digest.hexdigest()[:16]}.jsonl"


def _game_key(task: Task) -> str:
    """A game of the table, whatever row index it has in this run."""
    _, ruleset, players, options, level, seed, against = task
    return json.dumps([ruleset, players, options, level, against, seed], sort_keys=True)


def read_journal(path: Path) -> dict[str, Result]:
    """The games kept in the journal at `path`, by _game_key (none if there is no journal). A
    line cut short by a run killed as it wrote is skipped: that game is played again."""
    kept: dict[str, Result] = {}
    if path.exists():
        for line in path.read_text().splitlines():
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue
            kept[entry["game"]] = (entry["won"], entry["points"], entry["times"])
    return kept


def _open_journal(path: Path) -> TextIO:
    """The journal at `path` opened to add games to, on a line of their own after one cut short."""
    path.parent.mkdir(parents=True, exist_ok=True)
    cut = path.exists() and path.stat().st_size > 0 and not path.read_bytes().endswith(b"\n")
    journal = path.open("a")
    if cut:
        journal.write("\n")
    return journal


def _keep(journal: TextIO, task: Task, result: Result) -> None:
    won, points, times = result
    journal.write(json.dumps({"game": _game_key(task), "won": won, "points": points, "times": times}) + "\n")
    journal.flush()


def measure(
    games: list[tuple[str, int, dict[str, Any]]],
    n: int,
    workers: int,
    row_games: dict[str, int] | None = None,
    journal: Path | None = None,
) -> list[Row]:
    """Every level of every game against simple seats, and the strongest head to head against
    the level below it, over n seeded games each (or the number `row_games` gives the row by its
    name), on `workers` processes; with a `journal`, the games kept there are not played again,
    and each game played is kept there."""
    from engine.registry import levels

    row_games = row_games or {}
    rows: list[Row] = []
    tasks: list[Task] = []
    for ruleset, players, options in games:
        table = levels(ruleset)
        pairs = [(level, "simple") for level in table]
        if len(table) > 2:  # head to head: the strongest against the level below it
            pairs.append((table[-1], table[-2]))
        for level, against in pairs:
            row = Row(ruleset, players, level, against)
            count = row_games.get(row.name(), n)
            tasks += [(len(rows), ruleset, players, options, level, seed, against) for seed in range(count)]
            rows.append(row)
    unknown = set(row_games) - {row.name() for row in rows}
    if unknown:
        raise SystemExit(f"--row-games names no row of the table: {', '.join(sorted(unknown))}")
    tasks.sort(key=lambda task: task[5])  # early seeds of every row first: an interrupted run is still fair
    kept = read_journal(journal) if journal is not None else {}
    playing: list[Task] = []
    for task in tasks:
        result = kept.get(_game_key(task))
        if result is None:
            playing.append(task)
        else:
            rows[task[0]].add(result)
    if journal is not None:
        print(f"journal {journal.name}: {len(tasks) - len(playing):,} of {len(tasks):,} games kept from earlier runs")
    results: Any
    if workers > 1:
        import multiprocessing

        pool = multiprocessing.Pool(workers)
        results = pool.imap_unordered(_job, playing, chunksize=2)
    else:
        pool = None
        results = map(_job, playing)
    kept_in = _open_journal(journal) if journal is not None else None
    try:
        for task, result in results:
            rows[task[0]].add(result)
            if kept_in is not None:
                _keep(kept_in, task, result)
    except KeyboardInterrupt:  # Ctrl-C: the games played so far, every row's first seeds
        print(f"\ninterrupted: {sum(row.games for row in rows):,} of {len(tasks):,} games played")
        if pool is not None:
            pool.terminate()
    finally:
        if pool is not None:
            pool.close()
            pool.join()
        if kept_in is not None:
            kept_in.close()
    return rows


def ms(seconds: float | None) -> str:
    return "n/a" if seconds is None else f"{seconds * 1000:.2f}" if seconds < 0.01 else f"{seconds * 1000:.0f}"


def print_table(rows: list[Row], n: int, workers: int, pyodide_moves: int) -> None:
    print(
        f"\nstrength: each level in one seat against simple seats, {n} seeded games a row unless its games"
        f" say otherwise (fewer if interrupted; seeds from 0, the level's seat rotating), CPython on {workers} process(es);"
        f" think time per move of the level's seat, in ms of CPU time; Pyodide under Node on the first games,"
        f" at least {pyodide_moves} moves"
    )
    print(
        f"{'game':<18}{'level':<12}{'games':>6}{'win rate':>9}{'95% CI':>16}{'points':>8}"
        f"{'median':>9}{'p95':>8}{'Pyodide med':>13}{'p95':>8}"
    )
    shown = None
    for row in rows:
        if (row.ruleset, row.players) != shown:
            shown = row.ruleset, row.players
            print(f"{row.ruleset} {row.players} seats, a win: {WINS[row.ruleset]}")
        low, high = row.interval()
        points = f"{statistics.fmean(row.points):8.1f}" if row.points else f"{'':8}"
        pyodide = row.pyodide
        print(
            f"{'':<18}{row.name():<12}{row.games:>6}{row.rate():9.1%}{f'[{low:.1%}, {high:.1%}]':>16}{points}"
            f"{ms(statistics.median(row.times) if row.times else None):>9}{ms(percentile(row.times, 0.95)):>8}"
            f"{ms(statistics.median(pyodide) if pyodide else None):>13}{ms(percentile(pyodide, 0.95) if pyodide else None):>8}"
        )
    print_aims(rows)


def print_aims(rows: list[Row]) -> None:
    """The aims of issues 6 and 23, next to the figures."""
    by = {(row.ruleset, row.players, row.level, row.against): row for row in rows}

    def verdict(ok: bool) -> str:
        return "met" if ok else "NOT met"

    print("aims:")
    idiot = by.get(("idiot", 2, "strong", "simple"))
    if idiot is not None:
        print(
            f"  strong wins >= {AIM_IDIOT:.0%} of 2-seat Idiot against simple: {idiot.rate():.1%}"
            f" (CI from {idiot.interval()[0]:.1%}): {verdict(idiot.rate() >= AIM_IDIOT)}"
        )
    for level, aim in AIM_PLANOWANIE.items():
        row = by.get(("planowanie", 4, level, "simple"))
        if row is not None:
            print(
                f"  planowanie 4 seats: {level} wins >= {aim:.0%} against three simple seats: {row.rate():.1%}"
                f" [{row.interval()[0]:.1%}, {row.interval()[1]:.1%}]: {verdict(row.rate() >= aim)}"
            )
    for ruleset, players in dict.fromkeys((row.ruleset, row.players) for row in rows):
        for stronger, weaker in (("good", "simple"), ("strong", "good")):
            high, low = by.get((ruleset, players, stronger, "simple")), by.get((ruleset, players, weaker, "simple"))
            if high is None or low is None:
                continue
            apart = high.interval()[0] > low.interval()[1] and min(high.games, low.games) >= AIM_MIN_GAMES
            print(
                f"  {ruleset} {players} seats: {stronger} beats {weaker} beyond the intervals:"
                f" {high.rate():.1%} [{high.interval()[0]:.1%}, {high.interval()[1]:.1%}] vs {low.rate():.1%}"
                f" [{low.interval()[0]:.1%}, {low.interval()[1]:.1%}]: {verdict(apart)}"
            )
    for row in rows:
        if row.against != "simple":
            share = 1 / row.players
            print(
                f"  {row.ruleset} {row.players} seats: {row.level} in one seat against {row.against} wins more than"
                f" its share ({share:.0%}) beyond the interval: {row.rate():.1%}"
                f" [{row.interval()[0]:.1%}, {row.interval()[1]:.1%}]: {verdict(row.interval()[0] > share and row.games >= AIM_MIN_GAMES)}"
            )
    for row in rows:
        if row.level == "strong" and row.against == "simple":
            p95 = percentile(row.pyodide, 0.95) * 1000 if row.pyodide else None
            estimate = percentile(row.times, 0.95) * 1000 / PYODIDE_SPEED
            shown = (
                f"{p95:.0f} ms" if p95 is not None else f"not measured (CPython's / {PYODIDE_SPEED}: {estimate:.0f} ms)"
            )
            print(
                f"  {row.ruleset} {row.players} seats: strong's p95 think time in Pyodide < {AIM_P95_MS:.0f} ms: {shown}"
                f"{'' if p95 is None else ': ' + verdict(p95 < AIM_P95_MS)}"
            )


def run(
    n: int,
    pyodide_moves: int,
    only: list[str] | None = None,
    seats: list[int] | None = None,
    pyodide: Callable[[list[tuple[str, int, dict[str, Any], str]], int], list[list[float]]] | None = None,
    row_games: dict[str, int] | None = None,
    resume: bool = False,
) -> None:
    """Measure and print the table; `pyodide` runs think_times inside Pyodide (bench/__main__.py);
    `resume`: keep each game in the engine's journal, and play only the games not kept there."""
    games = [game for game in GAMES if (only is None or game[0] in only) and (seats is None or game[1] in seats)]
    workers = os.cpu_count() or 1
    rows = measure(games, n, workers, row_games, journal_path() if resume else None)
    if pyodide is not None and pyodide_moves > 0:
        timed = [row for row in rows if row.against == "simple"]  # a level thinks alike whoever it plays
        options = {(ruleset, players): chosen for ruleset, players, chosen in games}
        plan = [(row.ruleset, row.players, options[row.ruleset, row.players], row.level) for row in timed]
        for row, times in zip(timed, pyodide(plan, pyodide_moves)):
            row.pyodide = times
    print_table(rows, n, workers, pyodide_moves)


def seat_counts(option: str | None) -> list[int] | None:
    """--strength-seats's value: the seat counts it names, or None for all."""
    return [int(count) for count in option.split(",")] if option else None


def row_counts(option: str | None) -> dict[str, int]:
    """--row-games's value: each row's name with its number of games."""
    counts = {}
    for part in option.split(",") if option else []:
        name, _, count = part.partition("=")
        counts[name.strip()] = int(count)
    return counts


def main() -> None:
    from bench.options import add_strength_games  # here: inside Pyodide this file is loaded alone

    parser = argparse.ArgumentParser(prog="python -m bench.strength", description=__doc__.split("\n\n")[0])
    add_strength_games(parser)
    parser.add_argument("--only", default=None, help="rulesets to measure, comma-separated")
    args = parser.parse_args()
    only = args.only.split(",") if args.only else None
    run(
        args.strength_games,
        0,
        only,
        seat_counts(args.strength_seats),
        row_games=row_counts(args.row_games),
        resume=args.resume,
    )


if __name__ == "__main__":
    main()

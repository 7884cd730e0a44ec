"""python -m bench: performance figures of House Rules, printed side by side.

Run through `python build.py bench`, which builds dist/ and installs Playwright first.
Figures only: nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # buildtools, and engine from the source tree for CPython

from bench import peers, resume, review, strength  # noqa: E402
from bench.browser import page_loads  # noqa: E402
from bench.games import one_pass  # noqa: E402
from bench.networks import throttled_loads  # noqa: E402
from bench.node import pyodide_node  # noqa: E402
from bench.options import add_options  # noqa: E402
from bench.search import GAMES as SEARCH_GAMES, playouts  # noqa: E402
from buildtools.files import DIST  # noqa: E402
from buildtools.installs import fetch_pyodide  # noqa: E402
from buildtools.site import build  # noqa: E402
from buildtools.stdlib import full_stdlib  # noqa: E402

# What each game's figure is of: ruleset, seats, options, cards dealt, and what a "game" is.
GAMES: list[tuple[str, int, dict[str, object], int, str]] = [
    ("idiot", 4, {}, 52, "games"),
    ("belgia", 5, {"decks": 2}, 108, "games"),
    ("haft_khabis", 4, {"decks": 2, "limit": 1}, 104, "rounds"),  # limit 1: the match ends with its first round
    ("haft_khabis", 4, {"decks": 2}, 104, "matches to 200"),
    ("planowanie", 4, {}, 52, "games of ten deals"),
]


def node_command(wheel: Path) -> list[str]:
    """bench/sim.mjs booting Pyodide under Node (bench/node.py) with the engine's wheel; its mode's options follow."""
    return [
        pyodide_node().command,
        str(ROOT / "bench/sim.mjs"),
        "--pyodide",
        str(DIST / "pyodide"),
        "--stdlib",
        str(full_stdlib(fetch_pyodide())),
        "--wheel",
        str(wheel),
    ]


def in_pyodide(wheel: Path, module: str, call: str, **kwargs: Any) -> tuple[Any, float]:
    """bench/<module>.py's call(**kwargs) inside Pyodide under Node (bench/sim.mjs): its
    result, and the seconds Pyodide took to boot and install the wheel."""
    out = subprocess.run(
        [*node_command(wheel), "--module", module, "--call", call, "--kwargs", json.dumps(kwargs)],
        check=True,
        stdout=subprocess.PIPE,
        text=True,
    ).stdout
    answer = json.loads(out.strip().splitlines()[-1])
    return answer["result"], float(answer["boot_seconds"])


class PyodideSession:
    """One Pyodide under Node (bench/sim.mjs --serve) that takes calls in turn, so that its
    passes can alternate with CPython's: a machine whose speed drifts over a minute (others'
    work on the same host) then slows both sides of a round alike."""

    def __init__(self, wheel: Path) -> None:
        self.node = subprocess.Popen(
            [*node_command(wheel), "--serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.boot_seconds = float(self._answer()["boot_seconds"])

    def call(self, module: str, call: str, **kwargs: Any) -> Any:
        assert self.node.stdin is not None and self.node.stdout is not None
        self.node.stdin.write(json.dumps({"module": module, "call": call, "kwargs": kwargs}) + "\n")
        self.node.stdin.flush()
        return self._answer()["result"]

    def _answer(self) -> Any:
        assert self.node.stdout is not None
        line = self.node.stdout.readline()
        if not line:
            raise RuntimeError(f"bench/sim.mjs --serve ended (exit {self.node.wait()})")
        return json.loads(line)

    def close(self) -> None:
        assert self.node.stdin is not None
        self.node.stdin.close()
        self.node.wait()


def interleaved_games(
    pyodide: PyodideSession, ruleset: str, players: int, options: dict[str, object], seconds: float, rounds: int = 3
) -> tuple[dict[str, float], dict[str, float], float]:
    """The same random games (seeds 0..) in CPython and in Pyodide, a pass in each in turn:
    a first pass each (the runtime warming; as many games as CPython plays in `seconds`),
    then `rounds` rounds of a pass each. Each side's games and moves, its first pass's
    seconds ("first") and the rounds' median ("seconds"); and the median of the rounds'
    own ratios, Pyodide's speed over CPython's."""
    ours = one_pass(ruleset, players, seconds=seconds, options=options)
    kwargs: dict[str, Any] = {"ruleset": ruleset, "players": players, "games": int(ours["games"]), "options": options}
    theirs = pyodide.call("games", "one_pass", **kwargs)
    our_times, their_times = [], []
    for _ in range(rounds):
        our_times.append(one_pass(**kwargs)["seconds"])
        their_times.append(pyodide.call("games", "one_pass", **kwargs)["seconds"])
    ratios = [mine / other for mine, other in zip(our_times, their_times)]
    return (
        {**ours, "first": ours["seconds"], "seconds": statistics.median(our_times)},
        {**theirs, "first": theirs["seconds"], "seconds": statistics.median(their_times)},
        statistics.median(ratios),
    )


def strength_table(
    wheel: Path,
    games: int,
    pyodide_moves: int,
    only: list[str] | None,
    seats: list[int] | None,
    row_games: dict[str, int],
    resume: bool,
) -> None:
    """bench/strength.py's table (of the rulesets `only` names and the seat counts `seats`, else all), its Pyodide
    columns from think_times run inside Pyodide."""

    def pyodide(plan: list[tuple[str, int, dict[str, Any], str]], moves: int) -> list[list[float]]:
        times: list[list[float]] = in_pyodide(wheel, "strength", "think_times", plan=plan, moves=moves)[0]
        return times

    strength.run(games, pyodide_moves, only, seats, pyodide=pyodide, row_games=row_games, resume=resume)


def ratio(a: float | None, b: float | None) -> str:
    return f"{a / b:.2f}x" if a and b else "n/a"


def seconds_text(value: float | None) -> str:
    return f"{value * 1000:.0f} ms" if value is not None else "n/a"


def print_games(
    cpython: dict[str, float], pyodide: dict[str, float], rounds_ratio: float, boot: float, title: str, cards: int
) -> None:
    print(f"\nrandom full {title}")
    print(f"{'':28}{'per s':>10}{'moves/s':>12}{'cards/s':>12}{'seconds':>9}{'first pass':>12}")
    firsts = {}  # each side's first pass, games per second
    for name, label, run in (
        ("cpython", "CPython " + platform.python_version(), cpython),
        ("pyodide", "Pyodide under Node", pyodide),
    ):
        games, moves = run["games"] / run["seconds"], run["moves"] / run["seconds"]
        first = firsts[name] = run["games"] / run["first"]
        print(f"{label:28}{games:10.1f}{moves:12.0f}{games * cards:12.0f}{run['seconds']:9.1f}{first:10.1f}/s")
    print(
        f"{'Pyodide / CPython':28}{rounds_ratio:9.2f}x{rounds_ratio:11.2f}x{'':21}"
        f"{ratio(firsts['pyodide'], firsts['cpython']):>12}"
    )
    print(
        f"(the same games played once in each runtime, then in 3 rounds of a pass in each in turn: each side's"
        f" rounds' median, and the median of the rounds' own ratios; the first pass, V8 still optimizing"
        f" Pyodide's WebAssembly, apart. Pyodide boot under Node and wheel install: {boot:.1f} s, not counted;"
        f" cards/s: games per second times the {cards} cards dealt)"
    )


def search_rates(wheel: Path, moves: int) -> None:
    """The strong level's search loop (bench/search.py): play-outs per second in CPython and
    inside Pyodide under Node, each game's first `moves` searching strong moves."""
    print(f"\nthe strong level's search: play-outs per second (resample, clone, play-out; first {moves} searches)")
    print(f"{'':28}{'CPython':>10}{'Pyodide':>10}{'ratio':>8}{'ms/search':>11}")
    for ruleset, players in SEARCH_GAMES:
        ours = playouts(ruleset, players, moves)
        theirs, _ = in_pyodide(wheel, "search", "playouts", ruleset=ruleset, players=players, moves=moves)
        rate, rate_p = ours["playouts"] / ours["seconds"], theirs["playouts"] / theirs["seconds"]
        print(
            f"{f'{ruleset}, {players} seats':28}{rate:10.0f}{rate_p:10.0f}{ratio(rate_p, rate):>8}"
            f"{1000 * ours['seconds'] / ours['searches']:11.1f}"
        )


def resume_times(wheel: Path) -> None:
    """bench/resume.py: a resumed save's view and first move, replay included, from a fresh engine."""
    print("\na page load's first move from a resumed save (view, then apply; the save replayed; median of 5)")
    print(f"{'':28}{'moves':>7}{'CPython':>10}{'Pyodide':>10}   (aim: under 100 ms in Pyodide)")
    theirs, _ = in_pyodide(wheel, "resume", "all_games")
    for ruleset, ours in resume.all_games().items():
        print(
            f"{ruleset:28}{ours['moves']:7.0f}{seconds_text(ours['seconds']):>10}"
            f"{seconds_text(theirs[ruleset]['seconds']):>10}"
        )


def review_times(wheel: Path) -> None:
    """bench/review.py: "Review my play" over a whole game, every decision of seat 0 judged."""
    print("\nthe review of a whole game (Review my play: every decision of seat 0 judged, in turn)")
    print(f"{'':28}{'decisions':>10}{'CPython':>10}{'Pyodide':>10}   (aim: under 20 s in Pyodide)")
    theirs, _ = in_pyodide(wheel, "review", "all_games")
    for name, ours in review.all_games().items():
        print(f"{name:28}{ours['decisions']:10.0f}{ours['seconds']:9.1f} s{theirs[name]['seconds']:9.1f} s")


def print_pages(loads: dict[str, dict[str, float | None]], browser: str) -> None:
    table, bare = loads["table"], loads["bare"]
    print(f'\npage load in headless {browser}, navigation to html[data-ready="1"] (median)')
    print(f"{'':28}{'cold':>10}{'warm':>10}{'first-visit bytes':>20}")
    for name, row in (("table (dist/)", table), ("bare Pyodide boot", bare)):
        print(f"{name:28}{seconds_text(row['cold']):>10}{seconds_text(row['warm']):>10}{row['bytes'] or 0:>20,.0f}")
    print(
        f"{'table / bare':28}{ratio(table['cold'], bare['cold']):>10}"
        f"{ratio(table['warm'], bare['warm']):>10}{ratio(table['bytes'], bare['bytes']):>20}"
    )
    beyond = table["own_bytes"]
    if beyond is not None:
        print(
            f"first visit beyond Pyodide's files and micropip (all but pyodide/):"
            f" {beyond:,.0f} bytes = {beyond / 1024:.1f} KB (aim: under 100 KB)"
        )


def print_networks(results: dict[str, dict[str, tuple[float | None, float]]], repeats: int) -> None:
    networks = list(results)
    print(
        f"\nfirst visit on throttled networks (DevTools' profiles, emulated by Chromium), navigation to"
        f' html[data-ready="1"] (median of {repeats})'
    )
    print(f"{'':28}" + "".join(f"{name:>10}" for name in networks) + f"{'bytes to ready':>20}")
    for site, label in (("table", "table (dist/)"), ("bare", "bare Pyodide boot")):
        times = "".join(f"{seconds_text(results[n][site][0]):>10}" for n in networks)
        print(f"{label:28}{times}{results[networks[0]][site][1]:>20,.0f}")
    times = "".join(f"{ratio(results[n]['table'][0], results[n]['bare'][0]):>10}" for n in networks)
    sent = ratio(results[networks[0]]["table"][1], results[networks[0]]["bare"][1])
    print(f"{'table / bare':28}{times}{sent:>20}   (aim: Fast 4G 0.90x, Slow 4G 0.80x at most)")


FUZZ_PER_RULESET = 5_000


def fuzz() -> None:
    """tests/test_api_fuzz.py at 5,000 cases a ruleset: bad moves and saves sent to engine.api."""
    env = {**os.environ, "HOUSE_RULES_FUZZ": str(FUZZ_PER_RULESET)}
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests/test_api_fuzz.py"],
        check=False,  # its summary line is printed, passed or failed
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        text=True,
    )
    summary = done.stdout.strip().splitlines()[-1] if done.stdout.strip() else "no output"
    from engine.registry import RULESETS

    print(
        f"\nfuzzing engine.api: {FUZZ_PER_RULESET * len(RULESETS):,} cases"
        f" ({FUZZ_PER_RULESET:,} for each of {len(RULESETS)} rulesets): {summary}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m bench", description=__doc__)
    add_options(parser)
    args = parser.parse_args()
    only = args.games.split(",") if args.games else None
    seats = strength.seat_counts(args.strength_seats)
    row_games = strength.row_counts(args.row_games)
    wheel = build()
    load = os.getloadavg()[0]
    print(
        f"\nload average {load:.1f} on {os.cpu_count()} cores"
        f"{': other work is running, figures are noisy' if load > 0.5 else ''}"
    )
    print(f"Pyodide runs under {pyodide_node().describe()}")
    if args.strength_only:
        strength_table(wheel, args.strength_games, args.pyodide_moves, only, seats, row_games, args.resume)
        return
    served = wheel.with_name(wheel.name + ".br")
    print(
        f"\nengine wheel {wheel.name}: {wheel.stat().st_size:,} bytes in dist/ (members stored),"
        f" {(served if served.exists() else wheel).stat().st_size:,} as served"
    )
    pyodide = PyodideSession(wheel)
    try:
        for ruleset, players, options, cards, what in GAMES:
            if only is not None and ruleset not in only:
                continue
            cpython, theirs, rounds_ratio = interleaved_games(pyodide, ruleset, players, options, args.seconds)
            print_games(
                cpython,
                theirs,
                rounds_ratio,
                pyodide.boot_seconds,
                f"{what} of {ruleset}, {players} seats {json.dumps(options)}, seeds 0.."
                f"{cpython['games'] - 1:.0f} (as many as CPython plays "
                f"in {args.seconds:g} s)",
                cards,
            )
    finally:
        pyodide.close()
    if args.peer_seconds > 0:
        peers.section(args.peer_seconds)
    if args.search_moves > 0:
        search_rates(wheel, args.search_moves)
    resume_times(wheel)
    review_times(wheel)
    if args.repeats > 0:
        for browser, loads in page_loads(args.repeats).items():
            print_pages(loads, browser)
    if args.network_repeats > 0:
        print_networks(throttled_loads(args.network_repeats), args.network_repeats)
    fuzz()
    if args.strength_games > 0:
        strength_table(wheel, args.strength_games, args.pyodide_moves, only, seats, row_games, args.resume)


if __name__ == "__main__":
    main()

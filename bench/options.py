"""The benchmark's options, written once: python -m bench parses them, and so does
python build.py bench, which hands them on as given. Standard library only (build.py
runs without the .venv)."""

from __future__ import annotations

import argparse


def add_strength_games(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--strength-games",
        type=int,
        default=500,
        help="seeded games for each level of each game in the strength table (0: no table)",
    )
    parser.add_argument(
        "--strength-seats",
        default=None,
        help="the strength table's tables by their seats, comma-separated (default: each game's three)",
    )
    parser.add_argument(
        "--row-games",
        default=None,
        help="a row's own number of games, as ROW=N, comma-separated (ROW: a level against simple seats, or"
        " strong/good, the head to head); a cheap row can take more games to narrow its interval, the costly"
        " head to head fewer",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="keep each game of the strength table as it ends (.cache/strength/, a journal for the engine as it"
        " stands) and play only the games not kept there: a run stopped goes on where it stopped",
    )


def add_options(parser: argparse.ArgumentParser) -> None:
    """python -m bench's options."""
    parser.add_argument(
        "--seconds",
        type=float,
        default=3.0,
        help="CPython's random-games budget for its first pass; then both runtimes play the same games, a pass each in 3 rounds",
    )
    parser.add_argument(
        "--games",
        default=None,
        help="which rulesets to play, in the random games and the strength table, comma-separated (default: all)",
    )
    parser.add_argument(
        "--repeats",
        type=int,
        default=15,
        help="page loads of each kind (medians: on 2 cores one start varies by up to 0.7 s from the next; 0: none)",
    )
    parser.add_argument(
        "--network-repeats",
        type=int,
        default=5,
        help="first visits of each kind on each throttled network (Fast 4G, Slow 4G: a Slow 4G pair"
        " takes a minute; 0: none)",
    )
    parser.add_argument(
        "--peer-seconds",
        type=float,
        default=2.0,
        help="CPU seconds of each side of each peer pair, each of 3 interleaved rounds (0: no peers section)",
    )
    parser.add_argument(
        "--search-moves",
        type=int,
        default=40,
        help="strong moves timed for each game's play-outs per second, in CPython and Pyodide (0: none)",
    )
    add_strength_games(parser)
    parser.add_argument(
        "--pyodide-moves", type=int, default=150, help="moves of each level timed inside Pyodide for the strength table"
    )
    parser.add_argument("--strength-only", action="store_true", help="print only the strength table")

"""The peers section of the benchmark (issue 24): our games' random play next to other
card-game engines', decisions per second, timed interleaved in one run.

The peers live in the benchmark's own environment, .cache/bench-peers-venv, made here
with the venv module and filled with pip, the versions pinned (PINS); the tests and the
engine never need them. Each peer runs in bench/peer_worker.py inside that environment,
one process kept for the run; our games run in this process. Each round plays, for each
pair, ours then the peer's (the order swapped every other round) for `seconds` of CPU
time each; the rates are the medians over the rounds. A peer that cannot be installed or
run is said so, and the rest goes on.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import time
import venv
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".cache" / "bench-peers-venv"
WORKER = Path(__file__).with_name("peer_worker.py")
# What pip installs, pinned (their dependencies as pip resolved them for CPython 3.11 on
# x86-64 Linux, pinned too, so a rerun measures the same code).
PINS = {
    "rlcard": ["rlcard==1.2.0", "numpy==2.4.6", "termcolor==3.3.0"],
    "open_spiel": [
        "open_spiel==2.0.2",
        "numpy==2.4.6",
        "absl-py==2.5.1",
        "attrs==26.1.0",
        "ml_collections==1.1.0",
        "PyYAML==6.0.4",
        "scipy==1.17.1",
    ],
}
# ours (ruleset, seats, options) against a peer (the worker's name for it, what it is)
PAIRS: list[tuple[str, int, dict[str, object], str, str]] = [
    ("idiot", 4, {}, "uno_env", "RLCard uno, 2 players, rlcard.make env (observations encoded)"),
    ("idiot", 4, {}, "uno", "RLCard uno, 2 players, its UnoGame rules alone"),
    ("planowanie", 4, {}, "oh_hell", "OpenSpiel oh_hell, 4 players (C++ via pybind11)"),
    ("haft_khabis", 4, {"decks": 2, "limit": 1}, "crazy_eights", "OpenSpiel crazy_eights, 4 players (C++)"),
]
AIMS = {"uno_env": 2.0, "uno": 2.0, "oh_hell": 1.0, "crazy_eights": 0.6}  # the ratios


def _python() -> Path:
    return VENV / "bin" / "python"


def install() -> dict[str, str]:
    """Make the environment if need be and install each peer's pins: the packages that
    failed, with the last line pip said."""
    failed: dict[str, str] = {}
    if not _python().exists():
        try:
            venv.create(VENV, with_pip=True)
        except (OSError, subprocess.CalledProcessError) as error:
            return {package: f"no environment: {error}" for package in PINS}
    marker = VENV / "installed.json"  # the pins installed last time: pip is not asked again
    have: dict[str, list[str]] = json.loads(marker.read_text()) if marker.exists() else {}
    for package, pins in PINS.items():
        if have.get(package) == pins:
            continue
        done = subprocess.run(
            [str(_python()), "-m", "pip", "install", "-q", "--disable-pip-version-check", *pins],
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            check=False,
        )
        if done.returncode != 0:
            lines = [line for line in done.stdout.splitlines() if line.strip()]
            failed[package] = lines[-1] if lines else f"pip exited with {done.returncode}"
        else:
            have[package] = pins
    marker.write_text(json.dumps(have))
    return failed


class Worker:
    """bench/peer_worker.py in the peers' environment, one request at a time."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [str(_python()), str(WORKER)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
        )
        self.ready: dict[str, str | None] = self._read()["ready"]

    def _read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError("the peers' worker stopped")
        answer: dict[str, Any] = json.loads(line)
        return answer

    def run(self, peer: str, seconds: float, seed: int) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps({"peer": peer, "seconds": seconds, "seed": seed}) + "\n")
        self.process.stdin.flush()
        return self._read()

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=30)


def ours(ruleset: str, players: int, options: dict[str, object], seconds: float, seed: int) -> float:
    """Our decisions per second: bench/random_play.py's moves (legal_moves, then apply with
    its checks), seeds from `seed` on, for `seconds` of CPU time."""
    from bench.random_play import random_game

    moves = played = 0
    start = time.process_time()
    while played == 0 or time.process_time() - start < seconds:
        moves += random_game(ruleset, players, seed + played, options)
        played += 1
    return moves / (time.process_time() - start)


def section(seconds: float = 2.0, rounds: int = 3) -> None:
    """Print the peers section."""
    print(f"\npeers: random legal play, decisions per second (CPU time; {rounds} interleaved rounds, medians)")
    failed = install()
    for package, why in failed.items():
        print(f"  {package}: not installed, skipped ({why})")
    try:
        worker = Worker()
    except (OSError, RuntimeError, ValueError, KeyError) as error:
        print(f"  the peers' environment does not run ({error}): no peers")
        return
    pairs = [pair for pair in PAIRS if worker.ready.get(pair[3])]
    for pair in PAIRS:
        if pair not in pairs:
            print(f"  {pair[4]}: cannot be imported in {VENV.name}, skipped")
    rates: dict[int, tuple[list[float], list[float]]] = {i: ([], []) for i in range(len(pairs))}
    for round_ in range(rounds):
        for i, (ruleset, players, options, peer, _) in enumerate(pairs):
            first_ours = (round_ + i) % 2 == 0
            for side in (0, 1) if first_ours else (1, 0):
                if side == 0:
                    rates[i][0].append(ours(ruleset, players, options, seconds, 1000 * round_))
                    continue
                answer = worker.run(peer, seconds, round_)
                if "error" not in answer:
                    rates[i][1].append(answer["decisions"] / answer["seconds"])
                elif round_ == 0:
                    print(f"  {peer}: {answer['error']}")
    worker.close()
    print(f"  {'ours':30}{'per s':>9}  {'peer':62}{'per s':>9}{'ours/peer':>11}{'aim':>6}")
    for i, (ruleset, players, _, peer, what) in enumerate(pairs):
        mine, theirs = rates[i]
        if not theirs:
            continue
        a, b = statistics.median(mine), statistics.median(theirs)
        print(f"  {f'{ruleset}, {players} seats':30}{a:9.0f}  {what:62}{b:9.0f}{a / b:10.2f}x{AIMS[peer]:5.1f}x")
    versions = ", ".join(f"{peer} {version}" for peer, version in worker.ready.items() if version)
    print(f"  (peers' versions: {versions}; {sys.implementation.name} {sys.version.split()[0]} for ours)")


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    section(float(sys.argv[1]) if len(sys.argv) > 1 else 2.0)

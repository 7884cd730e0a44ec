"""python build.py test: every suite, in lanes side by side, each suite's output printed
whole when it ends. The lanes: the end-to-end tests in Chromium; the static checks
(buildtools/lint.py, then mypy --strict) followed by the engine's tests in CPython; the
engine's tests inside Pyodide under Node, then the engine.api calls they made, replayed
on the page's own standard library (buildtools/stdlib.py), followed by the end-to-end
paths in Firefox."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

from .browser import ensure_chromium
from .files import CACHE, DIST, ROOT, run
from .firefox import ensure_firefox
from .installs import (
    BUILD_REQUIREMENTS,
    PYODIDE_TEST_REQUIREMENTS,
    TEST_REQUIREMENTS,
    ensure_node_modules,
    ensure_venv,
    fetch_pyodide,
    pip_download,
)
from .lint import lint_commands
from .site import build
from .stdlib import PAGE_STDLIB, full_stdlib, write_list

DIST_BUILT = "HOUSE_RULES_DIST_BUILT"  # set: the e2e suite uses dist/ as it is
MYPY_TARGETS = ("engine", "build.py", "buildtools", "bench", "e2e/conftest.py")


def has_tests(folder: Path) -> bool:
    return any(folder.rglob("test_*.py"))


class Suite:
    """One suite: its commands, run in turn (all of them, each one's output kept) and
    printed whole when the last ends. It fails if any command does."""

    def __init__(self, name: str, *commands: list[Any], folder: Path | None = None) -> None:
        self.name = name
        self.commands = [[str(c) for c in cmd] for cmd in commands]
        self.folder = folder  # its tests: pytest's exit 5 (nothing collected) passes while it has none
        self.code: int | None = None
        self.seconds = 0.0

    def run(self, env: dict[str, str], printing: threading.Lock) -> None:
        with printing:
            print(f"=== {self.name}: started", flush=True)
        started = time.monotonic()
        outputs: list[tuple[list[str], bytes]] = []
        self.code = 0
        for cmd in self.commands:
            done = subprocess.run(
                cmd,
                check=False,
                cwd=ROOT,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                stdin=subprocess.DEVNULL,
            )
            outputs.append((cmd, done.stdout))
            code = done.returncode
            if code == 5 and self.folder is not None and not has_tests(self.folder):
                code = 0
            self.code = self.code or code
        self.seconds = time.monotonic() - started
        with printing:
            print(f"\n=== {self.name}", flush=True)
            for cmd, output in outputs:
                print(f"+ {' '.join(cmd)}", flush=True)
                sys.stdout.buffer.write(output)
                sys.stdout.buffer.flush()
            print(f"=== {self.name}: {self.verdict()}\n", flush=True)

    def verdict(self) -> str:
        result = "ok" if self.code == 0 else f"FAILED (exit {self.code})"
        return f"{result} in {self.seconds:.0f} s"


def run_lanes(lanes: list[list[Suite]]) -> bool:
    """Run the lanes side by side, each one's suites in turn; print each suite's output
    whole when it ends, then every suite's verdict and time. True if all passed."""
    # the suites use dist/ as build() left it: the e2e conftest must not rebuild it under
    # the Pyodide suite, which reads it at the same time
    env = {**os.environ, DIST_BUILT: "1"}
    printing = threading.Lock()
    started = time.monotonic()

    def run_lane(lane: list[Suite]) -> None:
        for suite in lane:
            suite.run(env, printing)

    threads = [threading.Thread(target=run_lane, args=(lane,)) for lane in lanes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    print(f"=== all suites in {time.monotonic() - started:.0f} s (lanes side by side)")
    for suite in (s for lane in lanes for s in lane):
        print(f"    {suite.name}: {suite.verdict()}")
    return all(s.code == 0 for lane in lanes for s in lane)


API_CALLS = CACHE / "pyodide-api-calls.json"  # the engine.api calls of the Pyodide lane's tests


def pyodide_test_command(wheel: Path, *pytest_args: str) -> list[Any]:
    """node tests/pyodide/run.mjs with the built wheel and the test wheels, on the full
    standard library, recording the engine.api calls the tests make in API_CALLS."""
    wheels = [wheel, *pip_download(PYODIDE_TEST_REQUIREMENTS, CACHE / "pyodide-test-wheels")]
    return [
        "node",
        ROOT / "tests/pyodide/run.mjs",
        "--pyodide",
        DIST / "pyodide",
        "--stdlib",
        full_stdlib(fetch_pyodide()),
        "--record",
        API_CALLS,
        "--config",
        ROOT / "pyproject.toml",
        "--tests",
        ROOT / "tests",
        *[a for w in wheels for a in ("--wheel", w)],
        "--",
        *pytest_args,
    ]


def page_stdlib_command(wheel: Path, stdlib: Path = DIST / "pyodide" / PAGE_STDLIB, *trace: str) -> list[Any]:
    """node tests/pyodide/page_stdlib.mjs: Pyodide booted on `stdlib` (the page's, by
    default) as the page boots it, driving engine.api through API_CALLS and every game."""
    return [
        "node",
        ROOT / "tests/pyodide/page_stdlib.mjs",
        "--pyodide",
        DIST / "pyodide",
        "--stdlib",
        stdlib,
        "--wheel",
        wheel,
        "--calls",
        API_CALLS,
        *trace,
    ]


def test() -> None:
    """Install the test tools, build dist/, run every suite; exit 1 if one fails."""
    python = ensure_venv(BUILD_REQUIREMENTS + TEST_REQUIREMENTS)
    ensure_node_modules()
    ensure_chromium()
    ensure_firefox()
    wheel = build()
    # -rs: every lane prints its skips and their reasons, so that a skip is seen
    pytest_n2 = [python, "-m", "pytest", "-q", "-rs", "-n", "2", "--dist", "worksteal", "--durations=5"]
    cpython = Suite("pytest tests/ (CPython)", [*pytest_n2, "tests"], folder=ROOT / "tests")
    pyodide = Suite(
        "pytest tests/ (Pyodide under Node), then engine.api on the page's standard library",
        pyodide_test_command(wheel, "-q", "-rs", "-m", "not slow", "-p", "no:cacheprovider", "--durations=5"),
        page_stdlib_command(wheel),
        folder=ROOT / "tests",
    )
    e2e = Suite("pytest e2e/ (Chromium)", [*pytest_n2, "e2e"], folder=ROOT / "e2e")
    API_CALLS.unlink(missing_ok=True)  # an earlier run's: the replay takes this run's calls only
    # One Firefox, its tests in turn: skipped, saying why, where no Firefox can be driven.
    firefox = Suite(
        "pytest e2e_firefox/ (Firefox)",
        [python, "-m", "pytest", "-q", "-rs", "--durations=5", "e2e_firefox"],
        folder=ROOT / "e2e_firefox",
    )
    # Three lanes on two cores: the e2e tests spend most of their time waiting on the page
    # and Node runs Pyodide on one thread, so side by side they keep both cores busy. The
    # static checks (under a minute) go first in the CPython lane, so a finding shows early.
    # The Pyodide lane ends first (some 500 s, against some 750 s for the other two), so
    # the Firefox paths (about 2 minutes) follow it there, in time the lane would idle.
    if not run_lanes([[e2e], [*static_suites(python), cpython], [pyodide, firefox]]):
        sys.exit(1)
    print("\nall suites passed")


def static_suites(python: Path) -> list[Suite]:
    """The checks that run no code: buildtools/lint.py's, then mypy --strict."""
    lints = [Suite(name, *commands) for name, commands in lint_commands(python)]
    return [*lints, Suite("mypy --strict", [python, "-m", "mypy", "--strict", *MYPY_TARGETS])]


def lint() -> None:
    """python build.py lint: the static checks alone, with no build."""
    python = ensure_venv(BUILD_REQUIREMENTS + TEST_REQUIREMENTS)
    ensure_node_modules()
    if not run_lanes([static_suites(python)]):
        sys.exit(1)


def trace_stdlib() -> None:
    """python build.py trace-stdlib: the list of the page's standard library written anew
    (buildtools/stdlib.py): the Pyodide lane's tests, recording their engine.api calls, then
    those calls and every game replayed on the full library, which says what they needed."""
    ensure_node_modules()
    wheel = build()
    API_CALLS.unlink(missing_ok=True)
    run(pyodide_test_command(wheel, "-q", "-m", "not slow", "-p", "no:cacheprovider"))
    traced = run(page_stdlib_command(wheel, full_stdlib(fetch_pyodide()), "--trace"), stdout=subprocess.PIPE)
    write_list(json.loads(traced.stdout.decode().strip().splitlines()[-1]))
    build()  # dist/ with the library of the new list

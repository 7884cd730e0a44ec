"""Shared pytest setup: tests/helpers.py importable however pytest is started, slow tests
first, and the engine.api calls recorded when asked (HOUSE_RULES_API_CALLS, below)."""

from __future__ import annotations

import functools
import json
import os
import sys
from collections.abc import Callable

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
if HERE not in sys.path:
    sys.path.insert(0, HERE)


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The slow simulations first: on pytest-xdist's workers they then overlap the many
    # short tests instead of running alone at the end.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)


# HOUSE_RULES_API_CALLS=<file>: every distinct engine.api call the tests make is written
# there, as [function, args] pairs, when the session ends: the corpus that
# tests/pyodide/page_stdlib.mjs replays on the page's standard library (buildtools/stdlib.py).
RECORD = os.environ.get("HOUSE_RULES_API_CALLS")
API_FUNCTIONS = (
    "rulesets",
    "new_game",
    "view",
    "apply",
    "bot_move",
    "hint",
    "undo",
    "can_undo",
    "replay",
    "replay_open",
    "review_steps",
    "review_step",
    "deal_code",
    "from_deal_code",
    "daily_deal",
)
recorded: dict[str, None] = {}  # the calls' JSON texts, in the order first made


def recording(function: Callable[..., str], name: str) -> Callable[..., str]:
    @functools.wraps(function)
    def record(*args: object) -> str:
        if all(type(arg) in (str, int) for arg in args):  # what the page can pass
            recorded.setdefault(json.dumps([name, args]), None)
        return function(*args)

    return record


def pytest_configure(config: pytest.Config) -> None:
    if RECORD:
        from engine import api

        for name in API_FUNCTIONS:
            setattr(api, name, recording(getattr(api, name), name))


def pytest_sessionfinish(session: pytest.Session) -> None:
    if RECORD:
        with open(RECORD, "w") as out:
            out.write("[" + ",\n".join(recorded) + "]\n")

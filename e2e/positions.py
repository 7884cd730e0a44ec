"""Positions to open the page at, played ahead by the engine in CPython (the simple
computer at every seat, seat 0 included): the game text goes where the page keeps its
save, and the page resumes it, so a test reaches an end screen or a busy table at once."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page

from engine import api  # on the path through conftest.py
from engine.saves import read_config

from browser_helpers import GAME_KEY

MOVE_LIMIT = 5000


def played(
    ruleset: str, players: int, seed: int, options: dict[str, Any] | None = None, moves: int | None = None
) -> str:
    """The game text after the play: to its end (moves None), or until at least `moves`
    moves are made and seat 0 is to play (not before the play phase, not after the end).
    The game is made as a save would hold it (read_config), so that a test may take an
    option below what the menu offers (a short Haft Khabis match to 30)."""
    config = {"ruleset": ruleset, "players": players, "seed": seed, "options": options or {}}
    text = json.dumps(read_config(config).to_json())
    for made in range(MOVE_LIMIT):
        view = json.loads(api.view(text, 0))["view"]
        if view["over"]:
            if moves is None:
                return text
            raise AssertionError(f"{ruleset} ended before seat 0 was to play after {moves} moves")
        if (
            moves is not None
            and made >= moves
            and view["phase"] not in ("setup", "over")
            and view["waiting_for"] == [0]
        ):
            return text
        seat = view["waiting_for"][0]
        move = json.loads(api.bot_move(text, seat, "simple"))["move"]
        text = json.dumps(json.loads(api.apply(text, seat, json.dumps(move)))["game"])
    raise AssertionError(f"{ruleset} does not end in {MOVE_LIMIT} moves")


def put_save(page: Page, text: str) -> None:
    """Make `text` the page's saved game (the page must be open at the game's origin)."""
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [GAME_KEY, text])

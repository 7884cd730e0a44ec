"""Every engine.api function of every game at every level, as the page calls them, run
inside Pyodide by tests/pyodide/page_stdlib.mjs: the proof that the page's standard
library (buildtools/stdlib.py) lacks nothing, and the trace that makes its list.

It replays the calls the engine's tests made (recorded by tests/conftest.py: the fuzz
corpus, hints, undos, saves), then plays a seeded game of each ruleset at each level
(seats at the fewest and a few more), asking at every move what the page asks: the view,
the bot's move, and on the first moves and every few after, the level's move, a hint,
can_undo and undo;
then the save fixtures. Imports only engine.api and json, which the page imports too.
Any answer with the code "internal" (a Python exception inside the engine, such as a
missing module) ends the run with its message.
"""

from __future__ import annotations

import json
from typing import Any

from engine import api

MOVES = 150  # a game's moves at most
# Moves between those at which the level's bot moves and a hint, can_undo and undo are
# asked for (and at the first two); the others are the simple level's, since the
# strong level searches (as a hint does), which is slow in Pyodide.
ASKED_EVERY = 50


class Driver:
    def __init__(self) -> None:
        self.calls = 0

    def call(self, function: str, *args: str | int) -> dict[str, Any]:
        self.calls += 1
        answer: dict[str, Any] = json.loads(getattr(api, function)(*args))
        if not answer["ok"] and answer["error"]["code"] == "internal":
            raise SystemExit(f"engine.api.{function}{args!r:.300}: {answer['error']['message']}")
        return answer

    def play(self, ruleset: str, players: int, level: str, seed: int) -> None:
        config = json.dumps({"ruleset": ruleset, "players": players, "seed": seed})
        game = self.call("new_game", config)["game"]
        for step in range(MOVES):
            text = json.dumps(game)
            view = self.call("view", text, step % players)["view"]
            if view["over"]:
                break
            seat = view["waiting_for"][0]
            asked = step < 2 or step % ASKED_EVERY == 0
            if asked:
                self.call("hint", text, seat)
                self.call("can_undo", text, seat)
                self.call("undo", text, seat)
            move = self.call("bot_move", text, seat, level if asked else "simple")["move"]
            game = self.call("apply", text, seat, json.dumps(move))["game"]
        for seat in range(players):
            self.call("view", json.dumps(game), seat)


def drive(calls: list[list[Any]], saves: list[str]) -> int:
    """calls: [function, args] pairs to replay; saves: the texts of tests/saves/*.json.
    The number of calls made."""
    driver = Driver()
    for function, args in calls:
        driver.call(function, *args)
    for entry in driver.call("rulesets")["rulesets"]:
        low = entry["min_players"]
        for number, level in enumerate(entry["levels"]):
            driver.play(entry["id"], low + number % 3, level, seed=number)
    for text in saves:
        game = json.dumps(json.loads(text)["save"])
        driver.call("view", game, 0)
        driver.call("can_undo", game, 0)
    return driver.calls

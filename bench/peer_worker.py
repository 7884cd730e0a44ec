"""Runs inside the peers' own environment (bench/peers.py makes it): random legal play of a
peer's game, timed. Not imported by the engine or the tests; the peers' packages live only
in that environment.

It reads one JSON request a line from stdin, {"peer": ..., "seconds": ..., "seed": ...},
and answers each with one line, {"decisions", "games", "seconds"} or {"error"}; its first
line says which peers it can run, {"ready": {peer: version or null}}.

Each peer is driven as our games are (bench/random_play.py): a uniformly random legal
action at every decision, chosen by one call of random(), chance nodes sampled by their probabilities, games played from
seeds 0, 1, ... until `seconds` of CPU time have passed; a decision is one action chosen
by a player (chance outcomes do not count).
- RLCard's UNO (2 players), two ways: "uno_env", as RLCard is meant to be driven,
  rlcard.make("uno") and env.step with an action of the state's legal_actions (each step
  also encodes the next player's observation); "uno", its rules engine alone,
  rlcard.games.uno.game.UnoGame stepped with the actions get_legal_actions() lists.
- OpenSpiel's oh_hell and crazy_eights, 4 players: pyspiel states, legal_actions() and
  chance_outcomes(), each action applied with apply_action.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Callable
from typing import Any


def _uno(seconds: float, seed: int) -> dict[str, float]:
    import numpy as np  # type: ignore[import-not-found]
    from rlcard.games.uno.game import UnoGame  # type: ignore[import-not-found]

    uniform = random.Random(seed).random
    decisions = games = 0
    start = time.process_time()
    while games == 0 or time.process_time() - start < seconds:
        game = UnoGame(num_players=2)
        game.np_random = np.random.RandomState(seed + games)
        game.init_game()
        while not game.is_over():
            actions = game.get_legal_actions()
            game.step(actions[int(uniform() * len(actions))])
            decisions += 1
        games += 1
    return {"decisions": decisions, "games": games, "seconds": time.process_time() - start}


def _uno_env(seconds: float, seed: int) -> dict[str, float]:
    import rlcard  # type: ignore[import-not-found]

    uniform = random.Random(seed).random
    env = rlcard.make("uno", config={"seed": seed})
    decisions = games = 0
    start = time.process_time()
    while games == 0 or time.process_time() - start < seconds:
        state, _ = env.reset()
        while not env.is_over():
            actions = list(state["legal_actions"])
            state, _ = env.step(actions[int(uniform() * len(actions))])
            decisions += 1
        games += 1
    return {"decisions": decisions, "games": games, "seconds": time.process_time() - start}


def _spiel(name: str) -> Callable[[float, int], dict[str, float]]:
    def run(seconds: float, seed: int) -> dict[str, float]:
        import pyspiel  # type: ignore[import-not-found]

        game = pyspiel.load_game(name, {"players": 4})
        rng = random.Random(seed)
        decisions = games = 0
        start = time.process_time()
        while games == 0 or time.process_time() - start < seconds:
            state = game.new_initial_state()
            while not state.is_terminal():
                if state.is_chance_node():
                    actions, weights = zip(*state.chance_outcomes())
                    state.apply_action(rng.choices(actions, weights)[0])
                else:
                    actions = state.legal_actions()
                    state.apply_action(actions[int(rng.random() * len(actions))])
                    decisions += 1
            games += 1
        return {"decisions": decisions, "games": games, "seconds": time.process_time() - start}

    return run


PEERS: dict[str, tuple[str, Callable[[float, int], dict[str, float]]]] = {
    "uno": ("rlcard", _uno),
    "uno_env": ("rlcard", _uno_env),
    "oh_hell": ("open_spiel", _spiel("oh_hell")),
    "crazy_eights": ("open_spiel", _spiel("crazy_eights")),
}


def _version(package: str) -> str | None:
    from importlib import metadata

    try:
        module = "pyspiel" if package == "open_spiel" else package
        __import__(module)
        return metadata.version(package)
    except (ImportError, metadata.PackageNotFoundError):
        return None


def main() -> None:
    ready: dict[str, Any] = {peer: _version(package) for peer, (package, _) in PEERS.items()}
    print(json.dumps({"ready": ready}), flush=True)
    for line in sys.stdin:
        request = json.loads(line)
        answer: dict[str, Any]
        try:
            answer = PEERS[request["peer"]][1](float(request["seconds"]), int(request["seed"]))
        except Exception as error:  # noqa: BLE001 (any failure of a peer is reported, and the bench goes on)
            answer = {"error": f"{type(error).__name__}: {error}"}
        print(json.dumps(answer), flush=True)


if __name__ == "__main__":
    main()

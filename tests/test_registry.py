"""A game registers once (engine/registry.py), and everything that lists the games reads
that one list: rulesets(), the levels, the bots, the hints, saves. The engine's modules
import one another without a circle, so any of them can be imported first."""

from __future__ import annotations

import ast
import importlib
import importlib.util
import json
import pkgutil
import sys
from pathlib import Path

import pytest

import engine
from engine import api
from engine.core import Game, Ruleset
from engine.registry import GAMES, RULESETS, bot_move, hint, levels, why
from engine.rng import Rng

from helpers import ok


def test_the_registry_is_the_one_list_of_games() -> None:
    offered = ok(api.rulesets)["rulesets"]
    assert (
        [r["id"] for r in offered] == list(GAMES) == list(RULESETS) == ["idiot", "belgia", "planowanie", "haft_khabis"]
    )
    for r in offered:
        entry = GAMES[r["id"]]
        assert isinstance(entry.ruleset, Ruleset) and entry.ruleset is RULESETS[r["id"]] and entry.ruleset.id == r["id"]
        assert r["levels"] == levels(r["id"]) == list(entry.levels) == ["simple", "good", "strong"]


@pytest.mark.parametrize("ruleset", list(GAMES))
def test_each_registered_game_plays_its_bots_and_hints(ruleset: str) -> None:
    rules = RULESETS[ruleset]
    game: Game = rules.start(rules.min_players, 3, rules.read_options({}, rules.min_players), None)
    rng = Rng(5)
    for _ in range(30):
        seat = game.waiting_for()[0]
        move = bot_move(game, seat, levels(ruleset)[rng.below(2)])
        line = why(game, seat, move)
        assert line["key"].startswith("hint.why.") and all(isinstance(n, int) for n in line["params"].values())
        game.apply(seat, move)
    seat = game.waiting_for()[0]
    given = hint(game, seat)
    assert given["level"] == "strong" and given["why"]["key"].startswith("hint.why.")


def engine_modules() -> list[str]:
    return ["engine", *(m.name for m in pkgutil.walk_packages(engine.__path__, "engine."))]


def imports_at_load(name: str) -> set[str]:
    """The engine modules `name` imports as it loads: its top-level imports (not those under
    `if TYPE_CHECKING:` nor inside functions), each with the packages above it, which load first."""
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.origin is not None
    tree = ast.parse(Path(spec.origin).read_text())
    package = name if spec.submodule_search_locations is not None else name.rpartition(".")[0]
    found: set[str] = set()
    for node in tree.body:
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = (
                importlib.util.resolve_name("." * node.level + (node.module or ""), package)
                if node.level
                else node.module or ""
            )
            targets = [base, *(f"{base}.{alias.name}" for alias in node.names)]
        for target in targets:
            parts = target.split(".")
            found.update(".".join(parts[:i]) for i in range(1, len(parts) + 1))
    return {module for module in found if module in set(engine_modules()) and module != name}


def test_no_module_of_the_engine_imports_itself_round_a_circle() -> None:
    modules = engine_modules()
    graph = {name: imports_at_load(name) | ({name.rpartition(".")[0]} if "." in name else set()) for name in modules}
    assert graph["engine.registry"] >= {"engine.games.shedding", "engine.bots.shedding"}
    done: set[str] = set()

    def visit(name: str, path: list[str]) -> None:
        assert name not in path, " -> ".join([*path, name])
        if name in done:
            return
        for other in sorted(graph[name]):
            visit(other, [*path, name])
        done.add(name)

    for name in modules:
        visit(name, [])


@pytest.mark.parametrize(
    "first",
    [
        "engine.bots.shedding",
        "engine.games.haft_khabis",
        "engine.registry",
        "engine.api",
        "engine.bots",
        "engine.games",
    ],
)
def test_any_module_may_be_imported_first(first: str) -> None:
    kept = {name: module for name, module in sys.modules.items() if name == "engine" or name.startswith("engine.")}
    try:
        for name in kept:
            del sys.modules[name]
        importlib.import_module(first)
        fresh = importlib.import_module("engine.api")
        assert [r["id"] for r in json.loads(fresh.rulesets())["rulesets"]] == list(GAMES)
    finally:
        for name in [name for name in sys.modules if name == "engine" or name.startswith("engine.")]:
            del sys.modules[name]
        sys.modules.update(kept)

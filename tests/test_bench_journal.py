"""The strength table's journal (bench/strength.py, `--resume`): a run stopped goes on where it
stopped, and the games kept count as if they had been played again. (Skipped inside Pyodide,
where only tests/ is mounted.)
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
if not (ROOT / "bench" / "strength.py").is_file():
    pytest.skip("bench/ is not beside tests/ (inside Pyodide)", allow_module_level=True)
sys.path.insert(0, str(ROOT))
from bench import strength  # noqa: E402

# Cheap rows: the simple and good levels at two seats, a few seeds each
GAMES: list[tuple[str, int, dict[str, Any]]] = [("planowanie", 2, {})]
ROWS = {"simple": 4, "good": 3, "strong": 0, "strong/good": 0}


def figures(rows: list[strength.Row]) -> list[tuple[str, int, int, list[float], int]]:
    """Each row's games, wins, points and how many moves were timed (the games' order aside)."""
    return [(row.name(), row.games, row.wins, sorted(row.points), len(row.times)) for row in rows]


def test_a_run_resumed_from_its_journal_plays_only_the_games_not_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    whole = strength.measure(GAMES, 0, 1, ROWS)
    journal = tmp_path / "journal.jsonl"
    first = strength.measure(GAMES, 0, 1, {**ROWS, "simple": 2, "good": 1}, journal)
    assert [row.games for row in first] == [2, 1, 0, 0]
    with journal.open("a") as cut:  # a run killed as it wrote its last line
        cut.write('{"game": "[\\"planowanie\\"')

    played: list[tuple[str, int]] = []
    play_one = strength.play_one

    def counted(ruleset: str, players: int, options: dict[str, Any], level: str, seed: int, against: str) -> Any:
        played.append((level, seed))
        return play_one(ruleset, players, options, level, seed, against)

    monkeypatch.setattr(strength, "play_one", counted)
    resumed = strength.measure(GAMES, 0, 1, ROWS, journal)
    assert sorted(played) == [("good", 1), ("good", 2), ("simple", 2), ("simple", 3)]
    assert figures(resumed) == figures(whole)

    played.clear()
    assert figures(strength.measure(GAMES, 0, 1, ROWS, journal)) == figures(whole)
    assert played == []


def test_each_engine_has_its_own_journal(tmp_path: Path) -> None:
    """Named by a hash of engine/'s modules and of bench/strength.py: a change to either starts
    another journal, and nothing else does."""
    (tmp_path / "engine" / "games").mkdir(parents=True)
    (tmp_path / "bench").mkdir()
    rules = tmp_path / "engine" / "games" / "rules.py"
    rules.write_text("RULES = 1\n")
    (tmp_path / "bench" / "strength.py").write_text("SEATS = 2\n")
    first = strength.journal_path(tmp_path)
    assert first.parent == tmp_path / ".cache" / "strength"
    (tmp_path / "engine" / "games" / "rules.pyc").write_bytes(b"compiled")
    (tmp_path / "engine" / "notes.md").write_text("not code")
    assert strength.journal_path(tmp_path) == first
    rules.write_text("RULES = 2\n")
    assert strength.journal_path(tmp_path) != first
    rules.write_text("RULES = 1\n")
    (tmp_path / "bench" / "strength.py").write_text("SEATS = 3\n")
    assert strength.journal_path(tmp_path) != first
    (tmp_path / "bench" / "strength.py").write_text("SEATS = 2\n")
    assert strength.journal_path(tmp_path) == first

"""The rules screen and the engine cannot drift apart (issue 25): every [decided] reading of
RULES.md is named on its game's rules screen, in every catalog, marked as a decision the way
web/table/rules.js marks one (tests/decided_readings.py lists where each is said).

RULES.md is the project's shared spec beside the repository (../shared/RULES.md, as
docs/architecture.md says); the test of its markers is skipped where it is not there.
The catalogs are read by Node, as in tests/test_catalogs.py (skipped inside Pyodide).
"""

from __future__ import annotations

import re
import shutil

import pytest
from decided_readings import NOT_SHOWN, READINGS
from test_catalogs import LANGUAGES, ROOT, WEB, catalog

pytestmark = pytest.mark.skipif(
    not WEB.is_dir() or shutil.which("node") is None,
    reason="web/ is not beside tests/ (inside Pyodide), or no Node",
)

RULES_MD = ROOT.parent / "shared" / "RULES.md"
MARKER = re.compile(r"\*\*\[([^\]]*)\]\*\*")  # RULES.md's **[text]**, **[decided ...]**, **[text; ... decided]**
SECTION = re.compile(r"^## \d+\. .*$", re.MULTILINE)
RULESET_ID = re.compile(r"Ruleset id `(\w+)`")


def screen_marker() -> re.Pattern[str]:
    """The pattern web/table/rules.js renders as a "decided" badge, read from its source."""
    source = (WEB / "table" / "rules.js").read_text()
    found = re.search(r"const DECIDED = /(.+)/;", source)
    assert found, "web/table/rules.js no longer defines DECIDED as this test reads it"
    return re.compile(found.group(1))


def claims() -> list[tuple[str, str]]:
    """(ruleset id, words) for each [decided] marker of RULES.md's four game sections: the
    words of its rule (a bullet) from the marker before it, or the bullet's start, to it."""
    sections = SECTION.split(RULES_MD.read_text())
    legend = [m.group(1) for m in MARKER.finditer(sections[0])]
    assert legend == ["text", "decided"], "a [decided] marker outside the four games' sections"
    out = []
    for section in sections[1:]:
        game = RULESET_ID.search(section)
        assert game, section[:80]
        for bullet in re.split(r"\n(?=- )", section):
            words = " ".join(bullet.split())
            start = 0
            for marker in MARKER.finditer(words):
                if "decided" in marker.group(1):
                    out.append((game.group(1), words[start : marker.start()]))
                start = marker.end()
    return out


@pytest.mark.skipif(not RULES_MD.is_file(), reason="../shared/RULES.md is not beside the repository")
def test_every_decided_reading_of_rules_md_is_on_a_rules_screen_or_said_why_not() -> None:
    found = claims()
    assert len(found) >= 30  # RULES.md was read: 34 readings when this was written
    listed = [(r.game, r.quote) for r in READINGS] + list(NOT_SHOWN)
    unlisted = [claim for claim in found if sum(g == claim[0] and q in claim[1] for g, q in listed) != 1]
    assert unlisted == [], "a [decided] reading of RULES.md that tests/decided_readings.py does not place"
    stale = [(g, q) for g, q in listed if sum(g == game and q in words for game, words in found) != 1]
    assert stale == [], "a reading of tests/decided_readings.py that RULES.md no longer marks decided"
    assert all(reason.strip() for reason in NOT_SHOWN.values())


def test_each_reading_is_said_where_the_list_places_it_in_english() -> None:
    english = catalog("en")
    wrong = []
    for reading in READINGS:
        for game, index in reading.lines:
            lines = english[f"rules.{game}"]
            if index >= len(lines) or reading.english not in lines[index]:
                wrong.append((reading.quote, game, index))
    assert wrong == []


@pytest.mark.parametrize("code", ["en", *LANGUAGES])
def test_each_reading_is_on_its_rules_screen_line_marked_decided_in_every_catalog(code: str) -> None:
    """Each line named is there and not empty, and holds a marker for each reading it states."""
    decided = screen_marker()
    texts = catalog(code)
    placed: dict[tuple[str, int], list[str]] = {}
    for reading in READINGS:
        for game, index in reading.lines:
            placed.setdefault((game, index), []).append(reading.quote)
    unmarked = []
    for (game, index), quotes in sorted(placed.items()):
        lines = texts.get(f"rules.{game}")
        assert isinstance(lines, list) and index < len(lines), (code, game, index)
        line = lines[index]
        if not line.strip() or len(decided.findall(line)) < len(quotes):
            unmarked.append((game, index, quotes, line))
    assert unmarked == []


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_catalog_marks_as_decided_what_english_marks_line_by_line(code: str) -> None:
    """A translation keeps each of English's markers as the marker the screen renders (not
    its own word in brackets, which the screen would show as it stands)."""
    decided = screen_marker()
    english, other = catalog("en"), catalog(code)
    games = [key for key in english if re.fullmatch(r"rules\.\w+", key) and isinstance(english[key], list)]
    assert sorted(games) == ["rules.belgia", "rules.haft_khabis", "rules.idiot", "rules.planowanie"]
    for key in games:
        counts = [len(decided.findall(line)) for line in english[key]]
        assert [len(decided.findall(line)) for line in other[key]] == counts, key

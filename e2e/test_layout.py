"""Phones and desktops: each game's table with the most seats it shows (Idiot and
Planowanie 5, Belgia and Haft Khabis 8), in the middle of a game, at 360x640, 390x844
and 1280x800: no sideways scrolling, every control at least 24x24 px, and on the
desktop the table fits the screen's width and the seats sit in at most two rows.

Each table is saved as a screenshot: in e2e/artifacts/layout/, or, with
SCREENSHOTS=docs in the environment, as docs/screenshot-<game>-<size>.png (the README
shows them): SCREENSHOTS=docs .venv/bin/python -m pytest e2e/test_layout.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page

from browser_helpers import BOOT_MS, READY, assert_clean, open_page
from positions import played, put_save

ROOT = Path(__file__).resolve().parents[1]
SIZES = {"360x640": (360, 640), "390x844": (390, 844), "1280x800": (1280, 800)}
GAMES = {  # game -> (seats, seed, moves played ahead, its table, its opponents' seats)
    "idiot": (5, 5, 12, "#table", "#opponents .seat"),
    "belgia": (8, 6, 20, "#table", "#opponents .seat"),
    "planowanie": (5, 4, 12, "#table", "#opponents .seat"),
    "haft_khabis": (8, 4, 20, "#table", "#opponents .seat"),
}
SMALL_TARGETS = """(table) => [...document.querySelector(table).querySelectorAll("button, input, select, summary")]
    .filter((e) => e.checkVisibility())
    .map((e) => [e, e.getBoundingClientRect()])
    .filter(([e, r]) => r.width < 24 || r.height < 24)
    .map(([e, r]) => `${e.outerHTML.slice(0, 60)} ${r.width}x${r.height}`)"""
ROWS = "(seats) => new Set([...document.querySelectorAll(seats)].map((s) => Math.round(s.getBoundingClientRect().top))).size"
# The page has taken the new size, and nothing on it is still moving (a transition the new
# size set off would change what is measured): no animation left running.
AT_REST = """([width, height]) => innerWidth === width && innerHeight === height
    && document.getAnimations().every((a) => a.playState !== "running")"""


def screenshots() -> Path:
    folder = ROOT / "docs" if os.environ.get("SCREENSHOTS") == "docs" else ROOT / "e2e" / "artifacts" / "layout"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.mark.parametrize("game", GAMES)
def test_the_table_at_phone_and_desktop_sizes(page: Page, watch: Any, game: str) -> None:
    seats, seed, moves, table, opponents = GAMES[game]
    save = played(game, seats, seed, moves=moves)
    open_page(page, "/?delay=0")
    put_save(page, save)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.wait_for_selector(f'{table}[data-await="you"]', state="attached")
    assert page.locator(opponents).count() == seats - 1
    folder = screenshots()
    for size, (width, height) in SIZES.items():
        page.set_viewport_size({"width": width, "height": height})
        page.wait_for_function(AT_REST, arg=[width, height], timeout=10_000)
        scroll, client = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert scroll <= client, f"{game} at {size}: scrolls sideways ({scroll} > {client})"
        assert page.evaluate(SMALL_TARGETS, table) == [], f"{game} at {size}"
        if width >= 1280:
            assert page.evaluate(ROWS, opponents) <= 2, f"{game} at {size}: the seats take over two rows"
        page.screenshot(path=str(folder / f"screenshot-{game}-{size}.png"), full_page=True)
    assert_clean(watch)

"""What Firefox keeps: a reload resumes the game from the engine's snapshot (Pyodide's
makeMemorySnapshot, restored in Firefox too), offline after the first visit (the service
worker's copy of the build) the game goes on and is saved, and a damaged save is set
aside with the reason while a new game starts."""

from __future__ import annotations

import json

from browser_helpers import GAME_KEY, Site, engine_restored, open_page, wait_until_snapshot_kept
from conftest import WatchedPage
from test_saves import DAMAGED, DAMAGED_KEY
from test_table import GAME, position, settle, take_turn


def rev(page: WatchedPage) -> int:
    return int(json.loads(page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY))["rev"])


def test_a_reload_resumes_and_offline_the_game_goes_on(page: WatchedPage, site: Site) -> None:
    open_page(page, GAME)
    for _ in range(3):
        assert settle(page) == "you"
        take_turn(page)
    assert settle(page) == "you"
    before, saved = position(page), rev(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
    wait_until_snapshot_kept(page)

    page.reload()
    assert settle(page) == "you"
    assert position(page) == before and rev(page) == saved
    assert engine_restored(page)  # from the snapshot, not Python started afresh

    site.stop()  # offline: only the service worker's copy of the build is left
    page.reload()
    assert settle(page) == "you"
    assert position(page) == before
    assert engine_restored(page)
    take_turn(page)
    assert settle(page) == "you"
    assert rev(page) > saved
    page.assert_clean()


def test_a_damaged_save_starts_afresh_with_the_reason(page: WatchedPage) -> None:
    text, reason = DAMAGED["hand-edited"]  # a move that no longer replays
    page.goto("/icon.svg")  # the origin's storage, without a boot of the engine
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [GAME_KEY, text])
    open_page(page, "/?delay=0")
    page.wait_for_selector("#save-problem")
    problem = page.locator("#save-problem").inner_text()
    assert "damaged" in problem and reason in problem, problem
    assert page.evaluate("(key) => localStorage.getItem(key)", DAMAGED_KEY) == text  # set aside whole
    assert page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY) is None
    page.click("#menu-start")
    assert settle(page) == "you"
    take_turn(page)
    assert settle(page) == "you"
    assert rev(page) >= 1
    page.assert_clean()

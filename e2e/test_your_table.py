"""Your table, in Chromium: names for the seats (shown as text, whatever they hold),
statistics per game kept in this browser, and a fair undo of your last move."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from playwright.sync_api import Page, expect

from browser_helpers import BOOT_MS, GAME_KEY, READY, assert_clean, open_page, settle_on

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from engine import api

HOSTILE = "<img src=x onerror=alert(1)>"
RTL_OVERRIDE = "\u202eKari"
PLANOWANIE = '#table[data-game="planowanie"]'
PL_SETTLED = f'{PLANOWANIE}[data-await="you"], {PLANOWANIE}[data-await="sheet"], {PLANOWANIE}[data-await="over"]'
IDIOT_SETTLED = '#table[data-await="you"], #table[data-await="over"]'


def test_names_given_in_the_menu_show_literally_at_the_table(page: Page, watch: Any) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_page(page, "/?delay=0&seed=7")
    page.click("#menu-names summary")
    page.fill("#menu-name-0", HOSTILE[:20])
    page.locator("#menu-name-0").dispatch_event("change")
    page.fill("#menu-name-1", RTL_OVERRIDE)
    page.locator("#menu-name-1").dispatch_event("change")
    page.select_option("#menu-seats", "2")
    page.click("#menu-start")
    settle_on(page, "#table", IDIOT_SETTLED)
    assert HOSTILE[:20] in page.locator("#me-name").text_content()  # type: ignore[operator]
    assert RTL_OVERRIDE in page.locator("#opponents .seat").first.text_content()  # type: ignore[operator]
    assert page.locator("#me img, #opponents img").count() == 0
    # The names are remembered: a reload shows them in the menu again.
    page.click("#to-menu")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu-name-0")).to_have_value(HOSTILE[:20])
    assert dialogs == []
    assert_clean(watch)


def test_a_bid_the_others_answered_leaves_undo_unavailable_saying_why(page: Page, watch: Any) -> None:
    """Seed 7, four seats: you bid first; the three bids after yours are their choices,
    which you have seen, so the engine will not take your bid back."""
    open_page(page, "/?game=planowanie&seats=4&seed=7&delay=0")
    assert settle_on(page, "#table", PL_SETTLED) == "you"
    undo = page.locator("#undo")
    expect(undo).to_have_attribute("aria-disabled", "true")  # no move of yours yet
    page.locator('#pl-bids button:not([aria-disabled="true"])').first.click()
    assert settle_on(page, "#table", PL_SETTLED) == "you"
    assert page.get_attribute("#table", "data-phase") == "play"
    expect(undo).to_have_accessible_description(re.compile(r"cannot be taken back: since then \S.* has made a choice"))
    expect(undo).to_have_attribute("aria-disabled", "true")
    assert "seat 1" not in (undo.get_attribute("title") or "")  # the seat by its name
    saved_before = page.evaluate(f"localStorage.getItem('{GAME_KEY}')")
    undo.click(force=True)  # unavailable (Playwright would wait for it): it says why, and changes nothing
    expect(page.locator("#status")).to_contain_text("has made a choice")
    assert page.get_attribute("#table", "data-phase") == "play"
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") == saved_before
    assert_clean(watch)


def test_a_swap_before_play_is_taken_back(page: Page, watch: Any) -> None:
    """Idiot's setup: the others are ready before you, so nothing follows your swap."""
    open_page(page, "/?game=idiot&seats=2&seed=7&delay=0")
    assert settle_on(page, "#table", IDIOT_SETTLED) == "you"
    hand = page.locator("#hand button.card")
    before = hand.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    hand.first.click()
    page.locator('#slots button[data-zone="visible"]').first.click()
    assert settle_on(page, "#table", IDIOT_SETTLED) == "you"
    assert hand.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))") != before
    undo = page.locator("#undo")
    expect(undo).to_have_attribute("aria-disabled", "false")
    undo.click()
    expect(page.locator("#status")).to_have_text("Your last move was taken back.")
    assert settle_on(page, "#table", IDIOT_SETTLED) == "you"
    assert hand.evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))") == before
    expect(undo).to_have_attribute("aria-disabled", "true")  # nothing of yours left to take back
    assert_clean(watch)


def test_undo_is_refused_after_the_stock_refills_your_hand(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=2&seed=7&delay=0")
    settle_on(page, "#table", IDIOT_SETTLED)
    page.click("#act-ready")
    assert settle_on(page, "#table", IDIOT_SETTLED) == "you"
    page.locator('#hand button.card:not([aria-disabled="true"])').first.click(position={"x": 10, "y": 16})
    page.click("#act-play")
    assert settle_on(page, "#table", IDIOT_SETTLED) == "you"
    saved_before = page.evaluate(f"localStorage.getItem('{GAME_KEY}')")
    expect(page.locator("#undo")).to_have_attribute("aria-disabled", "true")
    page.click("#undo", force=True)
    expect(page.locator("#status")).to_contain_text("cannot be taken back")
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") == saved_before
    assert_clean(watch)


def finished_idiot_game(seed: int) -> str:
    """A 2-seat Idiot game played to the end by the simple bots, as its save text."""
    game = json.dumps(json.loads(api.new_game(json.dumps({"ruleset": "idiot", "players": 2, "seed": seed})))["game"])
    while True:
        view = json.loads(api.view(game, 0))["view"]
        if view["over"]:
            return game
        seat = view["waiting_for"][0]
        move = json.loads(api.bot_move(game, seat, "simple"))["move"]
        game = json.dumps(json.loads(api.apply(game, seat, json.dumps(move)))["game"])


def test_a_finished_game_is_counted_once_in_the_statistics(page: Page, watch: Any) -> None:
    saved = finished_idiot_game(seed=4)
    result = json.loads(api.view(saved, 0))["view"]["result"]
    you_won = result["ranking"][0] == 0
    page.goto("/")
    page.evaluate("([key, text]) => localStorage.setItem(key, text)", [GAME_KEY, saved])
    for _ in range(2):  # the end shown again after a reload is not a second game
        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
        expect(page.locator("#end")).to_be_visible()
    page.click("#end-menu")
    page.click("#menu-stats")
    row = page.locator("#stats-rows tr")
    expect(row).to_have_count(1)
    expect(row.locator("th")).to_have_text("Idiot (Norwegian)")
    expect(row.locator("td")).to_have_text(["1", "1" if you_won else "0", "0" if you_won else "1"])
    page.click("#stats-reset")
    expect(page.locator("#stats-empty")).to_be_visible()
    page.click("#stats-close")
    assert_clean(watch)

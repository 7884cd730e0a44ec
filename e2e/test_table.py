"""A person at the table, in Chromium: load, play a whole game, reload, delete the save.

The page marks its state for these tests: html[data-ready="1"] once it can be used,
#table[data-await] = "you" (your move), "others", "busy" (your move is on its way)
or "over". Cards that cannot be played carry aria-disabled="true".
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser_helpers import BOOT_MS, CORNER, GAME_KEY, READY, assert_clean, open_page, settle_on

SETTLED = '#table[data-await="you"], #table[data-await="over"]'
GAME = "/?game=idiot&seats=4&seed=7&delay=0"
ENABLED_CARD = (
    '#hand button.card:not([aria-disabled="true"]), #slots button[data-zone="visible"]:not([aria-disabled="true"])'
)
ENABLED_HIDDEN = '#slots button[data-zone="hidden"]:not([aria-disabled="true"])'


def settle(page: Page) -> str:
    return settle_on(page, "#table", SETTLED)


def take_turn(page: Page) -> None:
    """One move, clicked like a person: ready; else the first playable card; else take."""
    if page.get_attribute("#table", "data-phase") == "setup":
        page.click("#act-ready")
        return
    cards = page.locator(ENABLED_CARD)
    hidden = page.locator(ENABLED_HIDDEN)
    if cards.count():
        cards.first.click(position=CORNER)  # in a crowded hand the next card covers the middle
        page.click("#act-play")
    elif hidden.count():
        hidden.first.click()
    elif page.locator("#act-take").is_visible():
        page.click("#act-take")
    else:
        page.click("#act-risk")


def position(page: Page) -> dict[str, Any]:
    return {
        "hand": page.locator("#hand button").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))"),
        "table": page.locator("#slots .card").evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))"),
        "pile": page.locator("#pile .card").evaluate_all("cs => cs.map(c => c.getAttribute('aria-label'))"),
        "pile_count": page.get_attribute("#pile", "data-count"),
        "stock": page.get_attribute("#stock", "data-count"),
        "opponents": page.locator("#opponents .seat").evaluate_all("ss => ss.map(s => s.innerText)"),
    }


@pytest.mark.first_visit  # a returning page boots from the engine's snapshot, and may be ready before #loading is read
def test_first_load_shows_stages_then_the_menu_and_a_table(page: Page, watch: Any) -> None:
    page.goto("/")
    stages = page.locator("#stages li")
    expect(page.locator("#loading")).to_be_visible()
    expect(stages).to_have_text(["Downloading", "Starting Python", "Loading the rules", "Ready"])
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert stages.evaluate_all("ls => ls.map(l => l.dataset.state)") == ["done"] * 4
    expect(page.locator("#menu")).to_be_visible()
    # Every game the engine offers is listed, Idiot first and chosen.
    expect(page.locator("#menu-game option").first).to_have_text("Idiot (Norwegian)")
    expect(page.locator("#menu-game option").first).to_be_enabled()
    expect(page.locator("#menu-game")).to_have_value("idiot")
    expect(page.locator("#menu-seats option")).to_have_count(4)  # 2 to 5 seats
    expect(page.locator("#menu-level option")).to_have_text(["Simple", "Good", "Strong"])  # the levels Idiot offers
    page.select_option("#menu-seats", "3")
    page.click("#menu-start")
    assert settle(page) == "you"
    expect(page.locator("#opponents .seat")).to_have_count(2)
    expect(page.locator("#hand button.card")).to_have_count(3)
    expect(page.locator('#slots button[data-zone="visible"]')).to_have_count(3)
    expect(page.locator("#act-ready")).to_be_visible()
    names = page.locator("#hand button.card").evaluate_all("bs => bs.map(b => b.getAttribute('aria-label'))")
    assert all(" of " in name for name in names), names
    assert_clean(watch)


@pytest.mark.first_visit  # page.route sees no request that the service worker answers
def test_a_file_that_fails_to_load_offers_retry(page: Page, watch: Any) -> None:
    page.route("**/*.whl", lambda route: route.abort())
    page.goto("/")
    expect(page.locator("#load-error")).to_be_visible(timeout=BOOT_MS)
    expect(page.locator("#load-error-text")).to_contain_text(".whl")
    page.unroute("**/*.whl")
    page.click("#retry")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu")).to_be_visible()
    assert watch.foreign_requests == []


@pytest.mark.motion  # one whole game as most people see it, every move animated
def test_a_whole_game_against_three_computers(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    moves = 0
    explained = False
    while settle(page) == "you":
        unplayable = page.locator('#hand button.card[aria-disabled="true"]')
        if not explained and page.get_attribute("#table", "data-phase") == "play" and unplayable.count():
            # A card that cannot be played: the engine's reason in the status line.
            unplayable.first.click(position=CORNER, force=True)  # dimmed, yet a person may click it
            expect(page.locator('#status[data-kind="error"]')).not_to_be_empty()
            settle(page)
            explained = True
        take_turn(page)
        moves += 1
        assert moves < 500, "the game does not end"
    end = page.locator("#end")
    expect(end).to_be_visible()
    order = page.locator("#end-order li")
    expect(order).to_have_count(4)
    expect(page.locator("#end-order li.idiot")).to_have_count(1)
    expect(page.locator("#end-order li.idiot")).to_contain_text("the Idiot")
    expect(page.locator("#end-order li.you")).to_have_count(1)
    expect(page.locator("#log li").last).to_contain_text("Idiot")
    assert explained
    # The whole game's log: the older lines above the live list (which keeps the last ten,
    # read out as they come), in a column that scrolls, at its newest line.
    assert page.locator("#log-earlier li").count() > 10
    assert page.locator("#log li").count() == 10
    history = page.locator("#log-scroll").bounding_box()
    newest = page.locator("#log li").last.bounding_box()
    assert (
        history
        and newest
        and history["y"] <= newest["y"] < newest["y"] + newest["height"] <= history["y"] + history["height"] + 1
    )
    assert page.evaluate("(e => e.scrollHeight > e.clientHeight)(document.getElementById('log-scroll'))")
    # Play again: the deal passes left, a new game starts at the setup.
    dealer = int(page.get_attribute("#table", "data-dealer") or "-1")
    page.click("#end-again")
    page.wait_for_selector('#table[data-phase="setup"][data-await="you"]', state="attached")
    assert page.get_attribute("#table", "data-dealer") == str((dealer + 1) % 4)
    assert_clean(watch)


def test_reload_resumes_the_same_position(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    settle(page)
    # Swap a hand card with a face-up card, then get ready: with the keyboard.
    page.locator("#hand button.card").first.focus()
    page.keyboard.press("Space")
    page.locator('#slots button[data-zone="visible"]').first.focus()
    page.keyboard.press("Enter")
    expect(page.locator("#log li").first).to_contain_text("You swapped")
    page.click("#act-ready")
    for _ in range(3):
        assert settle(page) == "you"
        playable = page.locator(ENABLED_CARD)
        if playable.count():
            playable.first.focus()
            page.keyboard.press("Enter")  # Enter plays the focused card at once
        else:
            take_turn(page)
    settle(page)
    before = position(page)
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}') !== null")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert settle(page) == "you"
    assert position(page) == before
    # The phone layout: no sideways scrolling.
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_clean(watch)


def test_deleting_the_save(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    settle(page)
    page.click("#act-ready")
    settle(page)
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}') !== null")
    page.click("#delete-save")
    page.click("#confirm-yes")
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#menu-notice")).to_contain_text("deleted")
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#menu-continue")).to_be_hidden()
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
    assert_clean(watch)


def test_saving_can_be_switched_off(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    settle(page)
    page.click("#act-ready")
    settle(page)
    page.uncheck("#save-toggle")
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
    take_turn(page)
    settle(page)
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}')") is None
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#save-toggle")).not_to_be_checked()
    assert_clean(watch)


def test_without_storage_the_game_goes_on_in_memory(page: Page, watch: Any) -> None:
    page.add_init_script("""Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("storage is disabled", "SecurityError"); } });""")
    open_page(page, GAME)
    expect(page.locator("#save-notice")).to_contain_text("Not being saved")
    settle(page)
    page.click("#act-ready")
    assert settle(page) == "you"
    take_turn(page)
    assert settle(page) in ("you", "over")
    assert_clean(watch)


def test_the_menu_offers_exactly_the_games_of_the_registry(page: Page, watch: Any) -> None:
    # web/games/index.js is the one place a game is named: the menu reads it (and the
    # engine's rulesets() for the rest), so a game added there is offered, and only then.
    # Read here from web/, since the page's bundle holds it.
    open_page(page, "/?delay=0")
    registry = re.findall(r'\{ id: "(\w+)"', (Path(__file__).parent.parent / "web/games/index.js").read_text())
    offered = page.locator("#menu-game option:not([disabled])").evaluate_all("options => options.map((o) => o.value)")
    assert sorted(offered) == sorted(registry) == ["belgia", "haft_khabis", "idiot", "planowanie"]
    assert_clean(watch)

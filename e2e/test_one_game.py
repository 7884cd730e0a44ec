"""The game you play is the only game that runs (#18), in Chromium: a game left for the
menu never draws, moves or saves again, and a game in progress is never replaced
without asking (a link to another game, Start on the menu)."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from browser_helpers import GAME_KEY, assert_clean, open_page
from positions import played, put_save
from test_table import settle

# Every value #table's data-game takes, and every time Idiot's "Risk the stock" shows.
WATCH_TABLE = """() => {
  window.tableGames = [];
  window.riskShown = 0;
  const table = document.getElementById("table");
  new MutationObserver(() => window.tableGames.push(table.dataset.game || "")).observe(table,
    { attributes: true, attributeFilter: ["data-game"] });
  const risk = document.getElementById("act-risk");
  new MutationObserver(() => { if (!risk.hidden) window.riskShown++; }).observe(risk,
    { attributes: true, attributeFilter: ["hidden"] });
}"""


def saved_ruleset(page: Page) -> str:
    record = json.loads(page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY))
    return str(record["game"]["ruleset"])


def hint_and_play(page: Page) -> None:
    """Hint, then Enter plays what it marked (the focus is on what plays it)."""
    page.click("#act-hint")
    page.wait_for_selector("#table .hinted", state="attached", timeout=30_000)
    page.keyboard.press("Enter")


def start_from_menu(page: Page, game: str, seats: str) -> None:
    page.select_option("#menu-game", game)
    page.select_option("#menu-seats", seats)
    page.click("#menu-start")


def test_a_game_left_for_the_menu_never_draws_moves_or_saves_again(page: Page, watch: Any) -> None:
    # The reported path: Idiot with a hint, Menu, then Belgia played with hints.
    open_page(page, "/?seed=7&delay=0")
    start_from_menu(page, "idiot", "4")
    assert settle(page) == "you"
    page.click("#act-ready")
    assert settle(page) == "you"
    page.click("#act-hint")
    page.wait_for_selector("#table .hinted", state="attached", timeout=30_000)
    page.click("#to-menu")
    expect(page.locator("#menu")).to_be_visible()
    start_from_menu(page, "belgia", "4")
    page.click("#confirm-new-yes")  # the Idiot game in progress is given up
    assert settle(page) == "you"
    page.evaluate(WATCH_TABLE)
    for _ in range(8):
        if settle(page) == "over":
            break
        hint_and_play(page)
        assert settle(page) in ("you", "over")
        assert saved_ruleset(page) == "belgia"
    games = page.evaluate("window.tableGames")
    assert set(games) <= {"belgia"}, games
    assert page.evaluate("window.riskShown") == 0
    expect(page.locator("#table")).to_have_attribute("data-game", "belgia")
    assert saved_ruleset(page) == "belgia"
    assert_clean(watch)


def test_a_link_to_a_game_while_another_is_saved_asks_which_to_play(page: Page, watch: Any) -> None:
    saved = played("idiot", 4, 7, moves=6)
    open_page(page, "/?delay=0")
    put_save(page, json.dumps({"rev": 2, "game": json.loads(saved)}))
    open_page(page, "/?game=belgia&seats=4&seed=3&delay=0")
    dialog = page.locator("#link-choice")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Idiot")
    expect(dialog).to_contain_text("Belgia")
    with page.expect_download() as download:
        page.click("#link-choice-download")
    assert json.loads(download.value.path().read_text()) == json.loads(saved)
    page.click("#link-choice-continue")
    assert settle(page) == "you"
    expect(page.locator("#table")).to_have_attribute("data-game", "idiot")
    assert saved_ruleset(page) == "idiot"
    # The link was answered: a reload resumes the game without asking again.
    page.reload()
    assert settle(page) == "you"
    expect(dialog).to_be_hidden()
    expect(page.locator("#table")).to_have_attribute("data-game", "idiot")

    # Followed again, the link can start its own game, which then replaces the save.
    open_page(page, "/?game=belgia&seats=4&seed=3&delay=0")
    expect(dialog).to_be_visible()
    page.click("#link-choice-start")
    assert settle(page) == "you"
    expect(page.locator("#table")).to_have_attribute("data-game", "belgia")
    assert saved_ruleset(page) == "belgia"
    assert_clean(watch)


def test_starting_from_the_menu_while_a_game_is_in_progress_asks_first(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=4&seed=7&delay=0")
    assert settle(page) == "you"
    page.click("#act-ready")
    assert settle(page) == "you"
    page.click("#to-menu")
    start_from_menu(page, "planowanie", "3")
    dialog = page.locator("#confirm-new")
    expect(dialog).to_be_visible()
    expect(dialog).to_contain_text("Idiot")
    # No: the menu, with the game still saved and still there to continue.
    page.click("#confirm-new-no")
    expect(dialog).to_be_hidden()
    expect(page.locator("#menu")).to_be_visible()
    assert saved_ruleset(page) == "idiot"
    expect(page.locator("#menu-continue")).to_be_visible()
    # Download it, then start the new game, which replaces it.
    page.click("#menu-start")
    with page.expect_download() as download:
        page.click("#confirm-new-download")
    assert json.loads(download.value.path().read_text())["ruleset"] == "idiot"
    page.click("#confirm-new-yes")
    page.wait_for_selector('#table[data-game="planowanie"][data-await="you"]', state="attached", timeout=30_000)
    assert saved_ruleset(page) == "planowanie"
    assert_clean(watch)

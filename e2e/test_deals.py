"""Shared deals (#22), in Chromium: a finished game's end screen gives its deal's code and
a link; the link, opened in another browser (a new context: a friend's), starts the same
deal, the same first hand; a mistyped code is refused on the menu with the reason, and a
shared deal never silently gives way to a saved game of the same game. The day's deal
from the menu is the engine's for today's date, and its end is counted in the statistics
as the day's (played, won, days in a row); offline: e2e/test_offline.py."""

from __future__ import annotations

import json
import re
from datetime import date
from typing import Any

from playwright.sync_api import Browser, Page, expect

from engine import api  # on the path through conftest.py

from browser_helpers import BOOT_MS, READY, assert_clean, open_page
from positions import played, put_save

HAND = "#hand button.card"


def first_hand(game: str, seat: int = 0) -> list[str]:
    """The cards `seat` held when the deal was dealt (the engine's replay at step 0)."""
    return sorted(json.loads(api.replay(game, seat, 0))["view"]["seats"][seat]["hand"])


def test_a_finished_games_deal_is_shared_by_a_link_that_deals_it_again_elsewhere(
    page: Page, browser: Browser, base_url: str, watch: Any
) -> None:
    game = played("idiot", 3, 11)  # a whole game, shuffled from seed 11
    code = json.loads(api.deal_code(game))["code"]
    open_page(page, "/?delay=0")
    put_save(page, game)
    page.reload()
    page.wait_for_selector("#end[open]", timeout=BOOT_MS)
    expect(page.locator("#end-deal-code")).to_have_text(f"Deal {code}")
    page.click("#end-deal-share")
    status = page.locator("#end-deal-status")
    expect(status).to_contain_text(f"?deal={code}")  # copied, or shown to be copied by hand
    found = re.search(r"https?://\S+", status.inner_text())
    assert found, status.inner_text()
    link = found.group(0)

    context, friend = watch.open(browser, base_url=base_url)
    try:
        friend.goto(link)
        friend.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
        friend.wait_for_selector(f"{HAND}", timeout=30_000)
        cards = friend.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)")
        assert sorted(cards) == first_hand(game)
        assert "deal=" not in friend.url  # followed: a reload resumes the game instead
        expect(friend.locator("#opponents .seat")).to_have_count(2)
    finally:
        context.close()
    assert_clean(watch)


def test_a_mistyped_deal_code_is_refused_with_the_reason(page: Page, watch: Any) -> None:
    code = json.loads(api.deal_code(played("idiot", 3, 11, moves=3)))["code"]
    typo = code[:-2] + ("X" if code[-2] != "X" else "Y") + code[-1]
    open_page(page, f"/?deal={typo}")
    expect(page.locator("#menu-notice")).to_contain_text(f"“{typo}” cannot be played")
    expect(page.locator("#menu")).to_be_visible()
    assert "deal=" not in page.url
    assert_clean(watch)


def test_a_shared_deal_asks_before_it_replaces_a_saved_game(page: Page, watch: Any) -> None:
    saved = played("idiot", 3, 11, moves=6)
    code = json.loads(api.deal_code(played("idiot", 3, 12, moves=1)))["code"]
    open_page(page, "/?delay=0")
    put_save(page, saved)
    page.goto(f"/?deal={code}&delay=0")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#link-choice")).to_be_visible()  # not resumed silently: the same game
    page.click("#link-choice-start")
    page.wait_for_selector(HAND, timeout=30_000)
    cards = page.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)")
    assert sorted(cards) == first_hand(played("idiot", 3, 12, moves=1))
    assert_clean(watch)


def test_todays_deal_is_the_engines_and_counted_as_the_days(page: Page, watch: Any) -> None:
    config = json.loads(api.daily_deal("belgia", date.today().isoformat()))["config"]
    open_page(page, "/?delay=0")
    page.select_option("#menu-game", "belgia")
    page.click("#menu-daily")
    page.wait_for_selector(HAND, timeout=30_000)
    expect(page.locator("#opponents .seat")).to_have_count(config["players"] - 1)
    finished = played("belgia", config["players"], config["seed"])  # the same deal, played to its end
    cards = page.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)")
    assert sorted(cards) == first_hand(finished)
    put_save(page, finished)
    page.reload()
    page.wait_for_selector("#end[open]", timeout=BOOT_MS)
    page.click("#end-menu")
    page.click("#menu-stats")
    row = page.locator("#stats-daily-rows tr")
    expect(row).to_have_count(1)
    cells = row.first.locator("th, td").all_inner_texts()
    won = json.loads(api.view(finished, 0))["view"]["result"]["ranking"][0] == 0
    assert cells[0].startswith("Belgia") and cells[1:] == ["1", "1" if won else "0", "1"]
    assert_clean(watch)

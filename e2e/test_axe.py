"""axe-core (WCAG 2.0, 2.1 and 2.2, levels A and AA) on every screen, in English and
in Persian (right to left): the menu with its rules open, each game's table, the
dialogs (delete the save, the score sheets, the joker chooser, Haft Khabis's sheet after a
round, Planowanie's between deals, the crash panel, the settings), each table in the middle
of a game and each game's end screen, and the largest tables with the four-colour deck and
large cards on.

axe-core comes from npm through build.fetch_axe() (cached in .cache/, never a CDN);
the page's CSP forbids inline scripts, so its text is evaluated through Playwright.
The end screens are reached through a game the engine played to its end
(positions.py), which the page resumes as its save.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from playwright.sync_api import Page, expect

import build  # on the path through conftest.py

from browser_helpers import BOOT_MS, CORNER, READY, assert_clean, open_page
from positions import played, put_save

LANGUAGES = ["en", "fa"]
TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]
SETTLED = {  # game -> its table waiting for you
    "idiot": '#table[data-await="you"]',
    "belgia": '#table[data-await="you"]',
    "planowanie": '#table[data-game="planowanie"][data-await="you"]',
    "haft_khabis": '#table[data-game="haft_khabis"][data-await="you"]',
}
END = {"idiot": "#end[open]", "planowanie": "#end[open]", "haft_khabis": "#end[open]"}


def check(page: Page, screen: str, found: dict[str, Any]) -> None:
    """Record in `found` what axe finds wrong with the page as it is now."""
    if not page.evaluate("typeof window.axe === 'object'"):
        page.evaluate(build.fetch_axe().read_text())
    violations = page.evaluate(
        """async (tags) => {
        const result = await axe.run(document, { runOnly: { type: "tag", values: tags } });
        return result.violations.map((v) => ({ id: v.id, help: v.help,
            nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ") + ": " + n.failureSummary) }));
    }""",
        TAGS,
    )
    if violations:
        found[screen] = violations


def resume(page: Page, text: str, shown: str) -> None:
    """The page at the game `text` (made its save), once `shown` shows."""
    put_save(page, text)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.wait_for_selector(shown, timeout=30_000)


def assert_none(found: dict[str, Any]) -> None:
    assert found == {}, json.dumps(found, indent=1, ensure_ascii=False)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_menu_tables_and_dialogs(page: Page, watch: Any, lang: str) -> None:
    found: dict[str, Any] = {}
    open_page(page, f"/?lang={lang}&seed=5&delay=0")
    expect(page.locator("#menu")).to_be_visible()
    page.locator("#menu-rules summary").click()
    page.locator("#menu-names summary").click()
    check(page, "menu", found)
    page.click("#menu-stats")
    expect(page.locator("#stats")).to_be_visible()
    check(page, "statistics, none yet", found)
    page.click("#stats-close")
    for number, (game, settled) in enumerate(SETTLED.items()):
        page.select_option("#menu-game", game)
        page.click("#menu-start")
        if number > 0:  # the game before is in progress: the page asks first
            expect(page.locator("#confirm-new")).to_be_visible()
            if number == 1:
                check(page, "new game confirm", found)
            page.click("#confirm-new-yes")
        page.wait_for_selector(settled, state="attached", timeout=30_000)
        check(page, game, found)
        if game == "planowanie":
            page.click("#act-sheet")
            expect(page.locator("#pl-sheet")).to_be_visible()
            check(page, "planowanie score sheet", found)
            page.click("#pl-sheet-close")
        elif game == "haft_khabis":
            page.click("#act-sheet")
            expect(page.locator("#hk-sheet")).to_be_visible()
            check(page, "haft khabis score sheet", found)
            page.click("#hk-sheet-close")
        elif game == "idiot":
            page.click("#delete-save")
            expect(page.locator("#confirm-delete")).to_be_visible()
            check(page, "delete confirm", found)
            page.click("#confirm-no")
        page.click("#to-menu")
        expect(page.locator("#menu")).to_be_visible()
    assert_none(found)
    assert_clean(watch)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tables_in_play_and_end_screens(page: Page, watch: Any, lang: str) -> None:
    found: dict[str, Any] = {}
    positions = [  # (what, its game text, what shows it)
        ("idiot in play", played("idiot", 5, 5, moves=12), SETTLED["idiot"]),
        ("idiot end", played("idiot", 4, 3), END["idiot"]),
        ("belgia in play", played("belgia", 8, 6, moves=20), SETTLED["belgia"]),
        ("planowanie in play", played("planowanie", 5, 4, moves=12), SETTLED["planowanie"]),
        ("planowanie end", played("planowanie", 3, 3), END["planowanie"]),
        ("haft khabis in play", played("haft_khabis", 8, 4, moves=20), SETTLED["haft_khabis"]),
        ("haft khabis end", played("haft_khabis", 3, 3, {"limit": 30}), END["haft_khabis"]),
    ]
    open_page(page, f"/?lang={lang}&delay=0")
    for screen, text, shown in positions:
        resume(page, text, shown)
        check(page, screen, found)
    # The three finished games are counted: the statistics dialog shows them.
    page.evaluate("() => { for (const d of document.querySelectorAll('dialog[open]')) d.close(); }")
    page.click("#to-menu")
    page.click("#menu-stats")
    expect(page.locator("#stats-rows tr")).to_have_count(3)
    check(page, "statistics", found)
    assert_none(found)
    assert_clean(watch)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_settings_with_four_colours_and_large_cards(page: Page, watch: Any, lang: str) -> None:
    """The settings dialog, then the largest tables with the four-colour deck and large cards on."""
    found: dict[str, Any] = {}
    open_page(page, f"/?lang={lang}&delay=0")
    page.click("#menu-prefs")
    page.check("#pref-deck")
    page.check("#pref-large")
    check(page, "settings", found)
    page.click("#prefs-close")
    for screen, text, shown in [
        ("belgia in play", played("belgia", 8, 6, moves=20), SETTLED["belgia"]),
        ("haft khabis in play", played("haft_khabis", 8, 4, moves=20), SETTLED["haft_khabis"]),
    ]:
        resume(page, text, shown)
        expect(page.locator("html")).to_have_attribute("data-deck", "four")
        expect(page.locator("html")).to_have_attribute("data-cards", "large")
        check(page, screen, found)
    assert_none(found)
    assert_clean(watch)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_dialogs_met_in_play(page: Page, watch: Any, lang: str) -> None:
    """The dialogs a game opens on its way: the joker chooser, Haft Khabis's sheet after a
    round, Planowanie's sheet between deals; and the crash panel of a dead engine."""
    found: dict[str, Any] = {}
    open_page(page, f"/?lang={lang}&delay=0")
    resume(page, played("belgia", 4, 2, moves=14), SETTLED["belgia"])  # you hold the black joker
    page.locator('#hand button[data-card="BJ"]').click(position=CORNER)
    page.click("#act-play")
    expect(page.locator("#joker")).to_be_visible()
    check(page, "joker chooser", found)

    resume(page, played("haft_khabis", 3, 1, moves=52), SETTLED["haft_khabis"])  # your last card, a 7 that fits
    page.click('#hand button[data-key="hand:7C:0"]')
    expect(page.locator('#hk-sheet[data-mode="round"]')).to_be_visible()
    check(page, "haft khabis sheet after a round", found)

    resume(page, played("planowanie", 3, 1, moves=28), SETTLED["planowanie"])  # you lead the deal's last trick
    page.locator("#table .pl-hand button").click()
    expect(page.locator("#pl-sheet")).to_be_visible()
    expect(page.locator("#pl-sheet")).to_have_attribute("data-after", "1")
    check(page, "planowanie sheet between deals", found)

    worker = next(worker for worker in page.workers if worker.url.endswith("/worker.js"))
    worker.evaluate("setTimeout(() => self.close())")
    expect(page.locator("#crash")).to_be_visible()
    check(page, "crash panel", found)
    assert_none(found)
    assert_clean(watch)

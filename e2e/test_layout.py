"""Phones, laptops and desktops: each game's table with the most seats it shows (Idiot and
Planowanie 5, Belgia and Haft Khabis 8), in the middle of a game, on one page whose
window goes through the sizes of SIZES: at each, the table fits without scrolling (the
pile, or the trick, every card of yours and your buttons inside the window: the page may
scroll only below them, to the log and the rules on a phone), the header is one row on a
phone with the menu at hand, nothing scrolls sideways, every control is at least 24x24
px, and on a desktop the seats sit in at most two rows. Then the same with large cards.
Beside it: the header one row on a laptop in each language and at a larger font (its
tools behind "More" where they would take a second row), and the longest languages'
words inside the seats of the smallest phone.

The sizes: laptops and desktops as their browsers leave the page (1366x768's is 1366x657),
phones, and the README's embedding example, a frame 640 px high (in a frame, the page's
window is the frame's box: 900x640, the sandboxed example, and 1264x640, 100% of a page).

Each table at 1366x657, 390x844 and 360x640 is saved as a screenshot: in
e2e/artifacts/layout/, or, with SCREENSHOTS=docs in the environment, as
docs/screenshot-<game>-<size>.png (the README shows them):
SCREENSHOTS=docs .venv/bin/python -m pytest e2e/test_layout.py
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from browser_helpers import BOOT_MS, READY, assert_clean, open_page
from positions import played, put_save

ROOT = Path(__file__).resolve().parents[1]
SIZES = {
    "1366x657": (1366, 657),
    "1280x720": (1280, 720),
    "1440x900": (1440, 900),
    "1920x1080": (1920, 1080),
    "1264x640": (1264, 640),
    "900x640": (900, 640),
    "390x844": (390, 844),
    "360x640": (360, 640),
}
SHOTS = ("1366x657", "390x844", "360x640")
LARGE = ("1366x657", "360x640")  # large cards (a setting: html[data-cards="large"]), on a laptop and the smallest phone
GAMES = {  # game -> (seats, seed, moves played ahead)
    "idiot": (5, 5, 12),
    "belgia": (8, 6, 20),
    "planowanie": (5, 4, 12),
    "haft_khabis": (8, 4, 20),
}
SMALL_TARGETS = """() => [...document.querySelector("#table").querySelectorAll("button, input, select, summary")]
    .filter((e) => e.checkVisibility())
    .map((e) => [e, e.getBoundingClientRect()])
    .filter(([e, r]) => r.width < 24 || r.height < 24)
    .map(([e, r]) => `${e.outerHTML.slice(0, 60)} ${r.width}x${r.height}`)"""
ROWS = """() => new Set([...document.querySelectorAll("#opponents .seat")]
    .map((s) => Math.round(s.getBoundingClientRect().top))).size"""
# What must be on screen while you play: the pile (Planowanie's trick), each of your cards
# (hand, face-up and hidden ones, Planowanie's bids) and each of your buttons; what is
# outside the window (at the page's top) is listed.
PLAY = "#pile, .pl-trick, #hk-pile"
YOURS = "#hand button.card, #slots button.card, .pl-hand button.card, #pl-bids button"
BUTTONS = '#table button[id^="act-"], #hk-say-label, #to-menu'
OFF_SCREEN = """([selectors]) => {
    window.scrollTo(0, 0);
    const off = [];
    for (const selector of selectors) {
        const found = [...document.querySelectorAll(selector)].filter((e) => e.checkVisibility());
        if (!found.length) off.push(`nothing shows ${selector}`);
        for (const e of found) {
            const r = e.getBoundingClientRect();
            if (r.top < 0 || r.left < 0 || r.bottom > innerHeight + 0.5 || r.right > innerWidth + 0.5)
                off.push(`${e.id || e.dataset.key || e.className} at ${Math.round(r.top)}..${Math.round(r.bottom)}`);
        }
    }
    return off;
}"""
# The page has taken the new size, and nothing on it is still moving (a transition the new
# size set off would change what is measured): no animation left running; then two frames,
# in which the table fits itself to the size (table/fit.js, on a ResizeObserver).
AT_REST = """([width, height]) => innerWidth === width && innerHeight === height
    && document.getAnimations().every((a) => a.playState !== "running")"""
TWO_FRAMES = "() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def screenshots() -> Path:
    folder = ROOT / "docs" if os.environ.get("SCREENSHOTS") == "docs" else ROOT / "e2e" / "artifacts" / "layout"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def check_size(page: Page, game: str, size: str, large: bool = False) -> None:
    width, height = SIZES[size]
    page.set_viewport_size({"width": width, "height": height})
    page.wait_for_function(AT_REST, arg=[width, height], timeout=10_000)
    page.evaluate(TWO_FRAMES)
    where = f"{game} at {size}" + (" with large cards" if large else "")
    assert page.evaluate(OFF_SCREEN, [[PLAY, YOURS, BUTTONS]]) == [], f"{where}: not all on screen"
    scroll, client = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
    assert scroll <= client, f"{where}: scrolls sideways ({scroll} > {client})"
    assert page.evaluate(SMALL_TARGETS) == [], where
    if width >= 1280:
        assert page.evaluate(ROWS) <= 2, f"{where}: the seats take over two rows"
    if width <= 560:  # a phone's header: one row, the tools behind "More", the menu beside it
        bar = page.locator(".bar").bounding_box()
        assert bar is not None and bar["height"] < 48, f"{where}: the header takes {bar}"
        assert page.locator("#bar-more").is_visible() and page.locator("#to-menu").is_visible(), where


@pytest.mark.parametrize("game", GAMES)
def test_the_table_fits_the_window_at_every_size(page: Page, watch: Any, game: str) -> None:
    seats, seed, moves = GAMES[game]
    save = played(game, seats, seed, moves=moves)
    open_page(page, "/?delay=0")
    put_save(page, save)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.wait_for_selector('#table[data-await="you"]', state="attached")
    assert page.locator("#opponents .seat").count() == seats - 1
    folder = screenshots()
    for size in SIZES:
        check_size(page, game, size)
        if size in SHOTS:
            page.screenshot(path=str(folder / f"screenshot-{game}-{size}.png"))
    page.evaluate("document.documentElement.dataset.cards = 'large'")
    for size in LARGE:
        check_size(page, game, size, large=True)
    assert_clean(watch)


LANGUAGES = ("en", "pt", "pl", "nb", "fa")
ONE_ROW = 60  # px: the header's row is a button (some 34 px) and its padding; two are 90


def test_the_header_keeps_one_row_in_every_language_and_at_a_larger_font(page: Page, watch: Any) -> None:
    page.set_viewport_size({"width": 1366, "height": 657})
    open_page(page, "/?game=belgia&seats=8&seed=6&delay=0")
    page.wait_for_selector('#table[data-await="you"]', state="attached")
    folded = {}
    for code in [*LANGUAGES, "en at 20 px"]:
        if code in LANGUAGES:
            page.select_option("#language", code)
            expect(page.locator("html")).to_have_attribute("lang", code)
        else:  # a reader's larger default font: every label wider than the window allows
            page.evaluate("document.documentElement.style.fontSize = '20px'")
        page.evaluate(TWO_FRAMES)
        bar = page.locator(".bar").bounding_box()
        assert bar is not None and bar["height"] < ONE_ROW, f"{code}: the header takes {bar}"
        assert page.evaluate(OFF_SCREEN, [[PLAY, YOURS, BUTTONS]]) == [], f"{code}: not all on screen"
        folded[code] = page.locator("#bar-more").is_visible()
        if folded[code]:  # the tools at hand behind "More", and put away again
            expect(page.locator("#delete-save")).to_be_hidden()
            page.click("#bar-more")
            expect(page.locator("#delete-save")).to_be_visible()
            page.click("#bar-more")
            expect(page.locator("#delete-save")).to_be_hidden()
        else:
            expect(page.locator("#delete-save")).to_be_visible()
    # English fits a laptop's row as it is; Portuguese's longer labels and the larger font do not
    assert (folded["en"], folded["pt"], folded["en at 20 px"]) == (False, True, True), folded
    assert_clean(watch)


# Polish and Norwegian words run longest at the smallest phone (an opponent's count may end
# in an ellipsis there); English and Portuguese counts are whole.
LONG_WORDS = ("pl", "nb")
WHOLE_WORDS = ("en", "pt")
SEATS_OVERFLOWING = """() => [...document.querySelectorAll("#opponents .seat")]
    .filter((seat) => seat.scrollWidth > seat.clientWidth)
    .map((seat) => `${seat.textContent.slice(0, 40)}: ${seat.scrollWidth} > ${seat.clientWidth}`)"""
COUNTS_CUT = """() => [...document.querySelectorAll("#opponents .seat-counts span")]
    .filter((count) => count.getClientRects().length && count.scrollWidth > count.clientWidth)
    .map((count) => count.textContent)"""


@pytest.mark.parametrize("game", ["belgia", "haft_khabis"])
def test_words_stay_inside_the_seats_on_the_smallest_phone(page: Page, watch: Any, game: str) -> None:
    page.set_viewport_size({"width": 360, "height": 640})
    open_page(page, f"/?game={game}&seats=8&seed=2&delay=0")
    page.wait_for_selector('#table[data-await="you"]', state="attached")
    for code in (*WHOLE_WORDS, *LONG_WORDS):
        page.select_option("#language", code)
        expect(page.locator("html")).to_have_attribute("lang", code)
        page.evaluate(TWO_FRAMES)
        assert page.evaluate(SEATS_OVERFLOWING) == [], f"{game} in {code}"
        if code in WHOLE_WORDS:
            assert page.evaluate(COUNTS_CUT) == [], f"{game} in {code}"
        scroll, client = page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth]")
        assert scroll <= client, f"{game} in {code}: scrolls sideways ({scroll} > {client})"
    assert_clean(watch)

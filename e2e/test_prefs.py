"""The Settings (#20), in Chromium: the opponents' pace, your hand's order (and cards moved
by hand), the four-colour deck, large cards, the cards' backs and sounds, each chosen by
keyboard alone, taking effect at once and remembered after a reload; the browser asked
once to keep the site's storage; statistics and names kept in a file and opened again.

What the page cannot show otherwise is watched by an init script: the oscillators Web
Audio makes (a sound), navigator.storage.persist() calls, and whether the table ever held
a completed trick in view (Planowanie's #table[data-collecting], which the pace times).
"""

from __future__ import annotations

import json
import re
from typing import Any

import pytest
from playwright.sync_api import Page, expect

from engine import api  # on the path through conftest.py

from browser_helpers import BOOT_MS, READY, assert_clean, open_page
from positions import played, put_save
from test_saves import SETTINGS_KEY, downloaded, seed_storage

STATS_KEY = "house-rules:v1:stats"
SEEN = """
window.__seen = { oscillators: 0, persists: 0, collecting: false };
const oscillator = AudioContext.prototype.createOscillator;
AudioContext.prototype.createOscillator = function () {
  window.__seen.oscillators++;
  return oscillator.call(this);
};
const persist = StorageManager.prototype.persist;
StorageManager.prototype.persist = function () {
  window.__seen.persists++;
  return persist.call(this);
};
new MutationObserver(() => {
  if (document.querySelector("#table[data-collecting]")) window.__seen.collecting = true;
}).observe(document, { subtree: true, attributes: true, attributeFilter: ["data-collecting"] });
"""
YOURS = '#table[data-game="planowanie"][data-await="you"]'
HAND = "#table .pl-hand button.card"
RANKS = "23456789TJQKA"
SUITS = "CDSH"
GREEN, BLUE, RED = "rgb(23, 105, 47)", "rgb(26, 79, 176)", "rgb(198, 40, 40)"


def seen(page: Page, what: str) -> Any:
    return page.evaluate("(what) => window.__seen[what]", what)


def hand(page: Page) -> list[str]:
    return page.locator(HAND).evaluate_all("cards => cards.map((card) => card.dataset.card)")


def pick(page: Page, steps: int, key: str = "ArrowDown") -> None:
    """The focused list's choice `steps` further on, by the arrow keys."""
    for _ in range(steps):
        page.keyboard.press(key)


def colour(page: Page, selector: str, prop: str = "color") -> str:
    return page.locator(selector).first.evaluate(f"(e) => getComputedStyle(e).{prop}")


def width(page: Page) -> float:
    return page.locator(HAND).first.evaluate("(card) => card.getBoundingClientRect().width")


def play_a_card(page: Page) -> None:
    """Your first card that may be played, and the table's answer: your turn again."""
    page.locator(f'{HAND}:not([aria-disabled="true"])').first.click()
    page.wait_for_selector(YOURS, state="attached", timeout=30_000)


@pytest.mark.motion  # sounds are silent under reduced motion
def test_each_setting_takes_effect_by_keyboard_and_is_remembered(page: Page, watch: Any) -> None:
    page.add_init_script(SEEN)
    open_page(page, "/?seed=7")  # no delay=: the pace chosen counts
    page.focus("#menu-stats")
    page.keyboard.press("Tab")
    expect(page.locator("#menu-prefs")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#prefs")).to_be_visible()
    expect(page.locator("#pref-pace")).to_be_focused()
    pick(page, 3)  # normal, slow, fast, instant
    page.keyboard.press("Tab")
    pick(page, 3)  # the game's usual order, by rank, by suit, as dealt
    page.keyboard.press("Tab")
    pick(page, 2)  # red, blue, green backs
    for box in ("#pref-deck", "#pref-large", "#pref-sound"):
        page.keyboard.press("Tab")
        expect(page.locator(box)).to_be_focused()
        page.keyboard.press("Space")
    page.keyboard.press("Escape")
    expect(page.locator("#prefs")).to_be_hidden()
    root = page.locator("html")
    for name, value in (("data-deck", "four"), ("data-cards", "large"), ("data-back", "green")):
        expect(root).to_have_attribute(name, value)

    # A Planowanie deal where your card completes the trick, resumed after a reload.
    text = played("planowanie", 3, 1, moves=4)
    view = json.loads(api.view(text, 0))["view"]
    assert len(view["trick"]) == 2 and view["seats"][0]["dealt"] != view["hand"]
    put_save(page, text)
    page.reload()
    page.wait_for_selector(YOURS, state="attached", timeout=BOOT_MS)
    for name, value in (("data-deck", "four"), ("data-cards", "large"), ("data-back", "green")):
        expect(root).to_have_attribute(name, value)
    assert hand(page) == view["seats"][0]["dealt"]  # as dealt, not the game's order by suit
    assert colour(page, f'{HAND}[data-card$="C"]') == GREEN
    assert colour(page, f'{HAND}[data-card$="D"]') == BLUE
    assert colour(page, f'{HAND}[data-card$="H"]') == RED
    assert colour(page, "#opponents .card.back .art", "backgroundColor") == "rgb(29, 107, 69)"
    large = width(page)
    play_a_card(page)
    assert seen(page, "collecting") is False  # at the instant pace the trick is gathered at once
    assert seen(page, "oscillators") > 0  # sounds: the moves, your turn
    assert seen(page, "persists") == 1  # the game was saved: the browser asked to keep it

    # At the table, from the header: faster (but not instant), by rank, normal cards.
    page.focus("#undo")
    page.keyboard.press("Tab")
    expect(page.locator("#open-prefs")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#pref-pace")).to_be_focused()
    pick(page, 1, "ArrowUp")  # fast
    page.keyboard.press("Tab")
    pick(page, 2, "ArrowUp")  # by rank
    for _ in range(3):
        page.keyboard.press("Tab")
    expect(page.locator("#pref-large")).to_be_focused()
    page.keyboard.press("Space")
    page.keyboard.press("Escape")
    expect(root).not_to_have_attribute("data-cards", "large")
    assert width(page) < large
    cards = hand(page)
    assert cards == sorted(cards, key=lambda code: (RANKS.index(code[0]), SUITS.index(code[1])))

    # A card moved by hand: Shift with an arrow key, then a drag; the focus stays on it.
    first = page.locator(HAND).first
    first.focus()
    page.keyboard.press("Shift+ArrowRight")
    moved = [cards[1], cards[0], *cards[2:]]
    assert hand(page) == moved
    assert page.evaluate("document.activeElement.dataset.card") == cards[0]
    page.locator(HAND).nth(0).drag_to(page.locator(HAND).nth(2))
    assert hand(page) == [moved[1], moved[2], moved[0], *moved[3:]]

    page.evaluate("window.__seen.collecting = false")
    play_a_card(page)  # three cards between two of your turns: a trick was completed
    assert seen(page, "collecting") is True  # held in view a moment at the fast pace

    # Sounds stay silent while the system asks for reduced motion.
    page.emulate_media(reduced_motion="reduce")
    page.evaluate("window.__seen.oscillators = 0")
    play_a_card(page)
    assert seen(page, "oscillators") == 0

    # After a reload: every choice as it was left, and the browser is not asked again.
    page.reload()
    page.wait_for_selector(YOURS, state="attached", timeout=BOOT_MS)
    page.click("#open-prefs")
    expect(page.locator("#pref-pace")).to_have_value("fast")
    expect(page.locator("#pref-order")).to_have_value("rank")
    expect(page.locator("#pref-back")).to_have_value("green")
    expect(page.locator("#pref-deck")).to_be_checked()
    expect(page.locator("#pref-large")).not_to_be_checked()
    expect(page.locator("#pref-sound")).to_be_checked()
    page.click("#prefs-close")
    play_a_card(page)
    assert seen(page, "persists") == 0
    assert_clean(watch)


def test_statistics_and_names_are_kept_in_a_file_and_opened_again(page: Page, watch: Any) -> None:
    stats = {"people": {"Bjørn": {"idiot": {"played": 3, "won": 2, "last": 1}}}, "counted": []}
    seed_storage(page, {STATS_KEY: json.dumps(stats), SETTINGS_KEY: json.dumps({"names": ["Bjørn"]})})
    open_page(page, "/")
    page.click("#menu-stats")
    name, text = downloaded(page, "#stats-download")
    assert re.fullmatch(r"house-rules-statistics-\d{4}-\d\d-\d\d-\d{4}\.json", name), name
    kept = json.loads(text)
    assert kept["stats"]["people"] == stats["people"] and kept["names"][0] == "Bjørn"

    # The browser forgets them ...
    page.click("#stats-reset")
    expect(page.locator("#stats-empty")).to_be_visible()
    page.click("#stats-close")
    page.locator("#menu-names summary").click()
    page.fill("#menu-name-0", "Kari")
    page.keyboard.press("Tab")

    # ... and the file brings them back, opened from the statistics.
    page.click("#menu-stats")
    with page.expect_file_chooser() as chooser:
        page.click("#stats-open")
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": text.encode()})
    expect(page.locator("#stats-rows tr")).to_have_count(2)  # Bjørn's heading, Idiot
    expect(page.locator("#stats-rows")).to_contain_text("Bjørn")
    page.click("#stats-close")
    expect(page.locator("#menu-notice")).to_contain_text(name)
    expect(page.locator("#menu-name-0")).to_have_value("Bjørn")
    assert json.loads(page.evaluate("(key) => localStorage.getItem(key)", STATS_KEY))["people"] == stats["people"]
    page.wait_for_selector(READY, state="attached")
    assert_clean(watch)

"""The Hint button, in Chromium: the strong level's move for you, marked on the table
(selected where the game selects), the focus on what plays it so that Enter plays it, and
one line why in the status; the worker thinks, the page stays responsive.

Idiot (cards selected, then Play) and Planowanie (a bid button, then a card).
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, TimeoutError as PlaywrightTimeout, expect

from browser_helpers import assert_clean, open_page, settle_on

THINKING = "Thinking about your move…"


def ask(page: Page, button: str, status: str) -> str:
    """Click the Hint button; once the hint is shown, the status line (its why)."""
    page.click(button)
    page.wait_for_selector(".hinted", state="attached", timeout=30_000)
    expect(page.locator(status)).not_to_have_text(THINKING)
    return page.locator(status).inner_text()


def focused_key(page: Page) -> str:
    return str(page.evaluate("document.activeElement && document.activeElement.dataset.key"))


def test_hint_in_idiot_selects_the_cards_and_enter_plays_them(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=2&level=simple&seed=5&delay=0")
    plays = 0
    for _ in range(12):
        if settle_on(page, "#table", '#table[data-await="you"], #table[data-await="over"]') == "over":
            break
        setup = page.get_attribute("#table", "data-phase") == "setup"
        hand_before = page.locator("#hand button.card").count()
        log_before = last_event(page)
        why = ask(page, "#act-hint", "#status")
        assert why and why != THINKING
        marked = page.locator("#table .hinted")
        if not setup and focused_key(page) == "act-play":
            # A play: the suggested cards are selected, the Play button is focused.
            selected = page.locator("#table button.card.selected")
            assert selected.count() == marked.count() > 0
            assert selected.evaluate_all("cs => cs.every(c => c.classList.contains('hinted'))")
            plays += 1
        else:
            assert focused_key(page) == marked.first.get_attribute("data-key")
        page.keyboard.press("Enter")
        wait_for_change(page, log_before, hand_before)
    assert plays >= 2
    assert_clean(watch)


LAST_EVENT = "(() => { const l = document.querySelector('#log li:last-child'); return l ? l.dataset.n : null; })()"
CHANGED = f"""([log, hand]) => {LAST_EVENT} !== log || document.querySelectorAll("#hand button.card").length !== hand"""


def last_event(page: Page) -> str | None:
    number = page.evaluate(LAST_EVENT)
    return None if number is None else str(number)


def wait_for_change(page: Page, log_before: str | None, hand_before: int) -> None:
    """Until the move made by Enter shows: a new line in the log or another hand."""
    try:
        page.wait_for_function(CHANGED, arg=[log_before, hand_before], timeout=30_000)
    except PlaywrightTimeout:
        raise AssertionError("Enter on the hint made no move") from None


def test_hint_in_planowanie_marks_the_bid_then_the_card(page: Page, watch: Any) -> None:
    open_page(page, "/?game=planowanie&seats=3&seed=11&delay=0")
    table = '#table[data-game="planowanie"]'
    settled = f'{table}[data-await="you"], {table}[data-await="sheet"], {table}[data-await="over"]'
    assert settle_on(page, "#table", settled) == "you"
    assert page.get_attribute("#table", "data-phase") == "bid"
    why = ask(page, "#act-hint", "#status")
    assert why.startswith("This hand should take")
    key = focused_key(page)
    assert key.startswith("bid:")
    expect(page.locator(f'[data-key="{key}"]')).to_have_class(re.compile(r"\bhinted\b"))
    page.keyboard.press("Enter")
    expect(page.locator("#me .pl-tally")).to_have_text(f"0/{key[4:]}")
    # Past the bidding (the others bid after you): your turn to play a card.
    playing = (
        '#table[data-game="planowanie"][data-await="you"]:not([data-phase="bid"]), '
        '#table[data-game="planowanie"][data-await="sheet"], #table[data-game="planowanie"][data-await="over"]'
    )
    assert settle_on(page, "#table", playing) == "you"
    cards = page.locator(".pl-hand button.card").count()
    why = ask(page, "#act-hint", "#status")
    assert why and why != THINKING
    key = focused_key(page)
    assert key.startswith("card:")
    assert page.locator(".pl-hand .hinted").get_attribute("data-key") == key
    page.keyboard.press("Enter")
    expect(page.locator(".pl-hand button.card")).to_have_count(cards - 1)
    assert_clean(watch)

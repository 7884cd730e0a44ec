"""Motion: cards dealt, played, burned and taken move for a moment (150-300 ms, CSS);
a person who asks the system for reduced motion gets none: after each move of an
Idiot game, document.getAnimations() is empty."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from browser_helpers import assert_clean, open_page, settle_on

GAME = "/?game=idiot&seats=3&seed=7&delay=0"
SETTLED = '#table[data-await="you"], #table[data-await="over"]'
PLAYABLE = '#hand button.card:not([aria-disabled="true"])'
# Each animation style.css gives to what is new on the table, with its duration: asked
# for as soon as the page marks it (document.getAnimations() works out the styles then),
# so a slow machine that draws its next frame after the mark is gone still shows each one.
# (The turn's flash and arrows last longer on purpose, and are not moves.)
RECORD = """window.__motion = [];
const recorded = new WeakSet();
const MOVED = ".dealt, .arrive, .fresh, .took .seat-cards, .took .me-cards";
new MutationObserver(() => {
  for (const animation of document.getAnimations()) {
    if (recorded.has(animation) || !(animation instanceof CSSAnimation)) continue;
    recorded.add(animation);
    const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
    if (!target || !target.matches(MOVED)) continue;
    window.__motion.push([animation.animationName, Number(animation.effect.getTiming().duration)]);
  }
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });"""
STARTED = "() => window.__motion.splice(0)"
# Whether a card of your hand was ever marked as dealt: the mark lasts only while the deal
# would move (400 ms), so a slow machine may have dropped it again by the time it settles.
MARKED = """window.__dealt = false;
new MutationObserver(() => {
  window.__dealt ||= document.querySelector("#hand button.dealt") !== null;
}).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class"] });"""


def move(page: Page) -> None:
    """Ready; else the first playable card (Enter); else take the pile (T)."""
    if page.get_attribute("#table", "data-phase") == "setup":
        page.keyboard.press("r")
    elif page.locator(PLAYABLE).count():
        page.locator(PLAYABLE).first.focus()
        page.keyboard.press("Enter")
    else:
        page.keyboard.press("t")


@pytest.mark.motion
def test_moves_are_animated_briefly(page: Page, watch: Any) -> None:
    page.add_init_script(RECORD)
    open_page(page, GAME)
    settle_on(page, "#table", SETTLED)
    page.wait_for_function("() => window.__motion.length > 0")
    dealt = page.evaluate(STARTED)
    assert dealt and all(name == "deal" and 150 <= ms <= 300 for name, ms in dealt), dealt
    seen = set()
    for _ in range(8):
        move(page)
        settle_on(page, "#table", SETTLED)
        for name, ms in page.evaluate(STARTED):
            assert name != "none" and 150 <= ms <= 300, (name, ms)
            seen.add(name)
    assert "drop" in seen, seen  # a card played on the pile
    assert_clean(watch)


def test_reduced_motion_leaves_no_animation(browser: Browser, base_url: str, watch: Any) -> None:
    context, page = watch.open(browser, base_url=base_url, reduced_motion="reduce")
    try:
        page.add_init_script(MARKED)
        open_page(page, GAME)
        settle_on(page, "#table", SETTLED)
        assert page.evaluate("window.__dealt")  # what would move is marked...
        assert page.evaluate("document.getAnimations().length") == 0  # ...and does not move
        for _ in range(12):
            move(page)
            assert page.evaluate("document.getAnimations().length") == 0
            if settle_on(page, "#table", SETTLED) == "over":
                break
            assert page.evaluate("document.getAnimations().length") == 0
        assert_clean(watch)
    finally:
        context.close()

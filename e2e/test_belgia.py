"""Belgia in Chromium: a whole 5-seat game by clicking, with the face-up choice, the
opening 3 of hearts, a black joker declared through the chooser as an ace of spades,
the spade sending the turn back, identical cards from two decks, to the end screen.

The deal is seed 24 (5 seats, 2 decks): you hold the 3 of hearts, and the black joker
can be played on your second turn. The clicks follow one plan (the test's `turn`), so
the game is the same every run.
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from browser_helpers import CORNER, assert_clean, open_page
from test_table import settle

GAME = "/?game=belgia&seats=5&seed=24&delay=0"
JOKERS = ("BJ", "RJ")
ENABLED_HAND = '#hand button.card:not([aria-disabled="true"])'
ENABLED_HIDDEN = '#slots button[data-zone="hidden"]:not([aria-disabled="true"])'

# Every line the log ever shows (it keeps only the last few).
WATCH_LOG = """() => {
  window.logLines = [];
  const log = document.getElementById("log");
  for (const li of log.children) window.logLines.push(li.textContent);
  new MutationObserver((changes) => {
    for (const change of changes) for (const node of change.addedNodes) window.logLines.push(node.textContent);
  }).observe(log, { childList: true });
}"""


def log_lines(page: Page) -> list[str]:
    return page.evaluate("window.logLines")


def lay_face_up(page: Page) -> None:
    """The setup: pick the three highest of the six cards, then Lay face up."""
    expect(page.locator("#help")).to_contain_text("three cards to lay face up")
    cards = page.locator("#hand button.card")
    expect(cards).to_have_count(6)
    choose = page.locator("#act-choose")
    expect(choose).to_be_visible()
    for i in (3, 4):
        cards.nth(i).click()
        expect(choose).to_be_disabled()
    cards.nth(5).click()
    expect(choose).to_be_enabled()
    choose.click()


def declare(page: Page, spade: bool) -> str:
    """In the open joker chooser: maybe tick "a spade", then take the highest rank offered."""
    dialog = page.locator("#joker")
    expect(dialog).to_be_visible()
    ranks = page.locator("#joker-ranks button")
    assert ranks.count() >= 1
    if spade:
        expect(page.locator("#joker-spade-row")).to_be_visible()
        page.check("#joker-spade")
        expect(ranks.last).to_contain_text("♠")
    label = ranks.last.get_attribute("aria-label") or ""
    ranks.last.click()
    expect(dialog).to_be_hidden()
    return label


def check_identical_cards(page: Page) -> bool:
    """Two identical cards are two buttons: a click selects the one clicked, not both."""
    codes = page.locator(ENABLED_HAND).evaluate_all("bs => bs.map(b => b.dataset.card)")
    twins = [c for c in set(codes) if codes.count(c) > 1 and c not in JOKERS]
    if not twins:
        return False
    pair = page.locator(f'#hand button.card[data-card="{twins[0]}"]')
    keys = pair.evaluate_all("bs => bs.map(b => b.dataset.key)")
    assert len(set(keys)) == len(keys), keys
    pair.nth(1).click(position=CORNER)
    expect(pair.nth(1)).to_have_attribute("aria-pressed", "true")
    expect(pair.nth(0)).to_have_attribute("aria-pressed", "false")
    pair.nth(1).click(position=CORNER)  # and again: unselected
    expect(pair.nth(1)).to_have_attribute("aria-pressed", "false")
    return True


def turn(page: Page, seen: dict[str, Any]) -> None:
    """One move, as the plan says: a drawn joker is named; at the opening the 3 of hearts
    (already selected) is played; a joker is played the first time one can be (the black
    one as a spade), else the first card that fits; else a surprise, else the pile."""
    if page.locator("#joker").is_visible():  # a joker drawn blind from the surprises
        declare(page, spade=False)
        return
    play = page.locator("#act-play")
    if play.is_visible() and play.is_enabled():
        play.click()
        return
    cards = page.locator(ENABLED_HAND)
    codes = cards.evaluate_all("bs => bs.map(b => b.dataset.card)")
    jokers = [i for i, code in enumerate(codes) if code in JOKERS]
    reals = [i for i, code in enumerate(codes) if code not in JOKERS]
    if jokers and (not seen["declared"] or not reals):
        black = codes[jokers[0]] == "BJ"
        cards.nth(jokers[0]).click(position=CORNER)
        play.click()
        seen["declared"].append((codes[jokers[0]], declare(page, spade=black)))
    elif reals:
        cards.nth(reals[0]).click(position=CORNER)
        play.click()
    elif page.locator(ENABLED_HIDDEN).count():
        page.locator(ENABLED_HIDDEN).first.click()
    else:
        page.click("#act-take")


def test_a_whole_belgia_game_with_a_joker_and_spades(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    page.evaluate(WATCH_LOG)
    assert settle(page) == "you"
    expect(page.locator("#opponents .seat")).to_have_count(4)
    expect(page.locator("#stock")).to_have_attribute("data-count", "63")  # 2 decks of 54, less 45 dealt
    lay_face_up(page)

    assert settle(page) == "you"
    expect(page.locator("#help")).to_have_text("You open: play the 3 of hearts (with any other threes).")
    expect(page.locator('#hand button.card[data-card="3H"]')).to_have_attribute("aria-pressed", "true")

    seen: dict[str, Any] = {"declared": [], "twins": False}
    moves = 0
    while settle(page) == "you":
        if not seen["twins"] and page.get_attribute("#table", "data-phase") == "play":
            seen["twins"] = check_identical_cards(page)
        turn(page, seen)
        moves += 1
        assert moves < 300, "the game does not end"

    end = page.locator("#end")
    expect(end).to_be_visible()
    expect(page.locator("#end-order li")).to_have_count(5)
    expect(page.locator("#end-order li.idiot")).to_have_count(1)
    expect(page.locator("#end-order li.idiot")).to_contain_text("last")
    expect(page.locator("#end-order li.you")).to_have_count(1)

    lines = log_lines(page)
    assert seen["declared"][0] == ("BJ", "an ace of spades"), seen["declared"]
    assert "You played the black joker as an ace of spades." in lines
    mine = lines.index("You played the black joker as an ace of spades.")
    assert re.fullmatch(r"Spade: the turn goes back to \w+\.", lines[mine + 1]), lines[mine : mine + 2]
    assert any(line == "Spade: the turn goes back to you." for line in lines)
    assert any("took the face-up cards into the hand" in line for line in lines)
    assert any(re.fullmatch(r"\w+ played .*joker as (a|an) \w+( of spades)?\.", line) for line in lines[mine + 2 :])
    assert seen["twins"], "never held two identical cards"
    assert "is left holding cards and loses." in lines[-1] or lines[-1] == "You are left holding cards: you lose."
    assert_clean(watch)


def test_the_joker_chooser_and_the_pile(page: Page, watch: Any) -> None:
    """The same deal, slower opponents: the chooser offers only legal ranks, can be
    cancelled, and the joker on the pile shows what it stands for."""
    open_page(page, GAME.replace("delay=0", "delay=2000"))
    page.set_viewport_size({"width": 390, "height": 844})
    settle(page)
    lay_face_up(page)
    settle(page)
    page.click("#act-play")  # the 3 of hearts
    # The pause before a computer player's move is seen: its seat is thinking, the turn's.
    expect(page.locator("#opponents .seat.is-turn.is-thinking .badge.thinking")).to_have_count(1)
    settle(page)
    joker = page.locator('#hand button.card[data-card="BJ"]')
    expect(joker).not_to_have_attribute("aria-disabled", "true")
    top = page.get_attribute("#pile", "data-top") or "2"
    joker.click(position=CORNER)
    page.click("#act-play")
    ranks = page.locator("#joker-ranks button")
    offered = ranks.evaluate_all("bs => bs.map(b => b.dataset.rank)")
    order = "23456789TJQKA"
    # a joker may be anything that fits: a 2, a 10 on a 10 or lower, anything no lower than the top
    expected = [
        r
        for r in order
        if r == "2"
        or (r == "T" and order.index(top) <= order.index("T"))
        or (r != "T" and order.index(r) >= order.index(top))
    ]
    assert offered == expected, (top, offered)
    page.keyboard.press("Escape")
    expect(page.locator("#joker")).to_be_hidden()
    expect(joker).to_have_attribute("aria-pressed", "true")  # cancelled: still selected
    page.click("#act-play")
    page.check("#joker-spade")
    page.locator('#joker-ranks button[data-rank="A"]').click()
    badge = page.locator("#pile .pile-card .declared")
    expect(badge).to_have_text("= A♠")
    expect(page.locator('#pile .pile-card[data-card="BJ"]')).to_have_attribute(
        "aria-label", "black joker as an ace of spades"
    )
    expect(page.locator("#pile-caption")).to_contain_text("the black joker as an ace of spades")
    expect(page.locator("#log li").last).to_have_text(re.compile(r"Spade: the turn goes back to \w+\."))
    expect(page.locator("svg.turn-back path.arrow")).to_have_count(1)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_clean(watch)


def test_the_menu_offers_the_decks_the_engine_allows_at_each_table_size(page: Page, watch: Any) -> None:
    # The choices are the engine's (rulesets()'s by_players), never a rule of the page's.
    open_page(page, "/?delay=0")
    page.select_option("#menu-game", "belgia")
    page.select_option("#menu-seats", "5")
    decks = page.locator("#menu-opt-decks option")
    expect(decks).to_have_text(
        [
            "2 decks (stock of 63), the default",
            "1 deck (stock of 9)",
            "3 decks (stock of 117)",
            "4 decks (stock of 171)",
        ]
    )
    page.select_option("#menu-seats", "8")  # 72 cards dealt: one deck no longer deals them
    expect(decks).to_have_text(
        ["2 decks (stock of 36), the default", "3 decks (stock of 90)", "4 decks (stock of 144)"]
    )
    page.select_option("#menu-opt-decks", "3")
    page.click("#menu-start")
    page.wait_for_selector('#table[data-await="you"]', state="attached", timeout=30_000)
    expect(page.locator("#stock")).to_have_attribute("data-count", str(3 * 54 - 8 * 9))
    assert_clean(watch)

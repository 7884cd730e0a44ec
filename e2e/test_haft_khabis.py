"""Haft Khabis in Chromium, played by clicking: a whole round against two computers
(a jack naming a suit, a 2 picking the player, "tak barg", a refused card, the score
sheet), and a short match to the lowest limit the menu offers, to its end screen.

The page marks its state: html[data-ready="1"] once usable; #table[data-await] =
"you" (your move), "others", "busy", "sheet" (the score sheet after a round is open)
or "over". Cards that cannot be played carry aria-disabled="true".
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Page, expect

from browser_helpers import BOOT_MS, CORNER, GAME_KEY, READY, assert_clean, open_page, settle_on

SETTLED = '#table[data-await="you"], #table[data-await="sheet"], #table[data-await="over"]'
ROUND = "/?game=haft_khabis&seats=3&seed=24&delay=0"
ENABLED = '#hand button.card:not([aria-disabled="true"])'
DIMMED = '#hand button.card[aria-disabled="true"]'


def settle(page: Page) -> str:
    return settle_on(page, "#table", SETTLED)


def hand(page: Page) -> list[str]:
    return page.locator("#hand button.card").evaluate_all("bs => bs.map(b => b.dataset.card)")


def take_turn(page: Page, seen: dict[str, Any]) -> None:
    """One move, clicked like a person: a 2 or a jack when one fits (to use the choosers),
    else the first card that fits; else draw, or pass after drawing. "Tak barg" is said
    whenever the toggle is offered."""
    if page.locator("#hk-say-label").is_visible():
        page.check("#hk-say")
        expect(page.locator("#hk-say-label")).to_have_class(re.compile(r"\bchecked\b"))
        seen["said"] += 1
    playable = page.locator(ENABLED)
    codes = playable.evaluate_all("bs => bs.map(b => b.dataset.card)")
    if not codes:
        if page.locator("#act-draw").is_visible():
            page.click("#act-draw")
        else:
            page.click("#act-pass")
        return
    pick = next((i for i, c in enumerate(codes) if c[0] == "2"), None)
    if pick is None:
        pick = next((i for i, c in enumerate(codes) if c[0] == "J"), 0)
    code = codes[pick]
    if code[0] == "J" and not seen["keyboard"]:
        # With the keyboard: Enter opens the suit chooser, Escape closes it, focus returns.
        seen["keyboard"] = True
        playable.nth(pick).focus()
        page.keyboard.press("Enter")
        expect(page.locator('#hk-chooser-buttons button[data-suit="C"]')).to_be_focused()
        page.keyboard.press("Escape")
        expect(page.locator("#hk-chooser")).to_be_hidden()
        expect(page.locator(f'#hand button.card[data-card="{code}"]').first).to_be_focused()
        playable = page.locator(ENABLED)
    playable.nth(pick).click(position=CORNER)
    if code[0] == "J":
        chooser = page.locator("#hk-chooser")
        expect(chooser).to_be_visible()
        expect(page.locator("#hk-chooser-buttons button.suit")).to_have_count(4)
        expect(page.locator("#hk-chooser-buttons button.suit").first).to_be_focused()
        page.click('#hk-chooser-buttons button[data-suit="H"]')
        expect(page.locator("#log")).to_contain_text("The jack asks for hearts.")
        seen["jack"] += 1
    elif code[0] == "2" and page.locator("#hk-chooser").is_visible():
        targets = page.locator("#hk-chooser-buttons button.target")
        expect(targets).to_have_count(2)  # the other two seats
        expect(targets.nth(1)).to_contain_text("Bjørn")
        targets.nth(1).click()
        expect(page.locator("#log")).to_contain_text("Bjørn draws a card.")
        seen["two"] += 1


def close_round_sheet(page: Page, seen: dict[str, Any]) -> None:
    sheet = page.locator("#hk-sheet")
    expect(sheet).to_be_visible()
    expect(page.locator("#hk-sheet-title")).to_contain_text("Round")
    # Under the sheet, the round as it ended: your cards as laid down for counting (none if
    # you went out), its last plays beside the pile; the next round is dealt after it.
    laid = page.locator("#hk-round .hk-hands li.you .card").count()
    expect(page.locator("#hand button.card")).to_have_count(laid)
    expect(page.locator("#hk-plays li").first).to_be_visible()
    seen["rounds"] += 1
    page.click("#hk-sheet-close")
    expect(sheet).to_be_hidden()


def test_a_whole_round_against_two_computers(page: Page, watch: Any) -> None:
    open_page(page, ROUND)
    assert settle(page) == "you"
    expect(page.locator("#table")).to_have_attribute("data-game", "haft_khabis")  # the one table, Haft Khabis's alone
    expect(page.locator("#opponents .seat")).to_have_count(2)
    expect(page.locator("#hand button.card")).to_have_count(7)
    expect(page.locator("#hk-state .hk-direction")).to_contain_text("counter-clockwise")
    expect(page.locator("#table-rules .decided").first).to_be_attached()

    # A card that does not fit: dimmed, and a click says why (nothing is drawn).
    dimmed = page.locator(DIMMED)
    assert dimmed.count() > 0
    before = hand(page)
    dimmed.first.click(position=CORNER, force=True)
    expect(page.locator('#status[data-kind="error"]')).not_to_be_empty()
    assert settle(page) == "you"
    assert hand(page) == before

    seen = {"jack": 0, "two": 0, "said": 0, "rounds": 0, "keyboard": False}
    moves = 0
    while seen["rounds"] == 0:
        state = settle(page)
        if state == "sheet":
            close_round_sheet(page, seen)
            break
        assert state == "you"
        take_turn(page, seen)
        moves += 1
        assert moves < 200, "the round does not end"
    assert seen["jack"] >= 1 and seen["two"] >= 1, seen
    assert page.get_attribute("#table", "data-round") == "2"

    # The score sheet, any time: a row for round 1, a total per player.
    settle(page)
    page.click("#act-sheet")
    expect(page.locator("#hk-sheet")).to_be_visible()
    expect(page.locator("#hk-sheet .hk-score tbody tr")).to_have_count(1)
    expect(page.locator("#hk-sheet .hk-score thead th")).to_have_text(["Round", "You", "Astrid", "Bjørn"])
    expect(page.locator("#hk-sheet .hk-score td.won")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator("#hk-sheet")).to_be_hidden()

    # Reload: the same position comes back.
    settle(page)
    position = hand(page)
    assert page.evaluate(f"localStorage.getItem('{GAME_KEY}') !== null")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    settle(page)
    assert hand(page) == position
    assert page.get_attribute("#table", "data-round") == "2"
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert_clean(watch)


def test_a_short_match_chosen_in_the_menu(page: Page, watch: Any) -> None:
    open_page(page, "/?seed=3&delay=0")
    expect(page.locator("#menu")).to_be_visible()
    page.select_option("#menu-game", "haft_khabis")
    expect(page.locator("#menu-seats option")).to_have_count(7)  # 2 to 8 seats
    page.select_option("#menu-seats", "2")
    expect(page.locator("#menu-opt-decks option:checked")).to_have_text("Two (104 cards)")  # the default
    expect(page.locator("#menu-opt-limit")).to_have_value("200")
    expect(page.locator("#menu-opt-limit")).to_have_attribute("min", "100")  # the text: 100 to 500 or more
    page.fill("#menu-opt-limit", "100")
    page.check("#menu-opt-penalty_on_rejected")
    page.click("#menu-start")
    assert settle(page) == "you"
    expect(page.locator("#hk-state")).to_contain_text("Mistakes cost a card")
    expect(page.locator("#hk-state")).to_contain_text("limit 100")

    # With the option on, a refused attempt costs a card: the engine's new game is used.
    dimmed = page.locator(DIMMED)
    assert dimmed.count() > 0
    count = len(hand(page))
    dimmed.first.click(position=CORNER, force=True)
    expect(page.locator('#status[data-kind="error"]')).to_contain_text("costs you a card")
    settle(page)
    assert len(hand(page)) == count + 1
    expect(page.locator("#log")).to_contain_text("A mistake: you draw a penalty card.")

    seen = {"jack": 0, "two": 0, "said": 0, "rounds": 0, "keyboard": False}
    moves = 0
    while (state := settle(page)) != "over":
        if state == "sheet":
            close_round_sheet(page, seen)
            continue
        take_turn(page, seen)
        moves += 1
        assert moves < 400, "the match does not end"
    end = page.locator("#end")
    expect(end).to_be_visible()
    expect(page.locator("#end-summary")).to_contain_text(re.compile(r"wins? the match"))
    expect(page.locator("#end-order li")).to_have_count(2)
    expect(page.locator("#end-order .badge")).to_have_text(["winner", re.compile(r"^out in round \d+$")])
    expect(page.locator("#end-after .hk-score td.state.winner")).to_have_count(1)
    expect(page.locator("#end-after .hk-score td.state.out")).to_have_count(1)
    expect(page.locator("#log li").last).to_contain_text("the match")
    # Menu from the end screen; the finished match is not offered to continue.
    page.click("#end-menu")
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#table")).to_be_hidden()
    expect(page.locator("#menu-continue")).to_be_hidden()
    assert_clean(watch)

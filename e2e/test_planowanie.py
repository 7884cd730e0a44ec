"""Planowanie at the table, in Chromium: a whole game against two computers, bidding
and playing by clicking, the score sheet checked after every deal; the trick shown
before it is gathered; the "ones" option from the menu; switching tables with Idiot.

The page marks its state for these tests: #table[data-await] = "you" (your move),
"others", "busy", "sheet" (the score sheet after a deal waits to be closed) or
"over"; #table[data-phase] = "bid" | "play" | "over"; #table[data-collecting]
while a completed trick is shown; #table[data-game] = "planowanie". Bids and cards
that cannot be chosen carry aria-disabled="true".
"""

from __future__ import annotations

import re
from typing import Any

from playwright.sync_api import Locator, Page, expect

from browser_helpers import BOOT_MS, READY, assert_clean, open_page, settle_on

TABLE = '#table[data-game="planowanie"]'
SETTLED = f'{TABLE}[data-await="you"], {TABLE}[data-await="sheet"], {TABLE}[data-await="over"]'
GAME = "/?game=planowanie&seats=3&seed=11&delay=0"
ENABLED_BID = '#pl-bids button:not([aria-disabled="true"])'
FORBIDDEN_BID = '#pl-bids button[aria-disabled="true"]'
ENABLED_CARD = '.pl-hand button.card:not([aria-disabled="true"])'
OFF_SUIT = ".pl-hand button.card.off-suit"


def settle(page: Page) -> str:
    return settle_on(page, "#table", SETTLED)


def number(text: str) -> int:
    """'+13', '−3' (a minus sign), '0', '45' -> int."""
    return int(text.strip().replace("−", "-").replace("+", ""))


def tallies(page: Page) -> dict[int, tuple[int, str]]:
    """Every seat's "won/declared" beside its name: seat -> (won, declared or '-')."""
    out = {}
    for seat in page.locator(".pl-seat").all():
        won, bid = (seat.locator(".pl-tally").inner_text()).split("/")
        out[int(seat.get_attribute("data-seat") or "-1")] = (int(won), bid)
    won, bid = page.locator("#me .pl-tally").inner_text().split("/")
    out[0] = (int(won), bid)
    return out


def read_sheet(dialog: Locator) -> tuple[list[dict[str, Any]], list[int]]:
    """The finished deals' rows and the totals line of the sheet in `dialog`."""
    rows = []
    for tr in dialog.locator("tbody tr[data-deal]:not(.current)").all():
        cells = []
        for td in tr.locator("td.pl-cell").all():
            cells.append(
                {
                    "bid": number(td.locator(".pl-c-bid").inner_text()),
                    "tricks": number(td.locator(".pl-c-tricks").inner_text()),
                    "points": number(td.locator(".pl-c-points").inner_text()),
                    "total": number(td.locator(".pl-c-total").inner_text()),
                }
            )
        sub = tr.locator(".pl-r-sub").inner_text()
        rows.append(
            {
                "deal": int(tr.get_attribute("data-deal") or "0"),
                "cards": int(re.search(r"(\d+) cards?", sub).group(1)),  # type: ignore[union-attr]
                "trump": tr.locator(".pl-cardtext").get_attribute("data-card"),
                "cells": cells,
            }
        )
    totals = [number(td.inner_text()) for td in dialog.locator("tfoot td").all()]
    return rows, totals


def check_sheet(rows: list[dict[str, Any]], totals: list[int], players: int) -> None:
    """Each cell: tricks + 10 for an exact bid, else minus the bid; running totals add up;
    every deal's tricks add up to its cards, its bids never do (the last bidder's rule)."""
    running = [0] * players
    for number_, row in enumerate(rows, start=1):
        assert row["deal"] == number_
        assert row["cards"] == 11 - number_  # 10 cards down to 1 (without "ones")
        cells = row["cells"]
        assert len(cells) == players
        assert sum(c["tricks"] for c in cells) == row["cards"], row
        assert sum(c["bid"] for c in cells) != row["cards"], row
        for seat, cell in enumerate(cells):
            exact = cell["bid"] == cell["tricks"]
            assert cell["points"] == (cell["tricks"] + 10 if exact else -cell["bid"]), row
            running[seat] += cell["points"]
            assert cell["total"] == running[seat], row
    assert totals == running


def test_a_whole_game_of_planowanie_against_two_computers(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    my_bids: dict[int, int] = {}
    seen_bids: dict[int, dict[int, str]] = {}  # deal -> the bids shown beside the names
    trumps: dict[int, str] = {}
    forbidden_seen = explained = False
    moves = 0
    while (state := settle(page)) != "over":
        deal = int(page.get_attribute("#table", "data-deal") or "0")
        if state == "sheet":
            # After each deal the sheet opens by itself; the game waits for it.
            dialog = page.locator("#pl-sheet")
            expect(dialog).to_be_visible()
            rows, totals = read_sheet(dialog)
            finished = deal - 1
            assert len(rows) == finished
            check_sheet(rows, totals, 3)
            last = rows[-1]
            assert [c["bid"] for c in last["cells"]] == [int(seen_bids[finished][s]) for s in range(3)]
            assert last["cells"][0]["bid"] == my_bids[finished]
            assert last["trump"] == trumps[finished]
            expect(page.locator("#pl-sheet-close")).to_have_text("Next deal")
            # Under the sheet, the deal as it ended: its last trick on the table, no new hand.
            expect(page.locator(".pl-trick .pl-played .card[data-card]")).to_have_count(3)
            expect(page.locator(".pl-hand button.card")).to_have_count(0)
            page.click("#pl-sheet-close")
            expect(dialog).to_be_hidden()
            expect(page.locator("#table")).not_to_have_attribute("data-await", "sheet")
            expect(page.locator(".pl-hand button.card")).not_to_have_count(0)  # dealt once the sheet is closed
            continue
        trumps[deal] = page.get_attribute(".pl-trump .card", "data-card") or ""
        assert int(page.get_attribute("#table", "data-deals") or "0") == 10
        if page.get_attribute("#table", "data-phase") == "bid":
            buttons = page.locator("#pl-bids button")
            expect(buttons).to_have_count(12 - deal)  # 0 .. cards
            forbidden = page.locator(FORBIDDEN_BID)
            if forbidden.count():
                # The last bidder's number: dimmed, with the reason beside it and on click.
                n = forbidden.first.inner_text()
                reason = f"You cannot bid {n}: the bids would add up to {11 - deal}"
                expect(page.locator(".pl-bid-reason")).to_contain_text(reason)
                assert reason in (forbidden.first.get_attribute("title") or "")
                if not forbidden_seen:
                    forbidden.first.click(force=True)  # dimmed, yet a person may click it
                    expect(page.locator('#status[data-kind="error"]')).to_contain_text("You cannot bid")
                forbidden_seen = True
            choice = page.locator(ENABLED_BID).first
            my_bids[deal] = int(choice.inner_text())
            choice.click()
        else:
            seen_bids[deal] = {seat: bid for seat, (_, bid) in tallies(page).items()}
            if not explained and page.locator(OFF_SUIT).count():
                # Following suit is enforced: a dimmed card says why when clicked.
                page.locator(OFF_SUIT).first.click(force=True)
                expect(page.locator('#status[data-kind="error"]')).to_contain_text("follow suit")
                assert settle(page) == "you"
                explained = True
            page.locator(ENABLED_CARD).first.click()
        moves += 1
        assert moves < 200, "the game does not end"
    assert forbidden_seen and explained
    end = page.locator("#end")
    expect(end).to_be_visible()
    rows, totals = read_sheet(end)
    assert len(rows) == 10
    check_sheet(rows, totals, 3)
    order = page.locator("#end-order li")
    expect(order).to_have_count(3)
    points = [number(re.sub(r"\D*$", "", li.locator(".pl-end-points").inner_text()).split()[0]) for li in order.all()]
    assert points == sorted(totals, reverse=True)
    expect(order.first.locator(".badge.winner")).to_be_visible()
    expect(page.locator("#end-summary")).to_contain_text(str(max(totals)))
    expect(page.locator("#log li").last).to_contain_text("win")
    # Play again: the same game with the deal passed on.
    page.click("#end-again")
    expect(end).to_be_hidden()
    page.wait_for_selector(f'{TABLE}[data-deal="1"][data-phase="bid"]', state="attached")
    assert_clean(watch)


def test_a_completed_trick_is_shown_with_its_winner_then_gathered(page: Page, watch: Any) -> None:
    # At the usual pace (the default delay, 800 ms), a completed trick stays a second.
    open_page(page, "/?game=planowanie&seats=3&seed=5")
    while True:
        assert settle(page) == "you"
        if page.get_attribute("#table", "data-phase") == "bid":
            page.locator(ENABLED_BID).first.click()
            continue
        before = {seat: won for seat, (won, _) in tallies(page).items()}
        page.locator(ENABLED_CARD).first.click()
        expect(page.locator("#table")).to_have_attribute("data-collecting", "show", timeout=10_000)
        break
    trick = page.locator(".pl-trick .pl-played")
    expect(trick).to_have_count(3)
    assert trick.locator(".card[data-card]").count() == 3  # the whole trick, all three cards
    winner = page.locator(".pl-trick .pl-played.winner")
    expect(winner).to_have_count(1)
    seat = int(winner.get_attribute("data-seat") or "-1")
    expect(page.locator(".pl-trick-caption")).to_contain_text("take")
    assert tallies(page)[seat][0] == before[seat] + 1
    settle(page)  # gathered: the next trick is on
    expect(page.locator("#table")).not_to_have_attribute("data-collecting", re.compile(".*"))
    # The last trick on demand, by its key (L) or its button: its three cards, its winner.
    last = page.locator("#pl-last")
    expect(last).to_be_hidden()
    page.keyboard.press("l")
    expect(last).to_be_visible()
    expect(page.locator("#act-last")).to_have_attribute("aria-expanded", "true")
    expect(last.locator(".pl-last-card")).to_have_count(3)
    expect(last.locator(".pl-last-laid.winner")).to_have_count(1)
    page.click("#act-last")
    expect(last).to_be_hidden()
    # Reload: the same position, from the save.
    hand = page.locator(".pl-hand button").evaluate_all("bs => bs.map(b => b.dataset.key)")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    settle(page)
    assert page.locator(".pl-hand button").evaluate_all("bs => bs.map(b => b.dataset.key)") == hand
    assert_clean(watch)


def test_the_ones_option_from_the_menu_and_switching_tables(page: Page, watch: Any) -> None:
    open_page(page, "/?seed=3&delay=0")
    expect(page.locator("#menu")).to_be_visible()
    page.select_option("#menu-game", "planowanie")
    ones = page.locator("#menu-opt-ones")
    expect(ones).to_be_visible()
    expect(ones).not_to_be_checked()
    page.select_option("#menu-seats", "3")
    ones.check()
    page.click("#menu-start")
    settle(page)
    expect(page.locator("#table")).to_have_attribute("data-deals", "12")  # 9 + 3 deals
    expect(page.locator(".pl-deal")).to_contain_text("Deal 1 of 12")
    expect(page.locator(".pl-trump .card")).to_be_visible()
    # Only Planowanie's parts while it is at the table: none of Idiot's.
    expect(page.locator("#act-play, #act-take, #act-ready")).to_have_count(0)
    # The score sheet at any time: an accessible dialog, closed with Escape.
    page.get_by_role("button", name="Score sheet").click()
    expect(page.get_by_role("dialog", name="Score sheet")).to_be_visible()
    expect(page.locator("#pl-sheet .pl-sheet-empty, #pl-sheet tr.current")).to_have_count(1)
    page.keyboard.press("Escape")
    expect(page.locator("#pl-sheet")).to_be_hidden()
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        assert page.evaluate("document.documentElement.scrollWidth") <= width
    # To Idiot and back: each table shows only its own parts.
    page.click("#to-menu")
    page.select_option("#menu-game", "idiot")
    expect(page.locator("#menu-opt-ones")).to_have_count(0)
    page.click("#menu-start")
    page.click("#confirm-new-yes")  # the Planowanie game in progress is given up
    page.wait_for_selector('#table[data-game="idiot"][data-await="you"]', state="attached", timeout=30_000)
    expect(page.locator(".pl-trick, .pl-trump, #act-sheet, #pl-sheet")).to_have_count(0)
    expect(page.locator("#opponents")).to_be_visible()
    expect(page.locator("#act-ready")).to_be_visible()
    page.click("#to-menu")
    page.select_option("#menu-game", "planowanie")
    page.click("#menu-start")
    page.click("#confirm-new-yes")
    settle(page)
    expect(page.locator(".pl-trick")).to_be_visible()
    expect(page.locator("#act-play, #act-take, #act-ready")).to_have_count(0)
    assert_clean(watch)

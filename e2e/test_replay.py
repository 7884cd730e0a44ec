"""A finished game watched again (#22), in Chromium, by keyboard alone: "Watch again" on
the end screen opens the replay at the deal; → steps through every move, each step the
table and the log as the engine's replay gives them for your seat; "Show every hand"
shows the others' hands (the game is over); Home and End go to the ends; Done shows the
end again, and leaving for the menu takes the replay away with the table. In a browser
without AbortSignal.any, as Safari before 17.4. The log shows the events up to the step
(those the table tells: an Idiot swap is not told).

The game is a short one, two seats and 50 moves (seed 18; a three-seat game ran to 71):
every move is stepped through, the hand and the log held against the engine's replay at
every CHECK_EVERY-th step and the last few."""

from __future__ import annotations

import json
from typing import Any

from playwright.sync_api import Page, expect

from engine import api  # on the path through conftest.py

from browser_helpers import BOOT_MS, assert_clean, open_page
from positions import played, put_save

HAND = "#hand button.card"
CARDS = "cards => cards.map((card) => card.dataset.card)"
PLAYERS, SEED = 2, 18  # a whole Idiot game of 50 moves
CHECK_EVERY = 3  # steps whose hand and log are compared, beside the last three


def replayed(game: str, step: int, fn: Any = api.replay) -> dict[str, Any]:
    answer: dict[str, Any] = json.loads(fn(game, 0, step))
    return answer["view"]


def test_a_finished_game_is_replayed_move_by_move_by_keyboard(page: Page, watch: Any) -> None:
    game = played("idiot", PLAYERS, SEED)
    moves = len(json.loads(game)["moves"])
    page.add_init_script("delete AbortSignal.any")  # as in Safari before 17.4
    open_page(page, "/?delay=0")
    put_save(page, game)
    page.reload()
    page.wait_for_selector("#end[open]", timeout=BOOT_MS)
    page.focus("#end-replay")
    page.keyboard.press("Enter")
    expect(page.locator("#replay")).to_be_visible()
    expect(page.locator("#replay-where")).to_have_text("The deal")
    expect(page.locator("#end")).not_to_be_visible()
    expect(page.locator("#table")).to_have_attribute("data-await", "replay")
    expect(page.locator("#replay-forward")).to_be_focused()
    for step in range(moves + 1):
        if step:
            page.keyboard.press("ArrowRight")
            expect(page.locator("#replay-where")).to_have_text(f"Move {step} of {moves}")
        if step % CHECK_EVERY and step < moves - 2:
            continue
        view = replayed(game, step)
        assert sorted(page.locator(HAND).evaluate_all(CARDS)) == sorted(view["seats"][0]["hand"]), step
        logged = {event["n"] for event in view["log"]}  # the log in step: nothing from a later move
        shown = page.locator("#log li").evaluate_all("items => items.map((item) => Number(item.dataset.n))")
        assert set(shown) <= logged, step
    assert shown and max(shown) == max(logged)  # at the end, its last event told
    page.keyboard.press("ArrowRight")  # past the end: it stays there
    expect(page.locator("#replay-where")).to_have_text(f"Move {moves} of {moves}")

    page.keyboard.press("Home")
    expect(page.locator("#replay-where")).to_have_text("The deal")
    expect(page.locator("#table .open-hand")).to_have_count(0)
    page.focus("#replay-open")
    page.keyboard.press("Space")
    open_view = replayed(game, 0, api.replay_open)
    hands = page.locator("#table .open-hand")
    expect(hands).to_have_count(PLAYERS - 1)
    for seat in range(1, PLAYERS):
        shown = page.locator(f'#opponents .seat[data-seat="{seat}"] .open-hand .card').evaluate_all(CARDS)
        assert sorted(shown) == sorted(open_view["seats"][seat]["hand"])
    page.focus("#replay-last")
    page.keyboard.press("End")
    expect(page.locator("#replay-where")).to_have_text(f"Move {moves} of {moves}")
    page.focus("#replay-done")
    page.keyboard.press("Enter")
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#replay")).to_be_hidden()

    page.focus("#end-replay")  # again, and the table left for the menu: the replay goes with it
    page.keyboard.press("Enter")
    expect(page.locator("#replay")).to_be_visible()
    page.focus("#to-menu")
    page.keyboard.press("Enter")
    expect(page.locator("#menu")).to_be_visible()
    expect(page.locator("#replay")).to_be_hidden()
    page.keyboard.press("Home")  # its keys gone with it
    expect(page.locator("#replay")).to_be_hidden()
    assert_clean(watch)

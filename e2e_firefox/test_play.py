"""Playing in Firefox: each of the four games started from the menu and played for some
moves by clicking, Hint and Enter; a turn by keyboard alone in Persian, right to left.
Selectors and turns are the Chromium suite's (e2e/)."""

from __future__ import annotations

import json

from browser_helpers import CORNER, GAME_KEY, open_page, settle_on
from conftest import WatchedPage
from test_keyboard import focus_at_table, idiot_turn
from test_languages import centre_x, raw_keys
from test_one_game import hint_and_play, start_from_menu
from test_table import ENABLED_HIDDEN, take_turn

SETTLED = '#table[data-await="you"], #table[data-await="sheet"], #table[data-await="over"]'
# Choices a move may open: a joker's rank (Belgia), a jack's suit or a 2's victim (Haft Khabis).
CHOOSERS = ("#joker-ranks button", "#hk-chooser-buttons button")
ENABLED_HAND = '#hand button.card:not([aria-disabled="true"])'
ENABLED_BID = '#pl-bids button:not([aria-disabled="true"])'
ENABLED_TRICK_CARD = '.pl-hand button.card:not([aria-disabled="true"])'
MOVES = 4  # of yours in each game, each answered by the computers


def settle(page: WatchedPage, game: str) -> str:
    return settle_on(page, f'#table[data-game="{game}"]', SETTLED)


def belgia_turn(page: WatchedPage) -> None:
    """The setup: the last three cards laid face up; then Play when a card is chosen for
    you (the 3 of hearts opens), else the first card that fits, a hidden one, the pile."""
    if page.get_attribute("#table", "data-phase") == "setup":
        for index in (3, 4, 5):
            page.locator("#hand button.card").nth(index).click(position=CORNER)
        page.click("#act-choose")
    elif page.is_visible("#act-play") and page.locator("#act-play").first.element().is_enabled():
        page.click("#act-play")
    elif page.locator(ENABLED_HAND).count():
        page.locator(ENABLED_HAND).first.click(position=CORNER)
        page.click("#act-play")
    elif page.locator(ENABLED_HIDDEN).count():
        page.locator(ENABLED_HIDDEN).first.click()
    else:
        page.click("#act-take")


def haft_khabis_turn(page: WatchedPage) -> None:
    """The first card that fits (a click plays it), else draw, else pass."""
    if page.locator(ENABLED_HAND).count():
        page.locator(ENABLED_HAND).first.click(position=CORNER)
    elif page.is_visible("#act-draw"):
        page.click("#act-draw")
    else:
        page.click("#act-pass")


def planowanie_turn(page: WatchedPage) -> None:
    """The lowest bid allowed, then the first card that may follow."""
    if page.get_attribute("#table", "data-phase") == "bid":
        page.locator(ENABLED_BID).first.click()
    else:
        page.locator(ENABLED_TRICK_CARD).first.click(position=CORNER)


TURNS = {"idiot": take_turn, "belgia": belgia_turn, "haft_khabis": haft_khabis_turn, "planowanie": planowanie_turn}


# Once a move is saved (a newer rev than `rev`): "saved"; else a choice it opened, if one shows.
SAVED_OR_CHOICE = """([key, rev, choosers]) => {
  const record = JSON.parse(localStorage.getItem(key) || "null");
  if (record && record.rev > rev) return "saved";
  return choosers.find((c) => document.querySelector(c)?.checkVisibility()) || null;
}"""


# The choice answered: its chooser has gone, or the move is saved already.
ANSWERED = """([key, rev, chooser]) => {
  const record = JSON.parse(localStorage.getItem(key) || "null");
  return (record && record.rev > rev) || !document.querySelector(chooser)?.checkVisibility();
}"""


def click_a_move(page: WatchedPage) -> None:
    """One move by clicking, as a person makes it, until it is saved: a choice it opens
    (a joker's rank, a jack's suit, a 2's victim) answered with the first option, once
    (the chooser may still show while the move is on its way to be saved)."""
    record = page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY)
    before = json.loads(record)["rev"] if record else -1
    TURNS[page.get_attribute("#table", "data-game") or ""](page)
    while (found := page.wait_for_function(SAVED_OR_CHOICE, [GAME_KEY, before, list(CHOOSERS)])) != "saved":
        page.locator(found).first.click()
        page.wait_for_function(ANSWERED, [GAME_KEY, before, found])


def saved(page: WatchedPage) -> dict[str, object]:
    record: dict[str, object] = json.loads(page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY))
    return record


def log_length(page: WatchedPage) -> int:
    return int(page.evaluate("document.querySelectorAll('#log li').length"))


def test_each_game_from_the_menu_played_by_clicking_and_a_hint(page: WatchedPage) -> None:
    open_page(page, "/?seed=7&delay=0")
    for game, seats in (("idiot", "3"), ("belgia", "4"), ("haft_khabis", "3"), ("planowanie", "3")):
        if game != "idiot":
            page.click("#to-menu")
            page.wait_for_selector("#menu")
        start_from_menu(page, game, seats)
        if game != "idiot":
            page.click("#confirm-new-yes")  # the game in progress is given up
        revs = []
        for _ in range(MOVES):
            if settle(page, game) != "you":
                break
            click_a_move(page)
            revs.append(saved(page)["rev"])
        assert settle(page, game) in ("you", "sheet"), game
        assert len(revs) == MOVES, (game, revs)
        assert json.loads(json.dumps(saved(page)["game"]))["ruleset"] == game
        assert log_length(page) > 0
        if game == "idiot":
            # Hint marks the strong level's move and focuses what plays it: Enter plays it.
            before = saved(page)["rev"]
            hint_and_play(page)
            page.wait_for_function(
                "([key, rev]) => JSON.parse(localStorage.getItem(key)).rev > rev", [GAME_KEY, before]
            )
            assert settle(page, game) == "you"
    page.assert_clean()


def test_a_turn_by_keyboard_in_persian_right_to_left(page: WatchedPage) -> None:
    open_page(page, "/?lang=fa&game=idiot&seats=3&seed=7&delay=0")
    assert settle(page, "idiot") == "you"
    assert page.get_attribute("html", "dir") == "rtl" and page.get_attribute("html", "lang") == "fa"
    assert raw_keys(page, "body") == []
    # Mirrored: the log's side on the left, your name at the start of your area, on the right.
    assert centre_x(page, "#table .side") < centre_x(page, "#table") < centre_x(page, "#me-name")
    idiot_turn(page)  # the setup's Ready, by its letter
    assert settle(page, "idiot") == "you"
    before = saved(page)["rev"]
    focus_at_table(page, "#table")
    idiot_turn(page)  # Tab to the cards, arrows (leftwards is onwards), Enter plays
    assert settle(page, "idiot") == "you"
    assert saved(page)["rev"] > before  # type: ignore[operator]
    focus_at_table(page, "#table")  # the focus stays at the table
    page.assert_clean()

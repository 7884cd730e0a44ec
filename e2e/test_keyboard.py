"""The keyboard alone, in Chromium: a whole Idiot game from the menu to the end screen,
and a shorter path in each other game (Belgia's face-up choice, a bid in Planowanie,
drawing and naming a suit in Haft Khabis, in a browser without Element.checkVisibility,
as Safari before 17.4). No click and no element.focus(): only key presses, as a person
without a mouse plays.

Your cards are one tab stop (roving tabindex): Tab reaches the group, the arrow keys
move in it (mirrored right to left), Space selects, Enter plays; letters press the
buttons (aria-keyshortcuts). After every move the focus must still be at the table.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page, expect

from browser_helpers import assert_clean, open_page, settle_on

IDIOT = '#table[data-await="you"], #table[data-await="over"]'
ACTIVE = "document.activeElement"


def active(page: Page, expression: str) -> Any:
    return page.evaluate(f"(() => {{ const a = {ACTIVE}; return {expression}; }})()")


def tab_into(page: Page, group: str, limit: int = 60) -> None:
    """Tab until the focus is inside `group` (a selector)."""
    for _ in range(limit):
        if active(page, f"Boolean(a.closest({group!r}))"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reaches {group}")


def arrow_to(page: Page, group: str, index: int) -> None:
    """In the focused roving group: Home, then the arrow key towards the index-th button."""
    page.keyboard.press("Home")
    forward = "ArrowLeft" if active(page, "getComputedStyle(a).direction") == "rtl" else "ArrowRight"
    for _ in range(index):
        page.keyboard.press(forward)
    focused = active(page, f"[...document.querySelector({group!r}).querySelectorAll('button')].indexOf(a)")
    assert focused == index, (group, focused, index)


def enabled_index(page: Page, group: str, buttons: str = "button") -> int | None:
    """The index among `group`'s buttons of the first that can be used."""
    return page.locator(f"{group} {buttons}").evaluate_all(
        "bs => { const i = bs.findIndex(b => b.getAttribute('aria-disabled') !== 'true'); return i < 0 ? null : i; }"
    )


def focus_at_table(page: Page, table: str) -> None:
    assert active(page, f"Boolean(a.closest({table!r}))"), active(page, "a.outerHTML.slice(0, 120)")


def start_from_menu(page: Page, game: str, seats: str) -> None:
    """The menu with the keyboard: the game and seats chosen with arrows, Start with Enter."""
    assert active(page, "a.id") == "menu-game"
    while page.input_value("#menu-game") != game:
        page.keyboard.press("ArrowDown")
    page.keyboard.press("Tab")
    assert active(page, "a.id") == "menu-seats"
    while page.input_value("#menu-seats") != seats:
        page.keyboard.press("ArrowDown" if int(page.input_value("#menu-seats")) < int(seats) else "ArrowUp")
    for _ in range(12):
        if active(page, "a.id") == "menu-start":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")


def idiot_turn(page: Page) -> None:
    """One move by keyboard: ready; else the first playable card (Enter); else a hidden
    card; else take the pile (T) or risk the stock (D)."""
    if page.get_attribute("#table", "data-phase") == "setup":
        page.keyboard.press("r")
        return
    for group, buttons in (("#hand", "button"), ("#slots", "button")):
        index = enabled_index(page, group, buttons)
        if index is not None:
            tab_into(page, group)
            arrow_to(page, group, index)
            page.keyboard.press("Enter")
            return
    page.keyboard.press("t" if page.locator("#act-take").is_visible() else "d")


def test_a_whole_idiot_game_by_keyboard(page: Page, watch: Any) -> None:
    open_page(page, "/?seed=7&delay=0")
    start_from_menu(page, "idiot", "3")
    settle_on(page, "#table", IDIOT)
    # Screen readers: "your turn" in a polite live region of its own, besides the log.
    expect(page.locator("#announce")).to_have_text("Your turn.")
    assert page.get_attribute("#announce", "aria-live") == "polite"
    assert page.get_attribute("#log", "aria-live") == "polite"
    for _ in range(400):
        if settle_on(page, "#table", IDIOT) != "you":
            break
        focus_at_table(page, "#table")
        assert page.locator('#hand button[tabindex="0"]').count() <= 1  # your cards: one tab stop
        idiot_turn(page)
    else:
        raise AssertionError("the game does not end")
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#end-order li")).to_have_count(3)
    assert active(page, "Boolean(a.closest('#end'))")
    page.keyboard.press("Enter")  # Play again: the first button of the end screen
    page.wait_for_selector('#table[data-phase="setup"][data-await="you"]', state="attached")
    assert_clean(watch)


def test_arrows_follow_the_visual_direction_right_to_left(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=2&seed=7&delay=0")
    settle_on(page, "#table", IDIOT)
    tab_into(page, "#hand")
    page.keyboard.press("Home")
    assert active(page, "a.dataset.index") == "0"
    # The focus ring is not the turn's gold: white, between dark edges, on the felt.
    ring = active(
        page, "[getComputedStyle(a).outlineStyle, getComputedStyle(a).outlineWidth, getComputedStyle(a).outlineColor]"
    )
    assert ring == ["solid", "3px", "rgb(255, 255, 255)"], ring
    # The turn's gold, at whatever alpha: once its box-shadow's 0.2 s transition has begun
    # (read at the moment the class came, it is still the transparent start).
    page.wait_for_function(
        "() => /rgba?\\(255, 213, 79[,)]/.test(getComputedStyle(document.querySelector('#me.is-turn')).boxShadow)",
        timeout=5_000,
    )
    page.evaluate("document.documentElement.dir = 'rtl'")
    page.keyboard.press("ArrowLeft")  # leftwards is onwards when the row runs right to left
    assert active(page, "a.dataset.index") == "1"
    page.keyboard.press("ArrowRight")
    assert active(page, "a.dataset.index") == "0"
    page.keyboard.press("End")
    assert active(page, "a.dataset.index") == "2"
    assert page.locator('#hand button[tabindex="0"]').count() == 1
    assert_clean(watch)


def test_belgia_face_up_choice_by_keyboard(page: Page, watch: Any) -> None:
    open_page(page, "/?game=belgia&seats=3&seed=24&delay=0")
    settle_on(page, "#table", IDIOT)
    expect(page.locator("#act-choose")).to_be_visible()
    tab_into(page, "#hand")
    for index in range(3):
        arrow_to(page, "#hand", index)
        page.keyboard.press("Space")
    expect(page.locator("#hand button.selected")).to_have_count(3)
    page.keyboard.press("l")  # Lay face up
    expect(page.locator('#slots button[data-zone="visible"]')).to_have_count(3)
    focus_at_table(page, "#table")
    assert_clean(watch)


def test_planowanie_bid_and_play_by_keyboard(page: Page, watch: Any) -> None:
    open_page(page, "/?game=planowanie&seats=3&seed=11&delay=0")
    settle_on(page, "#table", '#table[data-game="planowanie"][data-await="you"]')
    assert page.get_attribute("#table", "data-phase") == "bid"
    bids = page.locator('#pl-bids button:not([aria-disabled="true"])')
    bid = bids.first.get_attribute("data-bid")
    page.keyboard.press(str(bid))  # a digit bids
    expect(page.locator("#log")).to_contain_text(f"You bid {bid}")
    settle_on(page, "#table", '#table[data-phase="play"][data-await="you"]')
    focus_at_table(page, "#table")
    index = enabled_index(page, ".pl-hand")
    assert index is not None
    tab_into(page, ".pl-hand")
    arrow_to(page, ".pl-hand", index)
    card = active(page, "a.getAttribute('aria-label')")
    page.keyboard.press("Enter")
    expect(page.locator("#log")).to_contain_text(f"You play the {card}.")
    focus_at_table(page, "#table")
    assert_clean(watch)


def test_haft_khabis_draw_and_name_a_suit_by_keyboard(page: Page, watch: Any) -> None:
    # the letters as Safari before 17.4 takes them, without Element.checkVisibility
    page.add_init_script("delete Element.prototype.checkVisibility")
    open_page(page, "/?game=haft_khabis&seats=3&seed=5&delay=0")
    assert page.evaluate("!('checkVisibility' in Element.prototype)")
    drew = named = False
    for _ in range(80):
        state = settle_on(page, "#table", '#table[data-await="you"], #table[data-await="sheet"]')
        if state == "sheet":
            page.keyboard.press("Enter")  # the focused "Next round"
            continue
        focus_at_table(page, "#table")
        cards = page.locator("#hand button.card").evaluate_all(
            "bs => bs.map(b => b.getAttribute('aria-disabled') === 'true' ? '' : b.dataset.card)"
        )
        jack = next((i for i, c in enumerate(cards) if c[:1] == "J"), None)
        other = next((i for i, c in enumerate(cards) if c and c[0] not in "2J"), jack)
        drawing = page.locator("#act-draw").is_visible()
        pick = jack if jack is not None and not named else None if drawing else other
        if pick is None:
            page.keyboard.press("d" if drawing else "p")  # draw; or keep the drawn card and pass
            drew = drew or drawing
            continue
        tab_into(page, "#hand")
        arrow_to(page, "#hand", pick)
        page.keyboard.press("Enter")
        if pick == jack:
            expect(page.locator("#hk-chooser")).to_be_visible()
            page.keyboard.press("ArrowRight")  # the second suit offered
            suit = active(page, "a.dataset.suit")
            page.keyboard.press("Enter")
            name = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}[suit]
            expect(page.locator("#log")).to_contain_text(f"The jack asks for {name}.")
            named = True
        if drew and named:
            break
    assert drew and named
    focus_at_table(page, "#table")
    assert_clean(watch)

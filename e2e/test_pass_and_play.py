"""Pass and play (issue 21), in Chromium: several people at one device. At every handover
the privacy screen names the person to come and nothing of any hand is in the page (its
DOM, its accessibility tree, its live log); after the tap the table is that person's, in
that person's words. Whole games by clicking: Idiot with two people and two computers,
a deal of Planowanie and a round of Haft Khabis with two people; a reload at a handover
and mid-turn; the handover by keyboard and axe-core on the privacy screen, in English and
in Persian; a link, a file and a save naming a seat not at the table refused; one person
alone never sees the screen.

The page marks its state: #table[data-await] = "handover" while the privacy screen shows
(its button #handover-show), "you", "others", "busy", "sheet", "over" as for one person.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Page, expect
from test_axe import assert_none, check

from engine import api
from engine.saves import read_config

from browser_helpers import BOOT_MS, CORNER, GAME_KEY, READY, assert_clean, open_page, settle_on
from positions import put_save
from test_table import take_turn as idiot_turn

ROOT = Path(__file__).resolve().parents[1]
HANDOVER = '#table[data-await="handover"]'
RANKS = dict(
    zip(
        "23456789TJQKA",
        ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king", "ace"],
    )
)
SUITS = {"C": "clubs", "D": "diamonds", "H": "hearts", "S": "spades"}


def settled(page: Page, *more: str) -> str:
    states = ["you", "over", "handover", *more]
    return settle_on(page, "#table", ", ".join(f'#table[data-await="{s}"]' for s in states))


def plain(text: str) -> str:
    """A text without the isolates the page wraps given names in."""
    return text.replace("\u2068", "").replace("\u2069", "")


def card_name(code: str) -> str:
    return f"{RANKS[code[0]]} of {SUITS[code[1]]}"


def saved_game(page: Page) -> str:
    record = json.loads(page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY))
    return json.dumps(record.get("game", record))  # a bare G until the page first saves


def own_hand(view: dict[str, Any]) -> list[str]:
    hand = view["seats"][view["seat"]].get("hand")
    return list(hand if hand is not None else view.get("hand") or [])


def hands(game: str) -> dict[int, list[str]]:
    """Every seat's hand, as the engine shows it to that seat."""
    players = json.loads(game)["players"]
    return {seat: own_hand(json.loads(api.view(game, seat))["view"]) for seat in range(players)}


def check_private(page: Page, name: str, seen: dict[str, Any]) -> None:
    """The privacy screen for `name`: its words, its button focused, and no card of any
    hand anywhere in the page: not in the DOM (codes, names), not in the accessibility
    tree, and the live log empty."""
    assert plain(page.locator("#handover-title").inner_text()) == f"Pass the device to {name}"
    expect(page.locator("#handover-show")).to_be_focused()
    game = saved_game(page)
    codes = sorted({code for hand in hands(game).values() for code in hand})
    assert codes, "no hand holds a card at a handover"
    html = page.content()
    tree = page.locator("body").aria_snapshot()
    # The Settings' sample of the cards' back (a back, no card's face) is the only card left.
    assert page.locator("[data-card], .card:not(.prefs-sample), #hand, #me").count() == 0
    assert page.locator("#log li").count() == 0
    for code in codes:
        assert f'"{code}"' not in html and f":{code}:" not in html, code
        assert card_name(code) not in html.lower(), code
        assert card_name(code) not in tree.lower(), code
    seen["handovers"] += 1


def reveal(page: Page, seen: dict[str, Any]) -> None:
    """Show the cards: every other time by keyboard (the button has the focus: Enter)."""
    if seen["handovers"] % 2:
        page.keyboard.press("Enter")
    else:
        page.click("#handover-show")
    expect(page.locator(HANDOVER)).to_have_count(0)


def check_seat(page: Page, seat: int, name: str) -> None:
    """The table is `seat`'s: its name in your area, its hand's cards there, no card of
    another hand anywhere (those known to all aside: Idiot's cards taken with the pile),
    and the log says its own moves in the second person (its name is not in it)."""
    game = saved_game(page)
    view = json.loads(api.view(game, seat))["view"]
    assert name in plain(page.locator("#me-name").inner_text())
    mine = own_hand(view)
    labels = page.locator("#me [data-card]").evaluate_all("cs => cs.map(c => c.dataset.card)")
    assert sorted(set(mine)) == sorted(set(labels) & set(mine)) and set(mine) <= set(labels), (mine, labels)
    known = {code for s in view["seats"] for code in s.get("known") or []}
    others = {code for s, hand in hands(game).items() if s != seat for code in hand} - set(mine) - known
    html = page.content()
    for code in others:
        assert f'data-card="{code}"' not in html, code
    lines = [plain(line) for line in page.locator("#log li").all_inner_texts()]
    assert not any(name in line for line in lines), lines


def person_of(page: Page, names: dict[int, str]) -> tuple[int, str]:
    title = plain(page.locator("#handover-title").inner_text())
    for seat, name in names.items():
        if title.endswith(" " + name):
            return seat, name
    raise AssertionError(title)


def fresh() -> dict[str, Any]:
    return {"handovers": 0, "people": set()}


def turns(page: Page, names: dict[int, str], seen: dict[str, Any], end: str, most: int) -> Iterator[tuple[int, str]]:
    """The drawn person's turns until the table's data-await is `end`: at each handover the
    privacy screen checked to hold nothing private and the cards revealed, then at each turn
    the table checked to be that person's, who is yielded to make the move."""
    drawn: tuple[int, str] | None = None
    made = 0
    while (state := settled(page, end)) != end:
        if state == "handover":
            drawn = person_of(page, names)
            check_private(page, drawn[1], seen)
            seen["people"].add(drawn[0])
            reveal(page, seen)
            continue
        assert drawn is not None, "a person's table showed before any handover"
        check_seat(page, *drawn)
        yield drawn
        made += 1
        assert made < most, "the game does not get there"


def test_two_people_and_two_computers_play_a_whole_game_of_idiot(page: Page, watch: Any) -> None:
    open_page(page, "/?delay=0&seed=26")  # a short game: 44 turns of the people's (seed 7: 113)
    page.click("#menu-names summary")
    page.fill("#menu-name-0", "Kari")
    page.locator("#menu-name-0").dispatch_event("change")
    page.select_option("#menu-who-2", "person")
    page.fill("#menu-name-2", "Bjørn")
    page.locator("#menu-name-2").dispatch_event("change")
    page.select_option("#menu-game", "idiot")
    page.select_option("#menu-seats", "4")
    page.click("#menu-start")
    seen = fresh()
    for _ in turns(page, {0: "Kari", 2: "Bjørn"}, seen, "over", 400):
        idiot_turn(page)
    assert seen["people"] == {0, 2} and seen["handovers"] >= 6, seen
    end = page.locator("#end-order li")
    expect(end).to_have_count(4)
    order = [plain(row) for row in end.all_inner_texts()]
    assert any("Kari" in row for row in order) and any("Bjørn" in row for row in order), order
    # The end is everyone's: it says who won, by name, whoever holds the device.
    winner = plain(end.first.locator(".end-name").inner_text())
    assert plain(page.locator("#end-summary").inner_text()) == f"{winner} won."
    # Statistics per name: Kari's and Bjørn's games, each counted once.
    page.click("#end-menu")
    page.click("#menu-stats")
    rows = page.locator("#stats-rows tr")
    texts = [plain(text) for text in rows.all_inner_texts()]
    assert any("Kari" in text for text in texts) and any("Bjørn" in text for text in texts), texts
    expect(page.locator("#stats-rows th", has_text="Idiot")).to_have_count(2)
    assert_clean(watch)


def test_two_people_play_a_whole_deal_of_planowanie_and_the_bids_are_public(page: Page, watch: Any) -> None:
    open_page(page, "/?game=planowanie&seats=2&people=2&seed=11&delay=0")
    seen = fresh()
    moves = 0
    hinted = False
    for drawn in turns(page, {0: "Player 1", 1: "Player 2"}, seen, "sheet", 60):
        if page.get_attribute("#table", "data-phase") == "bid":
            view = json.loads(api.view(saved_game(page), drawn[0]))["view"]
            other = 1 - drawn[0]
            if view["bids"][other] is not None:  # the other person's bid, on this person's table
                expect(page.locator(f'#opponents .seat[data-seat="{other}"]')).to_contain_text(
                    f"/{view['bids'][other]}"
                )
            page.locator('#pl-bids button:not([aria-disabled="true"])').first.click()
        else:
            if not hinted:  # the hint is the drawn person's: one of their own cards
                page.click("#act-hint")
                page.wait_for_selector(".pl-hand button.card.hinted", state="attached", timeout=30_000)
                code = page.locator(".pl-hand button.card.hinted").first.get_attribute("data-card")
                assert code in own_hand(json.loads(api.view(saved_game(page), drawn[0]))["view"]), code
                hinted = True
            page.locator('.pl-hand button.card:not([aria-disabled="true"])').first.click()
        moves += 1
    assert moves == 22 and seen["handovers"] >= 20 and hinted, (moves, seen)  # two bids and twenty cards
    expect(page.locator("#pl-sheet")).to_be_visible()
    assert_clean(watch)


def short_round(people: list[int], names: list[str]) -> str:
    config = {
        "ruleset": "haft_khabis",
        "players": 2,
        "seed": 24,
        "options": {"decks": 1},
        "table": {"people": people, "names": names},
    }
    return json.dumps(read_config(config).to_json())


def hk_turn(page: Page, seen: dict[str, Any]) -> None:
    """One move, clicked: "tak barg" whenever offered, a jack naming hearts, a 2's victim
    named, else the first card that fits; else draw, or pass."""
    if page.locator("#hk-say-label").is_visible():
        page.check("#hk-say")
        seen["said"] = seen.get("said", 0) + 1
    playable = page.locator('#hand button.card:not([aria-disabled="true"])')
    if not playable.count():
        page.click("#act-draw" if page.locator("#act-draw").is_visible() else "#act-pass")
        return
    code = playable.first.get_attribute("data-card") or ""
    playable.first.click(position=CORNER)
    if code[0] == "J":
        page.click('#hk-chooser-buttons button[data-suit="H"]')
    elif code[0] == "2" and page.locator("#hk-chooser").is_visible():
        page.locator("#hk-chooser-buttons button.target").first.click()


def test_two_people_play_a_round_of_haft_khabis_resumed_from_a_save(page: Page, watch: Any) -> None:
    open_page(page, "/?delay=0")
    put_save(page, short_round([0, 1], ["Mina", "Dara"]))
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    seen = fresh()
    assert settled(page) == "handover"  # a resumed pass-and-play game opens behind the screen
    for _ in turns(page, {0: "Mina", 1: "Dara"}, seen, "sheet", 300):
        hk_turn(page, seen)
    assert seen["handovers"] >= 4, seen
    expect(page.locator("#hk-sheet")).to_be_visible()
    assert_clean(watch)


def reload_behind_the_screen(page: Page, names: dict[int, str], seen: dict[str, Any], person: tuple[int, str]) -> None:
    """A reload opens on the privacy screen of the same person, private, and reveals their turn."""
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert settled(page) == "handover"
    assert person_of(page, names) == person
    check_private(page, person[1], seen)
    reveal(page, seen)
    assert settled(page) == "you"


def test_a_reload_at_a_handover_and_mid_turn_resumes_behind_the_privacy_screen(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=3&people=2&seed=7&delay=0")
    seen = fresh()
    names = {0: "Player 1", 1: "Player 2"}
    assert settled(page) == "handover"
    first = person_of(page, names)
    reload_behind_the_screen(page, names, seen, first)
    # Mid-turn: one swap made, not yet ready; the reload hides the cards again, for the same person.
    page.locator("#hand button.card").first.click(position=CORNER)
    page.locator('#slots button[data-zone="visible"]').first.click()
    page.wait_for_function(
        "([key]) => JSON.parse(localStorage.getItem(key)).game.moves.some(m => m[1].type === 'swap')", arg=[GAME_KEY]
    )
    reload_behind_the_screen(page, names, seen, first)
    check_seat(page, *first)
    page.click("#act-ready")
    assert settled(page) == "handover"
    second = person_of(page, names)
    assert second != first
    check_private(page, second[1], seen)
    assert_clean(watch)


@pytest.mark.parametrize("lang", ["en", "fa"])
def test_the_privacy_screen_by_keyboard_and_with_axe(page: Page, watch: Any, lang: str) -> None:
    found: dict[str, Any] = {}
    if lang == "en" and os.environ.get("SCREENSHOTS"):
        page.set_viewport_size({"width": 390, "height": 844})
    open_page(page, f"/?game=haft_khabis&seats=3&people=2&seed=24&delay=0&lang={lang}")
    assert settled(page) == "handover"
    expect(page.locator("html")).to_have_attribute("dir", "rtl" if lang == "fa" else "ltr")
    expect(page.locator("#handover-show")).to_be_focused()
    check(page, f"privacy screen ({lang})", found)
    shots = os.environ.get("SCREENSHOTS")
    if shots and lang == "en":
        page.screenshot(path=str(ROOT / shots / "screenshot-handover-390x844.png"), full_page=False)
    page.keyboard.press("Enter")
    expect(page.locator(HANDOVER)).to_have_count(0)
    assert settled(page) == "you"
    expect(page.locator("#hand button.card").first).to_be_attached()
    check(page, f"the table after the handover ({lang})", found)
    if shots and lang == "en":
        page.screenshot(path=str(ROOT / shots / "screenshot-handover-after-390x844.png"), full_page=False)
    assert_none(found)
    assert_clean(watch)


def test_a_link_a_file_or_a_save_naming_a_seat_not_at_the_table_is_refused(
    page: Page, watch: Any, tmp_path: Path
) -> None:
    saved = short_round([0], ["Mina", ""])
    open_page(page, "/?delay=0")
    put_save(page, json.dumps({"rev": 3, "game": json.loads(saved)}))
    kept = page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY)
    # A link with more people than seats: refused on the menu, the save untouched.
    open_page(page, "/?game=idiot&seats=3&people=5&delay=0")
    expect(page.locator("#menu-notice")).to_contain_text("Seat 4 is not at a table of 3")
    assert page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY) == kept
    # A file whose table names seat 7: refused, naming the file, the save untouched.
    bad = json.loads(saved) | {"table": {"people": [7], "names": []}}
    path = tmp_path / "people.json"
    path.write_text(json.dumps(bad))
    page.set_input_files("#import-file", str(path))
    expect(page.locator("#menu-notice")).to_contain_text("people.json")
    expect(page.locator("#menu-notice")).to_contain_text("seat 7")
    assert page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY) == kept
    # The save itself naming no person: not resumed, said why, and kept as it was.
    damaged = json.dumps({"rev": 3, "game": json.loads(saved) | {"table": {"people": []}}})
    put_save(page, damaged)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu-notice")).to_contain_text("no person")
    assert page.evaluate("(key) => localStorage.getItem(key)", GAME_KEY) == damaged
    assert_clean(watch)


def test_one_person_alone_never_sees_a_privacy_screen(page: Page, watch: Any) -> None:
    open_page(page, "/?game=idiot&seats=3&seed=11&delay=0")  # a short game: 19 turns (seed 5: 76)
    page.evaluate(
        """() => { window.handovers = 0;
        new MutationObserver(() => { if (document.getElementById("handover")) window.handovers++; })
          .observe(document.body, { childList: true, subtree: true, attributes: true }); }"""
    )
    turns = 0
    while settled(page) != "over":
        idiot_turn(page)
        turns += 1
        assert turns < 400
    assert page.evaluate("window.handovers") == 0
    assert_clean(watch)


def test_the_menu_sets_each_seat_and_keeps_one_person(page: Page, watch: Any) -> None:
    open_page(page, "/?delay=0")
    page.click("#menu-names summary")
    expect(page.locator("#menu-who-0")).to_have_value("person")
    expect(page.locator("#menu-who-1")).to_have_value("computer")
    page.select_option("#menu-who-0", "computer")  # the only person: kept, saying why
    expect(page.locator("#menu-who-0")).to_have_value("person")
    expect(page.locator("#menu-notice")).to_contain_text("At least one seat")
    page.select_option("#menu-who-1", "person")
    expect(page.locator('label[for="menu-name-0"]')).to_have_text("Seat 1")
    expect(page.locator("#menu-name-1")).to_have_attribute("placeholder", "Player 2")
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu-who-1")).to_have_value("person")  # remembered
    assert re.search(r'"people":\[0,1\]', page.evaluate("localStorage.getItem('house-rules:v1:settings')"))
    # A computer at a level of its own: the game's table keeps it, seat by seat.
    page.click("#menu-names summary")
    page.select_option("#menu-who-2", "computer:strong")
    page.fill("#menu-name-1", "Bjørn")
    page.locator("#menu-name-1").dispatch_event("change")
    page.select_option("#menu-game", "planowanie")
    page.select_option("#menu-seats", "3")
    expect(page.locator("#menu-seats option:checked")).to_have_text("3 seats")
    page.click("#menu-start")
    assert settled(page) == "handover"
    table = json.loads(saved_game(page))["table"]
    assert table == {"people": [0, 1], "names": ["", "Bjørn", ""], "levels": ["", "", "strong"]}, table
    assert_clean(watch)


def test_belgias_face_up_choice_is_made_one_person_at_a_time(page: Page, watch: Any) -> None:
    """Belgia's setup waits for every seat at once: each person chooses behind the privacy
    screen, the one before's cards gone from the page."""
    open_page(page, "/?game=belgia&seats=3&people=2&seed=7&delay=0")
    names = {0: "Player 1", 1: "Player 2"}
    seen = fresh()
    chosen: list[int] = []
    while len(chosen) < 2:
        assert settled(page) == "handover"
        person = person_of(page, names)
        assert person[0] not in chosen
        check_private(page, person[1], seen)
        reveal(page, seen)
        assert settled(page) == "you"
        expect(page.locator("#table")).to_have_attribute("data-phase", "setup")
        check_seat(page, *person)
        cards = page.locator("#hand button.card")
        expect(cards).to_have_count(6)
        for i in (3, 4, 5):
            cards.nth(i).click()
        page.click("#act-choose")
        chosen.append(person[0])
    assert settled(page) in ("you", "handover")
    expect(page.locator("#table")).not_to_have_attribute("data-phase", "setup")
    game = json.loads(saved_game(page))
    assert sorted(seat for seat, move in game["moves"] if move["type"] == "choose") == [0, 1, 2]
    assert_clean(watch)


def test_undo_never_takes_back_another_persons_move(page: Page, watch: Any) -> None:
    """Idiot, two people and a computer: once the other person has moved since your last
    move, Undo is unavailable, and says it is that person's choice."""
    open_page(page, "/?game=idiot&seats=3&people=2&seed=7&delay=0")
    names = {0: "Player 1", 1: "Player 2"}
    seen = fresh()
    drawn: tuple[int, str] | None = None
    for _ in range(60):
        state = settled(page)
        assert state != "over"
        if state == "handover":
            drawn = person_of(page, names)
            reveal(page, seen)
            continue
        assert drawn is not None
        moves = json.loads(saved_game(page))["moves"]
        mine = [i for i, (seat, _) in enumerate(moves) if seat == drawn[0]]
        other = 1 - drawn[0]
        if mine and any(seat == other for seat, _ in moves[mine[-1] :]):
            undo = page.locator("#undo")
            expect(undo).to_have_attribute("aria-disabled", "true")
            expect(undo).to_have_attribute("title", re.compile(re.escape(names[other])))
            assert_clean(watch)
            return
        idiot_turn(page)
    raise AssertionError("no turn came after the other person's move")


def test_the_house_rules_element_takes_people(page: Page, watch: Any, base_url: str) -> None:
    """<house-rules people="2">: the embedded table opens behind the privacy screen."""
    page.set_content(
        f'<script src="{base_url}embed.js"></script>'
        '<house-rules game="idiot" seats="3" people="2" seed="7" delay="0"></house-rules>'
    )
    frame = page.locator("house-rules iframe").element_handle().content_frame()
    assert frame is not None
    frame.wait_for_url(re.compile(r"people=2.*embed=1"))
    frame.wait_for_selector(HANDOVER, state="attached", timeout=BOOT_MS)
    assert plain(frame.locator("#handover-title").inner_text()) == "Pass the device to Player 1"
    assert_clean(watch)


def test_a_twos_victim_is_chosen_among_people_and_computers_alike(page: Page, watch: Any) -> None:
    """Haft Khabis, stacked: Mina (seat 0, first to play) lays a 2; the chooser offers Dara,
    the other person, and the computer alike, by name; Dara is made to draw."""
    sys.path.insert(0, str(ROOT / "tests"))
    from haft_khabis_deck import stacked_deck

    config = {
        "ruleset": "haft_khabis",
        "players": 3,
        "seed": 1,
        "options": {"decks": 1},
        "deck": stacked_deck(3, {0: ["2D", "5C"]}, starter="3D"),
        "table": {"people": [0, 1], "names": ["Mina", "Dara", ""]},
    }
    open_page(page, "/?delay=0")
    put_save(page, json.dumps(read_config(config).to_json()))
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert settled(page) == "handover"
    assert plain(page.locator("#handover-title").inner_text()) == "Pass the device to Mina"
    page.click("#handover-show")
    expect(page.locator(HANDOVER)).to_have_count(0)
    assert settled(page) == "you"
    page.locator('#hand button.card[data-card="2D"]').click(position=CORNER)
    targets = page.locator("#hk-chooser-buttons button.target")
    expect(targets).to_have_count(2)
    texts = [plain(text) for text in targets.all_inner_texts()]
    assert any("Dara" in text for text in texts) and any("Astrid" in text for text in texts), texts
    page.locator("#hk-chooser-buttons button.target", has_text="Dara").click()
    assert settled(page) == "handover"  # the computer plays, then Dara, who drew the card
    assert plain(page.locator("#handover-title").inner_text()) == "Pass the device to Dara"
    moves = json.loads(saved_game(page))["moves"]
    assert moves[0] == [0, {"type": "play", "cards": ["2D"], "target": 1}], moves
    page.click("#handover-show")
    expect(page.locator(HANDOVER)).to_have_count(0)
    assert settled(page) == "you"
    expect(page.locator("#log")).to_contain_text("You draw a card.")  # told to Dara in her words
    assert_clean(watch)

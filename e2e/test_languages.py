"""The page in every language, in Chromium: the menu and a table say everything in it (no
raw key such as "menu.start" shows, in the text or in a name a screen reader reads),
<html lang dir> follow the language, Persian mirrors the table, and a language chosen in
the page is said at once, keeps the game and is remembered; the browser's language is
the default and ?lang= wins.
"""

from __future__ import annotations

import json
import re
import subprocess
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

from browser_helpers import BOOT_MS, CORNER, GAME_KEY, READY, assert_clean, open_page, settle_on
from positions import played, put_save

# Each language at one game's table (Idiot twice: English and Persian, to compare).
TABLES = {
    "en": ("idiot", "#table", '#table[data-await="you"], #table[data-await="over"]'),
    "fa": ("idiot", "#table", '#table[data-await="you"], #table[data-await="over"]'),
    "pl": ("planowanie", "#table", '#table[data-await="you"], #table[data-await="sheet"], #table[data-await="over"]'),
    "pt": ("belgia", "#table", '#table[data-await="you"], #table[data-await="over"]'),
    "nb": ("haft_khabis", "#table", '#table[data-await="you"], #table[data-await="sheet"], #table[data-await="over"]'),
}

# Everything a person sees or hears in `root`: its rendered text, the names and titles of
# its elements, the options of its selects, and the page's title.
SAID = """root => [
  document.title,
  root.innerText,
  ...[...root.querySelectorAll("[aria-label], [title], option")].flatMap(
    (e) => [e.getAttribute("aria-label") || "", e.getAttribute("title") || "", e.tagName === "OPTION" ? e.textContent : ""]),
].join("\\n")"""


@cache
def read_catalog(code: str) -> dict[str, Any]:
    """web/lang/<code>.js's catalog, read by Node (the page's bundle holds English's)."""
    module = (Path(__file__).parent.parent / "web" / "lang" / f"{code}.js").as_uri()
    script = f"import({json.dumps(module)}).then((m) => console.log(JSON.stringify(m.catalog)))"
    found: dict[str, Any] = json.loads(subprocess.run(["node", "-e", script], capture_output=True, check=True).stdout)
    return found


def raw_keys(page: Page, root: str) -> list[str]:
    """The catalog keys (those with a dot) that show as they are under `root`."""
    keys = [key for key in read_catalog("en") if "." in key]
    said = page.locator(root).evaluate(SAID)
    return [key for key in keys if re.search(r"(?<![\w.])" + re.escape(key) + r"(?![\w.])", said)]


# The visible texts under `root` with a Latin digit, cards' indices aside: a card's corner
# (and its short form "10♥" in the sheets and chips) is printed alike in every language.
LATIN_DIGITS = """root => {
  const found = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element.checkVisibility() || element.closest(".art, .card-text, .known-card")) continue;
    if (/[0-9]/.test(node.textContent)) found.push(`${element.className}: ${node.textContent.trim()}`);
  }
  return found;
}"""
PERSIAN_DIGIT = re.compile("[\u06f0-\u06f9]")


def centre_x(page: Page, selector: str) -> float:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    return box["x"] + box["width"] / 2


@pytest.mark.parametrize("code", list(TABLES))
def test_each_language_says_the_table_and_the_menu_with_no_raw_key(page: Page, watch: Any, code: str) -> None:
    game, table, settled = TABLES[code]
    page.set_viewport_size({"width": 1280, "height": 800})
    open_page(page, f"/?lang={code}&game={game}&seats=4&seed=3&delay=0")
    settle_on(page, table, settled)
    catalog = read_catalog(code)
    html = page.locator("html")
    expect(html).to_have_attribute("lang", code)
    expect(html).to_have_attribute("dir", "rtl" if code == "fa" else "ltr")
    assert page.input_value("#language") == code
    assert raw_keys(page, "body") == []
    expect(page.locator("#to-menu")).to_have_text(catalog["tools.menu"])
    if code != "en":  # the rules' marker word, kept in English in the catalogs, is said in the language
        assert "decided" not in (page.locator("body").text_content() or "")

    if game == "idiot":  # the log beside the table, and your name at the start of your area
        middle = centre_x(page, table)
        side, name = centre_x(page, f"{table} .side"), centre_x(page, "#me-name")
        assert (side < middle < name) if code == "fa" else (name < middle < side)

    page.click("#to-menu")
    expect(page.locator("#menu")).to_be_visible()
    assert raw_keys(page, "body") == []
    expect(page.locator("#menu-start")).to_have_text(catalog["menu.start"])
    expect(page.locator("#menu-title")).to_have_text(catalog["menu.title"])
    assert_clean(watch)


def test_a_language_chosen_at_the_table_is_said_at_once_keeps_the_game_and_is_remembered(
    page: Page, watch: Any
) -> None:
    open_page(page, "/?game=idiot&seats=4&seed=7&delay=0")
    settle_on(page, "#table", '#table[data-await="you"]')
    game = page.evaluate(f"() => localStorage.getItem({GAME_KEY!r})")
    hand = page.locator("#hand button").count()
    english = page.locator("#hand button").first.get_attribute("aria-label")

    page.select_option("#language", "pl")
    polish = read_catalog("pl")
    expect(page.locator("html")).to_have_attribute("lang", "pl")
    expect(page.locator("#act-ready")).to_have_text(polish["act.ready"])
    assert page.title() == polish["app.title"]
    assert page.locator("#hand button").count() == hand
    assert page.locator("#hand button").first.get_attribute("aria-label") != english  # the cards' names too
    assert page.evaluate(f"() => localStorage.getItem({GAME_KEY!r})") == game  # the same game, not a new one
    assert raw_keys(page, "body") == []

    page.select_option("#language", "fa")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    page.reload()
    page.wait_for_selector(READY, state="attached")
    settle_on(page, "#table", '#table[data-await="you"]')
    expect(page.locator("html")).to_have_attribute("lang", "fa")  # remembered, and the game resumed
    assert page.evaluate(f"() => localStorage.getItem({GAME_KEY!r})") == game

    page.click("#to-menu")  # the menu is said again too, its choices kept
    page.select_option("#menu-game", "belgia")
    page.select_option("#menu-seats", "3")
    page.select_option("#language", "nb")
    expect(page.locator("#menu-start")).to_have_text(read_catalog("nb")["menu.start"])
    assert (page.input_value("#menu-game"), page.input_value("#menu-seats")) == ("belgia", "3")
    assert raw_keys(page, "body") == []
    assert_clean(watch)


def test_the_browsers_language_is_the_default_and_the_url_wins(browser: Browser, base_url: str, watch: Any) -> None:
    """The language is set before the engine loads: no need to wait for it (the last page is
    let boot all the same, and no page may have written an error in its console)."""
    context, page = watch.open(browser, base_url=base_url, locale="nb-NO")
    try:
        for url, code in [("/", "nb"), ("/?lang=pt-BR", "pt"), ("/?lang=xx", "nb")]:  # xx: no such catalog
            page.goto(url)
            expect(page.locator("html")).to_have_attribute("lang", code)
            expect(page.locator("#loading-title")).to_have_text(read_catalog(code)["load.title"])
        page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
        assert_clean(watch)
    finally:
        context.close()


@pytest.mark.parametrize(
    "game, seed, moves, settled, opener, numbers",
    [  # four seats
        ("idiot", 5, 12, '#table[data-await="you"]', None, "#table .mini-count"),
        (
            "planowanie",
            4,
            40,
            '#table[data-game="planowanie"][data-await="you"]',
            "#act-sheet",
            "#table .pl-tally, #pl-sheet .pl-r-deal, #pl-sheet .pl-c-tricks, #pl-sheet .pl-sheet-total",
        ),
        (
            "haft_khabis",
            4,
            150,
            '#table[data-game="haft_khabis"][data-await="you"]',
            "#act-sheet",
            "#hk-sheet tbody th, #hk-sheet tbody td:not(.gone), #hk-sheet tr.totals td",
        ),
    ],
)
def test_a_persian_table_writes_its_numbers_in_persian_digits(
    page: Page, watch: Any, game: str, seed: int, moves: int, settled: str, opener: str | None, numbers: str
) -> None:
    """The numbers a table draws itself (hand counts, tallies, the score sheets' cells), like
    those in its texts: a game played ahead, resumed in Persian, its sheet open."""
    resume(page, played(game, 4, seed, moves=moves), "fa", settled)
    if opener:
        page.click(opener)
    cells = page.locator(numbers)
    expect(cells.first).to_be_visible()
    texts = cells.all_inner_texts()
    assert len(texts) >= 3 and all(PERSIAN_DIGIT.search(text) for text in texts), texts
    assert page.locator("body").evaluate(LATIN_DIGITS) == []
    assert_clean(watch)


# --- a switch of language at the table says again everything shown -------------------------

# Each entry of a table's "Playing with the keyboard" list: [its catalog key, its text].
KEYS_HELP = (
    """d => [d.querySelector("summary"), ...d.querySelectorAll("li")].map((e) => [e.dataset.t, e.textContent])"""
)


def resume(page: Page, text: str, lang: str, shown: str) -> None:
    """The page opened in `lang` at the game `text` (its save), once `shown` shows."""
    open_page(page, f"/?lang={lang}&delay=0")
    put_save(page, text)
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.wait_for_selector(shown, timeout=30_000)


def switch(page: Page, code: str) -> dict[str, Any]:
    """Choose the language `code` in the page (a dialog may be open); its catalog."""
    page.locator("#language").select_option(code, force=True)  # force: under an open dialog
    expect(page.locator("html")).to_have_attribute("lang", code)
    return read_catalog(code)


@pytest.mark.parametrize(
    "game, table, opener, sheet, close",
    [
        ("planowanie", "#table", "#act-sheet", "#pl-sheet", "#pl-sheet-close"),
        ("haft_khabis", "#table", "#act-sheet", "#hk-sheet", "#hk-sheet-close"),
    ],
)
def test_a_language_switch_says_the_open_score_sheet_and_the_keyboard_list_again(
    page: Page, watch: Any, game: str, table: str, opener: str, sheet: str, close: str
) -> None:
    open_page(page, f"/?lang=en&game={game}&seats=3&seed=2&delay=0")
    settle_on(page, table, f'{table}[data-await="you"]')
    page.click(opener)
    expect(page.locator(sheet)).to_be_visible()
    english = read_catalog("en")
    expect(page.locator(sheet)).to_contain_text(english["names"].split("|")[0])

    polish = switch(page, "pl")
    expect(page.locator(close)).to_have_text(
        polish["planowanie.sheet.close" if game == "planowanie" else "haft_khabis.sheet.close"]
    )
    expect(page.locator(sheet)).to_contain_text(polish["names"].split("|")[0])  # the players' names too
    expect(page.locator(sheet)).not_to_contain_text(english["names"].split("|")[0])
    entries = page.locator(f"{table} .keys-help").evaluate(KEYS_HELP)
    assert len(entries) > 4 and all(text == polish[key] for key, text in entries), entries
    assert raw_keys(page, "body") == []
    assert_clean(watch)


def test_a_language_switch_says_the_round_sheet_again(page: Page, watch: Any) -> None:
    resume(page, played("haft_khabis", 3, 1, moves=52), "en", '#table[data-game="haft_khabis"][data-await="you"]')
    page.click('#hand button[data-key="hand:7C:0"]')  # your last card: you go out
    expect(page.locator('#hk-sheet[data-mode="round"]')).to_be_visible()
    persian = switch(page, "fa")
    expect(page.locator("#hk-sheet-title")).to_have_text(persian["haft_khabis.round.title.you"].replace("{round}", "۱"))
    expect(page.locator("#hk-sheet-close")).to_have_text(persian["haft_khabis.round.next"].replace("{round}", "۲"))
    assert page.locator("#hk-sheet").evaluate(LATIN_DIGITS) == []
    assert_clean(watch)


def test_a_language_switch_says_the_joker_chooser_and_the_jokers_face_again(page: Page, watch: Any) -> None:
    resume(page, played("belgia", 4, 2, moves=14), "en", '#table[data-await="you"]')
    page.locator('#hand button[data-card="BJ"]').click(position=CORNER)
    page.click("#act-play")
    expect(page.locator("#joker")).to_be_visible()
    english = read_catalog("en")
    expect(page.locator("#joker-help")).to_have_text(english["joker.help"])

    portuguese = switch(page, "pt")
    expect(page.locator("#joker-help")).to_have_text(portuguese["joker.help"])
    expect(page.locator("#joker-title")).to_contain_text(portuguese["joker.B"])
    expect(page.locator('#hand button[data-card="BJ"] .joker-word')).to_have_text(portuguese["card.joker_face"])
    assert portuguese["card.joker_face"] != english["card.joker_face"]
    assert_clean(watch)

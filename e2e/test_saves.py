"""Nothing lost (#8), in Chromium: damaged and newer saves, storage that fails, games as
files, the same game in two tabs, a crashed engine, and imported text shown as text.
Each test ends at a table that still plays.

The save is the record {"rev": n, "game": G} under GAME_KEY; storage failures are
simulated in the page by init scripts that replace what localStorage does.
"""

from __future__ import annotations

import io
import json
import re
import time
import zipfile
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Page, expect

import build
from engine import api

from browser_helpers import BOOT_MS, GAME_KEY, READY, assert_clean, open_page
from test_table import GAME, position, settle, take_turn

SETTINGS_KEY = "house-rules:v1:settings"
DAMAGED_KEY = "house-rules:v1:damaged"
PAYLOAD = "<img src=x onerror=alert(1)>"
RTL_OVERRIDE = "\u202e"


def played_save(moves: int) -> str:
    """The G text of Idiot (4 seats, seed 7, as GAME) after `moves` moves of simple bots."""
    answer = json.loads(api.new_game(json.dumps({"ruleset": "idiot", "players": 4, "seed": 7})))
    text = json.dumps(answer["game"])
    for _ in range(moves):
        view = json.loads(api.view(text, 0))["view"]
        seat = view["waiting_for"][0]
        move = json.loads(api.bot_move(text, seat, "simple"))["move"]
        text = json.dumps(json.loads(api.apply(text, seat, json.dumps(move)))["game"])
    return text


def record(game_text: str, rev: int = 3) -> str:
    return f'{{"rev":{rev},"game":{game_text}}}'


def seed_storage(page: Page, items: dict[str, str]) -> None:
    """Put `items` in localStorage before the page's first load (not again on reloads)."""
    page.add_init_script(f"""if (!sessionStorage.getItem("seeded")) {{
        sessionStorage.setItem("seeded", "1");
        for (const [key, value] of Object.entries({json.dumps(items)})) localStorage.setItem(key, value);
    }}""")


def stored(page: Page, key: str = GAME_KEY) -> Any:
    return page.evaluate("(key) => localStorage.getItem(key)", key)


def downloaded(page: Page, button: str) -> tuple[str, str]:
    """Click `button`: the file it downloads, as (name, text)."""
    with page.expect_download() as info:
        page.click(button)
    download = info.value
    return download.suggested_filename, Path(download.path()).read_text(encoding="utf-8")


def open_file(page: Page, name: str, text: str) -> None:
    """Choose a file in "Open a game file", as a person does."""
    with page.expect_file_chooser() as chooser:
        page.click("#menu-import")
    chooser.value.set_files({"name": name, "mimeType": "application/json", "buffer": text.encode()})


def play_on(page: Page, moves: int = 2) -> None:
    """The table plays: `moves` moves of the person, each answered."""
    for _ in range(moves):
        if settle(page) != "you":
            return
        take_turn(page)
    assert settle(page) in ("you", "over")


def start_from_menu(page: Page) -> None:
    page.click("#menu-start")
    play_on(page)


# --- damaged and newer saves -------------------------------------------------------------------

SAVE = played_save(8)
HAND_EDITED = json.loads(SAVE)
HAND_EDITED["moves"][6][1] = {"type": "play", "cards": ["AS", "AS"]}
DAMAGED = {
    "corrupt": ('{"rev":3,"game":{"format":1,"ruleset":"idi\ufffd\ufffd#!', "not readable JSON"),
    "truncated": (record(SAVE)[: len(record(SAVE)) // 2], "not readable JSON"),
    "hand-edited": (record(json.dumps(HAND_EDITED)), "Move 7 of this save cannot be replayed"),
}
OTHERS = {
    SETTINGS_KEY: '{"save":true,"level":"simple"}',
    "embed:" + GAME_KEY: record(SAVE, 5),
    "house-rules:v1:stats": '{"idiot":{"played":3}}',
}


@pytest.mark.parametrize("kind", DAMAGED)
def test_a_damaged_save_is_explained_offered_and_a_new_game_starts(page: Page, watch: Any, kind: str) -> None:
    text, reason = DAMAGED[kind]
    seed_storage(page, {GAME_KEY: text, **OTHERS})
    open_page(page, GAME)
    expect(page.locator("#menu")).to_be_visible()
    problem = page.locator("#save-problem")
    expect(problem).to_be_visible()
    expect(problem).to_contain_text("damaged")
    expect(problem).to_contain_text(reason)
    name, body = downloaded(page, "#save-problem-download")
    assert body == text and name.endswith(".txt")
    assert stored(page, DAMAGED_KEY) == text  # set aside whole, in case the download is lost
    assert stored(page) is None
    assert {key: stored(page, key) for key in OTHERS} == OTHERS
    start_from_menu(page)
    assert json.loads(stored(page))["rev"] >= 1
    assert_clean(watch)


def test_a_save_from_a_newer_version_is_kept_untouched(page: Page, watch: Any) -> None:
    newer = '{"rev":9,"game":{"format":2,"ruleset":"idiot","players":4,"seed":7,"moves":[],"clock":"1h"}}'
    seed_storage(page, {GAME_KEY: newer})
    open_page(page, GAME)
    expect(page.locator("#menu-notice")).to_contain_text("newer version")
    start_from_menu(page)
    expect(page.locator("#save-notice")).to_contain_text("newer version of House Rules is kept")
    assert stored(page) == newer
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("#menu-notice")).to_contain_text("newer version")
    assert stored(page) == newer
    assert_clean(watch)


# --- storage that fails ------------------------------------------------------------------------

STORAGE_TROUBLE = {
    "disabled": (
        """Object.defineProperty(window, "localStorage", {
        get() { throw new DOMException("storage is disabled", "SecurityError"); } });""",
        "storage is unavailable",
    ),
    "full": (
        """Storage.prototype.setItem = function () {
        throw new DOMException("the quota is exceeded", "QuotaExceededError"); };""",
        "storage is full",
    ),
    "partitioned": (
        """Object.defineProperty(window, "localStorage", { get() { return null; } });""",
        "storage is unavailable",
    ),
}


@pytest.mark.parametrize("kind", STORAGE_TROUBLE)
def test_storage_trouble_plays_on_in_memory_and_says_so(page: Page, watch: Any, kind: str) -> None:
    script, notice = STORAGE_TROUBLE[kind]
    page.add_init_script(script)
    open_page(page, GAME)
    play_on(page)
    expect(page.locator("#save-notice")).to_contain_text("Not being saved: this browser's " + notice)
    before = position(page)
    page.click("#to-menu")
    expect(page.locator("[data-await]")).to_have_count(0)  # off the table, no table awaits a move
    page.click("#menu-continue")  # the game in memory
    settle(page)
    assert position(page) == before
    play_on(page, 1)
    assert_clean(watch)


# --- games as files -------------------------------------------------------------------------------


def test_a_downloaded_game_opens_in_another_browser_and_bad_files_are_refused(
    page: Page, watch: Any, browser: Browser, base_url: str
) -> None:
    open_page(page, GAME)
    play_on(page, 3)
    before = position(page)
    name, text = downloaded(page, "#export-game")
    assert re.fullmatch(r"house-rules-idiot-\d{4}-\d\d-\d\d-\d{4}\.json", name), name
    assert json.loads(text) == json.loads(stored(page))["game"]

    context, other = watch.open(browser, base_url=base_url)
    open_page(other, "/")
    lines = json.dumps(json.loads(text), indent=1).splitlines()
    lines[2] += ","  # a comma too many on line 3
    open_file(other, "mended.json", "\n".join(lines))
    notice = other.locator("#menu-notice")
    expect(notice).to_contain_text("“mended.json” cannot be opened")
    expect(notice).to_contain_text("the problem is at line 3")
    edited = json.loads(text)
    edited["moves"][4][1] = {"type": "play", "cards": ["AS", "AS"]}
    open_file(other, "edited.json", json.dumps(edited))
    expect(notice).to_contain_text("Move 5 of this save cannot be replayed")
    expect(other.locator("#menu")).to_be_visible()

    open_file(other, name, text)
    settle(other)
    assert position(other) == before
    assert json.loads(stored(other))["game"] == json.loads(text)
    play_on(other)
    context.close()
    assert_clean(watch)


def test_imported_text_is_shown_as_text(page: Page, watch: Any) -> None:
    dialogs: list[str] = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    open_page(page, "/")
    name = f"{PAYLOAD}{RTL_OVERRIDE}nosj.json"
    save = json.loads(SAVE)
    save["ruleset"] = PAYLOAD
    open_file(page, name, json.dumps(save))
    notice = page.locator("#menu-notice")
    expect(notice).to_contain_text(f"“{name}” cannot be opened")
    expect(notice).to_contain_text(PAYLOAD[:20])  # the engine quotes the start of the bad name
    assert notice.evaluate("(element) => element.childElementCount") == 0
    assert page.locator("img").count() == 0 and dialogs == []
    open_file(page, name, SAVE)
    play_on(page)
    assert page.locator("img").count() == 0 and dialogs == []
    assert_clean(watch)


# --- two tabs ------------------------------------------------------------------------------------


def test_two_tabs_never_overwrite_a_newer_save(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    play_on(page, 1)
    older = page
    newer = page.context.new_page()
    open_page(newer, "/")  # resumes the save
    settle(newer)
    assert position(newer) == position(older)
    play_on(newer, 1)
    newest = stored(newer)
    expect(older.locator("#tab-notice")).to_be_visible()
    expect(older.locator("#tab-notice")).to_contain_text("saved in another tab")

    take_turn(older)  # the older tab plays on in memory, and does not write
    settle(older)
    assert stored(older) == newest
    expect(older.locator("#save-notice")).to_contain_text("saved in another tab")
    older.click("#tab-load")
    expect(older.locator("#tab-notice")).to_be_hidden()
    settle(older)
    # The older tab was settled before the load too: its table is drawn again a moment later
    # (on a loaded machine the hand was read still empty), so its position is waited for.
    deadline = time.monotonic() + 10
    while position(older) != position(newer) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert position(older) == position(newer)
    play_on(older, 1)
    assert json.loads(stored(older))["rev"] > json.loads(newest)["rev"]
    expect(newer.locator("#tab-notice")).to_be_visible()
    expect(older.locator("#save-notice")).to_be_empty()
    assert_clean(watch)


# --- a crashed engine ----------------------------------------------------------------------------


def engine_worker(page: Page) -> Any:
    return next(worker for worker in page.workers if worker.url.endswith("/worker.js"))


def restart_and_play_on(page: Page, before: dict[str, Any]) -> None:
    page.click("#crash-restart")
    expect(page.locator("#crash")).to_be_hidden(timeout=BOOT_MS)
    settle(page)
    assert position(page) == before
    play_on(page)


def test_a_dead_worker_shows_the_crash_panel_and_restarts_from_the_save(page: Page, watch: Any, base_url: str) -> None:
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=base_url)
    open_page(page, GAME)
    play_on(page)
    before = position(page)
    engine_worker(page).evaluate("setTimeout(() => self.close())")
    crash = page.locator("#crash")
    expect(crash).to_be_visible()
    expect(crash).to_contain_text("Something went wrong")
    details = page.locator("#crash-details")
    expect(details).to_have_value(re.compile("worker stopped"))
    page.click("#crash-copy")
    expect(page.locator("#crash-status")).to_contain_text("copied")
    assert page.evaluate("navigator.clipboard.readText()") == details.input_value()
    restart_and_play_on(page, before)
    assert_clean(watch)


def test_a_worker_that_throws_shows_the_crash_panel(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    play_on(page)
    before = position(page)
    engine_worker(page).evaluate("setTimeout(() => { throw new Error('the engine broke'); })")
    expect(page.locator("#crash")).to_be_visible()
    expect(page.locator("#crash-details")).to_have_value(re.compile("the engine broke"))
    restart_and_play_on(page, before)
    assert_clean(watch)


def serve_engine_with(page: Page, added: str) -> None:
    """The page is served an engine wheel whose engine/api.py ends in `added`."""
    wheel = next(build.DIST.glob("*.whl"))
    patched = io.BytesIO()
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(patched, "w") as target:
        for item in source.infolist():
            data = source.read(item)
            if item.filename == "engine/api.py":
                data += added.encode()
            target.writestr(item, data)
    body = patched.getvalue()
    page.route("**/*.whl", lambda route: route.fulfill(body=body, content_type="application/octet-stream"))


@pytest.fixture
def breakable_engine(page: Page) -> None:
    """The engine's wheel, given switches: once a test sets `houseRulesBreak` in the
    worker, every game it is handed raises a Python exception; once it sets
    `houseRulesImport`, every game it is handed imports MISSING, a module of Pyodide's
    standard library that the page's own lacks (a new worker starts sound)."""
    serve_engine_with(page, BREAKABLE_LOAD)


MISSING = "fractions"
BREAKABLE_LOAD = f"""

_sound_load = _load


def _load(game_text: object) -> tuple[Record, Game]:
    import js
    if getattr(js, "houseRulesBreak", False):
        raise RuntimeError("a test broke the engine")
    if getattr(js, "houseRulesImport", False):
        import {MISSING}
    return _sound_load(game_text)
"""


def page_stdlib() -> list[str]:
    with zipfile.ZipFile(build.DIST / "pyodide" / "python_stdlib.trimmed.zip") as served:
        return served.namelist()


@pytest.mark.first_visit  # the patched wheel is imported, not a snapshot's engine; page.route sees it
@pytest.mark.usefixtures("breakable_engine")
def test_a_python_exception_shows_the_crash_panel(page: Page, watch: Any) -> None:
    open_page(page, GAME)
    play_on(page)
    before = position(page)
    engine_worker(page).evaluate("self.houseRulesBreak = true")
    take_turn(page)
    expect(page.locator("#crash")).to_be_visible()
    expect(page.locator("#crash-details")).to_have_value(re.compile("inside the rules engine \\(RuntimeError\\)"))
    restart_and_play_on(page, before)
    assert_clean(watch)


@pytest.mark.first_visit  # as above
@pytest.mark.usefixtures("breakable_engine")
def test_a_module_missing_at_run_time_is_named_in_the_crash_panel(page: Page, watch: Any) -> None:
    assert f"{MISSING}.py" not in page_stdlib()
    open_page(page, GAME)
    play_on(page)
    before = position(page)
    engine_worker(page).evaluate("self.houseRulesImport = true")
    take_turn(page)
    expect(page.locator("#crash")).to_be_visible()
    expect(page.locator("#crash-details")).to_have_value(re.compile(f"needs the Python module {MISSING}, which"))
    restart_and_play_on(page, before)
    assert_clean(watch)


@pytest.mark.first_visit  # page.route sees no request that the service worker answers
def test_a_module_missing_as_the_engine_loads_is_named_on_the_loading_screen(page: Page, watch: Any) -> None:
    serve_engine_with(page, f"\nimport {MISSING}\n")
    page.goto("/")
    expect(page.locator("#load-error")).to_be_visible(timeout=BOOT_MS)
    expect(page.locator("#load-error-text")).to_contain_text(f"No module named '{MISSING}'")
    assert watch.foreign_requests == []

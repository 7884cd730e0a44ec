"""Offline after the first visit (issue #7), in Chromium, against a copy of dist/ served
by a server of the test's own, so that stopping it really takes the network away (the
service worker's fetches are not covered by every offline emulation).

- The service worker caches the whole build, and serves it but the wasm: a warm reload
  takes that from the network (the HTTP cache), and with the server stopped the page
  falls back to the service worker's copy. A reload then resumes the saved position,
  a move can be made and is saved.
- A new build's worker caches its build whole, waits, the page offers "Reload", and
  after it the new build's cache is the only one.
- A language's catalog is cached once it is used, not before: offline, a language used
  online works, and one never used says why it cannot be chosen.
- A snapshot of the booted engine, kept in the build's cache after a boot, is what a
  later boot starts from; a damaged copy is passed over and replaced.
- The table is installable: Chromium finds the manifest, linked once the engine runs,
  and offers to install it.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Iterator
from datetime import date
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Error as PlaywrightError, Page, Response, expect

import build
from engine import api  # on the path through conftest.py

from browser_helpers import Site, engine_restored, wait_until_snapshot_kept
from conftest import Watch

READY = 'html[data-ready="1"]'
SETTLED = '#table[data-await="you"], #table[data-await="over"]'
GAME = "?game=idiot&seats=4&seed=7&delay=0"
GAME_KEY = "house-rules:v1:game"
BOOT_MS = 90_000


@pytest.fixture
def site(base_url: str, tmp_path: Path) -> Iterator[Site]:
    # base_url: dist/ is built (once per session) before it is copied
    root = tmp_path / "dist"
    shutil.copytree(build.DIST, root)
    site = Site(root)
    yield site
    site.stop()


@pytest.fixture
def offline_page(browser: Browser, site: Site) -> Iterator[tuple[Page, Watch]]:
    watch = Watch(origin=site.url)
    context, page = watch.open(browser, base_url=site.url)
    yield page, watch
    context.close()


def open_controlled(page: Page, path: str) -> None:
    """Open path, wait until it is usable and the service worker controls it."""
    page.goto(path)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)


def caches(page: Page) -> list[str]:
    return sorted(page.evaluate("caches.keys()"))


def cached_catalogs(page: Page, site: Site) -> dict[str, list[str]]:
    """Each cache's language catalogs cached on use (lang/<code>.js; English comes in the
    page's bundle), by cache name."""
    found: dict[str, list[str]] = page.evaluate("""async () => {
      const found = {};
      for (const name of await caches.keys()) {
        found[name] = (await (await caches.open(name)).keys()).map((r) => r.url);
      }
      return found;
    }""")
    return {name: sorted(url.removeprefix(site.url) for url in urls if "/lang/" in url) for name, urls in found.items()}


def wait_until_cached(page: Page, site: Site, file: str) -> None:
    deadline = time.monotonic() + 30
    while not any(file in files for files in cached_catalogs(page, site).values()):
        assert time.monotonic() < deadline, f"{file} was never cached"
        time.sleep(0.1)


def build_of(page: Page) -> str:
    return str(page.evaluate("import('./version.js').then((m) => m.BUILD)"))


def wasm_file(site: Site) -> str:
    """The name the page loads the wasm by (version.js's WASM_FILE)."""
    return (site.root / "version.js").read_text().split('WASM_FILE = "')[1].split('"')[0]


def settle(page: Page) -> None:
    page.wait_for_selector(SETTLED, state="attached", timeout=30_000)


def position(page: Page) -> dict[str, Any]:
    labels = "els => els.map(e => e.getAttribute('aria-label'))"
    return {
        "hand": page.locator("#hand button").evaluate_all(labels),
        "table": page.locator("#slots .card").evaluate_all(labels),
        "pile": page.locator("#pile .card").evaluate_all(labels),
        "stock": page.get_attribute("#stock", "data-count"),
        "phase": page.get_attribute("#table", "data-phase"),
    }


def saved(page: Page) -> str | None:
    return page.evaluate(f"localStorage.getItem({json.dumps(GAME_KEY)})")


def move(page: Page) -> None:
    """Ready in the setup; else a playable card, else take the pile."""
    if page.get_attribute("#table", "data-phase") == "setup":
        page.click("#act-ready")
        return
    cards = page.locator('#hand button.card:not([aria-disabled="true"])')
    if cards.count():
        cards.first.click(position={"x": 10, "y": 16})
        page.click("#act-play")
    else:
        page.click("#act-take")


def assert_clean(watch: Watch) -> None:
    assert watch.foreign_requests == [], watch.foreign_requests
    assert watch.console_errors == [], watch.console_errors


def test_offline_reload_resumes_and_plays(offline_page: tuple[Page, Watch], site: Site) -> None:
    page, watch = offline_page
    open_controlled(page, "/" + GAME)
    settle(page)
    assert caches(page) == ["house-rules-" + build_of(page)]
    move(page)
    page.wait_for_function(f"() => localStorage.getItem({json.dumps(GAME_KEY)}) !== null")
    settle(page)
    before, save = position(page), saved(page)
    assert before["phase"] != "setup"

    responses: list[Response] = []
    page.on("response", lambda response: responses.append(response))
    address = page.url.removeprefix(site.url)  # the link's game= and seats= are dropped once followed
    page.reload()
    settle(page)
    served = {r.url.removeprefix(site.url): r.from_service_worker for r in responses}
    wasm = [url for url in served if url.startswith("pyodide/pyodide.asm.") and url.endswith(".wasm")]
    assert wasm == ["pyodide/" + wasm_file(site)] and served[wasm[0]] is False, served  # the HTTP cache's
    assert [url for url in served if url.startswith("lang/")] == []  # English comes in the page's bundle
    assert cached_catalogs(page, site) == {"house-rules-" + build_of(page): []}
    assert served["pyodide/python_stdlib.trimmed.zip"] and served["worker.js"] and served[address], served

    site.stop()
    started = time.monotonic()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    settle(page)
    warm = time.monotonic() - started
    assert position(page) == before
    assert saved(page) == save
    move(page)
    page.wait_for_function(f"() => localStorage.getItem({json.dumps(GAME_KEY)}) !== {json.dumps(save)}")
    settle(page)
    assert saved(page) != save
    print(f"offline warm start: {warm:.2f} s")
    assert_clean(watch)


def test_todays_deal_is_dealt_offline(offline_page: tuple[Page, Watch], site: Site) -> None:
    """The day's deal (#22) comes from the engine and the date alone: with the server
    stopped, the menu's "Today's deal" deals the same hand as the engine does here."""
    page, watch = offline_page
    open_controlled(page, "/?delay=0")
    site.stop()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    page.select_option("#menu-game", "idiot")
    page.click("#menu-daily")
    page.wait_for_selector("#hand button.card", timeout=30_000)
    cards = page.locator("#hand button.card").evaluate_all("cards => cards.map((card) => card.dataset.card)")
    config = json.loads(api.daily_deal("idiot", date.today().isoformat()))["config"]
    game = json.dumps(json.loads(api.new_game(json.dumps(config)))["game"])
    assert sorted(cards) == sorted(json.loads(api.view(game, 0))["view"]["seats"][0]["hand"])
    assert_clean(watch)


def test_a_new_build_takes_over_the_cache_whole(offline_page: tuple[Page, Watch], site: Site) -> None:
    page, watch = offline_page
    open_controlled(page, "/")
    old = build_of(page)
    assert caches(page) == ["house-rules-" + old]
    expect(page.locator("#update-notice")).to_be_hidden()
    page.select_option("#language", "nb")  # a language used here: the new build keeps it too
    wait_until_cached(page, site, "lang/nb.js")
    page.select_option("#language", "en")

    new = "newer" + old[5:]
    for name in ("sw.js", "version.js"):
        path = site.root / name
        path.write_text(path.read_text().replace(old, new))
    build.precompress(site.root)  # the server sends the .br copies
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert build_of(page) == old  # the old build serves the page until Reload
    notice = page.locator("#update-notice")
    expect(notice).to_be_visible(timeout=60_000)
    expect(notice).to_contain_text("An update is ready")
    assert sorted(caches(page)) == sorted(["house-rules-" + old, "house-rules-" + new])
    with page.expect_navigation():
        page.click("#update-reload")
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert build_of(page) == new
    assert caches(page) == ["house-rules-" + new]
    assert cached_catalogs(page, site) == {"house-rules-" + new: ["lang/nb.js"]}
    expect(page.locator("#update-notice")).to_be_hidden()
    assert_clean(watch)


def test_a_language_used_online_is_there_offline_and_one_never_used_says_why(
    offline_page: tuple[Page, Watch], site: Site
) -> None:
    page, watch = offline_page
    open_controlled(page, "/?lang=pl")  # loaded before the service worker controlled the page
    wait_until_cached(page, site, "lang/pl.js")
    page.select_option("#language", "pt")  # loaded through the service worker
    expect(page.locator("html")).to_have_attribute("lang", "pt")
    wait_until_cached(page, site, "lang/pt.js")
    assert sorted(f for files in cached_catalogs(page, site).values() for f in files) == ["lang/pl.js", "lang/pt.js"]

    site.stop()
    page.reload()
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    expect(page.locator("html")).to_have_attribute("lang", "pt")  # remembered, and there offline
    page.select_option("#language", "pl")
    expect(page.locator("#menu-start")).to_have_text("Graj")
    expect(page.locator("#lang-notice")).to_be_hidden()
    page.select_option("#language", "fa")  # never used: not downloaded
    notice = page.locator("#lang-notice")
    expect(notice).to_be_visible()
    expect(notice).to_contain_text("فارسی")
    expect(page.locator("html")).to_have_attribute("lang", "pl")
    assert page.input_value("#language") == "pl"
    assert watch.foreign_requests == []
    assert watch.console_errors == ["Failed to load resource: net::ERR_FAILED"]  # the browser's own line for fa.js


def test_a_later_boot_starts_from_the_engine_snapshot_kept_and_passes_over_a_damaged_copy(
    offline_page: tuple[Page, Watch],
) -> None:
    page, watch = offline_page
    open_controlled(page, "/" + GAME)
    assert not engine_restored(page)
    wait_until_snapshot_kept(page)
    page.reload()
    settle(page)
    assert engine_restored(page)
    before = position(page)
    move(page)
    settle(page)
    assert position(page) != before

    page.evaluate("""async () => {
      for (const name of await caches.keys()) {
        await (await caches.open(name)).put("engine-snapshot.bin", new Response("not a snapshot"));
      }
    }""")
    page.reload()
    settle(page)
    assert not engine_restored(page)  # Python started afresh
    move(page)
    settle(page)
    wait_until_snapshot_kept(page)  # a sound copy again
    page.reload()
    settle(page)
    assert engine_restored(page)
    assert_clean(watch)


# Chromium offers to install only on a site a person has used for a while; this skips the wait.
OFFER_NOW = "--bypass-app-banner-engagement-checks"
OFFERED = """new Promise((resolve) => {
  window.addEventListener("beforeinstallprompt", (event) => { event.preventDefault(); resolve(true); });
})"""


def test_the_table_is_installable_once_the_engine_runs(browser: Browser, site: Site, tmp_path: Path) -> None:
    """Chromium finds the web app manifest (linked once the engine runs, not in index.html)
    with what installing needs, and offers to install (beforeinstallprompt). In the whole
    browser (its headless shell, which the other tests use, never offers to install) and a
    profile on disk, as a person's is: Chromium never offers to install from an incognito one."""
    options = build.chromium_options(whole=True)
    context = browser.browser_type.launch_persistent_context(
        tmp_path / "profile", **{**options, "args": [*options["args"], OFFER_NOW]}
    )
    watch = Watch(origin=site.url)  # as Watch.open would, on this context of its own
    context.on("request", watch.on_request)
    context.on("console", watch.on_console)
    try:
        page = context.new_page()
        page.on("pageerror", watch.on_page_error)
        page.add_init_script(f"window.offered = {OFFERED};")
        assert page.goto(site.url).ok
        assert page.locator('link[rel="manifest"]').count() == 0  # not while Pyodide boots
        page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
        cdp = context.new_cdp_session(page)
        try:
            errors = cdp.send("Page.getInstallabilityErrors")["installabilityErrors"]
        except PlaywrightError as error:
            pytest.skip(f"this Chromium has no install check: {error.message}")
        found = cdp.send("Page.getAppManifest")
        assert found["url"] == site.url + "manifest.webmanifest"
        assert found["errors"] == []
        manifest = json.loads(found["data"])
        assert manifest["display"] == "standalone" and manifest["name"] and manifest["short_name"]
        assert manifest["start_url"] and manifest["theme_color"]
        assert {"192x192", "512x512"} <= {icon["sizes"] for icon in manifest["icons"]}
        assert errors == []
        assert page.evaluate("Promise.race([window.offered, new Promise((r) => setTimeout(r, 30000, false))])")
        assert_clean(watch)
    finally:
        context.close()

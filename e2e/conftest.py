"""Session fixtures for the e2e suite, without the pytest-playwright plugin.

- base_url: dist/, built once per run (build.build(), unless build.py test has built it
            already), served on a free 127.0.0.1 port (by each worker under pytest-xdist).
- browser:  one headless Chromium (Debian's headless shell when present).
- page:     a new page per test, its base_url set, so page.goto("/") works. It opens in
            the worker's warm context (below) with the origin's storage cleared, or, for
            a test marked first_visit, in a fresh context of its own. Its media ask for
            reduced motion (below), but for a test marked motion.
- warm:     one context per worker in which a first page has booted the engine, so that
            the service worker controls the origin and keeps the engine's snapshot: each
            later page there starts the way a returning player's does (about 2 CPU-s)
            instead of booting Python (about 5). What a test changes is cleared before
            the next one: the origin's storage (all but the service worker and its
            caches, which every page of this build shares as they are), the test's pages.
            A test that needs a first visit, intercepts requests (page.route does not see
            what a service worker answers) or changes the caches is marked first_visit.
- motion:   the table's animations (style.css: 150-300 ms a move, none under
            prefers-reduced-motion) cost more CPU than anything else in a game played
            through: each moving card is drawn again in software, frame by frame, and
            Playwright waits for it to stand still before clicking it. So the suite's
            pages ask for reduced motion, and the tests marked motion ask for none: those of
            the animations and of the sounds (silent under reduced motion), and one whole
            game (test_table.py) played as most people see it.
- watch:    what the page did wrong: watch.console_errors (console errors and uncaught
            exceptions, from the page and its workers), watch.foreign_requests (every
            request that left the page's origin).
A failing test leaves a screenshot in e2e/artifacts/.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, BrowserContext, ConsoleMessage, Page, Request, sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
import build  # noqa: E402

from browser_helpers import wait_until_snapshot_kept  # noqa: E402

ARTIFACTS = ROOT / "e2e" / "artifacts"


@dataclass
class Watch:
    origin: str
    console_errors: list[str] = field(default_factory=list)
    foreign_requests: list[str] = field(default_factory=list)

    def on_console(self, message: ConsoleMessage) -> None:
        if message.type == "error":
            self.console_errors.append(message.text)

    def on_page_error(self, error: Any) -> None:
        self.console_errors.append(f"uncaught: {error}")

    def on_request(self, request: Request) -> None:
        if not request.url.startswith((self.origin, "data:", "blob:")):
            self.foreign_requests.append(request.url)

    def open(self, browser: Browser, **context_options: Any) -> tuple[BrowserContext, Page]:
        """A new context and page whose requests, console (the page's and its workers')
        and uncaught errors this watch records."""
        context = browser.new_context(**context_options)
        context.on("request", self.on_request)
        context.on("console", self.on_console)
        page = context.new_page()
        page.on("pageerror", self.on_page_error)
        return context, page


# Origin storage cleared between the tests that share the warm context: everything but
# "cache_storage" and "service_workers" (CDP Storage.clearDataForOrigin's names).
CLEARED_STORAGE = "cookies,file_systems,indexeddb,local_storage,shader_cache,websql"


class WarmContext:
    """The worker's shared context (see the module); its events go to the current test's watch."""

    def __init__(self, browser: Browser, base_url: str) -> None:
        self.base_url = base_url
        self.context = browser.new_context(base_url=base_url, reduced_motion="reduce")
        self.watch: Watch | None = None
        self.context.on("request", self.on_request)
        self.context.on("console", self.on_console)
        first = self.context.new_page()
        first.goto("/")
        first.wait_for_selector('html[data-ready="1"]', state="attached", timeout=90_000)
        first.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=60_000)
        # worker.js keeps the snapshot a second after the engine is ready. (Not by
        # wait_for_function: it took the promise caches.match gives for a truthy value, so
        # this page closed before keeping one, and the first test's page booted Python.)
        wait_until_snapshot_kept(first)
        first.close()

    def on_request(self, request: Request) -> None:
        if self.watch is not None:
            self.watch.on_request(request)

    def on_console(self, message: ConsoleMessage) -> None:
        if self.watch is not None:
            self.watch.on_console(message)

    def open(self, watch: Watch) -> Page:
        """A new page for the test that `watch` watches, on storage as a new visitor's."""
        page = self.context.new_page()
        cdp = self.context.new_cdp_session(page)  # this context's storage (a browser session's is another's)
        cdp.send("Storage.clearDataForOrigin", {"origin": self.base_url.rstrip("/"), "storageTypes": CLEARED_STORAGE})
        cdp.detach()
        self.watch = watch
        page.on("pageerror", watch.on_page_error)
        return page

    def close_pages(self) -> None:
        """Close every page the test opened (a second tab too); its events are no longer watched."""
        for page in self.context.pages:
            page.close()
        self.watch = None


def pytest_configure(config: pytest.Config) -> None:
    # In the main process only: xdist's workers start later and share the one dist/.
    if not hasattr(config, "workerinput") and not os.environ.get(build.DIST_BUILT):
        build.build()


@pytest.fixture(scope="session")
def base_url() -> Iterator[str]:
    server, url = build.serve_in_background(build.DIST)
    yield url
    server.shutdown()
    server.server_close()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    with sync_playwright() as playwright:
        chromium = build.launch_chromium(playwright)
        yield chromium
        chromium.close()


@pytest.fixture(scope="session")
def warm(browser: Browser, base_url: str) -> WarmContext:
    return WarmContext(browser, base_url)


@pytest.fixture
def watch(base_url: str) -> Watch:
    return Watch(origin=base_url)


@pytest.fixture
def page(browser: Browser, base_url: str, watch: Watch, request: pytest.FixtureRequest) -> Iterator[Page]:
    first_visit = request.node.get_closest_marker("first_visit") is not None
    if first_visit:
        context, page = watch.open(browser, base_url=base_url, reduced_motion="reduce")
    else:
        shared: WarmContext = request.getfixturevalue("warm")
        page = shared.open(watch)
    if request.node.get_closest_marker("motion") is not None:
        page.emulate_media(reduced_motion="no-preference")
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    if first_visit:
        context.close()
    else:
        shared.close_pages()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.report_call = report  # type: ignore[attr-defined]
    return report

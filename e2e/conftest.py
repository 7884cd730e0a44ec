"""Session fixtures for the e2e suite, without the pytest-playwright plugin.

- base_url: dist/, built once per run (build.build(), unless build.py test has built it
            already), served on a free 127.0.0.1 port (by each worker under pytest-xdist).
- browser:  one headless Chromium (Debian's /usr/bin/chromium when present).
- page:     a fresh browser context per test, its base_url set, so page.goto("/") works.
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


@pytest.fixture
def watch(base_url: str) -> Watch:
    return Watch(origin=base_url)


@pytest.fixture
def page(browser: Browser, base_url: str, watch: Watch, request: pytest.FixtureRequest) -> Iterator[Page]:
    context, page = watch.open(browser, base_url=base_url)
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(ARTIFACTS / f"{request.node.name}.png"), full_page=True)
    context.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.report_call = report  # type: ignore[attr-defined]
    return report

"""Fixtures of the Firefox lane: a thin set of the real paths of the page in headless
Firefox (Selenium, buildtools/firefox.py), played with the Chromium suite's helpers
(e2e/, on the path) through firefox_page.FirefoxPage.

- firefox: one headless Firefox for the whole run (a Firefox session costs some 4 s to
           start); every test is skipped, saying why, where no Firefox can be driven.
- site:    dist/ served on a port of the test's own, so each test is a new origin: its
           storage, service worker and caches start empty, in the one browser.
- page:    the Firefox at that site, as a Playwright Page (WatchedPage) that collects the
           errors of the page and its workers (console.error and uncaught exceptions, a
           request the page's Content-Security-Policy refused among them): page.assert_clean().
A failing test leaves a screenshot in e2e/artifacts/.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]
import build  # noqa: E402
from buildtools.firefox import firefox_missing, launch_firefox  # noqa: E402

from browser_helpers import Site  # noqa: E402
from firefox_page import FirefoxPage  # noqa: E402

ARTIFACTS = ROOT / "e2e" / "artifacts"
MISSING = firefox_missing()


class WatchedPage(FirefoxPage):
    """A FirefoxPage that collects the errors of what it opens (errors), until close()."""

    def __init__(self, driver: Any, base_url: str) -> None:
        super().__init__(driver, base_url)
        self.errors: list[str] = []
        self.handlers = (
            driver.script.add_console_message_handler(self.on_log),
            driver.script.add_javascript_error_handler(self.on_log),
        )

    def on_log(self, entry: Any) -> None:
        if entry.level == "error":
            self.errors.append(entry.text)

    def assert_clean(self) -> None:
        assert self.errors == [], self.errors

    def close(self) -> None:
        """Leave the page (its workers end with it), then stop collecting its errors."""
        self.driver.get("about:blank")
        console, errors = self.handlers
        self.driver.script.remove_console_message_handler(console)
        self.driver.script.remove_javascript_error_handler(errors)


def pytest_configure(config: pytest.Config) -> None:
    if MISSING is None and not os.environ.get(build.DIST_BUILT):
        build.build()


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    if MISSING is not None:
        print(f"\nFirefox lane skipped: {MISSING}", flush=True)
        for item in items:
            item.add_marker(pytest.mark.skip(reason=f"Firefox lane skipped: {MISSING}"))


@pytest.fixture(scope="session")
def firefox() -> Iterator[Any]:
    driver = launch_firefox()
    yield driver
    driver.quit()


@pytest.fixture
def site() -> Iterator[Site]:
    site = Site(build.DIST)
    yield site
    site.stop()


@pytest.fixture
def page(firefox: Any, site: Site, request: pytest.FixtureRequest) -> Iterator[FirefoxPage]:
    page = WatchedPage(firefox, site.url)
    yield page
    report = getattr(request.node, "report_call", None)
    if report is not None and report.failed:
        ARTIFACTS.mkdir(parents=True, exist_ok=True)
        firefox.save_screenshot(str(ARTIFACTS / f"firefox-{request.node.name}.png"))
    page.close()


@pytest.hookimpl(wrapper=True, tryfirst=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.when == "call":
        item.report_call = report  # type: ignore[attr-defined]
    return report

"""What the e2e tests of every table share: opening the page until it is usable,
waiting until a table settles, and the check that the page stayed clean."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Page

READY = 'html[data-ready="1"]'
BOOT_MS = 90_000
GAME_KEY = "house-rules:v1:game"
CORNER = {"x": 10, "y": 16}  # in a crowded hand the next card covers the middle


def assert_clean(watch: Any) -> None:
    assert watch.foreign_requests == [], watch.foreign_requests
    assert watch.console_errors == [], watch.console_errors


def open_page(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=BOOT_MS)


def settle_on(page: Page, table: str, settled: str) -> str:
    """Wait until `table` matches the selector `settled`; its data-await then."""
    page.wait_for_selector(settled, state="attached", timeout=30_000)
    return page.get_attribute(table, "data-await") or ""

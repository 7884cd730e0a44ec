"""What the e2e tests of every table share, in Chromium and in Firefox (e2e_firefox/):
opening the page until it is usable, waiting until a table settles, the check that the
page stayed clean, the engine's snapshot (kept, restored), and a server of dist/ that
can be stopped (offline) and started again."""

from __future__ import annotations

import threading
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import Page

import build

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


KEPT_SNAPSHOT = 'caches.match("engine-snapshot.bin")'  # worker.js's SNAPSHOT


def engine_restored(page: Page) -> bool:
    """Whether this page's engine began from the snapshot kept in the cache."""
    return bool(page.evaluate("import('./engine-start.js').then((m) => m.engine.restored)"))


def wait_until_snapshot_kept(page: Page) -> None:
    """Until the cache holds a snapshot of Pyodide's (whose first bytes are 0 s n p)."""
    deadline = time.monotonic() + 30
    is_snapshot = (
        KEPT_SNAPSHOT + ".then(async (kept) => kept !== undefined"
        " && new Uint8Array(await kept.arrayBuffer(), 0, 4).join() === '0,115,110,112')"
    )
    while not page.evaluate(is_snapshot):
        assert time.monotonic() < deadline, "no snapshot of the engine was kept"
        time.sleep(0.1)


class Site:
    """A server of root (a copy of dist/, or dist/ itself) on a port of its own, which can
    be stopped, to take the network away, and started again on that port. A new Site is
    a new origin: its storage, service worker and caches start empty."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.server: Any = None
        self.port = 0
        self.start()

    def start(self) -> None:
        self.server = build.make_server(self.root, self.port)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return build.url_of(self.server)

"""Page-load figures in headless Chromium: the table next to a bare Pyodide boot."""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path
from typing import Any, Iterator
from contextlib import contextmanager

from playwright.sync_api import Error as PlaywrightError, Page, sync_playwright

import build

READY = 'html[data-ready="1"]'
READY_TIMEOUT_MS = 60_000


@contextmanager
def bare_site() -> Iterator[Path]:
    """A temporary root: bench/bare/ and a link to dist/pyodide/."""
    with tempfile.TemporaryDirectory(prefix="house-rules-bare-") as folder:
        root = Path(folder)
        shutil.copytree(Path(__file__).parent / "bare", root, dirs_exist_ok=True)
        (root / "pyodide").symlink_to(build.DIST / "pyodide", target_is_directory=True)
        yield root


def time_to_ready(page: Page, url: str) -> float | None:
    """Seconds from navigation until html[data-ready="1"]; None if it never came."""
    start = time.perf_counter()
    try:
        response = page.goto(url, wait_until="commit")
        if response is None or not response.ok:
            print(f"bench: {url} answered {response.status if response else 'nothing'}")
            return None
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
    except PlaywrightError as error:
        print(f"bench: {url} not ready: {error.message.splitlines()[0]}")
        return None
    return time.perf_counter() - start


def measure(browser: Any, root: Path) -> dict[str, float | None]:
    """Cold (new context) and warm (second navigation) load of root's index.html."""
    if not (root / "index.html").exists():
        print(f"bench: no {root / 'index.html'} yet")
        return {"cold": None, "warm": None, "bytes": None}
    server, url = build.serve_in_background(root)
    context = browser.new_context()
    try:
        page = context.new_page()
        cold = time_to_ready(page, url)
        first_visit_bytes = server.bytes_sent  # type: ignore[attr-defined]
        warm = time_to_ready(page, url) if cold is not None else None
    finally:
        context.close()
        server.shutdown()
        server.server_close()
    return {"cold": cold, "warm": warm, "bytes": first_visit_bytes}


def page_loads() -> dict[str, dict[str, float | None]]:
    with sync_playwright() as playwright, bare_site() as bare:
        browser = build.launch_chromium(playwright)
        try:
            return {"table": measure(browser, build.DIST), "bare": measure(browser, bare)}
        finally:
            browser.close()

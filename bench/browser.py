"""Page-load figures in headless Chromium and headless Firefox: the table next to a bare
Pyodide boot, in each browser."""

from __future__ import annotations

import shutil
import statistics
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from playwright.sync_api import Error as PlaywrightError, Page, sync_playwright

from buildtools.browser import chromium_options
from buildtools.files import DIST
from buildtools.firefox import evaluate, firefox_missing, launch_firefox
from buildtools.installs import fetch_pyodide
from buildtools.server import serve_in_background
from buildtools.stdlib import full_stdlib

READY = 'html[data-ready="1"]'
# What visit_twice measures of a site (see there); None where a load failed.
FIGURES = ("cold", "warm", "bytes", "own_bytes")
NOTHING: dict[str, float | None] = dict.fromkeys(FIGURES)
READY_TIMEOUT_MS = 60_000
# A new profile's browser is busy setting itself up for a moment: the cold visit waits
# that out, so that it does not depend on how soon a page starts its heavy work.
PROFILE_SETTLE_SECONDS = 2.0


@contextmanager
def bare_site() -> Iterator[Path]:
    """A temporary root: bench/bare/ and pyodide/, links to dist/pyodide/'s files (with
    their brotli copies, as a site would serve them) and to the standard library as
    Pyodide ships it, in full (python_stdlib.zip, which Pyodide loads by default)."""
    with tempfile.TemporaryDirectory(prefix="house-rules-bare-") as folder:
        root = Path(folder)
        shutil.copytree(Path(__file__).parent / "bare", root, dirs_exist_ok=True)
        (root / "pyodide").mkdir()
        for served in (DIST / "pyodide").iterdir():
            (root / "pyodide" / served.name).symlink_to(served)
        stdlib = full_stdlib(fetch_pyodide())
        (root / "pyodide" / stdlib.name).symlink_to(stdlib)
        yield root


# The moment the page marks itself ready, by the page's own clock (milliseconds since its
# navigation began): Playwright's waiting polls at intervals growing to 500 ms, too coarse
# for the difference between two page loads of 2 s.
CLOCK = """
new MutationObserver((changes, observer) => {
  if (document.documentElement?.dataset.ready === "1") {
    globalThis.__readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-ready"] });
"""


def time_to_ready(page: Page, url: str) -> float | None:
    """Seconds from navigation until html[data-ready="1"]; None if it never came."""
    try:
        response = page.goto(url, wait_until="commit")
        if response is None or not response.ok:
            print(f"bench: {url} answered {response.status if response else 'nothing'}")
            return None
        page.wait_for_selector(READY, state="attached", timeout=READY_TIMEOUT_MS)
        return float(page.evaluate("globalThis.__readyAt")) / 1000
    except PlaywrightError as error:
        print(f"bench: {url} not ready: {error.message.splitlines()[0]}")
        return None


def wait_until_controlled(page: Any, seconds: float = 60.0) -> None:
    """Poll until a service worker controls the page (evaluate, not wait_for_function,
    whose string predicates the page's CSP refuses as eval)."""
    deadline = time.perf_counter() + seconds
    while not page.evaluate("navigator.serviceWorker.controller !== null"):
        if time.perf_counter() > deadline:
            raise TimeoutError("no service worker took control of the page")
        time.sleep(0.1)


# worker.js's SNAPSHOT: the booted engine, kept in the build's cache after a boot
KEPT_SNAPSHOT = 'caches.match("engine-snapshot.bin").then((kept) => kept !== undefined)'


def wait_until_settled(page: Any, seconds: float = 30.0) -> bool:
    """Poll until the first visit's work after its boot is done, as it is by a later
    visit: the service worker controls the page and a snapshot of the engine is kept.
    Whether it was kept in time."""
    wait_until_controlled(page, seconds)
    deadline = time.perf_counter() + seconds
    while not page.evaluate(KEPT_SNAPSHOT):
        if time.perf_counter() > deadline:
            return False
        time.sleep(0.1)
    return True


def visit_twice(playwright: Any, root: Path, server: Any, url: str) -> dict[str, float | None]:
    """two_visits in Chromium, in a new profile on disk, as a person's is: an incognito
    context (Playwright's new_context) keeps no compiled code, so its warm start would not
    show what a later visit does."""
    with tempfile.TemporaryDirectory(prefix="house-rules-profile-") as profile:
        context = playwright.chromium.launch_persistent_context(profile, **chromium_options(whole=True))
        context.add_init_script(CLOCK)
        try:
            page = context.new_page()
            return two_visits(page, lambda address: time_to_ready(page, address), root, server, url)
        finally:
            context.close()


class FirefoxTab:
    """What two_visits asks of a page (evaluate), of a Selenium Firefox."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def evaluate(self, script: str) -> Any:
        return evaluate(self.driver, script)


def firefox_time_to_ready(driver: Any, url: str) -> float | None:
    """time_to_ready in Firefox: the page's own clock, read once it is ready."""
    from selenium.common.exceptions import WebDriverException

    tab = FirefoxTab(driver)
    try:
        driver.get(url)
        deadline = time.perf_counter() + READY_TIMEOUT_MS / 1000
        while (ready := tab.evaluate("globalThis.__readyAt ?? null")) is None:
            if time.perf_counter() > deadline:
                print(f"bench: {url} not ready in Firefox")
                return None
            time.sleep(0.02)
        return float(ready) / 1000
    except WebDriverException as error:
        print(f"bench: {url} not ready in Firefox: {error.msg}")
        return None


def firefox_visit_twice(root: Path, server: Any, url: str) -> dict[str, float | None]:
    """two_visits in a new Firefox (Selenium gives each session a new profile on disk)."""
    driver = launch_firefox()
    try:
        driver.script.pin(f"() => {{{CLOCK}}}")
        return two_visits(FirefoxTab(driver), lambda address: firefox_time_to_ready(driver, address), root, server, url)
    finally:
        driver.quit()


def two_visits(
    page: Any, load: Callable[[str], float | None], root: Path, server: Any, url: str
) -> dict[str, float | None]:
    """A cold load of root's index.html (load: its seconds to ready) in a new profile, and a
    warm one (a second navigation, once a service worker has cached the build and the
    engine a snapshot of itself), the bytes the first visit transferred (the service
    worker's caching included), and those of them outside pyodide/ (own_bytes: beyond
    Pyodide's files and micropip)."""
    time.sleep(PROFILE_SETTLE_SECONDS)
    server.bytes_sent = server.pyodide_bytes_sent = 0
    cold = load(url)
    if cold is None:
        return dict(NOTHING)
    if (root / "sw.js").exists() and not wait_until_settled(page):  # a warm start is a later visit
        print("bench: no snapshot of the engine was kept before the warm visit")
    sent, own = server.bytes_sent, server.bytes_sent - server.pyodide_bytes_sent
    return {"cold": cold, "warm": load(url), "bytes": sent, "own_bytes": own}


Visit = Callable[[Path, Any, str], dict[str, float | None]]


def measure(visit: Visit, roots: dict[str, Path], repeats: int) -> dict[str, dict[str, float | None]]:
    """visit each root, repeats times, taking turns (so that a change in the machine's
    load touches every root alike); the medians."""
    servers = {name: serve_in_background(root) for name, root in roots.items()}
    runs: dict[str, list[dict[str, float | None]]] = {name: [] for name in roots}
    try:
        for _ in range(repeats):
            for name, root in roots.items():
                runs[name].append(visit(root, *servers[name]))
    finally:
        for server, _ in servers.values():
            server.shutdown()
            server.server_close()
    return {name: {key: median([run[key] for run in done]) for key in FIGURES} for name, done in runs.items()}


def median(values: list[float | None]) -> float | None:
    return None if None in values else statistics.median(v for v in values if v is not None)


def page_loads(repeats: int) -> dict[str, dict[str, dict[str, float | None]]]:
    """The figures of the table and of the bare boot, by browser ("Chromium", "Firefox");
    a browser that cannot be driven here is left out, with a line that says why."""
    if not (DIST / "index.html").exists():
        print(f"bench: no {DIST / 'index.html'} yet")
        return {"Chromium": {name: dict(NOTHING) for name in ("table", "bare")}}
    with sync_playwright() as playwright, bare_site() as bare:
        roots = {"table": DIST, "bare": bare}
        loads = {"Chromium": measure(lambda *site: visit_twice(playwright, *site), roots, repeats)}
        missing = firefox_missing()
        if missing is None:
            loads["Firefox"] = measure(firefox_visit_twice, roots, repeats)
        else:
            print(f"bench: page loads in Firefox skipped: {missing}")
        return loads

"""First visits on throttled networks: the table next to a bare Pyodide boot (bench/browser.py's
sites), each load in a new profile with Chromium's network emulation set through the
DevTools protocol to one of its developer tools' profiles."""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

from bench.browser import CLOCK, PROFILE_SETTLE_SECONDS, bare_site, time_to_ready
from buildtools.browser import chromium_options
from buildtools.files import DIST
from buildtools.server import serve_in_background


def profile(megabits_down: float, megabits_up: float, latency_ms: float) -> dict[str, float]:
    """Network.emulateNetworkConditions' parameters for a profile as DevTools defines it:
    its throughputs at 90% of the nominal ones, in bytes per second."""
    return {
        "latency": latency_ms,
        "downloadThroughput": megabits_down * 1e6 / 8 * 0.9,
        "uploadThroughput": megabits_up * 1e6 / 8 * 0.9,
    }


# DevTools' "Fast 4G" and "Slow 4G" (its latencies already multiplied by 2.75 and 3.75, as
# its presets are, for the round trips a page's requests take beyond one)
NETWORKS = {"Fast 4G": profile(9, 1.5, 60 * 2.75), "Slow 4G": profile(1.6, 0.75, 150 * 3.75)}


def first_visit(playwright: Any, server: Any, url: str, conditions: dict[str, float]) -> tuple[float | None, int]:
    """Seconds to the ready table (None if it never came) of a first visit in a new profile
    on the network `conditions`, and the bytes the server sent until then."""
    with tempfile.TemporaryDirectory(prefix="house-rules-profile-") as folder:
        context = playwright.chromium.launch_persistent_context(folder, **chromium_options(whole=True))
        context.add_init_script(CLOCK)
        try:
            page = context.new_page()
            session = context.new_cdp_session(page)
            session.send("Network.enable")
            session.send("Network.emulateNetworkConditions", {"offline": False, **conditions})
            time.sleep(PROFILE_SETTLE_SECONDS)
            server.bytes_sent = server.pyodide_bytes_sent = 0
            seconds = time_to_ready(page, url)
            return seconds, server.bytes_sent
        finally:
            context.close()


def throttled_loads(repeats: int) -> dict[str, dict[str, tuple[float | None, float]]]:
    """For each network, each site's median seconds to ready and bytes, over `repeats`
    first visits taking turns (so that a change in the machine's load touches both alike)."""
    results: dict[str, dict[str, tuple[float | None, float]]] = {}
    with sync_playwright() as playwright, bare_site() as bare:
        roots: dict[str, Path] = {"table": DIST, "bare": bare}
        servers = {name: serve_in_background(root) for name, root in roots.items()}
        try:
            for network, conditions in NETWORKS.items():
                runs: dict[str, list[tuple[float | None, int]]] = {name: [] for name in roots}
                for _ in range(repeats):
                    for name, (server, url) in servers.items():
                        runs[name].append(first_visit(playwright, server, url, conditions))
                results[network] = {name: medians(done) for name, done in runs.items()}
        finally:
            for server, _ in servers.values():
                server.shutdown()
                server.server_close()
    return results


def medians(runs: list[tuple[float | None, int]]) -> tuple[float | None, float]:
    times = [seconds for seconds, _ in runs]
    seconds = None if None in times else statistics.median(t for t in times if t is not None)
    return seconds, statistics.median(sent for _, sent in runs)

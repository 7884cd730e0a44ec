"""The game in another site's page (issue #7). The site, on another origin (localhost
against the game's 127.0.0.1) with a strict CSP of its own:

- loads embed.js from the game's origin; the <house-rules> element's iframe plays a whole
  game and saves it under keys of its own (in the storage the browser partitions for a
  frame of another site), a reload of the site resumes it, and the end of the game
  reaches the site as a DOM event, from that iframe only;
- frames the page in a sandboxed iframe without allow-same-origin (an opaque origin: no
  storage, no worker): the game plays, in the page, and says that it is not being saved.
"""

from __future__ import annotations

import http.server
import json
import shutil
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import Browser, Frame, Page

import build

from conftest import Watch

READY = 'html[data-ready="1"]'
SETTLED = '#table[data-await="you"], #table[data-await="over"]'
BOOT_MS = 90_000

# Seed 19: a short two-seat game (22 turns of the person's, against 53 and 56 for seeds 3 and 5).
SANDBOXED_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A site with a sandboxed card game</title>
<link rel="icon" href="icon.png">
<script type="module" src="sandboxed.js"></script>
</head><body>
<iframe sandbox="allow-scripts" title="House Rules" width="900" height="720"
        src="{app}index.html?game=idiot&amp;seats=2&amp;seed=19&amp;delay=0&amp;embed=1"></iframe>
</body></html>
"""
# What README tells a site that sandboxes the frame: its messages come from origin "null",
# so check where they come from instead.
SANDBOXED_JS = """
window.addEventListener("message", (event) => {
  const frame = document.querySelector("iframe");
  if (event.source !== frame.contentWindow || event.origin !== "null") return;
  if (event.data && event.data.type === "house-rules:over") document.body.dataset.over = JSON.stringify(event.data);
});
"""
HOST_HTML = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A site with a card game</title>
<script type="module" src="host.js"></script>
<link rel="icon" href="icon.png">
<script src="{app}embed.js" defer></script>
</head><body>
<h1>Our cards corner</h1>
<house-rules game="idiot" seats="2" lang="pl" seed="19" delay="0" height="720px"></house-rules>
</body></html>
"""
HOST_JS = """
document.addEventListener("house-rules:ready", () => { document.body.dataset.ready = "1"; });
const overs = [];  // every end the element reports, so that a forged one is not overwritten by the real one
document.addEventListener("house-rules:over", (event) => {
  overs.push(event.detail);
  document.body.dataset.over = JSON.stringify(overs);
});
// The test's marker, posted after a message it forges: messages arrive in order, so once
// the marker is here the element has had the forged one and relayed it or not.
window.addEventListener("message", (event) => {
  if (event.source === window && event.data === "test:after-forged") document.body.dataset.forgedSeen = "1";
});
"""


def host_csp(app: str) -> str:
    """What README's "Embedding" tells a site to send: its own policy plus the game's origin."""
    origin = app.rstrip("/")
    return f"default-src 'self'; script-src 'self' {origin}; frame-src {origin}; object-src 'none'; base-uri 'none'"


@pytest.fixture
def host(base_url: str, tmp_path: Path) -> Iterator[str]:
    (tmp_path / "host.html").write_text(HOST_HTML.format(app=base_url))
    (tmp_path / "host.js").write_text(HOST_JS)
    (tmp_path / "sandboxed.html").write_text(SANDBOXED_HTML.format(app=base_url))
    (tmp_path / "sandboxed.js").write_text(SANDBOXED_JS)
    shutil.copy2(build.DIST / "icon-192.png", tmp_path / "icon.png")
    handler_class = type("HostHandler", (build.Handler,), {"csp": host_csp(base_url)})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), lambda *a: handler_class(*a, directory=str(tmp_path)))
    server.bytes_sent = 0  # type: ignore[attr-defined]
    server.quiet = True  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield f"http://localhost:{server.server_port}/"
    server.shutdown()
    server.server_close()


@pytest.fixture
def host_page(browser: Browser, base_url: str, host: str) -> Iterator[tuple[Page, Watch]]:
    watch = Watch(origin=base_url)
    context, page = watch.open(browser)
    yield page, watch
    context.close()


def take_turn(frame: Frame) -> None:
    """One move: ready; else the first playable card; else take the pile or risk."""
    if frame.get_attribute("#table", "data-phase") == "setup":
        frame.click("#act-ready")
        return
    cards = frame.locator(
        '#hand button.card:not([aria-disabled="true"]), #slots button[data-zone="visible"]:not([aria-disabled="true"])'
    )
    hidden = frame.locator('#slots button[data-zone="hidden"]:not([aria-disabled="true"])')
    if cards.count():
        cards.first.click(position={"x": 10, "y": 16})
        frame.click("#act-play")
    elif hidden.count():
        hidden.first.click()
    elif frame.locator("#act-take").is_visible():
        frame.click("#act-take")
    else:
        frame.click("#act-risk")


def settle(frame: Frame) -> str:
    frame.wait_for_selector(SETTLED, state="attached", timeout=30_000)
    return frame.get_attribute("#table", "data-await") or ""


def saved_keys(frame: Frame) -> list[str]:
    return sorted(frame.evaluate("Object.keys(localStorage)"))


def test_embedded_game_saves_plays_to_the_end_and_tells_the_site(
    host_page: tuple[Page, Watch], host: str, base_url: str
) -> None:
    page, watch = host_page
    page.goto(host + "host.html")
    frame = embedded_frame(page, base_url)
    assert "embed=1" in frame.url and "lang=pl" in frame.url and "host=http%3A%2F%2Flocalhost" in frame.url
    page.wait_for_selector('body[data-ready="1"]', state="attached", timeout=10_000)

    # Saved under keys of its own, and a reload of the site resumes the game.
    settle(frame)
    take_turn(frame)
    settle(frame)
    assert saved_keys(frame) == ["embed:house-rules:v1:game", "embed:house-rules:v1:settings"]
    assert frame.text_content("#save-notice") == ""
    save = frame.evaluate("localStorage.getItem('embed:house-rules:v1:game')")
    hand = frame.locator("#hand button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))")
    page.reload()
    frame = embedded_frame(page, base_url)
    settle(frame)
    assert frame.evaluate("localStorage.getItem('embed:house-rules:v1:game')") == save
    assert frame.locator("#hand button").evaluate_all("els => els.map(e => e.getAttribute('aria-label'))") == hand

    # A message from anywhere but the iframe is not relayed.
    page.evaluate(
        "window.postMessage({type: 'house-rules:over', result: 'forged'}, '*');"
        "window.postMessage('test:after-forged', '*')"
    )
    page.wait_for_selector("body[data-forged-seen]", state="attached", timeout=10_000)
    assert page.get_attribute("body", "data-over") is None
    play_to_the_end(frame)
    page.wait_for_selector("body[data-over]", state="attached", timeout=10_000)
    overs: list[dict[str, Any]] = json.loads(page.get_attribute("body", "data-over") or "[]")
    assert len(overs) == 1, overs  # the real end, once
    over = overs[0]
    assert over["type"] == "house-rules:over"
    assert over["game"] == "idiot" and over["seat"] == 0
    assert sorted(over["result"]["ranking"]) == [0, 1]

    foreign = [url for url in watch.foreign_requests if not url.startswith(host)]
    assert foreign == []
    assert watch.console_errors == [], watch.console_errors


def test_sandboxed_frame_plays_without_saving_and_says_so(
    host_page: tuple[Page, Watch], host: str, base_url: str
) -> None:
    page, watch = host_page
    page.goto(host + "sandboxed.html")
    frame = page.wait_for_selector("iframe", state="attached").content_frame()
    assert frame is not None
    frame.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    assert frame.evaluate("self.origin") == "null"  # opaque: no storage, no worker of this site
    assert page.workers == []  # the engine runs in the frame's page
    play_to_the_end(frame)
    assert frame.text_content("#save-notice") == "Not being saved: this browser's storage is unavailable."
    assert frame.is_visible("#end")
    page.wait_for_selector("body[data-over]", state="attached", timeout=10_000)
    assert json.loads(page.get_attribute("body", "data-over") or "{}")["game"] == "idiot"

    foreign = [url for url in watch.foreign_requests if not url.startswith(host)]
    assert foreign == []
    assert watch.console_errors == [], watch.console_errors


def embedded_frame(page: Page, base_url: str) -> Frame:
    """The <house-rules> element's iframe, once the game in it is ready."""
    element = page.wait_for_selector("house-rules iframe", state="attached")
    assert (element.bounding_box() or {}).get("height") == 720
    frame = element.content_frame()
    assert frame is not None and frame.url.startswith(base_url + "index.html?")
    frame.wait_for_selector(READY, state="attached", timeout=BOOT_MS)
    return frame


def play_to_the_end(frame: Frame) -> None:
    moves = 0
    while settle(frame) == "you":
        take_turn(frame)
        moves += 1
        assert moves < 400, "the game does not end"

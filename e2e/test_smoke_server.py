"""The e2e fixtures and the server work: types, CSP, gzip, an offline micropip, and the
warm context's pages starting as a returning player's do."""

from __future__ import annotations

import hashlib
import json
import urllib.error
import urllib.request
from email.message import Message

import pytest
from playwright.sync_api import Page

import build

from browser_helpers import engine_restored, open_page


def fetch(url: str, gzip: bool = False, encodings: str = "") -> tuple[Message, bytes]:
    headers = {"Accept-Encoding": encodings or ("gzip" if gzip else "identity")}
    with urllib.request.urlopen(urllib.request.Request(url, headers=headers)) as response:
        return response.headers, response.read()


def test_lock_names_the_shipped_micropip(base_url: str) -> None:
    headers, body = fetch(base_url + "pyodide/pyodide-lock.json")
    assert headers["Content-Type"] == "application/json"
    assert headers["Content-Security-Policy"] == build.CSP
    micropip = json.loads(body)["packages"]["micropip"]
    _, wheel = fetch(base_url + "pyodide/" + micropip["file_name"])
    assert hashlib.sha256(wheel).hexdigest() == micropip["sha256"]
    # the lock the worker hands loadPyodide (version.js's LOCK): micropip's entry alone
    _, version = fetch(base_url + "version.js")
    lock = json.loads(version.decode().split("export const LOCK = ")[1].split(";\n")[0])
    assert lock["packages"] == {"micropip": micropip}
    assert lock["info"] == json.loads(body)["info"]


def test_types_and_gzip(base_url: str) -> None:
    headers, _ = fetch(base_url + "pyodide/pyodide.asm.wasm", gzip=True)
    assert headers["Content-Type"] == "application/wasm"
    assert headers["Content-Encoding"] == "gzip"
    headers, _ = fetch(base_url + "pyodide/pyodide.mjs")
    assert headers["Content-Type"].startswith("text/javascript")
    headers, body = fetch(base_url + "version.js")
    assert b"export const WHEEL" in body
    assert headers["Access-Control-Allow-Origin"] == "*"  # for a sandboxed frame's opaque origin


def test_brotli_where_it_pays(base_url: str) -> None:
    wheel = next(build.DIST.glob("*.whl")).name
    stdlib = "pyodide/python_stdlib.trimmed.zip"  # a zip of stored files, as the wheel is
    for name in ("main.js", wheel, "pyodide/pyodide.asm.wasm", stdlib):
        headers, body = fetch(base_url + name, encodings="gzip, deflate, br, zstd")
        assert headers["Content-Encoding"] == "br", name
        assert len(body) < 0.9 * (build.DIST / name).stat().st_size, name
    with pytest.raises(urllib.error.HTTPError) as missing:  # Pyodide's own library is not served
        fetch(base_url + "pyodide/python_stdlib.zip")
    assert missing.value.code == 404


def test_page_fixture_sees_the_server(page: Page, watch: object) -> None:
    response = page.goto("/pyodide/pyodide-lock.json")
    assert response is not None and response.ok
    assert response.headers["content-security-policy"] == build.CSP
    assert watch.console_errors == []  # type: ignore[attr-defined]
    assert watch.foreign_requests == []  # type: ignore[attr-defined]


def test_a_page_in_the_warm_context_starts_from_the_kept_snapshot(page: Page, watch: object) -> None:
    # (conftest.py: the first page keeps it; each test's page restores it, at about a third
    # of a boot's CPU, unless the test is marked first_visit)
    open_page(page, "/?delay=0")
    assert engine_restored(page)
    assert watch.console_errors == []  # type: ignore[attr-defined]

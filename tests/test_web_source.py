"""The shell never turns data into markup: no innerHTML and its kin anywhere in web/.

Names, imported text and engine messages are shown with textContent, so a name like
<img src=x onerror=alert(1)> appears as those characters. ESLint enforces it on every
file of web/ (eslint.config.js's no-restricted-properties, no-eval, no-new-func; the
lint lane of python build.py test); this checks that the config does forbid each sink,
on a module it lints as if it were in web/. (Skipped inside Pyodide, where only tests/
is mounted, and where node_modules/ has no ESLint: python build.py test installs it.)
"""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ESLINT = ROOT / "node_modules" / ".bin" / "eslint"

SINKS = [
    "el.innerHTML = name;",
    "el.outerHTML = name;",
    'el["innerHTML"] = name;',
    'el.insertAdjacentHTML("beforeend", name);',
    "document.write(name);",
    "eval(name);",
    "new Function(name);",
]


@pytest.mark.skipif(not ESLINT.is_file(), reason="no ESLint in node_modules/ (npm ci; inside Pyodide)")
def test_eslint_forbids_markup_sinks_in_the_shell() -> None:
    lines = ["export function show(/** @type {HTMLElement} */ el, /** @type {string} */ name) {", *SINKS]
    lines += ["  el.textContent = name;", "}", ""]
    done = subprocess.run(
        [ESLINT, "--format", "json", "--stdin", "--stdin-filename", "web/planted.js"],
        check=False,  # exit 1: it found what it was given
        cwd=ROOT,
        input="\n".join(lines),
        capture_output=True,
        text=True,
        timeout=120,
    )
    messages = json.loads(done.stdout)[0]["messages"]
    flagged = {message["line"] for message in messages if message["severity"] == 2}
    assert flagged == set(range(2, 2 + len(SINKS))), messages  # each sink, and not textContent

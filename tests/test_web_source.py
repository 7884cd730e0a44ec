"""The shell never turns data into markup: no innerHTML and its kin anywhere in web/.

Names, imported text and engine messages are shown with textContent, so a name like
<img src=x onerror=alert(1)> appears as those characters. (Skipped inside Pyodide,
where only tests/ is mounted.)
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parent.parent / "web"
MARKUP_SINKS = re.compile(r"\.(innerHTML|outerHTML)\b|insertAdjacentHTML|document\.write|\beval\(|new Function\(")


@pytest.mark.skipif(not WEB.is_dir(), reason="web/ is not beside tests/ (inside Pyodide)")
def test_no_markup_sinks_in_the_shell() -> None:
    offenders = [
        f"{path.relative_to(WEB)}:{number}: {line.strip()}"
        for path in sorted(WEB.rglob("*.js"))
        for number, line in enumerate(path.read_text().splitlines(), start=1)
        if MARKUP_SINKS.search(line)
    ]
    assert offenders == []
    assert any(WEB.rglob("*.js"))  # the check did read the shell

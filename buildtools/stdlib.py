"""The page's own standard library: the files of Pyodide's python_stdlib.zip that the page's
Python needs, listed in buildtools/page-stdlib.txt and packed by the build into
dist/pyodide/ as PAGE_STDLIB, its members stored so that brotli spans them (served at
about a fifth of the full library's bytes). The full library stays in .cache/ (Pyodide's
npm package), for the Pyodide test lane and the benchmark's bare boot.

The list is a trace (`python build.py trace-stdlib`, a few minutes): Pyodide boots under
Node with the full library as the page boots it, the engine's tests run in it (recording
every engine.api call they make), tests/pyodide/drive_api.py replays those calls and plays
every game at every level; what sys.modules then holds, plus the imports those modules
make when they load (buildtools/stdlib_closure.py: every import outside a function, on
every branch but Windows' and __main__'s), is the list. Checked by tests/test_page_stdlib.py
(every standard module engine/ imports is listed) and by the Pyodide lane's last step,
which boots with exactly PAGE_STDLIB and drives engine.api again.
"""

from __future__ import annotations

import io
import zipfile
from pathlib import Path

from .files import ROOT, write_if_changed

PAGE_STDLIB = "python_stdlib.trimmed.zip"
LIST = ROOT / "buildtools" / "page-stdlib.txt"
HEADER = """\
# The files of Pyodide's python_stdlib.zip that dist/ serves (buildtools/stdlib.py).
# Written by `python build.py trace-stdlib`; review its changes as code.
"""
ZIP_DATE = (1980, 1, 1, 0, 0, 0)  # every member's: the same list makes the same bytes


def full_stdlib(pyodide: Path) -> Path:
    """The standard library as Pyodide ships it, in its unpacked npm package."""
    return pyodide / "python_stdlib.zip"


def listed_files() -> list[str]:
    lines = (line.strip() for line in LIST.read_text().splitlines())
    return [line for line in lines if line and not line.startswith("#")]


def write_page_stdlib(pyodide: Path, dest: Path) -> None:
    """dest: the listed files of the full library, stored (not deflated), in the list's order."""
    names = listed_files()
    with zipfile.ZipFile(full_stdlib(pyodide)) as full:
        missing = sorted(set(names) - set(full.namelist()))
        if missing:
            raise SystemExit(f"{LIST.name} names files Pyodide's library lacks: {', '.join(missing)}")
        members = [(name, full.read(name)) for name in names]
    packed = io.BytesIO()
    with zipfile.ZipFile(packed, "w", zipfile.ZIP_STORED) as out:
        for name, data in members:
            out.writestr(zipfile.ZipInfo(name, ZIP_DATE), data)
    if not (dest.exists() and dest.read_bytes() == packed.getvalue()):  # else its date stays
        dest.write_bytes(packed.getvalue())


def write_list(files: list[str]) -> None:
    """LIST, from a trace (buildtools/suites.py's trace_stdlib)."""
    write_if_changed(LIST, HEADER + "".join(f"{name}\n" for name in files))
    print(f"{LIST.relative_to(ROOT)}: {len(files)} files")

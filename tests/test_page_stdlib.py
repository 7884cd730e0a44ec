"""The page's own standard library (buildtools/stdlib.py) holds every standard module the
engine imports, and a module missing at run time is named in the engine's answer.

The list is a trace; this checks it against the engine's source, so that a new import
fails here, in CPython, before the Pyodide lane's replay on the page's library
(tests/pyodide/page_stdlib.mjs) or a page finds it missing. The cure is
`python build.py trace-stdlib`, which writes the list anew.
"""

from __future__ import annotations

import ast
import json
import sys
import zipfile
from pathlib import Path

import pytest

from engine import api

ROOT = Path(__file__).resolve().parent.parent
BUILDTOOLS = ROOT / "buildtools" / "stdlib.py"


def imported_modules(source: str) -> set[str]:
    """Every absolute import of a module (anywhere: inside functions too), with "a.b" for
    `from a import b`, which needs a/b.py when b is a module."""
    named: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            named.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            named.add(node.module)
            named.update(f"{node.module}.{alias.name}" for alias in node.names)
    return named


@pytest.mark.skipif(not BUILDTOOLS.is_file(), reason="buildtools/ is not beside tests/ (inside Pyodide)")
def test_every_standard_module_the_engine_imports_is_served() -> None:
    sys.path.insert(0, str(ROOT))
    from buildtools.installs import fetch_pyodide
    from buildtools.stdlib import LIST, full_stdlib, listed_files

    with zipfile.ZipFile(full_stdlib(fetch_pyodide())) as full:
        library = set(full.namelist())
    served = set(listed_files())
    missing = {}
    for path in sorted((ROOT / "engine").rglob("*.py")):
        for module in imported_modules(path.read_text()):
            stem = module.replace(".", "/")
            for file in (f"{stem}.py", f"{stem}/__init__.py"):
                if file in library and file not in served:  # (not in the library: built in, or engine's)
                    missing[file] = path.relative_to(ROOT).as_posix()
    assert not missing, (
        f"{LIST.relative_to(ROOT)} lacks what the engine imports (file: importer): {missing};"
        " run `python build.py trace-stdlib`"
    )


def test_a_module_missing_at_run_time_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    def lacking(ruleset: str) -> list[str]:
        raise ModuleNotFoundError("No module named 'fractions'", name="fractions")

    monkeypatch.setattr(api, "levels", lacking)
    answer = json.loads(api.rulesets())
    assert answer["error"]["code"] == "internal"
    assert "Python module fractions" in answer["error"]["message"]

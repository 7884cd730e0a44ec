"""The static checks of python build.py test (and python build.py lint), one suite each,
each failing the run on any finding:

- tsc: web/'s JavaScript type-checked from its JSDoc (checkJs, strict, no output), as
  three programs, for the three kinds of global scope: the page (tsconfig.page.json),
  the module Web Worker (tsconfig.worker.json) and the service worker (tsconfig.sw.json);
  tsconfig.json refers to the three for editors;
- ESLint (eslint.config.js): the recommended rules, and no markup made from data
  (innerHTML, outerHTML, insertAdjacentHTML, document.write, eval, new Function);
- Prettier --check (.prettierrc.json, .prettierignore);
- ruff check and ruff format --check ([tool.ruff] in pyproject.toml).

TypeScript, ESLint and Prettier come from npm at the exact versions of package-lock.json
(installs.ensure_node_modules), ruff from pip (installs.TEST_REQUIREMENTS).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from .files import ROOT
from .installs import NODE_MODULES

TSCONFIGS = ("tsconfig.page.json", "tsconfig.worker.json", "tsconfig.sw.json")


def lint_commands(python: Path) -> list[tuple[str, list[list[Any]]]]:
    """(suite name, its commands) of each check; python: the .venv's, which has ruff."""
    bin = NODE_MODULES / ".bin"
    return [
        ("tsc --noEmit (web/: page, worker, service worker)", [[bin / "tsc", "-p", ROOT / c] for c in TSCONFIGS]),
        ("ESLint", [[bin / "eslint", "--max-warnings", "0", "."]]),
        ("Prettier --check", [[bin / "prettier", "--check", "."]]),
        ("ruff check", [[python, "-m", "ruff", "check", "."]]),
        ("ruff format --check", [[python, "-m", "ruff", "format", "--check", "."]]),
    ]

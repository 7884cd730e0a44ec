"""The headless Chromium the tests and the benchmark drive through Playwright: Debian's
package when there is one, its launch options written once; and the Debian install
that Firefox (firefox.py) shares."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path
from typing import Any

from .files import run
from .installs import venv_python

CHROMIUM = Path("/usr/bin/chromium")
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
    """Debian's chromium when we are root with apt-get, else Playwright's own."""
    if CHROMIUM.exists():
        return
    if not debian_install("chromium"):
        run([venv_python(), "-m", "playwright", "install", "chromium"])


def chromium_options() -> dict[str, Any]:
    """Playwright's launch options for a headless Chromium (Debian's when present)."""
    path = str(CHROMIUM) if CHROMIUM.exists() else None
    return {"executable_path": path, "args": CHROMIUM_ARGS, "headless": True}


def launch_chromium(playwright: Any) -> Any:
    """A headless Chromium from a playwright.sync_api Playwright object."""
    return playwright.chromium.launch(**chromium_options())

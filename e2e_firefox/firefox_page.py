"""The part of Playwright's Page that the e2e helpers use (e2e/browser_helpers.py,
test_table.take_turn, test_keyboard's keyboard turn...), over Selenium in Firefox, so
that the Firefox lane plays the page with the Chromium suite's own helpers.

As Playwright's: selectors are CSS; a click waits until its element is there, shown,
enabled and not covered, and scrolls to it; evaluate runs in the page's realm (through
WebDriver BiDi: buildtools/firefox.py). Not as Playwright's: WebDriver's own Refresh
bypasses the service worker in Firefox, which a person's reload does not, so reload()
asks the page (location.reload)."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any
from urllib.parse import urljoin

from selenium.common.exceptions import (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
    WebDriverException,
)
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.expected_conditions import staleness_of
from selenium.webdriver.support.select import Select
from selenium.webdriver.support.wait import WebDriverWait

from buildtools.firefox import evaluate

KEYS = {
    "Enter": Keys.ENTER,
    "Tab": Keys.TAB,
    "Escape": Keys.ESCAPE,
    "Home": Keys.HOME,
    "End": Keys.END,
    "Space": Keys.SPACE,
    "ArrowLeft": Keys.ARROW_LEFT,
    "ArrowRight": Keys.ARROW_RIGHT,
    "ArrowUp": Keys.ARROW_UP,
    "ArrowDown": Keys.ARROW_DOWN,
}
TRANSIENT = (
    ElementClickInterceptedException,
    ElementNotInteractableException,
    NoSuchElementException,
    StaleElementReferenceException,
    WebDriverException,
)
POLL_SECONDS = 0.05
DEFAULT_MS = 30_000
SHOWN = "(e) => e !== null && e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden'"
# Whether the index-th match of a selector stays put over two frames and is what a click
# at (x, y) from its corner would hit.
STILL_AND_HIT = """async ([selector, index, x, y]) => {
  const element = document.querySelectorAll(selector)[index];
  if (!element) return false;
  const before = element.getBoundingClientRect();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const after = element.getBoundingClientRect();
  if (["x", "y", "width", "height"].some((side) => before[side] !== after[side])) return false;
  return element.contains(document.elementFromPoint(after.x + x, after.y + y));
}"""
STATES = {  # wait_for_selector's state -> what document.querySelector's answer must be
    "attached": "(e) => e !== null",
    "detached": "(e) => e === null",
    "visible": SHOWN,
    "hidden": f"(e) => !({SHOWN})(e)",
}


def until(check: Callable[[], Any], timeout_ms: float, what: str) -> Any:
    """Poll check() until it is truthy; its value. TimeoutError naming `what` otherwise."""
    deadline = time.monotonic() + timeout_ms / 1000
    while True:
        value = check()
        if value:
            return value
        if time.monotonic() > deadline:
            raise TimeoutError(f"{what}: not within {timeout_ms / 1000:.0f} s")
        time.sleep(POLL_SECONDS)


class Keyboard:
    def __init__(self, driver: Any) -> None:
        self.driver = driver

    def press(self, key: str) -> None:
        """A key pressed and released where the focus is ("Enter", "ArrowLeft", "r"...)."""
        ActionChains(self.driver).send_keys(KEYS.get(key, key)).perform()


class Locator:
    """The elements a selector matches, or the index-th of them."""

    def __init__(self, page: FirefoxPage, selector: str, index: int | None = None) -> None:
        self.page, self.selector, self.index = page, selector, index

    def elements(self) -> list[WebElement]:
        return self.page.driver.find_elements(By.CSS_SELECTOR, self.selector)

    def element(self) -> WebElement:
        found = self.elements()
        at = self.index or 0
        if len(found) <= at:
            raise NoSuchElementException(f"{self.selector} [{at}]")
        return found[at]

    def count(self) -> int:
        return len(self.elements())

    @property
    def first(self) -> Locator:
        return self.nth(0)

    def nth(self, index: int) -> Locator:
        return Locator(self.page, self.selector, index)

    def is_visible(self) -> bool:
        try:
            return self.element().is_displayed()
        except TRANSIENT:
            return False

    def get_attribute(self, name: str) -> str | None:
        return self.page.when_there(lambda: self.element().get_dom_attribute(name), self.selector)

    def inner_text(self) -> str:
        return str(self.page.when_there(lambda: self.element().text, self.selector))

    def bounding_box(self) -> dict[str, float]:
        rect = self.page.when_there(lambda: self.element().rect, self.selector)
        return {"x": rect["x"], "y": rect["y"], "width": rect["width"], "height": rect["height"]}

    def evaluate(self, function: str) -> Any:
        return self.page.evaluate(f"(s) => ({function})(document.querySelector(s))", self.selector)

    def evaluate_all(self, function: str) -> Any:
        return self.page.evaluate(f"(s) => ({function})([...document.querySelectorAll(s)])", self.selector)

    def click(self, position: dict[str, float] | None = None, timeout: float = DEFAULT_MS) -> None:
        """Click the element, in its middle or at position (from its top left corner), once
        it is enabled, scrolled to, still (not moving in an animation) and not covered there."""

        def click() -> bool:
            element = self.element()
            if not element.is_enabled():
                return False
            self.page.driver.execute_script("arguments[0].scrollIntoView({block: 'nearest'})", element)
            width, height = element.size["width"], element.size["height"]
            x, y = (position["x"], position["y"]) if position else (width / 2, height / 2)
            if not self.page.evaluate(STILL_AND_HIT, [self.selector, self.index or 0, x, y]):
                return False
            ActionChains(self.page.driver).move_to_element_with_offset(
                element, x - width / 2, y - height / 2
            ).click().perform()
            return True

        self.page.when_there(click, f"click {self.selector}", timeout)


class FirefoxPage:
    """A Selenium Firefox at base_url, as the helpers' Playwright Page."""

    def __init__(self, driver: Any, base_url: str) -> None:
        self.driver = driver
        self.base_url = base_url
        self.keyboard = Keyboard(driver)

    @property
    def url(self) -> str:
        return str(self.driver.current_url)

    def goto(self, path: str) -> None:
        self.driver.get(urljoin(self.base_url, path))

    def reload(self) -> None:
        """As a person reloads (through the service worker); until the new page is there."""
        old = self.driver.find_element(By.TAG_NAME, "html")
        self.driver.execute_script("location.reload()")
        WebDriverWait(self.driver, DEFAULT_MS / 1000, POLL_SECONDS).until(staleness_of(old))

    def evaluate(self, script: str, arg: Any = None) -> Any:
        return evaluate(self.driver, script, arg)

    def wait_for_selector(self, selector: str, state: str = "visible", timeout: float = DEFAULT_MS) -> None:
        test = f"(s) => ({STATES[state]})(document.querySelector(s))"
        until(lambda: self.poll(test, selector), timeout, f"{selector} {state}")

    def wait_for_function(self, script: str, arg: Any = None, timeout: float = DEFAULT_MS) -> Any:
        return until(lambda: self.poll(script, arg), timeout, script)

    def poll(self, script: str, arg: Any) -> Any:
        """evaluate, or None while the page's thread is too busy to answer (the engine
        booting in the page, where no worker may start): the wait goes on to its own end."""
        try:
            return self.evaluate(script, arg)
        except WebDriverException as error:
            if "Timed out waiting for response" not in str(error.msg):
                raise
            return None

    def locator(self, selector: str) -> Locator:
        return Locator(self, selector)

    def get_attribute(self, selector: str, name: str) -> str | None:
        return self.locator(selector).get_attribute(name)

    def is_visible(self, selector: str) -> bool:
        return self.locator(selector).is_visible()

    def click(self, selector: str, timeout: float = DEFAULT_MS) -> None:
        self.locator(selector).click(timeout=timeout)

    def select_option(self, selector: str, value: str) -> None:
        self.when_there(lambda: Select(self.locator(selector).element()).select_by_value(value) or True, selector)

    def input_value(self, selector: str) -> str:
        return str(self.when_there(lambda: self.locator(selector).element().get_property("value"), selector))

    def when_there(self, action: Callable[[], Any], what: str, timeout: float = DEFAULT_MS) -> Any:
        """action() once the element it needs is there and can take it (retried while it
        is missing, covered or replaced): its value."""
        done: list[Any] = []

        def attempt() -> bool:
            try:
                done.append(action())
            except TRANSIENT:
                return False
            return done[-1] is not False

        until(attempt, timeout, what)
        return done[-1]

"""What a player on an older browser gets, shown in Firefox made to lack the features:

- no module workers and no Web Locks (Firefox before 114, Safari before 15): the engine
  runs in the page instead of a worker, and the game plays;
- no WebAssembly (turned off, as some locked-down browsers have it): a sentence that says
  so, and no Retry, which could not help;
- no modules at all, or JavaScript off: index.html's own sentence, shown after a while."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from buildtools.firefox import launch_firefox

from browser_helpers import Site, open_page
from conftest import WatchedPage
from test_table import GAME, settle, take_turn

# Run before the page's scripts in every new document: Worker refuses a module script as
# Firefox did before 114 (with its words), and there is no navigator.locks.
OLDER_BROWSER = """() => {
  const Native = Worker;
  window.Worker = class extends Native {
    constructor(url, options) {
      if (options && options.type === "module") {
        throw new TypeError("Module scripts are not supported on DedicatedWorker yet");
      }
      super(url, options);
    }
  };
  delete Navigator.prototype.locks;
}"""
IN_THE_PAGE = (
    "import('./engine-start.js').then((m) => m.engine.worker !== null && !(m.engine.worker instanceof Worker))"
)


def test_without_module_workers_or_web_locks_the_engine_runs_in_the_page(page: WatchedPage) -> None:
    older = page.driver.script.pin(OLDER_BROWSER)
    try:
        open_page(page, GAME)
        assert page.evaluate("navigator.locks === undefined")
        assert page.evaluate(IN_THE_PAGE)
        for _ in range(2):
            assert settle(page) == "you"
            take_turn(page)
        assert settle(page) == "you"
        page.assert_clean()
    finally:
        page.driver.script.unpin(older)


@pytest.fixture(scope="module")
def without_webassembly() -> Iterator[Any]:
    # system access: the test turns JavaScript off later, in Firefox's own (chrome) context
    driver = launch_firefox({"javascript.options.wasm": False}, ("-remote-allow-system-access",))
    yield driver
    driver.quit()


def test_without_webassembly_or_modules_a_sentence_says_why(without_webassembly: Any, site: Site) -> None:
    page = WatchedPage(without_webassembly, site.url)
    page.goto("/")
    page.wait_for_selector("#load-error")
    said = page.locator("#load-error-text").inner_text()
    assert said.startswith("This browser cannot run the card table: it has no WebAssembly"), said
    assert not page.is_visible("#retry")
    assert page.locator("#too-old").count() == 0  # index.html's sentence: gone once a module runs
    page.assert_clean()

    # JavaScript off: no module runs, so index.html's own sentence stays, and shows.
    with without_webassembly.context(without_webassembly.CONTEXT_CHROME):
        without_webassembly.execute_script("Services.prefs.setBoolPref('javascript.enabled', false)")
    page.goto("/?no-javascript")
    too_old = page.locator("#too-old")
    assert not too_old.is_visible()  # not in the moment before a module would run
    page.when_there(too_old.is_visible, "#too-old shown", timeout=30_000)
    assert "cannot start House Rules" in too_old.inner_text()
    page.close()

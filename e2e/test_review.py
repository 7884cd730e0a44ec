"""Review my play (#22), in Chromium: from a finished game's end screen the engine's
strongest level judges each of your decisions in the worker, one call a decision, with
its progress shown; the page answers meanwhile (a replay step asked during the review is
shown before it ends); it lists your three costliest moves, as the engine's review ranks
them, and each jumps the replay to the position the move was chosen in, the better move
marked. Cancel stops it between two decisions. And a game still in play, opened from a
file, is watched from the deal on your turn, with only your seat's cards."""

from __future__ import annotations

import json
import math
import re
from typing import Any

from playwright.sync_api import Page, expect

from engine import api  # on the path through conftest.py

from browser_helpers import BOOT_MS, assert_clean, open_page
from positions import played, put_save

HAND = "#hand button.card"
CARDS = "cards => cards.map((card) => card.dataset.card)"
# Every text the review's status and the replay's position take, in order, as they change.
RECORD = """
window.__said = [];
new MutationObserver(() => {
  for (const id of ["review-status", "replay-where"]) {
    const text = document.getElementById(id)?.textContent ?? "";
    const last = window.__said.findLast((entry) => entry[0] === id);
    if (text && (!last || last[1] !== text)) window.__said.push([id, text]);
  }
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def judged(game: str, seat: int = 0) -> list[dict[str, Any]]:
    steps = json.loads(api.review_steps(game, seat))["steps"]
    return [json.loads(api.review_step(game, seat, step)) for step in steps]


def slide(page: Page, step: int) -> None:
    """The replay's slider moved to `step`, as dragging it does."""
    page.eval_on_selector(
        "#replay-slider",
        "(slider, step) => { slider.value = String(step); slider.dispatchEvent(new Event('input')); }",
        step,
    )


def open_finished(page: Page, game: str) -> None:
    page.add_init_script(RECORD)
    open_page(page, "/?delay=0")
    put_save(page, game)
    page.reload()
    page.wait_for_selector("#end[open]", timeout=BOOT_MS)


def test_a_review_runs_to_the_end_with_its_progress_and_jumps_to_each_costly_move(page: Page, watch: Any) -> None:
    game = played("idiot", 2, 5)
    moves = len(json.loads(game)["moves"])
    judgments = judged(game)
    total = len(judgments)
    costly = sorted((j for j in judgments if j["cost"] > 0), key=lambda j: (-j["cost"], j["step"]))[:3]
    assert total > 3 and costly, "the seed gives a game with decisions to judge and a costly move"
    open_finished(page, game)

    page.click("#end-review")
    expect(page.locator("#review-progress")).to_be_visible()
    expect(page.locator("#replay")).to_be_visible()
    page.click("#replay-forward")  # while the review runs
    expect(page.locator("#review-status")).to_have_text(f"Your costliest moves, of {total} decisions:", timeout=120_000)
    expect(page.locator("#review-progress")).to_be_hidden()

    said: list[list[str]] = page.evaluate("window.__said")
    statuses = [text for kind, text in said if kind == "review-status"]
    # every decision in turn (the last count gives way to the list at once)
    counted = [f"Judging your decisions: {n} of {total}" for n in range(total)]
    assert [text for text in statuses if text.startswith("Judging")] == counted
    stepped = [index for index, (kind, text) in enumerate(said) if text == f"Move 1 of {moves}"]
    ended = said.index(["review-status", f"Your costliest moves, of {total} decisions:"])
    assert stepped and stepped[0] < ended, "the replay answered while the review ran"

    buttons = page.locator("#review-list button")
    expect(buttons).to_have_count(len(costly))
    assert [int(step) for step in buttons.evaluate_all("bs => bs.map((b) => b.dataset.step)")] == [
        j["step"] for j in costly
    ]
    for index, judgment in enumerate(costly):
        cost = math.floor(judgment["cost"] * 100 + 0.5) / 100  # as the page rounds, Math.round
        places = f"{cost:g} place" + ("" if cost == 1 else "s")
        expect(buttons.nth(index)).to_have_text(f"Move {judgment['step'] + 1}: −{places}")
        buttons.nth(index).click()
        expect(page.locator("#replay-where")).to_have_text(
            "The deal" if judgment["step"] == 0 else f"Move {judgment['step']} of {moves}"
        )
        expect(page.locator("#review-detail")).to_contain_text(f"−{places} in the finishing order. You chose to ")
        expect(page.locator("#review-detail")).to_contain_text("Better: ")
        view = json.loads(api.replay(game, 0, judgment["step"]))["view"]
        assert sorted(page.locator(HAND).evaluate_all(CARDS)) == sorted(view["seats"][0]["hand"])
        if judgment["best"]["type"] == "play" and view["seats"][0]["source"] == "hand":
            marked = page.locator(f"{HAND}.hinted").evaluate_all(CARDS)
            assert sorted(marked) == sorted(judgment["best"]["cards"]), judgment
    page.click("#replay-done")
    expect(page.locator("#end")).to_be_visible()
    expect(page.locator("#review")).to_be_hidden()
    assert_clean(watch)


def test_a_review_is_cancelled_between_two_decisions(page: Page, watch: Any) -> None:
    game = played("planowanie", 3, 2)
    total = len(json.loads(api.review_steps(game, 0))["steps"])
    open_finished(page, game)
    page.click("#end-review")
    expect(page.locator("#review-status")).to_have_text(re.compile(rf"Judging your decisions: [1-9]\d* of {total}"))
    page.click("#review-cancel")
    expect(page.locator("#review-status")).to_have_text(re.compile(rf"^Stopped after \d+ of {total} decisions"))
    expect(page.locator("#review-progress")).to_be_hidden()
    stopped = int(re.findall(r"\d+", page.locator("#review-status").text_content() or "")[0])
    assert 0 < stopped < total
    page.wait_for_timeout(500)  # a decision on its way when Cancel came changes nothing
    expect(page.locator("#review-status")).to_contain_text(f"Stopped after {stopped} of {total}")
    assert_clean(watch)


def test_a_game_in_play_opened_from_a_file_is_watched_from_the_deal_with_only_your_cards(
    page: Page, watch: Any
) -> None:
    game = played("idiot", 3, 4, moves=12)
    moves = len(json.loads(game)["moves"])
    open_page(page, "/?delay=0")
    with page.expect_file_chooser() as chooser:
        page.click("#menu-import")
    chooser.value.set_files({"name": "idiot.json", "mimeType": "application/json", "buffer": game.encode()})
    page.wait_for_selector('#table[data-await="you"]', timeout=30_000)
    page.click("#watch-game")
    expect(page.locator("#replay-where")).to_have_text("The deal")
    expect(page.locator("#replay-open")).to_be_hidden()  # never every hand of a game in play
    for step in (1, moves // 2, moves, 0):
        slide(page, step)
        view = json.loads(api.replay(game, 0, step))["view"]
        expect(page.locator("#replay-where")).to_have_text("The deal" if step == 0 else f"Move {step} of {moves}")
        assert sorted(page.locator(HAND).evaluate_all(CARDS)) == sorted(view["seats"][0]["hand"]), step
        assert page.locator("#table .open-hand").count() == 0
    page.click("#replay-done")
    page.wait_for_selector('#table[data-await="you"]', timeout=30_000)
    expect(page.locator("#replay")).to_be_hidden()
    view = json.loads(api.view(game, 0))["view"]
    assert sorted(page.locator(HAND).evaluate_all(CARDS)) == sorted(view["seats"][0]["hand"])
    saved = page.evaluate("() => JSON.parse(localStorage.getItem('house-rules:v1:game'))")
    assert len(saved["game"]["moves"]) == moves  # watching moved nothing
    assert_clean(watch)

"""Review my play (engine.api.review_steps and review_step, engine/review.py): after a game,
each decision of a seat judged by the strongest level from what the seat knew then.

Each game is finished with one clearly bad decision of seat 0 planted in it (its other
moves are the strong level's), and the review must rank that decision the costliest and
name the sensible move. Two games that differ only in cards seat 0 could not see must be
judged alike. And on search results given outright, a move is faulted only when the move the
strong level would play surely beats it, and that move is the one named."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from engine import api, review
from engine.bots.search import Plan
from engine.core import Game
from engine.games.shedding import Shedding
from engine.moves import Bid, Flip, Move, Take
from engine.registry import GAMES, RULESETS, bot_move
from engine.review import decisions, judge
from engine.rng import Rng
from engine.saves import Record, read_config

import haft_khabis_deck as hk
import planowanie_deck as pl
from helpers import card_codes_in, ok, stacked_deck

Plant = Callable[[Game], Move | None]  # seat 0's planted move in this position, if any

# Searches of whole positions: run in CPython; inside Pyodide the review's api calls are
# tried by the fuzz and bad-input tests.
pytestmark = pytest.mark.slow


def finish(record: Record, plant: Plant = lambda game: None) -> tuple[str, int]:
    """G of the record's game played to the end, seat 0 at the strong level but for the first
    position where `plant` gives a move, the others at the good level; and the planted step
    (-1: none)."""
    game = record.start()
    for seat, move in record.moves:
        game.apply(seat, move)
    planted = -1
    while game.waiting_for():
        seat = game.waiting_for()[0]
        move = plant(game) if seat == 0 and planted < 0 else None
        if move is not None:
            planted = len(record.moves)
        else:
            move = bot_move(game, seat, "strong" if seat == 0 else "good")
        game.apply(seat, move)
        record.moves.append((seat, move))
    return json.dumps(record.to_json()), planted


def reviewed(text: str, seat: int = 0) -> list[dict[str, Any]]:
    """The review of every decision of `seat`, costliest first."""
    answers = [ok(api.review_step, text, seat, step) for step in ok(api.review_steps, text, seat)["steps"]]
    return sorted(answers, key=lambda answer: -answer["cost"])


def take_instead_of_the_last_card(game: Game) -> Move | None:
    """On the last face-down card, with a low card on the pile (nearly any card fits it),
    take the pile rather than turn the card up and most likely go out."""
    assert isinstance(game, Shedding)
    if game.turn is None or game.source(0) != "hidden" or len(game.hidden[0]) != 1:
        return None
    return Take() if Take() in game.legal_moves(0) and game.pile_ranks[-1] <= 9 else None


@pytest.mark.parametrize("ruleset, players, seed", [("idiot", 2, 2), ("belgia", 3, 10)])
def test_review_of_a_shedding_game_ranks_taking_the_pile_on_the_last_card_first(
    ruleset: str, players: int, seed: int
) -> None:
    # The seeds give games in which the planted take comes, and when it matters: one where
    # seat 0 is so far ahead that it wins either way has no blunder to find (cost 0), and in
    # many the pile shows a card over 9 when seat 0 reaches its last face-down card.
    record = read_config({"ruleset": ruleset, "players": players, "seed": seed})
    text, planted = finish(record, take_instead_of_the_last_card)
    worst = reviewed(text)
    assert worst[0]["step"] == planted, worst[:3]
    assert worst[0]["played"] == {"type": "take"} and worst[0]["best"] == {"type": "flip", "index": 0}
    assert worst[0]["unit"] == "places" and 0.5 < worst[0]["cost"] <= players - 1
    assert worst[0]["why"]["key"] == "review.why.take"


def test_review_of_planowanie_ranks_bidding_nothing_with_the_top_trumps_first() -> None:
    hand = ["AS", "KS", "QS", "AH", "KH", "AD", "3C", "4C", "5C", "6C"]
    record, _ = pl.new_game(2, pl.stacked_deck(2, {0: hand}, trump="2S"))
    text, planted = finish(record, lambda game: Bid(0) if not record.moves else None)
    worst = reviewed(text)
    assert worst[0]["step"] == planted == 0, worst[:3]
    assert worst[0]["played"] == {"type": "bid", "tricks": 0} and worst[0]["best"]["tricks"] >= 3
    # The bid of 0 is lost for sure (0 points); the best bid is made most of the time (10 points
    # and its tricks), less what it leaves the opponent: about 10 points against good's bids.
    assert worst[0]["unit"] == "points" and worst[0]["cost"] > 8
    assert worst[0]["why"] == {
        "key": "review.why.planowanie.bid_low",
        "params": {"n": 0, "m": worst[0]["best"]["tricks"]},
    }


def test_review_of_haft_khabis_ranks_keeping_an_eight_for_last_first() -> None:
    """Six 8s, each covered by the next, and a jack: covering the fifth 8 with the jack leaves
    an 8, which cannot go out (RULES.md), where the sixth 8 and then the jack go out and
    double the others' points."""
    record, _ = hk.new_game(3, hk.eights_to_one("JC"), "3H", decks=2, limit=1)
    for code in hk.EIGHTS[:5]:
        record.moves.append((0, hk.card(code)))
    blunder = hk.card("JC", suit="S", announce=True)
    text, planted = finish(record, lambda game: blunder if len(record.moves) == 5 else None)
    worst = reviewed(text)
    assert worst[0]["step"] == planted == 5, worst[:3]
    assert worst[0]["best"] == hk.card("8S", announce=True).to_json()
    assert worst[0]["unit"] == "points" and worst[0]["cost"] > 20
    assert worst[0]["why"] == {"key": "review.why.haft_khabis.last_eight", "params": {}}


def swapped(deck: list[str], a: int, b: int) -> list[str]:
    other = list(deck)
    other[a], other[b] = other[b], other[a]
    return other


def shuffled_belgia_deck() -> list[str]:
    cards = sorted(card.code for card in read_config({"ruleset": "belgia", "players": 3}).start().cards())
    Rng(5).shuffle(cards)
    return cards


# Each game's deck, and the two places whose cards are swapped in the other game: a card of
# seat 1's (in its hand; a face-down card in Belgia) and one of the stock, chosen so that a
# review reading them judges some step otherwise (the last test). Seat 1 may then play
# otherwise, so only the steps before the games part are compared.
DECKS = {
    "idiot": (2, stacked_deck(2), {}, (1, 40)),
    "belgia": (3, shuffled_belgia_deck(), {}, (1, 40)),
    "haft_khabis": (3, hk.stacked_deck(3, {}, "3H"), {"decks": 1, "limit": 1}, (2, 30)),
    "planowanie": (2, pl.stacked_deck(2, {0: ["KS", "QS", "JS", "KH", "KD"]}, trump="2S"), {}, (1, 51)),
}


def test_every_game_is_checked_for_cards_not_seen() -> None:
    assert set(DECKS) == set(RULESETS)


def peek(self: Game, seat: int, rng: Rng) -> Game:
    """A review that cheats: every deal it searches is the real one, hidden cards and all."""
    return self.clone()


def judged_alike(ruleset: str, monkeypatch: pytest.MonkeyPatch | None = None) -> list[bool]:
    """For the game of DECKS[ruleset] and its twin with the two cards swapped, whether the
    review judged seat 0's decision alike in both, at each of its first 12 decisions before
    the games part or seat 0 sees one of the cards. With `monkeypatch`, the review (not the
    play) reads the hidden cards (peek)."""
    players, deck, options, places = DECKS[ruleset]
    games = []
    for stacked in (deck, swapped(deck, *places)):
        config = {"ruleset": ruleset, "players": players, "seed": 3, "deck": stacked, "options": options}
        games.append(finish(read_config(config))[0])
    moves = [json.loads(text)["moves"] for text in games]
    differ = {deck[place] for place in places}
    if monkeypatch is not None:
        monkeypatch.setattr(type(read_config({"ruleset": ruleset, "players": players}).start()), "resample", peek)
    alike = []
    for step in ok(api.review_steps, games[0], 0)["steps"][:12]:
        shown = card_codes_in(ok(api.replay, games[0], 0, step)["view"])
        if moves[0][: step + 1] != moves[1][: step + 1] or shown & differ:
            break  # from here on the games, or what seat 0 has seen, may differ
        alike.append(ok(api.review_step, games[0], 0, step) == ok(api.review_step, games[1], 0, step))
    return alike


@pytest.mark.parametrize("ruleset", sorted(DECKS))
def test_review_is_the_same_for_games_that_differ_only_in_cards_the_seat_could_not_see(ruleset: str) -> None:
    alike = judged_alike(ruleset)
    assert alike and all(alike), alike


@pytest.mark.parametrize("ruleset", sorted(DECKS))
def test_a_review_that_reads_the_unseen_cards_judges_the_twin_games_otherwise(
    ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The test above can fail: the swapped cards change the judgment of a review that reads them."""
    alike = judged_alike(ruleset, monkeypatch)
    assert alike and not all(alike), alike


def idiot_decision(players: int) -> tuple[Record, Game]:
    """An Idiot game played by simple seats to seat 0's first choice of three or more plays;
    the record holds the moves before it."""
    record = read_config({"ruleset": "idiot", "players": players, "seed": 1})
    game = record.start()
    while True:
        seat = game.waiting_for()[0]
        if seat == 0 and getattr(game, "turn") is not None and len(game.legal_moves(0)) >= 3:
            return record, game
        move = bot_move(game, seat, "simple")
        game.apply(seat, move)
        record.moves.append((seat, move))


NOISE = [10.5, -9.5]  # a lead of 0.5 a deal, its standard error 10 over the root of the deals: never sure
SURE_LEAD = [1.0, 0.0]  # a lead of 0.5 a deal, its standard error 0.5 over the root: sure from 5 deals


@pytest.mark.parametrize("lead, better, cost", [(NOISE, "played", 0.0), (SURE_LEAD, "other", 0.5)])
def test_review_faults_a_move_only_when_the_best_surely_beats_it(
    monkeypatch: pytest.MonkeyPatch, lead: list[float], better: str, cost: float
) -> None:
    record, game = idiot_decision(4)  # where the strong level plays the best mean
    plan = GAMES["idiot"].plan(game, 0)
    assert plan.keep is None
    played, other = plan.candidates[:2]
    record.moves.append((0, played))

    def results(game: Game, seat: int, searched: Plan, rng: Rng) -> list[list[float]]:
        rows = [[2.0] * searched.deals for _ in searched.candidates]  # deals: an even number
        rows[1] = [2.0 + step for step in lead * (searched.deals // 2)]
        return rows

    monkeypatch.setattr(review, "paired_results", results)
    answer = judge(record, 0, len(record.moves) - 1)  # the api's review_step asks for a game at its end
    assert answer["best"] == (played if better == "played" else other).to_json()
    assert answer["cost"] == cost
    assert (answer["why"]["key"] == "review.why.best") is (better == "played")


@pytest.mark.parametrize(
    "played, lead, better, cost",
    [
        ("kept", NOISE, "played", 0.0),  # another move leads the one played by noise alone
        ("kept", SURE_LEAD, "other", 0.5),
        # The kept move surely beats the one played, and a third leads the kept move by noise:
        # the strong level plays the kept move, so that one is the better move.
        ("other", SURE_LEAD, "kept", 0.5),
    ],
)
def test_review_names_the_good_levels_choice_where_the_strong_level_keeps_it(
    monkeypatch: pytest.MonkeyPatch, played: str, lead: list[float], better: str, cost: float
) -> None:
    record, game = idiot_decision(5)  # the strong level keeps good's choice unless another is surely better
    plan = GAMES["idiot"].plan(game, 0)
    assert plan.keep is not None and len(plan.candidates) >= 3
    kept = plan.candidates.index(plan.keep)
    other = next(index for index in range(len(plan.candidates)) if index != kept)
    third = next(index for index in range(len(plan.candidates)) if index not in (kept, other))
    moves = {"played": kept if played == "kept" else other, "kept": kept, "other": other}
    record.moves.append((0, plan.candidates[moves["played"]]))

    def results(game: Game, seat: int, searched: Plan, rng: Rng) -> list[list[float]]:
        rows = [[2.0] * searched.deals for _ in searched.candidates]  # deals: an even number
        ahead = [2.0 + step for step in lead * (searched.deals // 2)]
        if played == "kept":
            rows[other] = ahead
        else:
            rows[kept] = ahead
            rows[third] = [value + step for value, step in zip(ahead, NOISE * (searched.deals // 2))]
        return rows

    monkeypatch.setattr(review, "paired_results", results)
    answer = judge(record, 0, len(record.moves) - 1)  # the api's review_step asks for a game at its end
    assert answer["best"] == plan.candidates[moves[better]].to_json()
    assert answer["cost"] == cost
    assert (answer["why"]["key"] == "review.why.best") is (better == "played")


def test_review_judges_the_choice_of_a_face_down_card_as_one_blind_move(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hidden cards are turned up "chosen without seeing them" (RULES.md): which one is no
    decision, and where the seat may turn one up or take the pile, the search tries one of
    them, not each (their differences are noise alone)."""
    record = read_config({"ruleset": "idiot", "players": 2, "seed": 2})  # a game with both cases
    game = record.start()
    blind, mixed = [], []
    while game.waiting_for():
        seat = game.waiting_for()[0]
        flips = [move for move in game.legal_moves(seat) if isinstance(move, Flip)]
        if seat == 0 and len(flips) > 1:
            (blind if flips == game.legal_moves(seat) else mixed).append(len(record.moves))
        move = bot_move(game, seat, "simple")
        game.apply(seat, move)
        record.moves.append((seat, move))
    steps = decisions(record, 0)
    assert blind and mixed and not set(blind) & set(steps) and set(mixed) <= set(steps)

    searched: list[list[Move]] = []
    real = review.paired_results

    def watched(game: Game, seat: int, plan: Plan, rng: Rng) -> list[list[float]]:
        searched.append(plan.candidates)
        return real(game, seat, plan, rng)

    monkeypatch.setattr(review, "paired_results", watched)
    for step in mixed:
        answer = judge(record, 0, step)
        assert sum(isinstance(move, Flip) for move in searched[-1]) == 1, searched[-1]
        assert answer["played"] == record.moves[step][1].to_json()
        if answer["why"]["key"] == "review.why.best":
            assert answer["best"] == answer["played"]

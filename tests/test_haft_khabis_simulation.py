"""Seeded random Haft Khabis matches, checked at every step.

Matches of 2 to 10 seats, one or two decks, every option (limit, dealer, penalty
cards for refused attempts, which the driver hands out now and then as engine.api
would), played by uniformly random legal moves (from a seeded engine.rng.Rng) and
the "simple" bot. Checked:

* every step: the chosen legal move passes `check`; its JSON form parses back to it;
  the cards are conserved (the Counter of game.cards() never changes); only the seat
  to move has legal moves; whole matches end within a bound; the end ranks every seat;
* on "watched" steps: every view is JSON, shows only its own hand, holds no card code
  the seat cannot know (its hand and the cards shown on the table: played, turned up,
  or laid down for counting at a round's end, which the test follows move by move from
  the rules, never from the game's log), and does not change when every card it cannot
  see (others' hands, the stock) is dealt afresh; clone() gives an equal game that is
  independent; a save/load round trip gives the same game.

The unmarked part is a short sample (it runs inside Pyodide too); the long part is
marked slow.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine import api
from engine.games.haft_khabis import HaftKhabis
from engine.moves import Move, Play, parse_move
from engine.registry import bot_move
from engine.rng import Rng
from engine.saves import Record, load, read_config

from haft_khabis_deck import card_codes_in

MATCH_BOUND = 20_000  # moves (bench/random_play.py's bound too); the longest match of the slow sample takes about 1,400


def state(game: HaftKhabis) -> Any:
    """Everything the game holds, in a comparable form."""
    return (
        [list(h) for h in game.hands],
        list(game.stock),
        list(game.pile),
        game.turn,
        game.direction,
        game.pending,
        game.named,
        game.cover,
        game.drawn,
        list(game.totals),
        json.dumps(game.sheet),
        [list(g) for g in game.eliminated],
        list(game.out),
        list(game.active),
        game.round,
        game.dealer,
        json.dumps(game.log),
        game.rng.state,
    )


class Watch:
    """The card codes shown on the table in the deal in progress, followed move by move from
    the rules, not read from the log: its starter, every card played, and the hands laid down
    for counting when a play ends the round. Each new deal is a fresh shuffle of the same
    cards, so what an earlier deal showed says nothing of this one: only the log may name it,
    in the events of that deal. Each event is held, as it is made, against what its deal showed."""

    def __init__(self, game: HaftKhabis) -> None:
        self.shown: set[str] = {c.code for c in game.pile}  # the starter
        self.closing: set[str] = set()  # what the deal the move ends showed
        self.seen_log = len(game.log)

    def before(self, game: HaftKhabis, seat: int, move: Move) -> None:
        if not isinstance(move, Play):
            return  # a draw, a pass or a penalty card shows nothing
        self.shown.add(move.cards[0].code)
        if len(game.hands[seat]) == 1:
            # Playing the last card may end the round: then every hand is laid down. A copy
            # whose match ends with the round (round_only) shows the hands before the next deal.
            probe = game.clone()
            probe.round_only = True
            probe.apply(seat, move)
            if probe.is_over():
                self.shown.update(c.code for hand in probe.hands for c in hand)

    def after(self, game: HaftKhabis) -> None:
        allowed = self.shown
        for event in game.log[self.seen_log :]:
            if event["type"] == "deal":  # a new deal, and its starter turned up: what it shows begins again
                allowed = self.shown = {game.pile[0].code}
            codes = card_codes_in(event)
            if event["type"] == "draw" or event["type"] == "refill":
                assert not codes, event  # draws show counts only
            assert codes <= allowed, (event, codes - allowed)
        self.seen_log = len(game.log)

    def check_views(self, game: HaftKhabis, rng: Rng) -> None:
        shuffled = game.clone()
        for seat in range(game.players):
            view = game.view(seat)
            json.dumps(view)
            mine = {c.code for c in game.hands[seat]}
            leaked = card_codes_in({k: v for k, v in view.items() if k != "log"}) - mine - self.shown
            assert not leaked, (seat, leaked)  # (the log's events were held against their deals as they were made)
            assert [s["hand"] is not None for s in view["seats"]] == [s == seat for s in range(game.players)]
            assert sum(s["hand_count"] for s in view["seats"]) + view["stock"] + view["pile"] == len(game.cards())
            assert [parse_move(m) for m in view["legal_moves"]] == game.legal_moves(seat)
            # deal everything this seat cannot see afresh: its view must not change
            others = [s for s in range(game.players) if s != seat]
            pool = list(game.stock) + [c for s in others for c in game.hands[s]]
            rng.shuffle(pool)
            shuffled.stock = pool[: len(game.stock)]
            rest = pool[len(game.stock) :]
            for s in others:
                shuffled.hands[s] = rest[: len(game.hands[s])]
                rest = rest[len(game.hands[s]) :]
            shuffled.hands[seat] = list(game.hands[seat])
            assert shuffled.view(seat) == view, seat


def check_clone(game: HaftKhabis, seat: int, move: Move) -> None:
    before = state(game)
    copy = game.clone()
    assert state(copy) == before
    copy.apply(seat, move)
    assert state(game) == before  # independent
    twin = game.clone()
    twin.apply(seat, move)
    assert state(twin) == state(copy)


def check_round_trip(record: Record, game: HaftKhabis) -> None:
    text = json.dumps(record.to_json())
    loaded_record, loaded = load(json.loads(text))
    assert isinstance(loaded, HaftKhabis)
    assert state(loaded) == state(game)
    assert json.dumps(loaded_record.to_json()) == text
    for seat in range(game.players):
        assert loaded.view(seat) == game.view(seat)


def play_match(
    players: int,
    seed: int,
    options: dict[str, Any],
    bots: frozenset[int] = frozenset(),
    watch_every: int = 0,
    trip_every: int = 0,
) -> tuple[HaftKhabis, int]:
    """One match from the seed: the number of moves it took."""
    record = read_config({"ruleset": "haft_khabis", "players": players, "seed": seed, "options": options})
    game = record.start()
    assert isinstance(game, HaftKhabis)
    cards = Counter(game.cards())
    rng = Rng(seed * 7919 + players)
    watch = Watch(game) if watch_every else None
    steps = 0
    while not game.is_over():
        steps += 1
        assert steps <= MATCH_BOUND, "the match did not end"
        waiting = game.waiting_for()
        assert len(waiting) == 1 and game.turn == waiting[0]
        seat = waiting[0]
        for other in range(players):
            assert (game.legal_moves(other) != []) == (other == seat)
        if options.get("penalty_on_rejected") and rng.below(25) == 0:
            culprit = rng.below(players)
            penalty = game.penalty(culprit)
            assert (penalty is None) == game.out[culprit]
            if penalty is not None:
                game.apply(culprit, penalty)
                record.moves.append((culprit, penalty))
        moves = game.legal_moves(seat)
        assert moves and len(set(moves)) == len(moves)
        move = bot_move(game, seat, "simple") if seat in bots else rng.choice(moves)
        assert move in moves
        assert parse_move(json.loads(json.dumps(move.to_json()))) == move
        game.check(seat, move)
        if watch is not None:
            if steps % watch_every == 0:
                watch.check_views(game, rng)
                check_clone(game, seat, move)
            watch.before(game, seat, move)
        game.apply(seat, move)
        if watch is not None:
            watch.after(game)
        record.moves.append((seat, move))
        assert Counter(game.cards()) == cards
        if trip_every and steps % trip_every == 0:
            check_round_trip(record, game)
    ranking = game.ranking()
    assert sorted(ranking) == list(range(players)) and ranking[0] == game.active[0]
    assert len(game.active) == 1 and game.waiting_for() == [] and game.legal_moves(ranking[0]) == []
    assert game.view(0)["result"]["ranking"] == ranking
    assert game.penalty(ranking[0]) is None
    check_round_trip(record, game)
    return game, steps


def configs(sample: int) -> list[tuple[int, int, dict[str, Any], frozenset[int]]]:
    """(players, seed, options, bot seats): every seat count, both deck counts where they fit, every option."""
    out = []
    seed = 0
    for players in range(2, 11):
        for decks in (1, 2):
            if decks == 1 and players > 7:
                continue
            for penalty in (False, True):
                for k in range(sample):
                    seed += 1
                    options = {
                        "decks": decks,
                        "limit": (30, 100, 200)[(seed + k) % 3] if sample > 1 else 25,
                        "penalty_on_rejected": penalty,
                        "dealer": None if seed % 2 else seed % players,
                    }
                    bots = frozenset(s for s in range(players) if (s + seed) % 3 == 0)
                    out.append((players, seed, options, bots))
    return out


def test_a_short_sample_of_matches_with_every_check() -> None:
    for players, seed, options, bots in configs(1)[::4]:
        options = {**options, "limit": 20}
        play_match(players, seed, options, bots, watch_every=3, trip_every=40)


def test_matches_with_only_the_simple_bot_end() -> None:
    for players in (2, 4, 7):
        game, _ = play_match(players, players, {"decks": 2, "limit": 60}, frozenset(range(players)))
        assert game.is_over()


def test_refused_attempts_cost_a_card_only_when_the_option_is_on() -> None:
    for on in (False, True):
        record = read_config(
            {"ruleset": "haft_khabis", "players": 3, "seed": 9, "options": {"penalty_on_rejected": on}}
        )
        game = record.start()
        assert isinstance(game, HaftKhabis)
        idle = next(s for s in range(3) if s != game.turn)
        assert (game.penalty(idle) is not None) == on
        text = json.dumps(record.to_json())
        out = json.loads(api.apply(text, idle, json.dumps({"type": "draw"})))
        assert out["ok"] is False and out["error"]["code"] == "not_your_turn"
        assert ("game" in out) == on
        if on:
            _, after = load(out["game"])
            assert len(after.hands[idle]) == len(game.hands[idle]) + 1
            assert Counter(after.cards()) == Counter(game.cards())


@pytest.mark.slow
def test_many_random_matches_every_seat_count_decks_and_option() -> None:
    longest = 0
    for number, (players, seed, options, bots) in enumerate(configs(3)):
        watched = number % 5 == 0
        _, steps = play_match(
            players, seed, options, bots, watch_every=7 if watched else 0, trip_every=500 if watched else 0
        )
        longest = max(longest, steps)
    assert longest < MATCH_BOUND


@pytest.mark.slow
def test_matches_through_the_api_text_functions() -> None:
    for players, seed in ((2, 3), (5, 8)):
        config = {
            "ruleset": "haft_khabis",
            "players": players,
            "seed": seed,
            "options": {"limit": 15, "penalty_on_rejected": True},
        }
        # A short match: a new game may not set a limit under 100, so it starts from a save
        # (which may hold one, made before), then goes through the api's text functions only.
        text = json.dumps(read_config(config).to_json())
        rng = Rng(seed)
        for _ in range(5_000):
            view = json.loads(api.view(text, 0))["view"]
            if view["over"]:
                break
            seat = view["turn"]
            if rng.below(30) == 0:  # a refused attempt: out of turn
                out = json.loads(api.apply(text, (seat + 1) % players, json.dumps({"type": "pass"})))
                assert out["ok"] is False
                if "game" in out:
                    text = json.dumps(out["game"])
                continue
            moves = json.loads(api.view(text, seat))["view"]["legal_moves"]
            move = (
                moves[rng.below(len(moves))] if rng.below(2) else json.loads(api.bot_move(text, seat, "simple"))["move"]
            )
            out = json.loads(api.apply(text, seat, json.dumps(move)))
            assert out["ok"] is True, out
            text = json.dumps(out["game"])
        else:
            raise AssertionError("the match did not end")

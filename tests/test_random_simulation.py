"""Seeded random Idiot games, checked at every step.

Every game is played by a mix of players: uniformly random legal moves (drawn from
a seeded engine.rng.Rng, swaps included) and the "simple" bot. What is checked:

* every step (all games): the chosen legal move passes `check` and is applied; its JSON
  form parses back to the same move; the cards are conserved (the Counter of
  game.cards() equals the deal's: none lost, none doubled); the seats waited for have
  legal moves and every other seat none; the game ends within a bound;
* every step (the "watched" games): each seat's view is JSON, shows other hands as null,
  holds no card code the seat may not know (its hand, face-up cards, the pile and cards
  turned up or played earlier; never a hidden card or a stock card) and the stock only as a
  count; its counts add up to 52; its legal moves are the game's; clone() gives an equal
  game that is independent (a move applied to the clone leaves the original as it was) and
  the same move then gives equal games; a save/load round trip (engine.saves.load of
  record.to_json()) gives the same game (same views for every seat, same JSON, same cards
  in the same places) every ROUND_TRIP_EVERY steps and at the end;
* at the end (all games): the round trip, and a result that ranks every seat once.

Choice made for time (the engine's own move listing is most of the cost): of the 1,000
slow games, one in twelve (84 games) is watched: views and secrecy at every step, clone()
every CLONE_EVERY steps, the save round trip every ROUND_TRIP_EVERY steps and at the end;
all 1,000 get the cheap invariants at every step and the round trip at the end; four
short games run the round trip at literally every step. An unmarked sample of 32 games
(8 of them watched) runs inside Pyodide too. A variant drives a few games through
engine.api's JSON text only, mirrored by a Python game that must agree at every step.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine import api
from engine.core import Game
from engine.games.shedding import STALEMATE_MOVES
from engine.moves import Flip, Play, Risk, parse_move
from engine.registry import bot_move
from engine.rng import Rng
from engine.saves import Record, load, read_config

from helpers import CARD_CODE, card_codes_in, ok

SETUP_BOUND = 1_000  # swaps are unlimited by the rules; random seats say ready one time in ten
ROUND_TRIP_EVERY = 25
CLONE_EVERY = 3


def play_bound(players: int) -> int:
    """Moves in play: the stalemate count restarts only on a burn (at most 52: each takes a
    card out of the game for good) or a seat going out (at most `players`)."""
    return (52 + players + 1) * STALEMATE_MOVES


class Watch:
    """What every seat may know, followed move by move from the rules (not from the log)."""

    def __init__(self, game: Any) -> None:
        self.public: set[str] = set()
        self._see_table(game)

    def _see_table(self, game: Any) -> None:
        for seat in range(game.players):
            self.public.update(c.code for c in game.visible[seat])
        self.public.update(c.code for c in game.pile)

    def before(self, game: Any, seat: int, move: Any) -> None:
        """Cards that become public by this move: those played, and a card turned up."""
        if isinstance(move, Play):
            self.public.update(c.code for c in move.cards)
        elif isinstance(move, Risk):
            self.public.add(game.stock[-1].code)  # the stock's top card, turned up
        elif isinstance(move, Flip):
            self.public.add(game.hidden[seat][move.index].code)

    def after(self, game: Any) -> None:
        self._see_table(game)

    def check_view(self, game: Any, seat: int) -> dict[str, Any]:
        view = game.view(seat)
        text = json.dumps(view)
        assert json.loads(text) == view  # plain JSON, no tuples or sets
        assert view["seat"] == seat and view["players"] == game.players
        assert isinstance(view["stock"], int) and view["stock"] == len(game.stock)
        assert isinstance(view["burned"], int)
        mine = {c.code for c in game.hands[seat]}
        secret = {c.code for c in game.stock}
        for s in range(game.players):
            secret.update(c.code for c in game.hidden[s])
        shown = card_codes_in(text)
        assert not shown & secret, f"seat {seat} sees hidden or stock cards {shown & secret}"
        assert shown <= mine | self.public, f"seat {seat} sees {shown - mine - self.public}"
        # the log tells nothing private either: only cards already public
        assert card_codes_in(view["log"]) <= self.public
        total = view["stock"] + view["burned"] + len(view["pile"])
        for entry in view["seats"]:
            assert isinstance(entry["hidden"], int)
            if entry["seat"] == seat:
                assert entry["hand"] is not None
                assert sorted(entry["hand"]) == sorted(mine)
                assert entry["hand_count"] == len(entry["hand"])
            else:
                assert entry["hand"] is None
            total += entry["hand_count"] + len(entry["visible"]) + entry["hidden"]
        assert total == 52
        log = view["log"]
        assert len(log) == min(40, len(game.log))  # the last 40 events, in order
        assert [e["n"] for e in log] == list(range(len(game.log) - len(log), len(game.log)))
        if view["phase"] == "setup":
            assert view["turn"] is None and view["over"] is False
        elif view["phase"] == "play":
            assert view["waiting_for"] == [view["turn"]] and view["over"] is False
        else:
            assert view["phase"] == "over" and view["over"] is True and view["turn"] is None
            assert view["waiting_for"] == [] and "result" in view
        assert view["legal_moves"] == [m.to_json() for m in game.legal_moves(seat)]
        assert view["waiting_for"] == game.waiting_for()
        assert (view["legal_moves"] != []) == (seat in view["waiting_for"])
        return view


def views(game: Game) -> list[dict[str, Any]]:
    return [game.view(seat) for seat in range(game.players)]


def check_round_trip(record: Record, game: Game) -> None:
    saved = record.to_json()
    text = json.dumps(saved)
    record2, game2 = load(json.loads(text))
    assert json.dumps(record2.to_json()) == text
    assert views(game2) == views(game)
    assert game2.cards() == game.cards()  # the same cards in the same places, stock order included
    assert game2.waiting_for() == game.waiting_for()


def check_clone(game: Game, seat: int, move: Any) -> None:
    """clone() equals the game; a move on the clone leaves the game unchanged; the same move
    on both gives equal games. Leaves `game` as it was. (Compared by the mover's view, which
    shows everything public, and by cards(), which lists every card where it lies.)"""
    before = game.view(seat)
    cards = game.cards()
    twin = game.clone()
    assert twin.view(seat) == before and twin.cards() == cards
    twin.apply(seat, move)
    assert game.view(seat) == before and game.cards() == cards
    assert game.waiting_for() == before["waiting_for"]
    other = game.clone()
    other.apply(seat, move)
    assert other.view(seat) == twin.view(seat) and other.cards() == twin.cards()


def choose(game: Game, seat: int, rng: Rng, bots: set[int]) -> Any:
    if seat in bots:
        return bot_move(game, seat, "simple")
    return rng.choice(game.legal_moves(seat))


def run_game(players: int, seed: int, watched: bool, round_trip_every: int = ROUND_TRIP_EVERY) -> dict[str, Any]:
    """Play one game to the end, checking as the module says; a few facts about it."""
    record = read_config({"ruleset": "idiot", "players": players, "seed": seed})
    game = record.start()
    dealt = Counter(game.cards())
    assert len(game.cards()) == 52 and set(dealt.values()) == {1}
    deck = set(dealt)  # one deck: 52 different cards, so "52 cards, all of these" is the Counter check
    rng = Rng(seed * 7919 + players)
    style = seed % 3  # 0: all random, 1: all simple bots, 2: each seat drawn at random
    bots = {s for s in range(players) if style == 1 or (style == 2 and rng.below(2))}
    watch = Watch(game) if watched else None
    setup_moves = play_moves = 0
    step = 0
    while True:
        waiting = game.waiting_for()
        for seat in range(players):
            if seat not in waiting:
                assert game.legal_moves(seat) == []
        if watch is not None:
            for seat in range(players):
                watch.check_view(game, seat)
        if not waiting:
            break
        seat = waiting[0] if len(waiting) == 1 else rng.choice(waiting)
        moves = game.legal_moves(seat)
        assert moves, f"seat {seat} is waited for but has no move"
        move = choose(game, seat, rng, bots)
        assert move in moves
        assert parse_move(json.loads(json.dumps(move.to_json()))) == move
        if watch is not None:
            if step % CLONE_EVERY == 0:
                check_clone(game, seat, move)
            watch.before(game, seat, move)
        in_play = game.turn is not None
        game.apply(seat, move)
        record.moves.append((seat, move))
        if watch is not None:
            watch.after(game)
        step += 1
        if in_play:
            play_moves += 1
        else:
            setup_moves += 1
        assert setup_moves <= SETUP_BOUND and play_moves <= play_bound(players), (players, seed)
        cards = game.cards()
        assert len(cards) == 52 and set(cards) == deck  # conserved: none lost, none doubled
        if watch is not None and step % round_trip_every == 0:
            check_round_trip(record, game)
    assert game.is_over()
    ranking = game.ranking()
    assert sorted(ranking) == list(range(players))
    view = game.view(0)
    assert view["result"] == {"ranking": ranking, "loser": ranking[-1]}
    assert [s["place"] for s in view["seats"]] == [ranking.index(s) + 1 for s in range(players)]
    check_round_trip(record, game)
    log = game.log
    return {
        "moves": step,
        "stalemate": any(e["type"] == "stalemate" for e in log),
        "burns": sum(e["type"] == "burn" for e in log),
        "risks": sum(isinstance(m, Risk) for _, m in record.moves),
        "flips": sum(isinstance(m, Flip) for _, m in record.moves),
    }


# --- a fast sample (also inside Pyodide) ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_games_sample(players: int) -> None:
    for seed in range(1000, 1008):
        run_game(players, seed, watched=seed % 4 == 0)


def test_round_trip_at_every_step_short_game() -> None:
    run_game(2, 4, watched=True, round_trip_every=1)  # seed 4: simple bots, a short game


# --- the thousand games (CPython only) ---------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_thousand_random_games(players: int) -> None:
    facts = [run_game(players, seed, watched=seed % 12 == 0) for seed in range(250)]
    # the games really exercise the rules
    assert sum(f["burns"] for f in facts) > 250
    assert sum(f["risks"] for f in facts) > 100
    assert sum(f["flips"] for f in facts) > 100
    assert any(not f["stalemate"] for f in facts)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_round_trip_at_every_step(players: int) -> None:
    run_game(players, 1, watched=True, round_trip_every=1)  # seed 1: simple bots


# --- through the JSON text api ----------------------------------------------------------------------------


def run_api_game(players: int, seed: int) -> None:
    """One game through engine.api only, mirrored by a Python game that must agree at every step."""
    game_text = json.dumps(ok(api.new_game, json.dumps({"ruleset": "idiot", "players": players, "seed": seed}))["game"])
    mirror = read_config({"ruleset": "idiot", "players": players, "seed": seed}).start()
    rng = Rng(seed + 17)
    for step in range(5_000):
        waiting = mirror.waiting_for()
        seat = (waiting[0] if len(waiting) == 1 else rng.choice(waiting)) if waiting else 0
        view = ok(api.view, game_text, seat)["view"]
        assert view == json.loads(json.dumps(mirror.view(seat)))
        assert view["waiting_for"] == waiting
        if not waiting:
            assert view["over"] is True and view["legal_moves"] == []
            return
        if step % 5 == 0:
            for other in range(players):
                if other not in waiting:
                    assert ok(api.view, game_text, other)["view"]["legal_moves"] == []
        if rng.below(2):
            move = ok(api.bot_move, game_text, seat, "simple")["move"]
            assert move in view["legal_moves"]
        else:
            move = rng.choice(view["legal_moves"])
        out = ok(api.apply, game_text, seat, json.dumps(move))
        assert set(out) == {"ok", "game"}
        game_text = json.dumps(out["game"])
        mirror.apply(seat, parse_move(move))
    raise AssertionError("the game did not end")


def test_api_games_sample() -> None:
    run_api_game(2, 3)


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_api_games(players: int) -> None:
    run_api_game(players, 50)


def test_codes_regex_matches_every_card() -> None:
    from engine.cards import BLACK_JOKER, RED_JOKER, STANDARD

    for card in (*STANDARD, RED_JOKER, BLACK_JOKER):
        assert CARD_CODE.match(card.code)
    for word in ("hand", "TT", "1C", "10H", "AX", "play", "J", "Q"):
        assert not CARD_CODE.match(word)

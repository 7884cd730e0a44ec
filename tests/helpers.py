"""Test helpers: stacked Idiot decks, a table driven through engine.api, view reading.

Only `engine` and the standard library are imported, so the same helpers run
under CPython and inside Pyodide (where `engine` comes from the built wheel).

Card codes are used everywhere (RULES.md notation: "TH" is the ten of hearts).
"""

from __future__ import annotations

import json
import re
from collections import Counter
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, Protocol, TypeVar

from engine import api
from engine.cards import STANDARD
from engine.rng import Rng
from engine.saves import load

ALL_CODES = [card.code for card in STANDARD]  # 52 codes, clubs 2..A, diamonds, hearts, spades
RANK_ORDER = "23456789TJQKA"
CARD_CODE = re.compile(r"^(?:[2-9TJQKA][CDHS]|RJ|BJ)$")


def rank_of(code: str) -> int:
    return RANK_ORDER.index(code[0]) + 2


# Unspecified seat cards are taken in this fixed order: plain cards low to high, then the
# specials (2s and 10s) last, so a test that leaves a slot open does not get a burn by chance.
FILL_ORDER = sorted(ALL_CODES, key=lambda c: (c[0] in "2T", rank_of(c), "CDHS".index(c[1])))


def _drain_order(codes: list[str]) -> list[str]:
    """An order in which every card, risked from the stock one after another, fits the pile:
    2s first, then ascending ranks (tens, which burn, early), and one ten kept for the very
    end so the last risk burns the pile and leaves it empty."""
    tens = [c for c in codes if c[0] == "T"]
    rest = [c for c in codes if c[0] != "T"]
    last = tens[-1:]
    early_tens = tens[:-1]
    twos = [c for c in rest if c[0] == "2"]
    others = sorted((c for c in rest if c[0] != "2"), key=lambda c: (rank_of(c), "CDHS".index(c[1])))
    return twos + early_tens + others + last


def drain_outcome(players: int, stock: list[str]) -> tuple[int, int] | None:
    """Risking `stock` (top first) from seat 0 on an empty pile, by this test's own reading of
    RULES.md (10 burns; four of a rank in a row burn; a burner goes again; else the turn
    passes left): (the seat to move afterwards, cards left on the pile), or None if some
    risked card would not fit."""
    ranks: list[int] = []
    turn = 0
    for code in stock:
        rank = rank_of(code)
        if ranks and ranks[-1] != 2 and rank not in (2, 10) and rank < ranks[-1]:
            return None
        ranks.append(rank)
        if rank == 10 or ranks[-4:] == [rank] * 4:
            ranks = []
        else:
            turn = (turn + 1) % players
    return turn, len(ranks)


def _drain_orders(codes: list[str]) -> Iterator[list[str]]:
    """The base drain order, then variants with one or two 2s or 10s moved elsewhere (a 2 or
    a 10 dropped inside a run of a rank changes how many risks burn, and so whose turn follows)."""
    base = _drain_order(codes)
    yield base
    specials = [i for i, c in enumerate(base) if c[0] in "2T"]
    for i in specials:
        without = base[:i] + base[i + 1 :]
        for j in range(len(without) + 1):
            yield without[:j] + [base[i]] + without[j:]
    for a in specials:
        for b in specials:
            if a < b:
                without = [c for k, c in enumerate(base) if k not in (a, b)]
                for j in range(len(without) + 1):
                    for k in range(j, len(without) + 1):
                        yield without[:j] + [base[a]] + without[j:k] + [base[b]] + without[k:]


def stacked_deck(
    players: int,
    hidden: dict[int, Sequence[str]] | None = None,
    visible: dict[int, Sequence[str]] | None = None,
    hand: dict[int, Sequence[str]] | None = None,
    stock: Sequence[str] = (),
    rest: str = "fill",
    first: int | None = None,
) -> list[str]:
    """The 52 cards of a stacked Idiot deck that deals as asked.

    RULES.md "Seats and stacked deals": one card at a time to seats 0, 1, ..., n-1, nine
    rounds: rounds 1-3 hidden, 4-6 visible, 7-9 hand; the rest is the stock, the first
    remaining card on top. `hidden`/`visible`/`hand` map a seat to up to three codes (in
    dealing order); open slots are filled in FILL_ORDER. `stock` lists the stock's top
    cards, top first; the remaining cards follow in FILL_ORDER (rest="fill") or in an order
    in which all of them can be risked one after another, ending on a burn (rest="drain").
    """
    hidden, visible, hand = hidden or {}, visible or {}, hand or {}
    slots: list[list[str | None]] = [[None] * 9 for _ in range(players)]
    for offset, given in ((0, hidden), (3, visible), (6, hand)):
        for seat, codes in given.items():
            assert 0 <= seat < players and len(codes) <= 3, (seat, codes)
            for i, code in enumerate(codes):
                slots[seat][offset + i] = code
    named = [c for row in slots for c in row if c is not None] + list(stock)
    assert all(c in ALL_CODES for c in named), named
    duplicates = [c for c, k in Counter(named).items() if k > 1]
    assert not duplicates, f"cards named twice: {duplicates}"
    pool = [c for c in FILL_ORDER if c not in named]
    for row in slots:
        for i, code in enumerate(row):
            if code is None:
                row[i] = pool.pop(0)
    dealt = [slots[seat][r] for r in range(9) for seat in range(players)]
    remaining = pool
    if rest == "drain":
        assert not stock, "a drained stock is ordered by the helper"
        for order in _drain_orders(pool):
            outcome = drain_outcome(players, order)
            if outcome is not None and outcome[1] == 0 and (first is None or outcome[0] == first):
                remaining = order
                break
        else:
            raise AssertionError(f"no drain order leaves seat {first} to move")
    deck = [c for c in dealt if c is not None] + list(stock) + remaining
    assert sorted(deck) == sorted(ALL_CODES)
    return deck


def call(function: Any, *args: Any) -> dict[str, Any]:
    """Call an engine.api function, check it returned JSON text, and decode it."""
    text = function(*args)
    assert isinstance(text, str)
    out = json.loads(text)
    assert isinstance(out, dict) and isinstance(out.get("ok"), bool), out
    return out


def ok(function: Any, *args: Any) -> dict[str, Any]:
    out = call(function, *args)
    assert out["ok"] is True, out
    return out


def error(function: Any, *args: Any) -> dict[str, Any]:
    """The error of a call that must fail: {"code", "message"}, and for a move the rules
    refuse also {"reason", "params"}."""
    out = call(function, *args)
    assert out["ok"] is False, out
    assert set(out) == {"ok", "error"}, out
    err = out["error"]
    assert set(err) in ({"code", "message"}, {"code", "message", "reason", "params"}), err
    assert isinstance(err["code"], str) and isinstance(err["message"], str)
    if "reason" in err:
        assert isinstance(err["reason"], str) and isinstance(err["params"], dict), err
    return err


def is_sentence(message: str) -> bool:
    """A message for a person: a sentence, so it does not start with a small letter (it may
    start with a capital, or with the value it quotes back) and it ends in a full stop."""
    message = message.strip()
    return len(message) >= 8 and message[-1] in ".!?" and not message[0].islower()


def play(*codes: str) -> dict[str, Any]:
    return {"type": "play", "cards": list(codes)}


TAKE = {"type": "take"}
RISK = {"type": "risk"}
READY = {"type": "ready"}


def flip(index: int) -> dict[str, Any]:
    return {"type": "flip", "index": index}


def swap(hand: str, table: str) -> dict[str, Any]:
    return {"type": "swap", "hand": hand, "table": table}


def config(
    players: int, seed: int = 0, deck: list[str] | None = None, options: dict[str, Any] | None = None
) -> dict[str, Any]:
    out: dict[str, Any] = {"ruleset": "idiot", "players": players, "seed": seed}
    if options is not None:
        out["options"] = options
    if deck is not None:
        out["deck"] = deck
    return out


def move_key(move: dict[str, Any]) -> Any:
    """A move in a comparable form (the order of "cards" does not matter)."""
    out = dict(move)
    if "cards" in out:
        out["cards"] = tuple(sorted(out["cards"]))
    return tuple(sorted(out.items()))


class Table:
    """An Idiot game driven only through engine.api's JSON text functions."""

    def __init__(
        self, players: int, deck: list[str] | None = None, seed: int = 0, options: dict[str, Any] | None = None
    ) -> None:
        self.players = players
        self.deck = deck
        self.text = json.dumps(ok(api.new_game, json.dumps(config(players, seed, deck, options)))["game"])
        self.mark = 0  # the number of the first event not yet read by new_events()

    # --- reading ------------------------------------------------------------------------

    def view(self, seat: int = 0) -> dict[str, Any]:
        return ok(api.view, self.text, seat)["view"]

    def seat(self, seat: int, of: int | None = None) -> dict[str, Any]:
        """Seat `seat`'s entry in the view of seat `of` (itself by default)."""
        return self.view(seat if of is None else of)["seats"][seat]

    def hand(self, seat: int) -> list[str]:
        cards = self.seat(seat)["hand"]
        assert cards is not None
        return cards

    def turn(self) -> int | None:
        return self.view(0)["turn"]

    def pile(self) -> list[str]:
        return self.view(0)["pile"]

    def legal(self, seat: int) -> list[dict[str, Any]]:
        return self.view(seat)["legal_moves"]

    def legal_plays(self, seat: int) -> set[tuple[str, ...]]:
        return {tuple(sorted(m["cards"])) for m in self.legal(seat) if m["type"] == "play"}

    def legal_kinds(self, seat: int) -> set[str]:
        return {m["type"] for m in self.legal(seat)}

    @property
    def game(self) -> Any:
        """The Python game object of the current state (for what no view shows: hidden cards, the stock)."""
        return load(json.loads(self.text))[1]

    def new_events(self) -> list[dict[str, Any]]:
        """The public events since the last call (from the view's log, checked for gaps)."""
        log = self.view(0)["log"]
        fresh = [e for e in log if e["n"] >= self.mark]
        if fresh:
            assert fresh[0]["n"] == self.mark, "more events than the log shows"
            self.mark = fresh[-1]["n"] + 1
        return [{k: v for k, v in e.items() if k != "n"} for e in fresh]

    def skip_events(self) -> None:
        self.mark = len(self.game.log)

    # --- acting -----------------------------------------------------------------------------

    def move(self, seat: int, move: dict[str, Any]) -> None:
        self.text = json.dumps(ok(api.apply, self.text, seat, json.dumps(move))["game"])

    def refuse(self, seat: int, move: dict[str, Any], code: str = "illegal_move") -> str:
        """Make a move that must be refused with `code`; the game is unchanged. The message."""
        # The refusal hands back no game (error() checks that), so "unchanged" is about the
        # api's memory of this one: every seat's view of it is answered alike after.
        before = [api.view(self.text, s) for s in range(self.players)]
        err = error(api.apply, self.text, seat, json.dumps(move))
        assert err["code"] == code, err
        assert is_sentence(err["message"]), err
        if code == "illegal_move":
            assert err["reason"], err  # a reason the page can say in the person's language
        assert [api.view(self.text, s) for s in range(self.players)] == before
        return err["message"]

    def ready_all(self) -> None:
        for seat in range(self.players):
            self.move(seat, READY)
        self.skip_events()

    def drain(self) -> None:
        """Risk stock cards until the stock is empty; every one must fit and be played."""
        while self.view(0)["stock"]:
            seat = self.turn()
            assert seat is not None
            self.move(seat, RISK)
        log = self.game.log
        assert not any(e["type"] == "fail" for e in log[self.mark :]), "a risked card did not fit"
        self.skip_events()


_QUOTED_CODE = re.compile(r'"((?:[2-9TJQKA][CDHS]|RJ|BJ))"')


def card_codes_in(value: Any) -> set[str]:
    """Every string in a JSON value (keys too) that is a card code.

    Found in the JSON text: a string that is exactly a code is written as "7C" with its
    quotes (json.dumps escapes any quote inside a string, so none is missed or invented)."""
    text = value if isinstance(value, str) else json.dumps(value)
    return set(_QUOTED_CODE.findall(text))


def counts(codes: Iterable[str]) -> Counter[str]:
    return Counter(codes)


# Every error code engine.api answers with (docs/protocol.md), for the bad-input tests.
CODES = {
    "bad_json",
    "bad_config",
    "bad_save",
    "newer_save",
    "bad_table",
    "bad_seat",
    "bad_move",
    "not_your_turn",
    "illegal_move",
    "game_over",
    "bad_level",
    "bad_step",
    "not_over",
    "bad_code",
    "no_deal_code",
    "bad_date",
}


class Hidden(Protocol):
    """A game whose hidden cards are its hands and its stock (Haft Khabis, Planowanie)."""

    players: int
    hands: list[list[Any]]
    stock: list[Any]
    rng: Rng

    def clone(self) -> Any: ...


G = TypeVar("G", bound=Hidden)


def deal_hidden_afresh(game: G, seat: int, rng: Rng) -> G:
    """`game` with all `seat` cannot see dealt afresh by the test itself, never by the
    engine's resample (which the bots' tests check against it): the other hands and the
    stock shuffled together and dealt back in the same numbers, and a new generator for
    the deals to come."""
    other: G = game.clone()
    others = [s for s in range(game.players) if s != seat]
    pool = sorted([*game.stock, *(c for s in others for c in game.hands[s])])
    rng.shuffle(pool)
    for s in others:
        other.hands[s] = [pool.pop() for _ in game.hands[s]]
    other.stock = pool
    other.rng = Rng(rng.next64())
    return other

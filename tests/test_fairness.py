"""A bot decides only from what its seat may know: every game, every level.

Pairs of games that differ only in cards the seat cannot see (other hands, hidden cards,
the stock's order, the generator of the deals to come) must give the same choice at every
level, the search's at the same seed (the strong level's search draws its deals from a
generator seeded by what the seat has seen). The second game of each pair is the first
with all the seat cannot see dealt afresh (that the two are alike for the seat is checked
too: its view is the same). And the search's own deals (`Game.resample`), made from either
game of a pair, are the same: resampling never reads a hidden card.
"""

from __future__ import annotations

from collections import Counter

import pytest

from engine.cards import Card
from engine.core import Game
from engine.registry import RULESETS, bot_move, levels
from engine.rng import Rng

GAMES = sorted(RULESETS)
PLAYERS = {"idiot": 3, "belgia": 3, "haft_khabis": 3, "planowanie": 3}
EVERY = {"idiot": 9, "belgia": 9, "haft_khabis": 9, "planowanie": 17}  # planowanie's games are long
POSITIONS = 12  # positions per game checked at every level


def positions(ruleset: str, players: int, seed: int, every: int) -> list[tuple[Game, int]]:
    """Positions of a seeded game played by the simple bots, one every `every` moves."""
    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options({}, players), None)
    found = []
    step = 0
    while game.waiting_for() and len(found) < POSITIONS:
        seat = game.waiting_for()[0]
        if step % every == 0:
            found.append((game.clone(), seat))
        game.apply(seat, bot_move(game, seat, "simple"))
        step += 1
    return found


def resamples(game: Game) -> bool:
    return type(game).resample is not Game.resample


def twin(game: Game, seat: int, rng: Rng) -> Game:
    """`game` with all `seat` cannot see dealt afresh, by this test's own reading of the
    games (not by `resample`, which it checks): the other hands but the cards known to be
    in them, every hidden table card, and the stock, shuffled together and dealt back in
    the same numbers; and a new generator for what is still to be shuffled."""
    other = game.clone()
    hands: list[list[Card]] = getattr(other, "hands")
    hidden: list[list[Card]] = getattr(other, "hidden", [[] for _ in hands])
    known: list[Counter[Card]] = getattr(other, "known", [Counter() for _ in hands])
    pool: list[Card] = list(getattr(other, "stock"))
    for s, hand in enumerate(hands):
        pool += hidden[s]
        if s != seat:
            pool += (Counter(hand) - known[s]).elements()
    pool.sort()
    rng.shuffle(pool)
    for s, hand in enumerate(hands):
        hidden[s][:] = [pool.pop() for _ in hidden[s]]
        if s != seat:
            hands[s] = [*known[s].elements(), *(pool.pop() for _ in range(len(hand) - sum(known[s].values())))]
    setattr(other, "stock", pool)
    if hasattr(other, "rng"):
        setattr(other, "rng", Rng(rng.next64()))
    return other


@pytest.mark.parametrize("ruleset", GAMES)
def test_the_twin_looks_the_same_to_the_seat_and_differs_in_what_it_cannot_see(ruleset: str) -> None:
    changed = 0
    for game, seat in positions(ruleset, PLAYERS[ruleset], seed=3, every=EVERY[ruleset]):
        other = twin(game, seat, Rng(99))
        assert other.view(seat) == game.view(seat)
        assert sorted(other.cards()) == sorted(game.cards())
        changed += other.cards() != game.cards()
        if resamples(game):
            assert game.resample(seat, Rng(4)).view(seat) == game.view(seat)
    assert changed > 0  # the pairs do differ


@pytest.mark.parametrize("ruleset", GAMES)
def test_every_level_chooses_alike_in_games_the_seat_cannot_tell_apart(ruleset: str) -> None:
    for game, seat in positions(ruleset, PLAYERS[ruleset], seed=11, every=EVERY[ruleset]):
        other = twin(game, seat, Rng(5))
        for level in levels(ruleset):
            assert bot_move(other, seat, level) == bot_move(game, seat, level), (level, seat)


@pytest.mark.parametrize(
    "ruleset", [ruleset for ruleset in GAMES if resamples(positions(ruleset, PLAYERS[ruleset], 0, 1)[0][0])]
)
def test_the_search_deals_alike_from_games_the_seat_cannot_tell_apart(ruleset: str) -> None:
    for game, seat in positions(ruleset, PLAYERS[ruleset], seed=7, every=EVERY[ruleset]):
        other = twin(game, seat, Rng(3))
        a, b = game.resample(seat, Rng(8)), other.resample(seat, Rng(8))
        assert a.cards() == b.cards()
        assert all(a.view(s) == b.view(s) for s in range(game.players))


def test_every_game_has_a_simple_level() -> None:
    assert all("simple" in levels(ruleset) for ruleset in RULESETS)

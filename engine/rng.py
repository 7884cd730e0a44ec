"""The seeded generator kept in a game's state.

SplitMix64: one integer of state, so it travels in JSON, and the same
sequence in CPython and in Pyodide. Every random event of a game (shuffles,
draws of a dealer) comes from here, so a seed replays the same game.
"""

from __future__ import annotations

import struct
from collections.abc import Callable
from functools import cache
from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
# Below every limit of the bounds up to 256, each at least 2**64 - 255: shuffle's quick test.
_SAFE = (1 << 64) - 256


class Rng:
    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = z = (self.state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * _MIX1) & _MASK
        z = ((z ^ (z >> 27)) * _MIX2) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1, without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = _limit(n)
        state = self.state
        while True:  # next64() written out
            state = (state + _GOLDEN) & _MASK
            z = ((state ^ (state >> 30)) * _MIX1) & _MASK
            z = ((z ^ (z >> 27)) * _MIX2) & _MASK
            z ^= z >> 31
            if z < limit:
                self.state = state
                return z % n

    def shuffle(self, items: list[T]) -> None:
        """Fisher-Yates, in place: `below(i + 1)` for each i from the last down. The draws are
        below()'s, in its order, but mixed all at once (_draws): below() rejects a draw so
        rarely (under 1 in 2**56 a draw for decks of up to 256 cards) that each draw is
        nearly always the next state's."""
        last = len(items) - 1
        if last < 1:
            return
        state = self.state
        draws = _draws(state, last)
        # below()'s rejection needs no limit for a draw under _SAFE, when every bound is at most
        # 256: each limit is above it. Else (safe 0) every draw is held to its limit, as below().
        safe = _SAFE if last < 256 else 0
        for i in range(last, 0, -1):
            n = i + 1
            z = draws[last - i]
            if z >= safe and z >= _limit(n):
                # rejected: below() draws again, so every later draw is the next state's. Go on
                # one draw at a time from this card down, from the state its draw came from.
                self.state = (state + (last - i) * _GOLDEN) & _MASK
                for k in range(i, 0, -1):
                    j = self.below(k + 1)
                    items[k], items[j] = items[j], items[k]
                return
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = (state + last * _GOLDEN) & _MASK

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]


def _limit(n: int) -> int:
    """below()'s rejection limit for the bound n: the draws from it up would favour the low
    numbers, so they are drawn again."""
    return (1 << 64) - (1 << 64) % n


@cache
def _lanes(count: int) -> tuple[int, int, int, Callable[[bytes], tuple[int, ...]]]:
    """_draws' constants for `count` draws, each an integer with a lane of 128 bits a draw:
    1 in every lane, the draws' steps of _GOLDEN, every lane's low 64 bits set; and the
    reader of each lane's low 64 bits. Kept for each size of deck or resampled pool (a few
    hundred cards at most, so a few hundred sizes)."""
    ones = sum(1 << (128 * lane) for lane in range(count))
    steps = sum((lane + 1) * _GOLDEN << (128 * lane) for lane in range(count))
    return ones, steps, ones * _MASK, struct.Struct("<" + "Q8x" * count).unpack


def _draws(state: int, count: int) -> tuple[int, ...]:
    """next64()'s next `count` outputs from `state`, each mixed in its own lane of one big
    integer, so that a shuffle makes a few big operations rather than a dozen on 64-bit
    integers for every card (inside Pyodide each of those allocates: 2.9 times as fast there,
    2 times in CPython). A lane's product of two 64-bit numbers fits in its 128 bits; a shift
    leaks bits of the lane above into the high half only, and the mask clears them."""
    ones, steps, low, read = _lanes(count)
    z = (state * ones + steps) & low
    z = ((z ^ (z >> 30)) & low) * _MIX1 & low
    z = ((z ^ (z >> 27)) & low) * _MIX2 & low
    return read((z ^ (z >> 31)).to_bytes(16 * count, "little"))

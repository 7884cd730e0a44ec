"""The seeded generator kept in a game's state.

SplitMix64: one integer of state, so it travels in JSON, and the same
sequence in CPython and in Pyodide. Every random event of a game (shuffles,
draws of a dealer) comes from here, so a seed replays the same game.
"""

from __future__ import annotations

from typing import TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1
_GOLDEN, _MIX1, _MIX2 = 0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB
# below()'s rejection limit for the small bounds shuffles use, computed once (the same values).
_LIMITS = tuple((1 << 64) - (1 << 64) % n if n else 0 for n in range(257))
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
        limit = _LIMITS[n] if n < 257 else (1 << 64) - (1 << 64) % n
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
        """Fisher-Yates, in place: `below(i + 1)` for each i from the last down, written out
        (the same draws, in the same order, without a call each)."""
        state = self.state
        golden, mask, mix1, mix2 = _GOLDEN, _MASK, _MIX1, _MIX2  # read as locals, 103 times a deck of 104
        # below()'s rejection needs no limit for a draw under _SAFE, when every bound is at most
        # 256: each limit is above it. Else (safe 0) every draw is held to its limit, as below().
        safe = _SAFE if len(items) <= 256 else 0
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            state = (state + golden) & mask
            z = ((state ^ (state >> 30)) * mix1) & mask
            z = ((z ^ (z >> 27)) * mix2) & mask
            z ^= z >> 31
            if z >= safe:
                limit = _LIMITS[n] if n < 257 else (1 << 64) - (1 << 64) % n
                while z >= limit:  # rejected: the next draw, as below()'s loop
                    state = (state + golden) & mask
                    z = ((state ^ (state >> 30)) * mix1) & mask
                    z = ((z ^ (z >> 27)) * mix2) & mask
                    z ^= z >> 31
            j = z % n
            items[i], items[j] = items[j], items[i]
        self.state = state

    def choice(self, items: list[T]) -> T:
        return items[self.below(len(items))]

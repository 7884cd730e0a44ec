"""Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling et al. 2012).

Each iteration deals afresh everything the searching seat cannot see
(`Game.resample`, built only from what that seat has seen), walks one shared
tree of moves down that deal with UCB1 counting each move as available only
where it was legal, expands one move, plays the rest out with a quick policy
and backs up what each mover scored. The move tried most at the root wins.

The search never reads the clock: `stop(iterations)` says when to end, so the
same stop rule and seed give the same move.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Callable

from ..core import Game, Policy
from ..moves import Move
from ..rng import Rng

EXPLORATION = 0.7


@dataclass
class Node:
    visits: int = 0
    total: float = 0.0
    available: int = 1
    children: dict[Move, Node] = field(default_factory=dict)

    def ucb(self) -> float:
        if self.visits == 0:
            return math.inf
        return self.total / self.visits + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)


def ismcts(game: Game, seat: int, rng: Rng, rollout: Policy, stop: Callable[[int], bool]) -> tuple[Move, Node]:
    """The move ISMCTS chooses for `seat`, and the root of its tree."""
    root = Node()
    legal = game.legal_moves(seat)
    if len(legal) == 1:
        return legal[0], root
    iterations = 0
    while not stop(iterations):
        iterations += 1
        state = game.resample(seat, rng)
        path = _descend(state, root, rng)
        while not state.is_over():
            mover = state.waiting_for()[0]
            state._apply(mover, rollout(state, mover))  # the policies choose only legal moves
        scores = state.returns()
        for node, mover in path:
            node.visits += 1
            node.total += scores[mover]
    return max(legal, key=lambda move: root.children[move].visits if move in root.children else -1), root


def _descend(state: Game, node: Node, rng: Rng) -> list[tuple[Node, int]]:
    """Select down the tree in this deal, expand one move; the nodes passed and who moved."""
    path: list[tuple[Node, int]] = []
    while not state.is_over():
        mover = state.waiting_for()[0]
        moves = state.legal_moves(mover)
        untried = []
        for move in moves:
            child = node.children.get(move)
            if child is None:
                untried.append(move)
            else:
                child.available += 1
        if untried:
            move = untried[rng.below(len(untried))]
            child = node.children[move] = Node()
            state._apply(mover, move)
            path.append((child, mover))
            return path
        move = max(moves, key=lambda m: node.children[m].ucb())
        node = node.children[move]
        state._apply(mover, move)
        path.append((node, mover))
    return path

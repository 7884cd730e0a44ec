"""What the bots choose, recorded: the moves of seeded games at every level of every game,
as one digest a game, so a change meant only to make the engine faster can prove that the
bots still choose exactly the same moves (the same random draws in the same order).

`python tests/bot_choices.py` prints the digests as JSON (tests/bot_choices.json holds the
recorded ones, checked by tests/test_bot_choices.py); `--moves N --seeds K` plays longer
or more games for a wider check before and after a change (compare the two outputs).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.registry import RULESETS, bot_move, levels

# Every seat at the level, these seats, these first moves of each seeded game: cheap enough
# for the test suite (strong costs some 20-70 ms a move), long enough to reach the search's
# every branch (draws, sevens, covers in Haft Khabis; the endgame of the shedding games).
SEATS = {"idiot": 3, "belgia": 4, "haft_khabis": 2, "planowanie": 4}
MOVES = {"simple": 300, "good": 300, "strong": 30}
SEEDS = 2


def digest(ruleset: str, level: str, seed: int, moves: int, players: int) -> str:
    """The sha256 of the moves' JSON, in order, of seed `seed` with every seat at `level`
    (the first `moves` of them, or all if the game ends first), and the view's state at the end."""
    rules = RULESETS[ruleset]
    game = rules.start(players, seed, rules.read_options({}, players), None)
    sha = hashlib.sha256()
    for _ in range(moves):
        waiting = game.waiting_for()
        if not waiting:
            break
        seat = waiting[0]
        move = bot_move(game, seat, level)
        sha.update(json.dumps([seat, move.to_json()], sort_keys=True).encode())
        game.apply(seat, move)
    sha.update(json.dumps(game.view(0), sort_keys=True).encode())
    return sha.hexdigest()[:16]


def digests(seeds: int = SEEDS, moves: dict[str, int] | None = None) -> dict[str, str]:
    """Digests by "ruleset/level/seed" -> digest, for every game and level."""
    moves = moves or MOVES
    return {
        f"{ruleset}/{level}/{seed}": digest(ruleset, level, seed, moves[level], SEATS[ruleset])
        for ruleset in sorted(RULESETS)
        for level in levels(ruleset)
        for seed in range(seeds)
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seeds", type=int, default=SEEDS)
    parser.add_argument("--moves", type=int, default=None, help="moves of every level (default: MOVES)")
    args = parser.parse_args()
    moves = {level: args.moves for level in MOVES} if args.moves else None
    print(json.dumps(digests(args.seeds, moves), indent=2, sort_keys=True))


if __name__ == "__main__":
    main()

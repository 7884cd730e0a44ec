"""The hint: the strongest level's move for a seat, and one line why when it can be said.

The line is a key of the page's text catalog ("hint.why.*", English in web/text.js) and
its numbers, so the page says it in the person's language. It states facts of the
position that make the move sensible (a ten burns the pile, the bid is made and this card
loses the trick, a 7 answers the 7s); where no such fact stands out, the line says that
the strongest level's search chose it ("hint.why.search").
"""

from __future__ import annotations

from typing import Any

from ..cards import SUITS
from ..core import Game
from ..games import haft_khabis as hk
from ..games.planowanie import Planowanie
from ..games.shedding import BURN_RUN, TEN, TWO, Shedding
from ..moves import Choose, Draw, Flip, Move, Play, Ready, Risk, Swap, Take
from . import bot_move, levels, planowanie

JsonObject = dict[str, Any]


def hint(game: Game, seat: int) -> JsonObject:
    """{"move", "level", "why"}: the move of the strongest level the game offers."""
    level = levels(game.ruleset_id)[-1]
    move = bot_move(game, seat, level)
    return {"move": move.to_json(), "level": level, "why": why(game, seat, move)}


def why(game: Game, seat: int, move: Move) -> JsonObject | None:
    if isinstance(game, Planowanie):
        key, params = planowanie.explain(game, seat, move)
    elif isinstance(game, Shedding):
        key, params = _shedding(game, seat, move)
    elif isinstance(game, hk.HaftKhabis):
        key, params = _haft_khabis(game, seat, move)
    else:
        return None
    return {"key": key, "params": params}


def _rank(play: Play) -> int:
    return play.as_rank if play.as_rank is not None else play.cards[-1].rank  # sorted: jokers first


def _shedding(game: Shedding, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    if isinstance(move, Play):
        rank = _rank(move)
        run = len(move.cards)
        for below in reversed(game.pile_ranks):
            if below != rank:
                break
            run += 1
        if rank == TEN:
            return "hint.why.ten", {"n": len(game.pile)}
        if run >= BURN_RUN:
            return "hint.why.four", {"n": len(game.pile)}
        if rank == TWO:
            return "hint.why.two", {}
        lowest = min(_rank(play) for play in game.legal_moves(seat) if isinstance(play, Play) and _rank(play) not in (TWO, TEN))
        return ("hint.why.lowest" if rank == lowest else "hint.why.search"), {"n": len(move.cards)}
    if isinstance(move, Risk) and not game.pile:  # RULES.md: a risked card that fits is played; all fit an empty pile
        return "hint.why.risk_no_pile", {}
    simple_reasons: dict[type, str] = {
        Take: "hint.why.take", Risk: "hint.why.risk", Flip: "hint.why.flip",
        Swap: "hint.why.swap", Ready: "hint.why.ready", Choose: "hint.why.choose",
    }
    return simple_reasons[type(move)], {"n": len(game.pile)}


# --- Haft Khabis (RULES.md section 3; the good level in bots/haft_khabis.py reasons the same way)

SEARCHED = "hint.why.search"  # strong, the level hints come from, chose the move by search


def _haft_khabis(game: hk.HaftKhabis, seat: int, move: Move) -> tuple[str, dict[str, int]]:
    if isinstance(move, Play):
        return _haft_khabis_play(game, seat, move)
    if isinstance(move, Draw):
        if game.pending:
            held_seven = any(c.rank == hk.SEVEN for c in game.hands[seat])
            return (SEARCHED, {}) if held_seven else ("hint.why.hk.draw_sevens", {"n": game.pending})
        return ("hint.why.hk.draw_cover" if game.cover else "hint.why.hk.draw"), {}
    drawn = game.drawn  # a pass: the card just drawn fits and is kept
    if drawn is not None and drawn.rank == hk.JACK:
        return "hint.why.hk.pass_jack", {}
    if drawn is not None and drawn.rank == hk.SEVEN:
        return "hint.why.hk.pass_seven", {}
    return SEARCHED, {}


def _haft_khabis_play(game: hk.HaftKhabis, seat: int, play: Play) -> tuple[str, dict[str, int]]:
    card = play.cards[0]
    rank = card.rank
    after = list(game.hands[seat])
    after.remove(card)
    count = {s: len(game.hands[s]) for s in game.active}
    nxt = game.next_seat(seat)
    if not after and rank != hk.EIGHT:  # an 8 asks for a cover, so it never goes out
        return ("hint.why.hk.out_jack" if rank == hk.JACK else "hint.why.hk.out"), {}
    if game.pending:  # only a 7 fits on the 7s
        return "hint.why.hk.seven_back", {"n": game.pending + 2}
    if len(after) == 1 and play.announce:
        return ("hint.why.hk.keep_jack" if after[0].rank == hk.JACK else "hint.why.hk.tak_barg"), {}
    if rank == hk.EIGHT:
        covers = sum(1 for c in after if c.suit == card.suit or c.rank in (hk.EIGHT, hk.JACK))
        if covers:
            return "hint.why.hk.eight", {"n": covers}
    held = {suit: sum(1 for c in after if c.suit == suit and c.rank != hk.JACK) for suit in SUITS}
    if rank == hk.JACK:
        assert play.suit is not None
        if held[play.suit] == 0 or held[play.suit] < max(held.values()):
            return SEARCHED, {}
        others_fit = any(c.rank != hk.JACK and game.fits(c) for c in game.hands[seat]) and game.drawn is None
        return ("hint.why.hk.jack_most" if others_fit else "hint.why.hk.jack_only"), {"n": held[play.suit]}
    if rank == hk.TWO and play.target is not None and count[play.target] == min(n for s, n in count.items() if s != seat):
        return "hint.why.hk.two", {"n": count[play.target]}
    if rank == hk.SEVEN:
        return "hint.why.hk.seven", {"n": count[nxt]}
    if rank == hk.ACE:
        return "hint.why.hk.ace", {"n": count[nxt]}
    if rank == hk.TEN and count[nxt] < count[game.step(seat, -game.direction)]:
        return "hint.why.hk.ten", {"n": count[nxt]}
    if game.drawn is not None:
        return "hint.why.hk.play_drawn", {"n": hk.points(card)}
    fitting = {c for c in game.hands[seat] if c.rank != hk.JACK and game.fits(c)}
    if len(fitting) == 1:
        jack_fits = any(c.rank == hk.JACK and game.fits(c) for c in game.hands[seat])
        return ("hint.why.hk.only_jack" if jack_fits else "hint.why.hk.only"), {}
    if hk.points(card) == max(hk.points(c) for c in fitting):
        return "hint.why.hk.costly", {"n": hk.points(card)}
    if held[card.suit] and held[card.suit] == max(held.values()):
        return "hint.why.hk.suit", {"n": held[card.suit]}
    return SEARCHED, {}

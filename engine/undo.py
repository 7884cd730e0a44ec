"""Fair undo: a seat takes back its last move only if that showed it nothing new.

Taking back a move and everything after it would let a player peek and try again:
draw from the stock, see a bad card, undo; or bid, watch the others bid, undo and bid
again. So an undo is refused when, since the seat's last move, either

- a card the seat could not see before has come into its view: drawn, turned up,
  dealt, or laid on the table by another seat; or
- another seat has made a decision: a move chosen among several (a bid, a card played,
  a named suit, a 2's victim, taking the pile rather than risking the stock). Every
  move of these games is public, in the log and the view, so the seat has seen it.
  Another person's move at the same device (the save's "table") is always a decision,
  even a forced one: an undo never takes back a move someone else made.

A move that was another seat's only legal move chose nothing and shows nothing but what
the rules dictated (drawing when no card fits, drawing the 7s' total when holding no 7,
taking the pile with no card that fits and no stock to risk), and a move among cards
already in view shows no card: after only those, a move can be taken back.

What a seat sees is its `view`, the log and the list of legal moves aside (they repeat
what the rest of the view shows). A card counts as revealed when its code is in a later
view and in no view since the move began. Views show some cards twice (the top of the
pile, a hand and the cards known to be in it), so copies are not counted: with several
decks, a second copy of a card already in view is not noticed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from .cards import CardError, parse_card
from .core import Game, IllegalMove
from .saves import Record


def undo(record: Record, seat: int) -> tuple[Record, Game]:
    """The record and game as they stood just before `seat`'s last move; IllegalMove, with
    its reason, when the game is over or the seat has learned something since that move."""
    last = _last_move_of(record, seat)
    game = record.start()
    for mover, move in record.moves[:last]:
        game.apply(mover, move)
    seen = _cards_in_view(game.view(seat))
    news: IllegalMove | None = None  # the first thing learned since, as the refusal says it
    trial = game.clone()
    for mover, move in record.moves[last:]:
        if news is not None:  # judged: only the end of the game is still to be found
            trial.apply(mover, move)
            continue
        decided = mover != seat and (mover in record.people or len(trial.legal_moves(mover)) > 1)
        trial.apply(mover, move)
        now = _cards_in_view(trial.view(seat))
        news = _revealed(now - seen) or (_decided(mover) if decided else None)
        seen |= now
    if trial.is_over():
        raise IllegalMove("The game is over, so its last moves stay as they are.", "game_over", reason="undo.over")
    if news is not None:
        raise news
    return replace(record, moves=record.moves[:last]), game


def _revealed(new_cards: set[str]) -> IllegalMove | None:
    if not new_cards:
        return None
    card = parse_card(min(new_cards))
    return IllegalMove(
        f"Your last move cannot be taken back: since then you have seen the {card.name()}, which was hidden before.",
        "undo_reveals",
        reason="undo.reveals",
        card=card.code,
    )


def _decided(mover: int) -> IllegalMove:
    return IllegalMove(
        f"Your last move cannot be taken back: since then seat {mover} has made a choice, and you have seen it.",
        "undo_decision",
        reason="undo.decision",
        seat=mover,
    )


def _last_move_of(record: Record, seat: int) -> int:
    for index in range(len(record.moves) - 1, -1, -1):
        if record.moves[index][0] == seat:
            return index
    raise IllegalMove(
        "You have made no move yet, so there is nothing to take back.", "nothing_to_undo", reason="undo.nothing"
    )


def _cards_in_view(view: Mapping[str, object]) -> set[str]:
    """The codes of the cards the view shows."""
    found: set[str] = set()
    stack: list[object] = [value for key, value in view.items() if key not in ("log", "legal_moves")]
    while stack:
        value = stack.pop()
        if isinstance(value, dict):
            stack.extend(value.values())
        elif isinstance(value, list):
            stack.extend(value)
        elif isinstance(value, str) and _is_card_code(value):
            found.add(value)
    return found


def _is_card_code(text: str) -> bool:
    try:
        parse_card(text)
    except CardError:
        return False
    return True

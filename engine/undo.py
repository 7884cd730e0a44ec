"""Fair undo: a seat takes back its last move only if that showed it nothing new.

Taking back a move and everything after it would let a player peek and try again:
draw from the stock, see a bad card, undo. So an undo is refused when any card the
seat could not see before its move has since come into its view: drawn, turned up,
dealt, or laid on the table by another seat. Bids, passes and moves among cards
already in view reveal nothing, and those can be taken back.

What a seat sees is its `view`, the log and the list of legal moves aside (they repeat
cards the rest of the view shows). A card counts as revealed when its code is in a
later view and in no view since the move began. Views show some cards twice (the top of
the pile, a hand and the cards known to be in it), so copies are not counted: with
several decks, a second copy of a card already in view is not noticed.
"""

from __future__ import annotations

from typing import Any

from .cards import CardError, parse_card
from .core import Game, IllegalMove
from .saves import Record


def undo(record: Record, seat: int) -> tuple[Record, Game]:
    """The record and game as they stood just before `seat`'s last move."""
    last = _last_move_of(record, seat)
    game = record.start()
    for mover, move in record.moves[:last]:
        game.apply(mover, move)
    seen = _cards_in_view(game.view(seat))
    revealed: list[str] = []  # the first newly seen cards, for the message
    trial = game.clone()
    for mover, move in record.moves[last:]:
        trial.apply(mover, move)
        now = _cards_in_view(trial.view(seat))
        if not revealed:
            revealed = sorted(now - seen)
        seen |= now
    if trial.is_over():
        raise IllegalMove("The game is over, so its last moves stay as they are.", "game_over", reason="undo.over")
    if revealed:
        card = parse_card(revealed[0])
        raise IllegalMove(f"Your last move cannot be taken back: since then you have seen the {card.name()}, "
                          "which was hidden before.", "undo_reveals", reason="undo.reveals", card=card.code)
    return Record(record.ruleset, record.players, record.seed, record.options, record.deck, record.moves[:last]), game


def _last_move_of(record: Record, seat: int) -> int:
    for index in range(len(record.moves) - 1, -1, -1):
        if record.moves[index][0] == seat:
            return index
    raise IllegalMove("You have made no move yet, so there is nothing to take back.", "nothing_to_undo",
                      reason="undo.nothing")


def _cards_in_view(view: dict[str, Any]) -> set[str]:
    """The codes of the cards the view shows."""
    found: set[str] = set()
    stack = [value for key, value in view.items() if key not in ("log", "legal_moves")]
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

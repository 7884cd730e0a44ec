"""How the engine words what it tells a person: short quotes of bad input, whole sentences."""

from __future__ import annotations

QUOTE_LIMIT = 24


def brief(value: object) -> str:
    """A short quote of a value someone gave, so a huge input never makes a huge message."""
    text = repr(value)
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


def sentence(text: str) -> str:
    """The text as a sentence: a capital first letter and a full stop at the end."""
    text = text.strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text[-1] in ".!?" else text + "."

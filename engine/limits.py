"""The bounds every request must keep, checked once before any game reads it, so that a refusal costs little.

A game's own rules say which values it takes (from 2 to 8 players, a seed below 2**53); these bounds
come first and are the same for every game and action. They are far above what any game needs, and
low enough that no request can make the engine work long or hold much before it is refused: the walk
below stops at the first value out of bounds, and at most :data:`MAX_VALUES` values are ever looked at.

>>> check({"action": "settle", "hands": [["KS"] * 5000]})
Traceback (most recent call last):
    ...
engine.errors.EngineError: hands[0]: a list may hold at most 1000 items, not 5000
>>> check({"action": "play", "seed": 10**20})
Traceback (most recent call last):
    ...
engine.errors.EngineError: seed: numbers go from -1000000000000000000 to 1000000000000000000, not 100000000000000000000
"""

from __future__ import annotations

import math

from engine.errors import EngineError, shown
from engine.refusal_words import REFUSALS
from engine.said import Param, say

MAX_DEPTH = 8
"""Lists and objects inside one another: a request needs three levels (``hands[0][1]``, ``policy.at``)."""

MAX_ITEMS = 1000
"""Items in one list or fields in one object: four times a reader's cards over the longest session of Homme
d'Auvergne (50 deals, 250 cards), and far more than any pack has cards."""

MAX_VALUES = 10_000
"""Values in the whole request, lists and objects included; this keeps the walk itself cheap."""

MAX_TEXT = 200
"""Characters in one text or field name: cards, names, choices and ids are all much shorter."""

MAX_NAME = 30
"""Characters in a player's name, which :func:`engine.fields.names` checks."""

MAX_INTEGER = 10**18
"""The largest whole number either way: above the largest seed (2**53 - 1), so that a seed a little too large
gets the seed's own reason, and far below the numbers that are slow to compare, print or read."""


def check(request: object) -> None:
    """Raise an :class:`EngineError` naming the first value of ``request`` beyond the bounds above, or not JSON.

    Texts must also be valid Unicode (no lone surrogate, which no UTF-8 text can carry), and numbers inside
    them (``"raise 2"``) be written with the digits 0 to 9: Python counts ``"²"`` and ``"١"`` as digits, but
    ``int`` refuses the one and reads the other as 1. Players' names may hold any digit.

    Values are looked at in the order they are written, and the walk uses its own stack, not recursion, so
    even a value nested far deeper than :data:`MAX_DEPTH` by a Python caller is refused at the first level too
    deep.
    """
    pending: list[tuple[object, str, int]] = [(request, "", 0)]
    seen = 0
    while pending:
        value, path, depth = pending.pop()
        seen += 1
        if seen > MAX_VALUES:
            raise EngineError("request", _refusal("refuse.request.values", most=MAX_VALUES))
        where = path or "request"
        if isinstance(value, dict):
            _check_container(len(value), where, depth, "refuse.request.object-size")
            for key in value:
                if not isinstance(key, str):
                    raise EngineError(where, _refusal("refuse.request.field-names"))
                _check_text(key, where)
            pending.extend((value[key], f"{path}.{key}" if path else key, depth + 1) for key in reversed(value))
        elif isinstance(value, list):
            _check_container(len(value), where, depth, "refuse.request.list-size")
            pending.extend((value[i], f"{where}[{i}]", depth + 1) for i in range(len(value) - 1, -1, -1))
        elif isinstance(value, str):
            _check_text(value, where)
            if not path.startswith("names[") and any(c.isdigit() and not c.isascii() for c in value):
                raise EngineError(where, _refusal("refuse.request.digits", given=shown(value)))
        elif isinstance(value, bool) or value is None:
            continue
        elif isinstance(value, int):
            if not -MAX_INTEGER <= value <= MAX_INTEGER:
                raise EngineError(where, _refusal("refuse.request.number", most=MAX_INTEGER, given=shown(value)))
        elif isinstance(value, float):
            if not math.isfinite(value):
                raise EngineError(where, _refusal("refuse.request.finite", given=shown(value)))
        else:
            raise EngineError(where, _refusal("refuse.request.not-json", kind=type(value).__name__))


def _check_container(size: int, where: str, depth: int, too_many: str) -> None:
    """Refuse a list or an object nested too deep, or holding more than :data:`MAX_ITEMS` (the message
    ``too_many``)."""
    if depth >= MAX_DEPTH:
        raise EngineError(where, _refusal("refuse.request.nested", most=MAX_DEPTH))
    if size > MAX_ITEMS:
        raise EngineError(where, _refusal(too_many, most=MAX_ITEMS, size=size))


def _check_text(text: str, where: str) -> None:
    if len(text) > MAX_TEXT:
        raise EngineError(where, _refusal("refuse.request.text-length", most=MAX_TEXT, size=len(text)))
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError:
            raise EngineError(where, _refusal("refuse.request.surrogate")) from None


def _refusal(message: str, **params: Param) -> str:
    """The reason of a refusal of the shared words (:mod:`engine.refusal_words`), in the language of the answer."""
    return REFUSALS.tell(say(message, **params), ())

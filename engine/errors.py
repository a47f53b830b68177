"""The one error the engine reports for bad input: which field is wrong, and why, in plain words."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import NotRequired, TypedDict, TypeGuard

from engine import language
from engine.said_json import SaidJson
from engine.shapes import conforms

SHOWN = 40
"""How many characters of a text the reader gave an error reason quotes back."""


class EngineError(Exception):
    """Bad input: ``field`` names the request field (``"hands[2][0]"``), ``reason`` says what is wrong; a move
    that is no move at that turn also gives the ``move`` as written and the ``legal`` moves, as data, and a move
    the rules refuse gives the ``rule`` and the reason as data (``said``).

    :func:`engine.api.handle` turns it into ``{"error": {"field": ..., "reason": ...}}``; no other
    exception is part of the engine's contract.
    """

    def __init__(self, field: str, reason: str, move: str | None = None, legal: Sequence[str] = (),
                 rule: str | None = None, said: SaidJson | None = None) -> None:
        super().__init__(f"{field}: {reason}")
        self.field = field
        self.reason = reason
        self.move = move
        self.legal = tuple(legal)
        self.rule = rule
        self.said = said

    def as_dict(self) -> ErrorJson:
        """The JSON form of the error, as returned by the API."""
        answer: ErrorJson = {"field": self.field, "reason": self.reason}
        if self.move is not None:
            answer["move"] = self.move
            answer["legal"] = list(self.legal)
        if self.rule is not None:
            answer["rule"] = self.rule
        if self.said is not None:
            answer["said"] = self.said
        return answer


class ErrorJson(TypedDict):
    """A refusal as the API answers it, under ``error``: the field refused and the reason in plain words; for a
    move that is no move at that turn, the move as written and the moves allowed there; for a move refused by a
    rule, the rule's id and the reason as data."""

    field: str
    reason: str
    move: NotRequired[str]
    legal: NotRequired[list[str]]
    rule: NotRequired[str]
    said: NotRequired[SaidJson]


def not_a_move(move: str) -> str:
    """The words that refuse a move that is no move at a turn, which a reason goes on from (the moves allowed):
    one place for them, for the engine's reasons and the widgets' alike.

    >>> not_a_move("fly")
    "'fly' is not a move here"
    """
    if language.current() != language.DEFAULT:
        return language.edition(__name__, "not_a_move")(move)  # type: ignore[no-any-return]
    return f"{move!r} is not a move here"


def is_error(value: object) -> TypeGuard[ErrorJson]:
    """Whether ``value`` (an answer's ``error``, read back in Python) has the shape of :class:`ErrorJson`."""
    return conforms(ErrorJson, value)


def shown(value: object) -> str:
    """A value the reader gave, as a reason quotes it: text in quotes and cut after :data:`SHOWN` characters, a
    number by its digits (or its size when it has too many), true, false and null as JSON writes them, and a list
    or an object by its kind, in the words of the API page rather than Python's; so that a reason stays short and
    shows no control character raw. In another language, as its sibling module words it (``errors_fr``).

    >>> shown("abc"), shown("x" * 50), shown(10**50), shown(None), shown([1, 2]), shown(1e308), shown(float("inf"))
    ("'abc'", "'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'… (50 characters)", 'a number of about 51 digits', 'null', 'a list', '1e+308', 'an infinite number')
    """
    if language.current() != language.DEFAULT:
        return language.edition(__name__, "shown")(value)  # type: ignore[no-any-return]
    if isinstance(value, str):
        return repr(value) if len(value) <= SHOWN else f"{value[:SHOWN]!r}… ({len(value):,} characters)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) < 10**SHOWN:
            return str(value)
        return f"a number of about {int(abs(value).bit_length() * math.log10(2)) + 1:,} digits"
    if isinstance(value, float):
        return repr(value) if math.isfinite(value) else "NaN (not a number)" if math.isnan(value) else "an infinite number"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "a list"
    return "an object" if isinstance(value, dict) else "a value of another kind"

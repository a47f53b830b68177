"""Reading the fields of a request: each reader checks one kind of value and names the field when it is wrong.

Reasons quote back what the reader gave through :func:`engine.errors.shown`, cut short.

>>> names(["Anne", "Bob\\x1b[2J"], "names", 2)
Traceback (most recent call last):
    ...
engine.errors.EngineError: names[1]: a name may not hold control or invisible characters, such as U+001B in 'Bob\\x1b[2J'
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Mapping

from engine.errors import EngineError, shown
from engine.limits import MAX_NAME

HIDDEN_CATEGORIES = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
"""Unicode categories a name may not use: control and format characters, line and paragraph separators,
surrogates, private use and unassigned code points. A newline or an escape sequence in a name could forge a
line of the terminal's output, and an invisible name names nobody."""

BLANKS = frozenset("\u115f\u1160\u2800\u3164\uffa0")
"""Letters and symbols drawn as nothing (the Hangul fillers, the blank Braille pattern): in a name they would make
two seats look alike, or a name look empty."""


def check_fields(request: Mapping[str, object], allowed: Iterable[str], where: str = "") -> None:
    """Refuse a field the action does not know, so that a misspelt option is not silently ignored."""
    known = set(allowed)
    for name in request:
        if name not in known:
            listed = ", ".join(sorted(known))
            raise EngineError(f"{where}{name}", f"unknown field for this request; the fields are: {listed}")


def whole_number(value: object, field: str, lowest: int, highest: int, what: str = "") -> int:
    """A JSON integer from ``lowest`` to ``highest``; ``what`` says what the number counts."""
    described = f"{what} " if what else ""
    if isinstance(value, bool) or not isinstance(value, int) or not lowest <= value <= highest:
        raise EngineError(field, f"{described}must be a whole number from {lowest} to {highest}, not {shown(value)}")
    return value


def boolean(value: object, field: str) -> bool:
    """A JSON true or false."""
    if not isinstance(value, bool):
        raise EngineError(field, f"must be true or false, not {shown(value)}")
    return value


def names(value: object, field: str, count: int) -> list[str]:
    """One distinct, non-empty name of at most :data:`~engine.limits.MAX_NAME` characters for each of ``count``
    seats, without :data:`HIDDEN_CATEGORIES`."""
    if not isinstance(value, list) or len(value) != count:
        raise EngineError(field, f"give a list of {count} names, one for each seat")
    result: list[str] = []
    for i, name in enumerate(value):
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME:
            raise EngineError(f"{field}[{i}]", f"a name is text of 1 to {MAX_NAME} characters")
        hidden = next((c for c in name if unicodedata.category(c) in HIDDEN_CATEGORIES), None)
        if hidden is not None:
            raise EngineError(f"{field}[{i}]", "a name may not hold control or invisible characters, such as "
                              f"U+{ord(hidden):04X} in {shown(name)}")
        blank = next((c for c in name if c in BLANKS), None)
        if blank is not None:
            raise EngineError(f"{field}[{i}]", "a name may not hold characters drawn as nothing, such as "
                              f"U+{ord(blank):04X} in {shown(name)}")
        if name.strip() in result:
            raise EngineError(f"{field}[{i}]", f"the name {shown(name.strip())} is already taken by another seat")
        result.append(name.strip())
    return result

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
from engine.field_words import reason
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
            raise EngineError(f"{where}{name}", reason("refuse.unknown-field", fields=tuple(sorted(known))))


def whole_number(value: object, field: str, lowest: int, highest: int, what: str = "") -> int:
    """A JSON integer from ``lowest`` to ``highest``; ``what`` says what the number counts, in the language of the
    answer (a field's declared words through :func:`engine.described.templated`)."""
    if isinstance(value, bool) or not isinstance(value, int) or not lowest <= value <= highest:
        counts = {"what": what} if what else {}
        raise EngineError(field, reason("refuse.whole-number", low=lowest, high=highest, given=shown(value), **counts))
    return value


def boolean(value: object, field: str) -> bool:
    """A JSON true or false."""
    if not isinstance(value, bool):
        raise EngineError(field, reason("refuse.boolean", given=shown(value)))
    return value


def names(value: object, field: str, count: int) -> list[str]:
    """One distinct, non-empty name of at most :data:`~engine.limits.MAX_NAME` characters for each of ``count``
    seats, without :data:`HIDDEN_CATEGORIES`."""
    if not isinstance(value, list) or len(value) != count:
        raise EngineError(field, reason("refuse.names-count", count=count))
    result: list[str] = []
    for i, name in enumerate(value):
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= MAX_NAME:
            raise EngineError(f"{field}[{i}]", reason("refuse.name-length", most=MAX_NAME))
        hidden = next((c for c in name if unicodedata.category(c) in HIDDEN_CATEGORIES), None)
        if hidden is not None:
            raise EngineError(f"{field}[{i}]", reason("refuse.name-hidden", code=f"U+{ord(hidden):04X}",
                                                      given=shown(name)))
        blank = next((c for c in name if c in BLANKS), None)
        if blank is not None:
            raise EngineError(f"{field}[{i}]", reason("refuse.name-blank", code=f"U+{ord(blank):04X}",
                                                      given=shown(name)))
        if name.strip() in result:
            raise EngineError(f"{field}[{i}]", reason("refuse.name-taken", given=shown(name.strip())))
        result.append(name.strip())
    return result

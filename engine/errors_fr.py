"""How a French refusal quotes what the reader gave (:func:`engine.errors.shown`) and refuses a move that is no move
at a turn (:func:`engine.errors.not_a_move`): a text in « guillemets », escaped as the English quotes it, cut after
:data:`~engine.errors.SHOWN` characters; a number with a decimal comma; a list or an object by its kind.

>>> shown("abc"), shown("x" * 50), shown(10**50), shown(None), shown([1, 2]), shown(1.5), shown(float("inf"))
('«\\xa0abc\\xa0»', '«\\xa0xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\\xa0»… (50 caractères)', 'un nombre d’environ 51 chiffres', 'null', 'une liste', '1,5', 'un nombre infini')
>>> shown("a\\nb"), not_a_move("fly"), shown("y" * 12345)[-20:]
('«\\xa0a\\\\nb\\xa0»', '«\\xa0fly\\xa0» n’est pas un coup possible ici', ' (12\\u202f345 caractères)')
"""

from __future__ import annotations

import math

from engine.errors import SHOWN


def _quoted(text: str) -> str:
    """A text in guillemets, its control characters escaped as Python's ``repr`` escapes them."""
    return f"«\u00a0{repr(text)[1:-1]}\u00a0»"


def _grouped(number: int) -> str:
    """A whole number with its thousands apart, as French writes them (``12 345``)."""
    return f"{number:,}".replace(",", "\u202f")


def shown(value: object) -> str:
    """A value the reader gave, as a French refusal quotes it."""
    if isinstance(value, str):
        return _quoted(value) if len(value) <= SHOWN else f"{_quoted(value[:SHOWN])}… ({_grouped(len(value))} caractères)"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        if abs(value) < 10**SHOWN:
            return str(value)
        return f"un nombre d’environ {_grouped(int(abs(value).bit_length() * math.log10(2)) + 1)} chiffres"
    if isinstance(value, float):
        if math.isnan(value):
            return "NaN (pas un nombre)"
        return repr(value).replace(".", ",") if math.isfinite(value) else "un nombre infini"
    if value is None:
        return "null"
    if isinstance(value, list):
        return "une liste"
    return "un objet" if isinstance(value, dict) else "une valeur d’un autre type"


def not_a_move(move: str) -> str:
    """The words that refuse a move that is no move at a turn, in French."""
    return f"{_quoted(move)} n’est pas un coup possible ici"

"""Whether a JSON value has the shape of a type of the answers, checked at run time from the type itself.

A program that reads an answer in Python gets plain dicts and lists; :func:`conforms` checks one against the
TypedDict (or list, dict, union, scalar) that describes it, so that a reader may narrow the value to that type
by a real check rather than by trust. It reads the same types :mod:`engine.schema` publishes.

>>> from engine.snapshot import TrickTable
>>> conforms(TrickTable, {"number": 2, "plays": [{"seat": 1, "card": "KS"}]})
True
>>> conforms(TrickTable, {"number": "2"}), conforms(TrickTable, {"plays": [{"seat": 1}]})
(False, False)
>>> conforms(list[int | None], [1, None]), conforms(dict[str, int], {"a": True})
(True, False)
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from functools import cache
from typing import Union, get_args, get_origin, get_type_hints, is_typeddict


def conforms(kind: object, value: object) -> bool:
    """Whether ``value`` has the shape ``kind`` describes: every required key of a TypedDict present and no
    other key, every value of the kind its key declares (``bool`` is not an ``int`` here, as in JSON)."""
    if kind is object:
        return True
    if kind in (str, int, float, bool, type(None)):
        return type(value) is kind or (kind is float and type(value) is int)
    if is_typeddict(kind):
        return _typeddict(kind, value)
    origin, args = get_origin(kind), get_args(kind)
    if origin in (typing.NotRequired, typing.Required):
        return conforms(args[0], value)
    if origin in (Union, types.UnionType):
        return any(conforms(arg, value) for arg in args)
    if origin is list:
        return isinstance(value, list) and all(conforms(args[0], item) for item in value)
    if origin in (dict, Mapping):
        return isinstance(value, dict) and all(type(key) is str and conforms(args[1], item)
                                               for key, item in value.items())
    raise TypeError(f"no check for {kind!r}")


def _typeddict(kind: object, value: object) -> bool:
    if not isinstance(value, dict):
        return False
    fields, required = _fields(kind)
    return required <= value.keys() and all(key in fields and conforms(fields[key], item)
                                            for key, item in value.items())


@cache
def _fields(kind: object) -> tuple[dict[str, object], frozenset[str]]:
    """A TypedDict's keys with their types, and the keys it requires (``NotRequired`` read from the hints, since
    the annotations are text until they are read)."""
    hints: dict[str, object] = get_type_hints(kind, include_extras=True)
    optional = {key for key, hint in hints.items() if get_origin(hint) is typing.NotRequired}
    required: frozenset[str] = getattr(kind, "__required_keys__")
    return hints, required - optional

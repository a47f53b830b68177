"""The JSON Schema of the answers, generated from their types so that it is never written twice.

:func:`schema` walks the TypedDicts of :mod:`engine.envelope` and :mod:`engine.snapshot` and writes one
draft 2020-12 schema with a definition per type. ``python -m engine --schema`` prints it, and the Engine
API page publishes it.

>>> document = schema()
>>> document["$defs"]["Envelope"]["required"][:3]
['api', 'game', 'variant']
>>> document["$defs"]["SeatTable"]["properties"]["cards"]
{'type': 'array', 'items': {'type': 'string'}}
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping
from typing import Union, get_args, get_origin, get_type_hints, is_typeddict

from engine import envelope

Schema = dict[str, object]

_SCALARS: dict[object, Schema] = {str: {"type": "string"}, int: {"type": "integer"}, bool: {"type": "boolean"},
                                  float: {"type": "number"}, type(None): {"type": "null"}, object: {}}


def schema() -> Schema:
    """The schema of :class:`engine.envelope.Envelope`, every type it uses defined once under ``$defs``."""
    definitions: dict[str, Schema] = {}
    root = _of(envelope.Envelope, definitions)
    return {"$schema": "https://json-schema.org/draft/2020-12/schema", "title": "Maison Académique engine answer",
            "description": f"The answer to deal, play and settle, API version {envelope.API_VERSION}.",
            **root, "$defs": definitions}


def _of(kind: object, definitions: dict[str, Schema]) -> Schema:
    if kind in _SCALARS:
        return dict(_SCALARS[kind])
    if is_typeddict(kind):
        return _typeddict(kind, definitions)
    origin, args = get_origin(kind), get_args(kind)
    if origin in (typing.NotRequired, typing.Required):
        return _of(args[0], definitions)
    if origin in (Union, types.UnionType):
        return {"anyOf": [_of(arg, definitions) for arg in args]}
    if origin is list:
        return {"type": "array", "items": _of(args[0], definitions)}
    if origin in (dict, Mapping):
        return {"type": "object", "additionalProperties": _of(args[1], definitions)}
    raise TypeError(f"no JSON Schema for {kind!r}")


def _typeddict(kind: typing.Any, definitions: dict[str, Schema]) -> Schema:
    name = kind.__name__
    if name not in definitions:
        definitions[name] = {}  # a placeholder, so that a type that refers to itself ends
        hints = get_type_hints(kind, include_extras=True)
        optional = {key for key, value in hints.items() if get_origin(value) is typing.NotRequired}
        body: Schema = {"type": "object", "properties": {key: _of(value, definitions) for key, value in hints.items()},
                        "required": [key for key in hints if key in kind.__required_keys__ and key not in optional],
                        "additionalProperties": False}
        if kind.__doc__:
            body["description"] = " ".join(kind.__doc__.split())
        definitions[name] = body
    return {"$ref": f"#/$defs/{name}"}

"""The JSON Schemas of the answers and of the requests, generated so that neither is written twice.

:func:`schema` walks the TypedDicts of :mod:`engine.envelope` and :mod:`engine.snapshot` and writes one
draft 2020-12 schema with a definition per type; :func:`catalogue_schema` does the same for the catalogue's
answer. :func:`request_schema` writes the requests' schema from the fields each action declares
(:mod:`engine.options`), the same declarations that read a request, refuse it and fill the catalogue.
``python -m engine --schema`` and ``--request-schema`` print them, and the Engine API page publishes them.

>>> document = schema()
>>> document["$defs"]["Envelope"]["required"][:3]
['api', 'game', 'variant']
>>> document["$defs"]["SeatTable"]["properties"]["cards"]
{'type': 'array', 'items': {'type': 'string'}}
>>> farmer = next(case for case in request_schema()["anyOf"] if case["title"] == "farmer american play")
>>> farmer["properties"]["ante"]
{'description': 'the ante in chips', 'type': 'integer', 'minimum': 1, 'maximum': 1000000}
"""

from __future__ import annotations

import types
import typing
from collections.abc import Mapping, Sequence
from typing import Union, get_args, get_origin, get_type_hints, is_typeddict

from engine import envelope, language
from engine.api import ENGINE_FIELDS, GAMES
from engine.catalogue import CatalogueJson
from engine.options import Field

Schema = dict[str, object]

DRAFT = "https://json-schema.org/draft/2020-12/schema"

_SCALARS: dict[object, Schema] = {str: {"type": "string"}, int: {"type": "integer"}, bool: {"type": "boolean"},
                                  float: {"type": "number"}, type(None): {"type": "null"}, object: {}}


def schema() -> Schema:
    """The schema of :class:`engine.envelope.Envelope`, every type it uses defined once under ``$defs``."""
    return _document(envelope.Envelope, "Maison Académique engine answer",
                     f"The answer to deal, play and settle, API version {envelope.API_VERSION}.")


def catalogue_schema() -> Schema:
    """The schema of the answer to ``catalogue`` (:class:`engine.catalogue.CatalogueJson`)."""
    return _document(CatalogueJson, "Maison Académique engine catalogue",
                     "The answer to catalogue: every game, its rule sets, their packs and each action's fields.")


def _document(root: object, title: str, description: str) -> Schema:
    definitions: dict[str, Schema] = {}
    body = _of(root, definitions)
    return {"$schema": DRAFT, "title": title, "description": description, **body, "$defs": definitions}


def request_schema() -> Schema:
    """The schema of every request the engine takes: one case for each engine action, and for each game, rule set
    and action, with the fields the catalogue lists there and no other. A seat's or a list's bound that depends
    on the number of players is held to the rule set's most players; the rest of such a bound, and the checks
    between fields, are the engine's (a request the schema accepts may still be refused, naming the field)."""
    cases = [_case(action, declared) for action, declared in ENGINE_FIELDS.items()]
    for game in GAMES.values():
        for variant in game.variants.values():
            cases += [_case(f"{game.id} {variant.id} {action}", game.fields(action, variant.id), variant.max_players,
                            variant.id, variant.id != game.default_variant) for action in sorted(game.actions)]
    return {"$schema": DRAFT, "title": "Maison Académique engine request",
            "description": "A request to engine.api.handle, as the catalogue lists its fields.", "anyOf": cases}


def _case(title: str, declared: Sequence[Field], most: int | None = None, variant: str | None = None,
          named: bool = False) -> Schema:
    """One request's schema: its fields and the language every request may name, ``variant`` held to one rule set's id (which a request must give when it
    is not the game's default, ``named``)."""
    properties = {field.name: field.json_schema(most) for field in declared}
    properties[language.FIELD] = {"enum": list(language.LANGUAGES),
                                  "description": "the language the answer is worded in; by default English"}
    if variant is not None:
        properties["variant"] = {**properties["variant"], "const": variant}
    needed = [field.name for field in declared if field.required or (named and field.name == "variant")]
    return {"title": title, "type": "object", "properties": properties, "required": needed,
            "additionalProperties": False}


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

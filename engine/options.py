"""Declarations of request fields: each field an action takes is declared once, with what it holds in plain words,
its type, its range or choices and its default, and the action reads its value through that declaration.

The same :class:`Field` checks a value and writes its refusal, lists itself in the catalogue (:meth:`Field.describe`)
and in the requests' JSON Schema (:meth:`Field.json_schema`), and names the fields an action knows when a request
gives another (:func:`check`): so the catalogue, the refusals and the check of unknown fields cannot disagree. A
field whose range or default is a rule set's own declares it with ``varies``, which :meth:`Field.at` applies to one
rule set; one whose highest value is another field's value names that field (``high_field``) and says so in words
(``depends``). Structured fields (hands, deals, policies) are declared with their type and bounds; their inner
checks stay with the game that reads them.

>>> DEALS = Whole(name="deals", holds="how many deals the session plays", what="The number of deals", default=1,
...               low=1, high=100)
>>> DEALS.read({"deals": 3}), DEALS.read({})
(3, 1)
>>> DEALS.read({"deals": 101})
Traceback (most recent call last):
    ...
engine.errors.EngineError: deals: The number of deals must be a whole number from 1 to 100, not 101
>>> DEALS.describe()
{'name': 'deals', 'type': 'integer', 'holds': 'how many deals the session plays', 'default': 1, 'min': 1, 'max': 100}
>>> check({"action": "play", "deels": 2}, (Field(name="action", kind="choice", holds="what is asked"), DEALS))
Traceback (most recent call last):
    ...
engine.errors.EngineError: deels: unknown field for this request; the fields are: action, deals
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, Generic, Literal, NotRequired, TypedDict, TypeVar, cast

from engine import described, fields
from engine.errors import EngineError, shown
from engine.field_words import reason
from engine.limits import MAX_TEXT

T = TypeVar("T")
R = TypeVar("R", contravariant=True)
F = TypeVar("F", bound="Field")

Kind = Literal["integer", "boolean", "choice", "text", "card", "cards", "hands", "names", "moves", "object",
               "objects", "integers"]
"""A field's type as the catalogue names it: a whole number, true or false, one of some choices, text, a card, a
list of cards, a list of hands (lists of cards, or ``null`` for a hand that holds none), a list of names, a list of
moves (text), an object (a policy), a list of objects, a list of whole numbers."""

_ITEMS: dict[str, dict[str, object]] = {
    "cards": {"type": "string"}, "hands": {"anyOf": [{"type": "array", "items": {"type": "string"}}, {"type": "null"}]},
    "names": {"type": "string"}, "moves": {"type": "string"}, "objects": {"type": "object"},
    "integers": {"type": "integer"},
}
"""The JSON Schema of one item of each list type."""


class ItemsJson(TypedDict):
    """How many items a list field holds: at least ``min`` and at most ``max``, where bounded."""

    min: NotRequired[int]
    max: NotRequired[int]


class ProductJson(TypedDict):
    """A bound on a number times another field's value (``times``): at most ``max``, and at most
    ``max_explained`` while the answer records its explanation steps (``explain``, true by default)."""

    times: str
    max: NotRequired[int]
    max_explained: NotRequired[int]


class FieldJson(TypedDict):
    """A request field as the catalogue lists it: its name and type, what it holds, whether a request must give
    it, its default, its range (``min``, ``max``, or ``max_field``, the field whose value is its highest), the
    bounds of it times other fields (``products``), its choices, the items of a list, and, in words, how it
    depends on other fields."""

    name: str
    type: str
    holds: str
    required: NotRequired[bool]
    default: NotRequired[object]
    min: NotRequired[int]
    max: NotRequired[int]
    max_field: NotRequired[str]
    products: NotRequired[list[ProductJson]]
    choices: NotRequired[list[object]]
    items: NotRequired[ItemsJson]
    depends: NotRequired[str]


@dataclass(frozen=True, kw_only=True)
class Field:
    """One request field: what it holds, its type, its bounds and its default (``None``: the field is simply
    left out, which has the meaning ``holds`` gives). A field a rule set does not offer (``offered``) is refused
    with ``refusal`` whenever a request gives it (another language gives it by its English,
    :func:`engine.described.templated`); ``varies`` gives a rule set's own values of any of these."""

    name: str
    kind: Kind
    holds: str
    default: object = None
    required: bool = False
    low: int | None = None
    """The lowest value of a whole number, or the fewest items of a list."""
    high: int | None = None
    """The highest value of a whole number, or the most items of a list."""
    high_field: str | None = None
    """The field whose value is this one's highest (a seat from 1 to ``players``)."""
    choices: tuple[object, ...] = ()
    depends: str = ""
    """How the field's range or meaning depends on other fields, in words."""
    offered: bool = True
    refusal: str = ""
    varies: Callable[[Any], Mapping[str, Any]] | None = field(default=None, compare=False, repr=False)

    def at(self: F, variant: object) -> F:
        """This declaration as it holds for ``variant`` (a :class:`~engine.catalogue.RuleSet`)."""
        if self.varies is None:
            return self
        return replace(self, varies=None, **self.varies(variant))

    def raw(self, request: Mapping[str, object]) -> object:
        """The value a request gives, or the default; a field the rule set does not offer is refused."""
        if self.name in request and not self.offered:
            raise EngineError(self.name, reason("refuse.declared", refusal=described.templated(self.refusal)))
        return request.get(self.name, self.default)

    def absent(self, request: Mapping[str, object]) -> None:
        """Refuse the field if the rule set does not offer it and the request gives it (as :meth:`raw` does)."""
        self.raw(request)

    def describe(self) -> FieldJson:
        """The field as the catalogue lists it."""
        described: FieldJson = {"name": self.name, "type": self.kind, "holds": self.holds}
        if self.required:
            described["required"] = True
        if self.default is not None:
            described["default"] = self.default
        lists = self.kind in _ITEMS
        if not lists and self.low is not None:
            described["min"] = self.low
        if not lists and self.high is not None:
            described["max"] = self.high
        if self.high_field is not None:
            described["max_field"] = self.high_field
        if self.choices:
            described["choices"] = list(self.choices)
        if lists and (self.low is not None or self.high is not None):
            described["items"] = _items(self.low, self.high)
        if self.depends:
            described["depends"] = self.depends
        return described

    def json_schema(self, most: int | None = None) -> dict[str, object]:
        """The field's JSON Schema; ``most`` stands for the most players, where :attr:`high_field` is ``players``."""
        high = most if self.high_field == "players" and most is not None else self.high
        body: dict[str, object]
        if self.choices:
            body = {"enum": list(self.choices)}
        elif self.kind == "integer":
            body = {"type": "integer", **_bounds("minimum", self.low), **_bounds("maximum", high)}
        elif self.kind == "boolean":
            body = {"type": "boolean"}
        elif self.kind in ("text", "card", "choice"):
            body = {"type": "string", "maxLength": MAX_TEXT}
        elif self.kind == "object":
            body = {"type": "object"}
        else:
            body = {"type": "array", "items": _ITEMS[self.kind], **_bounds("minItems", self.low),
                    **_bounds("maxItems", high)}
        return {"description": self.holds + (f" ({self.depends})" if self.depends else ""), **body}


def _items(low: int | None, high: int | None) -> ItemsJson:
    items: ItemsJson = {}
    if low is not None:
        items["min"] = low
    if high is not None:
        items["max"] = high
    return items


def _bounds(key: str, value: int | None) -> dict[str, object]:
    return {} if value is None else {key: value}


@dataclass(frozen=True)
class Product:
    """A bound on a number times the value of the field ``times``, so that the work and the answer of a request
    stay small: a session's deals times its players, whose every deal has a step for each seat. ``most`` holds
    always (none: no bound but the number's own), ``explained`` while the answer records its explanation steps.
    A refusal says what was asked (``asked``, with ``{value}`` and ``{other}``), names the product (``named``)
    and gives an example that fits (``example``, with ``{most}`` and ``{s}`` for a plural): declared templates,
    worded in the language of the answer by :func:`engine.described.templated`."""

    times: str
    most: int | None
    explained: int | None
    asked: str
    named: str
    example: str

    def check(self, value: int, other: int, explain: bool, field_name: str) -> None:
        """Refuse ``value`` when it times ``other`` is beyond the bound in force."""
        explaining = explain and self.explained is not None
        most = self.explained if explaining else self.most
        if most is None or value * other <= most:
            return
        fits = max(1, most // other)
        unexplained = {"unexplained": self.most} if explaining and self.most is not None else {}
        raise EngineError(field_name, reason(
            "refuse.product", asked=described.templated(self.asked).format(value=value, other=other),
            named=described.templated(self.named), most=most, bound="explained" if explaining else "answer",
            example=described.templated(self.example).format(most=fits, s="" if fits == 1 else "s"), **unexplained))

    def describe(self) -> ProductJson:
        """The bound as the catalogue lists it."""
        described: ProductJson = {"times": self.times}
        if self.most is not None:
            described["max"] = self.most
        if self.explained is not None:
            described["max_explained"] = self.explained
        return described


@dataclass(frozen=True, kw_only=True)
class Whole(Field):
    """A whole number from :attr:`low` to :attr:`high` (or to the value of :attr:`high_field`, which the reader
    passes), and within its :attr:`products`; ``what`` names it in a refusal ("The number of deals"), and another
    language by its English (:func:`engine.described.templated`)."""

    kind: Kind = "integer"
    what: str = ""
    products: tuple[Product, ...] = ()

    def within(self, value: int, others: Mapping[str, int], explain: bool = False) -> int:
        """``value`` once each of :attr:`products` holds, ``others`` giving the value of each field it multiplies
        by and ``explain`` whether the answer records its explanation steps."""
        for product in self.products:
            product.check(value, others[product.times], explain, self.name)
        return value

    def describe(self) -> FieldJson:
        described = super().describe()
        if self.products:
            described["products"] = [product.describe() for product in self.products]
        return described

    def json_schema(self, most: int | None = None) -> dict[str, object]:
        """The field's JSON Schema, its :attr:`products` said in its description (a schema cannot check them)."""
        body = super().json_schema(most)
        bounds = [f"{product.named} at most {product.most}" for product in self.products if product.most is not None]
        bounds += [f"{product.named} at most {product.explained} with the explanation steps"
                   for product in self.products if product.explained is not None]
        if bounds:
            body["description"] = f"{body['description']}; {'; '.join(bounds)}"
        return body

    def read(self, request: Mapping[str, object], default: int | None = None, high: int | None = None) -> int:
        """The number a request gives, in range; when it gives none, ``default`` (a number the action works out
        from other fields, such as a farm of the ante times the players, which is the engine's and not refused)
        or the declared default."""
        if self.name not in request and default is not None:
            return default
        highest = high if high is not None else self.high
        what = described.templated(self.what) if self.what else ""
        return fields.whole_number(self.raw(request), self.name, cast(int, self.low), cast(int, highest), what)


@dataclass(frozen=True, kw_only=True)
class Flag(Field):
    """True or false; with :attr:`~Field.choices` of one value, the other is refused with the declaration's
    ``refusal`` (a house rule a rule set does not have)."""

    kind: Kind = "boolean"

    def read(self, request: Mapping[str, object]) -> bool:
        """The flag a request sets, or its default."""
        value = fields.boolean(self.raw(request), self.name)
        if self.choices and value not in self.choices:
            raise EngineError(self.name, reason("refuse.declared", refusal=described.templated(self.refusal)))
        return value


@dataclass(frozen=True, kw_only=True)
class Choice(Field, Generic[T]):
    """One of :attr:`~Field.choices`, of the same JSON type (``8.0`` is not the multiplier ``8``); a declared
    ``refusal`` replaces the plain list of choices, followed by the value given when it is text."""

    kind: Kind = "choice"

    def read(self, request: Mapping[str, object]) -> T:
        """The choice a request makes, or the default."""
        return self.pick(self.raw(request), self.name)

    def pick(self, value: object, where: str) -> T:
        """``value`` as one of the choices, refused as ``where`` (a field inside a list, ``deals[0].contract``)."""
        for option in self.choices:
            if type(value) is type(option) and value == option:
                return cast(T, option)
        if self.refusal:
            given = {"given": shown(value[:20])} if isinstance(value, str) else {}
            raise EngineError(where, reason("refuse.declared", refusal=described.templated(self.refusal), **given))
        raise EngineError(where, reason("refuse.choice", given=shown(value),
                                        choices=tuple(str(option) for option in self.choices)))


def check(request: Mapping[str, object], declared: Iterable[Field], where: str = "") -> None:
    """Refuse a field no declaration names, so that a misspelt option is not silently ignored."""
    fields.check_fields(request, (declared_field.name for declared_field in declared), where)


@dataclass(frozen=True)
class Declared(Generic[R]):
    """An action with the fields it takes: called as the action, it first refuses a field it does not declare.

    ``R`` is the rule set type the action reads."""

    run: Callable[[R, Mapping[str, object]], Mapping[str, object]]
    fields: tuple[Field, ...]

    def __call__(self, variant: R, request: Mapping[str, object]) -> Mapping[str, object]:
        check(request, self.fields)
        return self.run(variant, request)

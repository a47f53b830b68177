"""Reading the fields of a request: each reader checks one kind of value and names the field when it is wrong."""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from engine.errors import EngineError


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
        shown = repr(value) if isinstance(value, str) else value if isinstance(value, int) else type(value).__name__
        raise EngineError(field, f"{described}must be a whole number from {lowest} to {highest}, not {shown}")
    return value


def boolean(value: object, field: str) -> bool:
    """A JSON true or false."""
    if not isinstance(value, bool):
        raise EngineError(field, f"must be true or false, not {value!r}")
    return value


def names(value: object, field: str, count: int) -> list[str]:
    """One distinct, non-empty name of at most 30 characters for each of ``count`` seats."""
    if not isinstance(value, list) or len(value) != count:
        raise EngineError(field, f"give a list of {count} names, one for each seat")
    result: list[str] = []
    for i, name in enumerate(value):
        if not isinstance(name, str) or not 1 <= len(name.strip()) <= 30:
            raise EngineError(f"{field}[{i}]", "a name is text of 1 to 30 characters")
        if name.strip() in result:
            raise EngineError(f"{field}[{i}]", f"the name {name.strip()!r} is already taken by another seat")
        result.append(name.strip())
    return result

"""Parts of a deal's table kept from one step to the next while the facts they are drawn from stay the same.

A deal keeps its whole table with every step, and from one step to the next most of it is as it was: the hands
but the one that played, the piles between two tricks, the dog and the écart. :class:`Reused` keeps each part
with its facts and draws it again only when they differ, so that the tables of several steps share it. Nothing
may change a part once drawn: the tables are only read, masked into new objects, and written as JSON.

>>> parts = Reused()
>>> first = parts.get("hand", ("7PI", "RCE"), lambda: ["7PI", "RCE"])
>>> parts.get("hand", ("7PI", "RCE"), lambda: ["drawn again"]) is first
True
>>> parts.get("hand", ("RCE",), list, ("RCE",))
['RCE']
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, TypeVar

_Part = TypeVar("_Part")


class Reused:
    """Each part drawn last, by name, with the facts it was drawn from."""

    __slots__ = ("_kept",)

    def __init__(self) -> None:
        self._kept: dict[Hashable, tuple[object, Any]] = {}

    def get(self, part: Hashable, facts: object, draw: Callable[..., _Part], *args: Any) -> _Part:
        """The ``part`` drawn last if it was drawn from equal ``facts`` (tuples, never lists that change later),
        else the part ``draw(*args)`` gives now, kept for the next step."""
        kept = self._kept.get(part)
        if kept is None or kept[0] != facts:
            kept = self._kept[part] = (facts, draw(*args))
        drawn: _Part = kept[1]
        return drawn

"""Pieces of HTML drawn once and given again, within a budget of characters rather than of entries.

A step of a widget draws the same table and the same list of steps as the step before, but for a card or a line:
drawn again, the cards and the lines of the list cost most of a step's time in the browser. What is kept is bounded
by the characters it holds (keys and drawings together), so that no deal, however long, makes it grow past its
budget; once full, it is emptied and fills again with what is drawn next.

>>> kept = Kept(40)
>>> kept.get(("KS", False), lambda: "<king of spades>")
'<king of spades>'
>>> kept.get(("KS", False), lambda: "never drawn again")
'<king of spades>'
>>> kept.size
18
"""

from __future__ import annotations

from collections.abc import Callable


class Kept:
    """Drawings by key, at most ``budget`` characters of them (a key counts its text)."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.size = 0
        self._drawn: dict[tuple[str | bool, ...], str] = {}

    def get(self, key: tuple[str | bool, ...], draw: Callable[[], str]) -> str:
        """The drawing kept for ``key``, or ``draw()``'s, kept when it fits the budget."""
        drawn = self._drawn.get(key)
        if drawn is not None:
            return drawn
        drawn = draw()
        cost = len(drawn) + sum(len(part) for part in key if isinstance(part, str))
        if cost > self.budget:
            return drawn
        if self.size + cost > self.budget:
            self._drawn.clear()
            self.size = 0
        self._drawn[key] = drawn
        self.size += cost
        return drawn

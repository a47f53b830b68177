"""The talon: the undealt cards, from which cards are taken at the top or at the bottom.

The sources care which end a card comes from (a game may deal from both ends),
so the talon keeps both ends and hands cards out in O(1).

>>> from engine.packs import PACKS
>>> talon = Talon(list(PACKS["french-52"].cards))
>>> str(talon.take_top()), str(talon.take_bottom()), len(talon)
('AS', 'KC', 50)
"""

from __future__ import annotations

from engine.cards import Card


class TalonEmpty(Exception):
    """Raised if a card is asked of an empty talon (the games of sixteen cannot run it out)."""


class Talon:
    """Cards face down in a pile; position 0 of the list it is made from is the top."""

    __slots__ = ("_cards", "_top", "_bottom")

    def __init__(self, cards: list[Card]) -> None:
        self._cards = cards
        self._top = 0
        self._bottom = len(cards)

    def __len__(self) -> int:
        return self._bottom - self._top

    def take_top(self) -> Card:
        """Take the top card."""
        if self._top >= self._bottom:
            raise TalonEmpty
        card = self._cards[self._top]
        self._top += 1
        return card

    def take_bottom(self) -> Card:
        """Take the bottom card."""
        if self._top >= self._bottom:
            raise TalonEmpty
        self._bottom -= 1
        return self._cards[self._bottom]

    def peek(self, top: bool = True) -> Card:
        """The card at the top (or the bottom) without taking it: a step names the card before it moves."""
        if self._top >= self._bottom:
            raise TalonEmpty
        return self._cards[self._top] if top else self._cards[self._bottom - 1]

    def position(self) -> tuple[int, int]:
        """Where the talon's top and bottom are now, for :meth:`between` to say later what it held then."""
        return self._top, self._bottom

    def between(self, top: int, bottom: int) -> list[Card]:
        """The cards the talon held when its :meth:`position` was ``(top, bottom)``, top first."""
        return self._cards[top:bottom]

    def remaining(self) -> list[Card]:
        """The cards still in the talon, top first."""
        return self._cards[self._top:self._bottom]

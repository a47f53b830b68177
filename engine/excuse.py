"""The excuse's exchange, shared by the tarot games: the excuse stays with its side, which gives a card of little
worth from its own tricks in its stead to the trick it was played to.

Which card is given is each game's own: the card of the owner's tricks that counts least (by the ``worth`` the game
hands :func:`cheapest`), or only a half-point card of the side's tricks. Until the side holds a card it may give,
the card is owed. The games keep their tricks as :class:`Taken`, so that the card given moves from one trick to the
other.

>>> from engine.cards import TAROT_NOUVEAU as T
>>> excuse = T.parse("EXCUSE")
>>> mine, theirs = Taken(1, 0, [T.parse("RPI"), T.parse("7PI")]), Taken(2, 1, [T.parse("DCE")])
>>> source, card = cheapest([mine], lambda c: c.rank.order, excuse)
>>> str(card), source is mine
('7PI', True)
>>> pay(theirs, source, card, excuse)
>>> [str(c) for c in mine.cards], [str(c) for c in theirs.cards]
(['RPI', '0EX'], ['DCE', '7PI'])
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engine.cards import Card


@dataclass
class Taken:
    """A trick as it will be counted: its number (0 for cards counted as a trick before play, such as a
    discard), the seat that holds it and its cards."""

    number: int
    seat: int
    cards: list[Card]


def cheapest(tricks: Sequence[Taken], worth: Callable[[Card], int],
             excuse: Card) -> tuple[Taken, Card] | None:
    """The trick and card of least ``worth`` among ``tricks`` other than the excuse, the first taken of equals;
    ``None`` when they hold no such card."""
    cards = [(taken, card) for taken in tricks for card in taken.cards if card != excuse]
    return min(cards, key=lambda pair: worth(pair[1]), default=None)


def pay(excused: Taken, source: Taken, card: Card, excuse: Card) -> None:
    """Give ``card`` from the trick ``source`` to the trick the excuse was played to: the excuse takes its place,
    so that every trick keeps its number of cards."""
    source.cards[source.cards.index(card)] = excuse
    excused.cards.append(card)

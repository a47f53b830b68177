"""The value of a hand in the Poch: four of a kind, three, a pair or nothing, then the ranks.

A hand's :attr:`HandValue.key` orders hands: the size of its largest set, the
rank of that set, then each other rank as (how many, how high), a second set
before single cards and higher before lower. The ace (the Sau in a German pack)
is the highest rank.

>>> from engine.cards import FRENCH
>>> hand = [FRENCH.parse(c) for c in ("7S", "7H", "AS", "2C", "9D")]
>>> value(hand).words, value(hand).key
('a pair of sevens', (2, 7, 1, 14, 1, 9, 1, 2))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card, Rank

CLASSES = {1: "nothing", 2: "pair", 3: "three", 4: "four"}
"""The classes of hands by the size of their largest set."""


def height(rank: Rank) -> int:
    """A rank's height in the Poch: the ace or Sau (first in its system) highest, then king down."""
    return 14 if rank.order == 1 else rank.order


def plural(rank: Rank) -> str:
    """A rank's name in the plural: ``sevens``, ``sixes``, ``Obers``."""
    return rank.name + ("es" if rank.name.endswith("x") else "s")


@dataclass(frozen=True, slots=True)
class HandValue:
    """A hand's class, the rank of its set, its ordering key and a phrase for explanations."""

    size: int
    rank: Rank
    key: tuple[int, ...]

    @property
    def kind(self) -> str:
        """The class: ``nothing``, ``pair``, ``three`` or ``four``."""
        return CLASSES[self.size]

    @property
    def words(self) -> str:
        """The hand in words: ``a pair of kings``, ``three sevens``, ``nothing better than the ace``."""
        if self.size == 1:
            return f"nothing better than the {self.rank.name}"
        if self.size == 2:
            return f"a pair of {plural(self.rank)}"
        return f"{'three' if self.size == 3 else 'four'} {plural(self.rank)}"


def value(cards: Sequence[Card]) -> HandValue:
    """The value of a hand: its largest set (the higher of two equal sets), then a second set, then the other cards
    high to low."""
    counts: dict[Rank, int] = {}
    for card in cards:
        counts[card.rank] = counts.get(card.rank, 0) + 1
    size, _, rank = max((count, height(r), r) for r, count in counts.items())
    rest = sorted(((count, height(r)) for r, count in counts.items() if r != rank), reverse=True)
    others = [part for count, high in rest for part in (count, high)]
    return HandValue(size, rank, (size, height(rank), *others))

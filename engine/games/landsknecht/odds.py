"""The exact odds of a coup, from the shape of the pack alone.

Cards fall into groups that match each other: the suits when matching by suit,
the ranks when matching by rank. For a shuffled pack the left and right cards
are any ordered pair of distinct cards, all equally likely. They match at once
with probability ``sum(c * (c - 1)) / (n * (n - 1))`` over the group sizes ``c``.
Otherwise, with the left card in a group of ``a`` cards and the right card in a
group of ``b``, the middle cards are the rest in random order and the first of
the ``a - 1 + b - 1`` partners decides: it is a partner of the left card with
probability ``(a - 1) / (a + b - 2)``, and it comes after ``(n - 1) / (a + b - 1)``
middle cards on average (the expected place of the first of ``m`` marked cards
among ``N`` is ``(N + 1) / (m + 1)``). Summing over pairs of groups gives the
exact answer in a few hundred fraction operations.

>>> odds = coup_odds([13, 13, 13, 13])
>>> odds.banker_wins, odds.immediate
(Fraction(21, 34), Fraction(4, 17))
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from engine.exact import exact
from engine.games.landsknecht.variants import Variant
from engine.packs import Pack


@dataclass(frozen=True, slots=True)
class CoupOdds:
    """The chance that the banker wins, of an immediate match, and the expected number of cards turned."""

    banker_wins: Fraction
    immediate: Fraction
    expected_cards: Fraction

    def as_dict(self) -> dict[str, object]:
        """Each value as ``{"fraction": [numerator, denominator], "float": ...}``."""
        return {name: exact(value) for name, value in (("banker_wins", self.banker_wins), ("immediate", self.immediate),
                                    ("expected_cards", self.expected_cards))}


def coup_odds(groups: Sequence[int]) -> CoupOdds:
    """The exact odds of a coup for a pack whose matching groups have these sizes (each at least 2)."""
    n = sum(groups)
    pairs = n * (n - 1)
    immediate = Fraction(sum(c * (c - 1) for c in groups), pairs)
    wins = immediate
    cards = 2 * immediate
    for i, a in enumerate(groups):
        for j, b in enumerate(groups):
            if i != j:
                chance = Fraction(a * b, pairs)
                wins += chance * Fraction(a - 1, a + b - 2)
                cards += chance * (2 + Fraction(n - 1, a + b - 1))
    return CoupOdds(wins, immediate, cards)


def pack_odds(variant: Variant, pack: Pack) -> CoupOdds:
    """The exact odds of a coup of ``variant`` with ``pack``."""
    return coup_odds(list(Counter(variant.key(card) for card in pack).values()))

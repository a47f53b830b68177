"""The exact odds of the games of sixteen, pack by pack: why the eights (and most sixes) were taken out.

De la Marinière strips the eights, as they would let players make 16 "too easily", and the 1800 game strips
the sixes too, all but the brillant. Two figures test that claim for each pack: how many pairs of
cards make 16 at once, and, for a player who draws card after card until his total reaches 16 or
more, the chance of each total he stops on. Both are counted exactly, as fractions, by following
every way the draw can go with the cards of each value still in the pack.

>>> from engine.packs import PACKS
>>> two_card_sixteens(PACKS["brillant-45"].cards)
(32, Fraction(16, 495))
>>> stops = draw_to_sixteen(PACKS["french-48"].cards)
>>> sum(stops.values()), round(float(stops[16]), 4)
(Fraction(1, 1), 0.1548)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from fractions import Fraction

from engine.cards import Card
from engine.games.sixteen.round import TARGET, card_points

PACKS_COMPARED = ("french-52", "french-48", "brillant-45")
"""The packs the odds compare: the full pack with its eights, the 1659 pack without them, and the pack of
1800 and of Farmer, which keeps one six, the brillant."""

_Left = tuple[tuple[int, int], ...]
"""How many cards of each value are still in the pack, as sorted (value, count) pairs."""


def two_card_sixteens(cards: Sequence[Card]) -> tuple[int, Fraction]:
    """How many pairs of cards of ``cards`` make exactly 16, and the chance that two cards dealt do."""
    values = [card_points(card) for card in cards]
    pairs = sum(1 for i, a in enumerate(values) for b in values[i + 1:] if a + b == TARGET)
    return pairs, Fraction(pairs, len(values) * (len(values) - 1) // 2)


def draw_to_sixteen(cards: Sequence[Card]) -> dict[int, Fraction]:
    """The chance of each total a player stops on who draws from the full pack ``cards`` until his total
    reaches 16 or more (16 exactly, or 17 to 26 over it).

    The draws are counted as whole numbers, the ordered ways of drawing ``k`` cards that stop on a total, and
    only then divided by the ordered draws of ``k`` cards from the pack; the same count of what is left
    recurs often, so each is worked out once."""
    size = len(cards)
    start = tuple(sorted(Counter(card_points(card) for card in cards).items()))
    known: dict[tuple[_Left, int], dict[tuple[int, int], int]] = {}

    def ways(left: _Left, total: int) -> dict[tuple[int, int], int]:
        """The ordered ways of going on from ``total`` with ``left``, by (total stopped on, cards drawn)."""
        if (left, total) in known:
            return known[left, total]
        found: dict[tuple[int, int], int] = {}
        for index, (value, count) in enumerate(left):
            if total + value >= TARGET:
                found[total + value, 1] = found.get((total + value, 1), 0) + count
                continue
            rest = left[:index] + (((value, count - 1),) if count > 1 else ()) + left[index + 1:]
            for (stop, drawn), more in ways(rest, total + value).items():
                found[stop, drawn + 1] = found.get((stop, drawn + 1), 0) + count * more
        known[left, total] = found
        return found

    chances: dict[int, Fraction] = {}
    for (stop, drawn), count in ways(start, 0).items():
        chances[stop] = chances.get(stop, Fraction(0)) + Fraction(count, _falling(size, drawn))
    return dict(sorted(chances.items()))


def _falling(n: int, k: int) -> int:
    """The ordered draws of ``k`` cards from ``n``: n (n - 1) ... (n - k + 1)."""
    result = 1
    for i in range(k):
        result *= n - i
    return result

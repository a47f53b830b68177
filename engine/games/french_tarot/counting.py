"""Counting a pile of French Tarot: each card's value in half points, and the players' way of counting in pairs.

Values are kept in half points, as whole numbers, so that sums are exact: a king or an oudler is 9 (4½ points),
a queen 7, a knight 5, a jack 3 and every other card 1 (½ point); the 78 cards hold 182 half points, 91 points.
Players count in pairs instead, each counter (a court card or an oudler) with an ordinary card, and the two
ways always agree, since a counter and an ordinary card make a whole number of points.

>>> from engine.cards import TAROT_NOUVEAU
>>> pile = [TAROT_NOUVEAU.parse(text) for text in ("RPI", "21AT", "DCE", "7TR", "3AT")]
>>> tally = count(pile)
>>> tally.half_points, tally.oudlers, points_text(tally.half_points)
(27, 1, '13½')
>>> [(line.what, line.half_points) for line in tally.pairs]
[('king or oudler with an ordinary card', 10), ('king or oudler with an ordinary card', 10), ('queen alone', 7)]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card

OUDLERS = frozenset({"1AT", "21AT", "0EX"})
"""The Petit, the Monde and the Excuse, by their notation."""

_COURT_HALVES = {"R": 9, "D": 7, "C": 5, "V": 3}
"""The value of a court card of a suit, in half points: roi, dame, cavalier, valet."""

_COUNTER_NAMES = {9: "king or oudler", 7: "queen", 5: "knight", 3: "jack"}

PACK_HALF_POINTS = 182
"""The 91 points of the whole pack, in half points."""

NEEDED = {3: 36, 2: 41, 1: 51, 0: 56}
"""The points the taker needs, by the number of oudlers in the taker's pile."""


def is_oudler(card: Card) -> bool:
    """Whether ``card`` is one of the three oudlers (the Petit, the Monde, the Excuse)."""
    return card.code in OUDLERS


def half_points(card: Card) -> int:
    """The card's value in half points: 9 for a king or an oudler, 7, 5 and 3 for the other court cards, 1 for
    an ordinary card (a pip card, or a trump other than the Petit and the Monde)."""
    if card.code in OUDLERS:
        return 9
    if card.suit.code in ("AT", "EX"):
        return 1
    return _COURT_HALVES.get(card.rank.code, 1)


def points_text(halves: int) -> str:
    """Half points as a reader writes points: ``49½``, ``41``, ``½``.

    >>> points_text(99), points_text(82), points_text(1)
    ('49½', '41', '½')
    """
    whole, half = divmod(halves, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


def kind_what(value: int) -> str:
    """What a line of the count card by card holds, in English: the kind of card worth ``value`` half points, at
    its value.

    >>> kind_what(9), kind_what(1)
    ('king or oudler at 4½', 'ordinary card at ½')
    """
    return f"{_COUNTER_NAMES.get(value, 'ordinary card')} at {points_text(value)}"


def pair_what(value: int, cards: int) -> str:
    """What a line of the count in pairs holds, in English: its highest card, worth ``value`` half points, with an
    ordinary card (``cards`` 2) or alone (1).

    >>> pair_what(7, 2), pair_what(5, 1), pair_what(1, 2), pair_what(1, 1)
    ('queen with an ordinary card', 'knight alone', 'two ordinary cards', 'an ordinary card alone')
    """
    if value == 1:
        return "two ordinary cards" if cards == 2 else "an ordinary card alone"
    return f"{_COUNTER_NAMES[value]} {'with an ordinary card' if cards == 2 else 'alone'}"


@dataclass(frozen=True, slots=True)
class Line:
    """One line of a count: what was counted (in English, as the steps' English words name it; a ``count`` answer
    words it by :mod:`.answer_words`), the cards, and their value in half points."""

    what: str
    cards: tuple[Card, ...]
    half_points: int


@dataclass(frozen=True, slots=True)
class Tally:
    """A pile counted both ways: card by card (:attr:`by_card`, one line per kind of card) and in pairs
    (:attr:`pairs`), with the total in half points and the oudlers held."""

    cards: tuple[Card, ...]
    half_points: int
    oudlers: int
    by_card: tuple[Line, ...]
    pairs: tuple[Line, ...]


def count(cards: Sequence[Card]) -> Tally:
    """Count ``cards`` card by card and in pairs; both ways give the same total, which the tally holds once."""
    by_value: dict[int, list[Card]] = {}
    for card in cards:
        by_value.setdefault(half_points(card), []).append(card)
    by_card = tuple(Line(kind_what(value), tuple(held), value * len(held))
                    for value, held in sorted(by_value.items(), reverse=True))
    counters = sorted((card for card in cards if half_points(card) > 1), key=half_points, reverse=True)
    ordinary = [card for card in cards if half_points(card) == 1]
    pairs: list[Line] = []
    for counter in counters:
        value = half_points(counter)
        if ordinary:
            pairs.append(Line(pair_what(value, 2), (counter, ordinary.pop(0)), value + 1))
        else:
            pairs.append(Line(pair_what(value, 1), (counter,), value))
    while len(ordinary) >= 2:
        pairs.append(Line(pair_what(1, 2), (ordinary.pop(0), ordinary.pop(0)), 2))
    if ordinary:
        pairs.append(Line(pair_what(1, 1), (ordinary.pop(0),), 1))
    total = sum(line.half_points for line in by_card)
    assert total == sum(line.half_points for line in pairs), "the two ways of counting always agree"
    return Tally(tuple(cards), total, sum(1 for card in cards if is_oudler(card)), by_card, tuple(pairs))

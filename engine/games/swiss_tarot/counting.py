"""The cards' strength in play and their points in the count.

Swords and batons rank king, queen, cavalier, jack, ten down to ace; cups and
coins reverse the number cards (ace high, ten low); trumps rank by number.
A trick's value is the sum of its counting cards less one for each beyond the
first, or 1 when it holds none, which is the same as the sum of the values less
the number of counters plus one: so a deal's 26 tricks always make 78 points.

>>> from engine.cards import ITALIAN_TAROT as T
>>> [power(T.parse(c)) for c in ("1SW", "10SW", "1CU", "10CU", "KCU", "21T")]
[1, 10, 10, 1, 14, 21]
>>> trick_value([T.parse(c) for c in ("CSW", "QSW", "FOOL")])
(10, 3)
>>> trick_value([T.parse(c) for c in ("21T", "1T", "13T")]), trick_value([T.parse(c) for c in ("2CO", "5BA", "9T")])
((9, 2), (1, 0))
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import ITALIAN_TAROT, Card

FOOL = ITALIAN_TAROT.parse("FOOL")
TRUMPS = ITALIAN_TAROT.parse("21T").suit
ROUND_SUITS = ("CU", "CO")
"""The suits whose number cards rank the other way, the ace highest."""

COURT_VALUES = {"K": 5, "Q": 4, "C": 3, "J": 2}
HONOURS = ("1", "21")
"""The trumps that count: the Magician and the World."""

VALUE_RULES = {0: "swiss-tarot.count.no-counter", 1: "swiss-tarot.count.one-counter",
               2: "swiss-tarot.count.two-counters", 3: "swiss-tarot.count.three-counters"}
"""The rule that gives a trick's value, by the number of counting cards in it."""


def power(card: Card) -> int:
    """The card's strength within its suit: the higher wins; in cups and coins the ace is the highest number."""
    order = card.rank.order
    if card.suit.code in ROUND_SUITS and order <= 10:
        return 11 - order
    return order


def value(card: Card) -> int:
    """The card's points: 5 for the World, the Magician, the Fool and kings, 4 queens, 3 cavaliers, 2 jacks."""
    if card == FOOL:
        return 5
    if card.suit == TRUMPS:
        return 5 if card.rank.code in HONOURS else 0
    return COURT_VALUES.get(card.rank.code, 0)


def trick_value(cards: Sequence[Card]) -> tuple[int, int]:
    """A trick's points and how many counting cards it holds."""
    counters = [value(card) for card in cards if value(card)]
    if not counters:
        return 1, 0
    return sum(counters) - (len(counters) - 1), len(counters)

"""What a player may declare before his first card: a poignée of trumps shown (the Excuse counting as a trump),
and, as a house rule, misère.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many([f"{n}AT" for n in range(2, 12)] + ["0EX", "RCE"], "x")
>>> [str(card) for card in shown_trumps(hand, 10)][-2:]
['10AT', '11AT']
>>> [str(card) for card in shown_trumps(hand, 11)][-1], misere(hand)
('0EX', None)
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.games.french_tarot.ecart import is_trump


def trumps_of(hand: Sequence[Card]) -> list[Card]:
    """The trumps of ``hand`` as a poignée counts them, the Excuse among them, lowest first and the Excuse last."""
    return sorted((card for card in hand if is_trump(card)),
                  key=lambda card: (card.suit.code == "EX", card.rank.order))


def shown_trumps(hand: Sequence[Card], count: int) -> tuple[Card, ...]:
    """The ``count`` trumps shown for a poignée: the lowest first, the Excuse only when the others are too few."""
    return tuple(trumps_of(hand)[:count])


def misere(hand: Sequence[Card]) -> str | None:
    """Why ``hand`` may declare misère (``no trump`` or ``no court card``), or ``None`` when it may not."""
    if not any(is_trump(card) for card in hand):
        return "no trump"
    if not any(card.rank.code in ("R", "D", "C", "V") for card in hand if not is_trump(card)):
        return "no court card"
    return None

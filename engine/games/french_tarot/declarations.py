"""What a player may declare: before his first card a poignée of trumps shown (the Excuse counting as a trump),
and, as house rules, misère, and before the bidding a maldonne of a hand too poor to play.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many([f"{n}AT" for n in range(2, 12)] + ["0EX", "RCE"], "x")
>>> [str(card) for card in shown_trumps(hand, 10)][-2:]
['10AT', '11AT']
>>> [str(card) for card in shown_trumps(hand, 11)][-1], misere(hand)
('0EX', None)
>>> poor(hand, 4), poor(PACKS["tarot-78"].parse_many(["1AT", "RCE", "2CE"], "x"), 4)
(None, (1, 1))
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.games.french_tarot.ecart import is_trump

COURTS = ("R", "D", "C", "V")
"""The ranks of the court cards: roi, dame, cavalier and valet."""


def trumps_of(hand: Sequence[Card]) -> list[Card]:
    """The trumps of ``hand`` as a poignée counts them, the Excuse among them, lowest first and the Excuse last."""
    return sorted((card for card in hand if is_trump(card)),
                  key=lambda card: (card.suit.code == "EX", card.rank.order))


def shown_trumps(hand: Sequence[Card], count: int) -> tuple[Card, ...]:
    """The ``count`` trumps shown for a poignée: the lowest first, the Excuse only when the others are too few."""
    return tuple(trumps_of(hand)[:count])


def misere(hand: Sequence[Card]) -> str | None:
    """Why ``hand`` may declare misère (``no-trump`` or ``no-court``: it holds no trump, or no court card), or
    ``None`` when it may not."""
    if not any(is_trump(card) for card in hand):
        return "no-trump"
    if not any(card.rank.code in COURTS for card in hand if not is_trump(card)):
        return "no-court"
    return None


def poor(hand: Sequence[Card], below: int) -> tuple[int, int] | None:
    """The trumps and court cards of ``hand`` when it may call the house rules' maldonne
    (french-tarot.house.maldonne-reading): no trump, or fewer than ``below`` trumps and court cards together, the
    Excuse counted as a trump; ``None`` when it may not."""
    trumps = len(trumps_of(hand))
    courts = sum(1 for card in hand if not is_trump(card) and card.rank.code in COURTS)
    return (trumps, courts) if not trumps or trumps + courts < below else None

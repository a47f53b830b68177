"""The écart: the cards a taker who took the dog puts aside, as many as the dog held, never a King or an oudler,
and a trump only when nothing else can go.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many(["RPI", "5AT", "4CE", "0EX"], "x")
>>> [refusal(card, hand, 1) for card in hand]
['kings', 'trumps', None, 'oudlers']
>>> refusal(hand[1], hand, 2) is None, refusal(hand[1], hand[1:], 1)
(True, 'trumps')
>>> list(refusals(hand, 1).values())
['kings', 'trumps', None, 'oudlers']
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card

OUDLERS = ("1AT", "21AT", "0EX")


def is_oudler(card: Card) -> bool:
    """Whether ``card`` is the Petit, the Monde or the Excuse."""
    return card.code in OUDLERS


def is_trump(card: Card) -> bool:
    """Whether ``card`` is a trump or the Excuse."""
    return card.suit.code in ("AT", "EX")


def plain(hand: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may always be put aside: suited cards other than the Kings."""
    return [card for card in hand if not is_trump(card) and card.rank.code != "R"]


def refusal(card: Card, hand: Sequence[Card], left: int) -> str | None:
    """Why ``card`` of ``hand`` may not be put aside with ``left`` cards still to put aside: ``kings``,
    ``oudlers`` or ``trumps`` (the rule's last word), or ``None`` when it may."""
    return _refusal(card, is_trump(card) and len(plain(hand)) >= left)


def refusals(hand: Sequence[Card], left: int) -> dict[Card, str | None]:
    """What :func:`refusal` says of every card of ``hand``, its plain cards counted once for them all."""
    others = len(plain(hand)) >= left
    return {card: _refusal(card, others) for card in hand}


def _refusal(card: Card, others: bool) -> str | None:
    """Why ``card`` may not be put aside, ``others`` saying whether enough cards other than trumps are left."""
    if is_oudler(card):
        return "oudlers"
    if not is_trump(card) and card.rank.code == "R":
        return "kings"
    if is_trump(card) and others:
        return "trumps"
    return None

"""What the rules read in a hand of French Tarot: its trumps and oudlers, its Kings and court cards, which of its
cards the taker may put aside, which he may call, and whether it may declare misère or call a maldonne.

The écart: the cards a taker who took the dog puts aside, as many as the dog held, never a King or an oudler, and a
trump only when nothing else can go.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many(["RPI", "5AT", "4CE", "0EX"], "x")
>>> [refusal(card, hand, 1) for card in hand]
['kings', 'trumps', None, 'oudlers']
>>> refusal(hand[1], hand, 2) is None, refusal(hand[1], hand[1:], 1)
(True, 'trumps')
>>> list(refusals(hand, 1).values())
['kings', 'trumps', None, 'oudlers']

The king call of five players: the taker calls one of the four cards of the first rank of which he does not hold
all four.

>>> hand = PACKS["tarot-78"].parse_many(["RPI", "RCE", "RCA", "RTR", "DPI"], "x")
>>> [str(card) for card in callable_cards(hand)]
['DPI', 'DCE', 'DCA', 'DTR']

The declarations: a poignée of trumps shown (the Excuse counting as a trump), and, as house rules, misère, and
before the bidding a maldonne of a hand too poor to play.

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
from engine.packs import PACKS

OUDLERS = ("1AT", "21AT", "0EX")

COURTS = ("R", "D", "C", "V")
"""The ranks of the court cards: roi, dame, cavalier and valet."""

CALLED_RANKS = ("R", "D", "C")
"""The ranks called in turn: a King, a Queen when holding the four Kings, a Knight when holding the four Queens too."""

RANK_NAMES = {"R": "King", "D": "Queen", "C": "Knight"}


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


def callable_cards(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards the taker may call: the four of the first rank of which he does not hold all four (his own
    among them: calling one, he plays alone); none when he holds all twelve."""
    held = {card.code for card in hand}
    for rank in CALLED_RANKS:
        cards = tuple(card for card in PACKS["tarot-78"] if card.rank.code == rank and card.suit.code != "AT")
        if not all(card.code in held for card in cards):
            return cards
    return ()


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

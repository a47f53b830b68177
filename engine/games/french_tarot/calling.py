"""The king call of five players: which cards the taker may call, before anything is done with the dog.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many(["RPI", "RCE", "RCA", "RTR", "DPI"], "x")
>>> [str(card) for card in callable_cards(hand)]
['DPI', 'DCE', 'DCA', 'DTR']
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.packs import PACKS

CALLED_RANKS = ("R", "D", "C")
"""The ranks called in turn: a King, a Queen when holding the four Kings, a Knight when holding the four Queens too."""

RANK_NAMES = {"R": "King", "D": "Queen", "C": "Knight"}


def callable_cards(hand: Sequence[Card]) -> tuple[Card, ...]:
    """The cards the taker may call: the four of the first rank of which he does not hold all four (his own
    among them: calling one, he plays alone); none when he holds all twelve."""
    held = {card.code for card in hand}
    for rank in CALLED_RANKS:
        cards = tuple(card for card in PACKS["tarot-78"] if card.rank.code == rank and card.suit.code != "AT")
        if not all(card.code in held for card in cards):
            return cards
    return ()

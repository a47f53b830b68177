"""Drawing for the first deal: each player draws a card, the lowest deals, and the Excuse is drawn again.

Suited cards rank from the ace up to the king, spades above hearts above diamonds above clubs between cards of
the same rank, and every trump ranks above every suited card.

>>> from engine.packs import PACKS
>>> cards = PACKS["tarot-78"].parse_many(["3PI", "3TR", "1AT", "RCA"], "x")
>>> [str(card) for card in sorted(cards, key=draw_rank)]
['3TR', '3PI', 'RCA', '1AT']
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card

SUIT_ORDER = ("TR", "CA", "CE", "PI")
"""The suits from lowest to highest when equal cards are drawn: clubs, diamonds, hearts, spades."""

EXCUSE = "0EX"


def draw_rank(card: Card) -> tuple[int, int]:
    """A card's rank in the draw for the deal: trumps above every suited card, then the rank, then the suit."""
    if card.suit.code == "AT":
        return 100 + card.rank.order, 0
    return card.rank.order, SUIT_ORDER.index(card.suit.code)


@dataclass(frozen=True)
class Draw:
    """The draw: the cards each seat drew in order (the Excuse, then the card drawn again), and the dealer."""

    drawn: tuple[tuple[Card, ...], ...]
    dealer: int

    @property
    def kept(self) -> tuple[Card, ...]:
        """The card that counts for each seat: the last it drew."""
        return tuple(cards[-1] for cards in self.drawn)


def draw(players: int, pack: Sequence[Card]) -> Draw:
    """Each seat in turn from seat 1 draws the next card of ``pack`` (shuffled), drawing again on the Excuse; the
    seat with the lowest card deals."""
    cards = iter(pack)
    drawn: list[tuple[Card, ...]] = []
    for _ in range(players):
        card = next(cards)
        taken = [card]
        while card.code == EXCUSE:
            card = next(cards)
            taken.append(card)
        drawn.append(tuple(taken))
    dealer = min(range(players), key=lambda seat: draw_rank(drawn[seat][-1]))
    return Draw(tuple(drawn), dealer)

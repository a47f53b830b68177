"""A game of Homme d'Auvergne between deals: the table, the points, the stakes and the reader's cards.

Points are kept in a ledger whose pot ``bank`` gives them out and takes them
back, so that every point is a payment explained by a step and the balances and
pots always add up to zero. Points owed by a player who had none to give up are
kept in ``debts`` and paid off from his next points.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.games.homme.variants import Variant, pack_for
from engine.ledger import Ledger
from engine.table import Direction, Table

BANK = "bank"
"""The pot points come from and go back to."""

POOL = "pool"
"""The pot of the stakes, when playing for money."""


class Session:
    """The state of a game between deals."""

    def __init__(self, variant: Variant, names: Sequence[str], packets: tuple[int, int], target: int, stake: int,
                 reader: int | None, cards: Sequence[Card], rng: random.Random) -> None:
        self.variant = variant
        self.names = tuple(names)
        self.table = Table(len(names), Direction.ANTICLOCKWISE)
        self.pack = pack_for(len(names))
        self.packets = packets
        self.target = target
        self.stake = stake
        self.reader = reader
        self.cards = tuple(cards)
        self.used = 0
        """How many of the reader's cards have been played so far."""
        self.rng = rng
        self.points = Ledger(len(names), (BANK,))
        self.chips = Ledger(len(names), (POOL,))
        self.debts = [0] * len(names)

    def next_card(self) -> tuple[int, Card] | None:
        """The reader's next card and its index in ``decisions``, or ``None`` once they are used up."""
        if self.used >= len(self.cards):
            return None
        self.used += 1
        return self.used - 1, self.cards[self.used - 1]

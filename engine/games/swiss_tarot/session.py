"""A game of Swiss Tarot between deals: the table, the pool of antes, the totals, and the reader's cards.

The reader may take one seat and give its cards in the order played; the
engine plays the other seats, and stops when the reader's seat is to play and
no card is left to give.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.errors import EngineError
from engine.ledger import POOL, Ledger
from engine.table import Direction, Table


class Session:
    """The state of one game: seats, pool, points so far, and the reader's seat and cards."""

    def __init__(self, names: Sequence[str], stake: int, reader: int | None, cards: Sequence[Card],
                 rng: random.Random, explain: bool) -> None:
        self.names = tuple(names)
        self.table = Table(len(names), Direction.ANTICLOCKWISE)
        self.stake = stake
        self.reader = reader
        self.cards = tuple(cards)
        self.used = 0
        """How many of the reader's cards have been played so far."""
        self.rng = rng
        self.explain = explain
        self.ledger = Ledger(len(names), (POOL,))
        self.totals = [0] * len(names)

    def next_card(self) -> tuple[int, Card] | None:
        """The reader's next card and its index in ``cards``, or ``None`` once they are used up."""
        if self.used >= len(self.cards):
            return None
        self.used += 1
        return self.used - 1, self.cards[self.used - 1]

    def check_all_used(self) -> None:
        """Refuse cards left over when the game is over: they would silently be ignored."""
        if self.used < len(self.cards):
            raise EngineError(f"decisions[{self.used}]", f"the game is over: {self.cards[self.used].name} comes after "
                              "the reader's last card")

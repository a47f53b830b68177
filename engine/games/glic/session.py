"""A session of Glic: the table, the board (the ledger's pots) and the reader's moves, across deals.

Unclaimed compartments stay in the ledger's pots from one deal to the next,
which is how the board carries over.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.errors import EngineError
from engine.games.glic.betting import Move
from engine.games.glic.variants import COMPARTMENTS, Variant
from engine.ledger import Ledger
from engine.packs import Pack
from engine.table import Direction, Table


class Session:
    """The state of a game of Glic between deals."""

    def __init__(self, variant: Variant, pack: Pack, names: Sequence[str], limit: int, decisions: Sequence[Move],
                 rng: random.Random) -> None:
        self.variant = variant
        self.pack = pack
        self.names = tuple(names)
        self.table = Table(len(names), Direction.CLOCKWISE)
        self.limit = limit
        self.decisions = tuple(decisions)
        self.used = 0
        """How many of the reader's decisions have been applied so far."""
        self.reader_turns = 0
        """How many betting turns seat 1 has had so far, whoever chose its moves."""
        self.rng = rng
        self.ledger = Ledger(len(names), COMPARTMENTS)

    def next_decision(self) -> tuple[int, Move] | None:
        """The reader's next move and its index in ``decisions``, or ``None`` once they are used up."""
        if self.used >= len(self.decisions):
            return None
        self.used += 1
        return self.used - 1, self.decisions[self.used - 1]

    def check_all_used(self) -> None:
        """Refuse decisions left over when the session is over: they would silently be ignored."""
        if self.used < len(self.decisions):
            raise EngineError(f"decisions[{self.used}]", f"seat 1 has no betting turn left for "
                              f"'{self.decisions[self.used]}': it made {self.reader_turns} betting "
                              f"move{'' if self.reader_turns == 1 else 's'} in all")

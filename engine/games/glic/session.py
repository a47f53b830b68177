"""A session of Glic: the table, the board (the ledger's pots) and the deals, as one game of the model.

Unclaimed compartments stay in the ledger's pots from one deal to the next,
which is how the board carries over. The session is the game's side of
:class:`engine.model.State`: its script plays the deals, and each betting turn
for the Poch is a decision, the reader's or a seat's policy.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.explain import Explanation
from engine.games.glic.deal import Context, Deal
from engine.games.glic.variants import COMPARTMENTS, Variant
from engine.games.glic.words import WORDS
from engine.ledger import Ledger, Standing
from engine.model import Decision, Move, Script
from engine.packs import Pack
from engine.snapshot import Snapshot
from engine.table import Direction, Table


class Session:
    """The state of a game of Glic between deals."""

    def __init__(self, variant: Variant, pack: Pack, names: Sequence[str], limit: int, reader: int | None,
                 rng: random.Random) -> None:
        self.variant = variant
        self.pack = pack
        self.names = tuple(names)
        self.table = Table(len(names), Direction.CLOCKWISE)
        self.limit = limit
        self.ledger = Ledger(len(names), COMPARTMENTS)
        self.context = Context(self.table, self.names, pack, self.ledger, rng, limit, reader, [0] * len(names))
        """What each deal is handed of the session; its betting turns are counted over the whole session."""
        self.played: list[Deal] = []

    def begin(self, dealer: int) -> Deal:
        """Start the next deal, dealt by ``dealer``; its explanation keeps the table with each step."""
        explanation = Explanation(self.variant.book, self.snapshot, words=WORDS, players=self.names)
        deal = Deal(self.context, len(self.played) + 1, dealer, explanation)
        self.played.append(deal)
        return deal

    def play(self, count: int) -> Script:
        """The script of a seeded session of ``count`` deals; the deal passes to the left."""
        dealer = 0
        for _ in range(count):
            yield from self.begin(dealer).play()
            dealer = self.table.next(dealer)

    def settle(self, hands: dict[int, list[Card]], trump: Card) -> Script:
        """The script of one deal of given hands and turn-up, dealt by seat 1."""
        yield from self.begin(0).play(hands, trump)

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The table now: the current deal's (nothing before the first)."""
        return self.played[-1].snapshot() if self.played else {}

    def choose(self, decision: Decision) -> Move:
        """A computer seat bets by the class of its hand (rule ``glic.bet.policy``)."""
        return self.played[-1].policy(decision.seat)

    def deals(self) -> list[Deal]:
        """The deals played or begun, in order."""
        return self.played

    def summary(self) -> Standing:
        """The balances and the board after the last deal."""
        return self.ledger.standing()

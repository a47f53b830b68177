"""A session of Landsknecht: the table, the bank as it passes, and coups with running balances.

The session owns what lasts from coup to coup: the random stream of its seed,
the ledger, the banker, the stake and the table's agreements (the auction, the
bids). Chips only move between players and the ``bank`` pot, which every coup
empties, so the balances always add up to zero. It is the game's side of
:class:`engine.model.State`: its script plays the coups, and each punter's cover
and each bid for the bank is a decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.games.landsknecht.coup import BANK, BID, COVER, SEEDED_BIDS, Coup
from engine.games.landsknecht.policies import CoverPolicy
from engine.games.landsknecht.variants import Variant
from engine.ledger import Ledger, Standing
from engine.model import Decision, Move, Script
from engine.packs import Pack
from engine.shuffle import shuffled
from engine.snapshot import Snapshot
from engine.table import Direction, Table


class Session:
    """The state of a game of Landsknecht between coups."""

    def __init__(self, variant: Variant, pack: Pack, names: Sequence[str], policies: Sequence[CoverPolicy],
                 stake: int, rng: random.Random, auction: bool = False, bids: Sequence[int] | None = None,
                 banker: int = 0, reader: int | None = None) -> None:
        self.variant = variant
        self.pack = pack
        self.names = tuple(names)
        self.table = Table(len(names), Direction.CLOCKWISE)
        self.policies = tuple(policies)
        self.stake = stake
        self.rng = rng
        self.auction = auction
        self.bids = None if bids is None else tuple(bids)
        """Each seat's bid at every auction, as a request gives them; None draws them from the seed."""
        self.reader = reader
        """The seat (from 0) whose covers and bids the reader chooses, if any."""
        self.ledger = Ledger(len(names), (BANK,))
        self.banker = banker
        self.coups: list[Coup] = []

    def bid(self, seat: int) -> int:
        """What ``seat`` bids for the bank: the request's bid, or one drawn from the seed."""
        if self.bids is not None:
            return self.bids[seat]
        return SEEDED_BIDS[int(self.rng.random() * len(SEEDED_BIDS))]

    def play_coup(self, deck: Sequence[Card] | None = None) -> Script:
        """Stake, cover, turn and settle one coup; ``deck`` gives the order of the cards, else a fresh shuffle.
        The cards of the coup before stay where they lie until the shuffle."""
        places = self.coups[-1].places if self.coups else {
            "left": [], "right": [], "middle": [], "talon": [str(card) for card in (self.pack.cards if deck is None
                                                                                   else deck)]}
        coup = Coup(self, len(self.coups) + 1, places)
        self.coups.append(coup)
        yield from coup.stake_and_cover()
        coup.gather(shuffled(self.pack.cards, self.rng) if deck is None else deck, shuffled=deck is None)
        coup.turn()
        coup.settle()
        yield from coup.pass_bank()
        coup.close()
        assert coup.next_banker is not None
        self.banker = coup.next_banker

    def play(self, coups: int) -> Script:
        """The script of a seeded session of ``coups`` coups."""
        for _ in range(coups):
            yield from self.play_coup()

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The table now: the current coup's."""
        return self.coups[-1].snapshot() if self.coups else {}

    def choose(self, decision: Decision) -> Move:
        """A computer seat covers what its policy says of what is still uncovered, and bids what the request
        gives or the seed drew."""
        kind = decision.ranges[0].kind
        if kind == COVER:
            return Move(COVER, amount=self.policies[decision.seat].covers(decision.ranges[0].high))
        assert kind == BID
        return Move(BID, amount=self.coups[-1].drawn_bids[decision.seat])

    def deals(self) -> list[Coup]:
        """The coups played or begun, in order."""
        return self.coups

    def summary(self) -> Standing:
        """The balances and the pot after the last coup."""
        return self.ledger.standing()

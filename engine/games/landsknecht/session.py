"""A session of Landsknecht: the table, the bank as it passes, and coups with running balances.

The session owns what lasts from coup to coup: the random stream of its seed,
the ledger, the banker, the stake and the table's agreements (the auction, the
bids). Chips only move between players and the ``bank`` pot, which every coup
empties, so the balances always add up to zero.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.games.landsknecht.coup import BANK, SEEDED_BIDS, Coup
from engine.games.landsknecht.policies import CoverPolicy
from engine.games.landsknecht.variants import Variant
from engine.ledger import Ledger
from engine.packs import Pack
from engine.shuffle import shuffled
from engine.table import Direction, Table


class Session:
    """The state of a game of Landsknecht between coups."""

    def __init__(self, variant: Variant, pack: Pack, names: Sequence[str], policies: Sequence[CoverPolicy],
                 stake: int, rng: random.Random, auction: bool = False, bids: Sequence[int] | None = None,
                 banker: int = 0) -> None:
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
        self.ledger = Ledger(len(names), (BANK,))
        self.banker = banker
        self.coups_played = 0

    def bid(self, seat: int) -> int:
        """What ``seat`` bids for the bank: the request's bid, or one drawn from the seed."""
        if self.bids is not None:
            return self.bids[seat]
        return SEEDED_BIDS[int(self.rng.random() * len(SEEDED_BIDS))]

    def play_coup(self, deck: Sequence[Card] | None = None) -> Coup:
        """Stake, cover, turn and settle one coup; ``deck`` gives the order of the cards, else a fresh shuffle."""
        self.coups_played += 1
        coup = Coup(self, self.coups_played)
        coup.stake_and_cover()
        coup.turn(shuffled(self.pack.cards, self.rng) if deck is None else deck, shuffled=deck is None)
        coup.settle()
        coup.pass_bank()
        coup.close()
        self.banker = coup.next_banker
        return coup

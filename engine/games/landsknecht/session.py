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
from engine.explain import Explanation
from engine.games.landsknecht.coup import BANK, BID, COVER, Context, Coup
from engine.games.landsknecht.policies import CoverPolicy
from engine.games.landsknecht.variants import Variant
from engine.games.landsknecht.words import WORDS
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
        self.pack = pack
        self.rng = rng
        self.ledger = Ledger(len(names), (BANK,))
        self.context = Context(variant, Table(len(names), Direction.CLOCKWISE), tuple(names), tuple(policies),
                               reader, self.ledger, stake, auction, None if bids is None else tuple(bids), rng)
        """What each coup is handed of the game."""
        self.banker = banker
        self.coups: list[Coup] = []

    def play_coup(self, deck: Sequence[Card] | None = None) -> Script:
        """Stake, cover, turn and settle one coup; ``deck`` gives the order of the cards, else a fresh shuffle.
        The cards of the coup before stay where they lie until the shuffle."""
        places = self.coups[-1].places if self.coups else {
            "left": [], "right": [], "middle": [], "talon": [str(card) for card in (self.pack.cards if deck is None
                                                                                   else deck)]}
        context = self.context
        explanation = Explanation(context.variant.book, self.snapshot, words=WORDS, players=context.names)
        coup = Coup(context, len(self.coups) + 1, self.banker, explanation, places)
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
            return Move(COVER, amount=self.context.policies[decision.seat].covers(decision.ranges[0].high))
        assert kind == BID
        return Move(BID, amount=self.coups[-1].drawn_bids[decision.seat])

    def deals(self) -> list[Coup]:
        """The coups played or begun, in order."""
        return self.coups

    def summary(self) -> Standing:
        """The balances and the pot after the last coup."""
        return self.ledger.standing()

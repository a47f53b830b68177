"""A session of a game of sixteen: the table, the first farmer, and rounds with running balances.

The session owns what lasts from deal to deal: the random stream of its seed,
the ledger (balances, farm and pool), the current farmer and the farm's stake.
Chips only move between players and pots, so the balances and the pots always
add up to what was on the table at the start (nothing, for a seeded session).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.cards import Card
from engine.explain import Explanation
from engine.games.sixteen.policies import StandPolicy
from engine.games.sixteen.round import Round
from engine.games.sixteen.ties import BRILLANT
from engine.games.sixteen.variants import Variant
from engine.ledger import FARM, POOL, SIDE_POT, Ledger
from engine.shuffle import shuffled
from engine.table import Table

SEEDED_BIDS = range(1, 21)
"""When a request gives no bids, each Ferme player bids a whole number of jetons from 1 to 20, drawn from the seed."""


class Session:
    """The state of a game of sixteen between deals."""

    def __init__(
        self,
        variant: Variant,
        names: Sequence[str],
        policies: Sequence[StandPolicy],
        ante: int,
        rng: random.Random,
        rotate: bool = False,
    ) -> None:
        self.variant = variant
        self.names = tuple(names)
        self.table = Table(len(names), variant.direction)
        self.policies = tuple(policies)
        self.ante = ante
        self.rng = rng
        self.rotate = rotate
        self.ledger = Ledger(len(names), (FARM, POOL, SIDE_POT) if variant.has_pool else (FARM, SIDE_POT))
        self.farmer = 0
        self.stake = 0
        """The amount each Ferme farm is worth: the winning bid."""
        self.rounds_played = 0

    # Choosing the first farmer --------------------------------------------------------------------

    def choose_by_six_of_hearts(self, explanation: Explanation | None) -> None:
        """Farmer: deal a shuffled pack face up round the table until the six of hearts appears."""
        deck = shuffled(self.variant.pack.cards, self.rng)
        order = self.table.order_from(0)
        dealt: list[tuple[int, Card]] = []
        for i, card in enumerate(deck):
            seat = order[i % len(order)]
            dealt.append((seat, card))
            if card == BRILLANT:
                self.farmer = seat
                break
        if explanation:
            explanation.add("farmer.first-farmer.face-up-order",
                            f"{self.names[0]} shuffles and deals face up, one card at a time, starting with "
                            f"{self.names[0]} and going round to the left.", (0,))
            shown = ", ".join(f"{self.names[seat]} {card.label}" for seat, card in dealt)
            explanation.add("farmer.first-farmer.six-of-hearts",
                            f"Cards dealt face up: {shown}. {self.names[self.farmer]} receives the six of hearts "
                            "and is the first farmer.", (self.farmer,), (BRILLANT,),
                            dealt=[[seat + 1, str(card)] for seat, card in dealt])

    def choose_by_auction(self, bids: Sequence[int] | None, explanation: Explanation | None) -> None:
        """Ferme: sealed bids; the highest bidder is the farmer and puts the bid up as the farm."""
        v = self.variant
        if bids is None:
            bids = [SEEDED_BIDS[int(self.rng.random() * len(SEEDED_BIDS))] for _ in self.names]
        top = max(bids)
        highest = [seat for seat, bid in enumerate(bids) if bid == top]
        self.farmer, self.stake = highest[0], top
        step = None
        if explanation:
            listed = ", ".join(f"{name} {bid}" for name, bid in zip(self.names, bids))
            step = explanation.add(v.rule("farm.auction"),
                                   f"Bids for the farm: {listed}. {self.names[self.farmer]} bids most, becomes the "
                                   f"farmer and puts {top} aside as the farm.", (self.farmer,), bids=list(bids))
            if len(highest) > 1:
                tied = ", ".join(self.names[seat] for seat in highest)
                explanation.add(v.rule("farm.auction-tie"),
                                f"{tied} bid {top} each; {self.names[self.farmer]} comes first in seat order "
                                "and takes the farm.", tuple(highest))
        self.ledger.pay(self.farmer, FARM, top, v.rule("farm.auction"), step)

    # Rounds ---------------------------------------------------------------------------------------

    def play_round(self, explain: bool) -> Round:
        """Deal, draw and settle one round; the farmer and the ledger move on."""
        self.rounds_played += 1
        rnd = Round(self, self.rounds_played, explain)
        rnd.deal()
        rnd.draw_all()
        rnd.settle()
        rnd.close()
        return rnd


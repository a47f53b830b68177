"""A session of a game of sixteen: the table, the first farmer, and rounds with running balances.

The session owns what lasts from deal to deal: the random stream of its seed,
the ledger (balances, farm and pool), the current farmer and the farm's stake.
Chips only move between players and pots, so the balances and the pots always
add up to what was on the table at the start (nothing, for a seeded session).
It is the game's side of :class:`engine.model.State`: its script plays the
rounds, and each player's choice to draw or stand is a decision.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypedDict

from engine.cards import Card
from engine.explain import Explanation
from engine.games.sixteen.policies import StandPolicy
from engine.games.sixteen.round import DRAW, STAND, Context, Round, Standing
from engine.games.sixteen.ties import BRILLANT
from engine.games.sixteen.variants import Variant
from engine.games.sixteen.words import seats
from engine.ledger import FARM, POOL, SIDE_POT, Ledger
from engine.model import Decision, Move, Script
from engine.said import Seat, say
from engine.shuffle import shuffled
from engine.snapshot import Snapshot
from engine.table import Table

SEEDED_BIDS = range(1, 21)
"""When a request gives no bids, each Ferme player bids a whole number of jetons from 1 to 20, drawn from the seed."""


class SessionSummary(TypedDict):
    """The session's summary: the balances, the pots but the side pot, and the farm's stake."""

    balances: list[int]
    pots: dict[str, int]
    farm: int


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
        explain: bool = True,
        seated: bool = False,
    ) -> None:
        self.variant = variant
        self.names = tuple(names)
        self.table = Table(len(names), variant.direction)
        self.policies = tuple(policies)
        self.rng = rng
        self.ledger = Ledger(len(names), (FARM, POOL, SIDE_POT) if variant.has_pool else (FARM, SIDE_POT))
        self.standing = Standing()
        """The farmer, the farm's stake and the choice of the first farmer, as they stand between rounds."""
        self.explain = explain
        stop = "draw.hit-or-stay" if variant.farmer_plays else (
            "stick.twelve-to-fifteen" if variant.lowest_stop > 1 else "stick.basta")
        choices = tuple(Decision(seat, (DRAW, STAND), rule=variant.rule(stop)) for seat in range(len(names)))
        self.context = Context(variant, self.table, self.names, self.ledger, rng, ante, rotate, choices, self.standing,
                               seated)
        """What each round is handed of the session (each seat's choice to draw or stand is the same at every
        turn)."""
        self.rounds: list[Round] = []

    # The game model -------------------------------------------------------------------------------

    def begin(self) -> Round:
        """Start the next round (the first one also holds the choice of the first farmer)."""
        if self.rounds:
            self.rounds[-1].close()
            if not self.explain:
                self.rounds[-1].release()
        rnd = Round(self.context, len(self.rounds) + 1, self.explain)
        self.rounds.append(rnd)
        return rnd

    def play(self, rounds: int, bids: Sequence[int] | None = None) -> Script:
        """The script of a seeded session: choose the first farmer, then play ``rounds`` rounds."""
        self._choose_first_farmer(self.begin(), bids)
        for number in range(rounds):
            rnd = self.rounds[0] if number == 0 else self.begin()
            rnd.deal()
            yield from rnd.draw_all()
            rnd.settle()
        self.rounds[-1].close()

    def opening_deal(self, bids: Sequence[int] | None = None) -> Script:
        """The script of a deal shown before anyone draws: the first farmer, the antes and the opening cards."""
        rnd = self.begin()
        self._choose_first_farmer(rnd, bids)
        rnd.deal()
        rnd.close()
        yield from ()

    def scenario(self, farmer: int, hands: dict[int, list[Card]], farm: int, pool: int | None) -> Script:
        """The script of a scenario: the final hands shown and settled on the farm (and pool) given."""
        standing = self.standing
        standing.farmer, standing.stake, standing.chosen = farmer, farm, True
        self.ledger.pots[FARM] = farm
        if pool is not None:
            self.ledger.pots[POOL] = pool
        rnd = self.begin()
        rnd.reveal(hands)
        rnd.settle()
        rnd.close()
        yield from ()

    def _choose_first_farmer(self, first: Round, bids: Sequence[int] | None) -> None:
        if self.variant.farmer_plays:
            self.choose_by_six_of_hearts(first.explanation)
        else:
            self.choose_by_auction(bids, first.explanation)
        self.standing.chosen = True
        first.seat_players()
        if first.explanation is not None:
            first.explanation.close()  # the choice of the first farmer, as it lay on the table
        self.standing.opening_shown = False

    def snapshot(self) -> Snapshot:
        """The table as it stands now: the current round's (with the cards shown face up to choose the first
        farmer while they lie on the table)."""
        return self.rounds[-1].board.snapshot()

    def choose(self, decision: Decision) -> Move:
        """A computer seat draws while its policy wants a card."""
        total = self.rounds[-1].totals[decision.seat]
        return DRAW if self.policies[decision.seat].wants_card(total) else STAND

    def deals(self) -> list[Round]:
        """The rounds played or begun, in order."""
        return self.rounds

    def summary(self) -> SessionSummary:
        """The balances and pots after the last round, and the farm's stake."""
        return {"balances": list(self.ledger.balances),
                "pots": {name: amount for name, amount in self.ledger.pots.items() if name != SIDE_POT},
                "farm": self.standing.stake}

    # Choosing the first farmer --------------------------------------------------------------------

    def choose_by_six_of_hearts(self, explanation: Explanation | None) -> None:
        """Farmer: deal a shuffled pack face up round the table until the six of hearts appears."""
        deck = shuffled(self.variant.pack.cards, self.rng)
        order = self.table.order_from(0)
        standing = self.standing
        dealt: list[tuple[int, Card]] = []
        for i, card in enumerate(deck):
            seat = order[i % len(order)]
            dealt.append((seat, card))
            if card == BRILLANT:
                standing.farmer = seat
                break
        if explanation:
            explanation.add("farmer.first-farmer.face-up-order", say("first-farmer.face-up-order", dealer=Seat(0)),
                            (0,))
        for seat, card in dealt:
            standing.opening.setdefault(seat, []).append(card)
        standing.opening_shown = True
        if explanation:
            said = say("first-farmer.six-of-hearts", farmer=Seat(standing.farmer),
                       cards=tuple(card for _, card in dealt), to=seats([seat for seat, _ in dealt]))
            explanation.add("farmer.first-farmer.six-of-hearts", said, (standing.farmer,), (BRILLANT,),
                            dealt=[[seat + 1, str(card)] for seat, card in dealt])

    def choose_by_auction(self, bids: Sequence[int] | None, explanation: Explanation | None) -> None:
        """Ferme: sealed bids; the highest bidder is the farmer and puts the bid up as the farm."""
        v = self.variant
        if bids is None:
            bids = [SEEDED_BIDS[int(self.rng.random() * len(SEEDED_BIDS))] for _ in self.names]
        top = max(bids)
        highest = [seat for seat, bid in enumerate(bids) if bid == top]
        farmer = self.standing.farmer = highest[0]
        self.standing.stake = top
        step = None
        if explanation:
            said = say("auction.bids", farmer=Seat(farmer), bid=top, bids=tuple(bids))
            step = explanation.add(v.rule("farm.auction"), said, (farmer,), bids=list(bids))
            if len(highest) > 1:
                explanation.add(v.rule("farm.auction-tie"),
                                say("auction.tie", tied=seats(highest), farmer=Seat(farmer), bid=top),
                                tuple(highest))
        self.ledger.pay(farmer, FARM, top, v.rule("farm.auction"), step)

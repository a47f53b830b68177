"""A sitting of French Tarot up to the first card: the draw for the first deal, then deals until a player takes.

The sitting is the game's side of :class:`engine.model.State`: its script draws for the first dealer, deals, and
deals again, the deal passing to the right, after a Petit sec, a maldonne called (a house rule) or a deal nobody
bids on, until a player takes or
the deals asked run out; the taken deal stops before the first card is led, ready for the play. Between deals the
cards are shuffled again from the seed, or, with soft shuffling, gathered and cut without shuffling.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypedDict

from engine.cards import Card
from engine.games.french_tarot.deal import Deal
from engine.games.french_tarot.dealing import TAROT, Given
from engine.games.french_tarot.drawing import draw
from engine.games.french_tarot.house import HouseRules
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.state import Context
from engine.model import Decision, Move, Script
from engine.said import say
from engine.shuffle import shuffled
from engine.snapshot import Snapshot
from engine.table import Direction, Table, seat_number


class SittingSummary(TypedDict):
    """How a sitting stands (see :meth:`Sitting.summary`); seats from 1."""

    deals: int
    dealer: int | None
    taker: int | None
    contract: str | None
    called: str | None
    ready: bool
    played: bool


class Sitting:
    """The players, the table's house rules and options, and the deals dealt so far."""

    def __init__(self, names: Sequence[str], reader: int | None, rng: random.Random, house: HouseRules, *,
                 after: Sequence[int] | None = None, given: Given | None = None) -> None:
        self.names = tuple(names)
        self.context = Context(self.names, Table(len(names), Direction.ANTICLOCKWISE), reader, rng,
                               after=None if after is None else tuple(after), house=house, book=FRENCH_TAROT)
        """What every deal is handed: the players and their table, the reader's seat, the seeded source of chance,
        the dog's places the request gave (``None``: the dealer chooses by the seed), the house rules and the rule
        book."""
        self.given = given
        """The hands and dog a reader gave, dealt once instead of from the seed; ``None``: a seeded sitting."""
        self.played: list[Deal] = []

    def play(self, count: int, cards: bool = False) -> Script:
        """Draw for the first deal, then deal until a player takes, at most ``count`` deals; with ``cards``, play
        the taken deal's cards to its score."""
        dealer: int | None = None
        gathered: list[Card] | None = None
        for number in range(1, count + 1):
            if self.played:
                self.played[-1].explanation.close()
            deal = self._dealt(number, dealer, gathered) if self.given is None else self._laid(self.given)
            yield from deal.script(cards)
            if deal.taker is not None:
                break
            dealer, gathered = self.context.table.next(deal.dealer), deal.gathered()
        else:
            if self.given is not None:
                self.played[-1].tell("french-tarot.deal.scenario", say("deal.given-untaken"))
            else:
                self.played[-1].tell("french-tarot.deal.limit", say("deal.limit", deals=count))
        self.played[-1].explanation.close()

    def _dealt(self, number: int, dealer: int | None, gathered: list[Card] | None) -> Deal:
        """Deal ``number`` from the seed: the draw for the first dealer, then the pack shuffled (or gathered),
        cut and dealt."""
        if dealer is None:
            drawing = draw(len(self.names), shuffled(TAROT.cards, self.context.rng))
            deal = Deal(self.context, number, drawing.dealer, drawing)
            self.played.append(deal)
            deal.tell_draw(drawing)
        else:
            deal = Deal(self.context, number, dealer)
            self.played.append(deal)
        deal.deal(gathered)
        return deal

    def _laid(self, given: Given) -> Deal:
        """The one deal of the hands and dog a reader gave."""
        deal = Deal(self.context, 1, given.dealer)
        self.played.append(deal)
        deal.give(given)
        return deal

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The table of the deal in hand."""
        return self.played[-1].snapshot() if self.played else {}

    def choose(self, decision: Decision) -> Move:
        """The move of a computer seat, by the policies of :mod:`.policies`."""
        return self.played[-1].choose(decision)

    def deals(self) -> list[Deal]:
        """The deals dealt so far, in order."""
        return self.played

    def summary(self) -> SittingSummary:
        """How the sitting stands: the deals dealt, the dealer of the last, and its taker, contract and card
        called, whether it is ready for the first card, and whether its cards were played to the score."""
        last = self.played[-1] if self.played else None
        return {"deals": len(self.played),
                "dealer": None if last is None else seat_number(last.dealer),
                "taker": None if last is None or last.taker is None else seat_number(last.taker),
                "contract": None if last is None else last.contract,
                "called": None if last is None or last.called is None else str(last.called),
                "ready": last is not None and last.outcome == "ready",
                "played": last is not None and last.outcome == "played"}

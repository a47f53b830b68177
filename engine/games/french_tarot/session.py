"""A scorecard of French Tarot: the deals scored one after another, with the players' running totals.

The session is the game's side of :class:`engine.model.State`: its script scores each deal in turn and asks
no player anything, so the driver writes its answer like any game's, each step with the scorecard as it then
stood. Points only move between players, so the running totals always sum to zero.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from engine.games.french_tarot.contracts import Result
from engine.games.french_tarot.scoring import Scale, ScoredDeal
from engine.ledger import Ledger
from engine.model import Decision, Move, Script
from engine.said import say
from engine.snapshot import SeatTable, Snapshot


class SessionSummary(TypedDict):
    """The scorecard's summary: each seat's running total."""

    totals: list[int]


class Session:
    """The players, how the table scores, and the deals scored so far."""

    def __init__(self, names: Sequence[str], scale: Scale, explain: bool = True) -> None:
        self.names = tuple(names)
        self.scale = scale
        self.explain = explain
        self.ledger = Ledger(len(names), ())
        self.scored: list[ScoredDeal] = []

    def score(self, results: Sequence[Result]) -> Script:
        """The script that scores ``results`` in order; it asks no player anything (``yield from ()`` makes it
        a script all the same)."""
        yield from ()
        for result in results:
            deal = ScoredDeal(len(self.scored) + 1, result, self.names, self.scale, self.ledger,
                              self.snapshot if self.explain else None)
            self.scored.append(deal)
            deal.score()
            deal.step("french-tarot.scorecard.running", say("scorecard.running", total=tuple(self.ledger.balances)),
                      totals=list(self.ledger.balances))
            deal.payments = self.ledger.take_payments()

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The scorecard now: each seat's running total and its part in the deal being scored."""
        result = self.scored[-1].result if self.scored else None
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(self.names):
            entry: SeatTable = {"name": name, "points": self.ledger.balances[seat]}
            if result is not None:
                entry["roles"] = [_role(seat, result)]
            seats[str(seat + 1)] = entry
        return {"seats": seats}

    def choose(self, decision: Decision) -> Move:
        """Never asked: scoring takes no decision."""
        raise AssertionError(f"scoring asks no decision, yet seat {decision.seat} was asked")

    def deals(self) -> list[ScoredDeal]:
        """The deals scored so far."""
        return self.scored

    def summary(self) -> SessionSummary:
        """The running totals after the last deal."""
        return {"totals": list(self.ledger.balances)}


def _role(seat: int, result: Result) -> str:
    if seat == result.taker:
        return "taker"
    return "partner" if seat == result.partner else "defender"

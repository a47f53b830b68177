"""High Card played: each deal one card a seat from a fresh shuffle, and the one rule that settles it."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from engine.cards import Card
from engine.explain import Explanation
from engine.games.highcard.rules import WIN
from engine.games.highcard.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import Decision, Move, Script
from engine.rules import RuleBook
from engine.said import Seat, say
from engine.shuffle import shuffled
from engine.snapshot import SeatTable, Snapshot

SUITS = "CDHS"
"""The suits from the lowest to the highest, by their codes."""


class Deal:
    """One deal: the cards dealt, its steps and its payments."""

    def __init__(self, number: int, book: RuleBook, session: Session) -> None:
        self.number = number
        self.session = session
        self.explanation: Explanation | None = Explanation(book, session.snapshot, words=WORDS, players=session.names)
        self.payments: list[Payment] = []
        self.winner = 0

    def summary(self) -> Mapping[str, object]:
        return {"winner": self.winner + 1}


class Session:
    """Deals of High Card at one table, played by the rules alone."""

    def __init__(self, book: RuleBook, cards: Sequence[Card], names: Sequence[str], rng: random.Random) -> None:
        self.book, self.pack, self.names, self.rng = book, list(cards), list(names), rng
        self.ledger = Ledger(len(names), ())
        self.dealt: list[Card] = []
        self.talon: list[Card] = list(cards)
        self._deals: list[Deal] = []

    def play(self, deals: int) -> Script:
        for number in range(1, deals + 1):
            deal = Deal(number, self.book, self)
            self._deals.append(deal)
            order = shuffled(self.pack, self.rng)
            self.dealt, self.talon = order[:len(self.names)], order[len(self.names):]
            best = max(range(len(self.names)),
                       key=lambda seat: (self.dealt[seat].rank.order, SUITS.index(self.dealt[seat].suit.code)))
            deal.winner = best
            assert deal.explanation is not None
            said = say("win.highest", winner=Seat(best), card=self.dealt[best])
            step = deal.explanation.add(WIN, said, (best,), (self.dealt[best],))
            for seat in range(len(self.names)):
                if seat != best:
                    self.ledger.pay(seat, best, 1, WIN, step)
            deal.payments = self.ledger.take_payments()
        yield from ()

    def snapshot(self) -> Snapshot:
        seats: dict[str, SeatTable] = {
            str(seat + 1): {"name": name, "cards": [str(self.dealt[seat])] if self.dealt else [],
                            "chips": self.ledger.balances[seat]} for seat, name in enumerate(self.names)}
        return {"seats": seats, "places": {"talon": {"label": WORDS.tell(say("table.talon"), ()), "cards": [str(c) for c in self.talon],
                                                     "down": len(self.talon)}}}

    def choose(self, decision: Decision) -> Move:
        raise AssertionError("nobody chooses anything in High Card")

    def deals(self) -> Sequence[Deal]:
        return self._deals

    def summary(self) -> Mapping[str, object]:
        return {"balances": list(self.ledger.balances)}

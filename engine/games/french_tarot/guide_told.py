"""A hand judged by the source's guide as a game the driver can answer: one step per line of the guide that
counts, then the bid, each with the hand on the table and the points counted so far; a hand dealt from a seed
first tells its deal.

The lines come from :func:`~engine.games.french_tarot.guide.evaluate`; this module only tells them as
steps, so that the evaluation shows in the same envelope, and the same widgets, as every other answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypedDict

from engine.cards import Card
from engine.explain import Explanation
from engine.games.french_tarot.contracts import HAND_SIZE
from engine.games.french_tarot.dealing import PACKET, Deal, packets
from engine.games.french_tarot.guide import Judgement
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.words import WORDS, feature, guide_ranges
from engine.ledger import Payment
from engine.model import Decision, Move, Script
from engine.said import Param, Seat, say
from engine.snapshot import SeatTable, Snapshot


class LineJson(TypedDict):
    """A line of the guide that counts for the hand: its rule, what it counts, the cards and the points."""

    rule: str
    what: str
    cards: list[str]
    points: int


class JudgementSummary(TypedDict):
    """The judgement in figures (see :meth:`Judging.summary`)."""

    total: int
    short_suits: int
    bid: str
    lines: list[LineJson]


class Judging:
    """The judgement of one player's hand (first hand's, when ``dealt``), told step by step; it is its own single
    deal."""

    def __init__(self, names: Sequence[str], hand: Sequence[Card], judged: Judgement,
                 dealt: Deal | None = None) -> None:
        self.number = 1
        self.payments: list[Payment] = []
        self.names = tuple(names)
        self.name = names[0]
        self.hand = tuple(hand)
        self.judged = judged
        self.dealt = dealt
        self.counted = 0
        self.shown = dealt is None
        """Whether the hand lies on the table: a dealt hand only once its packets are told."""
        self.explanation = Explanation(FRENCH_TAROT, self.snapshot, words=WORDS, players=self.names)

    def tell(self) -> Script:
        """The lines of the guide, then the bid; it asks no player anything (``yield from ()`` makes it a
        script all the same)."""
        yield from ()
        if self.dealt is not None:
            self.tell_deal(self.dealt)
        judged = self.judged
        ranges = judged.ranges
        short_count = judged.total + judged.short_suits >= ranges.garde_sans
        for line in judged.features:
            counts = line.rule != "french-tarot.evaluate.short-suits" or short_count
            uncounted: dict[str, Param] = {} if counts else {"counts": "garde-sans"}
            self.explanation.add(line.rule, say(line.said.message, **line.said.params, points=line.points,
                                                **uncounted), (0,), line.cards)
            if counts:
                self.counted += line.points
        total = judged.counted
        verdict = say("evaluate.pass", total=total) if judged.bid is None else \
            say("evaluate.bid", total=total, contract=judged.bid)
        self.explanation.add("french-tarot.evaluate.bid", verdict, (0,), bid=judged.bid or "pass")
        if ranges.scaled:
            self.explanation.add("french-tarot.evaluate.bid-ranges", say("evaluate.scaled", **guide_ranges(ranges)),
                                 (0,))
        if short_count or (total in (80, 81) and not ranges.scaled):
            self.explanation.add("french-tarot.evaluate.bid-ranges",
                                 say("evaluate.short-suits" if ranges.scaled else "evaluate.short-suits-80",
                                     **{"garde-sans": ranges.garde_sans}), (0,))

    def tell_deal(self, dealt: Deal) -> None:
        """The deal that gave the hand: who deals, the cut, the packets and where the dog's cards went."""
        players = len(self.names)
        first, dealer, cutter = Seat(0), Seat(1), Seat(2)
        self.explanation.add("french-tarot.deal.seats", say("evaluate.seats", first=first, dealer=dealer), (0, 1))
        self.explanation.add("french-tarot.deal.cut", say("evaluate.cut", cutter=cutter, cut=dealt.cut), (2,))
        self.explanation.add("french-tarot.deal.packets",
                             say("evaluate.packets", dealer=dealer, first=first, packets=HAND_SIZE[players] // PACKET,
                                 hand=HAND_SIZE[players]), (0,), self.hand)
        self.shown = True
        self.explanation.add("french-tarot.deal.dog", say("evaluate.dog", dog=len(dealt.dog), packets=packets(players),
                                                          after=tuple(dealt.dog_after)))
        self.explanation.add("french-tarot.deal.dog-places", say("evaluate.dog-places"))

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The hand (once dealt), with the points the guide has counted so far."""
        seat: SeatTable = {"name": self.name, "cards": [str(card) for card in self.hand] if self.shown else [],
                           "points": self.counted}
        return {"seats": {"1": seat}}

    def choose(self, decision: Decision) -> Move:
        """Never asked: judging a hand takes no decision."""
        raise AssertionError(f"judging a hand asks no decision, yet seat {decision.seat} was asked")

    def deals(self) -> list[Judging]:
        """The one judgement, as a deal."""
        return [self]

    def summary(self) -> JudgementSummary:
        """The judgement in figures: the total without and with the short suits, and the bid."""
        judged = self.judged
        return {"total": judged.total, "short_suits": judged.short_suits, "bid": judged.bid or "pass",
                "lines": [{"rule": f.rule, "what": feature(f.said), "cards": [str(c) for c in f.cards],
                           "points": f.points}
                          for f in judged.features]}

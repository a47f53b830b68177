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
from engine.games.french_tarot.contracts import CONTRACTS, HAND_SIZE
from engine.games.french_tarot.dealing import PACKET, Deal, packets
from engine.games.french_tarot.guide import GUIDE_HAND, Judgement
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.ledger import Payment
from engine.model import Decision, Move, Script
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
        self.explanation = Explanation(FRENCH_TAROT, self.snapshot)

    def tell(self) -> Script:
        """The lines of the guide, then the bid; it asks no player anything (``yield from ()`` makes it a
        script all the same)."""
        yield from ()
        if self.dealt is not None:
            self.tell_deal(self.dealt)
        judged = self.judged
        ranges = judged.ranges
        short_count = judged.total + judged.short_suits >= ranges.garde_sans
        for feature in judged.features:
            counts = feature.rule != "french-tarot.evaluate.short-suits" or short_count
            note = "" if counts else ", which count only for a garde sans or a garde contre"
            self.explanation.add(feature.rule, f"{feature.what[0].upper()}{feature.what[1:]}: {feature.points} "
                                 f"point{'s' if feature.points != 1 else ''}{note}.", (0,), feature.cards)
            if counts:
                self.counted += feature.points
        total = judged.counted
        verdict = "pass" if judged.bid is None else f"bid a {CONTRACTS[judged.bid].name}"
        self.explanation.add("french-tarot.evaluate.bid", f"{total} points in all: the guide says {verdict}.", (0,),
                             bid=judged.bid or "pass")
        if ranges.scaled:
            self.explanation.add("french-tarot.evaluate.bid-ranges",
                                 f"The guide's ranges are for a hand of {GUIDE_HAND} cards; for this hand of "
                                 f"{ranges.size} they are scaled by the points such a hand holds on average: "
                                 f"{ranges.text()}.", (0,))
        if short_count or (total in (80, 81) and not ranges.scaled):
            self.explanation.add("french-tarot.evaluate.bid-ranges",
                                 f"The short suits are counted once the total with them reaches {ranges.garde_sans}"
                                 f"{', and 80 is a garde sans' if not ranges.scaled else ''}.", (0,))

    def tell_deal(self, dealt: Deal) -> None:
        """The deal that gave the hand: who deals, the cut, the packets and where the dog's cards went."""
        names, players = self.names, len(self.names)
        dealer, cutter = names[1], names[2]
        self.explanation.add("french-tarot.deal.seats", f"{self.name} is first hand, in seat 1, and {dealer}, in "
                             f"seat 2 on {self.name}'s left, deals; turns go down through the seats, from seat 1 "
                             f"to seat {players}, then round to seat 2.", (0, 1))
        self.explanation.add("french-tarot.deal.cut", f"{cutter}, in seat 3 at the dealer's left, cuts the pack: "
                             f"{dealt.cut} cards lifted and put under the rest.", (2,))
        self.explanation.add("french-tarot.deal.packets",
                             f"{dealer} deals {HAND_SIZE[players] // PACKET} packets of three to each player in turn "
                             f"from {self.name}: {self.name}'s {HAND_SIZE[players]} cards.", (0,), self.hand)
        self.shown = True
        after = [str(n) for n in dealt.dog_after]
        self.explanation.add("french-tarot.deal.dog",
                             f"{len(dealt.dog)} cards go to the dog one at a time, after packets "
                             f"{', '.join(after[:-1])} and {after[-1]} of {packets(players)}: never two in a row, "
                             "nor the first or the last card of the pack.")
        self.explanation.add("french-tarot.deal.dog-places",
                             "The shuffle chose those gaps between packets; a dealer may choose any others within "
                             "the rules.")

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
                "lines": [{"rule": f.rule, "what": f.what, "cards": [str(c) for c in f.cards], "points": f.points}
                          for f in judged.features]}

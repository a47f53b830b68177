"""Judging a hand of French Tarot before the bidding, by the source's guide: points for the oudlers, the Petit by
the trumps that guard it, the trumps and the major trumps, the court cards, the long suits, and for the two
highest contracts the short suits; the total suggests a bid.

The guide's ranges are for the four players' hand of 18 cards. A hand of 24 (three players) or 15 (five) holds
more or fewer of everything the guide counts, so its ranges are scaled by the points such a hand holds on
average (our reading, :data:`EXPECTED_POINTS`): the same share of the average makes the same bid.

>>> from engine.cards import TAROT_NOUVEAU
>>> hand = [TAROT_NOUVEAU.parse(text) for text in
...         "21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR VTR 4CA 6CA".split()]
>>> judged = evaluate(hand)
>>> judged.total, judged.short_suits, judged.bid
(76, 3, 'garde-sans')
>>> thresholds(24).text()
'61 for a prise, 86 for a garde, 109 for a garde sans and 124 for a garde contre'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import TAROT_NOUVEAU, Card
from engine.games.french_tarot.contracts import CONTRACTS
from engine.said import Said, say

SUITS = tuple(suit for suit in TAROT_NOUVEAU.suits if suit.code in ("PI", "CE", "CA", "TR"))
"""The four plain suits, in the order the guide's lines go through them."""

PETIT_BY_TRUMPS = ((6, 9), (5, 7), (4, 5))
"""The Petit's points by the trumps held with it (at least so many): 0 with three or fewer."""

LONG_SUIT = ((7, 9), (6, 7), (5, 5))
"""A suit's points by its length (at least so many cards)."""

BIDS = ((81, "garde-contre"), (71, "garde-sans"), (56, "garde"), (40, "prise"))
"""The bid a total suggests, from the lowest total that suggests it; below 40, pass (the guide's ranges, for a
hand of 18 cards)."""

GUIDE_HAND = 18
"""The hand the guide's ranges are written for: four players' 18 cards."""

EXPECTED_POINTS = {15: 25, 18: 34, 24: 52}
"""The guide's points a hand of so many cards holds on average, the short suits left out: the mean over 20,000
hands of each size dealt from a seeded shuffle, which ``build/bench_seats.py`` measures again and prints."""


@dataclass(frozen=True, slots=True)
class Thresholds:
    """The lowest total that suggests each bid for a hand of ``size`` cards, highest bid first."""

    size: int
    bids: tuple[tuple[int, str], ...]

    @property
    def garde_sans(self) -> int:
        """The total from which the short suits count: they count only for the garde sans and the garde
        contre."""
        return next(least for least, bid in self.bids if bid == "garde-sans")

    @property
    def prise(self) -> int:
        """The lowest total that suggests a bid."""
        return self.bids[-1][0]

    @property
    def scaled(self) -> bool:
        """Whether these are the guide's ranges scaled to another hand than its 18 cards."""
        return self.bids != BIDS

    def suggested(self, total: int) -> str | None:
        """The bid these ranges suggest for ``total`` points, or ``None`` to pass."""
        return next((bid for least, bid in self.bids if total >= least), None)

    def text(self) -> str:
        """The ranges in words, from the prise up."""
        parts = [f"{least} for a {CONTRACTS[bid].name}" for least, bid in reversed(self.bids)]
        return f"{', '.join(parts[:-1])} and {parts[-1]}"


def thresholds(size: int) -> Thresholds:
    """The guide's ranges for a hand of ``size`` cards: each scaled by the points such a hand holds on average
    against the guide's 18 cards, rounded (our reading); a size the game never deals keeps the guide's own.

    >>> [least for least, _ in thresholds(15).bids], [least for least, _ in thresholds(18).bids]
    ([60, 52, 41, 29], [81, 71, 56, 40])
    """
    expected = EXPECTED_POINTS.get(size, EXPECTED_POINTS[GUIDE_HAND])
    return Thresholds(size, tuple((round(least * expected / EXPECTED_POINTS[GUIDE_HAND]), bid)
                                  for least, bid in BIDS))


@dataclass(frozen=True, slots=True)
class Feature:
    """One line of the guide as it applies to a hand: its rule, what it counts (a message of the game's words,
    which its step tells with the points), the cards, its points."""

    rule: str
    said: Said
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True)
class Judgement:
    """A hand judged: the lines that count, their total, the points of the short suits (counted only for the
    garde sans and the garde contre), the ranges used for a hand of its size and the bid suggested."""

    features: tuple[Feature, ...]
    total: int
    short_suits: int
    bid: str | None
    """The contract suggested, or ``None`` to pass."""
    ranges: Thresholds

    @property
    def counted(self) -> int:
        """The total the bid is judged on: with the short suits once they reach a garde sans, else without."""
        with_short = self.total + self.short_suits
        return with_short if with_short >= self.ranges.garde_sans else self.total


def _trumps(hand: Sequence[Card]) -> list[Card]:
    return sorted((card for card in hand if card.suit.code == "AT"), key=lambda card: card.rank.order)


def _sequences(majors: list[Card]) -> list[list[Card]]:
    """The runs of two or more consecutive major trumps."""
    runs: list[list[Card]] = []
    for card in majors:
        if runs and runs[-1][-1].rank.order + 1 == card.rank.order:
            runs[-1].append(card)
        else:
            runs.append([card])
    return [run for run in runs if len(run) >= 2]


def evaluate(hand: Sequence[Card]) -> Judgement:
    """Every line of the guide that counts in ``hand``, its total and the bid it suggests by the ranges for a hand
    of its size: the short suits count only towards the garde sans and the garde contre, so they are added when
    the total with them reaches a garde sans (our reading of where those points belong)."""
    features: list[Feature] = []
    codes = {card.code: card for card in hand}
    trumps = _trumps(hand)
    if "21AT" in codes:
        features.append(Feature("french-tarot.evaluate.oudlers", say("evaluate.monde"), (codes["21AT"],), 10))
    if "0EX" in codes:
        features.append(Feature("french-tarot.evaluate.oudlers", say("evaluate.excuse"), (codes["0EX"],), 8))
    if "1AT" in codes:
        points = next((p for least, p in PETIT_BY_TRUMPS if len(trumps) >= least), 0)
        features.append(Feature("french-tarot.evaluate.petit", say("evaluate.petit", trumps=len(trumps)),
                                (codes["1AT"],), points))
    counted = [*trumps, *([codes["0EX"]] if "0EX" in codes else [])]
    if len(counted) >= 4:
        features.append(Feature("french-tarot.evaluate.trumps", say("evaluate.trumps", trumps=len(counted)),
                                tuple(counted), 2 * len(counted)))
    majors = [card for card in trumps if card.rank.order >= 16]
    if majors:
        features.append(Feature("french-tarot.evaluate.major-trumps", say("evaluate.majors", trumps=len(majors)),
                                tuple(majors), 2 * len(majors)))
    for run in _sequences(majors):
        features.append(Feature("french-tarot.evaluate.sequences", say("evaluate.sequence", trumps=len(run),
                                                                       low=run[0].rank.order, high=run[-1].rank.order),
                                tuple(run), len(run)))
    short = 0
    for suit in SUITS:
        held = [card for card in hand if card.suit == suit]
        king, queen = codes.get("R" + suit.code), codes.get("D" + suit.code)
        if king and queen:
            features.append(Feature("french-tarot.evaluate.courts", say("evaluate.king-queen", suit=suit),
                                    (king, queen), 10))
        elif king:
            features.append(Feature("french-tarot.evaluate.courts", say("evaluate.king", suit=suit), (king,), 6))
        elif queen:
            features.append(Feature("french-tarot.evaluate.courts", say("evaluate.queen", suit=suit), (queen,), 3))
        for rank, message, points in (("C", "evaluate.knight", 2), ("V", "evaluate.jack", 1)):
            if rank + suit.code in codes:
                features.append(Feature("french-tarot.evaluate.courts", say(message, suit=suit),
                                        (codes[rank + suit.code],), points))
        length = next((p for least, p in LONG_SUIT if len(held) >= least), 0)
        if length:
            features.append(Feature("french-tarot.evaluate.long-suits",
                                    say("evaluate.long-suit", suit=suit, cards=len(held)), tuple(held), length))
        if len(held) <= 1:
            points = 6 if not held else 3
            short += points
            features.append(Feature("french-tarot.evaluate.short-suits",
                                    say("evaluate.singleton" if held else "evaluate.void", suit=suit), tuple(held),
                                    points))
    total = sum(f.points for f in features if f.rule != "french-tarot.evaluate.short-suits")
    ranges = thresholds(len(hand))
    bid = ranges.suggested(total + short) if total + short >= ranges.garde_sans else ranges.suggested(total)
    return Judgement(tuple(features), total, short, bid, ranges)


def suggested(total: int) -> str | None:
    """The bid the guide's ranges suggest for ``total`` points; 80 suggests the garde sans (our reading of the
    two ranges that both hold 80).

    >>> suggested(39), suggested(40), suggested(70), suggested(80), suggested(81)
    (None, 'prise', 'garde', 'garde-sans', 'garde-contre')
    """
    return thresholds(GUIDE_HAND).suggested(total)

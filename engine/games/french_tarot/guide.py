"""Judging a hand of French Tarot before the bidding, by the source's guide: points for the oudlers, the Petit by
the trumps that guard it, the trumps and the major trumps, the court cards, the long suits, and for the two
highest contracts the short suits; the total suggests a bid.

>>> from engine.cards import TAROT_NOUVEAU
>>> hand = [TAROT_NOUVEAU.parse(text) for text in
...         "21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR VTR 4CA 6CA".split()]
>>> judged = evaluate(hand)
>>> judged.total, judged.short_suits, judged.bid
(76, 3, 'garde-sans')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.cards import Card

SUITS = ("PI", "CE", "CA", "TR")
SUIT_NAMES = {"PI": "spades", "CE": "hearts", "CA": "diamonds", "TR": "clubs"}

PETIT_BY_TRUMPS = ((6, 9), (5, 7), (4, 5))
"""The Petit's points by the trumps held with it (at least so many): 0 with three or fewer."""

LONG_SUIT = ((7, 9), (6, 7), (5, 5))
"""A suit's points by its length (at least so many cards)."""

BIDS = ((81, "garde-contre"), (71, "garde-sans"), (56, "garde"), (40, "prise"))
"""The bid a total suggests, from the lowest total that suggests it; below 40, pass."""

GARDE_SANS = 71
"""The total from which the short suits count: they count only for the garde sans and the garde contre."""


@dataclass(frozen=True, slots=True)
class Feature:
    """One line of the guide as it applies to a hand: its rule, what it counts, the cards, its points."""

    rule: str
    what: str
    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True)
class Judgement:
    """A hand judged: the lines that count, their total, the points of the short suits (counted only for the
    garde sans and the garde contre) and the bid suggested."""

    features: tuple[Feature, ...]
    total: int
    short_suits: int
    bid: str | None
    """The contract suggested, or ``None`` to pass."""


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
    """Every line of the guide that counts in ``hand``, its total and the bid it suggests: the short suits
    count only towards the garde sans and the garde contre, so they are added when the total with them
    reaches a garde sans (our reading of where those points belong)."""
    features: list[Feature] = []
    codes = {card.code: card for card in hand}
    trumps = _trumps(hand)
    if "21AT" in codes:
        features.append(Feature("french-tarot.evaluate.oudlers", "the Monde (21)", (codes["21AT"],), 10))
    if "0EX" in codes:
        features.append(Feature("french-tarot.evaluate.oudlers", "the Excuse", (codes["0EX"],), 8))
    if "1AT" in codes:
        points = next((p for least, p in PETIT_BY_TRUMPS if len(trumps) >= least), 0)
        features.append(Feature("french-tarot.evaluate.petit", f"the Petit with {len(trumps)} trumps",
                                (codes["1AT"],), points))
    counted = [*trumps, *([codes["0EX"]] if "0EX" in codes else [])]
    if len(counted) >= 4:
        features.append(Feature("french-tarot.evaluate.trumps", f"{len(counted)} trumps, oudlers included, at 2",
                                tuple(counted), 2 * len(counted)))
    majors = [card for card in trumps if card.rank.order >= 16]
    if majors:
        features.append(Feature("french-tarot.evaluate.major-trumps", f"{len(majors)} major trumps (16 to 21) at 2",
                                tuple(majors), 2 * len(majors)))
    for run in _sequences(majors):
        features.append(Feature("french-tarot.evaluate.sequences",
                                f"a sequence of {len(run)} major trumps, {run[0].rank.order} to {run[-1].rank.order}",
                                tuple(run), len(run)))
    short = 0
    for suit in SUITS:
        held = [card for card in hand if card.suit.code == suit]
        name = SUIT_NAMES[suit]
        king, queen = codes.get("R" + suit), codes.get("D" + suit)
        if king and queen:
            features.append(Feature("french-tarot.evaluate.courts", f"king and queen of {name}", (king, queen), 10))
        elif king:
            features.append(Feature("french-tarot.evaluate.courts", f"king of {name} without the queen", (king,), 6))
        elif queen:
            features.append(Feature("french-tarot.evaluate.courts", f"queen of {name} without the king", (queen,), 3))
        for rank, word, points in (("C", "knight", 2), ("V", "jack", 1)):
            if rank + suit in codes:
                features.append(Feature("french-tarot.evaluate.courts", f"{word} of {name}", (codes[rank + suit],),
                                        points))
        length = next((p for least, p in LONG_SUIT if len(held) >= least), 0)
        if length:
            features.append(Feature("french-tarot.evaluate.long-suits", f"{len(held)} {name}", tuple(held), length))
        if len(held) <= 1:
            points = 6 if not held else 3
            short += points
            features.append(Feature("french-tarot.evaluate.short-suits",
                                    f"{'no' if not held else 'a single'} {name[:-1] if held else name}", tuple(held),
                                    points))
    total = sum(f.points for f in features if f.rule != "french-tarot.evaluate.short-suits")
    bid = suggested(total + short) if total + short >= GARDE_SANS else suggested(total)
    return Judgement(tuple(features), total, short, bid)


def suggested(total: int) -> str | None:
    """The bid the guide's ranges suggest for ``total`` points; 80 suggests the garde sans (our reading of the
    two ranges that both hold 80).

    >>> suggested(39), suggested(40), suggested(70), suggested(80), suggested(81)
    (None, 'prise', 'garde', 'garde-sans', 'garde-contre')
    """
    return next((bid for least, bid in BIDS if total >= least), None)

"""Exact odds for the taker of French Tarot, by counting hands: what the dog holds of the cards the taker lacks,
and how the defenders' cards of a suit (or trumps) fall among them.

Every figure is a fraction counted with binomial coefficients, never a simulation: the dog is a hypergeometric
draw from the cards the taker cannot see, and the defenders' holdings are counted over every way of splitting
their hands. The source's table of the defenders' holdings was worked out, cell for cell, as if each card fell
to each defender with an even chance on its own (:func:`independent_longest`), which overstates long holdings;
the exact figures, for hands of a fixed size, are set beside it.

>>> dog_chances(4, 4)[2]  # a taker missing four queens finds two in the dog
Fraction(1431, 32509)
>>> six = longest_chances(4, 6)  # six hearts among the defenders: one holds five or more
>>> round(float(six[5] + six[6]) * 100, 1), round(float(sum(independent_longest(4, 6)[m] for m in (5, 6))) * 100, 1)
(3.8, 5.3)
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from functools import cache
from math import comb, factorial

from engine.exact import exact
from engine.games.french_tarot import published
from engine.games.french_tarot.contracts import DOG_SIZE, HAND_SIZE

MOST_MISSING = 22
"""The most cards of one kind a taker can lack: every trump and the Excuse."""


def unseen(players: int) -> int:
    """The cards the taker does not see before the dog is shown: the other hands and the dog."""
    return 78 - HAND_SIZE[players]


def draw_chances(cards: int, drawn: int, marked: int) -> tuple[Fraction, ...]:
    """Drawing ``drawn`` of ``cards`` cards, ``marked`` of them of a kind, all draws equally likely: the chance
    of drawing 0, 1, 2... of the kind (the hypergeometric law)."""
    total = comb(cards, drawn)
    return tuple(Fraction(comb(marked, k) * comb(cards - marked, drawn - k), total)
                 for k in range(min(marked, drawn) + 1))


@cache
def dog_chances(players: int, missing: int) -> tuple[Fraction, ...]:
    """For ``missing`` cards of a kind the taker does not hold, the chance that the dog holds 0, 1, 2... of
    them: the dog is any ``DOG_SIZE`` of the cards the taker does not see."""
    return draw_chances(unseen(players), DOG_SIZE[players], missing)


def _splits(cards: int, hands: int, size: int) -> Iterator[tuple[int, ...]]:
    """Every way ``cards`` can lie in ``hands`` hands of at most ``size`` each, hand by hand."""
    if hands == 1:
        if cards <= size:
            yield (cards,)
        return
    for first in range(min(cards, size) + 1):
        for rest in _splits(cards - first, hands - 1, size):
            yield (first, *rest)


def longest_holding(hands: int, size: int, cards: int) -> dict[int, Fraction]:
    """``cards`` of a kind among ``hands`` hands of ``size`` cards dealt from those hands' cards, all deals
    equally likely: the chance that the longest hand holds exactly ``m`` of them, by ``m``."""
    ways: dict[int, int] = {}
    for split in _splits(cards, hands, size):
        count = 1
        for held in split:
            count *= comb(size, held)
        ways[max(split)] = ways.get(max(split), 0) + count
    total = comb(hands * size, cards)
    return {longest: Fraction(count, total) for longest, count in sorted(ways.items())}


@cache
def longest_chances(players: int, cards: int) -> dict[int, Fraction]:
    """For ``cards`` of a suit (or trumps) held between the defenders, the chance that the longest of them holds
    exactly ``m``, by ``m``. With five players the four other hands count as the defence, the partner being
    unknown."""
    return longest_holding(players - 1, HAND_SIZE[players], cards)


@cache
def independent_longest(players: int, cards: int) -> dict[int, Fraction]:
    """The source's way: each card falling to each defender with an even chance on its own (a multinomial), as
    if the hands had no fixed size."""
    hands = players - 1
    ways: dict[int, int] = {}
    for split in _splits(cards, hands, cards):
        count = factorial(cards)
        for held in split:
            count //= factorial(held)
        ways[max(split)] = ways.get(max(split), 0) + count
    return {longest: Fraction(count, hands ** cards) for longest, count in sorted(ways.items())}


def _percent(value: Fraction) -> float:
    return round(float(value) * 100, 2)


def _compare(published_value: float, exact_value: Fraction, model: Fraction | None = None) -> str:
    """How a printed cell stands to the exact figure: ``agrees`` to the tenth it prints; ``rounding`` within a
    tenth; ``independent`` where it is the independent-cards figure instead; else ``differs``."""
    places = 2 if published_value < 0.1 and published_value else 1
    if round(float(exact_value) * 100, places) == published_value:
        return "agrees"
    if model is not None and round(float(model) * 100, places) == published_value:
        return "independent"
    if abs(float(exact_value) * 100 - published_value) <= 0.1:
        return "rounding"
    return "differs"


def odds_tables(players: int) -> dict[str, object]:
    """Both tables for a table of ``players``, exact, with the source's printed cells beside them (four
    players only: the source prints no others)."""
    dog_rows = []
    for missing in range(1, MOST_MISSING + 1):
        chances = dog_chances(players, missing)
        row: dict[str, object] = {"missing": missing, "chances": [exact(c) for c in chances]}
        printed = published.DOG.get(missing) if players == 4 else None
        if printed:
            row["published"] = [{"k": k, "percent": value, "verdict": _compare(value, chances[k])}
                                for k, value in printed.items()]
        dog_rows.append(row)
    split_rows = []
    most = min(MOST_MISSING, (players - 1) * HAND_SIZE[players])
    for cards in range(1, most + 1):
        chances_by_m = longest_chances(players, cards)
        model = independent_longest(players, cards)
        split_row: dict[str, object] = {"cards": cards,
                                        "longest": [{"m": m, **exact(c)} for m, c in chances_by_m.items()]}
        printed_split = published.SPLIT.get(cards) if players == 4 else None
        if printed_split:
            split_row["published"] = [{"m": m, "percent": value, "independent": _percent(model.get(m, Fraction(0))),
                                       "verdict": _compare(value, chances_by_m.get(m, Fraction(0)), model.get(m))}
                                      for m, value in printed_split.items()]
        split_rows.append(split_row)
    return {"players": players, "hand": HAND_SIZE[players], "dog": DOG_SIZE[players], "unseen": unseen(players),
            "dog_chances": dog_rows, "longest_defender": split_rows}

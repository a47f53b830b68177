"""Exact figures for a stake on one denomination, by counting where its cards can lie in the pack.

Only the positions of the staked denomination's ``copies`` cards matter, and
every set of positions is equally likely in a well-shuffled pack. A stake that
always rides wins ``k`` times in a deal when the first ``k`` of those cards lie on
the winning pile and the next (if any) does not. A walk down the positions, top
to bottom, counts the position sets of each kind without listing them, so a
52-card pack takes a few thousand steps. The pack may be a small one (``ranks``
denominations of ``copies`` cards, an even number in all), so that tests can
compare with every order of a small pack.

>>> [str(p) for p in wins_distribution(13, 4)]
['6033/10829', '192/833', '92/833', '46/833', '506/10829']
"""

from __future__ import annotations

from fractions import Fraction
from math import comb

from engine.games.basset.session import WINNING, pile_of


def wins_distribution(ranks: int, copies: int) -> list[Fraction]:
    """The probability that a stake left riding wins exactly 0, 1, ... ``copies`` times in one deal."""
    size = ranks * copies
    # ways[m][k]: position sets with m cards of the denomination placed so far, the first k of them all winning
    # (k == m while the run lasts; a run ended by a loss is kept under its length with m > k).
    ways: dict[tuple[int, int, bool], int] = {(0, 0, True): 1}
    for position in range(size):
        wins_here = pile_of(position, size) == WINNING
        after: dict[tuple[int, int, bool], int] = {}
        for (placed, wins, running), count in ways.items():
            after[(placed, wins, running)] = after.get((placed, wins, running), 0) + count
            if placed < copies:
                key = (placed + 1, wins + 1, True) if running and wins_here else (placed + 1, wins, False)
                after[key] = after.get(key, 0) + count
        ways = after
    total = comb(size, copies)
    counts = [0] * (copies + 1)
    for (placed, wins, _), count in ways.items():
        if placed == copies:
            counts[wins] += count
    return [Fraction(count, total) for count in counts]


def at_least(distribution: list[Fraction], wins: int) -> Fraction:
    """The probability of ``wins`` or more wins."""
    return sum(distribution[wins:], Fraction(0))


def riding_value(distribution: list[Fraction], schedule: tuple[int, ...], depth: int) -> tuple[Fraction, Fraction]:
    """For a one-chip stake ridden until its ``depth``-th win and then taken: the chance of being paid, and the
    expected gain (the price times that chance, less the stake times the chance of losing it). A depth beyond
    the denomination's cards rides into the next deal, where the first card of it must win again."""
    copies = len(distribution) - 1
    if depth <= copies:
        paid = at_least(distribution, depth)
    else:
        paid = distribution[copies] * at_least(distribution, depth - copies)
    return paid, paid * schedule[depth - 1] - (1 - paid)

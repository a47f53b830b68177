"""One reader's chances as a game the driver can answer: the cards of a kind the taker does not hold, the chance
that the dog holds each number of them, then the chance that the longest defender holds so many or more, each
figure a step that says what was counted.

The figures come from :mod:`~engine.games.french_tarot.odds`; this module only tells them as steps, each with
the table of answers so far (one place per figure, drawn once its step is told), so that the chances show in the same envelope, and the
same widgets, as every other answer.

>>> told = Chances(("Anne", "Blaise", "Claude", "Denise"), 6, (8, 14))
>>> list(told.tell())
[]
>>> told.explanation.steps[1].text
'The dog holds none of the 6 in C(6, 0) × C(54, 6) = 1 × 25,827,165 = 25,827,165 of those dogs: 25,827,165 in 50,063,860 = 51.6 %.'
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import TypedDict
from math import ceil, comb, floor, log10

from engine.exact import exact
from engine.explain import Explanation
from engine.games.french_tarot.contracts import DOG_SIZE, HAND_SIZE
from engine.games.french_tarot.odds import dog_chances, longest_chances, unseen
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.ledger import Payment
from engine.model import Decision, Move, Script
from engine.snapshot import PlaceTable, Snapshot

_NUMBERS = ("none", "one", "two", "three", "four", "five", "six")


def percent(value: Fraction) -> str:
    """A chance in per cent as a reader reads it: to a tenth, or to two figures below a tenth, never rounded to
    nothing.

    >>> percent(Fraction(1, 2)), percent(Fraction(1, 4000)), percent(Fraction(0)), percent(Fraction(1))
    ('50.0 %', '0.025 %', '0 %', '100 %')
    """
    shown = float(value) * 100
    if value in (0, 1):
        return f"{shown:.0f} %"
    if shown >= 0.1:
        return f"{shown:.1f} %"
    return f"{shown:.{1 - floor(log10(shown))}f} %"


def _ways(count: int) -> str:
    return f"{count:,}"


class ChancesSummary(TypedDict):
    """The chances in figures (see :meth:`Chances.summary`), each an exact fraction and its float."""

    missing: int
    dog: list[dict[str, object]]
    longest_at_least: list[dict[str, object]]


class Chances:
    """The chances of a taker who misses ``missing`` cards of a kind (``held``: the cards held and the kind's
    size, when the reader gave them so), told step by step; it is its own single deal."""

    def __init__(self, names: Sequence[str], missing: int, held: tuple[int, int] | None = None) -> None:
        self.number = 1
        self.payments: list[Payment] = []
        self.names = tuple(names)
        self.players = len(names)
        self.missing = missing
        self.held = held
        self.places: dict[str, PlaceTable] = {}
        self.explanation = Explanation(FRENCH_TAROT, self.snapshot)

    def tell(self) -> Script:
        """The dog's chances, then the longest defender's; it asks no player anything (``yield from ()`` makes it
        a script all the same)."""
        yield from ()
        self.tell_dog()
        self.tell_longest()

    def tell_dog(self) -> None:
        players, n = self.players, self.missing
        size, hidden = DOG_SIZE[players], unseen(players)
        given = f"holding {self.held[0]} of a kind of {self.held[1]}, the taker misses {n}" if self.held else \
            f"the taker misses {n} cards of a kind"
        dogs = comb(hidden, size)
        self.explanation.add("french-tarot.odds.dog-count",
                             f"With {players} players the taker holds {HAND_SIZE[players]} cards and cannot see the "
                             f"other {hidden}: the {players - 1} other hands and the dog of {size}; {given}. Any "
                             f"{size} of those {hidden} cards are as likely to be the dog as any other {size}: "
                             f"C({hidden}, {size}) = {_ways(dogs)} dogs.", (0,), missing=n, dogs=dogs)
        for k, chance in enumerate(dog_chances(players, n)):
            with_k, without = comb(n, k), comb(hidden - n, size - k)
            self.explanation.add("french-tarot.odds.dog",
                                 f"The dog holds {_NUMBERS[k]} of the {n} in C({n}, {k}) × C({hidden - n}, "
                                 f"{size - k}) = {_ways(with_k)} × {_ways(without)} = {_ways(with_k * without)} of "
                                 f"those dogs: {_ways(with_k * without)} in {_ways(dogs)} = {percent(chance)}.",
                                 k=k, chance=exact(chance))
            self.places[f"dog-{k}"] = {"label": f"{k} of them in the dog", "note": self._figure(chance)}

    def tell_longest(self) -> None:
        players, n = self.players, self.missing
        hands, size = players - 1, HAND_SIZE[players]
        ways = comb(hands * size, n)
        five = ", the partner being unknown," if players == 5 else ""
        self.explanation.add("french-tarot.odds.longest-count",
                             f"Once the dog is shown and none of the {n} is in it (a taker who has seen the dog "
                             f"counts what is still missing), the {hands} other hands{five} hold all {n} among "
                             f"their {hands * size} cards, {size} each: C({hands * size}, {n}) = {_ways(ways)} ways, "
                             "each as likely, counted hand by hand.", missing=n, ways=ways)
        exactly = longest_chances(players, n)
        for m in range(max(ceil(n / hands), 1), min(n, size) + 1):
            chance = sum((c for longest, c in exactly.items() if longest >= m), Fraction(0))
            count = chance * ways
            self.explanation.add("french-tarot.odds.longest",
                                 f"One of them holds {m} or more of the {n} in {_ways(int(count))} of those ways: "
                                 f"{_ways(int(count))} in {_ways(ways)} = {percent(chance)}.",
                                 m=m, chance=exact(chance))
            self.places[f"longest-{m}"] = {"label": f"one defender holds {m} or more", "note": self._figure(chance)}

    @staticmethod
    def _figure(chance: Fraction) -> str:
        return f"{chance.numerator}/{chance.denominator} = {percent(chance)}" if chance not in (0, 1) \
            else percent(chance)

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The figures told so far, one place each; the taker's seat says what is missing."""
        note = f"misses {self.missing} of a kind" if self.held is None else \
            f"holds {self.held[0]} of {self.held[1]}, misses {self.missing}"
        return {"seats": {"1": {"name": self.names[0], "roles": ["taker"], "note": note}},
                "places": dict(self.places)}

    def choose(self, decision: Decision) -> Move:
        """Never asked: counting chances takes no decision."""
        raise AssertionError(f"counting chances asks no decision, yet seat {decision.seat} was asked")

    def deals(self) -> list[Chances]:
        """The one count, as a deal."""
        return [self]

    def summary(self) -> ChancesSummary:
        """The chances in figures: the dog holding exactly ``k``, the longest defender holding ``m`` or more."""
        exactly = longest_chances(self.players, self.missing)
        return {"missing": self.missing, "dog": [exact(c) for c in dog_chances(self.players, self.missing)],
                "longest_at_least": [{"m": m, **exact(sum((c for longest, c in exactly.items() if longest >= m),
                                                          Fraction(0)))}
                                     for m in sorted(exactly)]}

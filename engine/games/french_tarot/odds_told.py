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
from math import ceil, comb

from engine.exact import exact
from engine.explain import Explanation
from engine.games.french_tarot.answer_words import ANSWER_WORDS
from engine.games.french_tarot.contracts import DOG_SIZE, HAND_SIZE
from engine.games.french_tarot.odds import dog_chances, longest_chances, unseen
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.words import WORDS
from engine.ledger import Payment
from engine.model import Decision, Move, Script
from engine.said import say
from engine.snapshot import PlaceTable, Snapshot

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
        said = say("chances.seat-misses", missing=missing) if held is None else \
            say("chances.seat-holds", held=held[0], kind=held[1], missing=missing)
        self.note = ANSWER_WORDS.tell(said, ())
        """What the taker's seat says is missing (told once: every step's table shows it)."""
        self.explanation = Explanation(FRENCH_TAROT, self.snapshot, words=WORDS, players=self.names)

    def tell(self) -> Script:
        """The dog's chances, then the longest defender's; it asks no player anything (``yield from ()`` makes it
        a script all the same)."""
        yield from ()
        self.tell_dog()
        self.tell_longest()

    def tell_dog(self) -> None:
        players, n = self.players, self.missing
        size, hidden = DOG_SIZE[players], unseen(players)
        dogs = comb(hidden, size)
        counted = {"players": players, "hand": HAND_SIZE[players], "hidden": hidden, "size": size, "missing": n,
                   "dogs": dogs}
        said = say("odds.dog-count", **counted) if self.held is None else \
            say("odds.dog-count-held", **counted, held=self.held[0], kind=self.held[1])
        self.explanation.add("french-tarot.odds.dog-count", said, (0,), missing=n, dogs=dogs)
        for k, chance in enumerate(dog_chances(players, n)):
            ways = {"with": comb(n, k), "without": comb(hidden - n, size - k)}
            self.explanation.add("french-tarot.odds.dog", say("odds.dog", k=k, missing=n, hidden=hidden, size=size,
                                                              dogs=dogs, chance=str(chance), **ways),
                                 k=k, chance=exact(chance))
            self.places[f"dog-{k}"] = {"label": ANSWER_WORDS.tell(say("chances.place-dog", k=k), ()),
                                       "note": self._figure(chance)}

    def tell_longest(self) -> None:
        players, n = self.players, self.missing
        hands, size = players - 1, HAND_SIZE[players]
        ways = comb(hands * size, n)
        self.explanation.add("french-tarot.odds.longest-count",
                             say("odds.longest-count-partner" if players == 5 else "odds.longest-count", missing=n,
                                 hands=hands, size=size, ways=ways), missing=n, ways=ways)
        exactly = longest_chances(players, n)
        for m in range(max(ceil(n / hands), 1), min(n, size) + 1):
            chance = sum((c for longest, c in exactly.items() if longest >= m), Fraction(0))
            self.explanation.add("french-tarot.odds.longest",
                                 say("odds.longest", m=m, missing=n, count=int(chance * ways), ways=ways,
                                     chance=str(chance)), m=m, chance=exact(chance))
            self.places[f"longest-{m}"] = {"label": ANSWER_WORDS.tell(say("chances.place-longest", m=m), ()),
                                           "note": self._figure(chance)}

    @staticmethod
    def _figure(chance: Fraction) -> str:
        """A figure as its place shows it: the exact fraction, then in per cent."""
        return ANSWER_WORDS.tell(say("chances.place-chance", chance=str(chance)), ())

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The figures told so far, one place each; the taker's seat says what is missing."""
        return {"seats": {"1": {"name": self.names[0], "roles": ["taker"], "note": self.note}},
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

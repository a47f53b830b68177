"""The words of French Tarot's answers besides their steps, by message id: what each line of a count holds (card by
card and in pairs), and the table of a reader's chances (the taker's seat, and each figure's label and value). An
action tells each of them as it writes its answer, so that another edition words the same messages its own way.

>>> from fractions import Fraction
>>> from engine.said import say
>>> ANSWER_WORDS.tell(say("count.pair-line", value=9, cards=2), ())
'king or oudler with an ordinary card'
>>> ANSWER_WORDS.tell(say("chances.place-chance", chance=str(Fraction(1, 3))), ())
'1/3 = 33.3 %'
"""

from __future__ import annotations

from fractions import Fraction

from engine.games.french_tarot.counting import kind_what, pair_what
from engine.games.french_tarot.words import percent
from engine.said import Told, Words


def _chance(told: Told) -> str:
    """The chance ``chance`` (a fraction's text) as a fraction and in per cent, or in per cent alone when it is
    naught or certain."""
    chance = Fraction(told.term("chance"))
    return f"{chance.numerator}/{chance.denominator} = {percent(chance)}" if chance not in (0, 1) else percent(chance)


ANSWER_WORDS = Words({
    # A pile counted (the count's lines)
    "count.by-card-line": lambda t: kind_what(t.number("value")),
    "count.pair-line": lambda t: pair_what(t.number("value"), t.number("cards")),
    # A reader's chances (the table)
    "chances.seat-misses": lambda t: f"misses {t.number('missing')} of a kind",
    "chances.seat-holds": lambda t: f"holds {t.number('held')} of {t.number('kind')}, misses {t.number('missing')}",
    "chances.place-dog": lambda t: f"{t.number('k')} of them in the dog",
    "chances.place-longest": lambda t: f"one defender holds {t.number('m')} or more",
    "chances.place-chance": _chance,
}, home=__name__)
"""The words of French Tarot's answers besides their steps, by message id."""

"""The words of French Tarot's answers besides their steps in French, by the message ids of :mod:`.answer_words`:
what each line of a count holds (carte par carte et par paires), and the table of a reader's chances. The words are
those of the game's French steps: a king or an oudler is « roi ou bout », an ordinary card a « carte basse ».

>>> from fractions import Fraction
>>> from engine import language
>>> from engine.games.french_tarot.answer_words import ANSWER_WORDS
>>> from engine.said import say
>>> with language.speaking("fr"):
...     ANSWER_WORDS.tell(say("count.pair-line", value=9, cards=2), ())
'roi ou bout avec une carte basse'
>>> with language.speaking("fr"):
...     ANSWER_WORDS.tell(say("chances.place-chance", chance=str(Fraction(1, 3))), ())
'1/3 = 33,3\\u202f%'
"""

from __future__ import annotations

from fractions import Fraction

from engine.games.french_tarot.counting import points_text
from engine.games.french_tarot.words import percent
from engine.said import Sentence, Told
from engine.wording_fr import counted

_KINDS = {9: ("roi ou bout", "seul"), 7: ("dame", "seule"), 5: ("cavalier", "seul"), 3: ("valet", "seul"),
          1: ("carte basse", "seule")}
"""The kinds of cards a count tells apart, by their value in half points, with « seul » agreeing with them."""


def _pair(told: Told) -> str:
    """A line of the count in pairs: a counter with a low card, two low cards, or a card alone."""
    value, cards = told.number("value"), told.number("cards")
    kind, alone = _KINDS[value]
    if value == 1:
        return "deux cartes basses" if cards == 2 else "une carte basse seule"
    return f"{kind} avec une carte basse" if cards == 2 else f"{kind} {alone}"


def _percent(chance: Fraction) -> str:
    """A chance in per cent as French prints it: a decimal comma, a narrow space before the sign."""
    return percent(chance).replace(".", ",").replace(" %", "\u202f%")


def _chance(told: Told) -> str:
    """The chance ``chance`` as a fraction and in per cent, or in per cent alone when it is naught or certain."""
    chance = Fraction(told.term("chance"))
    return f"{chance.numerator}/{chance.denominator} = {_percent(chance)}" if chance not in (0, 1) \
        else _percent(chance)


SENTENCES: dict[str, Sentence] = {
    # A pile counted (the count's lines)
    "count.by-card-line": lambda t: f"{_KINDS[t.number('value')][0]} à {points_text(t.number('value'))}",
    "count.pair-line": _pair,
    # A reader's chances (the table)
    "chances.seat-misses": lambda t: f"il manque {counted(t.number('missing'), 'carte')} d’une même sorte",
    "chances.seat-holds": lambda t: f"tient {counted(t.number('held'), 'carte')} sur {t.number('kind')}, il en "
                                    f"manque {t.number('missing')}",
    "chances.place-dog": lambda t: f"{t.number('k')} d’entre elles au chien",
    "chances.place-longest": lambda t: f"un défenseur en tient {t.number('m')} ou plus",
    "chances.place-chance": _chance,
}
"""The words of French Tarot's answers besides their steps, in French, by message id."""

"""The widgets' own words (buttons, prompts, statuses, verdicts, refusals) in the language of the page.

A widget module writes its words in English, each through its own :class:`Words` (``say = Words(__name__)``); in
another language they come from the sibling module named after it (``widgets.render`` → ``widgets.render_fr``),
whose ``WORDS`` gives each English text its translation, and whose ``NOUNS`` gives the nouns it counts. The language
is the one the engine is answering in (:func:`engine.api.current_language`): the page's, set where a message enters
(:func:`widgets.live.respond`) or where a page's static view is drawn (:mod:`widgets.fence`), as the engine's own
sentences are. A text with no translation is shown in English and noted in :data:`MISSING`, which the tests read.

>>> from engine.api import speaking
>>> say = Words("widgets.table")
>>> say("Seat {number}", number=2), say.count(3, "card"), say.count(1, "card")
('Seat 2', '3 cards', '1 card')
>>> with speaking("fr"):
...     say("Seat {number}", number=2), say.count(0, "card"), say.count(2, "card"), say("On the table")
('Place 2', '0 carte', '2 cartes', 'Sur la table')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from importlib import import_module
from typing import Union

from engine.api import DEFAULT_LANGUAGE, current_language, typeset

Translation = Union[str, Callable[..., str]]
"""A text's translation: a template of the same ``{named}`` parameters, or a function of them (for a plural, an
agreement or an order the template cannot give)."""

MISSING: set[tuple[str, str, str]] = set()
"""The texts asked for in another language that its module does not translate: (module, language, English)."""

PLURAL: dict[str, Callable[[int], bool]] = {"en": lambda number: number != 1, "fr": lambda number: abs(number) >= 2}
"""Whether a count takes the plural, by language: French puts 0 and 1 in the singular."""

_tables: dict[tuple[str, str], tuple[Mapping[str, Translation], Mapping[str, str]]] = {}


def _table(home: str, language: str) -> tuple[Mapping[str, Translation], Mapping[str, str]]:
    """The ``WORDS`` and ``NOUNS`` of ``home``'s sibling in ``language``, imported at their first use (empty when
    there is none: every text is then missing)."""
    key = (home, language)
    if key not in _tables:
        try:
            sibling = import_module(f"{home}_{language}")
        except ModuleNotFoundError as missing:
            if missing.name != f"{home}_{language}":
                raise  # the sibling is there, and what it imports is not: a fault to see, not a text to miss
            sibling = None
        _tables[key] = (getattr(sibling, "WORDS", {}), getattr(sibling, "NOUNS", {}))
    return _tables[key]


class Words:
    """The words of one widget module, translated by its sibling module in the page's language."""

    def __init__(self, home: str) -> None:
        self.home = home

    def __call__(self, text: str, /, **params: object) -> str:
        """``text`` in the current language, its ``{named}`` parameters filled in (a template is typeset before
        they are, so that a value is never retouched; a function's sentence, after)."""
        language = current_language()
        if language != DEFAULT_LANGUAGE:
            translated = _table(self.home, language)[0].get(text)
            if translated is None:
                MISSING.add((self.home, language, text))
            elif callable(translated):
                return typeset(translated(**params))
            else:
                return typeset(translated).format(**params) if params else typeset(translated)
        return text.format(**params) if params else text

    def maybe(self, text: str) -> str:
        """``text`` translated where the module translates it, else as it is: for a text that may come already in
        the page's language (a seat's role the engine words itself), which is not noted as missing."""
        language = current_language()
        translated = _table(self.home, language)[0].get(text) if language != DEFAULT_LANGUAGE else None
        return typeset(translated) if isinstance(translated, str) else text

    def count(self, number: int, noun: str) -> str:
        """``number`` and the ``noun`` it counts (``"3 cards"``), in the current language: the noun's translation
        from ``NOUNS`` (``"carte"``; an irregular plural after a slash, ``"cheval/chevaux"``), its plural by the
        language's rule (:data:`PLURAL`; the English one adds an s)."""
        language = current_language()
        singular, plural = noun, f"{noun}s"
        if language != DEFAULT_LANGUAGE:
            translated = _table(self.home, language)[1].get(noun)
            if translated is None:
                MISSING.add((self.home, language, f"noun: {noun}"))
            else:
                singular, _, irregular = translated.partition("/")
                plural = irregular or f"{singular}s"
        return f"{number} {plural if PLURAL.get(language, PLURAL[DEFAULT_LANGUAGE])(number) else singular}"

"""The language an answer is worded in: English unless the request asks for another (``"lang": "fr"``).

The language is set once, where a request enters the engine (:func:`engine.api.handle`), and read where a
sentence is worded, as a program's current locale is: no game passes it from call to call, and an answer in
English is the answer it was before there were two. The sentences of another language live beside the English
ones, in a sibling module named after them (``words`` → ``words_fr``), imported the first time an answer in
that language needs them (the browser's engine, restored from a snapshot, holds both).

>>> current()
'en'
>>> with speaking("fr"):
...     current()
'fr'
>>> read({"lang": "de"})
Traceback (most recent call last):
    ...
engine.errors.EngineError: lang: the engine answers in en (English) or fr (French), not 'de'
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from importlib import import_module
from typing import Any

LANGUAGES = {"en": "English", "fr": "French"}
"""The languages the engine answers in, by code (the first is the default)."""
DEFAULT = "en"
FIELD = "lang"
"""The request field that names the language, which every request may give."""

_current: ContextVar[str] = ContextVar("language", default=DEFAULT)


def current() -> str:
    """The code of the language the answer being made is worded in."""
    return _current.get()


@contextmanager
def speaking(language: str) -> Iterator[None]:
    """Words what is made inside the block in ``language`` (a code of :data:`LANGUAGES`)."""
    token = _current.set(language)
    try:
        yield
    finally:
        _current.reset(token)


def spoken(request: object) -> str:
    """The language a request (or a widget's message) names, where the engine speaks it, else :data:`DEFAULT`:
    what an answer is worded in before the request is checked, so that its refusals read in its language.

    >>> spoken({"lang": "fr"}), spoken({"lang": "de"}), spoken({}), spoken([1, 2])
    ('fr', 'en', 'en', 'en')
    """
    asked = request.get(FIELD) if isinstance(request, dict) else None
    return asked if isinstance(asked, str) and asked in LANGUAGES else DEFAULT


def read(request: Mapping[str, object]) -> str:
    """The language a request asks for (:data:`DEFAULT` when it names none), refused when the engine does not speak
    it."""
    from engine.errors import EngineError, shown  # the errors are worded in the current language: they import this

    asked = request.get(FIELD, DEFAULT)
    if not isinstance(asked, str) or asked not in LANGUAGES:
        spoken = " or ".join(f"{code} ({name})" for code, name in LANGUAGES.items())
        raise EngineError(FIELD, f"the engine answers in {spoken}, not {shown(asked)}")
    return asked


def edition(module: str, name: str, language: str | None = None) -> Any:
    """The object ``name`` of the module that words ``module``'s sentences in ``language`` (by default the current
    one): ``module`` itself in English, else its sibling ``<module>_<language>``, imported at its first use. An
    engine made without that sibling (a copy of the engine that leaves a language out) refuses the language, naming
    the field, as it refuses any other."""
    language = language or current()
    sibling = module if language == DEFAULT else f"{module}_{language}"
    try:
        return getattr(import_module(sibling), name)
    except ModuleNotFoundError as missing:
        if missing.name != sibling:
            raise
        from engine.errors import EngineError

        raise EngineError(FIELD, f"this copy of the engine was made without its {LANGUAGES[language]} sentences "
                                 f"(it has no {sibling})") from None


def typeset(text: str) -> str:
    """``text``, written with plain spaces, in the typography of the current language: as it is in English; in
    French with its no-break spaces before ``: ; ! ?`` and inside « guillemets » (:func:`engine.wording_fr.typeset`).

    >>> with speaking("fr"):
    ...     typeset("Prêt ?")
    'Prêt\u202f?'
    """
    language = current()
    return text if language == DEFAULT else edition("engine.wording", "typeset", language)(text)


def named_in_sentence(card: Any) -> str:
    """A card as a sentence of the current language names it where the English says "the {card}": its English name
    (``king of hearts``), which follows the sentence's "the"; in French as the engine's French sentences name a
    card after a verb (:func:`engine.wording_fr.the`: ``R♥``, ``l’Excuse``, « la dame de coupes »), in place of
    the whole.

    >>> from engine.cards import parse_any
    >>> named_in_sentence(parse_any("KH"))
    'king of hearts'
    >>> with speaking("fr"):
    ...     named_in_sentence(parse_any("KH")), named_in_sentence(parse_any("0EX"))
    ('R♥', 'l’Excuse')
    """
    return _card_in(card, "name", "the")


def card_name(card: Any) -> str:
    """A card's name in the current language, as a screen reader says it: ``king of hearts``, « roi de cœur »,
    « le 21 d’atout (le Monde) » (:func:`engine.wording_fr.name`).

    >>> from engine.cards import parse_any
    >>> with speaking("fr"):
    ...     card_name(parse_any("KH")), card_label(parse_any("KH"))
    ('roi de cœur', 'R♥')
    """
    return _card_in(card, "name", "name")


def card_label(card: Any) -> str:
    """A card as the current language prints it: ``K♥`` in English, ``R♥`` in French, a tarot's trump by its name
    (:func:`engine.wording_fr.label`)."""
    return _card_in(card, "label", "label")


def _card_in(card: Any, english: str, wording: str) -> str:
    """A card as the current language words it: its own attribute ``english`` in English, else the function
    ``wording`` of that language's wording module (``engine.wording_fr``)."""
    language = current()
    if language == DEFAULT:
        return str(getattr(card, english))
    return str(edition("engine.wording", wording, language)(card))

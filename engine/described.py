"""What the games declare in words (their titles, families and summaries, their rule sets' titles, the packs'
descriptions, what each request field holds and depends on), in the language of the answer.

These words are declared once, in English, where the games, packs and fields are; another language gives each
of them by its English text, in the ``TEXTS`` of this module's sibling (``described_fr``), as a translator's
catalogue does, so that no declaration is written twice.

>>> from engine.language import speaking
>>> worded("games of sixteen")
'games of sixteen'
>>> with speaking("fr"):
...     worded("games of sixteen")
'jeux de seize'
"""

from __future__ import annotations

from typing import TypeVar, cast

from engine import language

WORDED = frozenset({"title", "family", "summary", "description", "holds", "depends"})
"""The keys of the catalogue whose values are declared words; every other value is an id, a number or a code."""

T = TypeVar("T")


def worded(text: str) -> str:
    """A declared text in the language of the answer being made."""
    if language.current() == language.DEFAULT:
        return text
    return language.edition(__name__, "TEXTS")[text]  # type: ignore[no-any-return]


def all_worded(answer: T) -> T:
    """``answer`` (the catalogue, or a part of it) with every declared text in the language of the answer."""
    if language.current() == language.DEFAULT:
        return answer
    return cast(T, _walk(answer))


def _walk(value: object, key: str = "") -> object:
    if isinstance(value, dict):
        return {name: _walk(item, name) for name, item in value.items()}
    if isinstance(value, list):
        return [_walk(item, key) for item in value]
    return worded(value) if isinstance(value, str) and key in WORDED else value

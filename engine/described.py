"""What the games declare in words (their titles, families and summaries, their rule sets' titles, the packs'
descriptions, what each request field holds and depends on), in the language of the answer.

These words are declared once, in English, where the games, packs and fields are; another language gives each
of them by its English text, as a translator's catalogue does, so that no declaration is written twice: in the
``TEXTS`` of this module's sibling (``described_fr``) for the declarations every game shares, and of each game's
own ``described_fr`` for its own; and the templates the refusals are worded from (how a rule set names its
players, a bound's words) in their ``TEMPLATES``.

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
    return catalogue("TEXTS")[text]


def templated(template: str) -> str:
    """A declared template of a refusal's words (``"In {title} the players"``, with its ``{fields}``), in the
    language of the answer: another language gives it by its English, in the siblings' ``TEMPLATES``."""
    if language.current() == language.DEFAULT:
        return template
    return catalogue("TEMPLATES")[template]


def catalogue(name: str) -> dict[str, str]:
    """The declared words (``TEXTS``) or templates (``TEMPLATES``) in the language of the answer, by their English:
    the shared declarations' (this module's sibling) and every game's (its package's ``described_<language>``),
    read once, at the first answer in that language."""
    key = (language.current(), name)
    if key not in _READ:
        from engine.games import PACKAGES  # the games' declarations import this module

        read: dict[str, str] = dict(language.edition(__name__, name))
        for package in PACKAGES:
            read.update(language.edition(f"engine.games.{package}.described", name))
        _READ[key] = read
    return _READ[key]


_READ: dict[tuple[str, str], dict[str, str]] = {}


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

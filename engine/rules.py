"""Rules as data: a stable id, a statement in plain words, and where it comes from.

The id (``farmer.tie.six-of-hearts``) is shared by the code that applies the
rule, the test that checks it, the explanation step that reports it and the
anchor of the rule on its game's page. A rule that is our reading of a silent
or ambiguous source is marked ``ours``, and its statement says why we chose it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from engine import language
from engine.sources import MAISON_ACADEMIQUE, Source


class Citation(NamedTuple):
    """Where a rule comes from: the source, the pages the summary we read gives for it (none where it gives
    none), and that summary when we know the source only through it."""

    source: Source
    pages: str = ""
    after: Source | None = None


@dataclass(frozen=True, slots=True)
class Rule:
    """One rule: its id, a short title, the statement, its source and page, the summary we know that source
    through, and whether it is ours."""

    id: str
    title: str
    statement: str
    source: Source
    pages: str = ""
    ours: bool = False
    after: Source | None = None
    citation: str = field(init=False, compare=False)
    """The source as cited under an explanation: its short name and pages, such as ``Lacombe (1800), pp. 76–77``,
    then ``after`` the source it is read through, if any."""

    def __post_init__(self) -> None:
        cited = ", ".join(part for part in (self.source.short, self.pages) if part)
        through = f", after {self.after.short}" if self.after else ""
        object.__setattr__(self, "citation", cited + through)

    def worded(self) -> tuple[str, str, str]:
        """The title, the statement and the citation in the language of the answer being made: in another than
        English, from the rule book's sibling for that language (``rulebook_fr``), its ``RULES`` giving the title
        and statement by rule id and its ``SOURCES`` the sources' short names where they differ."""
        if language.current() == language.DEFAULT:
            return self.title, self.statement, self.citation
        titles, shorts, words = translations(language.current())
        title, statement = (words.typeset(text) for text in titles[self.id])
        pages = words.pages(self.pages)
        cited = ", ".join(part for part in (shorts.get(self.source.key, self.source.short), pages) if part)
        if self.after:
            cited += f", {words.after} {shorts.get(self.after.key, self.after.short)}"
        return title, statement, cited

    def cited(self) -> str:
        """The citation in the language of the answer being made."""
        return self.citation if language.current() == language.DEFAULT else self.worded()[2]

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the rule, as listed by the catalogue."""
        title, statement, citation = self.worded()
        return {
            "id": self.id,
            "title": title,
            "statement": statement,
            "source": citation,
            "ours": self.ours,
        }


class Citing(NamedTuple):
    """How a rule reads in another language than English: its citation's ``pages`` (``"pp. 76–77"`` in English),
    the word before the summary a source is read through (``after``), and the language's ``typeset``."""

    pages: Callable[[str], str]
    after: str
    typeset: Callable[[str], str]
    """The language's typography, set over a title and a statement written with plain spaces."""


Translations = tuple[dict[str, tuple[str, str]], dict[str, str], Citing]
"""The rules in one language: title and statement by rule id, the sources' short names by key, the citing words."""


def translations(lang: str) -> Translations:
    """Every game's rules in ``lang``, by rule id (title and statement); the sources' short names in ``lang``, by
    source key, where they differ; and how a rule reads in ``lang`` (:mod:`engine.rules_fr`). Read from the sibling
    of each rule book's module (its ``RULES`` and ``SOURCES``), once, at the first answer in that language."""
    if lang not in _TRANSLATED:
        from engine.games import GAMES  # the games import this module

        titles: dict[str, tuple[str, str]] = {}
        shorts: dict[str, str] = {}
        for home in dict.fromkeys(variant.book.home for game in GAMES.values() for variant in game.variants.values()):
            titles.update(language.edition(home, "RULES", lang))
            shorts.update(language.edition(home, "SOURCES", lang))
        _TRANSLATED[lang] = titles, shorts, language.edition("engine.rules", "CITING", lang)
    return _TRANSLATED[lang]


_TRANSLATED: dict[str, Translations] = {}


OURS = Citation(MAISON_ACADEMIQUE)
"""The source of a rule that is ours alone, as :func:`cited` takes a source: our own key, no pages."""


def cited(rule_id: str, title: str, statement: str, source: Citation, ours: bool = False) -> Rule:
    """A rule cited to ``source``; ``ours`` marks our reading of what that source says, and a rule cited to
    :data:`OURS` is always ours. Every game's rule book writes its rules with it."""
    return Rule(rule_id, title, statement, source.source, source.pages, ours=ours or source == OURS,
                after=source.after)


class RuleBook(Mapping[str, Rule]):
    """The rules of one rule set, by id; asking for an unknown id is a programming error."""

    def __init__(self, rules: Iterable[Rule], home: str = "") -> None:
        self.home = home
        """The module that writes these rules (its ``__name__``): its sibling for another language (``rulebook_fr``)
        gives their titles and statements in that language."""
        self._rules: dict[str, Rule] = {}
        for rule in rules:
            if rule.id in self._rules:
                raise ValueError(f"rule id {rule.id} is defined twice")
            self._rules[rule.id] = rule

    def __getitem__(self, rule_id: str) -> Rule:
        return self._rules[rule_id]

    def __iter__(self) -> Iterator[str]:
        return iter(self._rules)

    def __len__(self) -> int:
        return len(self._rules)

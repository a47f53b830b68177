"""Rules as data: a stable id, a statement in plain words, and where it comes from.

The id (``farmer.tie.six-of-hearts``) is shared by the code that applies the
rule, the test that checks it, the explanation step that reports it and the
anchor of the rule on its game's page. A rule that is our reading of a silent
or ambiguous source is marked ``ours``, and its statement says why we chose it.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

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

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the rule, as listed by the catalogue."""
        return {
            "id": self.id,
            "title": self.title,
            "statement": self.statement,
            "source": self.citation,
            "ours": self.ours,
        }


OURS = Citation(MAISON_ACADEMIQUE)
"""The source of a rule that is ours alone, as :func:`cited` takes a source: our own key, no pages."""


def cited(rule_id: str, title: str, statement: str, source: Citation, ours: bool = False) -> Rule:
    """A rule cited to ``source``; ``ours`` marks our reading of what that source says, and a rule cited to
    :data:`OURS` is always ours. Every game's rule book writes its rules with it."""
    return Rule(rule_id, title, statement, source.source, source.pages, ours=ours or source == OURS,
                after=source.after)


class RuleBook(Mapping[str, Rule]):
    """The rules of one rule set, by id; asking for an unknown id is a programming error."""

    def __init__(self, rules: Iterable[Rule]) -> None:
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

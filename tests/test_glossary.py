"""The glossary: the entries other pages link to are there, and its entries are in alphabetical order (the first use
of each term on a game page links to its entry: tests/test_page_shape.py).

The checks read the Markdown of each edition (docs/ and docs/fr/), as a writer writes it: a glossary entry is a
definition list's term with its ``{#id}``.
"""

from __future__ import annotations

import re
import unicodedata

import pytest

from tests.support.editions import EDITIONS, Edition

LINKED_IDS = ["trick", "trump", "follow-suit", "lead", "first-hand", "denomination", "revelling", "vying", "misere",
              "pousse", "paroli"]
"""Entries the game pages link to by id: each must stay where the links point."""


def entries(edition: Edition) -> list[tuple[str, str]]:
    """An edition's glossary's entries in their order: (the term as written, its id, the same in both editions)."""
    return re.findall(r"(?m)^(\S[^\n]*?) \{#([a-z-]+)\}\n:   ", edition.page("glossary.md").read_text(encoding="utf-8"))


def sort_key(term: str) -> str:
    """A term as a dictionary sorts it: accents and case aside."""
    plain = unicodedata.normalize("NFKD", term)
    return "".join(char for char in plain if not unicodedata.combining(char)).casefold()


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.language)
def test_the_entries_other_pages_link_to_are_there(edition: Edition) -> None:
    ids = [entry_id for _, entry_id in entries(edition)]
    assert [entry_id for entry_id in LINKED_IDS if entry_id not in ids] == []
    assert len(ids) == len(set(ids)), "an id is given twice"


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.language)
def test_the_entries_are_in_alphabetical_order(edition: Edition) -> None:
    terms = [term for term, _ in entries(edition)]
    assert len(terms) > 40
    assert terms == sorted(terms, key=sort_key)

"""The glossary: the entries other pages link to are there, and its entries are in alphabetical order (the first use
of each term on a game page links to its entry: tests/test_page_shape.py).

The checks read the Markdown of docs/, as a writer writes it: a glossary entry is a definition list's term with its
``{#id}``.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs"
GLOSSARY = DOCS / "glossary.md"

LINKED_IDS = ["trick", "trump", "follow-suit", "lead", "first-hand", "denomination", "revelling", "vying", "misere",
              "pousse", "paroli"]
"""Entries the game pages link to by id: each must stay where the links point."""


def entries() -> list[tuple[str, str]]:
    """The glossary's entries in their order: (the term as written, its id)."""
    return re.findall(r"(?m)^(\S[^\n]*?) \{#([a-z-]+)\}\n:   ", GLOSSARY.read_text(encoding="utf-8"))


def sort_key(term: str) -> str:
    """A term as a dictionary sorts it: accents and case aside."""
    plain = unicodedata.normalize("NFKD", term)
    return "".join(char for char in plain if not unicodedata.combining(char)).casefold()


def test_the_entries_other_pages_link_to_are_there() -> None:
    ids = [entry_id for _, entry_id in entries()]
    assert [entry_id for entry_id in LINKED_IDS if entry_id not in ids] == []
    assert len(ids) == len(set(ids)), "an id is given twice"


def test_the_entries_are_in_alphabetical_order() -> None:
    terms = [term for term, _ in entries()]
    assert len(terms) > 40
    assert terms == sorted(terms, key=sort_key)

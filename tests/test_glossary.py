"""The glossary: the entries other pages link to are there, its entries are in alphabetical order, and on the pages of
Glic, Homme d'Auvergne and Swiss Tarot the first use of each glossary term links to its entry.

The checks read the Markdown of docs/, as a writer writes it: a glossary entry is a definition list's term with its
``{#id}``, and a link to it is ``[words](../glossary.md#id)``.
"""

from __future__ import annotations

import re
import unicodedata
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parents[1] / "docs"
GLOSSARY = DOCS / "glossary.md"

LINKED_IDS = ["trick", "trump", "follow-suit", "lead", "first-hand", "denomination", "revelling", "vying", "misere",
              "pousse", "paroli"]
"""Entries the game pages link to by id: each must stay where the links point."""

PAGES = ["games/glic.md", "games/homme.md", "games/swiss-tarot.md"]
"""The pages whose first use of each glossary term must link to the glossary."""

CASED = {"kings", "man", "fool", "magician", "monde", "excuse", "petit", "petit-au-bout", "poch", "sau", "banner"}
"""Terms that are names, found only with their capital: the Man and the Fool, not a man or a fool; Homme d'Auvergne's
Kings, not Swiss Tarot's kings, which are court cards."""

IRREGULAR = {"lead": ["led"]}
"""Forms of a term that no ending makes."""

ELSEWHERE: dict[tuple[str, str], str] = {
    ("games/homme.md", "pool"): "Homme d'Auvergne's pool of stakes is not Ferme's pool, the entry's only sense",
    ("games/swiss-tarot.md", "pool"): "Swiss Tarot's pool of stakes is not Ferme's pool, the entry's only sense",
    ("games/glic.md", "kings"): "Glic's King is a compartment of the board, not Homme d'Auvergne's Kings, which score",
}
"""Words a page uses in another sense than the glossary's entry of the same spelling, with why."""


def entries() -> list[tuple[str, str]]:
    """The glossary's entries in their order: (the term as written, its id)."""
    return re.findall(r"(?m)^(\S[^\n]*?) \{#([a-z-]+)\}\n:   ", GLOSSARY.read_text(encoding="utf-8"))


def sort_key(term: str) -> str:
    """A term as a dictionary sorts it: accents and case aside."""
    plain = unicodedata.normalize("NFKD", term)
    return "".join(char for char in plain if not unicodedata.combining(char)).casefold()


def words_of(term: str) -> list[str]:
    """The words a term is found by: each name of the heading (``Caballo, cavallo``; ``Man (l'Homme)``), the
    bracketed ones and a name that is a list of four suits aside."""
    names = re.sub(r"\([^)]*\)", "", term).split(",")
    return [name.strip() for name in names if name.strip()] if len(names) <= 2 else []


def singular(word: str) -> str:
    """A word as its endings are added to: a heading in the plural (Kings) finds the singular (King) too."""
    return word[:-1] if word.endswith("s") and not word.endswith("ss") and len(word) > 3 else word


def pattern(entry_id: str, term: str) -> re.Pattern[str] | None:
    """The term and its inflections (tricks, trumped, following suit, led), as whole words."""
    forms = []
    for name in words_of(term):
        words = [re.escape(singular(word)) + r"(?:s|es|ed|d|ing)?" for word in name.split()]
        forms.append(r"\s+(?:the\s+)?".join(words))
    forms += IRREGULAR.get(entry_id, [])
    if not forms:
        return None
    flags = 0 if entry_id in CASED else re.IGNORECASE
    return re.compile(r"(?<![\w-])(?:" + "|".join(forms) + r")(?![\w-])", flags)


LINK = re.compile(r"(?<!!)\[((?:[^\[\]]|\[[^\]]*\])*)\]\(([^)\s]*)\)")


def segments(markdown: str) -> list[tuple[str, str | None]]:
    """A page as read, in order: (text, link target or None). Code, widget blocks, HTML, headings, the titles of
    notes and attribute lists are left out, since none can hold a link to the glossary."""
    text = re.sub(r"```.*?```", " ", markdown, flags=re.S)
    text = re.sub(r"<[^>]*>", " ", text)
    text = re.sub(r"`[^`]*`", " ", text)
    text = re.sub(r"(?m)^#.*$", " ", text)
    text = re.sub(r"(?m)^\s*(!!!|\?\?\?|===).*$", " ", text)
    text = re.sub(r"\{[#:][^}]*\}", " ", text)
    found: list[tuple[str, str | None]] = []
    start = 0
    for link in LINK.finditer(text):
        found.append((text[start:link.start()], None))
        found.append((link.group(1), link.group(2)))
        start = link.end()
    found.append((text[start:], None))
    return found


def first_uses(page: str, markdown: str) -> dict[str, tuple[str, str | None]]:
    """Each glossary term a page's Markdown uses, by id: the words of its first use and the link they stand in, if
    any. A use inside a link to another place than the glossary is passed over: a link cannot hold a second link."""
    found: dict[str, tuple[str, str | None]] = {}
    parts = segments(markdown)
    for term, entry_id in entries():
        if (page, entry_id) in ELSEWHERE or not (finder := pattern(entry_id, term)):
            continue
        for words, target in parts:
            if target is not None and "glossary.md" not in target:
                continue
            if match := finder.search(words):
                found[entry_id] = (match.group(0), target)
                break
    return found


def test_the_entries_other_pages_link_to_are_there() -> None:
    ids = [entry_id for _, entry_id in entries()]
    assert [entry_id for entry_id in LINKED_IDS if entry_id not in ids] == []
    assert len(ids) == len(set(ids)), "an id is given twice"


def test_the_entries_are_in_alphabetical_order() -> None:
    terms = [term for term, _ in entries()]
    assert len(terms) > 40
    assert terms == sorted(terms, key=sort_key)


@pytest.mark.parametrize("page", PAGES)
def test_the_first_use_of_each_glossary_term_links_to_its_entry(page: str) -> None:
    uses = first_uses(page, (DOCS / page).read_text(encoding="utf-8"))
    unlinked = {entry_id: words for entry_id, (words, target) in uses.items()
                if not (target or "").endswith(f"glossary.md#{entry_id}")}
    assert unlinked == {}, f"{page}: first uses not linked to their glossary entries"


def test_the_first_use_check_finds_an_unlinked_term() -> None:
    """The check itself: a term first used in plain words is caught, an inflected one too, and a use linked to the
    glossary, or inside a link elsewhere, a heading or code, is not; a name is found only with its capital."""
    markdown = ("# Trumps\n\nSee [the trick rule](#x.y.z) and `trick`. The [tricks](../glossary.md#trick) are taken;"
                " a fool trumped, and then the Fool is played.\n")
    uses = first_uses("games/page.md", markdown)
    assert uses["trick"] == ("tricks", "../glossary.md#trick")
    assert uses["trump"] == ("trumped", None)
    assert uses["fool"] == ("Fool", None)
    assert first_uses("games/page.md", "She led a heart, and he followed the suit.")["lead"] == ("led", None)
    assert first_uses("games/page.md", "The King of the turn-up's suit")["kings"] == ("King", None)

"""The site's two editions, as the page tests read them: the English pages in docs/, the French ones in docs/fr/
(built into fr/ by mkdocs.fr.yml), with the same paths under each, and the words each edition marks its pages with.

The page tests run over both editions: a test of the pages takes an :class:`Edition` and reads its pages, its
glossary and its markers in its own language.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

DOCS = Path(__file__).resolve().parents[2] / "docs"


@dataclass(frozen=True)
class Edition:
    """One language's pages: where they lie, the sub-path of the site they are built into, and the words its pages
    are shaped with."""

    language: str
    pages: Path
    sub_path: str
    our_reading: str
    """What marks a rule, or a note, that is our reading."""
    sections: tuple[str, ...]
    """The second-level headings of a game page, in order."""
    summary: str
    """The summary box's first line."""
    summary_items: tuple[str, ...]
    """The summary box's labels, in order."""
    try_it: str
    related: str

    def page(self, name: str) -> Path:
        """A page of this edition by its path under the edition's folder (``games/basset.md``)."""
        return self.pages / name

    def relative(self, path: Path) -> str:
        """A page's path under its edition's folder: the same in both editions."""
        return str(path.relative_to(self.pages))

    def markdown(self) -> list[Path]:
        """Every Markdown page of the edition (the English one leaves out the French folder)."""
        return sorted(path for path in self.pages.rglob("*.md") if edition_of(path) is self)


ENGLISH = Edition("en", DOCS, "", "Our reading",
                  ("History", "The rules", "A worked deal", "Our readings", "Try it", "Related games"),
                  '!!! abstract "The game at a glance"', ("Players", "Pack", "Era", "Family", "Aim", "Source"),
                  "Try it", "Related games")
FRENCH = Edition("fr", DOCS / "fr", "fr", "Notre lecture",
                 ("Histoire", "Les règles", "Une donne commentée", "Nos lectures", "À vous de jouer", "Jeux apparentés"),
                 '!!! abstract "Le jeu en bref"', ("Joueurs", "Cartes", "Époque", "Famille", "But", "Source"),
                 "À vous de jouer", "Jeux apparentés")
EDITIONS = (ENGLISH, FRENCH)


def edition_of(path: Path) -> Edition:
    """The edition a page under docs/ belongs to."""
    return FRENCH if FRENCH.pages in path.resolve().parents else ENGLISH

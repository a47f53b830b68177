"""Published sources as the rules cite them, and the works several games cite.

A rule cites a :class:`Source` object (through :class:`engine.rules.Citation`), so a source is written once where
it is declared: a work only one game cites is declared in that game's package (its ``sources`` module), a work
several games cite is declared here. The bibliography is assembled from the games' rule books
(:func:`engine.games.bibliography`), so a new game brings its own sources.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Source:
    """A published source: its key (also the anchor on the sources page) and its full reference."""

    key: str
    short: str
    reference: str


MAISON_ACADEMIQUE = Source(
    "maison-academique",
    "Maison Académique",
    "Our own reading, where the sources are silent or ambiguous.",
)
"""Ourselves: the source of a rule that is our reading alone (:data:`engine.rules.OURS`)."""

BLOG_15TH_CENTURY = Source(
    "blog-15th-century",
    "15th century card games (2013)",
    "15th century card games (2013). A blog post summarising the rules of Basset, Glic (Pochspiel), Landsknecht "
    "and Swiss Tarot after the books it names, with suggestions for playing them today.",
)
"""The blog post through which we know the 15th-century games' sources."""

"""The source of the Swiss Tarot that no other game cites."""

from __future__ import annotations

from engine.sources import Source

DUMMETT_SOURCE = Source(
    "dummett",
    "Dummett",
    "Dummett, as the 2013 blog post names him: its source for Swiss Tarot, interpreting the rules of Maison "
    "academique (1659). The post gives neither the title of his work nor its date or publisher.",
)

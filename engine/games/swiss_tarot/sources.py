"""The source of the Swiss Tarot that no other game cites."""

from __future__ import annotations

from engine.sources import Source

DUMMETT_1980 = Source(
    "dummett-1980",
    "Dummett (1980)",
    "Dummett, Michael (1980). The Game of Tarot: From Ferrara to Salt Lake City. London: Duckworth.",
)

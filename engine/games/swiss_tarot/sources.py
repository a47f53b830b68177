"""The source of the Swiss Tarot that no other game cites."""

from __future__ import annotations

from engine.sources import Source

DUMMETT_1980 = Source(
    "dummett-1980",
    "Dummett (1980)",
    "Dummett. The Game of Tarot. Known to us only through the 2013 blog post, which gives neither its date nor "
    "its publisher: the year by which we cite it is ours.",
)

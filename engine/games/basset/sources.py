"""The sources of Basset that no other game cites."""

from __future__ import annotations

from engine.sources import Source

COTTON_1674 = Source(
    "cotton-1674",
    "Cotton (1674)",
    "Cotton, Charles (1674). The Compleat Gamester. London.",
)

PARLETT_1990 = Source(
    "parlett-1990",
    "Parlett (1990)",
    "Parlett, David (1990). The Oxford Guide to Card Games. Oxford and New York: Oxford University Press.",
)
"""Parlett's guide, which the 2013 summary names with Cotton as its sources for Basset."""

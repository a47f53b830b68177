"""The source of Basset that no other game cites."""

from __future__ import annotations

from engine.sources import Source

COTTON_1674 = Source(
    "cotton-1674",
    "Cotton (1674)",
    "Cotton, Charles (1674). The Compleat Gamester. London.",
)

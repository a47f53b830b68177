"""The source of French Tarot."""

from __future__ import annotations

from engine.sources import Source

WIKIPEDIA_FRENCH_TAROT = Source(
    "wikipedia-french-tarot",
    "Wikipedia, French Tarot",
    "French Tarot. English Wikipedia article (CC BY-SA), summarising the rules of the Fédération Française "
    "de Tarot with the common house rules and variants, a guide to evaluating a hand and two tables of "
    "odds; it cites the FFT's Règlement officiel, Dummett & McLeod (2004) and Parlett (1996, 2008).",
)

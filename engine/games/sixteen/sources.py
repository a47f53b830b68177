"""The sources of the games of sixteen that no other game cites."""

from __future__ import annotations

from engine.sources import Source

LA_MARINIERE_1659 = Source(
    "la-mariniere-1659",
    "de la Marinière (1659)",
    "De la Marinière, E. (1659). La maison académique. 2nd edn. Paris: Estienne Loison.",
)
LACOMBE_1800 = Source(
    "lacombe-1800",
    "Lacombe (1800)",
    "Lacombe, Jacques (1800). Encyclopédie méthodique: Dictionnaire des jeux. Padoue.",
)
DENEXA_FARMER = Source(
    "denexa-farmer",
    "Denexa Games, How to Play Farmer",
    "Denexa Games. How to Play Farmer (rules page).",
)
WIKIPEDIA_FERME = Source(
    "wikipedia-ferme",
    "Wikipedia, Ferme",
    "Ferme (card game). English Wikipedia article (CC BY-SA), on the game's history and its rules of 1659 "
    "and 1800, after de la Marinière, Lacombe, Boussac and Parlett.",
)

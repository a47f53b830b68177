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
    "Lacombe, Jacques (1800). Encyclopédie Méthodique: Dictionaire des Jeux. Padoue.",
)
FARMER_RULES_PAGE = Source(
    "farmer-rules-page",
    "Farmer rules page",
    "An undated rules page for Farmer on the web, read directly. The copy we used gives neither its title nor its "
    "author; it recommends Denexa's plastic playing cards.",
)
WIKIPEDIA_FERME = Source(
    "wikipedia-ferme",
    "Wikipedia, Ferme",
    "Ferme (card game). English Wikipedia article (CC BY-SA), on the game's history and its rules of 1659 "
    "and 1800, after de la Marinière, Lacombe, Boussac and Parlett.",
)

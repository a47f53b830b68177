"""The sources of Homme d'Auvergne."""

from __future__ import annotations

from engine.sources import Source

LALANNE_HOMME = Source(
    "lalanne-homme",
    "Lalanne, L'Homme d'Auvergne",
    "Lalanne, Philippe. L'Homme d'Auvergne (a reconstruction of the earliest rules). Académie des jeux "
    "oubliés (website).",
)
WIKIPEDIA_HOMME = Source(
    "wikipedia-homme",
    "Wikipedia, Homme d'Auvergne",
    "Homme d'Auvergne. English Wikipedia article (CC BY-SA), on the game's history and its earliest rules "
    "as Lalanne reconstructs them, after La Maison des Jeux Académiques (1665) and Parlett.",
)
MAISON_JEUX_1665 = Source(
    "maison-jeux-1665",
    "La Maison des Jeux Académiques (1665)",
    "Anonymous (1665). La Maison des Jeux Académiques. Paris: Étienne Loyson.",
)

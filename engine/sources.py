"""The bibliography the rules cite: each source once, by a short key."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Source:
    """A published source: its key (also the anchor on the sources page) and its full reference."""

    key: str
    short: str
    reference: str


SOURCES: dict[str, Source] = {
    source.key: source
    for source in (
        Source(
            "la-mariniere-1659",
            "de la Marinière (1659)",
            "De la Marinière, E. (1659). La maison académique. 2nd edn. Paris: Estienne Loison.",
        ),
        Source(
            "lacombe-1800",
            "Lacombe (1800)",
            "Lacombe, Jacques (1800). Encyclopédie méthodique: Dictionnaire des jeux. Padoue.",
        ),
        Source(
            "boussac-1896",
            "Boussac (1896)",
            "Boussac, Jean (1896). Encyclopédie des jeux de cartes. Paris: Ernest Kolb.",
        ),
        Source(
            "parlett-1991",
            "Parlett (1991)",
            "Parlett, David (1991). A History of Card Games. Oxford: Oxford University Press. ISBN 0-19-282905-X.",
        ),
        Source(
            "parlett-2008",
            "Parlett (2008)",
            "Parlett, David (2008). The Penguin Book of Card Games. London: Penguin. ISBN 978-0-141-03787-5.",
        ),
        Source(
            "parlett-1990",
            "Parlett (1990)",
            "Parlett, David (1990). The Oxford Guide to Card Games. Oxford and New York: Oxford University Press.",
        ),
        Source(
            "cotton-1674",
            "Cotton (1674)",
            "Cotton, Charles (1674). The Compleat Gamester. London.",
        ),
        Source(
            "dummett-1980",
            "Dummett (1980)",
            "Dummett, Michael (1980). The Game of Tarot: From Ferrara to Salt Lake City. London: Duckworth.",
        ),
        Source(
            "denexa-farmer",
            "Denexa Games, How to Play Farmer",
            "Denexa Games. How to Play Farmer (rules page).",
        ),
        Source(
            "blog-15th-century",
            "15th century card games (2013)",
            "15th century card games (2013). A blog post summarising the rules of Basset, Glic (Pochspiel) and "
            "Landsknecht after Parlett and Cotton, with suggestions for playing them today.",
        ),
        Source(
            "maison-academique",
            "Maison Académique",
            "Our own reading, where the sources are silent or ambiguous.",
        ),
        Source(
            "lalanne-homme",
            "Lalanne, L'Homme d'Auvergne",
            "Lalanne, Philippe. L'Homme d'Auvergne (a reconstruction of the earliest rules). Académie des jeux "
            "oubliés (website).",
        ),
        Source(
            "wikipedia-french-tarot",
            "Wikipedia, French Tarot",
            "French Tarot. English Wikipedia article (CC BY-SA), summarising the rules of the Fédération Française "
            "de Tarot with the common house rules and variants, a guide to evaluating a hand and two tables of "
            "odds; it cites the FFT's Règlement officiel, Dummett & McLeod (2004) and Parlett (1996, 2008).",
        ),
        Source(
            "wikipedia-ferme",
            "Wikipedia, Ferme",
            "Ferme (card game). English Wikipedia article (CC BY-SA), on the game's history and its rules of 1659 "
            "and 1800, after de la Marinière, Lacombe, Boussac and Parlett.",
        ),
        Source(
            "wikipedia-homme",
            "Wikipedia, Homme d'Auvergne",
            "Homme d'Auvergne. English Wikipedia article (CC BY-SA), on the game's history and its earliest rules "
            "as Lalanne reconstructs them, after La Maison des Jeux Académiques (1665) and Parlett.",
        ),
        Source(
            "maison-jeux-1665",
            "La Maison des Jeux Académiques (1665)",
            "Anonymous (1665). La Maison des Jeux Académiques. Paris: Étienne Loyson.",
        ),
    )
}
"""Every source, by key."""

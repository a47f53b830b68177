"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Homme d'Auvergne": "Homme d’Auvergne",
    "Triomphe": "Triomphe",
    "Five cards each, up to four turn-ups to choose trumps, and the Man plays alone against the rest.":
        "Cinq cartes chacun, jusqu’à quatre retournes pour choisir l’atout, et l’Homme joue seul contre "
        "tous les autres.",
    "Homme d'Auvergne (after Lalanne)": "Homme d’Auvergne (d’après Lalanne)",
    "the 28-card Piquet pack (eight to ten, the courts and the aces: no sevens)":
        "le jeu de piquet de 28 cartes (du huit au dix, les figures et les as\u00a0: pas de sept)",
    "the dealer's seat": "la place du donneur",
    "the points that win the game": "le nombre de points qui fait gagner la partie",
    "the chips each player puts into the pool before each deal":
        "les jetons que chaque joueur met à la poule avant chaque donne",
    "the most deals played, until a player reaches the points for game":
        "le nombre maximal de donnes jouées, la partie s’arrêtant dès qu’un joueur a les points pour la "
        "gagner",
    "how the five cards are dealt: two then three, or three then two":
        "comment les cinq cartes sont distribuées\u00a0: deux puis trois (2-3), ou trois puis deux (3-2)",
    "the talon's top cards, turned up in order": "les premières cartes du talon, retournées dans l’ordre",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "Homme d'Auvergne is for {low} to {high} players: the players":
        "l’Homme d’Auvergne se joue de {low} à {high} joueurs\u00a0: le nombre de joueurs",
    "The dealer": "la place du donneur",
    "The points for game": "le nombre de points qui fait gagner la partie",
    "the packets are '2-3' (two cards then three) or '3-2'":
        "les paquets sont «\u00a02-3\u00a0» (deux cartes puis trois) ou «\u00a03-2\u00a0»",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

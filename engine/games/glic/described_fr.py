"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Glic": "Glic",
    "Poch": "Poch",
    "The Poch game of the 15th to 17th centuries: claim the board's honours, bet on sets, lay out to 31.":
        "Le jeu de Poch du XVe au XVIIe siècle\u00a0: on ramasse les cases du plateau avec ses honneurs, on "
        "mise sur ses combinaisons, puis l’on pose ses cartes jusqu’à 31.",
    "Glic (after Parlett)": "Glic (d’après Parlett)",
    "the pack sets the most: german-48 at most 9, french-32 at most 6, german-32 at most 6, spanish-48 at most 9":
        "le jeu fixe le maximum\u00a0: german-48 au plus 9, french-32 au plus 6, german-32 au plus 6, "
        "spanish-48 au plus 9",
    "the pack sets the most: german-48 at most 9, french-32 at most 6, german-32 at most 6, "
    "spanish-48 at most 9; by default, one for each hand given":
        "le jeu fixe le maximum\u00a0: german-48 au plus 9, french-32 au plus 6, german-32 au plus 6, "
        "spanish-48 au plus 9\u202f; par défaut, autant que de mains données",
    "the table limit: the most a bet may raise":
        "la limite de la table\u00a0: le montant le plus haut qu’une mise puisse atteindre",
    "the card turned up for trumps": "la carte retournée qui fixe l’atout (la retourne)",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "With {pack} the players": "avec {pack}, le nombre de joueurs",
    "Glic is not played with {cut}: the packs are {packs}":
        "le glic ne se joue pas avec {cut}\u00a0: les jeux proposés sont {packs}",
    "The table limit": "la limite de la table",
    "{value} deals at a table limit of {other}": "{value} donnes avec une limite de table de {other}",
    "the number of deals times the players": "le nombre de donnes multiplié par le nombre de joueurs",
    "the number of deals times the limit": "le nombre de donnes multiplié par la limite",
    "{most} deal{s} at this limit": "{most} donne{s} avec cette limite",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

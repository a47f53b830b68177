"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Basset": "Basset",
    "An Italian banking game of pure luck: stakes on denominations win on the second pile, lose "
    "on the first, and may ride for seven, fifteen and more times the stake.":
        "Un jeu de banque italien de pur hasard\u00a0: les mises sur les valeurs gagnent au second tas, "
        "perdent au premier, et peuvent courir jusqu’à rapporter sept, quinze fois la mise, et "
        "davantage.",
    "Basset (Parlett)": "Basset (Parlett)",
    "Basset (Cotton, 1674)": "Basset (Cotton, 1674)",
    "the 52-card Italian-suited pack (ace to ten, fante, cavallo and re)":
        "le jeu de 52 cartes aux enseignes italiennes (de l’as au dix, fante, cavallo et re)",
    "the 40-card Spanish pack (ace to seven, sota, caballo and rey: no eights or nines)":
        "le jeu espagnol de 40 cartes (de l’as au sept, sota, caballo et rey\u00a0: ni huit ni neuf)",
    "the denominations of a small pack": "le nombre de valeurs d’un jeu réduit",
    "the cards of each denomination in a small pack": "le nombre de cartes de chaque valeur dans un jeu réduit",
    "by default the pack's; ranks times copies even and at least 2; not with pack":
        "par défaut, celui du jeu\u202f; le produit ranks × copies doit être pair et au moins égal à 2\u202f; "
        "incompatible avec pack",
    "each punter's stakes, seat 2 first: an object of chips by denomination, such as {\"K\": 2, \"7\": 1}":
        "les mises de chaque ponte, la place 2 d’abord\u00a0: un objet donnant les jetons misés sur chaque "
        "valeur, tel que {\"K\": 2, \"7\": 1}",
    "one object for each punter (the players but the banker), on the pack's denominations":
        "un objet par ponte (chaque joueur sauf le banquier), sur les valeurs du jeu",
    "one policy for each punter (seats 2 to players): {\"name\": \"take\"} takes every win, "
    "{\"name\": \"ride\", \"to\": N} lets the stake ride to the Nth win (2 to 5)":
        "une stratégie par ponte (places 2 à players)\u00a0: {\"name\": \"take\"} prend chaque gain, {\"name\": "
        "\"ride\", \"to\": N} laisse courir la mise jusqu’à son N-ième gain (de 2 à 5)",
    "one for each punter (seats 2 to players)": "une par ponte (places 2 à players)",
    "the seed that shuffles the cards the order leaves out": "la graine du mélange des cartes absentes de order",
    "the cards in the order they are turned, top first; the cards it leaves out follow in seeded order":
        "les cartes dans l’ordre où elles sont retournées, celle du dessus d’abord\u202f; celles qui n’y "
        "figurent pas suivent dans l’ordre tiré de la graine",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "Basset is not dealt from {cut}: the packs are {packs}":
        "la bassette ne se donne pas avec {cut}\u00a0: les jeux proposés sont {packs}",
    "A stake": "une mise",
    "The number of denominations": "le nombre de valeurs",
    "The cards of each denomination": "le nombre de cartes de chaque valeur",
    "the deals times the players": "le nombre de donnes multiplié par le nombre de joueurs",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Landsknecht": "Landsknecht",
    "A banking game of the 16th century: left card for the banker, right card for the punters, "
    "and the first match decides.":
        "Un jeu de banque du XVIe siècle\u00a0: la carte de gauche est au banquier, celle de droite aux "
        "pontes, et la première carte qui correspond à l’une d’elles décide du coup.",
    "Landsknecht, matching by suit": "Landsknecht, correspondance par la couleur",
    "Landsknecht, matching by rank": "Landsknecht, correspondance par la valeur",
    "the 36-card Swiss pack (six to nine, Banner, Under, Ober, König and the Daus)":
        "le jeu suisse de 36 cartes (du six au neuf, Banner, Under, Ober, König et le Daus)",
    "not with policies": "incompatible avec policies",
    "one for each seat; not with policy": "une par place\u202f; incompatible avec policy",
    "the banker's stake each coup": "la mise du banquier à chaque coup",
    "how every computer seat plays: {\"name\": \"cover\", \"up_to\": N} covers the stake up to N chips (0 to 1000)":
        "comment jouent toutes les places tenues par l’ordinateur\u00a0: {\"name\": \"cover\", \"up_to\": N} couvre "
        "la mise jusqu’à N jetons (de 0 à 1000)",
    "one policy for each seat: {\"name\": \"cover\", \"up_to\": N} covers the stake up to N chips (0 to 1000)":
        "une stratégie par place\u00a0: {\"name\": \"cover\", \"up_to\": N} couvre la mise jusqu’à N jetons (de 0 à "
        "1000)",
    "how many coups the session plays": "le nombre de coups de la séance",
    "whether the bank is auctioned when it passes": "si la banque est mise aux enchères quand elle passe",
    "each seat's bid for the bank, 0 to 1000": "l’offre de chaque place pour la banque, de 0 à 1000",
    "one bid for each player; only with the auction":
        "une offre par joueur\u202f; seulement avec la mise aux enchères (auction)",
    "the banker's seat": "la place du banquier",
    "the cards in the order they are turned: left, right, then the middle, up to the card that decides the coup":
        "les cartes dans l’ordre où elles sont retournées\u00a0: à gauche, à droite, puis au milieu, jusqu’à "
        "la carte qui décide du coup",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "In Landsknecht the players": "au Landsknecht, le nombre de joueurs",
    "Landsknecht is offered with the packs {packs}, not {given}":
        "le Landsknecht est proposé avec les jeux {packs}, et non {given}",
    "The number of coups": "le nombre de coups",
    "The banker's seat": "la place du banquier",
    "{value} coups at a table of {other}": "{value} coups à une table de {other} joueurs",
    "the coups times the players": "le nombre de coups multiplié par le nombre de joueurs",
    "{most} coup{s} at this table": "{most} coup{s} à cette table",
    "the most a punter covers": "ce qu’un ponte couvre au plus",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

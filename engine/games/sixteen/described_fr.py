"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Ferme": "Ferme",
    "games of sixteen": "jeux de seize",
    "A French banking game of the 17th to 19th centuries: bid for the farm, then draw towards exactly 16.":
        "Un jeu de banque français du XVIIe au XIXe siècle\u00a0: on enchérit pour la ferme, puis l’on tire "
        "des cartes pour faire 16 tout juste.",
    "Farmer": "Farmer",
    "The American descendant of Ferme: everyone antes to the farm, and exactly 16 takes it.":
        "Le descendant américain de la Ferme\u00a0: chacun met sa mise dans la ferme, et qui fait 16 tout "
        "juste la remporte.",
    "Ferme, 1800 (Lacombe)": "Ferme, 1800 (Lacombe)",
    "Ferme, 1659 (de la Marinière)": "Ferme, 1659 (de la Marinière)",
    "Farmer (American)": "Farmer (américain)",
    "the 45-card pack with the brillant: it has no eights and only the six of hearts among the sixes":
        "le jeu de 45 cartes avec le brillant\u00a0: sans les huit, et sans autre six que le six de cœur",
    "the 48-card pack without eights": "le jeu de 48 cartes sans les huit",
    "one bid for each player": "une enchère par joueur",
    "the ante in chips": "la mise, en jetons",
    "each seat's sealed bid for the farm, 0 to 1000000, at least one above 0; by default drawn from the seed":
        "les enchères sous pli cacheté des places pour la ferme, chacune de 0 à 1000000, l’une au moins "
        "supérieure à 0\u202f; par défaut, tirées de la graine",
    "how every computer seat plays: {\"name\": \"stand\", \"at\": N} draws while the total is below N "
    "and stops from N on":
        "comment jouent toutes les places tenues par l’ordinateur\u00a0: {\"name\": \"stand\", \"at\": N} tire tant "
        "que le total est inférieur à N et s’arrête dès qu’il atteint N",
    "N from 1 to 16; not with policies": "N de 1 à 16\u202f; incompatible avec policies",
    "N from 12 to 16; not with policies": "N de 12 à 16\u202f; incompatible avec policies",
    "one policy for each seat: {\"name\": \"stand\", \"at\": N} draws while the total is below N and stops from N on":
        "une stratégie par place\u00a0: {\"name\": \"stand\", \"at\": N} tire tant que le total est inférieur à N "
        "et s’arrête dès qu’il atteint N",
    "one for each seat, N from 1 to 16; not with policy": "une par place, N de 1 à 16\u202f; incompatible avec policy",
    "one for each seat, N from 12 to 16; not with policy":
        "une par place, N de 12 à 16\u202f; incompatible avec policy",
    "whether the farm passes round the table (the 1800 Ferme's agreement)":
        "si la ferme tourne autour de la table (la convention de la Ferme de 1800)",
    "how many rounds the session plays": "le nombre de tours de la séance",
    "each seat's final hand, seat 1 first (the Ferme farmer's empty or null)":
        "la main finale de chaque place, la place 1 d’abord (à la Ferme, celle du fermier est vide ou "
        "null)",
    "the farmer's seat": "la place du fermier",
    "the chips in the farm": "les jetons de la ferme",
    "the chips in the pool": "les jetons de la poule",
    "by default the ante times the players": "par défaut, la mise multipliée par le nombre de joueurs",
    "by default the ante times the players but one": "par défaut, la mise multipliée par le nombre de joueurs moins un",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "The number of rounds": "le nombre de tours",
    "The farmer's seat": "la place du fermier",
    "The ante": "la mise",
    "The farm": "le montant de la ferme",
    "The pool": "le montant de la poule",
    "{value} rounds at a table of {other}": "{value} tours à une table de {other} joueurs",
    "the rounds times the players": "le nombre de tours multiplié par le nombre de joueurs",
    "{most} round{s} at this table": "{most} tour{s} à cette table",
    "the total to stand on": "le total auquel on s’arrête",
    " in this rule set": " dans ces règles",
    "Ferme, 1659 (de la Marinière) has no rotating farm; only the 1800 Ferme offers it":
        "à la Ferme de 1659 (de la Marinière), la ferme ne tourne pas\u202f; seule la Ferme de 1800 le "
        "propose",
    "Farmer (American) has no rotating farm; only the 1800 Ferme offers it":
        "au Farmer (américain), la ferme ne tourne pas\u202f; seule la Ferme de 1800 le propose",
    "Farmer (American) has no auction: the six of hearts chooses the first farmer":
        "le Farmer (américain) se joue sans enchères\u00a0: c’est le six de cœur qui désigne le premier "
        "fermier",
    "Farmer (American) has no pool: the lower scores pay the closest player instead":
        "le Farmer (américain) se joue sans poule\u00a0: les moins bons totaux paient à la place le joueur le "
        "plus près de 16",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

"""What the engine's shared declarations say, in French (:mod:`engine.described`): the words the catalogue lists
for the fields every game shares, and the templates of the refusals they are worded from, each by its English text.
Each game gives the French of its own declarations in its own package (``engine/games/<package>/described_fr.py``).

The texts are written in French typography (a no-break space before a colon, a narrow one before ``;``), since they
are not typeset when an answer is made.

>>> TEXTS["the seed that shuffles the cards"]
'la graine du mélange des cartes'
"""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "banking games": "jeux de banque",
    "the full 52-card French pack": "le jeu français complet de 52 cartes",
    "the 32-card French short pack (seven to ten, the courts and the aces)":
        "le jeu français court de 32 cartes (du sept au dix, les figures et les as)",
    "the 48-card German pack (the Sau, printed as a two, then three to king)":
        "le jeu allemand de 48 cartes (la Sau, qui porte le chiffre 2, puis du trois au roi)",
    "the 32-card German short pack (seven to ten, Unter, Ober, king and the Sau)":
        "le jeu allemand court de 32 cartes (du sept au dix, Unter, Ober, roi et la Sau)",
    "the 48-card Spanish pack (ace to nine, sota, caballo and rey)":
        "le jeu espagnol de 48 cartes (de l’as au neuf, sota, caballo et rey)",
    "what the request asks": "ce que demande la requête",
    "the game's id": "l’identifiant du jeu",
    "the rule set's id": "l’identifiant des règles",
    "the rule set's id; by default the game's default rule set":
        "l’identifiant des règles\u202f; sans ce champ, les règles par défaut du jeu",
    "how many sit at the table": "le nombre de joueurs à la table",
    "by default, one for each hand given": "par défaut, autant que de mains données",
    "the pack dealt from": "le jeu de cartes utilisé",
    "whether the answer records the explanation steps": "si la réponse consigne les étapes de l’explication",
    "the players' names, one for each seat, each different, 1 to 30 characters":
        "les noms des joueurs, un par place, tous différents, de 1 à 30 caractères",
    "as many as the players; by default the first of Anne, Blaise, Claude, Denise, Étienne, "
    "Françoise, Gilles, Hélène, Isaac, Jeanne, Louis, Marthe":
        "autant que de joueurs\u202f; par défaut, les premiers de la liste Anne, Blaise, Claude, Denise, "
        "Étienne, Françoise, Gilles, Hélène, Isaac, Jeanne, Louis, Marthe",
    "the reader's seat, from 1; 0, the reader watches told only what every seat may see; left "
    "out, the reader watches and reads every step whole":
        "la place du lecteur, à partir de 1\u202f; avec 0, le lecteur regarde sans jouer et n’apprend que ce "
        "que toutes les places peuvent voir\u202f; sans ce champ, le lecteur regarde et lit chaque étape en "
        "entier",
    "from 0 to the number of players": "de 0 au nombre de joueurs",
    "from 1 to the number of players": "de 1 au nombre de joueurs",
    "the reader's moves so far, in the order made":
        "les coups joués jusqu’ici par le lecteur, dans l’ordre où il les a joués",
    "given only with a seat": "seulement avec une place (seat)",
    "the moves of a game to replay, every seat's in turn, as an answer's moves list them":
        "les coups d’une partie à rejouer, ceux de toutes les places, à tour de rôle, tels que les "
        "énumère le champ moves d’une réponse",
    "the seed that shuffles the cards": "la graine du mélange des cartes",
    "one hand for each player": "une main par joueur",
    "how many deals the session plays": "le nombre de donnes de la séance",
    "each seat's 5 cards, seat 1 first": "les 5 cartes de chaque place, la place 1 d’abord",
}
"""The catalogue's shared declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "In {title} the players": "{title}\u00a0: le nombre de joueurs",
    "Your seat": "votre place",
    "The number of deals": "le nombre de donnes",
    "The stake": "la mise",
    "A bid": "une enchère",
    "{value} deals at a table of {other}": "{value} donnes à une table de {other} joueurs",
    "{most} deal{s} at this table": "{most} donne{s} à cette table",
}
"""The shared templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""

"""The French of the table as every game's widgets draw it (:mod:`widgets.table`): its seats, their roles, places
and pots, by their English text (:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    "even": "à égalité",
    "won {chips}": lambda chips, count: f"{chips} gagné{'s' if count >= 2 else ''}",
    "lost {chips}": lambda chips, count: f"{chips} perdu{'s' if count >= 2 else ''}",
    "The table, seat by seat": "La table, place par place",
    "{cards} in hand, shown above to choose from": "{cards} en main, présentées plus haut pour choisir",
    "you": "vous",
    "no cards": "aucune carte",
    "chips won or lost so far": "jetons gagnés ou perdus jusqu’ici",
    "Seat {number}": "Place {number}",
    "On the table": "Sur la table",
    "empty": "vide",
}

NOUNS = {"chip": "jeton", "card": "carte", "trick": "pli", "point": "point"}

"""High Card's one rule in French (:mod:`engine.games.highcard.rules`): its title and statement by its id."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "highcard.win.highest": (
        "La plus haute carte gagne",
        "Le joueur qui reçoit la plus haute carte prend un jeton à chacun des autres ; l’as est la plus basse, et "
        "entre deux cartes de même valeur, pique bat cœur, cœur bat carreau et carreau bat trèfle (notre lecture)."),
}

SOURCES: dict[str, str] = {}
"""High Card cites no source but ourselves."""

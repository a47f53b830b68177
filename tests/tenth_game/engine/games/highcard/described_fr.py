"""What High Card declares, in French (:mod:`engine.described`): its title, summary and field, by their English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "High Card": "Carte haute",
    "One card each, face up: the highest takes a chip from every other player.":
        "Une carte chacun, face visible : la plus haute prend un jeton à chacun des autres joueurs.",
    "how many deals are played": "le nombre de donnes jouées",
}

TEMPLATES: dict[str, str] = {}

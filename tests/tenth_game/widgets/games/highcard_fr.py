"""The French of High Card's widgets (:mod:`widgets.games.highcard`), by their English text (:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    "Every step of these deals ({count})": "Toutes les étapes de ces donnes ({count})",
    "Players": "Joueurs",
    "Who takes a chip from every other player?": "Qui prend un jeton à chacun des autres joueurs ?",
    "Deal": "Distribuer",
}

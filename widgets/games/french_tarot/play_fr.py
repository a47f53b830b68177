"""The French of French Tarot's play widget (:mod:`widgets.games.french_tarot.play`), by its English text
(:mod:`widgets.speech`); the words it shares with the deal widget are that widget's
(:mod:`widgets.games.french_tarot.deal_fr`)."""

from __future__ import annotations

WORDS = {
    "You ({name})": "Vous ({name})",
    "no cards": "aucune carte",
    "Where the deal stands": "Où en est la donne",
}

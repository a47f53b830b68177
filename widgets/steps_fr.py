"""The French of the steps' panel and list (:mod:`widgets.steps`), by their English text (:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    "Step {number} of {total}": "Étape {number} sur {total}",
    "our reading": "notre lecture",
    "Current step": "Étape en cours",
    "Step through the rules": "Parcourir les règles pas à pas",
    "Rule": "Règle",
    "« First": "« Première",
    "‹ Previous": "‹ Précédente",
    "Next ›": "Suivante ›",
    "Last »": "Dernière »",
    "First step": "Première étape",
    "Previous step": "Étape précédente",
    "Next step": "Étape suivante",
    "Last step": "Dernière étape",
}

"""The French of the fields every game's form is made of (:mod:`widgets.forms`), by their English text
(:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    "Seed": "Graine",
    "Deal this seed": "Distribuer cette graine",
    "New deal": "Nouvelle donne",
    "Type {name}'s cards, then press “{button}”.": "Tapez les cartes de {name}, puis appuyez sur « {button} ».",
}

"""The French of French Tarot's renderer (:data:`widgets.games.french_tarot.RENDERER`), the sibling that
``Words("widgets.games.french_tarot")`` reads: its questions of the predict mode with their words, its settle
button and its fields in words, by their English text (:mod:`widgets.speech`), in the words of the French game:
preneur, chien, pli, garde sans, garde contre, poignée, chelem, Petit au bout, bouts."""

from __future__ import annotations

from collections.abc import Callable

from engine.api import typeset
from engine.wording_fr import elided

WORDS: dict[str, str | Callable[..., str]] = {
    # The questions of the predict mode, with their words.
    "What does {seat} say?": "Que dit {seat} ?",
    "Passes": "Passe",
    "Bids higher": "Enchérit plus fort",
    "Announces a chelem": "Annonce un chelem",
    "a player bids the contract the guide suggests for the hand when it is higher than the bid so far, and "
    "otherwise passes.":
        "un joueur annonce le contrat que le guide suggère pour sa main s’il est plus fort que l’enchère en cours, "
        "et sinon il passe.",
    "Who becomes the taker?": "Qui devient le preneur ?",
    "What does {seat}, the taker, call?": "Qu’appelle {seat}, le preneur ?",
    "A King": "Un roi",
    "A Queen, or a Knight": "Une dame, ou un cavalier",
    "What becomes of the dog?": "Que devient le chien ?",
    "Shown to all, then taken by the taker": "Montré à tous, puis pris par le preneur",
    "Unseen, counted for the taker": "Non montré, compté pour le preneur",
    "Unseen, counted for the defence": "Non montré, compté pour la défense",
    "{seat} has no card of the suit led: what must they play?":
        "{seat} n’a aucune carte de la couleur demandée : que lui faut-il jouer ?",
    "A trump": "Un atout",
    "A trump higher than those played": "Un atout plus fort que ceux déjà joués",
    "Any card: no trump either": "N’importe quelle carte : pas d’atout non plus",
    "Who wins the trick?": "Qui remporte le pli ?",
    "Who has the Petit au bout?": "Qui a le Petit au bout ?",
    "Does {seat} make the contract?": "Le preneur, {seat}, remplit-il son contrat ?",
    "By how much does the contract multiply the score?": "Par combien le contrat multiplie-t-il la marque ?",
    "× 1": "× 1",
    "× 2": "× 2",
    "× 4": "× 4",
    "× 6": "× 6",
    "8": "8",  # the multiplier of the garde contre's variant, which the question adds as a figure
    "What does the guide advise for {seat}'s hand?":
        lambda seat, **_: typeset(f"Que conseille le guide pour la main {elided('de', seat)} ?"),
    "Pass": "Passer",
    "Prise": "Prise",
    "Garde": "Garde",
    "Garde sans": "Garde sans",
    "Garde contre": "Garde contre",
    # The scenario's button.
    "Play these hands": "Jouer ces mains",
    # The fields, as a refusal names them.
    "The taker": "Le preneur",
    "The contract": "Le contrat",
    "The taker's points": "Les points du preneur",
    "The oudlers": "Les bouts",
    "The partner": "Le partenaire",
    "The poignée": "La poignée",
    "The Petit au bout": "Le Petit au bout",
    "The chelem": "Le chelem",
    "Rounding": "L’arrondi",
    "The taker's pile": "Le tas du preneur",
    "The taker's tricks": "Les plis du preneur",
    "Misère": "La misère",
    "The petit chelem": "Le petit chelem",
    "The scale": "Le barème",
    "The garde contre's multiplier": "Le coefficient de la garde contre",
    "The hand": "La main",
    "The cards you lack": "Les cartes qui vous manquent",
    "The cards you hold": "Les cartes que vous tenez",
    "The kind's size": "La taille de la sorte",
    "The Petit imprenable": "Le Petit imprenable",
    "The maldonne": "La maldonne",
    "The maldonne's number": "Le nombre de la maldonne",
    "The parole": "La parole",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "taker": "preneur",
    "defender": "défense",
    "partner": "partenaire",
    "passed": "a passé",
    "said parole": "a dit parole",
    "petit chelem announced": "petit chelem annoncé",
    "misère": "misère",
    "poignée": "poignée",
    "dealer": "donneur",
    "first hand": "a la main",
    "called {value}": "appelé : {value}",
    "bid {value}": "annonce : {value}",
    "taker: {value}": "preneur : {value}",
}

"""The French of the widgets of the games of sixteen, Ferme and Farmer (:mod:`widgets.games.sixteen`), by their
English text (:mod:`widgets.speech`): the farm is *la ferme*, the pool *la poule*, the farmer *le fermier*, as the
engine says them."""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import elided

_POTS = {"farm": "la ferme", "pool": "la poule", "side-pot": "le pot secondaire"}
"""The pots a payment comes from or goes to, by the engine's code, with their article."""


def _to(party: str) -> str:
    """« à » and a payee, contracted as French contracts it: « à Anne », « à la ferme », « au pot secondaire »."""
    return "au " + party[3:] if party.startswith("le ") else "à " + party


WORDS: dict[str, str | Callable[..., str]] = {
    # The forms.
    "Rules": "Règles",
    "Players": "Joueurs",
    "Settle these hands": "Jouer ces mains",
    "Farmer": "Fermier",
    "{name}'s cards": lambda name: f"Cartes {elided('de', name)}",
    "Final hands (such as 7C 9D or 7♣ 9♦)": "Mains finales (par exemple 7C 9D ou 7♣ 9♦)",
    # The table and the outcome.
    "Every step of this deal ({count})": "Toutes les étapes de cette donne ({count})",
    "no cards yet": "pas encore de cartes",
    "Outcome": "Résultat",
    "Nobody makes 16: the farm stays for the next deal.": "Personne ne fait 16 : la ferme reste pour la donne suivante.",
    "{payer} pays {payee} {amount}": lambda payer, payee, amount: f"{payer} paie {amount} {_to(payee)}",
    "the {pot}": lambda pot: _POTS.get(str(pot), str(pot)),
    "{payments}; on the table afterwards: {pots}": "{payments} ; sur la table ensuite : {pots}",
    # The questions of the predict mode.
    "Whom does {seat} pay for going over 16?": "{seat} a crevé : à qui paie-t-il ?",
    "Who wins the farm?": "Qui gagne la ferme ?",
    "Players tied on 16: whom does “{rule}” pick?": "Des joueurs sont à égalité à 16 : qui la règle « {rule} » désigne-t-elle ?",
    "Nobody has 16: whom does {seat} pay?": "Personne n’a 16 : à qui {seat} paie-t-il ?",
    "Who takes the pool?": "Qui prend la poule ?",
    "Who is the farmer of the next deal?": "Qui tient la ferme à la donne suivante ?",
    # The scenario's roles and the request's fields, as a refusal names them.
    "the farmer's seat": "la place du fermier",
    "The farmer": "Le fermier",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "farmer": "fermier",
    "wins the farm": "gagne la ferme",
    "takes the pool": "prend la poule",
    "farm": "ferme",
    "pool": "poule",
    "side-pot": "pot secondaire",
}
"""The widgets' words of the games of sixteen in French, by their English."""

NOUNS = {"payment": "paiement"}
"""The nouns the widgets of the games of sixteen count, in French."""

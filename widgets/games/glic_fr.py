"""The French of Glic's widgets (:mod:`widgets.games.glic`), by their English text (:mod:`widgets.speech`).

The board's compartments (*cases*) keep the French names the engine gives them (l’As, le Roi, la Dame, le Valet, le
Dix, le Mariage, la Séquence, le Poch); a penny is a *denier*, the turn-up *la retourne*.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import counted, elided

_FEMININE = frozenset({"Dame", "Séquence"})
"""The compartments whose French name is feminine."""


def _the(word: str) -> str:
    """A compartment's French name with its article: « l’As », « le Roi », « la Dame »."""
    return elided("le", word) if word[:1] in "AEIOUÉ" else f"la {word}" if word in _FEMININE else f"le {word}"


def _of(word: str) -> str:
    """Of a compartment: « de l’As », « du Roi », « de la Dame »."""
    the = _the(word)
    return "du " + the[3:] if the.startswith("le ") else "de " + the


WORDS: dict[str, str | Callable[..., str]] = {
    # The phases of a deal.
    "Before play": "Avant le jeu",
    "Phase 1: claiming the board": "Phase 1 : on ramasse les cases du plateau",
    "Phase 2: betting for the Poch": "Phase 2 : on mise pour le Poch",
    "Phase 3: laying out to 31": "Phase 3 : on pose jusqu’à 31",
    # The reader's moves.
    "this step is not seat 1's turn to bet": "à cette étape, ce n’est pas à la place 1 de miser",
    "pass": "passer",
    "see": "voir",
    "fold": "se coucher",
    "raise {amount}": "relancer de {amount}",
    "your choice": "votre choix",
    "seat 1's policy": "la stratégie de la place 1",
    "Your move for {name}": "Votre coup pour {name}",
    "Your move for {name} (now: {move}, {who}):": "Votre coup pour {name} (actuellement : {move}, {who}) :",
    "Your move for {name} (your turn):": "Votre coup pour {name} (à vous de jouer) :",
    # The forms.
    "Pack": "Jeu de cartes",
    "Players": "Joueurs",
    "Table limit": "Limite de la table",
    "Settle these hands": "Jouer ces mains",
    "{system}, {cards}": "{system}, {cards}",
    "French": "Jeu français",
    "German": "Jeu allemand",
    "Spanish": "Jeu espagnol",
    "Italian": "Jeu italien",
    "Turned-up trump": "Retourne (l’atout)",
    "{name}'s cards": lambda name: f"Cartes {elided('de', name)}",
    "Five cards each, and the trump (such as KH QH 7S 7D 2C; seat 1 deals)":
        "Cinq cartes chacun, et la retourne (par exemple KH QH 7S 7D 2C ; la place 1 donne)",
    # The board and the table.
    "deal {deal} of {deals}": "donne {deal} sur {deals}",
    "after the deal": "après la donne",
    "after this step": "après cette étape",
    "no cards yet": "pas encore de cartes",
    "not turned up yet": "pas encore retournée",
    "{amount} carried over": lambda amount: f"{amount} reporté{'s' if abs(amount) >= 2 else ''}",
    "Ace": "As",
    "King": "Roi",
    "Queen": "Dame",
    "Jack": "Valet",
    "Ten": "Dix",
    "Marriage": "Mariage",
    "Sequence": "Séquence",
    "Poch": "Poch",
    "The board and the trump": "Le plateau et l’atout",
    "Trump:": "Atout :",
    "The board, {after}": "Le plateau, {after}",
    "{amount} penny": lambda amount: counted(amount, "denier"),
    "{amount} pennies": lambda amount: counted(amount, "denier"),
    # The three phases of a whole deal.
    "{name} takes the {compartment} ({amount})":
        lambda name, compartment, amount: f"{name} ramasse la case {_of(compartment)} ({amount})",
    "Nobody claims a compartment": "Personne ne ramasse de case",
    "; {compartments} carries over": " ; la case {compartments} est reportée à la donne suivante",
    "; {compartments} carry over": " ; les cases {compartments} sont reportées à la donne suivante",
    "{name} takes the Poch ({amount})": "{name} ramasse le Poch ({amount})",
    "; {names} folded": lambda names, count: f"\u202f; {names} {'se couche' if count == 1 else 'se couchent'}",
    "{name} goes out first and is paid for the cards still held":
        "{name} sort en premier et se fait payer les cartes que les autres ont encore en main",
    "The three phases": "Les trois phases",
    "{some} and {last}": "{some} et {last}",
    "; ": " ; ",
    # The deal in order.
    "{payer} → {payee} {amount}": "{payer} → {payee} {amount}",
    "the {compartment}": lambda compartment: _the(compartment),
    "The deal in order (deal {deal} of {deals})": "La donne dans l’ordre (donne {deal} sur {deals})",
    "The deal in order": "La donne dans l’ordre",
    "{label}, {payments}": "{label}, {payments}",
    # The questions of the predict mode.
    "Who takes this compartment of the board?": "Qui ramasse cette case du plateau ?",
    "Who takes the Poch?": "Qui ramasse le Poch ?",
    "Can {seat} lay a card without passing 31?": "{seat} peut-il poser une carte sans dépasser 31 ?",
    "Yes: a card is laid": "Oui : une carte est posée",
    "No: the turn passes": "Non : le tour passe",
    "Nobody can lay a card: who is paid for the run?": "Personne ne peut poser : qui est payé pour la série ?",
    "Who goes out first?": "Qui sort le premier ?",
    # The request's fields, as a refusal names them.
    "The trump card": "La retourne",
    "The table limit": "La limite de la table",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "dealer": "donneur",
    "folded": "couché",
    "takes the Poch": "ramasse le Poch",
    "out first": "sorti le premier",
}
"""Glic's widgets' words in French, by their English."""

NOUNS = {"card": "carte", "payment": "paiement"}
"""The nouns Glic's widgets count, in French."""

"""The French of the trick-taking games' shared pieces (:mod:`widgets.tricks`), by their English text
(:mod:`widgets.speech`); the cards' and the suits' names are the engine's French ones."""

from __future__ import annotations

from collections.abc import Callable

from engine.api import typeset

_FEMININE = frozenset({"épées", "coupes", "feuilles", "copas", "espadas", "coppe", "spade"})
"""The suits, by their French name, whose cards French calls with a feminine word: « toutes vos épées »."""


def _allowed(count: str, listed: str, number: int) -> str:
    """How many cards are allowed (``count``, already « 3 cartes »), the participle agreeing, and which."""
    return typeset(f"{count} {'autorisées' if abs(number) >= 2 else 'autorisée'} :") + f" {listed}"


WORDS: dict[str, str | Callable[..., str]] = {
    # The trick on the table and the cards taken.
    "{winner} wins the trick": "{winner} remporte le pli",
    "{winner} wins the trick with {card}": "{winner} remporte le pli avec {card}",
    "Continue to your next turn": "Continuer jusqu’à votre prochain tour",
    "(step {step} of {total})": "(étape {step} sur {total})",
    "The cards each player has taken": "Les cartes remportées par chaque joueur",
    ": ": " : ",
    "No card played yet": "Aucune carte jouée pour l’instant",
    "Trick {number} on the table": "Pli {number} sur la table",
    "Trick {number}": "Pli {number}",
    # The reader's hand at the reader's turn.
    "to play": "à jouer",
    "Not allowed now: {why}": "Interdites pour l’instant : {why}",
    "{whose} {what}: {allowed}.": "{whose} {what} : {allowed}.",
    ", not allowed: {reason}": ", interdite : {reason}",
    "no card allowed": "aucune carte autorisée",
    "{count} allowed: {listed}": _allowed,
    "any card": "toutes vos cartes",
    "every {suit}": "tous vos {suit}",
    "all your {suit}": lambda suit: f"toutes vos {suit}" if suit in _FEMININE else f"tous vos {suit}",
    "{some} and {last}": "{some} et {last}",
    # The suits whose cards the prompt names all at once, as the engine's French names them (the suits of the
    # Spanish, Italian and Swiss packs keep their own names).
    "trumps": "atouts",
    "swords": "épées",
    "batons": "bâtons",
    "cups": "coupes",
    "coins": "deniers",
    "acorns": "glands",
    "leaves": "feuilles",
    "hearts": "cœurs",
    "bells": "grelots",
    "oros": "oros",
    "copas": "copas",
    "espadas": "espadas",
    "bastos": "bastos",
    "coppe": "coppe",
    "denari": "denari",
    "spade": "spade",
    "bastoni": "bastoni",
    "Schellen": "Schellen",
    "Rosen": "Rosen",
    "Schilten": "Schilten",
    "Eicheln": "Eicheln",
    # A picture's refusal.
    "no trick is on the table at this step: name a trick's win, such as {rule}":
        "aucun pli n’est sur la table à cette étape : nommez le gain d’un pli, comme {rule}",
}

NOUNS = {"card": "carte", "trick": "pli"}

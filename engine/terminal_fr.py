"""The words the terminal frames a French answer with (:mod:`engine.terminal`), by key, and its cards as a French
reader prints them (R♠, D♥, V♣)."""

from __future__ import annotations

from engine.wording_fr import label

FRAME = {
    "error": "erreur dans {field} : {reason}",
    "heading": "{title} : {players} joueurs",
    "seeded": ", graine {seed} (mélange {shuffle})",
    "seats": "Places : ",
    "deal": "Donne {number}",
    "end": "La table à la fin :",
    "range": "{move} de {low} à {high}",
    "to-move": "À {name} de jouer : {moves}",
    "face-down": "+{count} face cachée",
    "points": "{count} points",
    "chips": "jetons {count:+d}",
    "cards": "{count} cartes",
    "amount": ", {count} jetons",
    "empty": "vide",
    "place": "  {label} : {shown}{amount}",
    "pots": "  Pots : ",
    "payments": "  Paiements :",
    "pays": "{payer} paie {amount} à {payee}",
    "party": "« {party} »",
    "game": "{id} : {title} ({family}). {summary}",
    "variant": "  règles {id} : {title}, de {low} à {high} joueurs, {size} cartes, {rules} règles",
    "rules": "Règles de {game} {variant} :",
    "ours": " (notre lecture)",
}
"""The terminal's frame in French, by the keys of the English one."""

__all__ = ["FRAME", "label"]

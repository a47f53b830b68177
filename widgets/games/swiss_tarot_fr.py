"""The French of Swiss Tarot's widgets (:mod:`widgets.games.swiss_tarot`), by their English text
(:mod:`widgets.speech`): a trick is *un pli*, the discard *l’écart*, the pool *la poule*, the counting cards *les
cartes qui comptent*, as the engine says them."""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import elided


def _of(seat: str) -> str:
    """« de » and a seat, as French contracts it: « d’Anne », « de Blaise », « du joueur » (the predict mode's
    words for a step that names no seat)."""
    return "du " + seat[3:] if seat.startswith("le ") else elided("de", seat)

WORDS: dict[str, str | Callable[..., str]] = {
    # The forms.
    "Stake each": "Mise de chacun",
    "{name}'s cards (the dealer: {count})": lambda name, count: f"Cartes {elided('de', name)} (le donneur\u00a0: {count})",
    "{name}'s cards ({count})": lambda name, count: f"Cartes {elided('de', name)} ({count})",
    "The dealer's discard (three cards, or empty for the engine's choice)":
        "L’écart du donneur (trois cartes, ou rien pour laisser le moteur choisir)",
    "The hands before the discard (such as 21T 0X KSW 1CU …; seat 1 deals)":
        "Les mains avant l’écart (par exemple 21T 0X KSW 1CU … ; la place 1 donne)",
    "Play these hands": "Jouer ces mains",
    "Watch only": "Regarder seulement",
    "{name} (seat {seat})": "{name} (place {seat})",
    "Your seat": "Votre place",
    "Deals": "Donnes",
    # The reader's turn.
    "to lay aside": "à écarter",
    "to play": "à jouer",
    # The table.
    "deal {deal} of {deals}": "donne {deal} sur {deals}",
    "Every step of deal {deal} ({count})": "Toutes les étapes de la donne {deal} ({count})",
    "you": "vous",
    "{cards} in hand": "{cards} en main",
    "no cards yet": "pas encore de cartes",
    "no cards left": "plus de cartes",
    "{points} this deal": "{points} à cette donne",
    ", {points} in all": ", {points} en tout",
    "{tricks} taken, {chips}": lambda tricks, count, chips: f"{tricks} fait{'s' if abs(count) >= 2 else ''}, {chips}",
    "The table, seat by seat, with the points of the tricks taken so far":
        "La table, place par place, avec les points des plis faits jusqu’ici",
    "The {pots}.": "La {pots}.",
    # The count of the tricks.
    "Discard": "Écart",
    "Trick {number}": "Pli {number}",
    "The tricks are counted once the 25 tricks are played; each player's points below are those of the tricks taken "
    "so far.":
        "Les plis sont comptés une fois les 25 plis joués ; les points de chaque joueur, ci-dessous, sont ceux des plis "
        "faits jusqu’ici.",
    "The count of the tricks": "Le compte des plis",
    "Player": "Joueur",
    "Trick": "Pli",
    "Cards (counting cards raised)": "Cartes (celles qui comptent surélevées)",
    "Counters": "Cartes qui comptent",
    "Points": "Points",
    "Rule": "Règle",
    # The questions of the predict mode.
    "Who wins the trick?": "Qui fait le pli ?",
    "{seat} has no card of the suit led: what must they play?":
        "{seat} n’a pas de carte de la couleur demandée : que doit-il jouer ?",
    "A trump": "Un atout",
    "Any card: no trump either": "N’importe quelle carte : pas d’atout non plus",
    "How many points does {seat}'s trick count?":
        lambda seat, **_: f"Combien de points compte le pli {_of(seat)}\u202f?",
    "Who wins the game?": "Qui gagne la partie ?",
    # The request's fields, as a refusal names them.
    "The discard": "L’écart",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "dealer": "donneur",
    "pool": "poule",
}
"""Swiss Tarot's widgets' words in French, by their English."""

NOUNS = {"card": "carte", "point": "point", "trick": "pli"}
"""The nouns Swiss Tarot's widgets count, in French."""

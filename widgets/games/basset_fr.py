"""The French of Basset's widgets (:mod:`widgets.games.basset`), by their English text (:mod:`widgets.speech`)."""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import ordinal


def _ordinal(wins: object) -> str:
    """A win's rank in words (« deuxième »), or as it is when it is not a whole number."""
    return ordinal(wins) if isinstance(wins, int) else str(wins)


WORDS: dict[str, str | Callable[..., str]] = {
    # The reader's choices at a win, and their refusals.
    "Let it ride": "Laisser courir",
    "Take the win": "Prendre le gain",
    "a choice must name the win it answers, not {value}": "un choix doit nommer le gain auquel il répond, et non {value}",
    "a riding decision on a stake that has not won": "un choix de paroli pour une mise qui n’a pas gagné",
    "Your choice at this win": "Votre choix à ce gain",
    "Choose for {name}:": "Choisissez pour {name} :",
    "{choice}: {name}, {about}": "{choice} : {name}, {about}",
    "{rank}, win {wins}": lambda rank, wins: f"{rank}, {_ordinal(wins)} gain",
    # The forms.
    "Rules": "Règles",
    "Players": "Joueurs",
    "Pack": "Jeu de cartes",
    "Cards from the top (the rest of the pack follows, shuffled by the seed)":
        "Cartes du dessus du jeu (le reste du jeu suit, battu selon la graine)",
    "Turn these cards": "Retourner ces cartes",
    "Deals": "Donnes",
    "Stakes, one group per punter (such as K:2 7:1 | A:1); empty: drawn from the seed":
        "Mises, un groupe par ponte (par exemple K:2 7:1 | A:1) ; vide : tirées de la graine",
    "Your seat": "Votre place",
    "Your choices at your wins, in order (ride or take, by commas)":
        "Vos choix à vos gains, dans l’ordre (« ride » ou « take », séparés par des virgules)",
    "Place these stakes": "Placer ces mises",
    "Watch: every punter follows a policy": "Regarder : chaque ponte suit sa stratégie",
    "{name} (seat {seat})": "{name} (place {seat})",
    # The table.
    "Every step of this session ({count})": "Toutes les étapes de cette séance ({count})",
    "deal {deal} of {deals}": "donne {deal} sur {deals}",
    "punter, takes every win": "ponte, prend chaque gain",
    "punter, rides to win {to}": lambda to: f"ponte, laisse courir jusqu’au {_ordinal(to)} gain",
    "The board: the stakes on each denomination": "Le tableau : les mises sur chaque valeur",
    "Just turned:": "Carte qui vient d’être retournée :",
    "{cards} still in the banker's hand.": "Il reste {cards} dans la main du banquier.",
    "The cards turned": "Les cartes retournées",
    # The outcome.
    "Outcome": "Résultat",
    "lost": "perdue",
    "taken": "prise",
    "rides into the next deal": "court sur la donne suivante",
    ", net: {chips}": ", solde : {chips}",
    "Deal {deal}: {name}'s {stake} on {rank} {outcome} after {wins}{net}":
        "Donne {deal} : mise de {stake} sur {rank} ({name}) {outcome} après {wins}{net}",
    "After {deals}: {balances}.": "Après {deals} : {balances}.",
    "{stakes} settled": lambda stakes: f"{stakes} réglée{'s' if stakes.endswith('s') else ''}",
    # The question of the predict mode.
    "{seat} turns {card}: what becomes of the stakes on its rank?":
        "{seat} retourne {card} : que deviennent les mises sur sa valeur ?",
    "The first card: the banker's, they lose": "La première carte : elle est au banquier, elles perdent",
    "The first pile: they lose": "Le premier tas : elles perdent",
    "The second pile: they win": "Le second tas : elles gagnent",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "banker": "banquier",
    "punter": "ponte",
}
"""Basset's widgets' words in French, by their English."""

NOUNS = {"card": "carte", "win": "gain", "deal": "donne", "stake": "mise"}
"""The nouns Basset's widgets count, in French."""

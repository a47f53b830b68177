"""The French of Homme d'Auvergne's widgets (:mod:`widgets.games.homme`), by their English text
(:mod:`widgets.speech`): the Man is *l’Homme*, a turn-up *une retourne*, a trick *un pli*, as the engine says them."""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import elided

WORDS: dict[str, str | Callable[..., str]] = {
    # The forms.
    "Players": "Joueurs",
    "Your seat": "Votre place",
    "Settle these hands": "Jouer ces mains",
    "Deals": "Donnes",
    "Watch only": "Regarder seulement",
    "{name} (seat {seat})": "{name} (place {seat})",
    "Turn-ups, in order": "Retournes, dans l’ordre",
    "{name}'s cards": lambda name: f"Cartes {elided('de', name)}",
    "Five cards each and one to four turn-ups (such as KS 9S 8H 9D 10C; seat 1 deals; no sevens with two "
    "or three players)":
        "Cinq cartes chacun et une à quatre retournes (par exemple KS 9S 8H 9D 10C ; la place 1 donne ; pas de sept "
        "à deux ou trois joueurs)",
    # The reader's turn.
    "You ({name})": "Vous ({name})",
    "Turn up": "Retourner",
    "Pass": "Passer",
    "Show the King": "Montrer le roi",
    "Keep it hidden": "Le garder caché",
    "turn up the talon's next card, or pass": "retourner la carte suivante du talon, ou passer",
    "show your King of the turn-up's suit for a point, or keep it hidden":
        "montrer votre roi de la couleur de la retourne pour marquer un point, ou le garder caché",
    "{whose} to choose": "{whose}, à vous de choisir",
    "{whose} to choose: {question}?": "{whose}, à vous de choisir : {question} ?",
    # The table.
    "no cards": "aucune carte",
    "The deal's result": "Le résultat de la donne",
    "no card turned yet": "aucune carte retournée pour l’instant",
    "{name} is the Man; {suit} {symbol} are trumps.": "{name} est l’Homme ; atout {suit} {symbol}.",
    "spades": "pique",
    "hearts": "cœur",
    "diamonds": "carreau",
    "clubs": "trèfle",
    "The turn-ups": "Les retournes",
    "Turned up:": "Retournées :",
    " (deal {deal} of {deals})": " (donne {deal} sur {deals})",
    "Every step of the deal{where}: {steps}": "Toutes les étapes de la donne{where} : {steps}",
    # The questions of the predict mode.
    "Does {seat} turn up the talon's top card?": "{seat} retourne-t-il la première carte du talon ?",
    "Turns it up": "Il la retourne",
    "Does not": "Il ne la retourne pas",
    "a seat turns up the card when it holds a King, or three cards or more of one suit.":
        "une place retourne la carte quand elle a en main un roi, ou au moins trois cartes d’une même couleur.",
    "Who is the Man, playing alone?": "Qui est l’Homme, qui joue seul ?",
    "{seat} cannot follow suit: what must they play?": "{seat} ne peut pas fournir : que doit-il jouer ?",
    "A trump": "Un atout",
    "Any card: no trump either": "N’importe quelle carte : pas d’atout non plus",
    "Who wins the trick?": "Qui fait le pli ?",
    "{seat} is the Man: do they win the deal, and by which rule?":
        "{seat} est l’Homme : gagne-t-il la donne, et par quelle règle ?",
    "The Man wins: three tricks": "L’Homme gagne : trois plis",
    "The Man wins: first to two": "L’Homme gagne : premier à deux plis",
    "The Man wins: first to take a trick": "L’Homme gagne : premier à faire un pli",
    "The Man loses": "L’Homme perd",
    "Does the Man score a point, or lose?": "L’Homme marque-t-il un point, ou en rend-il un ?",
    "The Man scores a point": "L’Homme marque un point",
    "Who wins the game?": "Qui gagne la partie ?",
    # The request's fields, as a refusal names them.
    "The trump card": "La carte d’atout",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "the Man": "l’Homme",
    "dealer": "donneur",
    "first hand": "premier en cartes",
}
"""Homme d'Auvergne's widgets' words in French, by their English."""

NOUNS = {"step": "étape"}
"""The nouns Homme d'Auvergne's widgets count, in French."""

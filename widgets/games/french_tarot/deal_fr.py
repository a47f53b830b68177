"""The French of French Tarot's deal widget (:mod:`widgets.games.french_tarot.deal`), by its English text
(:mod:`widgets.speech`), in the words of the French game: preneur, chien, écart, poignée, chelem, maldonne."""

from __future__ import annotations

from collections.abc import Callable

from engine.wording_fr import elided

WORDS: dict[str, str | Callable[..., str]] = {
    # The reader's turn.
    "You ({name})": "Vous ({name})",
    "to call a card": "pour appeler une carte",
    "to put a card aside": "pour écarter une carte",
    "Show a {level} poignée ({least} trumps)": "Montrer une poignée {level} ({least} atouts)",
    "single": "simple",
    "double": "double",
    "triple": "triple",
    "{whose}: choose ({allowed} of {total} allowed).": "{whose} : choisissez ({allowed} choix autorisés sur {total}).",
    "{whose}: choose.": "{whose} : choisissez.",
    "{whose} to choose": "{whose} : votre choix",
    ", not allowed: {reason}": ", interdit : {reason}",
    "Not allowed: {reason}": "Interdit : {reason}",
    # The bids and declarations as buttons.
    "Pass": "Passer",
    "Declare nothing": "Ne rien déclarer",
    "Declare misère": "Déclarer une misère",
    "Say parole": "Dire parole",
    "Call a maldonne": "Demander une maldonne",
    "Announce a chelem": "Annoncer un chelem",
    "Announce a petit chelem": "Annoncer un petit chelem",
    "Prise": "Prise",
    "Pousse": "Pousse",
    "Garde": "Garde",
    "Garde sans": "Garde sans",
    "Garde contre": "Garde contre",
    # The table.
    "no cards": "aucune carte",
    "Where the deal stands": "Où en est la donne",
    "Every step of deal {number}: {steps}": "Toutes les étapes de la donne {number} : {steps}",
    # The house rules.
    "The taker may announce a chelem, or a petit chelem where it is played (option)":
        "Le preneur peut annoncer un chelem, ou un petit chelem là où on le joue (option)",
    "The pousse (house rule)": "La pousse (règle maison)",
    "The prise (house rule)": "La prise (règle maison)",
    "Misère (house rule)": "La misère (règle maison)",
    "The petit chelem (house rule)": "Le petit chelem (règle maison)",
    "The Petit imprenable: a lone Petit played like the Excuse (variant)":
        "Le Petit imprenable : un Petit seul joué comme l’Excuse (variante)",
    "A maldonne of a hand with too few trumps and court cards (house rule)":
        "La maldonne d’une main trop pauvre en atouts et en figures (règle maison)",
    "Cards gathered, not shuffled (house rule)": "Les cartes ramassées, sans être battues (règle maison)",
    "yes": "oui",
    "no": "non",
    "The parole bid (house rule)": "La parole (règle maison)",
    "not played": "non jouée",
    "yes: any contract in the second round": "oui : n’importe quel contrat au second tour",
    "yes: only a prise in the second round": "oui : seulement une prise au second tour",
    "A maldonne: fewer trumps and court cards together than": "Une maldonne : moins d’atouts et de figures réunis que",
    "The dog's cards after so many players' cards (house rule: the dealer's choice)":
        "Les cartes du chien après tant de cartes des joueurs (règle maison : au choix du donneur)",
    "House rules: {changed} chosen": "Règles maison choisies : {changed}",
    "House rules: none, the rules as published": "Règles maison : aucune, les règles telles que publiées",
    "House rules": "Règles maison",
    # A scenario's hands and dog.
    "{name}'s cards": lambda name: f"Cartes {elided('de', name)}",
    "The dog": "Le chien",
    "The dealer": "Le donneur",
    "{hand} cards each and {dog} in the dog, ": "{hand} cartes chacun et {dog} au chien, ",
    "The hands and the dog ({sizes}such as 21AT RPI 0EX 7CE)":
        "Les mains et le chien ({sizes}par exemple RPI 0EX 7CE 1TR)",
    "Play these hands": "Jouer ces mains",
    # The form.
    "Watch only": "Regarder seulement",
    "{name} (seat {seat})": "{name} (place {seat})",
    "Players": "Joueurs",
    "Your seat": "Votre place",
}

NOUNS = {"step": "étape"}

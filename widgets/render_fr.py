"""The French of a widget's frame, its refusals and its fields in words (:mod:`widgets.render`), by their English
text (:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    # How a widget's region is named, after its game's title.
    "{game}: {kind}": "{game} : {kind}",
    "sample deal": "donne d’exemple",
    "step by step": "pas à pas",
    "your own case": "votre propre cas",
    "played card by card": "jouée carte par carte",
    "calculator": "calculatrice",
    # The status line as built.
    "Sample deal, worked out in advance.": "Donne d’exemple, calculée à l’avance.",
    "Live dealing needs JavaScript, which is off.": "Pour distribuer en direct, il faut JavaScript, qui est désactivé.",
    # Refusals.
    "unknown game {game}: the games are {games}": "jeu inconnu {game} : les jeux sont {games}",
    "a widget of this game is a {kinds}, not a {kind}": "un widget de ce jeu est de sorte {kinds}, et non {kind}",
    " or a ": " ou ",
    "{hands} given, one for each player, and {reason}":
        lambda hands, reason: f"{hands} donnée{'' if hands.startswith(('0 ', '1 ')) else 's'}, une par joueur, et {reason}",
    "the link leaves {name}'s hand empty (it was copied before the hand was typed, or cut short): {reason}":
        "le lien laisse vide la main de {name} (il a été copié avant qu’elle soit tapée, ou il est tronqué) : {reason}",
    "this deal has steps 1 to {steps}, not step {number} (a link writes it step={step}, counting from 0)":
        "cette donne a les étapes 1 à {steps}, et non l’étape {number} (un lien l’écrit step={step}, en comptant "
        "à partir de 0)",
    "Not accepted.": "Refusé.",
    "{field}: {reason}.": "{field} : {reason}.",
    "Undo this change": "Annuler ce changement",
    "The field {field}": "Le champ {field}",
    "{refused}: choose one of the {count} cards the widget offers":
        "{refused} : choisissez l’une des {count} cartes que propose le widget",
    "{refused}: the card allowed is {card}": "{refused} : la seule carte permise est {card}",
    "{refused}: the cards allowed are {cards} and {last}": "{refused} : les cartes permises sont {cards} et {last}",
    # The request fields several games share, as a refusal names them.
    "The seed": "La graine",
    "The number of players": "Le nombre de joueurs",
    "The game": "Le jeu",
    "The rules": "Les règles",
    "The step": "L’étape",
    "The link": "Le lien",
    "The hands": "Les mains",
    "The kind of widget": "La sorte de widget",
    "The pack": "Le jeu de cartes",
    "The stakes": "Les mises",
    "Your choice": "Votre choix",
    "The order of the cards": "L’ordre des cartes",
    "The number of deals": "Le nombre de donnes",
    "The choice": "Le choix",
    "Your seat": "Votre place",
    "Your cards": "Vos cartes",
    "The hand": "La main",
}

NOUNS = {"hand": "main"}

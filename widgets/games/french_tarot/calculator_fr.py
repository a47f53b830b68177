"""The French of French Tarot's calculators (:mod:`widgets.games.french_tarot.calculator`), by their English text
(:mod:`widgets.speech`), in the words of the French game: preneur, défense, bouts, poignée, Petit au bout, chelem,
la marque de la donne."""

from __future__ import annotations

from collections.abc import Callable

WORDS: dict[str, str | Callable[..., str]] = {
    # The form's choices.
    "nobody": "personne",
    "the taker's side": "le camp du preneur",
    "the defence": "la défense",
    "none": lambda of="": "aucune" if of == "poignee" else "aucun",  # « aucune » poignée, « aucun » chelem
    "made by the taker, unannounced": "fait par le preneur, sans annonce",
    "made by the defence": "fait par la défense",
    "announced and made": "annoncé et réussi",
    "announced and missed": "annoncé et manqué",
    "Trumps and the Excuse": "Les atouts et l’Excuse",
    "Spades": "Pique",
    "Hearts": "Cœur",
    "Diamonds": "Carreau",
    "Clubs": "Trèfle",
    "points typed": "points saisis",
    "pile picked card by card": "tas choisi carte par carte",
    "typed": "saisie",
    "dealt from a seed": "distribuée à partir d’une graine",
    "cards of the kind I lack": "les cartes de la sorte qui me manquent",
    "cards of the kind I hold": "les cartes de la sorte que je tiens",
    "the oudlers (3)": "les bouts (3)",
    "kings, queens, knights or jacks (4)": "les rois, les dames, les cavaliers ou les valets (4)",
    "a suit (14)": "une couleur (14)",
    "the trumps (21)": "les atouts (21)",
    "the trumps and the Excuse (22)": "les atouts et l’Excuse (22)",
    "single": "simple",
    "double": "double",
    "triple": "triple",
    "prise": "prise",
    "pousse": "pousse",
    "garde": "garde",
    "garde sans": "garde sans",
    "garde contre": "garde contre",
    "yes": "oui",
    "no": "non",
    "multipliers": "coefficients",
    "fixed amounts, with the pousse": "montants fixes, avec la pousse",
    # Its refusals.
    "{card} is not a card of the pack": "{card} n’est pas une carte du jeu",
    "{value} is not one of {choices}": "{value} n’est pas l’une des valeurs {choices}",
    # The steps and the chances counted.
    "Every step of the count ({count})": "Toutes les étapes du calcul ({count})",
    "Every step of the judgement ({count})": "Toutes les étapes du jugement ({count})",
    "Every step of the score ({count})": "Toutes les étapes de la marque ({count})",
    "Nothing counted yet: the next step counts the first figure.":
        "Rien n’est encore compté : l’étape suivante compte le premier chiffre.",
    "The chances counted so far": "Les chances comptées jusqu’ici",
    "What": "Ce qui est compté",
    "Chance (exact, then in per cent)": "Chance (exacte, puis en pour cent)",
    # The picker of the taker's pile.
    "The taker's pile": "Le tas du preneur",
    "The taker's pile: {cards} picked. Press a card to put it in the pile or take it out.":
        "Le tas du preneur compte {cards}. Appuyez sur une carte pour la mettre dans le tas ou l’en retirer.",
    "Empty the pile": "Vider le tas",
    # The forms.
    "Players": "Joueurs",
    "My chances": "Mes chances",
    "I count the": "Je compte",
    "How many": "Combien",
    "Of a kind of (when I count those I hold)": "D’une sorte de (quand je compte celles que je tiens)",
    "Count my chances": "Compter mes chances",
    "The hand": "La main",
    "The hand to deal and judge": "La main à distribuer et à juger",
    "Deal me this hand": "Me distribuer cette main",
    "Deal me another": "M’en distribuer une autre",
    "The hand: 18 cards for four players, 24 for three, 15 for five":
        "La main : 18 cartes à quatre joueurs, 24 à trois, 15 à cinq",
    "The hand to judge": "La main à juger",
    "Judge this hand": "Juger cette main",
    "Seat {seat}": "Place {seat}",
    "Taker": "Preneur",
    "Contract": "Contrat",
    "The taker's tricks": "Les plis du preneur",
    "Taker's points": "Points du preneur",
    "Oudlers in the taker's tricks": "Bouts dans les plis du preneur",
    "Partner (the taker's own seat: alone)": "Partenaire (la place du preneur : seul)",
    "Seat {seat}: {level}": "Place {seat} : {level}",
    "Poignée": "Poignée",
    "Petit au bout": "Petit au bout",
    "Chelem": "Chelem",
    "Round to ten": "Arrondir à la dizaine",
    "House rules and variants": "Règles maison et variantes",
    "Misère (house rule)": "Misère (règle maison)",
    "Petit chelem (house rule)": "Petit chelem (règle maison)",
    "Contracts worth (house rule)": "Valeur des contrats (règle maison)",
    "Garde contre multiplies by (variant)": "La garde contre multiplie par (variante)",
    "The deal to score": "La donne à marquer",
    "Score this deal": "Marquer cette donne",
}

NOUNS = {"card": "carte"}

"""The French of Landsknecht's widgets (:mod:`widgets.games.landsknecht`), by their English text
(:mod:`widgets.speech`)."""

from __future__ import annotations

WORDS = {
    # The form and its refusals.
    "In Landsknecht the players must be a whole number from {low} to {high}, not {players}":
        "Au Landsknecht, le nombre de joueurs est un nombre entier de {low} à {high}, et non {players}",
    "the stake": "la mise",
    "a cover": "une couverture",
    "{what} is a whole number from {lowest} to {highest}, not {word}; write the stake, then '|' and the covers, "
    "such as '4 | 2 1 1'":
        "{what} est un nombre entier de {lowest} à {highest}, et non {word} ; écrivez la mise, puis « | » et les "
        "couvertures, comme « 4 | 2 1 1 »",
    "Matching": "Correspondance",
    "Players": "Joueurs",
    "Pack": "Jeu de cartes",
    "Stake | covers": "Mise | couvertures",
    "Cards in order: left, right, middle": "Cartes dans l’ordre : gauche, droite, milieu",
    "Settle this coup": "Régler ce coup",
    "New coup": "Nouveau coup",
    "Apply the stakes": "Appliquer les mises",
    # The table.
    "In the bank pot: {chips}": "Dans la caisse de la banque : {chips}",
    "Every step of this coup ({count})": "Toutes les étapes de ce coup ({count})",
    "The cards turned": "Les cartes retournées",
    "Outcome": "Résultat",
    "The coup is not decided yet.": "Le coup n’est pas encore joué.",
    "{payer} pays {payee} {amount}": "{payer} paie {amount} à {payee}",
    "{payments}; the bank pot is empty afterwards": "{payments} ; la caisse de la banque est vide ensuite",
    "the {pot} pot": "la caisse {pot}",
    "bank": "de la banque",
    # The questions of the predict mode.
    "Do the left and right cards match?": "Les cartes de gauche et de droite sont-elles de même valeur ?",
    "Yes: the banker wins at once": "Oui : le banquier gagne aussitôt",
    "No: cards are turned to the middle": "Non : on retourne des cartes au milieu",
    "{seat} turns the {card} to the middle: does it match?":
        "{seat} retourne {card} au milieu : est-elle de même valeur que l’une des deux ?",
    "The left card: the banker wins": "La carte de gauche : le banquier gagne",
    "The right card: the banker loses": "La carte de droite : le banquier perd",
    "Neither: another card is turned": "Aucune : on retourne une autre carte",
    "Does {seat}, the banker, win or lose?": "{seat}, le banquier, gagne-t-il ou perd-il ?",
    "The banker wins": "Le banquier gagne",
    "The banker loses": "Le banquier perd",
    "Does {seat} keep the bank?": "{seat} garde-t-il la banque ?",
    "Keeps it": "Il la garde",
    "Passes it on": "Il la passe",
    "Who is the next banker?": "Qui est le prochain banquier ?",
    # The seats' roles and the pots, as the engine gives them (widgets.table.role_words, pots_text).
    "banker": "banquier",
    "punter": "ponte",
    "next banker": "prochain banquier",
}

NOUNS = {"payment": "paiement"}

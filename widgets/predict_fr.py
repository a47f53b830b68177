"""The French of the "predict, then check" mode (:mod:`widgets.predict`), by its English text
(:mod:`widgets.speech`). A game's own questions are translated by its widget module's sibling."""

from __future__ import annotations

WORDS = {
    "Predict, then check": "Prédire, puis vérifier",
    "Still tied": "Toujours à égalité",
    "Made": "Réussi",
    "Lost": "Chuté",
    "Nobody": "Personne",
    "Our seats' policy, not a rule of the source:": "Stratégie de nos places, pas une règle de la source :",
    "the player": "le joueur",
    "the card": "la carte",
    "Step {number} of {total}: predict": "Étape {number} sur {total} : à prédire",
    "What happens next?": "Que se passe-t-il ensuite ?",
    "Your answer": "Votre réponse",
    "By which rule?": "Par quelle règle ?",
    "Show the answer without answering": "Voir la réponse sans répondre",
    "Step through the rules": "Parcourir les règles pas à pas",
    "Look at the table and answer both parts: the answer is shown once both are chosen.":
        "Regardez la table et répondez aux deux questions : la réponse s’affiche dès que les deux sont choisies.",
    "Look at the table, choose, and the answer is shown at once.":
        "Regardez la table, choisissez, et la réponse s’affiche aussitôt.",
    "The answer: {answer}.": "La réponse : {answer}.",
    "Right:": "Juste :",
    "Half right:": "À moitié juste :",
    "Not quite:": "Pas tout à fait :",
    "you said {yours}; the answer is {answer}.": "vous avez dit {yours} ; la réponse est {answer}.",
    "The rule:": "La règle :",
    "“{words}”": "« {words} »",
    "{choice}, by {rule}": "{choice}, par {rule}",
    "Your answers: {right} of {asked} right":
        lambda right, asked: f"Vos réponses : {right} juste{'s' if right >= 2 else ''} sur {asked}",
    "Your answers: none yet": "Vos réponses : aucune pour l’instant",
    "Try this deal again": "Rejouer cette donne",
    "before each decisive step asks you to answer, then says if you were right":
        "avant chaque étape décisive, vous demande de répondre, puis vous dit si vous aviez raison",
    "hides the cards nobody could see yet, and before each decisive step asks you to answer, then says if you were "
    "right":
        "cache les cartes que personne ne pouvait encore voir et, avant chaque étape décisive, vous demande de "
        "répondre, puis vous dit si vous aviez raison",
    "this step asks no question now: step on to the next one":
        "cette étape ne pose plus de question : passez à la suivante",
    "{value} is none of the answers offered here": "{value} n’est aucune des réponses proposées ici",
    "answers are given in the predict, then check mode: switch it on first":
        "on répond dans le mode « Prédire, puis vérifier » : activez-le d’abord",
}

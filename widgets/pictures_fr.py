"""The French of the pictures of a game at one step (:mod:`widgets.pictures`): their captions and the refusals of a
```picture block, by their English text (:mod:`widgets.speech`)."""

WORDS = {
    # The refusals of a block (its field at, the step to draw; its game and kind).
    "this deal has steps 0 to {last} as a widget counts them, not {at}":
        "cette donne a les étapes 0 à {last}, comptées comme un widget les compte, et non {at}",
    "no step of this deal is under the rule {at}: give a rule id its steps show, such as farmer.win.sixteen, or a "
    "step's number":
        "aucune étape de cette donne ne relève de la règle {at} : donnez l’identifiant d’une règle que montrent ses "
        "étapes, comme farmer.win.sixteen, ou le numéro d’une étape",
    "unknown game {game}: the games are {games}": "jeu inconnu {game} : les jeux sont {games}",
    "a picture of this game draws a {kinds} widget's table, not a {kind}'s":
        "une image de ce jeu dessine la table d’un widget {kinds}, et non celle d’un widget {kind}",
    " or a ": " ou ",
    "name the step to draw: a rule id such as farmer.win.sixteen, or a step's number":
        "nommez l’étape à dessiner : l’identifiant d’une règle, comme farmer.win.sixteen, ou le numéro d’une étape",
    "a picture draws the step named by 'at', not by 'step'":
        "une image dessine l’étape que nomme « at », et non « step »",
    # The caption.
    "rule": "règle",
    "{title}, seed {seed}, {players} players{options}: step {step} of {total}. Deal this seed in the page's widget "
    "and step to it to replay the deal.":
        "{title}, graine {seed}, {players} joueurs{options} : étape {step} sur {total}. Distribuez cette graine dans "
        "le widget de la page et avancez jusqu’à cette étape pour rejouer la donne.",
}

NOUNS: dict[str, str] = {}

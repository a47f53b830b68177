"""The French of the live widgets' entry point (:mod:`widgets.live`): its refusals of a message the page sent, by
their English text (:mod:`widgets.speech`)."""

WORDS = {
    "the page sent a choice that is neither text nor a form's fields":
        "la page a envoyé un choix qui n’est ni un texte ni les champs d’un formulaire",
    "the choice holds a character that is not valid Unicode":
        "le choix contient un caractère qui n’est pas de l’Unicode valide",
    "the widget sent a message it cannot read": "le widget a envoyé un message qu’il ne sait pas lire",
    "the widget could not read this choice; the last good view is kept":
        "le widget n’a pas pu lire ce choix ; la dernière vue valable est conservée",
    "unknown widget action {action}": "action de widget inconnue {action}",
    "a form field {name}: the seats are hand-1 to hand-{players}":
        "un champ de formulaire {name} : les places vont de hand-1 à hand-{players}",
}

NOUNS: dict[str, str] = {}

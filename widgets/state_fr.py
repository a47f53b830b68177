"""The French of a widget's state (:mod:`widgets.state`): its refusals of a link or a message, by their English text
(:mod:`widgets.speech`)."""

from __future__ import annotations

from collections.abc import Callable


def _grouped(number: int) -> str:
    """A whole number with its thousands apart, as French writes them (``20 000``)."""
    return f"{number:,}".replace(",", "\u202f")


WORDS: dict[str, str | Callable[..., str]] = {
    "a widget's state is a set of fields such as game, kind and seed":
        "l’état d’un widget est un ensemble de champs comme game, kind et seed",
    "this widget has no such setting; a link may hold only what the widget itself writes into it":
        "ce widget n’a pas ce réglage ; un lien ne peut contenir que ce que le widget y écrit lui-même",
    "unknown kind of widget {kind}: the kinds are {kinds}": "genre de widget inconnu {kind} : les genres sont {kinds}",
    "a deal needs a seed: a whole number such as 42": "une donne demande une graine : un nombre entier, comme 42",
    "the answers right ({right}) cannot be more than the answers given ({asked})":
        "les bonnes réponses ({right}) ne peuvent pas être plus nombreuses que les réponses données ({asked})",
    "a scenario needs the players' hands, such as 'KS 2C 3D | 7C 9D'":
        "un scénario demande les mains des joueurs, comme « KS 2C 3D | 7C 9D »",
    "the link is longer than any this page makes (at most {most:,} characters after the #, not {length:,})":
        lambda most, length: f"le lien est plus long que tous ceux que fait cette page (au plus {_grouped(most)} "
                             f"caractères après le #, et non {_grouped(length)})",
    "it asks for the {name} {asked}, and this widget's {name} is {own}: a link cannot change a widget's game or kind":
        "il demande le {name} {asked}, alors que le {name} de ce widget est {own} : un lien ne peut changer ni le "
        "jeu ni le genre d’un widget",
    "game": "jeu",
    "kind": "genre",
    "expected a name such as 'farmer'": "il faut un nom, comme « farmer »",
    "is longer than {most} characters": "dépasse {most} caractères",
    "holds a character that is not valid Unicode (a lone surrogate)":
        "contient un caractère qui n’est pas de l’Unicode valide (un seizet d’indirection isolé)",
    "must be a whole number from {lowest} to {highest}, not {given}":
        "doit être un nombre entier de {lowest} à {highest}, et non {given}",
    "must be 1 (on) or 0 (off), not {given}": "doit valoir 1 (activé) ou 0 (désactivé), et non {given}",
    "expected text such as '2', not {given}": "il faut un texte, comme « 2 », et non {given}",
    "a number of at most {most} digits, not {given}": "il faut un nombre d’au plus {most} chiffres, et non {given}",
    "write numbers with the digits 0 to 9, not {given}": "écrivez les nombres avec les chiffres de 0 à 9, et non {given}",
    "expected entries separated by '|'": "il faut des entrées séparées par « | »",
    "at most {most} entries, one for each seat": "au plus {most} entrées, une par place",
}

NOUNS: dict[str, str] = {}

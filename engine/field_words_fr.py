"""The refusals of a request's fields that every game shares, in French (:mod:`engine.field_words`).

A field keeps its name as a request writes it (« policy », « seat »), a choice its code; a number of players, of
deals, a seat are « le nombre de joueurs », « le nombre de donnes », « la place », as the catalogue's French says
them (:mod:`engine.described_fr`), and a policy is a « stratégie ». What a number counts comes worded in French
(:data:`engine.described_fr.TEMPLATES`), in the lower case of the middle of a sentence, and always in the singular,
so that one verb agrees with it.
"""

from __future__ import annotations

from engine.said import Sentence, Told
from engine.wording_fr import counted, listed


def _whole_number(t: Told) -> str:
    what = f"{t.term('what')} " if "what" in t else ""
    return f"{what}doit être un nombre entier de {t.number('low')} à {t.number('high')}, et non {t.term('given')}"


def _declared(t: Told) -> str:
    given = f", et non {t.term('given')}" if "given" in t else ""
    return t.term("refusal") + given


def _pack(t: Told) -> str:
    given = t.term("given")
    return t.term("refusal").format(given=given, cut=given, packs=listed(t.terms("packs")))


def _product(t: Told) -> str:
    steps = ""
    if t.term("bound") == "explained":
        steps = " tant que la réponse explique chaque étape" + (
            f" (avec \"explain\": false, au plus {t.number('unexplained')})" if "unexplained" in t else "")
    return (f"{t.term('asked')}, c’est plus qu’une réponse ne peut en contenir : {t.term('named')} doit valoir au "
            f"plus {t.number('most')}{steps}, soit par exemple {t.term('example')}")


def _policies_count(t: Told) -> str:
    whom = f"ponte (places 2 à {t.number('seats')})" if "seats" in t else "place"
    return f"donnez une liste de {counted(t.number('count'), 'stratégie')}, une par {whom}"


def _policy_number(t: Told) -> str:
    where = t.term("where") if "where" in t else ""
    return (f"{t.term('what')} est un nombre entier de {t.number('low')} à {t.number('high')}{where}, et non "
            f"{t.term('given')}")


def _variant(t: Told) -> str:
    variants = t.terms("variants")
    known = f"la seule variante est {variants[0]}" if len(variants) == 1 else f"les variantes sont {listed(variants)}"
    return f"variante inconnue {t.term('given')} du jeu {t.term('game')} : {known}"


SENTENCES: dict[str, Sentence] = {
    "refuse.unknown-field": lambda t: "champ inconnu pour cette requête ; les champs sont : "
                                      f"{listed(t.terms('fields')) if t.terms('fields') else ''}",
    "refuse.whole-number": _whole_number,
    "refuse.boolean": lambda t: f"doit valoir true ou false, et non {t.term('given')}",
    "refuse.choice": lambda t: f"{t.term('given')} n’est pas l’un des choix possibles : {listed(t.terms('choices'), 'ou')}",
    "refuse.declared": _declared,
    "refuse.product": _product,
    "refuse.names-count": lambda t: f"donnez une liste de {counted(t.number('count'), 'nom')}, un par place",
    "refuse.name-length": lambda t: f"un nom est un texte de 1 à {t.number('most')} caractères",
    "refuse.name-hidden": lambda t: "un nom ne peut contenir aucun caractère de contrôle ou invisible, tel que "
                                    f"{t.term('code')} dans {t.term('given')}",
    "refuse.name-blank": lambda t: "un nom ne peut contenir aucun caractère qui s’affiche comme un blanc, tel que "
                                   f"{t.term('code')} dans {t.term('given')}",
    "refuse.name-taken": lambda t: f"le nom {t.term('given')} est déjà pris par une autre place",
    "refuse.unknown-variant": _variant,
    "refuse.players-fixed": lambda t: f"{t.term('named')}, ni plus ni moins, et non {t.number('given')}",
    "refuse.players-type": lambda t: f"donnez le nombre de joueurs sous la forme d’un nombre entier : "
                                     f"{t.term('named')}, et non {t.term('given')}",
    "refuse.pack": _pack,
    "refuse.seed-needed": lambda t: "il faut une graine pour mélanger les cartes : un nombre entier, par exemple 42",
    "refuse.policy-and-policies": lambda t: "donnez soit une seule « policy » pour toutes les places, soit des "
                                            "« policies » place par place, mais pas les deux",
    "refuse.policies-count": _policies_count,
    "refuse.policy-object": lambda t: f'une stratégie est un objet tel que {{"name": "{t.term("policy")}", '
                                      f'"{t.term("setting")}": {t.number("example")}}}',
    "refuse.policy-field": lambda t: "champ de stratégie inconnu : une stratégie n’a que les champs « name » et "
                                     f"« {t.term('setting')} »",
    "refuse.policy-name": lambda t: f"stratégie inconnue {t.term('given')} : la stratégie proposée est "
                                    f"« {t.term('policy')} »",
    "refuse.policy-number": _policy_number,
    "refuse.seat-null": lambda t: "donnez un numéro de place, ou omettez ce champ pour regarder la partie",
    "refuse.onlooker-moves": lambda t: "un spectateur (place 0) ne joue aucun coup : prenez une place, à partir de 1, "
                                       "pour en jouer",
    "refuse.seatless-moves": lambda t: "prenez d’abord une place : les coups sont joués pour la place donnée dans "
                                       "« seat »",
    "refuse.decisions": lambda t: "donnez vos coups sous forme de liste, dans l’ordre où vous les jouez, par exemple "
                                  f"['draw', 'stand'] (au plus {t.number('most')})",
    "refuse.moves": lambda t: "donnez les coups de la partie à rejouer, ceux de toutes les places à tour de rôle, "
                              f"tels que les énumère le champ « moves » d’une réponse (au plus {t.number('most')})",
}
"""The shared refusals of a request's fields in French, by message id."""

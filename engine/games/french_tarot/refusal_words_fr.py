"""French Tarot's refusals of a request in French, by the message ids of :mod:`.refusal_words`, in the words of the
French game (preneur, défense, chien, écart, bouts, poignée, chelem, maldonne); the examples of a request's values
stay as a request writes them.

>>> from engine import language
>>> from engine.games.french_tarot.refusal_words import REFUSAL_WORDS
>>> from engine.said import Seat, say
>>> with language.speaking("fr"):
...     REFUSAL_WORDS.tell(say("refuse.hand-dealt", player=Seat(1), held=1, players=4, size=18), ("Anne", "Blaise"))
'Blaise tient 1 carte\\xa0: à 4 joueurs, chacun en reçoit 18'
"""

from __future__ import annotations

from engine.games.french_tarot.counting import points_text
from engine.games.french_tarot.refusal_words import dog_after_example
from engine.said import Sentence, Told
from engine.wording_fr import counted

_LEVELS = {"single": "simple", "double": "double", "triple": "triple"}
"""A poignée's level, as French names it after the noun: « une poignée simple »."""

_GIVEN = {"hands": ("les mains sont données", "le chien"), "dog": ("le chien est donné", "les mains")}
"""Of the hands and the dog, the one a request gave, and the other, which it left out."""


def _given(told: Told) -> tuple[str, str]:
    return _GIVEN[told.term("given")]


SENTENCES: dict[str, Sentence] = {
    # A pile and a deal to score
    "refuse.pile": lambda t: "donnez les cartes du tas, par exemple ['RPI', '21AT', '7CE']",
    "refuse.deals": lambda t: f"indiquez les donnes à marquer sous forme d’une liste de 1 à {t.number('most')} "
                              "objets, par exemple [{\"taker\": 1, \"contract\": \"garde\", \"points\": 48, "
                              "\"oudlers\": 2}]",
    "refuse.deal": lambda t: "une donne est un objet, par exemple {\"taker\": 1, \"contract\": \"garde\", "
                             "\"points\": 48, \"oudlers\": 2}",
    "refuse.taker": lambda t: "donnez la place du preneur",
    "refuse.slam-side": lambda t: "le camp qui l’a réalisé a fait presque tous les plis, et donc gagné le contrat, "
                                  f"mais le preneur l’a {'gagné' if t.term('result') == 'won' else 'perdu'}",
    "refuse.chelem-not-petit": lambda t: "un camp qui a fait tous les plis a réalisé un chelem, et non un petit chelem",
    "refuse.petit-second-to-last": lambda t: "le Petit n’est au bout à l’avant-dernier pli que si son camp a fait "
                                             "tous les plis (un chelem) et joué l’Excuse au dernier",
    "refuse.pile-and-points": lambda t: "donnez le tas du preneur, ou ses points et ses bouts, pas les deux",
    "refuse.points": lambda t: f"les points du preneur se comptent en points entiers ou en demi-points, de "
                               f"{points_text(t.number('lowest'))} à {points_text(t.number('highest'))} avec "
                               f"{counted(t.number('oudlers'), 'bout')}, par exemple 48 ou 43,5, et non "
                               f"{t.term('given')}",
    "refuse.partner-table": lambda t: f"on n’appelle un partenaire qu’à cinq joueurs, et non à {t.number('players')}",
    "refuse.partner": lambda t: "à cinq joueurs, donnez la place du partenaire : celui qui détient le roi appelé, ou "
                                "la place du preneur lui-même quand il joue seul",
    "refuse.petit-trick-alone": lambda t: "dites d’abord quel camp a mené le Petit au bout",
    "refuse.petit-taker": lambda t: "le camp du preneur a mené le Petit au bout, le Petit est donc l’un de ses bouts, "
                                    "or aucun d’eux n’est le Petit",
    "refuse.petit-defence": lambda t: "la défense a mené le Petit au bout, or le Petit est dans les plis du preneur",
    "refuse.chelem-object": lambda t: "donnez un objet, par exemple {\"announced\": true, \"made_by\": \"taker\"}",
    "refuse.chelem-empty": lambda t: "ni annoncé ni réalisé : omettez ce champ",
    "refuse.poignees": lambda t: f"donnez au plus {counted(t.number('players'), 'poignée')}, par exemple "
                                 "[{\"seat\": 1, \"level\": \"single\"}]",
    "refuse.poignee-object": lambda t: "une poignée est un objet, par exemple {\"seat\": 1, \"level\": \"double\"}",
    "refuse.poignee-once": lambda t: "un joueur n’annonce qu’une poignée au plus",
    "refuse.poignee-level": lambda t: f"une poignée {_LEVELS[t.term('level')]} montre au moins "
                                      f"{t.number('least')} atouts à {t.number('players')} joueurs, et non "
                                      f"{t.number('trumps')}",
    "refuse.poignee-empty": lambda t: "donnez le niveau de la poignée ou les atouts montrés",
    "refuse.poignees-trumps": lambda t: f"ces poignées montrent au moins {t.number('shown')} atouts, alors que le jeu "
                                        f"en compte {t.number('trumps')}, Excuse comprise",
    "refuse.miseres": lambda t: "donnez les places des joueurs qui ont déclaré une misère, par exemple [2]",
    "refuse.misere-once": lambda t: "un joueur ne déclare une misère qu’une fois au plus",
    # A hand to judge
    "refuse.hand-and-seed": lambda t: "donnez une main à juger, ou une graine pour en distribuer une, pas les deux",
    "refuse.hand": lambda t: f"donnez les {t.number('size')} cartes d’une main, par exemple ['21AT', 'RPI', ...], "
                             "ou une graine pour en distribuer une",
    "refuse.hand-size": lambda t: f"à {t.number('players')} joueurs, une main compte {t.number('size')} cartes, et "
                                  f"non {t.number('given')}",
    # A deal and its house rules
    "refuse.parole-without-prise": lambda t: "une parole qui ne permet qu’une prise demande une table qui joue la "
                                             "prise : choisissez \"any\", ou jouez la prise",
    "refuse.dealer": lambda t: "on n’indique le donneur qu’avec les mains et le chien ; une donne mélangée à partir "
                               "d’une graine le tire au sort",
    "refuse.hands-or-dog": lambda t: f"{_given(t)[0]}, donnez donc aussi {_given(t)[1]} : une donne, ce sont les "
                                     "mains des joueurs et le chien ensemble",
    "refuse.given-dealt": lambda t: "les mains et le chien sont donnés, donc rien n’est mélangé ni distribué : "
                                    "omettez ce champ",
    "refuse.hands": lambda t: f"donnez une liste de {t.number('size')} cartes pour chacune des "
                              f"{t.number('players')} places, par exemple [['21AT', 'RPI', ...], ...]",
    "refuse.hand-dealt": lambda t: f"{t.name('player')} tient {counted(t.number('held'), 'carte')} : à "
                                   f"{t.number('players')} joueurs, chacun en reçoit {t.number('size')}",
    "refuse.dog": lambda t: f"le chien compte {t.number('size')} cartes à {t.number('players')} joueurs, et non "
                            f"{t.number('given')}",
    "refuse.maldonne-below": lambda t: "le nombre convenu pour une maldonne ne compte qu’à une table qui joue la "
                                       "maldonne : ajoutez \"maldonne\": true, ou omettez ce champ",
    "refuse.dog-after": lambda t: "donnez, dans l’ordre, le nombre de cartes des joueurs distribuées avant chacune "
                                  f"des {t.number('size')} cartes du chien, par exemple "
                                  f"{dog_after_example(t.number('size'))}",
    "refuse.maldonne": lambda t: f"une maldonne : {t.told('why')} ; selon les règles, les cartes sont redistribuées, "
                                 "par le même donneur ou par le suivant",
    # Why a dealing order is a maldonne, told inside refuse.maldonne
    "refuse.maldonne-dog-size": lambda t: f"le chien compte {t.number('size')} cartes à {t.number('players')} "
                                          f"joueurs, et non {t.number('given')}",
    "refuse.maldonne-order": lambda t: "les cartes du chien se donnent dans l’ordre de la distribution, chacune après "
                                       "la précédente",
    "refuse.maldonne-first": lambda t: "la première carte du jeu ne peut pas aller au chien",
    "refuse.maldonne-last": lambda t: "la dernière carte du jeu ne peut pas aller au chien",
    "refuse.maldonne-in-a-row": lambda t: "le chien ne peut pas recevoir deux cartes de suite",
    "refuse.maldonne-inside": lambda t: f"après {t.number('inside')} cartes, le paquet de trois d’un joueur n’est pas "
                                        "terminé : une carte du chien ne peut pas s’y glisser",
    # The reader's decisions
    "refuse.call-table": lambda t: f"on n’appelle un roi qu’à cinq joueurs : à {t.number('players')}, le preneur "
                                   "joue seul contre les autres",
    "refuse.ecart-size": lambda t: f"l’écart compte {t.number('size')} cartes, autant que le chien à "
                                   f"{t.number('players')} joueurs, et non {t.number('given')}",
    # The taker's chances
    "refuse.missing-and-held": lambda t: "donnez le nombre de cartes manquantes, ou celui des cartes détenues et la "
                                         "taille de la sorte, pas les deux",
    "refuse.missing": lambda t: "donnez le nombre de cartes d’une sorte que le preneur ne détient pas (de 1 à "
                                f"{t.number('most')}), ou celui des cartes détenues et la taille de la sorte, par "
                                "exemple \"held\": 8, \"of\": 14",
    # What a number refused names, which the shared refusal of a whole number begins with (in lower case, as a
    # French refusal begins)
    "refuse.what-taker": lambda t: "la place du preneur",
    "refuse.what-oudlers": lambda t: "le nombre de bouts dans les plis du preneur",
    "refuse.what-partner": lambda t: "la place du partenaire",
    "refuse.what-seat": lambda t: "la place",
    "refuse.what-trumps-shown": lambda t: f"à {t.number('players')} joueurs, le nombre d’atouts montrés",
    "refuse.what-dog-after": lambda t: "le nombre de cartes des joueurs distribuées avant une carte du chien",
    "refuse.what-held": lambda t: f"à {t.number('players')} joueurs, pour une sorte de {t.number('size')} cartes, le "
                                  "nombre de cartes que détient le preneur",
}
"""French Tarot's refusals of a request in French, by message id."""

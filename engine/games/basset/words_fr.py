"""The sentences of Basset's steps in French (:mod:`engine.games.basset.words`), by message id: the stakes (les
mises) the punters (les pontes) place, each card the banker (le banquier) turns and what it settles, and each choice
to take a win or let it ride (faire paroli).

A stake's rank is a rank's code (``K``, ``7``, ``F``); French prose names it in words, with its article (« sur le
roi », « sur l’as »), the courts of the Italian and Spanish packs by their French names (valet, cavalier, roi). A
refusal names the request's values as the reader writes them: a denomination by its code, a policy or a choice by its
name (``take``, ``ride``).

>>> from engine.said import Seat, say
>>> from engine import language
>>> from engine.games.basset.words import WORDS
>>> with language.speaking("fr"):
...     WORDS.tell(say("stakes.placed", punter=Seat(1), ranks=("A", "K"), amounts=(2, 1)), ("Anne", "Blaise"))
'Blaise mise 2 sur l’as et 1 sur le roi.'
"""

from __future__ import annotations

from collections.abc import Callable

from engine.said import Sentence, Told
from engine.wording_fr import counted, elided, label, listed, ordinal

_RANK_WORDS = {
    "A": "as", "1": "as", "2": "deux", "3": "trois", "4": "quatre", "5": "cinq", "6": "six", "7": "sept",
    "8": "huit", "9": "neuf", "10": "dix", "J": "valet", "F": "valet", "S": "valet", "C": "cavalier",
    "Q": "dame", "K": "roi", "R": "roi",
}
"""The ranks' codes in French words: the French pack's, and the Italian and Spanish packs' (fante and sota are
valets, cavallo and caballo cavaliers, re and rey rois)."""


_NAMED = {
    "ace": "as", "two": "deux", "three": "trois", "four": "quatre", "five": "cinq", "six": "six", "seven": "sept",
    "eight": "huit", "nine": "neuf", "ten": "dix", "jack": "valet", "fante": "valet", "sota": "valet",
    "cavallo": "cavalier", "caballo": "cavalier", "queen": "dame", "king": "roi", "re": "roi", "rey": "roi",
}
"""The ranks' names, as their packs name them, in French words, as :data:`_RANK_WORDS` names their codes."""


def _the(word: str) -> str:
    """A rank's French word with its article: « le roi », « l’as », « la dame »."""
    return f"l’{word}" if word == "as" else f"la {word}" if word == "dame" else f"le {word}"


def _rank(code: str) -> str:
    """A rank's code as French names it, with its article: « le roi », « l’as », « le huit »."""
    return _the(_RANK_WORDS.get(code, code))


def _times(price: int) -> str:
    """A price in words: « à égalité » or « 7 fois la mise »."""
    return "à égalité" if price == 1 else f"{price} fois la mise"


def _times_won(wins: int) -> str:
    """How many times a stake won, in words: « une fois », « 3 fois »."""
    return "une fois" if wins == 1 else f"{wins} fois"


def _until(wins: int) -> str:
    """How far a stake that has won ``wins`` times rides: into the next deal after its fourth win."""
    return "jusque dans la donne suivante" if wins == 4 else "jusqu’au gain suivant"


_CHOOSER = {"reader": "votre choix", "policy": "selon sa stratégie"}
"""Who chose to take a win or let it ride, in words."""


def _placed(told: Told) -> str:
    """A punter's stakes for the deal, and those of their ranks that already ride on."""
    if "ranks" in told:
        stakes = listed([f"{amount} sur {_rank(rank)}"
                         for amount, rank in zip(told.numbers("amounts"), told.terms("ranks"))])
        text = f"{told.name('punter')} mise {stakes}"
    else:
        text = f"{told.name('punter')} ne mise rien à cette donne"
    if "riding" in told:
        text += f" (une mise court déjà sur {listed([_rank(rank) for rank in told.terms('riding')])})"
    return text + "."


def _turned(told: Told) -> str:
    """The card the banker turns, where it falls, and how many stakes it meets."""
    pile, pair = told.term("pile"), told.number("pair")
    where = {"first": ", la première carte", "last": ", la dernière carte",
             "losing": f" sur le premier tas (perdant), paire {pair}",
             "winning": f" sur le second tas (gagnant), paire {pair}"}[pile]
    hit, card = told.number("hit"), told.card("card")
    met = f" : {counted(hit, 'mise')} sur {_rank(card.rank.code)}." if hit else "."
    return f"{told.name('banker')} retourne {label(card)}{where}{met}"


def _won(told: Told) -> str:
    """A stake's win, and what it pays if taken now."""
    price, stake = told.number("price"), told.number("stake")
    return (f"{label(told.card('card'))} fait gagner à {told.name('punter')} sa mise de {stake} sur "
            f"{_rank(told.term('rank'))} pour la {ordinal(told.number('wins'), feminine=True)} fois : prise "
            f"maintenant, elle est payée {_times(price)}, soit {price * stake}.")


_LABELS = {"pack": "le jeu du banquier, face cachée", "first": "première carte, au banquier",
           "losing": "premier tas, perdant", "winning": "second tas, gagnant", "last": "dernière carte, au banquier"}
"""The banker's pack and the piles on the table, by their keys, as the table labels them."""


_STATES: dict[str, Callable[[int], str]] = {
    "on": lambda count: "sur le tableau",
    "carried": lambda count: "court depuis la donne précédente (cornée)",
    "lost": lambda count: "perdue",
    "won": lambda count: f"a gagné {'une fois' if count == 1 else f'{count} fois'}",
    "rides": lambda count: f"court, {counted(count, 'gain')} (cornée)",
    "took": lambda count: f"retirée avec {count} de gain et la mise",
}
"""How a stake (une mise) on the board stands, by its state, with its count: the wins, or the chips taken."""


def _after(told: Told) -> str:
    """Each player's balance after a deal, signed: « Après la donne 1 : Anne +2, Blaise -2. »."""
    balances = ", ".join(f"{player} {amount:+d}"
                         for player, amount in zip(told.names("players"), told.numbers("balances")))
    return f"Après la donne {told.number('deal')} : {balances}."


def _wins(used: int) -> str:
    """The wins of a session that a reader's decisions may cover: « aucun gain sur lequel », « que 2 gains sur
    lesquels »."""
    if used == 0:
        return "aucun gain sur lequel"
    return "qu’un gain sur lequel" if used == 1 else f"que {used} gains sur lesquels"


SENTENCES: dict[str, Sentence] = {
    "stakes.open": lambda t: f"Avant la donne {t.number('deal')}, les pontes placent leurs mises ; "
                             f"{t.name('banker')} tient la banque à la place 1 pendant toute la séance.",
    "stakes.rides-on": lambda t: f"La mise {elided('de', t.name('punter'))}, {t.number('stake')} sur "
                                 f"{_rank(t.term('rank'))}, continue de courir depuis la donne {t.number('deal')}, "
                                 "où elle a gagné quatre fois.",
    "stakes.placed": _placed,
    "pack.full": lambda t: f"{t.name('banker')} tient le jeu entier de {t.number('size')} cartes, battu, et le "
                           "retourne une carte à la fois.",
    "deal.all-settled": lambda t: f"Plus aucune mise n’est en jeu : {t.name('banker')} ne retourne plus de carte "
                                  f"(il reste {counted(t.number('left'), 'carte')} dans le jeu).",
    "card.turned": _turned,
    "card.too-late": lambda t: f"{label(t.card('card'))} arrive trop tard pour la mise "
                               f"{elided('de', t.name('punter'))} sur {_rank(t.term('rank'))} : la première carte de "
                               "cette paire l’avait déjà fait perdre.",
    "stake.lost": lambda t: f"{label(t.card('card'))} fait perdre à {t.name('punter')} sa mise de {t.number('stake')} "
                            f"sur {_rank(t.term('rank'))} : elle revient à {t.name('banker')}.",
    "stake.riding-lost": lambda t: f"{label(t.card('card'))} fait perdre à {t.name('punter')} sa mise qui courait sur "
                                   f"{_rank(t.term('rank'))} après avoir gagné "
                                   f"{_times_won(t.number('wins'))} : {t.name('banker')} ne prend "
                                   f"que la mise de {t.number('stake')}, car les gains refusés n’ont jamais été "
                                   "payés.",
    "stake.won": _won,
    "paroli.fifth-ends": lambda t: f"Un cinquième gain clôt le barème : {t.name('punter')} retire sa mise sur "
                                   f"{_rank(t.term('rank'))} avec ses gains.",
    "paroli.last-deal": lambda t: f"C’est la dernière donne de la séance : la mise "
                                  f"{elided('de', t.name('punter'))} sur {_rank(t.term('rank'))} ne peut donc pas "
                                  "courir sur une autre ; elle est payée au prix du quatrième gain.",
    "paroli.rides": lambda t: f"{t.name('punter')} laisse courir sa mise sur {_rank(t.term('rank'))} "
                              f"{_until(t.number('wins'))} (paroli ; {_CHOOSER[t.term('by')]}) en faisant une "
                              "corne à la carte, et ne peut plus la retirer avant qu’elle gagne de nouveau.",
    "paroli.takes": lambda t: f"{t.name('punter')} prend son gain sur {_rank(t.term('rank'))} "
                              f"({_CHOOSER[t.term('by')]}).",
    "paroli.take-ends": lambda t: f"{t.name('banker')} paie {t.number('paid')} à {t.name('punter')} "
                                  f"({_times(t.number('price'))}, pour une mise de {t.number('stake')}), et "
                                  f"{t.name('punter')} reprend sa mise, ce qui y met fin.",
    "table.place": lambda t: _LABELS[t.term("place")],
    "table.stakes": lambda t: " ; ".join(t.terms("stakes")),
    "table.stake": lambda t: f"{t.name('punter')} {t.number('stake')} : {_STATES[t.term('state')](t.number('count'))}",
    "table.board": lambda t: f"{_the(_NAMED.get(t.term('denomination'), t.term('denomination')))} du tableau",
    "table.after-deal": _after,
    "refuse.choices-list": lambda t: 'donnez les choix sous forme de liste, telle que ["ride", "take"]',
    "refuse.choice": lambda t: f"un choix est « ride » ou « take », et non {t.term('given')}",
    "refuse.order-missing": lambda t: "donnez l’ordre des cartes, celle du dessus d’abord, par exemple "
                                      "['KS', '7H', '7D']",
    "refuse.pack-or-small": lambda t: "donnez soit un jeu, soit le nombre de valeurs et de cartes par valeur d’un jeu "
                                      "réduit, mais pas les deux",
    "refuse.pack-size": lambda t: f"le jeu doit compter un nombre pair de cartes, au moins 2, et non "
                                  f"{t.number('cards')} : une première carte, des paires et une dernière carte",
    "refuse.stakes-count": lambda t: f"donnez un groupe de mises par ponte : {counted(t.number('punters'), 'ponte')}, "
                                     f"{counted(t.number('groups'), 'groupe') if 'groups' in t else 'aucune liste'}",
    "refuse.stakes-object": lambda t: 'les mises d’un ponte forment un objet, tel que {"K": 2, "7": 1}',
    "refuse.denomination": lambda t: f"valeur inconnue {t.term('given')} : les valeurs sont "
                                     f"{' '.join(t.terms('denominations'))}",
    "refuse.staked-twice": lambda t: f"la valeur {t.term('denomination')} est misée deux fois",
    "refuse.policy-object": lambda t: 'une stratégie est un objet, tel que {"name": "take"} ou {"name": "ride", '
                                      '"to": 3}',
    "refuse.policy-unknown": lambda t: f"stratégie inconnue {t.term('given')} : les stratégies sont « take » et "
                                       "« ride »",
    "refuse.policy-field": lambda t: f"champ inconnu pour la stratégie {t.term('given')}",
    "refuse.policy-to": lambda t: f"le rang du gain à prendre est un nombre entier de 2 à {t.number('most')}, et non "
                                  f"{t.term('given')}",
    "refuse.decision-unused": lambda t: "un choix entre prendre et faire paroli, pour une mise qui n’a pas gagné : "
                                        f"cette séance ne compte {_wins(t.number('used'))} choisir",
}
"""Basset's steps, the words of its table and the refusals of its requests, in French, by message id."""

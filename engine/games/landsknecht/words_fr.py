"""The sentences of Landsknecht's steps and refusals in French (:mod:`engine.games.landsknecht.words`), by message
id: the banker's stake (la mise du banquier) and what the punters (les pontes) cover, the cards turned to the left,
to the right and to the middle, the settlement, and the bank passed on (la main passe) or sold; and the words of the
table kept with each step: the places' labels, the seats' notes and the outcome.

What matching cards share is worded by the rule set's ``by`` (``suit`` or ``rank``): « de cœur », « des sept ».

>>> from engine.said import say
>>> from engine import language
>>> from engine.cards import FRENCH
>>> from engine.games.landsknecht.words import WORDS
>>> with language.speaking("fr"):
...     WORDS.tell(say("match", card=FRENCH.parse("KS"), partner=FRENCH.parse("KH"), by="rank"), ())
'R♠ et R♥ sont toutes deux des rois\\xa0: elles se correspondent.'
"""

from __future__ import annotations

from engine.cards import Card
from engine.said import Sentence, Told
from engine.wording_fr import counted, elided, label, listed, name, ordinal, suit_name

_RANKS = {
    "ace": "as", "two": "deux", "three": "trois", "four": "quatre", "five": "cinq", "six": "six", "seven": "sept",
    "eight": "huit", "nine": "neuf", "ten": "dix", "jack": "valet", "queen": "dame", "king": "roi",
}
"""The ranks' English names in French; the German and Swiss packs' own ranks (Sau, Unter, Ober, Daus, Banner, Under,
König) keep their names."""
_PLURAL = {"valet": "valets", "dame": "dames", "roi": "rois"}
"""The French ranks whose plural takes an s; the numbers, the ace and the foreign names do not change."""
_FEMININE = {"dame", "Sau"}
"""The ranks named with « une »."""

_PLACES = {"left": "à sa gauche", "right": "à sa droite", "middle": "au milieu"}
"""Where the banker turns a card, in words."""
_RESULTS = {"wins": "gagne", "loses": "perd"}
"""The banker's result, in words."""
_BY = {"suit": "la couleur", "rank": "la valeur"}
"""What matching cards share, as a refusal names it, by the rule set's ``by``."""


def _rank(card: Card) -> str:
    """The French name of ``card``'s rank: « roi », « sept », « Ober »."""
    return _RANKS.get(card.rank.name, card.rank.name)


def _one(told: Told, card: Card) -> str:
    """What ``card`` is, as a match needs it: « de cœur » by suit, « un sept » or « une dame » by rank."""
    if told.term("by") == "suit":
        return f"de {suit_name(card.suit)}"
    rank = _rank(card)
    return f"{'une' if rank in _FEMININE else 'un'} {rank}"


def _ranks(rank: str, count: int) -> str:
    """A rank counted: « 1 roi », « 3 rois », « 3 sept »."""
    return f"{count} {_PLURAL.get(rank, rank) if count > 1 else rank}"


def _partners(told: Told, card: Card, count: int) -> str:
    """``count`` cards that match ``card``: « 7 cartes de pique », « 3 rois »."""
    if told.term("by") == "suit":
        return f"{count} carte{'s' if count > 1 else ''} de {suit_name(card.suit)}"
    return _ranks(_rank(card), count)


def _both(told: Told, card: Card) -> str:
    """What two matching cards both are: « toutes deux de pique », « toutes deux des rois »."""
    if told.term("by") == "suit":
        return f"toutes deux de {suit_name(card.suit)}"
    rank = _rank(card)
    return f"toutes deux des {_PLURAL.get(rank, rank)}"


def _covers(told: Told) -> str:
    """A punter's cover: of the policy it followed for a computer seat, capped where the policy offered more than was
    still uncovered, with what is left uncovered after it."""
    player, how, amount, left = told.name("punter"), told.term("how"), told.number("cover"), told.number("uncovered")
    if how == "all-covered":
        return f"{player} ne couvre rien : toute la mise est déjà couverte."
    if how == "policy-nothing":
        return f"{player} ne couvre rien (stratégie : couvrir jusqu’à 0)."
    if how == "chosen":
        text = f"{player} couvre {amount} de la mise" if amount else f"{player} ne couvre rien."
    elif how == "capped":
        text = (f"{player} couvrirait jusqu’à {told.number('up-to')}, mais il ne reste que {left + amount} de la mise "
                f"à couvrir : {player} couvre donc {amount}")
    else:
        text = f"{player} couvre {amount} de la mise (stratégie : couvrir jusqu’à {told.number('up-to')})"
    if not amount:
        return text
    return f"{text} ; il reste {left} à couvrir." if left else f"{text} ; il ne reste plus rien à couvrir."


def _uncovered(told: Told) -> str:
    """The part of the stake nobody covered, which goes back to the banker."""
    left, banker = told.number("uncovered"), told.name("banker")
    return (f"Personne n’a couvert {left} de la mise {elided('de', banker)} : cette part n’est pas en jeu, et "
            f"{banker} la reprend.")


def _bids(told: Told) -> str:
    """The sealed bids, each bidder's name and bid in turn: « Anne 3, Blaise 0 »."""
    return ", ".join(f"{bidder} {bid}" for bidder, bid in zip(told.names("bidders"), told.numbers("bids")))


def _paid(told: Told) -> str:
    """What the losing banker pays, each punter's name and cover in turn: « Anne 2, Claude 1 »."""
    return ", ".join(f"{punter} {cover}" for punter, cover in zip(told.names("punters"), told.numbers("covers")))


def _turned(told: Told, where: str) -> str:
    """The card the banker turns, named in letters and in words, and where it goes."""
    card = told.card("card")
    return f"{told.name('banker')} retourne {label(card)} ({name(card)}) {where}"


_LABELS = {"left": "Gauche : la carte du banquier", "right": "Droite : la carte des pontes", "middle": "Milieu",
           "talon": "Talon"}
"""The places where the cards lie during a coup, as the table labels them."""

_HOW = {"immediate": "les cartes de gauche et de droite se correspondent d’emblée",
        "left": "une carte du milieu correspond à la carte de gauche",
        "right": "une carte du milieu correspond à la carte de droite"}
"""How a coup was decided, in words."""


def _outcome(told: Told) -> str:
    """What the coup came to, and who holds the bank next once that is known."""
    text = f"{told.name('banker')} {_RESULTS[told.term('result')]} : {_HOW[told.term('how')]}."
    return text + f" Prochain banquier : {told.name('next')}." if "next" in told else text


SENTENCES: dict[str, Sentence] = {
    "stake.banker": lambda t: f"{t.name('banker')} tient la banque et met au jeu une mise de {t.number('stake')}.",
    "cover.punter": _covers,
    "cover.uncovered": _uncovered,
    "shuffle.pack": lambda t: f"{t.name('banker')} bat le jeu entier de {t.number('size')} cartes.",
    "deal.turned": lambda t: _turned(t, _PLACES[t.term("place")]) + ".",
    "deal.left-is-banker": lambda t: f"La carte de gauche, {label(t.card('left'))}, est celle "
                                     f"{elided('de', t.name('banker'))}, qui tient la banque ; la carte de droite, "
                                     f"{label(t.card('right'))}, est celle des pontes.",
    "match": lambda t: f"{label(t.card('card'))} et {label(t.card('partner'))} sont {_both(t, t.card('card'))} : "
                       "elles se correspondent.",
    "deal.immediate-match": lambda t: f"Les cartes de gauche et de droite se correspondent d’emblée : "
                                      f"{t.name('banker')} gagne toutes les mises.",
    "middle.no-match": lambda t: f"{label(t.card('left'))} et {label(t.card('right'))} ne se correspondent pas "
                                 f"(l’une est {_one(t, t.card('left'))}, l’autre {_one(t, t.card('right'))}) : "
                                 f"{t.name('banker')} retourne donc des cartes au milieu jusqu’à ce que l’une "
                                 "corresponde à la carte de gauche ou à celle de droite.",
    "middle.always-ends": lambda t: f"Il reste {_partners(t, t.card('left'), t.number('partners'))} parmi les "
                                    f"{t.number('unturned')} cartes non retournées : une carte correspondante sortira "
                                    "donc avant que le jeu soit épuisé.",
    "middle.neither": lambda t: _turned(t, "au milieu") + " : elle ne correspond à aucune des deux.",
    "middle.left-match": lambda t: f"{label(t.card('card'))} correspond à la carte de gauche, {label(t.card('left'))} "
                                   f": {t.name('banker')} gagne.",
    "middle.right-match": lambda t: f"{label(t.card('card'))} correspond à la carte de droite, "
                                    f"{label(t.card('right'))} : {t.name('banker')} perd.",
    "settle.banker-wins": lambda t: f"{t.name('banker')} gagne, ramasse ce que les pontes ont couvert, "
                                    f"{t.number('covered')}, et reprend {t.number('covered')} de sa mise.",
    "settle.nobody-covered": lambda t: f"{t.name('banker')} {_RESULTS[t.term('result')]}, mais personne n’a couvert "
                                       "la mise : rien ne change de mains.",
    "settle.banker-loses": lambda t: f"{t.name('banker')} perd et paie à chaque ponte ce qu’il a couvert ({_paid(t)}) "
                                     "; chacun reprend aussi sa mise.",
    "bank.keeps": lambda t: f"{t.name('banker')} a gagné : {t.name('banker')} garde donc la banque et mise de nouveau "
                            f"{t.number('stake')} au coup suivant.",
    "bank.passes-on": lambda t: f"{t.name('banker')} a perdu : la main passe.",
    "bank.to-the-left": lambda t: f"{t.name('next')}, à la gauche {elided('de', t.name('banker'))}, sera le "
                                  "prochain banquier.",
    "auction.option": lambda t: f"La table joue la banque aux enchères : {t.name('banker')} la vend au lieu de "
                                "la passer.",
    "auction.no-bid": lambda t: f"Offres sous pli cacheté : {_bids(t)}. Personne ne fait d’offre pour la banque.",
    "auction.sold": lambda t: f"Offres sous pli cacheté : {_bids(t)}. {t.name('buyer')} offre le plus, paie "
                              f"{t.number('price')} à {t.name('banker')} et devient le banquier.",
    "auction.tie": lambda t: f"{listed(t.names('tied'))} offrent {t.number('price')} chacun ; {t.name('buyer')}, le "
                             f"premier en partant de la gauche {elided('de', t.name('banker'))}, achète la banque.",
    "refuse.cover-above": lambda t: f"{t.name('player')} peut couvrir au plus ce qui reste à couvrir de la mise, "
                                    f"{t.number('uncovered')}, et non {t.number('amount')}",
    "refuse.bids-without-auction": lambda t: "les offres ne sont lues que si la table joue la banque aux enchères : "
                                             "mettez auction à true",
    "refuse.bids-count": lambda t: f"donnez une liste de {counted(t.number('players'), 'offre')}, une par place",
    "refuse.order-missing": lambda t: "donnez les cartes dans l’ordre où elles sont retournées : à gauche, à droite, "
                                      "puis au milieu",
    "refuse.order-too-short": lambda t: "donnez au moins la carte de gauche et celle de droite",
    "refuse.order-undecided": lambda t: f"ces {t.number('count')} cartes ne décident pas du coup : ajoutez des cartes "
                                        "au milieu jusqu’à ce que l’une corresponde à la carte de gauche ou à celle de "
                                        f"droite par {_BY[t.term('by')]}",
    "refuse.order-decided": lambda t: f"le coup est déjà décidé par {label(t.card('card'))}, la "
                                      f"{ordinal(t.number('turned'), feminine=True)} carte retournée : on n’en "
                                      "retourne donc pas d’autre",
    "table.place": lambda t: _LABELS[t.term("place")],
    "table.banker-note": lambda t: f"mise {t.number('stake')}, dont {t.number('covered')} en jeu",
    "table.punter-note": lambda t: f"couvre {t.number('cover')}",
    "table.outcome": _outcome,
}
"""Landsknecht's steps and refusals, and the words of its table, in French, by message id."""

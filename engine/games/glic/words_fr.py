"""The sentences of Glic's steps in French, by message id, as :mod:`engine.games.glic.words` words them in English:
the board dressed, the deal, the claims, the betting for the Poch and its showdown, and the runs laid out towards 31,
with the words of the table kept with each step and of a hand's value.

The board's compartments (*cases*) keep the names the board writes, in French: l’As, le Roi, la Dame, le Valet, le
Dix, le Mariage, la Séquence and le Poch; a penny is a *denier*. A hand is worded by the value
:mod:`engine.games.glic.hands` gives it, as French names the sets: a pair (*paire*), three of a kind (*brelan*) and
four (*carré*). The stock is *le paquet* before the deal and *le talon* after it, the turn-up *la retourne*, a run
towards 31 *une série* and its running count *le total*.

>>> from engine.cards import FRENCH, GERMAN
>>> [_valued([FRENCH.parse(c) for c in hand]) for hand in (("7S", "7H", "AS", "2C", "9D"),
...                                                          ("8S", "8H", "8C", "2C", "9D"), ("AS", "3H", "2C"))]
['une paire de sept', 'un brelan de huit', 'rien de mieux que l’as']
>>> _valued([GERMAN.parse(c) for c in ("OE", "OG", "UR", "UB", "2B")]), _the_card(GERMAN.parse("2B"))
('une paire d’Ober', 'la Sau de grelots')
>>> _at("ace"), _at("king"), _at("queen"), _of("ace"), _of("ten"), _of("sequence")
('à l’As', 'au Roi', 'à la Dame', 'de l’As', 'du Dix', 'de la Séquence')
"""

from __future__ import annotations

from engine.cards import Card, Rank
from engine.games.glic.hands import value
from engine.said import Told
from engine.table import seat_number
from engine.wording_fr import counted, elided, in_a_row, label, listed, name, suit_name

_COMPARTMENTS = {"ace": ("As", "m"), "king": ("Roi", "m"), "queen": ("Dame", "f"), "jack": ("Valet", "m"),
                 "ten": ("Dix", "m"), "marriage": ("Mariage", "m"), "sequence": ("Séquence", "f"),
                 "poch": ("Poch", "m")}
"""Each compartment's name as the board writes it, in French, and its gender."""


def _title(compartment: str) -> str:
    """A compartment's bare name: ``Valet``."""
    return _COMPARTMENTS[compartment][0]


def _the(compartment: str) -> str:
    """A compartment with its article: ``l’As``, ``le Roi``, ``la Dame``."""
    word, gender = _COMPARTMENTS[compartment]
    return elided("le" if gender == "m" else "la", word)


def _at(compartment: str) -> str:
    """In a compartment: ``à l’As``, ``au Roi``, ``à la Dame``."""
    the = _the(compartment)
    return "au " + the[3:] if the.startswith("le ") else "à " + the


def _of(compartment: str) -> str:
    """Of a compartment: ``de l’As``, ``du Roi``, ``de la Dame``."""
    the = _the(compartment)
    return "du " + the[3:] if the.startswith("le ") else "de " + the


def _cases(compartments: tuple[str, ...]) -> str:
    """The compartments as one or several *cases*: ``la case du Dix``, ``les cases de l’As et du Mariage``."""
    named = listed([_of(c) for c in compartments])
    return f"la case {named}" if len(compartments) == 1 else f"les cases {named}"


_RANKS = {
    "ace": ("as", "as", "m"), "two": ("deux", "deux", "m"), "three": ("trois", "trois", "m"),
    "four": ("quatre", "quatre", "m"), "five": ("cinq", "cinq", "m"), "six": ("six", "six", "m"),
    "seven": ("sept", "sept", "m"), "eight": ("huit", "huit", "m"), "nine": ("neuf", "neuf", "m"),
    "ten": ("dix", "dix", "m"), "jack": ("valet", "valets", "m"), "queen": ("dame", "dames", "f"),
    "king": ("roi", "rois", "m"), "Sau": ("Sau", "Sau", "f"), "Unter": ("Unter", "Unter", "m"),
    "Ober": ("Ober", "Ober", "m"), "sota": ("sota", "sotas", "f"), "caballo": ("caballo", "caballos", "m"),
    "rey": ("rey", "reyes", "m"),
}
"""The ranks of the French, German and Spanish packs in French, by their English name: singular, plural and
gender; the German and Spanish courts keep their own names."""

_VOWELS = "aeiouéèê"
"""The letters before which French elides; never an *h* here, as *huit* is aspirated (« de huit », « le huit »)."""


def _article(rank: Rank) -> str:
    """The definite article of a rank: ``l’``, ``le `` or ``la ``."""
    word, _, gender = _RANKS[rank.name]
    return "l’" if word[0].lower() in _VOWELS else "le " if gender == "m" else "la "


def _the_card(card: Card) -> str:
    """A card in words with its article: ``le roi de cœur``, ``l’as de pique``, ``la Sau de glands``."""
    return _article(card.rank) + name(card)


def _of_rank(rank: Rank) -> str:
    """``de`` and a rank in the plural: ``de rois``, ``d’as``, ``de huit``."""
    plural = _RANKS[rank.name][1]
    return ("d’" if plural[0].lower() in _VOWELS else "de ") + plural


def _valued(cards: tuple[Card, ...] | list[Card]) -> str:
    """A hand in words: ``une paire de rois``, ``un brelan de sept``, ``rien de mieux que l’as``."""
    hand = value(cards)
    if hand.size == 1:
        return f"rien de mieux que {_article(hand.rank)}{_RANKS[hand.rank.name][0]}"
    kind = {2: "une paire", 3: "un brelan", 4: "un carré"}[hand.size]
    return f"{kind} {_of_rank(hand.rank)}"


def _hands(told: Told) -> list[tuple[str, tuple[Card, ...]]]:
    """Each seat's name and cards, from the message's ``players``, ``sizes`` and ``cards``."""
    cards, start, hands = told.cards("cards"), 0, []
    for player, size in zip(told.names("players"), told.numbers("sizes")):
        hands.append((player, cards[start:start + size]))
        start += size
    return hands


def _dealt(told: Told) -> str:
    return " ; ".join(f"{player} {in_a_row(cards)}" for player, cards in _hands(told))


def _taken(told: Told) -> str:
    """What the holder takes, after *et* : ``ramasse la case du Roi : 2 deniers``."""
    amount = told.number("amount")
    return f"ramasse {_cases((told.term('compartment'),))} : {counted(amount, 'denier')}"


def _dressed(told: Told) -> str:
    laid = ", ".join(f"{player} {_at(compartment)}"
                     for player, compartment in zip(told.names("payers"), told.terms("compartments")))
    return (f"{told.name('dealer')} donne. On garnit le plateau d’un denier par case, le donneur d’abord, puis en "
            f"tournant vers la gauche : {laid}.")


def _better(told: Told) -> str:
    """The player who moves in the betting: by name, with the hand's value when the policy chose the move (« avec
    une paire de dames », « qui n’a rien de mieux que le roi »)."""
    if "hand" not in told:
        return told.name("player")
    hand = told.cards("hand")
    return f"{told.name('player')}, {'qui n’a' if value(hand).size == 1 else 'avec'} {_valued(hand)},"


_SETS = {"pair": "la paire", "three": "le brelan", "four": "le carré"}
"""The winning set of a hand that beats every lower class, by its class."""

_WHY = {
    "showdown.classes": lambda t: f"{_SETS[t.term('kind')]} {elided('de', t.name('first'))} bat toute main "
                                  "d’une classe inférieure",
    "showdown.high-cards": lambda t: f"la combinaison {elided('de', t.name('first'))} est la plus haute de sa classe",
    "showdown.kickers": lambda t: f"les combinaisons sont de même rang, et les autres cartes "
                                  f"{elided('de', t.name('first'))} sont plus hautes",
    "showdown.equal": lambda t: f"les meilleures mains sont égales, et {t.name('first')} précède les autres dans "
                                "l’ordre du jeu à partir de la gauche du donneur",
}
"""Why the best hand at a showdown wins, by the message that says it."""


def _showdown(told: Told) -> str:
    shown = " ; ".join(f"{player} {in_a_row(cards)}, {_valued(cards)}" for player, cards in _hands(told))
    why = _WHY[told.said.message](told)
    return f"On abat les jeux : {shown}. {why[0].upper()}{why[1:]}."


_NOTHING_OWED = {"see": "il n’y a rien à voir", "fold": "il n’y a pas lieu de vous coucher"}
"""Why a move that answers a stake is refused when nothing is owed, by the move."""


def _outcome(told: Told) -> str:
    """The deal's outcome: who took the Poch and who went out first, once or twice named."""
    then = ", " if told.seat("out") == told.seat("winner") else f" ; {told.name('out')} "
    return (f"{told.name('winner')} ramasse le Poch{then}sort en premier et se fait payer les cartes encore en "
            "main.")


SENTENCES = {
    "stake.dressed": _dressed,
    "deal.shuffled": lambda t: f"{t.name('dealer')} bat les cartes et en donne cinq à chacun, une à une, en "
                               f"commençant par {t.name('first')}, à sa gauche : {_dealt(t)}.",
    "deal.shuffled-unseen": lambda t: f"{t.name('dealer')} bat les cartes et en donne cinq à chacun, faces cachées, "
                                      f"une à une, en commençant par {t.name('first')}, à sa gauche.",
    "deal.given": lambda t: f"Les mains sont imposées : {_dealt(t)}.",
    "trump.turned": lambda t: f"On retourne {label(t.card('card'))} : atout {suit_name(t.card('card').suit)}.",
    "claim.honour": lambda t: f"{t.name('holder')} tient {label(t.card('card'))}, {_the_card(t.card('card'))}, et "
                              f"{_taken(t)}.",
    "claim.together": lambda t: f"{t.name('holder')} réunit les atouts {in_a_row(t.cards('cards'))} et {_taken(t)}.",
    "claim.turn-up": lambda t: f"La retourne, {label(t.card('card'))}, n’appartient à personne : "
                               f"{_cases(t.terms('compartments'))} "
                               + ("ne peut être ramassée à cette donne et reste" if len(t.terms("compartments")) == 1
                                  else "ne peuvent être ramassées à cette donne et restent")
                               + " pour la suivante.",
    "claim.carry-over": lambda t: "Ce que personne n’a ramassé reste sur le plateau pour la donne suivante : "
                                  + ", ".join(f"{_title(c)} {amount}"
                                              for c, amount in zip(t.terms("compartments"), t.numbers("amounts")))
                                  + ".",
    "bet.opens": lambda t: f"On mise pour le Poch en commençant par {t.name('first')}, à la gauche du donneur ; "
                           f"personne ne peut mettre plus de {counted(t.number('limit'), 'denier')} au Poch à "
                           "cette donne.",
    "bet.pass": lambda t: f"{_better(t)} ne doit rien et passe.",
    "bet.fold": lambda t: f"{_better(t)} refuse de payer {counted(t.number('owed'), 'denier')} pour voir, se couche "
                          "et se retire du Poch.",
    "bet.see": lambda t: f"{_better(t)} voit et met {counted(t.number('owed'), 'denier')} au Poch.",
    "bet.raise": lambda t: f"{_better(t)} relance de {t.number('amount')} et met "
                           f"{counted(t.number('pays'), 'denier')} au Poch (la mise passe à {t.number('stake')}).",
    "bet.end": lambda t: f"{listed(t.names('still'))}, encore en jeu, ont passé coup sur coup : les mises sont "
                         "closes.",
    "poch.lone": lambda t: f"Tous les autres se sont couchés : {t.name('winner')} ramasse le Poch, "
                           f"{counted(t.number('amount'), 'denier')}, sans montrer son jeu.",
    "poch.best": lambda t: f"{t.name('winner')} a la meilleure main, {_valued(t.cards('hand'))}, et ramasse le "
                           f"Poch : {counted(t.number('amount'), 'denier')}.",
    **{message: _showdown for message in _WHY},
    "lay.everyone": lambda t: "Chacun pose ses cartes, qu’il se soit couché ou non, en commençant par "
                              f"{t.name('first')} ; les as comptent pour 1, les figures pour 10, les autres "
                              "cartes pour leur chiffre.",
    "lay.pass": lambda t: f"{t.name('player')} ne peut poser aucune carte sans dépasser 31 et passe.",
    "lay.run-end": lambda t: "Personne ne peut plus poser : chacun des autres paie un denier à "
                             f"{t.name('last')}, qui a posé la dernière carte et entame la série suivante.",
    "lay.card": lambda t: f"{t.name('player')} pose {label(t.card('card'))} : {t.number('total')}.",
    "lay.out": lambda t: f"{t.name('player')} a posé sa dernière carte et sort : les autres paient un denier par "
                         "carte encore en main (" + ", ".join(
                             f"{player} {count}" for player, count in zip(t.names("holders"), t.numbers("held")))
                         + ").",
    "lay.out-ends": lambda t: f"La donne s’arrête dès que {t.name('player')} sort ; la série en cours n’est pas "
                              "payée.",
    "hand.value": lambda t: _valued(t.cards("hand")),
    "table.pack-down": lambda t: "le paquet, faces cachées",
    "table.talon": lambda t: "le talon",
    "table.turn-up": lambda t: f"retourne : atout {suit_name(t.suit('suit'))}",
    "table.run": lambda t: "la série vers 31",
    "table.count": lambda t: f"total {t.number('total')}",
    "table.outcome": _outcome,
    "refuse.pass-owing": lambda t: f"vous ne pouvez pas passer tant que vous devez "
                                   f"{counted(t.number('owed'), 'denier')} pour voir la plus haute mise : voyez, "
                                   "relancez ou couchez-vous",
    "refuse.nothing-owed": lambda t: f"{_NOTHING_OWED[t.term('move')]} : vous ne devez rien, passez donc ou relancez",
    "refuse.above-limit": lambda t: f"une relance de {t.number('amount')} porterait la mise à "
                                    f"{t.number('top') + t.number('amount')}, au-delà de la limite de la table, "
                                    f"{t.number('limit')} ; relancez de {t.number('limit') - t.number('top')} au plus",
    "refuse.at-limit": lambda t: f"la mise atteint déjà la limite de la table, {t.number('limit')} : vous ne pouvez "
                                 "pas relancer",
    "refuse.raise-digits": lambda t: f"une relance de {counted(t.number('digits'), 'chiffre')} dépasse toute limite "
                                     f"de table : la limite est de {t.number('most')} au plus",
    "refuse.not-a-move": lambda t: f"{t.term('given')} n’est pas un coup : écrivez pass (passer), see (voir), fold (se "
                                   "coucher) ou raise (relancer) suivi d’un nombre entier de deniers, par exemple "
                                   "« raise 2 »",
    "refuse.hands-list": lambda t: "donnez les mains sous forme d’une liste contenant, pour chaque place, une liste "
                                   f"de {t.number('size')} cartes",
    "refuse.hands-count": lambda t: f"donnez une main par place : {counted(t.number('players'), 'place')}, "
                                    f"{counted(t.number('hands'), 'main')}",
    "refuse.hand-size": lambda t: f"la place {seat_number(t.seat('seat'))} a {counted(t.number('held'), 'carte')} : "
                                  f"chaque joueur en reçoit {t.number('size')}",
    "refuse.trump-missing": lambda t: "donnez la carte retournée, par exemple « 9H »",
    "refuse.trump-held": lambda t: f"{label(t.card('card'))} ({name(t.card('card'))}) est la retourne : elle ne peut "
                                   f"donc pas être aussi dans la main de la place {seat_number(t.seat('seat'))}",
}
"""Glic's steps and refusals in French, by message id."""

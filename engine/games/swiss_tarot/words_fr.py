"""The sentences of Swiss Tarot's steps in French, by message id, as :mod:`engine.games.swiss_tarot.words` words them
in English: the deal, the discard (l’écart), the Fool's exchange (le Fou), the count and the pool (la poule); with
them, the refusals of a move or a request and the labels of the table's places (the pack is *le paquet*).

A card is named in words with its article, as a French sentence names it (« le roi d’épées », « l’atout 21 (le
Monde) », « le Fou »); a message that gives every seat's points gives them in seat order (``points``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.games.swiss_tarot.counting import FOOL, TRUMPS, value
from engine.said import Sentence, Told
from engine.table import seat_number
from engine.wording_fr import counted, elided, listed, name


def _the(card: Card) -> str:
    """A card in words with its article: « le roi d’épées », « la dame de coupes », « l’as de deniers »,
    « l’atout 2 », « le Fou »."""
    named = name(card)
    if card == FOOL or card.suit == TRUMPS:
        return named
    if card.rank.code == "1":
        return f"l’{named}"
    return f"{'la' if card.rank.code == 'Q' else 'le'} {named}"


def _cards(cards: Sequence[Card]) -> str:
    """Cards as a sentence lists them: « le roi d’épées, le sept d’épées et l’atout 2 »."""
    return listed([_the(card) for card in cards])


def _of(player: str) -> str:
    """« de » and a player's name, elided before a vowel: « d’Anne », « de Blaise »."""
    return elided("de", player)


def _scores(told: Told) -> str:
    """Each player's points in seat order: ``Anne 30, Blaise 25, Claude 23``."""
    return ", ".join(f"{player} {points}" for player, points in zip(told.players, told.numbers("points")))


def _pile(told: Told) -> str:
    """The pile a count names, at the head of a sentence, with its holder: the discard (trick 0) or a trick by its
    number: « L’écart d’Anne », « Le pli 4 de Blaise »."""
    number = told.number("trick")
    pile = "L’écart" if number == 0 else f"Le pli {number}"
    return f"{pile} {_of(told.name('holder'))}"


_FOOL_WHY = {"no-count": "la première carte sans valeur qu’il ait prise",
             "least": "celle de ses cartes qui compte le moins"}
"""Why the Fool's owner gives the card he gives, by term."""


def _given(told: Told) -> str:
    """The card the Fool's owner gives for it, why, from which of his piles, and to whom."""
    card, source, trick = _the(told.card("card")), told.number("source"), told.number("trick")
    where = "son écart" if source == 0 else f"son pli {source}"
    return (f"{told.name('owner')} donne, de {where}, {card}, {_FOOL_WHY[told.term('why')]} ; le Fou prend sa place "
            f"et {card} passe dans le pli {trick}, celui {_of(told.name('winner'))}.")


def _counted(told: Told) -> str:
    """A pile's counting cards, each with its value, and the points they make."""
    counters = told.cards("counters")
    listing = ", ".join(f"{_the(card)} pour {value(card)}" for card in counters)
    return (f"{_pile(told)} contient {counted(len(counters), 'carte qui compte', 'cartes qui comptent')} "
            f"({listing}) : {counted(told.number('points'), 'point')}.")


def _tie(told: Told) -> str:
    """The players who tie for the highest total, and the pool they share."""
    return (f"{listed(told.names('tied'))} sont à égalité avec {told.number('best')} et se partagent la poule, "
            f"soit {told.number('pool')}")


_WHEN = {"now": "à présent"}
"""When a card is not in the hand, by term: in the play."""


def _when(told: Told) -> str:
    """When a card is not in the hand: « à présent » in the play, nothing while the dealer lays cards aside."""
    return f" {_WHEN[told.term('when')]}" if told.term("when") else ""


def _allowed(told: Told) -> str:
    """How many cards a dealer's hand holds that he may lay aside, when too few, and which: « n’a aucune carte qu’il
    puisse écarter », « n’a qu’une carte qu’il puisse écarter (l’as d’épées) », « n’a que 2 cartes… »."""
    allowed = told.cards("allowed")
    if not allowed:
        return "n’a aucune carte qu’il puisse écarter"
    few = "qu’une carte" if len(allowed) == 1 else f"que {counted(len(allowed), 'carte')}"
    return f"n’a {few} qu’il puisse écarter ({_cards(allowed)})"


def _seat(told: Told) -> str:
    """A given hand's seat, at the head of a refusal: « la place 2 »."""
    return f"la place {seat_number(told.seat('seat'))}"


SENTENCES: dict[str, Sentence] = {
    "stake.ante": lambda t: f"{listed(t.names('players'))} mettent chacun {t.number('stake')} à la poule.",
    "deal.packets": lambda t: f"{t.name('dealer')} distribue cinq tours de cinq cartes, en commençant par "
                              f"{t.name('first')}, à sa droite : 25 cartes à chacun.",
    "deal.last-three": lambda t: f"{t.name('dealer')} prend les trois dernières cartes, {_cards(t.cards('cards'))}, et "
                                 "en a 28 en main.",
    "discard.policy": lambda t: f"{t.name('dealer')} écarte {_cards(t.cards('cards'))} : les cartes permises qui "
                                "comptent le plus, puis les plus basses.",
    "discard.three": lambda t: f"{t.name('dealer')} écarte {_cards(t.cards('cards'))}.",
    "discard.unseen": lambda t: f"{t.name('dealer')} écarte trois cartes, face cachée.",
    "deal.last-three-unseen": lambda t: f"{t.name('dealer')} prend les trois dernières cartes et en a 28 en main.",
    "discard.counts-as-trick": lambda t: f"Les trois cartes écartées comptent comme un pli {_of(t.name('dealer'))}.",
    "lead.first": lambda t: f"{t.name('leader')}, à droite du donneur, entame le premier pli.",
    "fool.later": lambda t: f"{t.name('owner')} n’a encore pris aucune carte : il échangera le Fou quand il "
                            "remportera son premier pli.",
    "fool.exchange": lambda t: f"{t.name('owner')} garde le Fou joué au pli {t.number('trick')} et donne en échange "
                               f"à {t.name('winner')} une carte de ses propres plis.",
    "fool.card-given": _given,
    "fool.lost": lambda t: f"{t.name('owner')} n’a fait aucun pli et ne peut donc pas échanger le Fou : il reste "
                           f"dans le pli {t.number('trick')}, remporté par {t.name('winner')}.",
    "count.by-trick": lambda t: "Chaque pli est compté tel qu’il se trouve après l’échange du Fou, l’écart comme un "
                                f"pli {_of(t.name('dealer'))}.",
    "count.trick": _counted,
    "count.no-counter": lambda t: f"{_pile(t)} ne contient aucune carte qui compte : 1 point.",
    "count.deal": lambda t: f"Compte de la donne {t.number('deal')} : {_scores(t)}, soit {t.number('total')} en "
                            "tout.",
    "game.totals": lambda t: f"Après {counted(t.number('deals'), 'donne')} : {_scores(t)}.",
    "game.winner": lambda t: f"{t.name('winner')} a le meilleur total, {t.number('best')}, et emporte la poule, soit "
                             f"{t.number('pool')}.",
    "game.tie": lambda t: f"{_tie(t)}.",
    "game.tie-odd": lambda t: f"{_tie(t)} ; le reste, {t.number('odd')}, va à {t.name('first')}, qui a reçu ses "
                              "cartes en premier.",
    "refuse.not-held": lambda t: f"{_the(t.card('card'))} n’est pas dans la main {_of(t.name('player'))}{_when(t)}",
    "refuse.not-held-move": lambda t: f"« {t.term('move')} » n’est pas dans la main {_of(t.name('player'))}"
                                      f"{_when(t)}",
    "refuse.laid-aside": lambda t: f"{_the(t.card('card'))} est déjà dans l’écart",
    "refuse.forbidden": lambda t: f"impossible d’écarter {_the(t.card('card'))} : {t.told('why')}",
    "refuse.forbidden-why": lambda t: f"le donneur ne peut écarter ni roi, ni atout, ni le Fou (règle "
                                      f"{t.term('rule')})",
    "refuse.card": lambda t: f"impossible de jouer {_the(t.card('card'))} à présent : {t.told('why')}",
    "refuse.too-few-to-discard": lambda t: f"{t.name('dealer')}, le donneur, {_allowed(t)}, et doit en écarter "
                                           f"{t.number('must')} : {t.told('why')}",
    "refuse.seed-hand": lambda t: f"{t.told('refusal')} ; cette graine distribue une telle main : choisissez-en une "
                                  "autre",
    "refuse.discard-count": lambda t: f"le donneur écarte exactement {t.number('must')} cartes, et non "
                                      f"{t.number('given')}",
    "refuse.three-hands": lambda t: f"donnez trois mains : celle de la place 1, le donneur, de {t.number('dealer')} "
                                    f"cartes avant l’écart, celles des places 2 et 3 de {t.number('others')}",
    "refuse.hand-size": lambda t: f"{_seat(t)} a {counted(t.number('held'), 'carte')} : elle devrait en avoir "
                                  f"{t.number('size')}",
    "refuse.dealer-hand-size": lambda t: f"{_seat(t)}, le donneur, a {counted(t.number('held'), 'carte')} : elle "
                                         f"devrait en avoir {t.number('size')} avant l’écart",
    "refuse.after-last": lambda t: f"la partie est finie : {_the(t.card('card'))} vient après la dernière carte du "
                                   "lecteur",
    "refuse.after-last-move": lambda t: f"la partie est finie : {t.term('move')} vient après la dernière carte du "
                                        "lecteur",
    "refuse.no-card": lambda t: "donnez au moins une carte",
    "refuse.trick-size": lambda t: f"un pli sur la table compte au plus {counted(t.number('most'), 'carte')} avant "
                                   "la vôtre",
    "table.pack": lambda t: "le paquet",
    "table.discard": lambda t: f"l’écart {_of(t.name('dealer'))}",
}
"""Swiss Tarot's own steps and refusals in French, by message id (the tricks' are in :mod:`engine.trick_words_fr`)."""

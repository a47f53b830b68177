"""The sentences of Homme d'Auvergne's steps in French, by message id, as :mod:`engine.games.homme.words` gives them
in English: the draw and the deal, the turn-ups (la retourne) and going revelling (se réjouir), the bids, the Kings,
the Man (l'Homme) and his result, the points and the pool (la poule).

A computer seat's choice at a turn-up carries its policy's reason, what it holds, which only that seat reads; a choice
of the reader's, or one the policy would not make, carries none and is said to be « par choix ».
"""

from __future__ import annotations

from engine.games.homme.variants import HAND_SIZE, TURN_UPS
from engine.said import Sentence, Told
from engine.table import seat_number
from engine.wording_fr import counted, elided, label, listed, name, number_word, ordinal, suit_name


def _why(told: Told) -> str:
    """A turn-up choice's reason: what the policy saw in the hand, or that the player chose it; nothing for a reader
    who may not see that hand (``unsaid``)."""
    if "holding" not in told:
        return ", par choix"
    holding = told.term("holding")
    if holding == "unsaid":
        return ""
    if holding == "king":
        return ", avec un roi en main"
    if holding == "suit":
        return f", avec {number_word(told.number('count'))} cartes de {suit_name(told.suit('suit'))} en main"
    return ", sans roi ni trois cartes d’une même couleur en main"


def _of(player: str) -> str:
    """« de » and a player's name, elided before a vowel: « de Blaise », « d’Anne »."""
    return elided("de", player)


def _policy(told: Told) -> str:
    watched = f", celle {_of(told.name('reader'))} comprise" if "reader" in told else ""
    others = f"Chaque place autre que celle {_of(told.name('reader'))}" if "reader" in told else "Chaque place"
    return (f"Chaque place choisit de jouer ou de passer selon la même règle{watched} : jouer avec deux cartes ou "
            f"plus de la couleur de la retourne, sinon passer. {others} retourne une carte si elle a en main un roi "
            "ou trois cartes d’une même couleur, sinon passe, et montre le roi de la couleur de la retourne.")


def _chosen_for(told: Told) -> str:
    """The seats whose cards the policy chooses: all, or all but the reader's."""
    return f"chaque place autre que celle {_of(told.name('reader'))}" if "reader" in told else "chaque place"


def _when(told: Told) -> str:
    """When the holder of the turn-up suit's King shows it or keeps it: at the turn to speak, or once another said
    play first."""
    return f"quand {told.name('bidder')} dit « je joue » en premier" if "bidder" in told else "à son tour de parole"


def _took(told: Told) -> str:
    return " ; ".join(f"{player} {counted(count, 'pli')}" for player, count in zip(told.names("players"),
                                                                                  told.numbers("tricks")))


def _nobody(told: Told) -> str:
    """The end of a deal nobody opens: not played, the deal to the right, and the stakes, if any, left in the pool."""
    kept = " ; les mises restent à la poule" if told.number("stake") else ""
    return f"la donne n’est pas jouée et passe à droite{kept}."


def _revel(told: Told) -> str:
    """Going revelling, the reason set apart by commas when there is one."""
    why = _why(told)
    return (f"Tous ont passé : {told.name('player')} se réjouit{why}{',' if why else ''} et retourne "
            f"{label(told.card('card'))}.")


_BIDS = {"play": "dit « je joue » et prend", "pass": "dit « je passe » et refuse"}
"""What a player says at his turn to bid, and what he does with the suit offered, by the message's term ``bid``."""

_SHOWN = {"chosen": ", par choix", "policy": " : un point sûr, que seule la prise du roi peut lui reprendre"}
"""Why the King is shown, by the message's term ``how``."""

_LOST = {
    "three": lambda t: f"{t.name('other')} fait {t.number('count')} plis",
    "first-to-two": lambda t: f"{t.name('other')} a atteint deux plis en premier",
    "first-trick": lambda t: f"{t.name('other')} a fait le premier pli, avant que l’Homme ne fasse le sien",
    "more": lambda t: f"{t.name('other')} fait plus de plis que l’Homme",
}
"""Why the Man loses, by the message's term ``lost``."""


def _defenders(told: Told) -> str:
    left = told.number("left")
    kept = f" ; {counted(left, 'jeton')} {'reste' if left == 1 else 'restent'} à la poule" if left else ""
    return f"Les défenseurs se partagent la poule : {counted(told.number('share'), 'jeton')} chacun{kept}."


def _leaders(told: Told) -> str:
    """The players at the top of the points."""
    return listed(told.names("leaders"))


SENTENCES: dict[str, Sentence] = {
    "deal.cut": lambda t: "Les joueurs tirent à qui donnera (" + ", ".join(
        f"{player} {label(card)}" for player, card in zip(t.names("players"), t.cards("cards"))) + ") : "
        f"{t.name('dealer')} a la plus haute carte et donne en premier.",
    "deal.rotation": lambda t: f"La donne passe à droite : {t.name('dealer')} donne.",
    "deal.anticlockwise": lambda t: f"{t.name('dealer')} donne ; le premier en cartes est {t.name('first')}, à la "
                                    "droite du donneur, et tout tourne vers la droite.",
    "stake.ante": lambda t: f"Chaque joueur met {counted(t.number('stake'), 'jeton')} à la poule.",
    "pack.piquet": lambda t: f"À {t.number('players')} joueurs, on "
                             f"{'retire' if t.number('size') == 28 else 'garde'} les sept : {t.number('size')} cartes.",
    "deal.packets": lambda t: f"{t.name('dealer')} donne {HAND_SIZE} cartes à chaque joueur, en un paquet de "
                              f"{t.number('first')} puis un paquet de {t.number('second')}.",
    "auction.policy": _policy,
    "auction.declines": lambda t: f"{t.name('player')} ne retourne pas la première carte du talon{_why(t)}.",
    "auction.no-revel": lambda t: f"{t.name('player')} ne se réjouit pas{_why(t)}.",
    "auction.nobody-turns": lambda t: f"Personne ne retourne la première carte du talon : {_nobody(t)}",
    "auction.nobody-revels": lambda t: f"Personne ne se réjouit : {_nobody(t)}",
    "auction.no-man": lambda t: f"Tous ont passé {TURN_UPS} fois : la donne n’est pas jouée et passe à droite.",
    "auction.turn-up": lambda t: f"{t.name('player')} retourne la première carte du talon{_why(t)} : "
                                 f"{label(t.card('card'))}.",
    "auction.revel": _revel,
    "auction.bid": lambda t: f"{t.name('player')} {_BIDS[t.term('bid')]} {suit_name(t.suit('suit'))} pour atout.",
    "auction.trump": lambda t: f"{suit_name(t.suit('suit')).capitalize()}, la couleur de la dernière retourne, est "
                               f"atout : {t.name('man')} devient l’Homme, qui joue seul contre "
                               f"{listed(t.names('others'))}.",
    "king.stay": lambda t: "Les points des rois restent acquis à leurs joueurs, bien que la donne ne soit pas jouée.",
    "king.turned": lambda t: f"{t.name('player')} a retourné un roi, le {label(t.card('card'))}, et marque un point.",
    "king.already": lambda t: f"Le {label(t.card('card'))} {_of(t.name('holder'))} a déjà marqué et ne marque pas une "
                              "seconde fois.",
    "king.kept": lambda t: f"{t.name('player')} choisit de garder caché le roi de la couleur de la retourne "
                           f"{_when(t)} : il ne marque rien pour cette retourne.",
    "king.shown": lambda t: f"{t.name('player')} montre le {label(t.card('card'))}, le roi de la couleur de la "
                            f"retourne, {_when(t)}, et marque un point{_SHOWN[t.term('how')]}.",
    "king.captured": lambda t: f"{t.name('captor')} prend le {label(t.card('card'))}, qui avait marqué pour "
                               f"{t.name('holder')} : son point passe à {t.name('captor')}.",
    "play.policy": lambda t: f"Les cartes sont choisies pour {_chosen_for(t)} : entamer de la plus haute carte, les "
                             "atouts en dernier ; remporter le pli au plus juste, sinon jouer la plus basse carte "
                             "permise.",
    "win.three-tricks": lambda t: f"{t.name('man')} fait {t.number('count')} plis et gagne ({_took(t)}).",
    "win.first-to-two": lambda t: f"{t.name('man')} fait deux plis et y parvient avant tout adversaire ; aucun n’en "
                                  f"fait trois : l’Homme gagne ({_took(t)}).",
    "win.first-trick": lambda t: f"Personne ne fait plus d’un pli et {t.name('man')} a fait le premier : l’Homme "
                                 f"gagne ({_took(t)}).",
    "win.lose": lambda t: f"{t.name('man')} perd : {_LOST[t.term('lost')](t)} ({_took(t)}).",
    "score.win": lambda t: f"{t.name('man')}, l’Homme, marque un point.",
    "score.loss": lambda t: f"{t.name('man')}, l’Homme, rend un point.",
    "score.against": lambda t: f"{t.name('player')} marque un point contre l’Homme.",
    "score.owes": lambda t: f"{t.name('player')} n’a pas de point à rendre et le doit, à payer sur le prochain "
                            "point marqué.",
    "score.pays-off": lambda t: f"Le nouveau point {_of(t.name('player'))} acquitte un point dû.",
    "stake.sweep": lambda t: f"{t.name('man')} rafle la poule de {counted(t.number('pool'), 'jeton')}.",
    "stake.defenders": _defenders,
    "game.tie": lambda t: f"{_leaders(t)} ont chacun {counted(t.number('top'), 'point')}, le but de "
                          f"{counted(t.number('target'), 'point')} étant atteint ou dépassé : la partie continue "
                          "jusqu’à ce qu’un joueur soit seul en tête.",
    "game.end-of-deal": lambda t: f"La donne est finie et l’on compte les points : {_leaders(t)} en a "
                                  f"{t.number('top')}.",
    "game.target": lambda t: f"{_leaders(t)} atteint {counted(t.number('top'), 'point')}, plus que tout autre joueur, "
                             f"et gagne la partie en {counted(t.number('target'), 'point')}.",
    "table.talon": lambda t: "le talon",
    "table.turn-ups": lambda t: "les retournes",
    "table.owes": lambda t: f"doit {counted(t.number('owed'), 'point')}",
    "outcome.nobody-turns": lambda t: "Personne n’a retourné de carte : la donne n’est pas jouée.",
    "outcome.all-passed": lambda t: "Tous ont passé : la donne n’est pas jouée.",
    "outcome.man": lambda t: f"{t.name('man')}, l’Homme, {'gagne' if t.term('result') == 'won' else 'perd'} la "
                             "donne.",
    "ask.turn-up": lambda t: "retourner la première carte du talon",
    "ask.revel": lambda t: "se réjouir et retourner la carte suivante",
    "ask.show-king": lambda t: f"montrer le {label(t.card('king'))} pour un point ou le garder caché",
    "refuse.asked": lambda t: f"{t.name('player')} doit décider s’il faut {t.told('question')} : les coups "
                              f"possibles sont « {t.terms('moves')[0]} » et « {t.terms('moves')[1]} », et non "
                              f"« {t.term('move')} »",
    "refuse.no-card": lambda t: f"« {t.term('move')} » ne désigne aucune carte : écrivez une carte de la main, par "
                                f"exemple « {t.term('example')} »",
    "refuse.not-held": lambda t: f"{label(t.card('card'))} ({name(t.card('card'))}) n’est pas dans la main "
                                 f"{_of(t.name('player'))}, qui contient "
                                 f"{', '.join(label(card) for card in t.cards('hand'))}",
    "refuse.hands-list": lambda t: "donnez les mains sous forme d’une liste contenant, pour chaque place, une liste "
                                   f"de {t.number('size')} cartes",
    "refuse.hands-count": lambda t: f"donnez une main par place : {counted(t.number('players'), 'place')}, "
                                    f"{counted(t.number('hands'), 'main')}",
    "refuse.hand-size": lambda t: f"la place {seat_number(t.seat('seat'))} a {counted(t.number('held'), 'carte')} : "
                                  f"chaque joueur en reçoit {t.number('size')}",
    "refuse.turnups": lambda t: f"donnez les retournes dans l’ordre : de 1 à {t.number('most')} cartes, par exemple "
                                "['9H']",
    "refuse.next-turn-up": lambda t: f"tous ont passé sur la retourne {label(t.card('card'))} : donnez la carte "
                                     f"suivante à retourner (la {ordinal(t.number('number'), feminine=True)}, sur "
                                     f"{t.number('most')} au plus)",
    "refuse.never-turned": lambda t: f"les enchères s’arrêtent à la {ordinal(t.number('number'), feminine=True)} "
                                     f"retourne, quand {t.name('man')} dit « je joue » : cette carte n’est jamais "
                                     "retournée",
}
"""Homme d'Auvergne's steps, the words of its table, its questions and its refusals in French, by message id."""

"""The sentences of the steps of the games of sixteen in French, by message id, as
:mod:`engine.games.sixteen.words` words them in English: the first farmer (le fermier), the antes (la mise), the
deal, the draws, the ties and the settlement of the farm (la ferme) and the pool (la poule); and the words of the
table: the talon, the seats' notes (a player over 16 « a crevé ») and the outcome; and the refusals of a request's
bids and of a scenario's hands, a hand named by its seat (« la main de la place 2 ») and a rule set by its title
(« selon les règles Ferme, 1800 (Lacombe) »).

A player who is the farmer is said to hold the farm (« tient la ferme ») rather than called « fermier », a noun that
would have to agree with the player; « le fermier » before a name names the role (« au fermier, Denise »).
"""

from __future__ import annotations

from engine.games.sixteen.words import bids, held
from engine.said import Sentence, Told
from engine.table import seat_number
from engine.wording_fr import counted, elided, in_a_row, label, listed


def _dealt(told: Told) -> str:
    """Each hand dealt, in order of play: ``Anne R♠ 6♥, Blaise 3♣ A♦``."""
    cards, start, hands = told.cards("cards"), 0, []
    for name, size in zip(told.names("players"), told.numbers("sizes")):
        hands.append(f"{name} {in_a_row(cards[start:start + size])}")
        start += size
    return ", ".join(hands)


def _shown(told: Told) -> str:
    """The cards dealt face up to choose the first farmer, each with its player: ``Anne 9♠, Blaise 6♥``."""
    return ", ".join(f"{told.players[seat]} {label(card)}"
                     for seat, card in zip(told.seats("to"), told.cards("cards")))


def _fine(told: Told) -> str:
    """A fine for going over 16, in jetons and, when a jeton is worth more than 1, in chips: « 3 jetons de 5
    (soit 15) »."""
    excess, fine = told.number("excess"), told.number("fine")
    if fine == excess:
        return f"{excess}"
    return f"{counted(excess, 'jeton')} de {told.number('ante')} (soit {fine})"


def _neither(names: list[str]) -> str:
    """Players none of whom does something, at the head of a sentence: « Ni Anne ni Blaise », « Ni Anne, ni
    Blaise, ni Claude »."""
    return "Ni " + (" ni " if len(names) == 2 else ", ni ").join(names)


def _side_pot(told: Told) -> str:
    """The closest players' side pot: who pays into it, and how it is shared."""
    lower = len(told.seats("lower"))
    ante = told.number("ante")
    payers = (f"Le seul joueur au score inférieur verse {ante}" if lower == 1
              else f"Les {lower} joueurs au score inférieur versent {ante} chacun")
    return (f"{listed(told.names('closest'))} sont à égalité au plus près de 16, avec {told.number('best')}. "
            f"{payers} dans un pot secondaire de {told.number('pot')}, partagé à raison de {told.number('share')} "
            f"chacun, et il reste {told.number('remainder')} pour la ferme.")


def _hand(told: Told) -> str:
    """The hand refused, by its seat: « la main de la place 2 »."""
    return f"la main de la place {seat_number(told.seat('seat'))}"


def _player(told: Told) -> str:
    """The player of the hand refused, by their seat: « le joueur de la place 2 »."""
    return f"le joueur de la place {seat_number(told.seat('seat'))}"


_ENDS = {"top": "sur le dessus du paquet", "bottom": "sous le talon"}
"""Where a card asked for is taken from, by term."""

_STANDS = {"stay": "reste", "stick": "s’arrête", "basta": "dit basta"}
"""How a player stops drawing, by term: the word of each rule set."""

_CALLED = {"six-of-hearts": "le six de cœur", "brillant": "le brillant"}
"""The six of hearts as each rule set calls it, by term."""

SENTENCES: dict[str, Sentence] = {
    "first-farmer.face-up-order": lambda t: f"{t.name('dealer')} bat les cartes et les donne face visible, une à une, "
                                            "en se servant en premier, puis en tournant vers la gauche.",
    "first-farmer.six-of-hearts": lambda t: f"Cartes données face visible : {_shown(t)}. Le six de cœur échoit à "
                                            f"{t.name('farmer')}, qui tiendra la ferme en premier.",
    "auction.bids": lambda t: f"Enchères pour la ferme : {bids(t)}. {t.name('farmer')} fait la plus forte enchère "
                              f"et tiendra la ferme : son enchère, {t.number('bid')}, est mise de côté et forme la "
                              "ferme.",
    "auction.tie": lambda t: f"{listed(t.names('tied'))} font la même enchère, {t.number('bid')} ; "
                             f"{t.name('farmer')} vient en premier dans l’ordre des places et prend la ferme.",
    "ante.pool": lambda t: f"Tous les joueurs sauf le fermier, {t.name('farmer')}, mettent {t.number('ante')} à la "
                           "poule.",
    "ante.farm": lambda t: f"Chacun met {t.number('ante')} dans la ferme, y compris le fermier, {t.name('farmer')}.",
    "deal.shuffle-and-cut": lambda t: f"{t.name('farmer')} bat les cartes et {t.name('cutter')}, à la gauche du "
                                      f"fermier, coupe en faisant passer {counted(t.number('cut'), 'carte')} du "
                                      "dessus sous le paquet.",
    "deal.one-face-down": lambda t: f"{t.name('farmer')} donne une carte face cachée à chaque joueur, en commençant "
                                    f"à sa gauche et en finissant par le fermier : {_dealt(t)}.",
    "deal.top-and-bottom": lambda t: f"{t.name('farmer')} donne à chaque joueur une carte du dessus du paquet, puis "
                                     f"une du dessous, en commençant à sa droite : {_dealt(t)}.",
    "deal.one-each": lambda t: f"{t.name('farmer')} donne une carte à chacun, en sens inverse des aiguilles d’une "
                               f"montre, en commençant par le premier en cartes, {t.name('eldest')} : {_dealt(t)}.",
    "draw.order": lambda t: "On tire à tour de rôle en tournant vers la gauche à partir "
                            f"{elided('de', t.name('first'))} ; le fermier, {t.name('farmer')}, tire en dernier.",
    "draw.must-take": lambda t: f"{t.name('player')} doit prendre une carte et reçoit {label(t.card('card'))} face "
                                f"visible : {t.number('total')}.",
    "draw.hit": lambda t: f"{t.name('player')} dit « carte » et reçoit {label(t.card('card'))} face visible : "
                          f"{t.number('total')}.",
    "draw.below-twelve": lambda t: f"{t.name('player')} a moins de 12, ne peut pas s’arrêter et prend "
                                   f"{label(t.card('card'))} sur le dessus du paquet : {t.number('total')}.",
    "draw.ask": lambda t: f"{t.name('player')} demande une carte et prend {label(t.card('card'))} "
                          f"{_ENDS[t.term('end')]} : {t.number('total')}.",
    "stop.unseen": lambda t: f"{t.name('player')} ne demande rien de plus.",
    "stop.stand-unseen": lambda t: f"{t.name('player')} {_STANDS[t.term('word')]}.",
    "draw.must-take-unseen": lambda t: f"{t.name('player')} doit prendre une carte et reçoit {label(t.card('card'))} "
                                       "face visible.",
    "draw.hit-unseen": lambda t: f"{t.name('player')} dit « carte » et reçoit {label(t.card('card'))} face visible.",
    "draw.takes-unseen": lambda t: f"{t.name('player')} prend une carte {_ENDS[t.term('end')]}.",
    "deal.one-face-down-unseen": lambda t: f"{t.name('farmer')} donne une carte face cachée à chaque joueur, en "
                                           "commençant à sa gauche et en finissant par le fermier.",
    "deal.top-and-bottom-unseen": lambda t: f"{t.name('farmer')} donne à chaque joueur une carte du dessus du paquet, "
                                            "puis une du dessous, en commençant à sa droite, face cachée.",
    "deal.one-each-unseen": lambda t: f"{t.name('farmer')} donne une carte à chacun, face cachée, en sens inverse des "
                                      "aiguilles d’une montre, en commençant par le premier en cartes, "
                                      f"{t.name('eldest')}.",
    "stop.sixteen": lambda t: f"{t.name('player')} a exactement 16 et ne demande rien de plus.",
    "stop.stand": lambda t: f"{t.name('player')} {_STANDS[t.term('word')]} à {t.number('total')}.",
    "bust.silent": lambda t: f"{t.name('player')} dépasse 16 ({t.number('total')}), n’en dit rien et reste.",
    "bust.pay-excess": lambda t: f"{t.name('player')} a {t.number('total')}, soit {t.number('excess')} de plus que "
                                 f"16, et paie {_fine(t)} au fermier, {t.name('farmer')}.",
    "bust.farmer-pays-nobody": lambda t: f"{t.name('player')}, qui tient la ferme, a crevé aussi, mais le fermier "
                                         "ne paie personne pour cela.",
    "bust.pay-farmer": lambda t: f"{t.name('player')} a crevé avec {t.number('total')} et paie {t.number('ante')} au "
                                 f"fermier, {t.name('farmer')}.",
    "count.shows": lambda t: f"{t.name('player')} montre {in_a_row(t.cards('cards'))} : {t.number('total')}.",
    "tie.rules-decide": lambda t: f"{listed(t.names('tied'))} sont à égalité avec {t.number('total')} : les règles "
                                  "de départage tranchent, dans l’ordre.",
    "tie.six-of-hearts": lambda t: f"{t.name('winner')} tient le six de cœur et l’emporte.",
    "tie.brillant-and-ten": lambda t: f"{t.name('winner')} tient le brillant avec une carte de dix points et "
                                      "l’emporte.",
    "tie.brillant-without-ten": lambda t: f"{t.name('holder')} tient le brillant, mais sans carte de dix points : "
                                          "cette règle ne tranche pas.",
    "tie.nobody-holds": lambda t: f"{_neither(t.names('tied'))} ne tient {_CALLED[t.term('card')]} : cette règle ne "
                                  "tranche pas.",
    "tie.fewest-cards": lambda t: f"Cartes en main : {held(t)}. {t.name('winner')} en a le moins et l’emporte.",
    "tie.still-tied": lambda t: f"Cartes en main : {held(t)}. {listed(t.names('kept'))} en ont le même nombre, "
                                f"{t.number('fewest')}, et restent donc à égalité.",
    "tie.farmer": lambda t: f"{t.name('farmer')}, qui tient la ferme, fait partie des joueurs à égalité et "
                            "l’emporte donc.",
    "tie.farmer-not-tied": lambda t: f"Le fermier, {t.name('farmer')}, ne fait pas partie des joueurs à égalité : "
                                     "cette règle ne tranche pas.",
    "tie.left-of-farmer": lambda t: f"Entre {listed(t.names('tied'))}, c’est {t.name('winner')} qui vient en premier "
                                    "à la gauche du fermier et l’emporte.",
    "tie.position": lambda t: f"Entre {listed(t.names('tied'))}, c’est {t.name('winner')} qui vient en premier dans "
                              "l’ordre de jeu à partir du premier en cartes et l’emporte.",
    "win.farm": lambda t: f"{t.name('winner')} gagne la ferme ({t.number('farm')}) avec {in_a_row(t.cards('cards'))}.",
    "win.farm-and-pool": lambda t: f"{t.name('winner')} gagne la ferme ({t.number('farm')}) et la poule "
                                   f"({t.number('pool')}) avec {in_a_row(t.cards('cards'))}.",
    "pool.farmer-keeps-farm": lambda t: f"Personne n’a 16 : {t.name('farmer')} garde la ferme ({t.number('farm')}).",
    "pool.carry-over": lambda t: f"Tout le monde a dépassé 16 : la poule ({t.number('pool')}) reste pour la donne "
                                 "suivante.",
    "pool.closest": lambda t: f"{t.name('winner')} est au plus près de 16 avec {t.number('best')} et prend la poule "
                              f"({t.number('pool')}).",
    "closest.farm-stays": lambda t: f"Personne n’a 16 : la ferme ({t.number('farm')}) reste pour la donne suivante.",
    "closest.nobody-under": lambda t: "Tout le monde a crevé : personne n’est au plus près de 16, et personne n’est "
                                      "payé à ce titre.",
    "closest.busted-exempt": lambda t: f"{listed(t.names('busted'))} "
                                       f"{'a' if len(t.seats('busted')) == 1 else 'ont'} crevé et ne "
                                       f"{'paie' if len(t.seats('busted')) == 1 else 'paient'} donc pas le joueur le "
                                       "plus proche de 16.",
    "closest.nobody-lower": lambda t: f"{t.name('closest')} est au plus près de 16 avec {t.number('best')}, mais "
                                      "personne n’a de score inférieur : personne ne paie.",
    "closest.pay": lambda t: f"{t.name('player')} a {t.number('total')}, moins que les {t.number('best')} "
                             f"{elided('de', t.name('closest'))}, et paie {t.number('ante')} à {t.name('closest')}.",
    "closest.side-pot-empty": lambda t: f"{listed(t.names('closest'))} sont à égalité au plus près de 16, avec "
                                        f"{t.number('best')}, mais personne n’a de score inférieur : le pot secondaire "
                                        "est vide.",
    "closest.side-pot": _side_pot,
    "next-farmer.again": lambda t: f"Personne n’a gagné la ferme : {t.name('farmer')} donne de nouveau.",
    "next-farmer.rotate": lambda t: f"La ferme tourne : c’est désormais {t.name('farmer')} qui la tient.",
    "next-farmer.stays": lambda t: f"{t.name('farmer')} tiendra encore la ferme à la donne suivante.",
    "next-farmer.becomes": lambda t: f"{t.name('farmer')} tiendra la ferme à la donne suivante.",
    "farm.new-stake": lambda t: f"{t.name('farmer')} met en jeu une nouvelle ferme de {t.number('stake')}.",
    "table.talon": lambda t: "le talon",
    "table.note-bust": lambda t: "a crevé",
    "table.note-sixteen": lambda t: "16 !",
    "table.note-no-cards": lambda t: "donne et n’a pas de cartes",
    "table.wins-farm": lambda t: f"{t.name('winner')} fait 16 et gagne la ferme.",
    "table.takes-pool": lambda t: f"Personne ne fait 16 ; {t.name('winner')} est au plus près et prend la poule.",
    "refuse.bids-count": lambda t: f"donnez une liste de {counted(t.number('players'), 'enchère')}, une par place",
    "refuse.no-bid": lambda t: "quelqu’un doit offrir au moins 1 pour la ferme",
    "refuse.hands-list": lambda t: "donnez les mains finales sous forme de liste, avec une liste de cartes par place",
    "refuse.hands-count": lambda t: f"donnez une main par place : {counted(t.number('players'), 'place')}, "
                                    f"{counted(t.number('hands'), 'main')}",
    "refuse.scenario-decisions": lambda t: "dans un scénario, les mains sont finales : il ne reste rien à choisir",
    "refuse.farmer-holds-cards": lambda t: f"la place {seat_number(t.seat('seat'))} est celle du fermier, qui n’a "
                                           f"pas de cartes en main selon les règles {t.term('title')} : laissez vide "
                                           "la main du fermier",
    "refuse.hand-empty": lambda t: f"{_hand(t)} est vide : chaque joueur a au moins "
                                   f"{counted(t.number('shortest'), 'carte')} en main",
    "refuse.hand-short": lambda t: f"{_hand(t)} compte {counted(t.number('held'), 'carte')}, mais selon les règles "
                                   f"{t.term('title')}, chaque joueur finit avec au moins "
                                   f"{counted(t.number('shortest'), 'carte')}",
    "refuse.over-before-last": lambda t: f"{_player(t)} dépassait déjà 16 ({t.number('total')}) avant la dernière "
                                         "carte, et un joueur qui dépasse 16 ne tire plus",
    "refuse.sixteen-before-last": lambda t: f"{_player(t)} avait déjà 16 avant la dernière carte, et un joueur qui a "
                                            "16 ne demande rien de plus",
    "refuse.stopped-below": lambda t: f"{_player(t)} s’est arrêté à {t.number('total')}, mais selon les règles "
                                      f"{t.term('title')}, personne ne peut s’arrêter en dessous de "
                                      f"{t.number('lowest')}",
}
"""The steps of the games of sixteen, and the refusals of their requests, in French, by message id."""

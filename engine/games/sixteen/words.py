"""The sentences of the steps of the games of sixteen, by message id: the first farmer, the antes, the deal, the
draws, the ties and the settlement, so that a round records each decision as data and its sentence is written here;
the words of the table (``table.``): the talon's label, the seats' notes and the outcome; and the refusals of a
request's bids and of a scenario's hands (``refuse.``), a hand named by its seat (``seat``) and a rule set by its
title (``title``, as the catalogue words it).

A message that gives a number or a hand for several seats gives them as lists in the order of the seats it names
(``bids`` in seat order, ``held`` as ``tied``, the hands dealt as ``cards`` cut by ``sizes`` as ``players``);
:func:`seats` names several seats.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.said import Seat, Told, Words
from engine.table import seat_number
from engine.wording import counted, in_a_row, listed


def seats(numbers: Sequence[int]) -> tuple[Seat, ...]:
    """Seats as a message names them."""
    return tuple(Seat(seat) for seat in numbers)


def _dealt(told: Told) -> str:
    """Each hand dealt, in order of play: ``Anne K♠ 6♥, Blaise 3♣ A♦``."""
    cards, start, hands = told.cards("cards"), 0, []
    for name, size in zip(told.names("players"), told.numbers("sizes")):
        hands.append(f"{name} {in_a_row(cards[start:start + size])}")
        start += size
    return ", ".join(hands)


def _shown(told: Told) -> str:
    """The cards dealt face up to choose the first farmer, each with its player: ``Anne 9♠, Blaise 6♥``."""
    return ", ".join(f"{told.players[seat]} {card.label}"
                     for seat, card in zip(told.seats("to"), told.cards("cards")))


def bids(told: Told) -> str:
    """Every player's bid, in seat order: ``Anne 5, Blaise 12`` (names and numbers: the French words it too)."""
    return ", ".join(f"{name} {bid}" for name, bid in zip(told.players, told.numbers("bids")))


def held(told: Told) -> str:
    """How many cards each tied player holds: ``Anne 2, Blaise 3`` (names and numbers: the French words it too)."""
    return ", ".join(f"{name} {count}" for name, count in zip(told.names("tied"), told.numbers("held")))


def _fine(told: Told) -> str:
    """A fine for going over 16, in jetons and, when a jeton is worth more than 1, in chips."""
    excess, fine = told.number("excess"), told.number("fine")
    if fine == excess:
        return f"{excess}"
    return f"{excess} jeton{'s' if excess > 1 else ''} of {told.number('ante')}, {fine}"


def _side_pot(told: Told) -> str:
    """The closest players' side pot: who pays into it, and how it is shared."""
    lower = len(told.seats("lower"))
    payers = "1 lower score pays" if lower == 1 else f"{lower} lower scores pay"
    return (f"{listed(told.names('closest'))} are equally close with {told.number('best')}. {payers} "
            f"{told.number('ante')} each into a side pot of {told.number('pot')}, shared {told.number('share')} "
            f"each, with {told.number('remainder')} left over for the farm.")


def _seat(told: Told) -> str:
    """The seat of a hand refused, at the head of a refusal: ``seat 2``."""
    return f"seat {seat_number(told.seat('seat'))}"


_ENDS = {"top": "the top", "bottom": "the bottom of the talon"}
"""Where a card asked for is taken from, by term."""

_STANDS = {"stay": "stays", "stick": "sticks", "basta": "says basta"}
"""How a player stops drawing, by term: the word of each rule set."""

_CALLED = {"six-of-hearts": "the six of hearts", "brillant": "the brillant"}
"""The six of hearts as each rule set calls it, by term."""

WORDS = Words({
    "first-farmer.face-up-order": lambda t: f"{t.name('dealer')} shuffles and deals face up, one card at a time, "
                                            f"starting with {t.name('dealer')} and going round to the left.",
    "first-farmer.six-of-hearts": lambda t: f"Cards dealt face up: {_shown(t)}. {t.name('farmer')} receives the six "
                                            "of hearts and is the first farmer.",
    "auction.bids": lambda t: f"Bids for the farm: {bids(t)}. {t.name('farmer')} bids most, becomes the farmer and "
                              f"puts {t.number('bid')} aside as the farm.",
    "auction.tie": lambda t: f"{', '.join(t.names('tied'))} bid {t.number('bid')} each; {t.name('farmer')} comes "
                             "first in seat order and takes the farm.",
    "ante.pool": lambda t: f"Every player but the farmer, {t.name('farmer')}, antes {t.number('ante')} to the pool.",
    "ante.farm": lambda t: f"Everyone, the farmer {t.name('farmer')} included, antes {t.number('ante')} to the farm.",
    "deal.shuffle-and-cut": lambda t: f"{t.name('farmer')} shuffles and {t.name('cutter')}, on the farmer's left, "
                                      f"cuts {t.number('cut')} cards from the top to the bottom.",
    "deal.one-face-down": lambda t: f"{t.name('farmer')} deals one card face down to each player, starting on the "
                                    f"left and ending with the farmer: {_dealt(t)}.",
    "deal.top-and-bottom": lambda t: f"{t.name('farmer')} deals each player a card from the top of the pack, then one "
                                     f"from the bottom, starting on the right: {_dealt(t)}.",
    "deal.one-each": lambda t: f"{t.name('farmer')} deals one card each, anticlockwise from eldest hand, "
                               f"{t.name('eldest')}: {_dealt(t)}.",
    "draw.order": lambda t: f"Drawing goes round to the left from {t.name('first')}; the farmer, "
                            f"{t.name('farmer')}, draws last.",
    "draw.must-take": lambda t: f"{t.name('player')} must take a card and is dealt {t.card('card').label} face up: "
                                f"{t.number('total')}.",
    "draw.hit": lambda t: f"{t.name('player')} says hit and is dealt {t.card('card').label} face up: "
                          f"{t.number('total')}.",
    "draw.below-twelve": lambda t: f"{t.name('player')} is below 12, may not stop, and takes {t.card('card').label} "
                                   f"from the top: {t.number('total')}.",
    "draw.ask": lambda t: f"{t.name('player')} asks for a card and takes {t.card('card').label} from "
                          f"{_ENDS[t.term('end')]}: {t.number('total')}.",
    "stop.unseen": lambda t: f"{t.name('player')} asks for nothing more.",
    "stop.stand-unseen": lambda t: f"{t.name('player')} {_STANDS[t.term('word')]}.",
    "draw.must-take-unseen": lambda t: f"{t.name('player')} must take a card and is dealt {t.card('card').label} "
                                       "face up.",
    "draw.hit-unseen": lambda t: f"{t.name('player')} says hit and is dealt {t.card('card').label} face up.",
    "draw.takes-unseen": lambda t: f"{t.name('player')} takes a card from {_ENDS[t.term('end')]}.",
    "deal.one-face-down-unseen": lambda t: f"{t.name('farmer')} deals one card face down to each player, starting on "
                                           "the left and ending with the farmer.",
    "deal.top-and-bottom-unseen": lambda t: f"{t.name('farmer')} deals each player a card from the top of the pack, "
                                            "then one from the bottom, starting on the right, face down.",
    "deal.one-each-unseen": lambda t: f"{t.name('farmer')} deals one card each, face down, anticlockwise from eldest "
                                      f"hand, {t.name('eldest')}.",
    "stop.sixteen": lambda t: f"{t.name('player')} has exactly 16 and asks for nothing more.",
    "stop.stand": lambda t: f"{t.name('player')} {_STANDS[t.term('word')]} on {t.number('total')}.",
    "bust.silent": lambda t: f"{t.name('player')} has gone over 16 ({t.number('total')}), says nothing and stays.",
    "bust.pay-excess": lambda t: f"{t.name('player')} has {t.number('total')}, {t.number('excess')} over 16, and "
                                 f"pays the farmer, {t.name('farmer')}, {_fine(t)}.",
    "bust.farmer-pays-nobody": lambda t: f"{t.name('player')}, the farmer, busted too, but the farmer pays nobody "
                                         "for it.",
    "bust.pay-farmer": lambda t: f"{t.name('player')} busted with {t.number('total')} and pays the farmer, "
                                 f"{t.name('farmer')}, {t.number('ante')}.",
    "count.shows": lambda t: f"{t.name('player')} shows {in_a_row(t.cards('cards'))}: {t.number('total')}.",
    "tie.rules-decide": lambda t: f"{listed(t.names('tied'))} {'both' if len(t.names('tied')) == 2 else 'all'} "
                                  f"have {t.number('total')}: the tie rules decide, "
                                  "in order.",
    "tie.six-of-hearts": lambda t: f"{t.name('winner')} holds the six of hearts and wins the tie.",
    "tie.brillant-and-ten": lambda t: f"{t.name('winner')} holds the brillant with a ten-point card and wins the "
                                      "tie.",
    "tie.brillant-without-ten": lambda t: f"{t.name('holder')} holds the brillant, but not with a ten-point card, so "
                                          "this rule does not decide.",
    "tie.nobody-holds": lambda t: f"None of {listed(t.names('tied'))} holds {_CALLED[t.term('card')]}, so this rule "
                                  "does not decide.",
    "tie.fewest-cards": lambda t: f"Cards held: {held(t)}. {t.name('winner')} has the fewest and wins the tie.",
    "tie.still-tied": lambda t: f"Cards held: {held(t)}. {listed(t.names('kept'))} have {t.number('fewest')} each, "
                                "so they are still tied.",
    "tie.farmer": lambda t: f"{t.name('farmer')} is the farmer and is among the tied players, so wins.",
    "tie.farmer-not-tied": lambda t: f"The farmer, {t.name('farmer')}, is not among the tied players, so this rule "
                                     "does not decide.",
    "tie.left-of-farmer": lambda t: f"Of {listed(t.names('tied'))}, {t.name('winner')} sits first to the farmer's "
                                    "left and wins.",
    "tie.position": lambda t: f"Of {listed(t.names('tied'))}, {t.name('winner')} comes first in order of play from "
                              "eldest hand and wins.",
    "win.farm": lambda t: f"{t.name('winner')} wins the farm ({t.number('farm')}) with {in_a_row(t.cards('cards'))}.",
    "win.farm-and-pool": lambda t: f"{t.name('winner')} wins the farm ({t.number('farm')}) and the pool "
                                   f"({t.number('pool')}) with {in_a_row(t.cards('cards'))}.",
    "pool.farmer-keeps-farm": lambda t: f"Nobody has 16: {t.name('farmer')} keeps the farm ({t.number('farm')}).",
    "pool.carry-over": lambda t: f"Everyone went over 16: the pool ({t.number('pool')}) stays for the next deal.",
    "pool.closest": lambda t: f"{t.name('winner')} is nearest to 16 with {t.number('best')} and takes the pool "
                              f"({t.number('pool')}).",
    "closest.farm-stays": lambda t: f"Nobody has 16: the farm ({t.number('farm')}) stays for the next deal.",
    "closest.nobody-under": lambda t: "Everyone busted: nobody is closest to 16 and nobody is paid for it.",
    "closest.busted-exempt": lambda t: f"{listed(t.names('busted'))} busted, so "
                                       f"{'does' if len(t.seats('busted')) == 1 else 'do'} not pay the closest "
                                       "player.",
    "closest.nobody-lower": lambda t: f"{t.name('closest')} is closest with {t.number('best')}, but nobody has a "
                                      "lower score, so nobody pays.",
    "closest.pay": lambda t: f"{t.name('player')} has {t.number('total')}, lower than {t.name('closest')}'s "
                             f"{t.number('best')}, and pays {t.name('closest')} {t.number('ante')}.",
    "closest.side-pot-empty": lambda t: f"{listed(t.names('closest'))} are equally close with {t.number('best')}, "
                                        "but nobody has a lower score, so the side pot is empty.",
    "closest.side-pot": _side_pot,
    "next-farmer.again": lambda t: f"Nobody won the farm: {t.name('farmer')} deals again.",
    "next-farmer.rotate": lambda t: f"The farm goes round: {t.name('farmer')} becomes the farmer.",
    "next-farmer.stays": lambda t: f"{t.name('farmer')} stays the farmer for the next deal.",
    "next-farmer.becomes": lambda t: f"{t.name('farmer')} becomes the farmer for the next deal.",
    "farm.new-stake": lambda t: f"{t.name('farmer')} puts up a new farm of {t.number('stake')}.",
    "table.talon": lambda t: "talon",
    "table.note-bust": lambda t: "bust",
    "table.note-sixteen": lambda t: "16!",
    "table.note-no-cards": lambda t: "deals and holds no cards",
    "table.wins-farm": lambda t: f"{t.name('winner')} makes 16 and wins the farm.",
    "table.takes-pool": lambda t: f"Nobody makes 16; {t.name('winner')} is nearest and takes the pool.",
    "refuse.bids-count": lambda t: f"give a list of {t.number('players')} bids, one for each seat",
    "refuse.no-bid": lambda t: "somebody must bid at least 1 for the farm",
    "refuse.hands-list": lambda t: "give the final hands as a list with one list of cards per seat",
    "refuse.hands-count": lambda t: f"give one hand per seat: {t.number('players')} seats, {t.number('hands')} hands",
    "refuse.scenario-decisions": lambda t: "a scenario's hands are final: there is nothing left to choose",
    "refuse.farmer-holds-cards": lambda t: f"{_seat(t)} is the farmer, who holds no cards in {t.term('title')}: leave "
                                           "the farmer's hand empty",
    "refuse.hand-empty": lambda t: f"{_seat(t)} is empty: every player holds at least {t.number('shortest')} "
                                   f"card{'s' if t.number('shortest') > 1 else ''}",
    "refuse.hand-short": lambda t: f"{_seat(t)} holds {counted(t.number('held'), 'card')}, but in {t.term('title')} "
                                   f"every player ends with at least {t.number('shortest')}",
    "refuse.over-before-last": lambda t: f"{_seat(t)} was already over 16 ({t.number('total')}) before the last card, "
                                         "and a player over 16 draws no more",
    "refuse.sixteen-before-last": lambda t: f"{_seat(t)} already had 16 before the last card, and a player on 16 asks "
                                            "for no more",
    "refuse.stopped-below": lambda t: f"{_seat(t)} stopped on {t.number('total')}, but in {t.term('title')} nobody "
                                      f"may stop below {t.number('lowest')}",
}, home=__name__)
"""The steps of the games of sixteen, and the refusals of their requests (``refuse.``), by message id."""

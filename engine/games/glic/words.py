"""The sentences of Glic's steps, by message id: the board dressed, the deal, the claims, the betting for the
Poch and its showdown, and the runs laid out towards 31, so that a deal records each decision as data and is worded
here, with the words of the table kept with each step (its places' labels, the run's count, the outcome) and of a
hand's value.

A compartment is named by its key (``ace``, ``marriage``...); a hand is told by its cards and worded by the value
:mod:`engine.games.glic.hands` gives it; hands shown together are their ``cards`` in a row, ``sizes`` saying how many
each seat of ``players`` holds.
"""

from __future__ import annotations

from engine.cards import Card
from engine.games.glic.hands import value
from engine.games.glic.variants import TITLES
from engine.said import Told, Words
from engine.table import seat_number
from engine.wording import counted, in_a_row, listed


def _hands(told: Told) -> list[tuple[str, tuple[Card, ...]]]:
    """Each seat's name and cards, from the message's ``players``, ``sizes`` and ``cards``."""
    cards, start, hands = told.cards("cards"), 0, []
    for name, size in zip(told.names("players"), told.numbers("sizes")):
        hands.append((name, cards[start:start + size]))
        start += size
    return hands


def _dealt(told: Told) -> str:
    return "; ".join(f"{name} {in_a_row(cards)}" for name, cards in _hands(told))


def _taken(told: Told) -> str:
    amount, compartment = told.number("amount"), TITLES[told.term("compartment")]
    return f"{told.name('holder')} takes the {compartment}: {amount} penn{'y' if amount == 1 else 'ies'}."


def _dressed(told: Told) -> str:
    laid = ", ".join(f"{name} in the {TITLES[compartment]}"
                     for name, compartment in zip(told.names("payers"), told.terms("compartments")))
    return (f"{told.name('dealer')} deals. The board is dressed with a penny a compartment, the dealer first and then "
            f"to the left: {laid}.")


def _better(told: Told) -> str:
    """The player who moves in the betting: by name, with the hand's value when the policy chose the move."""
    return f"{told.name('player')}, with {value(told.cards('hand')).words}," if "hand" in told else told.name("player")


_WHY = {
    "showdown.classes": lambda t: f"{t.name('first')}'s {t.term('kind')} beats every lower class",
    "showdown.high-cards": lambda t: f"{t.name('first')}'s set is the highest of its class",
    "showdown.kickers": lambda t: f"the sets are of the same rank, and {t.name('first')}'s other cards are higher",
    "showdown.equal": lambda t: f"the best hands are equal, and {t.name('first')} comes first in order from the "
                                "dealer's left",
}
"""Why the best hand at a showdown wins, by the message that says it."""


def _showdown(told: Told) -> str:
    shown = "; ".join(f"{name} {in_a_row(cards)}, {value(cards).words}" for name, cards in _hands(told))
    why = _WHY[told.said.message](told)
    return f"Showdown: {shown}. {why[0].upper()}{why[1:]}."


def _outcome(told: Told) -> str:
    """The deal's outcome: who took the Poch and who went out first, once or twice named."""
    then = ", " if told.seat("out") == told.seat("winner") else f"; {told.name('out')} "
    return f"{told.name('winner')} takes the Poch{then}goes out first and is paid for the cards still held."


WORDS = Words({
    "stake.dressed": _dressed,
    "deal.shuffled": lambda t: f"{t.name('dealer')} shuffles and deals five cards each, one at a time, starting with "
                               f"{t.name('first')} on the left: {_dealt(t)}.",
    "deal.shuffled-unseen": lambda t: f"{t.name('dealer')} shuffles and deals five cards each, face down, one at a "
                                      f"time, starting with {t.name('first')} on the left.",
    "deal.given": lambda t: f"The hands are given: {_dealt(t)}.",
    "trump.turned": lambda t: f"{t.card('card').label} is turned up: {t.card('card').suit.name} are trumps.",
    "claim.honour": lambda t: f"{t.name('holder')} holds {t.card('card').label}, the {t.card('card').name}. "
                              f"{_taken(t)}",
    "claim.together": lambda t: f"{t.name('holder')} holds {in_a_row(t.cards('cards'))} of trumps together. "
                                f"{_taken(t)}",
    "claim.turn-up": lambda t: f"The turn-up {t.card('card').label} belongs to nobody, so the "
                               f"{listed([TITLES[c] for c in t.terms('compartments')])} cannot be claimed this "
                               f"deal and carr{'ies' if len(t.terms('compartments')) == 1 else 'y'} over.",
    "claim.carry-over": lambda t: "Unclaimed, these stay on the board for the next deal: " + ", ".join(
        f"{TITLES[c]} {amount}" for c, amount in zip(t.terms("compartments"), t.numbers("amounts"))) + ".",
    "bet.opens": lambda t: f"The betting for the Poch starts with {t.name('first')}, on the dealer's left; nobody may "
                           f"put more than {t.number('limit')} into the Poch this deal.",
    "bet.pass": lambda t: f"{_better(t)} owes nothing and passes.",
    "bet.fold": lambda t: f"{_better(t)} will not pay {t.number('owed')} to see, folds and drops out of the Poch.",
    "bet.see": lambda t: f"{_better(t)} sees, putting {t.number('owed')} into the Poch.",
    "bet.raise": lambda t: f"{_better(t)} raises {t.number('amount')}, putting {t.number('pays')} into the Poch "
                           f"(stake now {t.number('stake')}).",
    "bet.end": lambda t: f"{listed(t.names('still'))}, all still in, have passed in a row: the betting is over.",
    "poch.lone": lambda t: f"Everyone else has folded: {t.name('winner')} takes the Poch, {t.number('amount')}, "
                           "without showing.",
    "poch.best": lambda t: f"{t.name('winner')} has the best hand, {value(t.cards('hand')).words}, and takes the "
                           f"Poch: {t.number('amount')}.",
    **{message: _showdown for message in _WHY},
    "lay.everyone": lambda t: f"Everyone lays out, folded or not, starting with {t.name('first')}; aces count 1, "
                              "courts 10, the other cards their number.",
    "lay.pass": lambda t: f"{t.name('player')} cannot lay a card without passing 31 and passes.",
    "lay.run-end": lambda t: f"Nobody can lay a card: everyone else pays {t.name('last')}, who laid the last card, a "
                             "penny, and starts the next run.",
    "lay.card": lambda t: f"{t.name('player')} lays {t.card('card').label}: {t.number('total')}.",
    "lay.out": lambda t: f"{t.name('player')} has laid the last card and is out: the others pay a penny for every "
                         "card still held (" + ", ".join(
                             f"{name} {count}" for name, count in zip(t.names("holders"), t.numbers("held"))) + ").",
    "lay.out-ends": lambda t: f"The deal ends as {t.name('player')} goes out; the run in progress is not paid.",
    "hand.value": lambda t: value(t.cards("hand")).words,
    "table.pack-down": lambda t: "the pack, face down",
    "table.talon": lambda t: "talon",
    "table.turn-up": lambda t: f"turn-up: {t.suit('suit').name} are trumps",
    "table.run": lambda t: "the run towards 31",
    "table.count": lambda t: f"count {t.number('total')}",
    "table.outcome": _outcome,
    "refuse.pass-owing": lambda t: f"you cannot pass while you owe {t.number('owed')} to see the highest stake: see, "
                                   "raise or fold",
    "refuse.nothing-owed": lambda t: f"there is nothing to {t.term('move')}: you owe nothing, so pass or raise",
    "refuse.above-limit": lambda t: f"a raise of {t.number('amount')} would take the stake to "
                                    f"{t.number('top') + t.number('amount')}, above the table limit of "
                                    f"{t.number('limit')}; raise at most {t.number('limit') - t.number('top')}",
    "refuse.at-limit": lambda t: f"the stake is already at the table limit of {t.number('limit')}: you cannot raise",
    "refuse.raise-digits": lambda t: f"a raise of {t.number('digits')} digits is above any table limit: the limit is "
                                     f"at most {t.number('most')}",
    "refuse.not-a-move": lambda t: f"{t.term('given')} is not a move: write pass, see, fold or raise followed by a "
                                   "whole number of pennies, such as 'raise 2'",
    "refuse.hands-list": lambda t: f"give the hands as a list with one list of {t.number('size')} cards per seat",
    "refuse.hands-count": lambda t: f"give one hand per seat: {t.number('players')} seats, {t.number('hands')} hands",
    "refuse.hand-size": lambda t: f"seat {seat_number(t.seat('seat'))} holds {counted(t.number('held'), 'card')}: "
                                  f"every player is dealt {t.number('size')}",
    "refuse.trump-missing": lambda t: "give the turned-up card, such as '9H'",
    "refuse.trump-held": lambda t: f"{t.card('card').label} ({t.card('card').name}) is turned up, so it cannot also be "
                                   f"in seat {seat_number(t.seat('seat'))}'s hand",
}, home=__name__)
"""Glic's steps and refusals, by message id."""

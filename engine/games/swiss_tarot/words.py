"""The sentences of Swiss Tarot's steps, by message id: the deal, the discard, the Fool's exchange, the count and
the pool, so that the engine records each decision as data and its sentence is written here only; with them, the
refusals of a move or a request and the labels of the table's places.

A message that gives every seat's points gives them in seat order (``points``).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.games.swiss_tarot.counting import value
from engine.said import Told, Words
from engine.table import seat_number
from engine.wording import counted, listed


def labels(cards: Sequence[Card]) -> str:
    """Cards as a reader writes them: ``K♠, 7♠ and trump 2``."""
    return listed([card.label for card in cards])


def _scores(told: Told) -> str:
    """Each player's points in seat order: ``Anne 30, Blaise 25, Claude 23``."""
    return ", ".join(f"{name} {points}" for name, points in zip(told.players, told.numbers("points")))


def _trick(told: Told) -> str:
    """The pile a count names: the discard (trick 0), or a trick by its number."""
    number = told.number("trick")
    return "discard" if number == 0 else f"trick {number}"


_FOOL_WHY = {"no-count": "the first card of no count he has taken", "least": "the card of his that counts least"}
"""Why the Fool's owner gives the card he gives, by term."""


def _given(told: Told) -> str:
    """The card the Fool's owner gives for it, why, from which of his piles, and to whom."""
    card, source, trick = told.card("card").label, told.number("source"), told.number("trick")
    where = "his discard" if source == 0 else f"his trick {source}"
    return (f"{told.name('owner')} gives {card}, {_FOOL_WHY[told.term('why')]}, from {where}; the Fool takes its "
            f"place and {card} goes into trick {trick}, {told.name('winner')}'s.")


def _counted(told: Told) -> str:
    """A pile's counting cards, each with its value, and the points they make."""
    counters = told.cards("counters")
    listing = ", ".join(f"{card.label} {value(card)}" for card in counters)
    return (f"{told.name('holder')}'s {_trick(told)} holds {counted(len(counters), 'counting card')} ({listing}): "
            f"{counted(told.number('points'), 'point')}.")


def _tie(told: Told) -> str:
    """The players who tie for the highest total, and the pool they share."""
    return (f"{listed(told.names('tied'))} tie with {told.number('best')} and share the pool of "
            f"{told.number('pool')}")


def _named(card: Card) -> str:
    """A card in a refusal: its label, and its name when the label differs."""
    return card.label if card.label == card.name else f"{card.label} ({card.name})"


def _when(told: Told) -> str:
    """When a card is not in the hand: ``" now"`` in the play, nothing while the dealer lays cards aside."""
    return f" {told.term('when')}" if told.term("when") else ""


def _allowed(told: Told) -> str:
    """The cards a dealer's hand holds that he may lay aside, when too few: ``only K♠ and 7♠``, or ``none``."""
    allowed = told.cards("allowed")
    return f"only {labels(allowed)}" if allowed else "none"


WORDS = Words({
    "stake.ante": lambda t: f"{listed(t.names('players'))} each put {t.number('stake')} into the pool.",
    "deal.packets": lambda t: f"{t.name('dealer')} deals five rounds of five cards, starting with {t.name('first')} "
                              "on his right: 25 cards each.",
    "deal.last-three": lambda t: f"{t.name('dealer')} takes the last three cards, {labels(t.cards('cards'))}, and "
                                 "holds 28.",
    "discard.policy": lambda t: f"{t.name('dealer')} lays aside {labels(t.cards('cards'))}: the allowed cards that "
                                "count most, then the lowest.",
    "discard.three": lambda t: f"{t.name('dealer')} lays aside {labels(t.cards('cards'))}.",
    "discard.unseen": lambda t: f"{t.name('dealer')} lays aside three cards, face down.",
    "deal.last-three-unseen": lambda t: f"{t.name('dealer')} takes the last three cards and holds 28.",
    "discard.counts-as-trick": lambda t: f"The three cards laid aside count as a trick of {t.name('dealer')}'s.",
    "lead.first": lambda t: f"{t.name('leader')}, on the dealer's right, leads to the first trick.",
    "fool.later": lambda t: f"{t.name('owner')} has taken no card yet: he will exchange the Fool when he first wins "
                            "a trick.",
    "fool.exchange": lambda t: f"{t.name('owner')} keeps the Fool played to trick {t.number('trick')} and gives "
                               f"{t.name('winner')} a card of his own tricks for it.",
    "fool.card-given": _given,
    "fool.lost": lambda t: f"{t.name('owner')} took no trick, so he cannot exchange the Fool: it stays in trick "
                           f"{t.number('trick')}, with {t.name('winner')}.",
    "count.by-trick": lambda t: "Each trick is counted as it lies after the Fool's exchange, the discard as "
                                f"{t.name('dealer')}'s.",
    "count.trick": _counted,
    "count.no-counter": lambda t: f"{t.name('holder')}'s {_trick(t)} holds no counting card: 1 point.",
    "count.deal": lambda t: f"Deal {t.number('deal')} counts {_scores(t)}: {t.number('total')} in all.",
    "game.totals": lambda t: f"After {counted(t.number('deals'), 'deal')}: {_scores(t)}.",
    "game.winner": lambda t: f"{t.name('winner')} has the highest total, {t.number('best')}, and takes the pool of "
                             f"{t.number('pool')}.",
    "game.tie": lambda t: f"{_tie(t)}.",
    "game.tie-odd": lambda t: f"{_tie(t)}; the odd {t.number('odd')} goes to {t.name('first')}, who received cards "
                              "first.",
    "refuse.not-held": lambda t: f"{_named(t.card('card'))} is not in {t.name('player')}'s hand{_when(t)}",
    "refuse.not-held-move": lambda t: f"{t.term('move')!r} is not in {t.name('player')}'s hand{_when(t)}",
    "refuse.laid-aside": lambda t: f"{_named(t.card('card'))} is already laid aside",
    "refuse.forbidden": lambda t: f"{_named(t.card('card'))} may not be laid aside: {t.told('why')}",
    "refuse.forbidden-why": lambda t: f"the dealer may not discard a king, a trump or the Fool (rule {t.term('rule')})",
    "refuse.card": lambda t: f"{_named(t.card('card'))} may not be played now: {t.told('why')}",
    "refuse.too-few-to-discard": lambda t: f"{t.name('dealer')}, the dealer, holds "
                                           f"{counted(len(t.cards('allowed')), 'card')} he may lay aside "
                                           f"({_allowed(t)}), and must lay aside {t.number('must')}: {t.told('why')}",
    "refuse.seed-hand": lambda t: f"{t.told('refusal')}; this seed deals such a hand, so choose another",
    "refuse.discard-count": lambda t: f"the dealer lays aside exactly {t.number('must')} cards, not "
                                      f"{t.number('given')}",
    "refuse.three-hands": lambda t: f"give three hands: seat 1, the dealer, with {t.number('dealer')} cards before "
                                    f"the discard, seats 2 and 3 with {t.number('others')}",
    "refuse.hand-size": lambda t: f"seat {seat_number(t.seat('seat'))}, holds {counted(t.number('held'), 'card')}: "
                                  f"it should hold {t.number('size')}",
    "refuse.dealer-hand-size": lambda t: f"seat {seat_number(t.seat('seat'))}, the dealer, holds "
                                         f"{counted(t.number('held'), 'card')}: it should hold {t.number('size')} "
                                         "before the discard",
    "refuse.after-last": lambda t: f"the game is over: {t.card('card').name} comes after the reader's last card",
    "refuse.after-last-move": lambda t: f"the game is over: {t.term('move')} comes after the reader's last card",
    "refuse.no-card": lambda t: "give at least one card",
    "refuse.trick-size": lambda t: f"a trick on the table holds at most {t.number('most')} cards before yours",
    "table.pack": lambda t: "the pack",
    "table.discard": lambda t: f"{t.name('dealer')}'s discard",
}, home=__name__)
"""Swiss Tarot's own steps and refusals, by message id (the tricks' are :data:`engine.trick_words.TRICK_WORDS`)."""

"""The sentences of Homme d'Auvergne's steps, by message id: the draw and the deal, the turn-ups and the bids, the
Kings, the result, the points and the pool, so that a deal records each decision as data and is worded here (the
tricks are worded by :mod:`engine.trick_words`).

A computer seat's choice at a turn-up carries its policy's reason, what it is ``holding``, which only that seat reads;
a choice of the reader's, or one the policy would not make, carries none and is said to be "by choice".
"""

from __future__ import annotations

from engine.games.homme.variants import HAND_SIZE, TURN_UPS
from engine.said import Told, Words
from engine.table import seat_number
from engine.wording import counted, listed


def _why(told: Told) -> str:
    """A turn-up choice's reason: what the policy saw in the hand, or that the player chose it; nothing for a reader
    who may not see that hand (``unsaid``)."""
    if "holding" not in told:
        return " by choice"
    holding = told.term("holding")
    if holding == "unsaid":
        return ""
    if holding == "king":
        return ", holding a King"
    if holding == "suit":
        return f", holding {_NUMBERS[told.number('count')]} {told.suit('suit').name}"
    return ", holding no King and no three cards of one suit"


_NUMBERS = {3: "three", 4: "four", 5: "five"}
"""A count of cards of one suit, in words."""


def _policy(told: Told) -> str:
    watched = f", {told.name('reader')}'s too" if "reader" in told else ""
    others = f"Every seat but {told.name('reader')}'s" if "reader" in told else "Every seat"
    return (f"Every seat bids by the same rule{watched}: play with two cards or more of the turn-up's suit, else pass. "
            f"{others} turns up a card with a King or three cards of one suit in hand, else passes, and shows a King "
            "of the turn-up's suit.")


def _chosen_for(told: Told) -> str:
    """The seats whose cards the policy chooses: all, or all but the reader's."""
    return f"every seat but {told.name('reader')}'s" if "reader" in told else "every seat"


def _when(told: Told) -> str:
    """When the holder of the turn-up suit's King shows it or keeps it: at the turn to speak, or once another said
    play first."""
    return f"as {told.name('bidder')} said play first" if "bidder" in told else "at the turn to speak"


def _took(told: Told) -> str:
    return "; ".join(f"{name} {counted(count, 'trick')}" for name, count in zip(told.names("players"),
                                                                                 told.numbers("tricks")))


_SHOWN = {"chosen": ", by choice", "policy": ": a sure point, which only a capture takes back"}
"""Why the King is shown, by the message's term ``how``."""

_LOST = {
    "three": lambda t: f"{t.name('other')} takes {t.number('count')} tricks",
    "first-to-two": lambda t: f"{t.name('other')} was first to two tricks",
    "first-trick": lambda t: f"{t.name('other')} made the first trick before the Man made his",
    "more": lambda t: f"{t.name('other')} takes more tricks than the Man",
}
"""Why the Man loses, by the message's term ``lost``."""


def _defenders(told: Told) -> str:
    left = told.number("left")
    kept = f"; {counted(left, 'chip')} stay{'s' if left == 1 else ''} in the pool" if left else ""
    return f"The defenders share the pool: {counted(told.number('share'), 'chip')} each{kept}."


WORDS = Words({
    "deal.cut": lambda t: "The players draw for the deal (" + ", ".join(
        f"{name} {card.label}" for name, card in zip(t.names("players"), t.cards("cards"))) + f"): {t.name('dealer')} "
        "has the highest card and deals first.",
    "deal.rotation": lambda t: f"The deal passes to the right: {t.name('dealer')} deals.",
    "deal.anticlockwise": lambda t: f"{t.name('dealer')} deals; first hand is {t.name('first')}, on the dealer's "
                                    "right, and everything goes round to the right.",
    "stake.ante": lambda t: f"Each player puts {counted(t.number('stake'), 'chip')} into the pool.",
    "pack.piquet": lambda t: f"With {t.number('players')} players the sevens are "
                             f"{'out' if t.number('size') == 28 else 'in'}: {t.number('size')} cards.",
    "deal.packets": lambda t: f"{t.name('dealer')} gives each player {HAND_SIZE} cards, a packet of "
                              f"{t.number('first')} and then a packet of {t.number('second')}.",
    "auction.policy": _policy,
    "auction.declines": lambda t: f"{t.name('player')} does not turn up the talon's top card{_why(t)}.",
    "auction.no-revel": lambda t: f"{t.name('player')} does not go revelling{_why(t)}.",
    "auction.nobody-turns": lambda t: "Nobody turns up the talon's top card: the deal is not played and passes to the "
                                      f"right{'; the stakes stay in the pool' if t.number('stake') else ''}.",
    "auction.nobody-revels": lambda t: "Nobody goes revelling: the deal is not played and passes to the "
                                       f"right{'; the stakes stay in the pool' if t.number('stake') else ''}.",
    "auction.no-man": lambda t: f"Everyone has passed {TURN_UPS} times: the deal is not played and passes to the "
                                "right.",
    "auction.turn-up": lambda t: f"{t.name('player')} turns up the talon's top card{_why(t)}: {t.card('card').label}.",
    "auction.revel": lambda t: f"All have passed: {t.name('player')} goes revelling{_why(t)}, and turns up "
                               f"{t.card('card').label}.",
    "auction.bid": lambda t: f"{t.name('player')} {'says play' if t.term('bid') == 'play' else 'passes'} with "
                             f"{t.suit('suit').name} as trumps.",
    "auction.trump": lambda t: f"{t.suit('suit').name.capitalize()}, the suit of the last turn-up, are trumps: "
                               f"{t.name('man')} is the Man and plays alone against {listed(t.names('others'))}.",
    "king.stay": lambda t: "The Kings' points stay with their players although the deal is not played.",
    "king.turned": lambda t: f"{t.name('player')} turned up a King, {t.card('card').label}, and scores a point.",
    "king.already": lambda t: f"{t.name('holder')}'s {t.card('card').label} has already scored and does not score "
                              "again.",
    "king.kept": lambda t: f"{t.name('player')} keeps the King of the turn-up's suit hidden {_when(t)}, by choice: it "
                           "scores nothing for this turn-up.",
    "king.shown": lambda t: f"{t.name('player')} shows {t.card('card').label}, the King of the turn-up's suit, "
                            f"{_when(t)}, and scores a point{_SHOWN[t.term('how')]}.",
    "king.captured": lambda t: f"{t.name('captor')} captures {t.card('card').label}, which scored for "
                               f"{t.name('holder')}: its point passes to {t.name('captor')}.",
    "play.policy": lambda t: f"Cards are chosen for {_chosen_for(t)}: lead the highest card, trumps last; win as "
                             "cheaply as possible, else play the lowest card allowed.",
    "win.three-tricks": lambda t: f"{t.name('man')} takes {t.number('count')} tricks and wins ({_took(t)}).",
    "win.first-to-two": lambda t: f"{t.name('man')} takes two tricks, no opponent three, and was first to two: the Man "
                                  f"wins ({_took(t)}).",
    "win.first-trick": lambda t: f"Nobody takes more than one trick and {t.name('man')} made the first: the Man wins "
                                 f"({_took(t)}).",
    "win.lose": lambda t: f"{t.name('man')} loses: {_LOST[t.term('lost')](t)} ({_took(t)}).",
    "score.win": lambda t: f"{t.name('man')}, the Man, scores a point.",
    "score.loss": lambda t: f"{t.name('man')}, the Man, gives up a point.",
    "score.against": lambda t: f"{t.name('player')} scores a point against the Man.",
    "score.owes": lambda t: f"{t.name('player')} has no point to give up and owes it, to be paid from the next point "
                            "scored.",
    "score.pays-off": lambda t: f"{t.name('player')}'s new point pays off a point owed.",
    "stake.sweep": lambda t: f"{t.name('man')} sweeps the pool of {counted(t.number('pool'), 'chip')}.",
    "stake.defenders": _defenders,
    "game.tie": lambda t: f"{' and '.join(t.names('leaders'))} have {t.number('top')} points each, the target of "
                          f"{t.number('target')} or more: the game goes on until one of them leads alone.",
    "game.end-of-deal": lambda t: f"The deal is over and the points are counted: {' and '.join(t.names('leaders'))} "
                                  f"has {t.number('top')}.",
    "game.target": lambda t: f"{' and '.join(t.names('leaders'))} reaches {t.number('top')} points with the most of "
                             f"anyone and wins the game of {t.number('target')}.",
    "table.talon": lambda t: "talon",
    "table.turn-ups": lambda t: "turn-ups",
    "table.owes": lambda t: f"owes {counted(t.number('owed'), 'point')}",
    "outcome.nobody-turns": lambda t: "Nobody turned up a card: the deal is not played.",
    "outcome.all-passed": lambda t: "Everyone passed: the deal is not played.",
    "outcome.man": lambda t: f"{t.name('man')}, the Man, {'wins' if t.term('result') == 'won' else 'loses'} the deal.",
    "ask.turn-up": lambda t: "turn up the talon's top card",
    "ask.revel": lambda t: "go revelling and turn up the next card",
    "ask.show-king": lambda t: f"show {t.card('king').label} for a point or keep it hidden",
    "refuse.asked": lambda t: f"{t.name('player')} is asked whether to {t.told('question')}: the moves are "
                              f"{t.terms('moves')[0]} and {t.terms('moves')[1]}, not {t.term('move')!r}",
    "refuse.no-card": lambda t: f"{t.term('move')!r} names no card: write a card of the hand, such as "
                                f"'{t.term('example')}'",
    "refuse.not-held": lambda t: f"{t.card('card').label} ({t.card('card').name}) is not in {t.name('player')}'s "
                                 f"hand, which holds {', '.join(card.label for card in t.cards('hand'))}",
    "refuse.hands-list": lambda t: f"give the hands as a list with one list of {t.number('size')} cards per seat",
    "refuse.hands-count": lambda t: f"give one hand per seat: {t.number('players')} seats, {t.number('hands')} hands",
    "refuse.hand-size": lambda t: f"seat {seat_number(t.seat('seat'))} holds {counted(t.number('held'), 'card')}: "
                                  f"every player is dealt {t.number('size')}",
    "refuse.turnups": lambda t: f"give the cards turned up, in order: 1 to {t.number('most')} cards, such as ['9H']",
    "refuse.next-turn-up": lambda t: f"everyone passes on {t.card('card').label}: give the next card to turn up "
                                     f"({t.number('number')} of at most {t.number('most')})",
    "refuse.never-turned": lambda t: f"the auction ends on turn-up {t.number('number')}, when {t.name('man')} says "
                                     "play: this card is never turned",
}, home=__name__)
"""Homme d'Auvergne's steps, the words of its table, its questions and its refusals, by message id."""

"""The sentences of Landsknecht's steps, by message id: the stake and the covers, the cards turned left, right and
to the middle, the settlement, and the bank passed on or sold, so that a coup records each decision as data and is
worded here; and the words of the table kept with each step: the places' labels, the seats' notes and the outcome.

What matching cards share is worded by the rule set's ``by`` (``suit`` or ``rank``): "hearts", "sevens".
"""

from __future__ import annotations

from engine.cards import Card
from engine.places import card_place
from engine.said import Told, Words
from engine.wording import listed


def _shared(told: Told, card: Card) -> str:
    """What ``card`` shares with a card it matches, in words (``"hearts"``, ``"sevens"``)."""
    return card.suit.name if told.term("by") == "suit" else f"{card.rank.name}s"


def _is(count: int, one: str, more: str) -> str:
    """``one`` for a count of one, else ``more``: "is" or "are", "it" or "them"."""
    return one if count == 1 else more


def _covers(told: Told) -> str:
    """A punter's cover: of the policy it followed for a computer seat, capped where the policy offered more than was
    still uncovered, with what is left uncovered after it."""
    name, how, amount, left = told.name("punter"), told.term("how"), told.number("cover"), told.number("uncovered")
    if how == "all-covered":
        return f"{name} covers nothing: the whole stake is already covered."
    if how == "policy-nothing":
        return f"{name} covers nothing (policy: cover up to 0)."
    if how == "chosen":
        text = f"{name} covers {amount} of the stake" if amount else f"{name} covers nothing."
    elif how == "capped":
        was = left + amount
        text = (f"{name} would cover up to {told.number('up-to')}, but only {was} of the stake "
                f"{_is(was, 'is', 'are')} still uncovered, so {name} covers {amount}")
    else:
        text = f"{name} covers {amount} of the stake (policy: cover up to {told.number('up-to')})"
    return f"{text}; {left} still uncovered." if amount else text


def _uncovered(told: Told) -> str:
    """The part of the stake nobody covered, which goes back to the banker."""
    left, banker = told.number("uncovered"), told.name("banker")
    return (f"{left} of {banker}'s stake {_is(left, 'is', 'are')} not covered, so {_is(left, 'it is', 'they are')} not "
            f"at risk: {banker} takes {_is(left, 'it', 'them')} back.")


def _bids(told: Told) -> str:
    """The sealed bids, each bidder's name and bid in turn: "Anne 3, Blaise 0"."""
    return ", ".join(f"{name} {bid}" for name, bid in zip(told.names("bidders"), told.numbers("bids")))


def _paid(told: Told) -> str:
    """What the losing banker pays, each punter's name and cover in turn: "Anne 2, Claude 1"."""
    return ", ".join(f"{name} {cover}" for name, cover in zip(told.names("punters"), told.numbers("covers")))


def _turned(told: Told) -> str:
    """Where the card that decided the coup lies in the order given (``turned``, counted from 1): "the 3rd card of the
    order"."""
    return card_place(f"order[{told.number('turned') - 1}]")


_PLACES = {"left": "Left: the banker's card", "right": "Right: the punters' card", "middle": "Middle",
           "talon": "Talon"}
"""The places where the cards lie during a coup, as the table labels them."""

_HOW = {"immediate": "the left and right cards match at once", "left": "a middle card matches the left card",
        "right": "a middle card matches the right card"}
"""How a coup was decided (``left``, ``right`` or ``immediate``), in words."""


def _outcome(told: Told) -> str:
    """What the coup came to, and who holds the bank next once that is known."""
    text = f"{told.name('banker')} {told.term('result')}: {_HOW[told.term('how')]}."
    return text + f" Next banker: {told.name('next')}." if "next" in told else text


WORDS = Words({
    "stake.banker": lambda t: f"{t.name('banker')} holds the bank and puts up a stake of {t.number('stake')}.",
    "cover.punter": _covers,
    "cover.uncovered": _uncovered,
    "shuffle.pack": lambda t: f"{t.name('banker')} shuffles the whole pack of {t.number('size')} cards.",
    "deal.turned": lambda t: f"{t.name('banker')} turns {t.card('card').label} ({t.card('card').name}) to the "
                             f"{t.term('place')}.",
    "deal.left-is-banker": lambda t: f"The left card, {t.card('left').label}, is {t.name('banker')}'s, the banker's; "
                                     f"the right card, {t.card('right').label}, is the punters'.",
    "match": lambda t: f"{t.card('card').label} and {t.card('partner').label} are both "
                       f"{_shared(t, t.card('card'))}: they match.",
    "deal.immediate-match": lambda t: f"The left and right cards match at once, so {t.name('banker')} wins every bet.",
    "middle.no-match": lambda t: f"{t.card('left').label} and {t.card('right').label} do not match "
                                 f"({_shared(t, t.card('left'))} and {_shared(t, t.card('right'))}), so "
                                 f"{t.name('banker')} turns cards to the middle until one matches the left or the "
                                 "right card.",
    "middle.always-ends": lambda t: f"{t.number('partners')} more {_shared(t, t.card('left'))} lie among the "
                                    f"{t.number('unturned')} unturned cards, so a match comes before the pack runs "
                                    "out.",
    "middle.neither": lambda t: f"{t.name('banker')} turns {t.card('card').label} ({t.card('card').name}) to the "
                                "middle: it matches neither.",
    "middle.left-match": lambda t: f"{t.card('card').label} matches the left card, {t.card('left').label}, so "
                                   f"{t.name('banker')} wins.",
    "middle.right-match": lambda t: f"{t.card('card').label} matches the right card, {t.card('right').label}, so "
                                    f"{t.name('banker')} loses.",
    "settle.banker-wins": lambda t: f"{t.name('banker')} wins and takes the {t.number('covered')} covered by the "
                                    f"punters, with {t.number('covered')} of the stake back.",
    "settle.nobody-covered": lambda t: f"{t.name('banker')} {t.term('result')}, but nobody covered the stake: nothing "
                                       "changes hands.",
    "settle.banker-loses": lambda t: f"{t.name('banker')} loses and pays each punter what he covered ({_paid(t)}); "
                                     "each takes his cover back too.",
    "bank.keeps": lambda t: f"{t.name('banker')} won, so {t.name('banker')} keeps the bank and stakes "
                            f"{t.number('stake')} again next coup.",
    "bank.passes-on": lambda t: f"{t.name('banker')} lost, so the bank passes on.",
    "bank.to-the-left": lambda t: f"{t.name('next')}, on {t.name('banker')}'s left, is the next banker.",
    "auction.option": lambda t: f"The table plays with the auction: {t.name('banker')} sells the bank instead of "
                                "passing it.",
    "auction.no-bid": lambda t: f"Sealed bids: {_bids(t)}. Nobody bids for the bank.",
    "auction.sold": lambda t: f"Sealed bids: {_bids(t)}. {t.name('buyer')} bids most, pays {t.number('price')} to "
                              f"{t.name('banker')} and becomes the banker.",
    "auction.tie": lambda t: f"{listed(t.names('tied'))} bid {t.number('price')} each; {t.name('buyer')} comes "
                             f"first from {t.name('banker')}'s left and buys the bank.",
    "refuse.cover-above": lambda t: f"{t.name('player')} may cover at most what is still uncovered of the stake, "
                                    f"{t.number('uncovered')}, not {t.number('amount')}",
    "refuse.bids-without-auction": lambda t: "bids are only read when the table plays with the auction: set auction "
                                             "to true",
    "refuse.bids-count": lambda t: f"give a list of {t.number('players')} bids, one for each seat",
    "refuse.order-missing": lambda t: "give the cards in the order they are turned: left, right, then the middle",
    "refuse.order-too-short": lambda t: "give at least the left and the right cards",
    "refuse.order-undecided": lambda t: f"these {t.number('count')} cards do not decide the coup: add middle cards "
                                        f"until one matches the left or the right card by {t.term('by')}",
    "refuse.order-decided": lambda t: f"the coup is already decided by {t.card('card').label}, {_turned(t)}, so no "
                                      "more cards are turned",
    "table.place": lambda t: _PLACES[t.term("place")],
    "table.banker-note": lambda t: f"stakes {t.number('stake')}, {t.number('covered')} at risk",
    "table.punter-note": lambda t: f"covers {t.number('cover')}",
    "table.outcome": _outcome,
}, home=__name__)
"""Landsknecht's steps and refusals, and the words of its table (``table.``), by message id."""

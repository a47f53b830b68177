"""The sentences of Basset's steps, by message id: the stakes placed, each card the banker turns and what it settles,
and each choice to take a win or let it ride, so that a deal records each decision as data and is worded here.

A stake is named by its punter (``punter``), its rank's code (``rank``) and its amount (``stake``); the banker by
``banker``; where a card falls by ``pile``, the pile's key in the deal's table (``first``, ``losing``, ``winning``,
``last``). The table kept with each step is worded here too: the labels of the pack and the piles (``place``, the
pile's key or ``pack``), of each denomination's compartment of the board (``denomination``, the rank's name as its
pack names it: ``queen``, ``re``, ``sota``), and the balances after a deal; and the refusals of a request's stakes,
policies, choices and pack (``refuse.``), a value the reader gave as the reason quotes it (``given``).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.said import Told, Words
from engine.wording import counted

_ORDINALS = ("first", "second", "third", "fourth", "fifth")
"""A stake's wins in words, first to fifth."""


def _times(price: int) -> str:
    """A price in words: ``even money`` or ``7 times the stake``."""
    return "even money" if price == 1 else f"{price} times the stake"


_CHOOSER = {"reader": "you chose", "policy": "by policy"}
"""Who chose to take a win or let it ride, in words."""


def _placed(told: Told) -> str:
    """A punter's stakes for the deal, and those of their ranks that already ride on."""
    if "ranks" in told:
        listed = ", ".join(f"{amount} on {rank}" for amount, rank in zip(told.numbers("amounts"), told.terms("ranks")))
        text = f"{told.name('punter')} stakes {listed}"
    else:
        text = f"{told.name('punter')} stakes nothing this deal"
    if "riding" in told:
        text += f" (a stake already rides on {', '.join(told.terms('riding'))})"
    return text + "."


def _turned(told: Told) -> str:
    """The card the banker turns, where it falls, and how many stakes it meets."""
    pile, pair = told.term("pile"), told.number("pair")
    where = {"first": "as the first card", "last": "as the last card",
             "losing": f"onto the first (losing) pile, pair {pair}",
             "winning": f"onto the second (winning) pile, pair {pair}"}[pile]
    hit, card = told.number("hit"), told.card("card")
    met = f": {hit} stake{'' if hit == 1 else 's'} on {card.rank.code}." if hit else "."
    return f"{told.name('banker')} turns {card.label} {where}{met}"


_PLACES = {"pack": "the banker's pack, face down", "first": "first card, the banker's", "losing": "first pile, loses",
           "winning": "second pile, wins", "last": "last card, the banker's"}
"""The banker's pack and the piles on the table, by their keys, as the table labels them."""


_STATES: dict[str, Callable[[int], str]] = {
    "on": lambda count: "on the board",
    "carried": lambda count: "rides on from the last deal (corner bent)",
    "lost": lambda count: "lost",
    "won": lambda count: f"won {counted(count, 'time')}",
    "rides": lambda count: f"rides, {counted(count, 'win')} (corner bent)",
    "took": lambda count: f"took {count} and the stake",
}
"""How a stake on the board stands, by its state (:data:`engine.games.basset.session.STATES`), with its count: the
wins, or the chips taken."""


def _after(told: Told) -> str:
    """Each player's balance after a deal, signed: "After deal 1: Anne +2, Blaise -2."."""
    balances = ", ".join(f"{name} {amount:+d}" for name, amount in zip(told.names("players"), told.numbers("balances")))
    return f"After deal {told.number('deal')}: {balances}."


def _wins(used: int) -> str:
    """The wins of a session that a reader's decisions may cover: ``no win``, ``only 2 wins``."""
    return "no win" if used == 0 else f"only {counted(used, 'win')}"


WORDS = Words({
    "stakes.open": lambda t: f"Before deal {t.number('deal')} the punters place their stakes; {t.name('banker')} "
                             "keeps the bank in seat 1 for the whole session.",
    "stakes.rides-on": lambda t: f"{t.name('punter')}'s stake of {t.number('stake')} on {t.term('rank')} rides on "
                                 f"from deal {t.number('deal')}, where it won four times.",
    "stakes.placed": _placed,
    "pack.full": lambda t: f"{t.name('banker')} holds the whole pack of {t.number('size')} cards, shuffled, and turns "
                           "it up one card at a time.",
    "deal.all-settled": lambda t: f"No stake is left at risk: {t.name('banker')} turns no more cards "
                                  f"({counted(t.number('left'), 'card')} stay in the pack).",
    "card.turned": _turned,
    "card.too-late": lambda t: f"{t.card('card').label} comes too late for {t.name('punter')}'s stake on "
                               f"{t.term('rank')}: the first card of this pair had already lost it.",
    "stake.lost": lambda t: f"{t.card('card').label} loses {t.name('punter')}'s stake of {t.number('stake')} on "
                            f"{t.term('rank')} to {t.name('banker')}.",
    "stake.riding-lost": lambda t: f"{t.card('card').label} loses {t.name('punter')}'s riding stake on "
                                   f"{t.term('rank')} after {counted(t.number('wins'), 'win')}: {t.name('banker')} "
                                   f"takes only the stake of {t.number('stake')}, as the declined winnings were never "
                                   "paid.",
    "stake.won": lambda t: f"{t.card('card').label} wins {t.name('punter')}'s stake of {t.number('stake')} on "
                           f"{t.term('rank')} for the {_ORDINALS[t.number('wins') - 1]} time: taken now it pays "
                           f"{_times(t.number('price'))}, {t.number('price') * t.number('stake')}.",
    "paroli.fifth-ends": lambda t: f"A fifth win ends the schedule: {t.name('punter')} takes the stake on "
                                   f"{t.term('rank')} and its winnings.",
    "paroli.last-deal": lambda t: f"This is the session's last deal, so {t.name('punter')}'s stake on "
                                  f"{t.term('rank')} cannot ride into another: it is paid at the fourth-win price.",
    "paroli.rides": lambda t: f"{t.name('punter')} lets the stake on {t.term('rank')} ride "
                              f"{'into the next deal' if t.number('wins') == 4 else 'for the next win'} (paroli; "
                              f"{_CHOOSER[t.term('by')]}), bending a corner of the card, and cannot take it back until "
                              "it wins again.",
    "paroli.takes": lambda t: f"{t.name('punter')} takes the win on {t.term('rank')} ({_CHOOSER[t.term('by')]}).",
    "paroli.take-ends": lambda t: f"{t.name('banker')} pays {t.name('punter')} {t.number('paid')} "
                                  f"({_times(t.number('price'))} on a stake of {t.number('stake')}) and "
                                  f"{t.name('punter')} takes back the stake, which ends it.",
    "table.place": lambda t: _PLACES[t.term("place")],
    "table.stakes": lambda t: "; ".join(t.terms("stakes")),
    "table.stake": lambda t: f"{t.name('punter')} {t.number('stake')}: {_STATES[t.term('state')](t.number('count'))}",
    "table.board": lambda t: f"the board's {t.term('denomination')}",
    "table.after-deal": _after,
    "refuse.choices-list": lambda t: 'give the choices as a list such as ["ride", "take"]',
    "refuse.choice": lambda t: f"a choice is 'ride' or 'take', not {t.term('given')}",
    "refuse.order-missing": lambda t: "give the order of the cards, top first, such as ['KS', '7H', '7D']",
    "refuse.pack-or-small": lambda t: "give a pack, or the ranks and copies of a small pack, not both",
    "refuse.pack-size": lambda t: f"the pack must hold an even number of cards, at least 2, not {t.number('cards')}: "
                                  "a first card, pairs and a last card",
    "refuse.stakes-count": lambda t: f"give one group of stakes per punter: {counted(t.number('punters'), 'punter')}, "
                                     f"{counted(t.number('groups'), 'group') if 'groups' in t else 'no list'}",
    "refuse.stakes-object": lambda t: 'a punter\'s stakes are an object such as {"K": 2, "7": 1}',
    "refuse.denomination": lambda t: f"unknown denomination {t.term('given')}: the denominations are "
                                     f"{' '.join(t.terms('denominations'))}",
    "refuse.staked-twice": lambda t: f"the denomination {t.term('denomination')} is staked twice",
    "refuse.policy-object": lambda t: 'a policy is an object such as {"name": "take"} or {"name": "ride", "to": 3}',
    "refuse.policy-unknown": lambda t: f"unknown policy {t.term('given')}: the policies are 'take' and 'ride'",
    "refuse.policy-field": lambda t: f"unknown field for the policy {t.term('given')}",
    "refuse.policy-to": lambda t: f"the win to take is a whole number from 2 to {t.number('most')}, not "
                                  f"{t.term('given')}",
    "refuse.decision-unused": lambda t: "a riding decision on a stake that has not won: this session has "
                                        f"{_wins(t.number('used'))} to decide",
}, home=__name__)
"""Basset's steps, the words of its table (``table.``) and the refusals of its requests (``refuse.``), by message
id."""

"""How the seats turn up, bid, show their Kings and play: simple, documented, always legal, never random.

A seat turns up a card (or goes revelling) when its hand gives it something to hope for from the card: a
King, which scores if its suit is turned, or three cards of one suit, which it would play as trumps; else it
passes and leaves the card to the next player. It always shows a King of the turn-up's suit: the point is
sure, and only the King's capture in a trick can take it back, which the King of trumps never suffers.

>>> from engine.packs import PACKS
>>> hand = PACKS["french-32"].parse_many(["KH", "7S", "8S", "9C", "JD"], "x")
>>> [bids(hand, PACKS["french-32"].parse(code, "x").suit) for code in ("AS", "AH", "AC")]
[True, False, False]
>>> turns_up(hand)
(True, {'holding': 'king'})
>>> turns, why = turns_up(PACKS["french-32"].parse_many(["QH", "7S", "8S", "9S", "JD"], "x"))
>>> turns, why["holding"], why["suit"].name, why["count"]
(True, 'suit', 'spades', 3)
>>> turns_up(PACKS["french-32"].parse_many(["QH", "7S", "8S", "9C", "JD"], "x"))
(False, {'holding': 'nothing'})
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from engine.cards import Card, Suit
from engine.games.homme.variants import power
from engine.said import Param
from engine.tricks import Trick, TrickRules, winner


def bids(hand: Sequence[Card], suit: Suit) -> bool:
    """Play with ``suit`` as trumps when holding at least two of its cards (homme.auction.policy)."""
    return sum(1 for card in hand if card.suit == suit) >= 2


def turns_up(hand: Sequence[Card]) -> tuple[bool, dict[str, Param]]:
    """Whether a seat turns up the talon's next card, with the reason as a step's parameters
    (homme.auction.policy): it does ``holding`` a ``"king"``, or ``"suit"``, three cards or more (``count``) of
    one ``suit``; otherwise, ``holding`` ``"nothing"``, it passes."""
    if any(card.rank.code == "K" for card in hand):
        return True, {"holding": "king"}
    suit, count = Counter(card.suit for card in hand).most_common(1)[0]
    if count >= 3:
        return True, {"holding": "suit", "suit": suit, "count": count}
    return False, {"holding": "nothing"}


def choose(legal: Sequence[Card], trick: Trick, seat: int, rules: TrickRules) -> Card:
    """The card a seat plays (homme.play.policy): lead the highest card, trumps last; later, the cheapest
    card that would win the trick so far, else the lowest allowed card, keeping trumps."""
    def keep_trumps(card: Card) -> tuple[int, int]:
        return (card.suit == rules.trump, power(card))

    if not trick.plays:
        plain = [card for card in legal if card.suit != rules.trump]
        return max(plain or legal, key=power)
    winning = [card for card in legal
               if winner(Trick(trick.leader, [*trick.plays, (seat, card)]), rules)[0] == seat]
    if winning:
        return min(winning, key=keep_trumps)
    return min(legal, key=keep_trumps)

"""How the seats bid and play: simple, documented, always legal, never random.

>>> from engine.packs import PACKS
>>> hand = PACKS["french-32"].parse_many(["KH", "7S", "8S", "9C", "JD"], "x")
>>> [bids(hand, PACKS["french-32"].parse(code, "x").suit) for code in ("AS", "AH", "AC")]
[True, False, False]
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card, Suit
from engine.games.homme.variants import power
from engine.tricks import Trick, TrickRules, winner


def bids(hand: Sequence[Card], suit: Suit) -> bool:
    """Play with ``suit`` as trumps when holding at least two of its cards (homme.auction.policy)."""
    return sum(1 for card in hand if card.suit == suit) >= 2


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

"""How the engine plays a seat: the dealer's discard and the card to play. Simple, always legal, never random.

The discard keeps the counting cards it may lay aside (queens, cavaliers,
jacks), since the discard is the dealer's own trick, then the lowest others.
In play a seat wins the trick as cheaply as it can, and otherwise gives as
little as it can, saving the Fool for a trick in which it would have to give
a counting card.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card
from engine.games.swiss_tarot.counting import FOOL, TRUMPS, power, value
from engine.tricks import Trick, TrickRules, winner

SUIT_ORDER = ("SW", "BA", "CU", "CO", "T", "X")
"""The order in which equal cards are taken: swords, batons, cups, coins, then trumps."""


def may_discard(card: Card) -> bool:
    """Whether the dealer may lay this card aside: never a king, a trump or the Fool."""
    return card != FOOL and card.suit != TRUMPS and card.rank.code != "K"


def discard(hand: Sequence[Card]) -> list[Card]:
    """The three cards the engine's dealer lays aside: the most valuable allowed, then the lowest."""
    allowed = [card for card in hand if may_discard(card)]
    allowed.sort(key=lambda card: (-value(card), power(card), SUIT_ORDER.index(card.suit.code)))
    return allowed[:3]


def _cheap(card: Card) -> tuple[int, int, int, int]:
    """Cheapest first: fewest points, suit cards before trumps, lowest rank, then the suits' order."""
    return value(card), card.suit == TRUMPS, power(card), SUIT_ORDER.index(card.suit.code)


def choose(legal: Sequence[Card], trick: Trick, rules: TrickRules, seat: int) -> Card:
    """The card the engine plays for ``seat`` among the ``legal`` cards, the trick on the table being ``trick``."""
    cards = [card for card in legal if card != FOOL]
    if not cards:
        return FOOL
    if trick.plays and any(card != FOOL for _, card in trick.plays):
        winning = [card for card in cards if _would_win(card, trick, rules, seat)]
        if winning:
            return min(winning, key=_cheap)
        if FOOL in legal and all(value(card) for card in cards):
            return FOOL
    return min(cards, key=_cheap)


def _would_win(card: Card, trick: Trick, rules: TrickRules, seat: int) -> bool:
    """Whether ``card`` would beat every card already in the trick."""
    trial = Trick(trick.leader, [*trick.plays, (seat, card)])
    return winner(trial, rules)[0] == seat

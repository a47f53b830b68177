"""Requests Landsknecht answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, at_table, request, sessions
from engine.catalogue import Timed
from engine.cards import Card
from engine.games.landsknecht.actions import ACTIONS, MAX_SEAT_COUPS
from engine.games.landsknecht.variants import Variant
from engine.packs import PACKS


def coup_order(variant: Variant, pack: str) -> list[str]:
    """The cards of a short coup from ``pack``: the left card, the right card and a middle card that matches the
    left one (by suit or by rank, as ``variant`` matches)."""
    cards = list(PACKS[pack])
    left = cards[0]
    right = next(card for card in cards if card.suit != left.suit and card.rank != left.rank)
    middle = next(card for card in cards[1:] if card != right and card.suit != right.suit and card.rank != right.rank
                  and variant.key(card) == variant.key(left))
    return [left.code, right.code, middle.code]


def _long_order(variant: Variant) -> list[str]:
    """A coup that turns as many cards as it can: every card matching neither the left nor the right card, then
    one that matches."""
    cards = list(PACKS["french-52"])
    left, right = cards[0], next(card for card in cards if card.suit != cards[0].suit and card.rank != cards[0].rank)

    def matches(card: Card, other: Card) -> bool:
        return variant.key(card) == variant.key(other)

    middle = [card for card in cards if card not in (left, right) and not matches(card, left)
              and not matches(card, right)]
    last = next(card for card in cards if card not in (left, right) and matches(card, left))
    return [card.code for card in (left, right, *middle, last)]


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A seeded session, a short coup and the odds."""
    table = at_table(players)
    if action == "settle":
        return {**table, "order": coup_order(variant, "french-52")}
    return {} if action == "odds" else {**table, "seed": 1}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """The longest sessions with an auction, the longest coup for the most punters, and the odds."""
    if action == "play":
        return sessions(ACTIONS, variant, "coups", False, auction=True)
    if action == "settle":
        return [request(variant, "settle", players=variant.max_players, order=_long_order(variant))]
    return [request(variant, action)]


TIMED = (
    Timed("Landsknecht coups", {"game": "landsknecht", "players": 5}, "coups", MAX_SEAT_COUPS // 5),
    Timed("Landsknecht odds, by suit", {"action": "odds", "game": "landsknecht"}),
    Timed("Landsknecht odds, by rank", {"action": "odds", "game": "landsknecht", "variant": "rank"}),
)
"""What the benchmarks time: sessions of five players, as many coups as a request may ask (always explained); and
the exact odds of both rule sets, a click of the odds widget."""

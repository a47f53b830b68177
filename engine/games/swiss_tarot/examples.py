"""Requests the Swiss Tarot answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, request
from engine.catalogue import Timed
from engine.games.swiss_tarot.variants import Variant


def _codes(variant: Variant) -> list[str]:
    return [card.code for card in variant.pack]


def example(action: str, variant: Variant, players: int | None) -> Request:
    """One seeded deal, the pack dealt in order as a scenario, and a hand's legal cards to a trick."""
    codes = _codes(variant)
    if action == "settle":
        return {"hands": [codes[:28], codes[28:53], codes[53:]]}
    if action == "legal":
        return {"hand": ["3SW", "KCU", "5T", "0X", "1CU"], "trick": ["2CU", "21T"]}
    return {"seed": 1, "deals": 1}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """A seeded game seen by no seat and from a seat, the pack dealt in order, and a long hand's legal cards."""
    codes = _codes(variant)
    if action == "settle":
        return [request(variant, "settle", hands=[codes[:28], codes[28:53], codes[53:]])]
    if action == "legal":
        return [request(variant, "legal", hand=codes[:25], trick=codes[25:27])]
    return [request(variant, "play", seed=42), request(variant, "play", seed=42, seat=1)]


TIMED = (
    Timed("Swiss Tarot deals", {"game": "swiss-tarot", "players": 3}, "deals", 3, True),
    Timed("Swiss Tarot, legal cards of a hand", {"action": "legal", "game": "swiss-tarot",
                                                 "hand": ["KSW", "1SW", "5T", "FOOL", "3CU"], "trick": ["10SW"]}),
)
"""What the benchmarks time: games of three deals at its three seats, explained or not; and the legal cards of a
hand with their reasons, a click of the legal-cards widget."""

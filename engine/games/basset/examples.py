"""Requests Basset answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, at_table, request, sessions
from engine.catalogue import Timed
from engine.games.basset.actions import ACTIONS, MAX_SEAT_DEALS_EXPLAINED
from engine.games.basset.variants import Variant
from engine.packs import PACKS


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A seeded session, three cards of a coup turned and the odds."""
    table = at_table(players)
    if action == "settle":
        return {**table, "order": ["KS", "7H", "7D"]}
    return {} if action == "odds" else {**table, "seed": 1}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """The longest sessions, the whole pack turned for the most punters, and the odds."""
    if action == "play":
        return sessions(ACTIONS, variant, "deals", True)
    if action == "settle":
        order = [card.code for card in PACKS["french-52"]]
        return [request(variant, "settle", players=variant.max_players, order=order)]
    return [request(variant, action)]


TIMED = (
    Timed("Basset deals", {"game": "basset", "players": 5}, "deals", MAX_SEAT_DEALS_EXPLAINED // 5, True),
    Timed("Basset odds, Parlett's figures", {"action": "odds", "game": "basset"}),
    Timed("Basset odds, Cotton's figures", {"action": "odds", "game": "basset", "variant": "cotton"}),
)
"""What the benchmarks time: sessions of five players, as many deals as a request may ask, explained or not; and
the exact odds of both rule sets, a click of the odds widget."""

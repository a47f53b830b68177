"""Requests Glic answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, at_table, dealt_in_order, request, sessions
from engine.catalogue import Timed
from engine.games.glic.actions import ACTIONS, MAX_SEAT_DEALS
from engine.games.glic.variants import HAND_SIZE, Variant
from engine.packs import PACKS


def scenario(players: int, pack: str) -> Request:
    """The first cards of ``pack`` dealt in order to ``players``, and the next card turned for trumps."""
    codes = [card.code for card in PACKS[pack]]
    return {"hands": dealt_in_order(codes, players, HAND_SIZE), "trump": codes[HAND_SIZE * players]}


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A seeded session, and a scenario of four hands (or ``players``)."""
    if action == "settle":
        return scenario(players or 4, "french-52")
    return {"seed": 1, **at_table(players)}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """The longest sessions, one at the most players that stops only at its limit, and a scenario of the most
    players."""
    if action == "settle":
        return [request(variant, "settle", hands=scenario(variant.max_players, "french-52")["hands"], trump="KC")]
    return [*sessions(ACTIONS, variant, "deals", False),
            request(variant, "play", players=variant.max_players, seed=42, limit=1000)]


TIMED = (Timed("Glic deals", {"game": "glic", "players": 5}, "deals", MAX_SEAT_DEALS // 5),)
"""What the engine's benchmark times: sessions of five players, as many deals as a request may ask (always
explained)."""

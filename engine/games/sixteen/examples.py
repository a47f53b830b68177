"""Requests the games of sixteen answer, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from typing import Any

from engine.bounds import Request, at_table, request, sessions, tables
from engine.games.sixteen.actions import ACTIONS
from engine.games.sixteen.variants import Variant


def _ended(variant: Variant, players: int) -> Request:
    """A scenario of ``players``: the hands a seeded round of that table ended with, and its farmer."""
    answer: Any = ACTIONS["play"](variant, {"players": players, "seed": 5})
    seats = answer["table"]["seats"]
    return {"farmer": answer["deals"][0]["summary"]["farmer"],
            "hands": [seats[str(seat)].get("cards", []) for seat in range(1, players + 1)]}


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A seeded deal or round, a scenario of four hands (or ``players``) and the odds."""
    if action == "settle":
        return _ended(variant, players or 4)
    if action == "odds":
        return {}
    return {"seed": 1, **at_table(players)}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """A deal of the most players, the longest sessions, a scenario of the most players and the odds."""
    top = tables(ACTIONS, "play", variant)[-1]
    if action == "play":
        return sessions(ACTIONS, variant, "rounds", True)
    if action == "settle":
        return [request(variant, "settle", **_ended(variant, top))]
    return [request(variant, action, **({"players": top, "seed": 42} if action == "deal" else {}))]

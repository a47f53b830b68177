"""Requests High Card answers, as the suites over every game and the benchmarks ask them."""

from __future__ import annotations

from engine.bounds import Request, at_table, request
from engine.catalogue import RuleSet


def example(action: str, variant: RuleSet, players: int | None) -> Request:
    """Three seeded deals."""
    return {"seed": 1, **at_table(players)}


def heaviest(action: str, variant: RuleSet) -> list[Request]:
    """The most deals at the most players."""
    return [request(variant, "play", players=variant.max_players, seed=42, deals=20)]

"""Requests Homme d'Auvergne answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, at_table, dealt_in_order, most, request, tables
from engine.catalogue import Timed
from engine.errors import EngineError
from engine.games.homme.actions import ACTIONS
from engine.games.homme.variants import HAND_SIZE, TURN_UPS, Variant, pack_for


def _scenario(variant: Variant, players: int) -> Request:
    """The pack's first cards dealt in order, with as many cards turned up as the auction turns."""
    codes = [card.code for card in pack_for(players)]
    hands = dealt_in_order(codes, players, HAND_SIZE)
    for count in range(1, TURN_UPS + 1):
        fields: Request = {"hands": hands, "turnups": codes[HAND_SIZE * players:HAND_SIZE * players + count]}
        try:
            ACTIONS["settle"](variant, fields)
        except EngineError:
            continue
        return fields
    raise ValueError(f"no number of turn-ups settles the first cards dealt to {players}")


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A seeded game, and a scenario of four hands (or ``players``)."""
    if action == "settle":
        return _scenario(variant, players or 4)
    return {"seed": 1, **at_table(players)}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """The longest games to the highest target at each table size, and a scenario of the most players."""
    if action == "settle":
        return [request(variant, "settle", **_scenario(variant, variant.max_players))]
    return [request(variant, "play", players=players, seed=42, target=21, stake=100,
                    deals=most(ACTIONS, "play", variant, "deals", players, True))
            for players in tables(ACTIONS, "play", variant)]


TIMED = (
    Timed("Homme d'Auvergne deals", {"game": "homme", "players": 4}, "deals", 50),
    Timed("Homme d'Auvergne, your legal cards", {"action": "play", "game": "homme", "seed": 3, "players": 4,
                                                 "seat": 2}),
)
"""What the benchmarks time: sessions of four players (the game takes two to five), fifty deals each (always
explained); and a deal played up to the reader's turn, with the legal cards and their reasons, a click of the play
widget."""

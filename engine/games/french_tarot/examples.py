"""Requests French Tarot answers, as the suites over every game and the benchmarks ask them
(:attr:`engine.catalogue.Game.example_request` and :attr:`~engine.catalogue.Game.heaviest_requests`)."""

from __future__ import annotations

from engine.bounds import Request, at_table, declared, request
from engine.catalogue import Timed
from engine.games.french_tarot.actions import ACTIONS
from engine.games.french_tarot.variants import Variant

SCORED: Request = {"taker": 1, "contract": "garde", "points": 48, "oudlers": 2}
"""A deal to score: a garde taken by seat 1 with 48 points and two oudlers."""

EXAMPLES: dict[str, Request] = {
    "count": {"pile": ["RPI", "21AT", "0EX", "DCE"]},
    "score": {"deals": [SCORED]},
    "evaluate": {"seed": 42},
    "odds": {},
    "chances": {"missing": 3},
    "deal": {"seed": 1},
    "play": {"seed": 1},
}
"""A request of each action, less its action, game and variant."""


def example(action: str, variant: Variant, players: int | None) -> Request:
    """A pile counted, a deal scored, a seeded hand judged, the odds, a chance, a seeded deal."""
    return {**EXAMPLES[action], **at_table(players)}


def heaviest(action: str, variant: Variant) -> list[Request]:
    """The whole pack counted, the most deals scored with every bonus, every table's hand judged and deal dealt
    with every house rule, the odds, and the chances at their two ends."""
    tarot = [card.code for card in variant.pack]
    tables = range(variant.min_players, variant.max_players + 1)
    if action == "count":
        return [request(variant, "count", pile=tarot)]
    if action == "score":
        scored = {"taker": 1, "contract": "garde-contre", "pile": tarot[:60], "partner": 2, "miseres": [3, 4],
                  "poignees": [{"seat": 1, "level": "triple"}], "petit_au_bout": "taker",
                  "chelem": {"announced": True, "made_by": "taker"}}
        return [request(variant, "score", players=variant.max_players,
                        deals=[scored] * int(declared(ACTIONS, "score", variant, "deals").high or 0))]
    if action == "chances":
        return [request(variant, "chances", players=variant.min_players, missing=missing) for missing in (1, 22)]
    if action == "deal":
        return [request(variant, "deal", players=players, seed=42, deals=20, prise=False, misere=True, pousse=True)
                for players in tables]
    if action in ("evaluate", "play"):
        return [request(variant, action, players=players, seed=42) for players in tables]
    return [request(variant, action)]


TIMED = (
    Timed("French Tarot deals", {"game": "french-tarot", "players": 4}, "deals", 1),
    Timed("French Tarot deals, 3 players", {"game": "french-tarot", "players": 3}, "deals", 1),
    Timed("French Tarot deals, 5 players", {"game": "french-tarot", "players": 5}, "deals", 1),
    Timed("French Tarot, your legal cards", {"action": "play", "game": "french-tarot", "seed": 3, "players": 4,
                                             "seat": 2, "decisions": ["pass", "nothing"]}),
    Timed("French Tarot, a whole deal played", {"action": "play", "game": "french-tarot", "seed": 3, "players": 4}),
    Timed("French Tarot, a deal scored", {"action": "score", "game": "french-tarot", "rounding": True, "deals": [
        {"taker": 1, "contract": "garde-sans", "points": 53, "oudlers": 2, "petit_au_bout": "taker",
         "poignees": [{"seat": 1, "level": "single"}]}]}),
    Timed("French Tarot, a pile counted", {"action": "count", "game": "french-tarot", "pile": [
        "RPI", "DPI", "CPI", "VPI", "10PI", "9PI", "RCE", "DCE", "7CE", "6CE", "1AT", "21AT", "0EX", "2AT", "3AT",
        "4AT", "5AT", "6AT", "7AT", "8AT", "RCA", "1CA", "2CA", "RTR", "DTR", "3TR", "4TR", "5TR"]}),
)
"""What the benchmarks time: one deal a request, played from the draw to the score (the rare deal nobody takes
ends at the bidding), at four, three and five seats (always explained); and the site's clicks: the legal cards at
the reader's turn, a whole deal played, a deal scored and a pile counted."""

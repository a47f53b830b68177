"""The requests Basset answers: ``play`` (a seeded session), ``settle`` (a given order of cards) and ``odds``.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares. A
reader who takes a punter's seat (``seat``) chooses at that punter's wins, by
their ``decisions``, whether to take the win or let the stake ride.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine import fields
from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.exact import exact
from engine.games.basset.odds import riding_value, wins_distribution
from engine.games.basset.policies import TAKE, RidePolicy, parse_policy
from engine.games.basset.session import Session
from engine.games.basset.stakes import Stakes, denominations, parse_stakes
from engine.games.basset.variants import Variant
from engine.packs import Pack
from engine.play import answer
from engine.request import TABLE_FIELDS, Seating, pack_of, players_of, policies_of, seating, seed_of
from engine.shuffle import random_source

Json = dict[str, object]

MAX_DEALS = 100
BANK: Json = {"name": "bank"}
"""The banker's policy: there is none to choose, the banker turns the cards and pays by the rules."""
_COMMON = ("action", "game", "variant", "pack", "players", "stakes", "policies", "explain", "seed", *TABLE_FIELDS)


@dataclass(frozen=True)
class Setting:
    """The checked fields both deal actions share: the table, its stakes and the punters' policies."""

    variant: Variant
    pack: Pack
    seating: Seating
    stakes: list[Stakes] | None
    policies: list[RidePolicy]
    explain: bool


def _setting(variant: Variant, request: Mapping[str, object]) -> Setting:
    pack = pack_of(variant, request)
    players = players_of(variant, request)
    _check_choices(request.get("decisions", []))
    table = seating(request, players)
    stakes = parse_stakes(request["stakes"], players - 1, denominations(pack)) if "stakes" in request else None
    policies = policies_of(request, players, parse_policy, TAKE, punters=True)
    explain = fields.boolean(request.get("explain", True), "explain")
    return Setting(variant, pack, table, stakes, policies, explain)


def _check_choices(value: object) -> None:
    """Every choice is ``ride`` or ``take``, checked before play so that a bad one is named wherever it lies."""
    if not isinstance(value, list):
        raise EngineError("decisions", 'give the choices as a list such as ["ride", "take"]')
    for i, choice in enumerate(value):
        if choice not in ("ride", "take"):
            raise EngineError(f"decisions[{i}]", f"a choice is 'ride' or 'take', not {choice!r}")


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of ``deals`` deals (one by default)."""
    fields.check_fields(request, (*_COMMON, "deals"))
    seed = seed_of(request)
    setting = _setting(variant, request)
    deals = fields.whole_number(request.get("deals", 1), "deals", 1, MAX_DEALS, "The number of deals")
    return _answer(setting, seed, deals, [], {"deals": deals})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal turning a given order of cards (top first); cards the order leaves out follow in seeded order."""
    fields.check_fields(request, (*_COMMON, "order"))
    if "order" not in request:
        raise EngineError("order", "give the order of the cards, top first, such as ['KS', '7H', '7D']")
    order = pack_of(variant, request).parse_many(request["order"], "order")
    seed = seed_of(request, 0)
    setting = _setting(variant, request)
    return _answer(setting, seed, 1, order, {"deals": 1, "given": len(order)})


def _answer(setting: Setting, seed: int, deals: int, order: list[Card], options: Json) -> Envelope:
    variant = setting.variant
    session = Session(variant, setting.seating, setting.policies, random_source(seed), setting.explain, deals,
                      setting.stakes, order, setting.pack)
    stakes: Json = {} if setting.stakes is None else {"stakes": setting.stakes}
    return answer(variant, setting.seating, session, session.script(), setting.pack,
                  policies=[BANK, *(policy.as_dict() for policy in setting.policies)], seed=seed,
                  options={"pack": setting.pack.id, "schedule": list(variant.schedule), **stakes, **options})


def odds(variant: Variant, request: Mapping[str, object]) -> Json:
    """Exact figures for a stake on one denomination, in a pack Basset is dealt from (``pack``, the French pack by
    default) or in a small pack of ``ranks`` x ``copies``."""
    fields.check_fields(request, ("action", "game", "variant", "pack", "ranks", "copies"))
    if "pack" in request and ("ranks" in request or "copies" in request):
        raise EngineError("pack", "give a pack, or the ranks and copies of a small pack, not both")
    pack = pack_of(variant, request)
    full = len(denominations(pack))
    ranks = fields.whole_number(request.get("ranks", full), "ranks", 1, 13, "The number of denominations")
    copies = fields.whole_number(request.get("copies", len(pack) // full), "copies", 1, 4,
                                 "The cards of each denomination")
    if ranks * copies % 2 or ranks * copies < 2:
        raise EngineError("copies", f"the pack must hold an even number of cards, at least 2, not {ranks * copies}: "
                          "a first card, pairs and a last card")
    distribution = wins_distribution(ranks, copies)
    riding = []
    for depth in range(1, copies + 2):
        paid, value = riding_value(distribution, variant.schedule, depth)
        riding.append({"depth": depth, "price": variant.schedule[depth - 1], "next_deal": depth > copies,
                       "probability": exact(paid), "expected_value": exact(value)})
    return {
        "game": variant.game, "variant": variant.id, "title": variant.title,
        "pack": {**({"id": pack.id} if "pack" in request else {}), "ranks": ranks, "copies": copies,
                 "cards": ranks * copies},
        "schedule": list(variant.schedule),
        "banker_edge": exact(-riding_value(distribution, variant.schedule, 1)[1]),
        "wins": [{"wins": k, "probability": exact(p)} for k, p in enumerate(distribution)],
        "riding": riding,
    }


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Envelope | Json]] = {
    "play": play,
    "settle": settle,
    "odds": odds,
}
"""Basset's actions, by name."""

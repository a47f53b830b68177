"""The requests Basset answers: ``play`` (a seeded session), ``settle`` (a given order of cards) and ``odds``.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares. A
reader who takes a punter's seat (``seat``) chooses at that punter's wins, by
their ``decisions``, whether to take the win or let the stake ride.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.cards import Card
from engine.described import worded
from engine.envelope import Envelope
from engine.errors import EngineError, shown
from engine.exact import exact
from engine.games.basset.odds import riding_value, wins_distribution
from engine.games.basset.policies import MAX_WINS, TAKE, RidePolicy, parse_policy
from engine.games.basset.session import Session
from engine.games.basset.stakes import Stakes, denominations, parse_stakes
from engine.games.basset.variants import Variant
from engine.games.basset.words import WORDS
from engine.options import Declared, Field, Product, Whole
from engine.packs import Pack
from engine.play import answer
from engine.request import (EXPLAIN, HEAD, LEFT_SEED, PACK, PLAYERS, SEED, TABLE_FIELDS, Seating, policies_of,
                            policy_fields, seating)
from engine.said import say
from engine.shuffle import random_source

Json = dict[str, object]

MAX_DEALS = 100
MAX_SEAT_DEALS_EXPLAINED = 120
"""The most deals times the players one request may ask for while the answer records every step and its table:
about 4 KB of answer a seat and deal, and as much again for the banker's turns, so this keeps an answer under
about a megabyte (60 deals of two players, 12 of ten). Without the steps, 100 deals of ten players fit."""
BANK: Json = {"name": "bank"}
"""The banker's policy: there is none to choose, the banker turns the cards and pays by the rules."""
STAKES = Field(name="stakes", kind="objects", holds="each punter's stakes, seat 2 first: an object of chips by "
               "denomination, such as {\"K\": 2, \"7\": 1}",
               depends="one object for each punter (the players but the banker), on the pack's denominations")
_, POLICIES = policy_fields(f'{{"name": "take"}} takes every win, {{"name": "ride", "to": N}} lets the stake ride '
                            f"to the Nth win (2 to {MAX_WINS})", TAKE.as_dict(), punters=True)
DEALS = Whole(name="deals", holds="how many deals the session plays", what="The number of deals", default=1, low=1,
              high=MAX_DEALS, products=(
                  Product("players", None, MAX_SEAT_DEALS_EXPLAINED, "{value} deals at a table of {other}",
                          "the deals times the players", "{most} deal{s} at this table"),))
ORDER = Field(name="order", kind="cards", holds="the cards in the order they are turned, top first; the cards it "
              "leaves out follow in seeded order", required=True)
RANKS = Whole(name="ranks", holds="the denominations of a small pack", what="The number of denominations", low=1,
              high=13, depends="by default the pack's; ranks times copies even and at least 2; not with pack")
COPIES = Whole(name="copies", holds="the cards of each denomination in a small pack",
               what="The cards of each denomination", low=1, high=4,
               depends="by default the pack's; ranks times copies even and at least 2; not with pack")
_COMMON = (*HEAD, PACK, PLAYERS, STAKES, POLICIES, EXPLAIN, *TABLE_FIELDS)
PLAY = (*_COMMON, SEED, DEALS)
SETTLE = (*_COMMON, LEFT_SEED, ORDER)
ODDS = (*HEAD, PACK, RANKS, COPIES)


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
    pack = PACK.read(variant, request)
    players = PLAYERS.read(variant, request)
    _check_choices(request.get("decisions", []))
    table = seating(request, players)
    stakes = parse_stakes(STAKES.raw(request), players - 1, denominations(pack)) if STAKES.name in request else None
    policies = policies_of(request, players, parse_policy, TAKE, punters=True)
    explain = EXPLAIN.read(request)
    return Setting(variant, pack, table, stakes, policies, explain)


def _check_choices(value: object) -> None:
    """Every choice is ``ride`` or ``take``, checked before play so that a bad one is named wherever it lies."""
    if not isinstance(value, list):
        raise EngineError("decisions", WORDS.tell(say("refuse.choices-list"), ()))
    for i, choice in enumerate(value):
        if choice not in ("ride", "take"):
            raise EngineError(f"decisions[{i}]", WORDS.tell(say("refuse.choice", given=shown(choice)), ()))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of ``deals`` deals (one by default)."""
    seed = SEED.read(request)
    setting = _setting(variant, request)
    deals = DEALS.within(DEALS.read(request), {"players": setting.seating.players}, setting.explain)
    return _answer(setting, seed, deals, [], {"deals": deals})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal turning a given order of cards (top first); cards the order leaves out follow in seeded order."""
    if ORDER.name not in request:
        raise EngineError(ORDER.name, WORDS.tell(say("refuse.order-missing"), ()))
    order = PACK.read(variant, request).parse_many(ORDER.raw(request), ORDER.name)
    seed = LEFT_SEED.read(request, 0)
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
    if PACK.name in request and (RANKS.name in request or COPIES.name in request):
        raise EngineError(PACK.name, WORDS.tell(say("refuse.pack-or-small"), ()))
    pack = PACK.read(variant, request)
    full = len(denominations(pack))
    ranks = RANKS.read(request, full)
    copies = COPIES.read(request, len(pack) // full)
    if ranks * copies % 2 or ranks * copies < 2:
        raise EngineError("copies", WORDS.tell(say("refuse.pack-size", cards=ranks * copies), ()))
    distribution = wins_distribution(ranks, copies)
    riding = []
    for depth in range(1, copies + 2):
        paid, value = riding_value(distribution, variant.schedule, depth)
        riding.append({"depth": depth, "price": variant.schedule[depth - 1], "next_deal": depth > copies,
                       "probability": exact(paid), "expected_value": exact(value)})
    return {
        "game": variant.game, "variant": variant.id, "title": worded(variant.title),
        "pack": {**({"id": pack.id} if "pack" in request else {}), "ranks": ranks, "copies": copies,
                 "cards": ranks * copies},
        "schedule": list(variant.schedule),
        "banker_edge": exact(-riding_value(distribution, variant.schedule, 1)[1]),
        "wins": [{"wins": k, "probability": exact(p)} for k, p in enumerate(distribution)],
        "riding": riding,
    }


ACTIONS: dict[str, Declared[Variant]] = {
    "play": Declared(play, PLAY),
    "settle": Declared(settle, SETTLE),
    "odds": Declared(odds, ODDS),
}
"""Basset's actions, by name."""

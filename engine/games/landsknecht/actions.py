"""The requests Landsknecht answers: play (a seeded session), settle (a given order of cards) and odds.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares: each
coup is a deal. A reader who takes a seat (``seat``) covers and bids by their
``decisions`` (``"cover 2"``, ``"bid 5"``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine import fields
from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.landsknecht.coup import decided_at
from engine.games.landsknecht.odds import pack_odds
from engine.games.landsknecht.policies import DEFAULT_POLICY, MAX_CHIPS, CoverPolicy, parse_policy
from engine.games.landsknecht.session import Session
from engine.games.landsknecht.variants import RANK, SUIT, Variant
from engine.model import Script
from engine.packs import Pack
from engine.places import card_place
from engine.play import answer
from engine.request import TABLE_FIELDS, Seating, pack_of, players_of, policies_of, seating, seed_of
from engine.shuffle import random_source

Json = dict[str, object]

DEFAULT_STAKE = 4
MAX_COUPS = 1000

_TABLE_FIELDS = ("action", "game", "variant", "pack", "players", "stake", "policy", "policies", *TABLE_FIELDS)


@dataclass(frozen=True)
class Setting:
    """The checked fields every coup shares: the pack, the table, the stake and the punters' policies."""

    variant: Variant
    pack: Pack
    seating: Seating
    stake: int
    policies: list[CoverPolicy]

    def session(self, seed: int, auction: bool = False, bids: list[int] | None = None, banker: int = 0) -> Session:
        """A session at this table, shuffling with ``seed``, with the table's agreements (the auction and its
        bids) or a scenario's banker."""
        return Session(self.variant, self.pack, self.seating.names, self.policies, self.stake, random_source(seed),
                       auction, bids, banker, self.seating.reader)


def _setting(variant: Variant, request: Mapping[str, object]) -> Setting:
    pack = pack_of(variant, request)
    players = players_of(variant, request)
    table = seating(request, players)
    stake = fields.whole_number(request.get("stake", DEFAULT_STAKE), "stake", 1, MAX_CHIPS, "The stake")
    return Setting(variant, pack, table, stake, policies_of(request, players, parse_policy, DEFAULT_POLICY))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of one or more coups, the bank passing as the rules say."""
    fields.check_fields(request, (*_TABLE_FIELDS, "seed", "coups", "auction", "bids"))
    setting = _setting(variant, request)
    coups = fields.whole_number(request.get("coups", 1), "coups", 1, MAX_COUPS, "The number of coups")
    auction = fields.boolean(request.get("auction", False), "auction")
    bids = _bids(request, setting.seating.players) if "bids" in request else None
    if bids is not None and not auction:
        raise EngineError("bids", "bids are only read when the table plays with the auction: set auction to true")
    seed = seed_of(request)
    session = setting.session(seed, auction, bids)
    return _answer(setting, session, session.play(coups), seed, {"coups": coups, "auction": auction})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A scenario: one coup turned in the order the caller gives, which must decide it."""
    fields.check_fields(request, (*_TABLE_FIELDS, "banker", "order"))
    setting = _setting(variant, request)
    banker = fields.whole_number(request.get("banker", 1), "banker", 1, setting.seating.players,
                                 "The banker's seat") - 1
    if "order" not in request:
        raise EngineError("order", "give the cards in the order they are turned: left, right, then the middle")
    order = _order(variant, setting.pack, request["order"])
    session = setting.session(0, banker=banker)
    rest = [card for card in setting.pack.cards if card not in order]
    return _answer(setting, session, session.play_coup([*order, *rest]), None, {"banker": banker + 1})


def _answer(setting: Setting, session: Session, script: Script, seed: int | None,
            options: dict[str, object]) -> Envelope:
    return answer(setting.variant, setting.seating, session, script, setting.pack,
                  policies=[policy.as_dict() for policy in setting.policies], seed=seed,
                  options={"pack": setting.pack.id, "stake": setting.stake, **options})


def _order(variant: Variant, pack: Pack, given: object) -> list[Card]:
    """The given cards: of the pack, each once, and deciding the coup with the last of them."""
    cards = pack.parse_many(given, "order")
    if len(cards) < 2:
        raise EngineError("order", "give at least the left and the right cards")
    last = decided_at(variant, cards)
    if last is None:
        raise EngineError("order", f"these {len(cards)} cards do not decide the coup: add middle cards until one "
                          f"matches the left or the right card by {variant.matches_by}")
    if last < len(cards) - 1:
        decider = cards[last]
        raise EngineError(f"order[{last + 1}]", f"the coup is already decided by {decider.label}, {card_place(f'order[{last}]')}, "
                          "so no more cards are turned")
    return cards


def _bids(request: Mapping[str, object], players: int) -> list[int]:
    given = request["bids"]
    if not isinstance(given, list) or len(given) != players:
        raise EngineError("bids", f"give a list of {players} bids, one for each seat")
    return [fields.whole_number(bid, f"bids[{i}]", 0, MAX_CHIPS, "A bid") for i, bid in enumerate(given)]


def odds(variant: Variant, request: Mapping[str, object]) -> Json:
    """The exact odds of a coup with the chosen pack, under both ways of matching."""
    fields.check_fields(request, ("action", "game", "variant", "pack"))
    pack = pack_of(variant, request)
    return {
        "game": variant.game,
        "pack": pack.id,
        "cards": len(pack),
        "odds": [{"match": v.matches_by, "variant": v.id, **pack_odds(v, pack).as_dict()} for v in (SUIT, RANK)],
    }


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Envelope | Json]] = {
    "play": play,
    "settle": settle,
    "odds": odds,
}
"""The actions of Landsknecht, by name."""

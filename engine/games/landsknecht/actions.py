"""The requests Landsknecht answers: play (a seeded session), settle (a given order of cards) and odds.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the coups and turns them into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.games.landsknecht.coup import Coup, decided_at
from engine.games.landsknecht.odds import pack_odds
from engine.games.landsknecht.policies import DEFAULT_POLICY, MAX_CHIPS, CoverPolicy, parse_policy
from engine.games.landsknecht.session import Session
from engine.games.landsknecht.variants import OFFERED_PACKS, RANK, SUIT, Variant, parse_pack
from engine.packs import Pack
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source
from engine.table import DEFAULT_NAMES, seat_number

Json = dict[str, object]

DEFAULT_PLAYERS = 4
DEFAULT_STAKE = 4
MAX_COUPS = 1000

_TABLE_FIELDS = ("action", "game", "variant", "pack", "players", "names", "stake", "policy", "policies")


@dataclass(frozen=True)
class Setting:
    """The checked fields every coup shares: the pack, the table, the stake and the punters' policies."""

    variant: Variant
    pack: Pack
    players: int
    names: list[str]
    stake: int
    policies: list[CoverPolicy]


def _setting(variant: Variant, request: Mapping[str, object]) -> Setting:
    pack = parse_pack(request.get("pack", OFFERED_PACKS[0]))
    players = fields.whole_number(request.get("players", DEFAULT_PLAYERS), "players", variant.min_players,
                                  variant.max_players, "In Landsknecht the players")
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    stake = fields.whole_number(request.get("stake", DEFAULT_STAKE), "stake", 1, MAX_CHIPS, "The stake")
    if "policy" in request and "policies" in request:
        raise EngineError("policies", "give either one 'policy' for everyone or 'policies' seat by seat, not both")
    if "policies" in request:
        given = request["policies"]
        if not isinstance(given, list) or len(given) != players:
            raise EngineError("policies", f"give a list of {players} policies, one for each seat")
        policies = [parse_policy(p, f"policies[{i}]") for i, p in enumerate(given)]
    else:
        policy = parse_policy(request["policy"], "policy") if "policy" in request else DEFAULT_POLICY
        policies = [policy] * players
    return Setting(variant, pack, players, names, stake, policies)


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded session of one or more coups, the bank passing as the rules say."""
    fields.check_fields(request, (*_TABLE_FIELDS, "seed", "coups", "auction", "bids"))
    setting = _setting(variant, request)
    coups = fields.whole_number(request.get("coups", 1), "coups", 1, MAX_COUPS, "The number of coups")
    auction = fields.boolean(request.get("auction", False), "auction")
    bids = _bids(request, setting.players) if "bids" in request else None
    if bids is not None and not auction:
        raise EngineError("bids", "bids are only read when the table plays with the auction: set auction to true")
    if "seed" not in request:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    seed = parse_seed(request["seed"])
    session = Session(variant, setting.pack, setting.names, setting.policies, setting.stake, random_source(seed),
                      auction, bids)
    played = [session.play_coup() for _ in range(coups)]
    response = _response(setting, session, played)
    response["auction"] = auction
    response["seed"] = seed
    response["shuffle"] = SHUFFLE_VERSION
    return response


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """A scenario: one coup turned in the order the caller gives, which must decide it."""
    fields.check_fields(request, (*_TABLE_FIELDS, "banker", "order"))
    setting = _setting(variant, request)
    banker = fields.whole_number(request.get("banker", 1), "banker", 1, setting.players, "The banker's seat") - 1
    if "order" not in request:
        raise EngineError("order", "give the cards in the order they are turned: left, right, then the middle")
    order = _order(variant, setting.pack, request["order"])
    session = Session(variant, setting.pack, setting.names, setting.policies, setting.stake, random_source(0),
                      banker=banker)
    rest = [card for card in setting.pack.cards if card not in order]
    coup = session.play_coup([*order, *rest])
    return _response(setting, session, [coup])


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
        raise EngineError(f"order[{last + 1}]", f"the coup is already decided by {decider.label} at order[{last}], "
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
    pack = parse_pack(request.get("pack", OFFERED_PACKS[0]))
    return {
        "game": variant.game,
        "pack": pack.id,
        "cards": len(pack),
        "odds": [{"match": v.matches_by, "variant": v.id, **pack_odds(v, pack).as_dict()} for v in (SUIT, RANK)],
    }


def _response(setting: Setting, session: Session, coups: list[Coup]) -> Json:
    return {
        "game": setting.variant.game,
        "variant": setting.variant.id,
        "title": setting.variant.title,
        "pack": setting.pack.id,
        "players": setting.players,
        "stake": setting.stake,
        "seats": [{"seat": seat_number(seat), "name": name, "policy": setting.policies[seat].as_dict()}
                  for seat, name in enumerate(setting.names)],
        "coups": [_coup_json(coup) for coup in coups],
        "balances": list(session.ledger.balances),
        "pots": dict(session.ledger.pots),
    }


def _coup_json(coup: Coup) -> Json:
    data: Json = {
        "number": coup.number,
        "banker": seat_number(coup.banker),
        "stake": coup.stake,
        "covers": [{"seat": seat_number(seat), "amount": amount} for seat, amount in coup.covers],
        "covered": coup.covered,
        "left": str(coup.cards[0]),
        "right": str(coup.cards[1]),
        "middle": [str(card) for card in coup.cards[2:]],
        "decided_by": coup.decided_by,
        "winner": "banker" if coup.banker_wins else "punters",
        "next_banker": seat_number(coup.next_banker),
    }
    if coup.auction is not None:
        data["auction"] = coup.auction
    data["talon"] = [str(card) for card in coup.talon]
    data["payments"] = [p.as_dict() for p in coup.payments]
    data["balances"] = coup.balances
    data["pots"] = coup.pots
    data["steps"] = [s.as_dict() for s in coup.explanation.steps]
    return data


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {
    "play": play,
    "settle": settle,
    "odds": odds,
}
"""The actions of Landsknecht, by name."""

"""The requests Glic answers: ``play`` (a seeded session of deals) and ``settle`` (hands and trump given).

Each action reads and checks every field first, so that bad input gives an
error and never a partial result, then plays the deals and turns them into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.games.glic.betting import Move, parse_move
from engine.games.glic.deal import Deal
from engine.games.glic.session import Session
from engine.games.glic.variants import HAND_SIZE, POCH, Variant
from engine.packs import PACKS, Pack, check_distinct
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source
from engine.table import DEFAULT_NAMES, seat_number

Json = dict[str, object]

DEFAULT_PLAYERS = 4
MAX_DEALS = 100
MAX_LIMIT = 1000

_COMMON = ("action", "game", "variant", "pack", "players", "names", "limit", "decisions")


def _pack(variant: Variant, request: Mapping[str, object]) -> Pack:
    pack_id = request.get("pack", variant.pack.id)
    if not isinstance(pack_id, str) or pack_id not in variant.packs:
        raise EngineError("pack", f"Glic is not played with {pack_id!r}: the packs are {', '.join(variant.packs)}")
    return PACKS[pack_id]


def _players(variant: Variant, pack: Pack, value: object) -> int:
    most = variant.max_players_for(pack)
    return fields.whole_number(value, "players", variant.min_players, most,
                               f"With {pack.description} the players")


def _decisions(request: Mapping[str, object]) -> list[Move]:
    given = request.get("decisions", [])
    if not isinstance(given, list):
        raise EngineError("decisions", "give seat 1's betting moves as a list such as ['raise 2', 'see', 'pass']")
    return [parse_move(text, f"decisions[{i}]") for i, text in enumerate(given)]


def _session(variant: Variant, request: Mapping[str, object], pack: Pack, players: int, seed: int) -> Session:
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    limit = fields.whole_number(request.get("limit", variant.default_limit), "limit", 1, MAX_LIMIT, "The table limit")
    return Session(variant, pack, names, limit, _decisions(request), random_source(seed))


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded session of ``deals`` deals; the dealer moves to the left and the board carries over."""
    fields.check_fields(request, (*_COMMON, "seed", "deals"))
    pack = _pack(variant, request)
    players = _players(variant, pack, request.get("players", DEFAULT_PLAYERS))
    if "seed" not in request:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    seed = parse_seed(request["seed"])
    count = fields.whole_number(request.get("deals", 1), "deals", 1, MAX_DEALS, "The number of deals")
    session = _session(variant, request, pack, players, seed)
    deals = []
    dealer = 0
    for number in range(1, count + 1):
        deal = Deal(session, number, dealer)
        deal.play()
        deals.append(deal)
        dealer = session.table.next(dealer)
    session.check_all_used()
    response = _response(session, deals)
    return {**response, "seed": seed, "shuffle": SHUFFLE_VERSION}


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """One deal of given hands and turn-up, dealt by seat 1."""
    fields.check_fields(request, (*_COMMON, "hands", "trump"))
    pack = _pack(variant, request)
    raw = request.get("hands")
    if not isinstance(raw, list):
        raise EngineError("hands", f"give the hands as a list with one list of {HAND_SIZE} cards per seat")
    players = _players(variant, pack, request.get("players", len(raw)))
    if len(raw) != players:
        raise EngineError("hands", f"give one hand per seat: {players} seats, {len(raw)} hands")
    hands: dict[int, list[Card]] = {}
    for seat, given in enumerate(raw):
        cards = pack.parse_many(given, f"hands[{seat}]")
        if len(cards) != HAND_SIZE:
            raise EngineError(f"hands[{seat}]", f"seat {seat_number(seat)} holds {len(cards)} "
                              f"card{'' if len(cards) == 1 else 's'}: every player is dealt {HAND_SIZE}")
        hands[seat] = cards
    check_distinct([c for seat in hands for c in hands[seat]],
                   [f"hands[{seat}][{i}]" for seat in hands for i in range(len(hands[seat]))])
    if "trump" not in request:
        raise EngineError("trump", "give the turned-up card, such as '9H'")
    trump = pack.parse(request["trump"], "trump")
    _check_trump_not_held(trump, hands)
    session = _session(variant, request, pack, players, 0)
    deal = Deal(session, 1, 0)
    deal.play(hands, trump)
    session.check_all_used()
    return _response(session, [deal])


def _check_trump_not_held(trump: Card, hands: dict[int, list[Card]]) -> None:
    """A scenario's turn-up cannot also be in a hand."""
    for seat, cards in hands.items():
        if trump in cards:
            raise EngineError("trump", f"{trump.label} ({trump.name}) is turned up, so it cannot also be in seat "
                              f"{seat_number(seat)}'s hand (hands[{seat}][{cards.index(trump)}])")


def _response(session: Session, deals: list[Deal]) -> Json:
    return {
        "game": session.variant.game,
        "variant": session.variant.id,
        "title": session.variant.title,
        "pack": session.pack.id,
        "players": len(session.names),
        "limit": session.limit,
        "seats": [{"seat": seat_number(seat), "name": name} for seat, name in enumerate(session.names)],
        "deals": [_deal_json(deal) for deal in deals],
        "balances": list(session.ledger.balances),
        "pots": dict(session.ledger.pots),
    }


def _deal_json(deal: Deal) -> Json:
    assert deal.trump is not None
    return {
        "number": deal.number,
        "dealer": seat_number(deal.dealer),
        "trump": str(deal.trump),
        "hands": [{"seat": seat_number(seat), "cards": [str(c) for c in deal.dealt[seat]],
                   "hand": deal.values[seat].words, "class": deal.values[seat].kind,
                   "folded": seat in deal.folded, "poch": deal.put[seat],
                   "left": [str(c) for c in deal.hands[seat]]}
                  for seat in sorted(deal.order)],
        "talon": [str(c) for c in deal.talon],
        "pots_before": deal.pots_before,
        "claims": [{"compartment": c, "seat": seat_number(seat), "amount": amount} for c, seat, amount in deal.claims],
        "poch_winner": None if deal.poch_winner is None else seat_number(deal.poch_winner),
        "poch": sum(deal.put.values()) + deal.pots_before[POCH],
        "out": None if deal.out is None else seat_number(deal.out),
        "payments": [p.as_dict() for p in deal.payments],
        "balances": deal.balances,
        "pots": deal.pots,
        "steps": [s.as_dict() for s in deal.explanation.steps],
    }


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {"play": play, "settle": settle}
"""The actions of Glic, by name."""

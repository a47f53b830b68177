"""The requests Basset answers: ``play`` (a seeded session), ``settle`` (a given order of cards) and ``odds``.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then runs the session and turns it into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from fractions import Fraction

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.games.basset.odds import riding_value, wins_distribution
from engine.games.basset.policies import TAKE, RidePolicy, parse_policy
from engine.games.basset.session import Deal, Session
from engine.games.basset.stakes import Stakes, parse_stakes, seeded_stakes
from engine.games.basset.variants import Variant
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source, shuffled
from engine.table import DEFAULT_NAMES, seat_number

Json = dict[str, object]

DEFAULT_PLAYERS = 4
MAX_DEALS = 100
_COMMON = ("action", "game", "variant", "players", "names", "stakes", "policies", "decisions", "explain", "seed")


def _session(variant: Variant, request: Mapping[str, object], seed: int) -> tuple[Session, list[Stakes] | None]:
    players = fields.whole_number(request.get("players", DEFAULT_PLAYERS), "players", variant.min_players,
                                  variant.max_players, f"In {variant.title} the players")
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    stakes = parse_stakes(request["stakes"], players - 1) if "stakes" in request else None
    policies: list[RidePolicy] = [TAKE] * (players - 1)
    if "policies" in request:
        given = request["policies"]
        if not isinstance(given, list) or len(given) != players - 1:
            raise EngineError("policies", f"give a list of {players - 1} policies, one for each punter (seats 2 to "
                              f"{players})")
        policies = [parse_policy(p, f"policies[{i}]") for i, p in enumerate(given)]
    decisions = _decisions(request.get("decisions", []))
    explain = fields.boolean(request.get("explain", True), "explain")
    return Session(variant, names, policies, decisions, random_source(seed), explain), stakes


def _decisions(value: object) -> list[str]:
    if not isinstance(value, list):
        raise EngineError("decisions", 'give the choices as a list such as ["ride", "take"]')
    for i, choice in enumerate(value):
        if choice not in ("ride", "take"):
            raise EngineError(f"decisions[{i}]", f"a choice is 'ride' or 'take', not {choice!r}")
    return [str(choice) for choice in value]


def _seed(request: Mapping[str, object], needed: bool) -> int:
    if "seed" not in request and needed:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    return parse_seed(request.get("seed", 0))


def _deal(session: Session, stakes: list[Stakes] | None, order: list[Card], last: bool) -> Deal:
    """Stakes first (drawn from the seed when not given), then the order: the rng is read in that order."""
    placed = stakes if stakes is not None else seeded_stakes(len(session.names) - 1, session.rng)
    given = set(order)
    full = order + shuffled([c for c in session.variant.pack.cards if c not in given], session.rng)
    return session.play(placed, full, last, stakes is None)


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded session of ``deals`` deals (one by default)."""
    fields.check_fields(request, (*_COMMON, "deals"))
    seed = _seed(request, needed=True)
    session, stakes = _session(variant, request, seed)
    deals = fields.whole_number(request.get("deals", 1), "deals", 1, MAX_DEALS, "The number of deals")
    for number in range(1, deals + 1):
        _deal(session, stakes, [], number == deals)
    session.check_decisions_used()
    return _response(session, seed)


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """One deal turning a given order of cards (top first); cards the order leaves out follow in seeded order."""
    fields.check_fields(request, (*_COMMON, "order"))
    if "order" not in request:
        raise EngineError("order", "give the order of the cards, top first, such as ['KS', '7H', '7D']")
    order = variant.pack.parse_many(request["order"], "order")
    seed = _seed(request, needed=False)
    session, stakes = _session(variant, request, seed)
    _deal(session, stakes, order, True)
    session.check_decisions_used()
    response = _response(session, seed)
    response["given"] = len(order)
    return response


def odds(variant: Variant, request: Mapping[str, object]) -> Json:
    """Exact figures for a stake on one denomination, in the full pack or in a small pack of ``ranks`` x ``copies``."""
    fields.check_fields(request, ("action", "game", "variant", "ranks", "copies"))
    ranks = fields.whole_number(request.get("ranks", 13), "ranks", 1, 13, "The number of denominations")
    copies = fields.whole_number(request.get("copies", 4), "copies", 1, 4, "The cards of each denomination")
    if ranks * copies % 2 or ranks * copies < 2:
        raise EngineError("copies", f"the pack must hold an even number of cards, at least 2, not {ranks * copies}: "
                          "a first card, pairs and a last card")
    distribution = wins_distribution(ranks, copies)
    riding = []
    for depth in range(1, copies + 2):
        paid, value = riding_value(distribution, variant.schedule, depth)
        riding.append({"depth": depth, "price": variant.schedule[depth - 1], "next_deal": depth > copies,
                       "probability": _exact(paid), "expected_value": _exact(value)})
    return {
        "game": variant.game, "variant": variant.id, "title": variant.title,
        "pack": {"ranks": ranks, "copies": copies, "cards": ranks * copies},
        "schedule": list(variant.schedule),
        "banker_edge": _exact(-riding_value(distribution, variant.schedule, 1)[1]),
        "wins": [{"wins": k, "probability": _exact(p)} for k, p in enumerate(distribution)],
        "riding": riding,
    }


def _exact(value: Fraction) -> Json:
    return {"fraction": [value.numerator, value.denominator], "float": float(value)}


def _response(session: Session, seed: int) -> Json:
    variant = session.variant
    return {
        "game": variant.game,
        "variant": variant.id,
        "title": variant.title,
        "players": len(session.names),
        "seed": seed,
        "shuffle": SHUFFLE_VERSION,
        "schedule": list(variant.schedule),
        "seats": [{"seat": seat_number(seat), "name": name, "role": "banker" if seat == 0 else "punter",
                   **({} if seat == 0 else {"policy": session.policies[seat - 1].as_dict()})}
                  for seat, name in enumerate(session.names)],
        "deals": [_deal_json(deal) for deal in session.deals],
        "decisions": [{"index": d.index, "deal": d.deal, "seat": seat_number(d.seat), "rank": d.rank, "wins": d.wins,
                       "choice": d.choice, "by": d.by} for d in session.made],
        "balances": list(session.ledger.balances),
        "pots": dict(session.ledger.pots),
    }


def _deal_json(deal: Deal) -> Json:
    order = [str(card) for card in deal.order]
    data: Json = {
        "number": deal.number,
        "order": order,
        "first_card": order[0],
        "losing_pile": order[1:-1:2],
        "winning_pile": order[2:-1:2],
        "last_card": order[-1],
        "carried": [{"seat": seat_number(s.seat), "rank": s.rank, "stake": s.amount, "wins": s.wins}
                    for s in deal.carried],
        "stakes": [{"seat": seat_number(s.seat), "rank": s.rank, "stake": s.amount} for s in deal.placed],
        "results": [{k: v for k, v in r.items() if k != "position"} for r in deal.results],
        "payments": [p.as_dict() for p in deal.payments],
        "balances": deal.balances,
        "pots": deal.pots,
    }
    if deal.explanation is not None:
        data["steps"] = [s.as_dict() for s in deal.explanation.steps]
    return data


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {
    "play": play,
    "settle": settle,
    "odds": odds,
}
"""Basset's actions, by name."""

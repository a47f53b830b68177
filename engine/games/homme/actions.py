"""The requests Homme d'Auvergne answers: ``play`` (a seeded game of one or more deals) and ``settle`` (given
hands and turn-ups).

Both may seat the reader (``seat``) with the cards chosen so far (``decisions``, in the order played); the
play then stops at the reader's turn when they run out, and ``waiting`` gives every card of the reader's
hand with the rule and reason of each one not allowed. Each action reads and checks every field first, so
that bad input gives an error naming the field and never a partial result, then plays the session's script
through the driver (:mod:`engine.play`), which writes the envelope every game shares.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine import fields
from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.homme.session import Session
from engine.games.homme.variants import HAND_SIZE, TURN_UPS, Variant, pack_for
from engine.model import Script
from engine.packs import check_distinct
from engine.play import answer
from engine.request import TABLE_FIELDS, Seating, players_of, seating, seed_of
from engine.shuffle import random_source
from engine.table import seat_number

MAX_DEALS = 50
PACKETS = {"2-3": (2, 3), "3-2": (3, 2)}
"""The ``packets`` option: two cards then three (the default), or three then two."""

_COMMON = ("action", "game", "variant", "players", "target", "stake", *TABLE_FIELDS)


def _packets(request: Mapping[str, object]) -> str:
    packets = request.get("packets", "2-3")
    if not isinstance(packets, str) or packets not in PACKETS:
        shown = f", not {packets[:20]!r}" if isinstance(packets, str) else ""
        raise EngineError("packets", f"the packets are '2-3' (two cards then three) or '3-2'{shown}")
    return packets


def _session(variant: Variant, request: Mapping[str, object], table: Seating, packets: str, seed: int) -> Session:
    target = fields.whole_number(request.get("target", variant.default_target), "target", 1, 21,
                                 "The points for game")
    stake = fields.whole_number(request.get("stake", 0), "stake", 0, 100, "The stake")
    return Session(variant, table.names, PACKETS[packets], target, stake, table.reader, random_source(seed))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded game: the players draw for the first deal, then up to ``deals`` deals (one by default), the
    deal passing to the right, until a player reaches the points for game or the reader's turn comes."""
    fields.check_fields(request, (*_COMMON, "seed", "deals", "packets"))
    players = players_of(variant, request)
    table = seating(request, players)
    packets = _packets(request)
    seed = seed_of(request)
    count = fields.whole_number(request.get("deals", 1), "deals", 1, MAX_DEALS, "The number of deals")
    session = _session(variant, request, table, packets, seed)
    return _answer(session, table, session.play(count), seed, {"packets": packets, "deals": count})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal of given hands and turn-ups (the talon's top cards, in order), dealt by ``dealer``."""
    fields.check_fields(request, (*_COMMON, "hands", "turnups", "dealer"))
    raw = request.get("hands")
    if not isinstance(raw, list):
        raise EngineError("hands", f"give the hands as a list with one list of {HAND_SIZE} cards per seat")
    players = players_of(variant, request, len(raw))
    if len(raw) != players:
        raise EngineError("hands", f"give one hand per seat: {players} seats, {len(raw)} hands")
    table = seating(request, players)
    pack = pack_for(players)
    hands = [pack.parse_many(given, f"hands[{seat}]") for seat, given in enumerate(raw)]
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            raise EngineError(f"hands[{seat}]", f"seat {seat_number(seat)} holds {len(hand)} "
                              f"card{'' if len(hand) == 1 else 's'}: every player is dealt {HAND_SIZE}")
    turnups = pack.parse_many(request.get("turnups"), "turnups") if "turnups" in request else []
    if not 1 <= len(turnups) <= TURN_UPS:
        raise EngineError("turnups", f"give the cards turned up, in order: 1 to {TURN_UPS} cards, such as ['9H']")
    check_distinct([c for hand in hands for c in hand] + turnups,
                   [f"hands[{seat}][{i}]" for seat, hand in enumerate(hands) for i in range(len(hand))]
                   + [f"turnups[{i}]" for i in range(len(turnups))], table.names)
    dealer = fields.whole_number(request.get("dealer", 1), "dealer", 1, players, "The dealer") - 1
    session = _session(variant, request, table, "2-3", 0)
    order = session.table.order_from(session.table.next(dealer))
    first = session.packets[0]
    given = {card for hand in hands for card in hand} | set(turnups)
    dealt: list[Card] = ([card for seat in order for card in hands[seat][:first]]
                         + [card for seat in order for card in hands[seat][first:]]
                         + turnups + [card for card in pack if card not in given])
    return _answer(session, table, session.scenario(dealer, dealt, len(turnups)), None,
                   {"packets": "2-3", "dealer": dealer + 1})


def _answer(session: Session, table: Seating, script: Script, seed: int | None,
            options: dict[str, object]) -> Envelope:
    return answer(session.variant, table, session, script, session.pack, seed=seed,
                  options={"pack": session.pack.id, "target": session.target, "stake": session.stake, **options})


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Envelope]] = {"play": play, "settle": settle}
"""The actions of Homme d'Auvergne, by name."""

"""The requests Homme d'Auvergne answers: ``play`` (a seeded game of one or more deals) and ``settle`` (given
hands and turn-ups).

Both may seat the reader (``seat``) with the cards chosen so far (``decisions``, in the order played); the
play then stops at the reader's turn when they run out, and ``waiting`` gives every card of the reader's
hand with the rule and reason of each one not allowed. Each action reads and checks every field first, so
that bad input gives an error naming the field and never a partial result, then plays the session's script
through the driver (:mod:`engine.play`), which writes the envelope every game shares.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.homme.session import Session
from engine.games.homme.variants import HAND_SIZE, TURN_UPS, Variant, pack_for
from engine.games.homme.words import WORDS
from engine.model import Script
from engine.options import Choice, Declared, Field, Whole
from engine.packs import check_distinct
from engine.play import answer
from engine.request import HEAD, PLAYERS, PLAYERS_BY_HANDS, SEED, TABLE_FIELDS, Seating, seating
from engine.said import Seat, say
from engine.shuffle import random_source

MAX_DEALS = 50
PACKET_SIZES = {"2-3": (2, 3), "3-2": (3, 2)}
"""The ``packets`` option: two cards then three (the default), or three then two."""

TARGET = Whole(name="target", holds="the points that win the game", what="The points for game", low=1, high=21,
               varies=lambda variant: {"default": variant.default_target})
STAKE = Whole(name="stake", holds="the chips each player puts into the pool before each deal", what="The stake",
              default=0, low=0, high=100)
PACKETS = Choice[str](name="packets", holds="how the five cards are dealt: two then three, or three then two",
                      default="2-3", choices=tuple(PACKET_SIZES),
                      refusal="the packets are '2-3' (two cards then three) or '3-2'")
DEALS = Whole(name="deals", holds="the most deals played, until a player reaches the points for game",
              what="The number of deals", default=1, low=1, high=MAX_DEALS)
HANDS = Field(name="hands", kind="hands", holds=f"each seat's {HAND_SIZE} cards, seat 1 first", required=True,
              depends="one hand for each player")
TURNUPS = Field(name="turnups", kind="cards", holds="the talon's top cards, turned up in order", required=True,
                low=1, high=TURN_UPS)
DEALER = Whole(name="dealer", holds="the dealer's seat", what="The dealer", default=1, low=1, high_field="players",
               depends="from 1 to the number of players")
PLAY = (*HEAD, PLAYERS, TARGET, STAKE, *TABLE_FIELDS, SEED, DEALS, PACKETS)
SETTLE = (*HEAD, PLAYERS_BY_HANDS, TARGET, STAKE, *TABLE_FIELDS, HANDS, TURNUPS, DEALER)


def _session(variant: Variant, request: Mapping[str, object], table: Seating, packets: str, seed: int) -> Session:
    target = TARGET.at(variant).read(request)
    stake = STAKE.read(request)
    return Session(variant, table.names, PACKET_SIZES[packets], target, stake, table.reader, random_source(seed))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded game: the players draw for the first deal, then up to ``deals`` deals (one by default), the
    deal passing to the right, until a player reaches the points for game or the reader's turn comes."""
    players = PLAYERS.read(variant, request)
    table = seating(request, players)
    packets = PACKETS.read(request)
    seed = SEED.read(request)
    count = DEALS.read(request)
    session = _session(variant, request, table, packets, seed)
    return _answer(session, table, session.play(count), seed, {"packets": packets, "deals": count})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal of given hands and turn-ups (the talon's top cards, in order), dealt by ``dealer``."""
    raw = HANDS.raw(request)
    if not isinstance(raw, list):
        raise EngineError("hands", WORDS.tell(say("refuse.hands-list", size=HAND_SIZE), ()))
    players = PLAYERS_BY_HANDS.read(variant, request, len(raw))
    if len(raw) != players:
        raise EngineError("hands", WORDS.tell(say("refuse.hands-count", players=players, hands=len(raw)), ()))
    table = seating(request, players)
    pack = pack_for(players)
    hands = [pack.parse_many(given, f"hands[{seat}]") for seat, given in enumerate(raw)]
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE:
            raise EngineError(f"hands[{seat}]", WORDS.tell(say("refuse.hand-size", seat=Seat(seat), held=len(hand),
                                                               size=HAND_SIZE), ()))
    turnups = pack.parse_many(TURNUPS.raw(request), TURNUPS.name) if TURNUPS.name in request else []
    if not 1 <= len(turnups) <= TURN_UPS:
        raise EngineError("turnups", WORDS.tell(say("refuse.turnups", most=TURN_UPS), ()))
    check_distinct([c for hand in hands for c in hand] + turnups,
                   [f"hands[{seat}][{i}]" for seat, hand in enumerate(hands) for i in range(len(hand))]
                   + [f"turnups[{i}]" for i in range(len(turnups))], table.names)
    dealer = DEALER.read(request, high=players) - 1
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


ACTIONS: dict[str, Declared[Variant]] = {"play": Declared(play, PLAY), "settle": Declared(settle, SETTLE)}
"""The actions of Homme d'Auvergne, by name."""

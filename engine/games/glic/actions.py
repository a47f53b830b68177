"""The requests Glic answers: ``play`` (a seeded session of deals) and ``settle`` (hands and trump given).

Each action reads and checks every field first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares. A
reader who takes a seat (``seat``) makes that seat's betting moves by their
``decisions``.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.glic.betting import MAX_LIMIT, parse_move
from engine.games.glic.session import Session
from engine.games.glic.variants import HAND_SIZE, Variant
from engine.games.glic.words import WORDS
from engine.model import Script
from engine.options import Declared, Field, Product, Whole
from engine.packs import check_distinct
from engine.play import answer
from engine.request import HEAD, PACK, PLAYERS, PLAYERS_BY_HANDS, SEED, TABLE_FIELDS, Seating, seating
from engine.said import Said, Seat, say
from engine.shuffle import random_source

MAX_DEALS = 50
"""The most deals one request may ask for."""

MAX_BETTING = 1000
"""The most deals times the table limit one request may ask for: the betting of a deal can take a step for every
penny of the limit at every seat, so this bounds the size of an answer (100 deals at the usual limit of 10, or one
deal at the largest limit)."""

MAX_SEAT_DEALS = 150
"""The most deals times the players one request may ask for: every deal has steps for each seat, about 5 KB of
answer a seat, so this keeps an answer under about a megabyte (50 deals of three players, 15 of ten)."""

LIMIT = Whole(name="limit", holds="the table limit: the most a bet may raise", what="The table limit", low=1,
              high=MAX_LIMIT, varies=lambda variant: {"default": variant.default_limit})
DEALS = Whole(name="deals", holds="how many deals the session plays", what="The number of deals", default=1, low=1,
              high=MAX_DEALS, products=(
                  Product("limit", MAX_BETTING, None, "{value} deals at a table limit of {other}",
                          "the number of deals times the limit", "{most} deal{s} at this limit"),
                  Product("players", MAX_SEAT_DEALS, None, "{value} deals at a table of {other}",
                          "the number of deals times the players", "{most} deal{s} at this table")))
HANDS = Field(name="hands", kind="hands", holds=f"each seat's {HAND_SIZE} cards, seat 1 first", required=True,
              depends="one hand for each player")
TRUMP = Field(name="trump", kind="card", holds="the card turned up for trumps", required=True)
PLAY = (*HEAD, PACK, PLAYERS, LIMIT, *TABLE_FIELDS, SEED, DEALS)
SETTLE = (*HEAD, PACK, PLAYERS_BY_HANDS, LIMIT, *TABLE_FIELDS, HANDS, TRUMP)


def _move(text: object, field_name: str) -> str:
    """A decision read as a betting move (any case, ASCII digits), as the driver reads it again."""
    return str(parse_move(text, field_name))


def _limit(variant: Variant, request: Mapping[str, object]) -> int:
    return LIMIT.at(variant).read(request)


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of ``deals`` deals; the dealer moves to the left and the board carries over."""
    pack = PACK.read(variant, request)
    players = PLAYERS.read(variant, request, chosen=pack)
    seed = SEED.read(request)
    count = DEALS.read(request)
    limit = _limit(variant, request)
    DEALS.within(count, {"limit": limit, "players": players})
    table = seating(request, players, _move)
    session = Session(variant, pack, table.names, limit, table.reader, random_source(seed))
    return _answer(variant, session, table, session.play(count), seed, {"deals": count})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal of given hands and turn-up, dealt by seat 1."""
    pack = PACK.read(variant, request)
    raw = HANDS.raw(request)
    if not isinstance(raw, list):
        raise EngineError("hands", WORDS.tell(say("refuse.hands-list", size=HAND_SIZE), ()))
    players = PLAYERS_BY_HANDS.read(variant, request, len(raw), pack)
    if len(raw) != players:
        raise EngineError("hands", WORDS.tell(say("refuse.hands-count", players=players, hands=len(raw)), ()))
    hands: dict[int, list[Card]] = {}
    for seat, given in enumerate(raw):
        if isinstance(given, list) and len(given) > HAND_SIZE:
            raise EngineError(f"hands[{seat}]", WORDS.tell(_hand_size(seat, len(given)), ()))
        cards = pack.parse_many(given, f"hands[{seat}]")
        if len(cards) != HAND_SIZE:
            raise EngineError(f"hands[{seat}]", WORDS.tell(_hand_size(seat, len(cards)), ()))
        hands[seat] = cards
    check_distinct([c for seat in hands for c in hands[seat]],
                   [f"hands[{seat}][{i}]" for seat in hands for i in range(len(hands[seat]))])
    if TRUMP.name not in request:
        raise EngineError(TRUMP.name, WORDS.tell(say("refuse.trump-missing"), ()))
    trump = pack.parse(TRUMP.raw(request), TRUMP.name)
    _check_trump_not_held(trump, hands)
    limit = _limit(variant, request)
    table = seating(request, players, _move)
    session = Session(variant, pack, table.names, limit, table.reader, random_source(0))
    return _answer(variant, session, table, session.settle(hands, trump), None, {})


def _hand_size(seat: int, held: int) -> Said:
    """The refusal of a given hand of ``held`` cards, not the hand every player is dealt."""
    return say("refuse.hand-size", seat=Seat(seat), held=held, size=HAND_SIZE)


def _check_trump_not_held(trump: Card, hands: dict[int, list[Card]]) -> None:
    """A scenario's turn-up cannot also be in a hand."""
    for seat, cards in hands.items():
        if trump in cards:
            raise EngineError("trump", WORDS.tell(say("refuse.trump-held", card=trump, seat=Seat(seat)), ()))


def _answer(variant: Variant, session: Session, table: Seating, script: Script, seed: int | None,
            options: dict[str, object]) -> Envelope:
    return answer(variant, table, session, script, session.pack, seed=seed,
                  options={"pack": session.pack.id, "limit": session.limit, **options})


ACTIONS: dict[str, Declared[Variant]] = {"play": Declared(play, PLAY), "settle": Declared(settle, SETTLE)}
"""The actions of Glic, by name."""

"""The requests Landsknecht answers: play (a seeded session), settle (a given order of cards) and odds.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares: each
coup is a deal. A reader who takes a seat (``seat``) covers and bids by their
``decisions`` (``"cover 2"``, ``"bid 5"``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine import fields
from engine.cards import Card
from engine.described import templated
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.landsknecht.coup import decided_at
from engine.games.landsknecht.odds import pack_odds
from engine.games.landsknecht.policies import COVER, DEFAULT_POLICY, MAX_CHIPS, CoverPolicy, parse_policy
from engine.games.landsknecht.session import Session
from engine.games.landsknecht.variants import RANK, SUIT, Variant
from engine.games.landsknecht.words import WORDS
from engine.model import Script
from engine.options import Declared, Field, Flag, Product, Whole
from engine.packs import Pack
from engine.play import answer
from engine.request import HEAD, PACK, PLAYERS, SEED, TABLE_FIELDS, Seating, policies_of, policy_fields, seating
from engine.said import say
from engine.shuffle import random_source

Json = dict[str, object]

DEFAULT_STAKE = 4
MAX_COUPS = 100
MAX_SEAT_COUPS = 360
"""The most coups times the players one request may ask for: every coup has steps for each seat's cover and its
table, 7 to 10 KB of answer a coup, so this keeps an answer under about a megabyte (90 coups of four players, 36
of ten)."""

STAKE = Whole(name="stake", holds="the banker's stake each coup", what="The stake", default=DEFAULT_STAKE, low=1,
              high=MAX_CHIPS)
POLICY, POLICIES = policy_fields(f'{{"name": "{COVER.name}", "{COVER.setting}": N}} covers the stake up to N '
                                 f"chips ({COVER.low} to {COVER.high})", DEFAULT_POLICY.as_dict())
COUPS = Whole(name="coups", holds="how many coups the session plays", what="The number of coups", default=1, low=1,
              high=MAX_COUPS, products=(
                  Product("players", MAX_SEAT_COUPS, None, "{value} coups at a table of {other}",
                          "the coups times the players", "{most} coup{s} at this table"),))
AUCTION = Flag(name="auction", holds="whether the bank is auctioned when it passes", default=False)
BIDS = Field(name="bids", kind="integers", holds=f"each seat's bid for the bank, 0 to {MAX_CHIPS}",
             high_field="players", depends="one bid for each player; only with the auction")
BANKER = Whole(name="banker", holds="the banker's seat", what="The banker's seat", default=1, low=1,
               high_field="players", depends="from 1 to the number of players")
ORDER = Field(name="order", kind="cards", holds="the cards in the order they are turned: left, right, then the "
              "middle, up to the card that decides the coup", required=True, low=2)
_TABLE_FIELDS = (*HEAD, PACK, PLAYERS, STAKE, POLICY, POLICIES, *TABLE_FIELDS)
PLAY = (*_TABLE_FIELDS, SEED, COUPS, AUCTION, BIDS)
SETTLE = (*_TABLE_FIELDS, BANKER, ORDER)
ODDS = (*HEAD, PACK)


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
    pack = PACK.read(variant, request)
    players = PLAYERS.read(variant, request)
    table = seating(request, players)
    stake = STAKE.read(request)
    return Setting(variant, pack, table, stake, policies_of(request, players, parse_policy, DEFAULT_POLICY))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of one or more coups, the bank passing as the rules say."""
    setting = _setting(variant, request)
    coups = COUPS.within(COUPS.read(request), {"players": setting.seating.players})
    auction = AUCTION.read(request)
    bids = _bids(request, setting.seating.players) if BIDS.name in request else None
    if bids is not None and not auction:
        raise EngineError(BIDS.name, WORDS.tell(say("refuse.bids-without-auction"), ()))
    seed = SEED.read(request)
    session = setting.session(seed, auction, bids)
    return _answer(setting, session, session.play(coups), seed, {"coups": coups, "auction": auction})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A scenario: one coup turned in the order the caller gives, which must decide it."""
    setting = _setting(variant, request)
    banker = BANKER.read(request, high=setting.seating.players) - 1
    if ORDER.name not in request:
        raise EngineError(ORDER.name, WORDS.tell(say("refuse.order-missing"), ()))
    order = _order(variant, setting.pack, ORDER.raw(request))
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
        raise EngineError("order", WORDS.tell(say("refuse.order-too-short"), ()))
    last = decided_at(variant, cards)
    if last is None:
        raise EngineError("order", WORDS.tell(say("refuse.order-undecided", count=len(cards), by=variant.matches_by),
                                              ()))
    if last < len(cards) - 1:
        decided = say("refuse.order-decided", card=cards[last], turned=last + 1)
        raise EngineError(f"order[{last + 1}]", WORDS.tell(decided, ()))
    return cards


def _bids(request: Mapping[str, object], players: int) -> list[int]:
    given = BIDS.raw(request)
    if not isinstance(given, list) or len(given) != players:
        raise EngineError(BIDS.name, WORDS.tell(say("refuse.bids-count", players=players), ()))
    return [fields.whole_number(bid, f"bids[{i}]", 0, MAX_CHIPS, templated("A bid")) for i, bid in enumerate(given)]


def odds(variant: Variant, request: Mapping[str, object]) -> Json:
    """The exact odds of a coup with the chosen pack, under both ways of matching."""
    pack = PACK.read(variant, request)
    return {
        "game": variant.game,
        "pack": pack.id,
        "cards": len(pack),
        "odds": [{"match": v.matches_by, "variant": v.id, **pack_odds(v, pack).as_dict()} for v in (SUIT, RANK)],
    }


ACTIONS: dict[str, Declared[Variant]] = {
    "play": Declared(play, PLAY),
    "settle": Declared(settle, SETTLE),
    "odds": Declared(odds, ODDS),
}
"""The actions of Landsknecht, by name."""

"""The requests a game of sixteen answers: deal, play (a round or a session) and settle a scenario.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then plays the session's script through the
driver (:mod:`engine.play`), which writes the envelope every game shares. A
reader who takes a seat (``seat``) draws or stands by their ``decisions``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from engine import fields
from engine.cards import Card
from engine.described import templated, worded
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.exact import exact
from engine.games.sixteen.odds import PACKS_COMPARED, draw_to_sixteen, two_card_sixteens
from engine.games.sixteen.policies import StandPolicy, parse_policy
from engine.games.sixteen.round import TARGET, card_points
from engine.games.sixteen.session import Session
from engine.games.sixteen.variants import Variant
from engine.games.sixteen.words import WORDS
from engine.ledger import FARM, POOL
from engine.model import Script
from engine.options import Declared, Field, Flag, Product, Whole
from engine.packs import PACKS, check_distinct
from engine.play import answer
from engine.request import (EXPLAIN, HEAD, PLAYERS, PLAYERS_BY_HANDS, SEED, TABLE_FIELDS, Seating, policies_of,
                            policy_fields, seating)
from engine.said import Seat, say
from engine.shuffle import random_source


MAX_ROUNDS = 1000
MAX_SEAT_ROUNDS = 5000
"""The most rounds times the players one request may ask for: a round's summary holds each seat's hand, about
250 bytes of answer a seat, so this keeps an answer near a megabyte (1,000 rounds of five players)."""
MAX_SEAT_ROUNDS_EXPLAINED = 300
"""The same while the answer records every step and its table, about 3 KB a seat and round (150 rounds of two
players, 25 of twelve)."""
MAX_CHIPS = 1_000_000
DEFAULT_FERME_FARM = 10

ANTE = Whole(name="ante", holds="the ante in chips", what="The ante", default=1, low=1, high=MAX_CHIPS)
_POLICY, _POLICIES = policy_fields('{"name": "stand", "at": N} draws while the total is below N and stops from N on',
                                   None)
POLICY = replace(_POLICY, varies=lambda variant: {"default": variant.default_policy.as_dict(),
                                                  "depends": f"N from {variant.lowest_stop} to 16; not with policies"})
POLICIES = replace(_POLICIES, varies=lambda variant: {
    "depends": f"one for each seat, N from {variant.lowest_stop} to 16; not with policy"})
ROTATE = Flag(name="rotate", holds="whether the farm passes round the table (the 1800 Ferme's agreement)",
              default=False, varies=lambda variant: {} if variant.rotation else {
                  "choices": (False,),
                  "refusal": f"{variant.title} has no rotating farm; only the 1800 Ferme offers it"})
BIDS = Field(name="bids", kind="integers", holds=f"each seat's sealed bid for the farm, 0 to {MAX_CHIPS}, at least "
             "one above 0; by default drawn from the seed", high_field="players", depends="one bid for each player",
             varies=lambda variant: {} if not variant.farmer_plays else {
                 "offered": False,
                 "refusal": f"{variant.title} has no auction: the six of hearts chooses the first farmer"})
ROUNDS = Whole(name="rounds", holds="how many rounds the session plays", what="The number of rounds", default=1,
               low=1, high=MAX_ROUNDS, products=(
                   Product("players", MAX_SEAT_ROUNDS, MAX_SEAT_ROUNDS_EXPLAINED, "{value} rounds at a table of "
                           "{other}", "the rounds times the players", "{most} round{s} at this table"),))
HANDS = Field(name="hands", kind="hands", holds="each seat's final hand, seat 1 first (the Ferme farmer's empty or "
              "null)", required=True, depends="one hand for each player")
FARMER_SEAT = Whole(name="farmer", holds="the farmer's seat", what="The farmer's seat", default=1, low=1,
                    high_field="players", depends="from 1 to the number of players")
FARM_CHIPS = Whole(name="farm", holds="the chips in the farm", what="The farm", low=1, high=MAX_CHIPS,
                   varies=lambda variant: {"depends": "by default the ante times the players"} if variant.farmer_plays
                   else {"default": DEFAULT_FERME_FARM})
POOL_CHIPS = Whole(name="pool", holds="the chips in the pool", what="The pool", low=0, high=MAX_CHIPS,
                   depends="by default the ante times the players but one",
                   varies=lambda variant: {} if variant.has_pool else {
                       "offered": False,
                       "refusal": f"{variant.title} has no pool: the lower scores pay the closest player instead"})
_TABLE_FIELDS = (*HEAD, PLAYERS, ANTE, EXPLAIN, *TABLE_FIELDS)
DEAL = (*_TABLE_FIELDS, SEED, BIDS, POLICY, POLICIES, ROTATE)
PLAY = (*DEAL, ROUNDS)
SETTLE = (*HEAD, PLAYERS_BY_HANDS, ANTE, EXPLAIN, *TABLE_FIELDS, HANDS, FARMER_SEAT, FARM_CHIPS, POOL_CHIPS, ROTATE)
ODDS = HEAD


@dataclass(frozen=True)
class Setting:
    """The checked fields every action shares: the table, its players and their choices."""

    variant: Variant
    seating: Seating
    ante: int
    policies: list[StandPolicy]
    rotate: bool
    explain: bool

    def session(self, seed: int) -> Session:
        """A session at this table, shuffling with ``seed``."""
        return Session(self.variant, self.seating.names, self.policies, self.ante, random_source(seed),
                       self.rotate, self.explain, self.seating.reader is not None)


def _setting(variant: Variant, request: Mapping[str, object], players: int | None = None) -> Setting:
    if players is None:
        players = PLAYERS.read(variant, request)
    table = seating(request, players)
    ante = ANTE.read(request)
    policies = policies_of(request, players, lambda given, where: parse_policy(given, where, variant.lowest_stop),
                           variant.default_policy)
    rotate = ROTATE.at(variant).read(request)
    explain = EXPLAIN.read(request)
    return Setting(variant, table, ante, policies, rotate, explain)


def _bids(variant: Variant, request: Mapping[str, object], players: int) -> list[int] | None:
    if BIDS.name not in request:
        return None
    given = BIDS.at(variant).raw(request)
    if not isinstance(given, list) or len(given) != players:
        raise EngineError(BIDS.name, WORDS.tell(say("refuse.bids-count", players=players), ()))
    bids = [fields.whole_number(bid, f"bids[{i}]", 0, MAX_CHIPS, templated("A bid")) for i, bid in enumerate(given)]
    if max(bids) == 0:
        raise EngineError(BIDS.name, WORDS.tell(say("refuse.no-bid"), ()))
    return bids


def deal(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """The opening of a seeded round: the first farmer, the antes and the cards dealt, before any draw."""
    setting = _setting(variant, request)
    bids = _bids(variant, request, setting.seating.players)
    seed = SEED.read(request)
    session = setting.session(seed)
    return _answer(setting, session, session.opening_deal(bids), seed, {"stage": "dealt"})


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded session of one or more complete rounds with running balances."""
    setting = _setting(variant, request)
    rounds = ROUNDS.within(ROUNDS.read(request), {"players": setting.seating.players}, setting.explain)
    bids = _bids(variant, request, setting.seating.players)
    seed = SEED.read(request)
    session = setting.session(seed)
    return _answer(setting, session, session.play(rounds, bids), seed, {"rounds": rounds})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """Settle a scenario: final hands given by the caller, on a farm and pool the caller may set."""
    raw_hands = HANDS.raw(request)
    if not isinstance(raw_hands, list):
        raise EngineError("hands", WORDS.tell(say("refuse.hands-list"), ()))
    players = PLAYERS_BY_HANDS.read(variant, request, len(raw_hands))
    if len(raw_hands) != players:
        raise EngineError("hands", WORDS.tell(say("refuse.hands-count", players=players, hands=len(raw_hands)), ()))
    setting = _setting(variant, request, players)
    if setting.seating.decisions:
        raise EngineError("decisions", WORDS.tell(say("refuse.scenario-decisions"), ()))
    farmer = FARMER_SEAT.read(request, high=players) - 1
    hands = _scenario_hands(variant, raw_hands, farmer, setting.seating.names)
    default_farm = setting.ante * players if variant.farmer_plays else DEFAULT_FERME_FARM
    farm = FARM_CHIPS.read(request, default_farm)
    POOL_CHIPS.at(variant).absent(request)
    pool = POOL_CHIPS.read(request, setting.ante * (players - 1)) if variant.has_pool else None
    session = setting.session(0)
    pots_before = {FARM: farm, **({POOL: pool} if pool is not None else {})}
    return _answer(setting, session, session.scenario(farmer, hands, farm, pool), None,
                   {"farmer": farmer + 1, "pots_before": pots_before})

def _scenario_hands(variant: Variant, raw_hands: list[object], farmer: int,
                    names: Sequence[str]) -> dict[int, list[Card]]:
    """Check a scenario's hands: cards of this pack, each once, hands that the rules could have produced."""
    hands: dict[int, list[Card]] = {}
    every_card: list[Card] = []
    places: list[str] = []
    shortest = len(variant.opening) + variant.must_draw
    for seat, raw in enumerate(raw_hands):
        where = f"hands[{seat}]"
        if seat == farmer and not variant.farmer_plays:
            if raw not in (None, []):
                raise EngineError(where, WORDS.tell(say("refuse.farmer-holds-cards", seat=Seat(seat),
                                                        title=worded(variant.title)), ()))
            continue
        if not isinstance(raw, list) or not raw:
            raise EngineError(where, WORDS.tell(say("refuse.hand-empty", seat=Seat(seat), shortest=shortest), ()))
        cards = [variant.pack.parse(text, f"{where}[{i}]") for i, text in enumerate(raw)]
        every_card += cards
        places += [f"{where}[{i}]" for i in range(len(cards))]
        _check_hand_could_happen(variant, seat, cards, where, shortest)
        hands[seat] = cards
    check_distinct(every_card, places, names)
    return hands


def _check_hand_could_happen(variant: Variant, seat: int, cards: list[Card], where: str, shortest: int) -> None:
    if len(cards) < shortest:
        raise EngineError(where, WORDS.tell(say("refuse.hand-short", seat=Seat(seat), held=len(cards),
                                                title=worded(variant.title), shortest=shortest), ()))
    before_last = sum(card_points(card) for card in cards[:-1])
    if len(cards) > shortest and before_last > TARGET:
        raise EngineError(where, WORDS.tell(say("refuse.over-before-last", seat=Seat(seat), total=before_last), ()))
    if len(cards) > shortest and before_last == TARGET:
        raise EngineError(where, WORDS.tell(say("refuse.sixteen-before-last", seat=Seat(seat)), ()))
    total = before_last + card_points(cards[-1])
    if total < variant.lowest_stop:
        raise EngineError(where, WORDS.tell(say("refuse.stopped-below", seat=Seat(seat), total=total,
                                                title=worded(variant.title), lowest=variant.lowest_stop), ()))


def _answer(setting: Setting, session: Session, script: Script, seed: int | None,
            options: dict[str, object]) -> Envelope:
    variant = setting.variant
    return answer(variant, setting.seating, session, script, variant.pack,
                  policies=[policy.as_dict() for policy in setting.policies], seed=seed,
                  options={"pack": variant.pack.id, "ante": setting.ante, **({"rotate": True} if setting.rotate else {}),
                           **options})


def odds(variant: Variant, request: Mapping[str, object]) -> dict[str, object]:
    """Exact odds of making 16, pack by pack: the pairs that make 16 in two cards, and the total a player stops
    on who draws until 16 or more, for the full pack, the pack without eights and the brillant's pack."""
    packs = []
    for key in PACKS_COMPARED:
        cards = PACKS[key].cards
        pairs, chance = two_card_sixteens(cards)
        stops = draw_to_sixteen(cards)
        packs.append({"pack": key, "cards": len(cards), "description": worded(PACKS[key].description),
                      "this_game": key == variant.pack.id,
                      "two_card_sixteen": {"pairs": pairs, "probability": exact(chance)},
                      "draw_to_sixteen": {"exactly_16": exact(stops[TARGET]),
                                          "stops": [{"total": total, "probability": exact(p)}
                                                    for total, p in stops.items()]}})
    return {"game": variant.game, "variant": variant.id, "title": worded(variant.title), "packs": packs}


ACTIONS: dict[str, Declared[Variant]] = {
    "deal": Declared(deal, DEAL),
    "play": Declared(play, PLAY),
    "settle": Declared(settle, SETTLE),
    "odds": Declared(odds, ODDS),
}
"""The actions of every game of sixteen, by name."""

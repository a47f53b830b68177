"""The requests a game of sixteen answers: deal, play (a round or a session) and settle a scenario.

Each action reads and checks its fields first, so that bad input gives an
error and never a partial result, then runs the session and turns it into JSON.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.explain import Explanation
from engine.games.sixteen.policies import StandPolicy, parse_policy
from engine.games.sixteen.round import TARGET, Round, card_points
from engine.games.sixteen.session import Session
from engine.games.sixteen.variants import Variant
from engine.ledger import FARM, POOL, SIDE_POT, Payment
from engine.packs import check_distinct
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source
from engine.table import DEFAULT_NAMES, seat_number

Json = dict[str, object]

DEFAULT_PLAYERS = 5
MAX_ROUNDS = 1000
MAX_CHIPS = 1_000_000
DEFAULT_FERME_FARM = 10

_TABLE_FIELDS = ("action", "game", "variant", "players", "names", "ante", "explain")


@dataclass(frozen=True)
class Setting:
    """The checked fields every action shares: the table, its players and their choices."""

    variant: Variant
    players: int
    names: list[str]
    ante: int
    policies: list[StandPolicy]
    rotate: bool
    explain: bool


def _setting(variant: Variant, request: Mapping[str, object], players: int | None = None) -> Setting:
    if players is None:
        players = fields.whole_number(request.get("players", DEFAULT_PLAYERS), "players",
                                      variant.min_players, variant.max_players, f"In {variant.title} the players")
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    ante = fields.whole_number(request.get("ante", 1), "ante", 1, MAX_CHIPS, "The ante")
    if "policy" in request and "policies" in request:
        raise EngineError("policies", "give either one 'policy' for everyone or 'policies' seat by seat, not both")
    if "policies" in request:
        given = request["policies"]
        if not isinstance(given, list) or len(given) != players:
            raise EngineError("policies", f"give a list of {players} policies, one for each seat")
        policies = [parse_policy(p, f"policies[{i}]", variant.lowest_stop) for i, p in enumerate(given)]
    else:
        policy = parse_policy(request["policy"], "policy", variant.lowest_stop) if "policy" in request \
            else variant.default_policy
        policies = [policy] * players
    rotate = fields.boolean(request.get("rotate", False), "rotate")
    if rotate and not variant.rotation:
        raise EngineError("rotate", f"{variant.title} has no rotating farm; only the 1800 Ferme offers it")
    explain = fields.boolean(request.get("explain", True), "explain")
    return Setting(variant, players, names, ante, policies, rotate, explain)


def _seeded_session(setting: Setting, request: Mapping[str, object]) -> tuple[Session, Explanation | None, int]:
    """A session whose first farmer has been chosen, as the rule set chooses him."""
    variant = setting.variant
    if "seed" not in request:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    seed = parse_seed(request["seed"])
    bids = _bids(request, setting.players) if "bids" in request else None
    if bids is not None and variant.farmer_plays:
        raise EngineError("bids", f"{variant.title} has no auction: the six of hearts chooses the first farmer")
    session = Session(variant, setting.names, setting.policies, setting.ante, random_source(seed), setting.rotate)
    setup = Explanation(variant.book) if setting.explain else None
    if variant.farmer_plays:
        session.choose_by_six_of_hearts(setup)
    else:
        session.choose_by_auction(bids, setup)
    return session, setup, seed


def _bids(request: Mapping[str, object], players: int) -> list[int]:
    given = request["bids"]
    if not isinstance(given, list) or len(given) != players:
        raise EngineError("bids", f"give a list of {players} bids, one for each seat")
    bids = [fields.whole_number(bid, f"bids[{i}]", 0, MAX_CHIPS, "A bid") for i, bid in enumerate(given)]
    if max(bids) == 0:
        raise EngineError("bids", "somebody must bid at least 1 for the farm")
    return bids


def deal(variant: Variant, request: Mapping[str, object]) -> Json:
    """The opening of a seeded round: the first farmer, the antes and the cards dealt, before any draw."""
    fields.check_fields(request, (*_TABLE_FIELDS, "seed", "bids", "policy", "policies", "rotate"))
    setting = _setting(variant, request)
    session, setup, seed = _seeded_session(setting, request)
    setup_payments = session.ledger.take_payments()
    rnd = Round(session, 1, setting.explain)
    rnd.deal()
    rnd.close()
    return _response(setting, session, seed=seed, setup=(setup, setup_payments), rounds=[rnd], stage="dealt")


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded session of one or more complete rounds with running balances."""
    fields.check_fields(request, (*_TABLE_FIELDS, "seed", "bids", "policy", "policies", "rotate", "rounds"))
    setting = _setting(variant, request)
    rounds = fields.whole_number(request.get("rounds", 1), "rounds", 1, MAX_ROUNDS, "The number of rounds")
    session, setup, seed = _seeded_session(setting, request)
    setup_payments = session.ledger.take_payments()
    played = [session.play_round(setting.explain) for _ in range(rounds)]
    return _response(setting, session, seed=seed, setup=(setup, setup_payments), rounds=played, stage="settled")


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """Settle a scenario: final hands given by the caller, on a farm and pool the caller may set."""
    fields.check_fields(request, (*_TABLE_FIELDS, "hands", "farmer", "farm", "pool", "rotate"))
    raw_hands = request.get("hands")
    if not isinstance(raw_hands, list):
        raise EngineError("hands", "give the final hands as a list with one list of cards per seat")
    players = fields.whole_number(request.get("players", len(raw_hands)), "players", variant.min_players,
                                  variant.max_players, f"In {variant.title} the players")
    if len(raw_hands) != players:
        raise EngineError("hands", f"give one hand per seat: {players} seats, {len(raw_hands)} hands")
    setting = _setting(variant, request, players)
    farmer = fields.whole_number(request.get("farmer", 1), "farmer", 1, players, "The farmer's seat") - 1
    hands = _scenario_hands(variant, raw_hands, farmer)
    default_farm = setting.ante * players if variant.farmer_plays else DEFAULT_FERME_FARM
    farm = fields.whole_number(request.get("farm", default_farm), "farm", 1, MAX_CHIPS, "The farm")
    session = Session(variant, setting.names, setting.policies, setting.ante, random_source(0), setting.rotate)
    session.farmer, session.stake = farmer, farm
    session.ledger.pots[FARM] = farm
    if variant.has_pool:
        default_pool = setting.ante * (players - 1)
        session.ledger.pots[POOL] = fields.whole_number(request.get("pool", default_pool), "pool", 0, MAX_CHIPS,
                                                        "The pool")
    elif "pool" in request:
        raise EngineError("pool", f"{variant.title} has no pool: the lower scores pay the closest player instead")
    pots_before = {name: amount for name, amount in session.ledger.pots.items() if name != SIDE_POT}
    rnd = Round(session, 1, setting.explain)
    rnd.reveal(hands)
    rnd.settle()
    rnd.close()
    response = _response(setting, session, seed=None, setup=None, rounds=[rnd], stage="settled")
    response["pots_before"] = pots_before
    return response


def _scenario_hands(variant: Variant, raw_hands: list[object], farmer: int) -> dict[int, list[Card]]:
    """Check a scenario's hands: cards of this pack, each once, hands that the rules could have produced."""
    hands: dict[int, list[Card]] = {}
    every_card: list[Card] = []
    places: list[str] = []
    shortest = len(variant.opening) + variant.must_draw
    for seat, raw in enumerate(raw_hands):
        where = f"hands[{seat}]"
        if seat == farmer and not variant.farmer_plays:
            if raw not in (None, []):
                raise EngineError(where, f"seat {seat_number(seat)} is the farmer, who holds no cards in "
                                  f"{variant.title}: give null or []")
            continue
        if not isinstance(raw, list) or not raw:
            raise EngineError(where, f"seat {seat_number(seat)} is empty: every player holds at least "
                              f"{shortest} card{'s' if shortest > 1 else ''}")
        cards = [variant.pack.parse(text, f"{where}[{i}]") for i, text in enumerate(raw)]
        every_card += cards
        places += [f"{where}[{i}]" for i in range(len(cards))]
        _check_hand_could_happen(variant, seat, cards, where, shortest)
        hands[seat] = cards
    check_distinct(every_card, places)
    return hands


def _check_hand_could_happen(variant: Variant, seat: int, cards: list[Card], where: str, shortest: int) -> None:
    if len(cards) < shortest:
        raise EngineError(where, f"seat {seat_number(seat)} holds {len(cards)} card{'s' if len(cards) != 1 else ''}, "
                          f"but in {variant.title} every player ends with at least {shortest}")
    before_last = sum(card_points(card) for card in cards[:-1])
    if len(cards) > shortest and before_last > TARGET:
        raise EngineError(where, f"seat {seat_number(seat)} was already over 16 ({before_last}) before the last "
                          "card, and a player over 16 draws no more")
    total = before_last + card_points(cards[-1])
    if total < variant.lowest_stop:
        raise EngineError(where, f"seat {seat_number(seat)} stopped on {total}, but in {variant.title} nobody may "
                          f"stop below {variant.lowest_stop}")


def _response(setting: Setting, session: Session, *, seed: int | None,
              setup: tuple[Explanation | None, list[Payment]] | None, rounds: list[Round], stage: str) -> Json:
    variant = setting.variant
    response: Json = {
        "game": variant.game,
        "variant": variant.id,
        "title": variant.title,
        "players": setting.players,
        "ante": setting.ante,
        "seats": [
            {"seat": seat_number(seat), "name": name, "policy": setting.policies[seat].as_dict()}
            for seat, name in enumerate(setting.names)
        ],
    }
    if seed is not None:
        response["seed"] = seed
        response["shuffle"] = SHUFFLE_VERSION
    if setting.rotate:
        response["rotate"] = True
    if setup is not None:
        explanation, payments = setup
        setup_json: Json = {"farmer": seat_number(rounds[0].farmer)}
        if variant.has_pool:
            setup_json["farm"] = session.stake
        setup_json["payments"] = [p.as_dict() for p in payments]
        if explanation:
            setup_json["steps"] = [s.as_dict() for s in explanation.steps]
        response["setup"] = setup_json
    response["rounds"] = [_round_json(rnd, stage) for rnd in rounds]
    response["balances"] = list(session.ledger.balances)
    response["pots"] = rounds[-1].pots
    return response


def _round_json(rnd: Round, stage: str) -> Json:
    hands = []
    for seat in sorted(rnd.order):
        total = rnd.totals[seat]
        result = "bust" if total > TARGET else "sixteen" if total == TARGET else "standing"
        hands.append({"seat": seat_number(seat), "cards": [str(c) for c in rnd.hands[seat]], "total": total,
                      **({"result": result} if stage == "settled" else {})})
    data: Json = {"number": rnd.number, "farmer": seat_number(rnd.farmer), "stage": stage, "hands": hands}
    if rnd.cut is not None:
        data["cut"] = rnd.cut
    if rnd.talon is not None:
        data["talon"] = [str(c) for c in rnd.talon.remaining()]
    if stage == "settled":
        data["winner"] = None if rnd.winner is None else seat_number(rnd.winner)
        if rnd.variant.has_pool:
            pool_winner = rnd.winner if rnd.winner is not None else rnd.pool_winner
            data["pool_winner"] = None if pool_winner is None else seat_number(pool_winner)
        data["next_farmer"] = seat_number(rnd.next_farmer)
    data["payments"] = [p.as_dict() for p in rnd.payments]
    data["balances"] = rnd.balances
    data["pots"] = rnd.pots
    if rnd.explanation is not None:
        data["steps"] = [s.as_dict() for s in rnd.explanation.steps]
    return data


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {
    "deal": deal,
    "play": play,
    "settle": settle,
}
"""The actions of every game of sixteen, by name."""

"""The requests Homme d'Auvergne answers: ``play`` (a seeded game of one or more deals) and ``settle`` (given
hands and turn-ups).

Both may seat the reader (``seat``) with the cards chosen so far (``decisions``, in the order played); the
play then stops at the reader's turn when they run out, and ``waiting`` gives every card of the reader's
hand with the rule and reason of each one not allowed. Each action reads and checks every field first, so
that bad input gives an error naming the field and never a partial result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.games.homme.deal import Deal
from engine.games.homme.session import BANK, POOL, Session
from engine.games.homme.variants import HAND_SIZE, TURN_UPS, Variant, pack_for
from engine.packs import Pack, check_distinct
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source
from engine.table import DEFAULT_NAMES, seat_number

Json = dict[str, object]

DEFAULT_PLAYERS = 4
MAX_DEALS = 50
PACKETS = {"2-3": (2, 3), "3-2": (3, 2)}
"""The ``packets`` option: two cards then three (the default), or three then two."""

_COMMON = ("action", "game", "variant", "players", "names", "seat", "decisions", "target", "stake")


def _players(variant: Variant, value: object) -> int:
    return fields.whole_number(value, "players", variant.min_players, variant.max_players,
                               "Homme d'Auvergne is for 2 to 5 players: the players")


def _reader(request: Mapping[str, object], players: int, pack: Pack) -> tuple[int | None, list[Card]]:
    seat = request.get("seat")
    reader = None if seat is None else fields.whole_number(seat, "seat", 1, players, "Your seat") - 1
    given = request.get("decisions", [])
    if not isinstance(given, list):
        raise EngineError("decisions", "give your cards as a list in the order you play them, such as ['KS', '9H']")
    if given and reader is None:
        raise EngineError("decisions", "take a seat first: cards are played for the seat given in 'seat'")
    return reader, [pack.parse(text, f"decisions[{i}]") for i, text in enumerate(given)]


def _session(variant: Variant, request: Mapping[str, object], players: int, seed: int) -> Session:
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    pack = pack_for(players)
    reader, cards = _reader(request, players, pack)
    packets = request.get("packets", "2-3")
    if packets not in PACKETS:
        raise EngineError("packets", f"the packets are '2-3' (two cards then three) or '3-2', not {packets!r}")
    target = fields.whole_number(request.get("target", variant.default_target), "target", 1, 21,
                                 "The points for game")
    stake = fields.whole_number(request.get("stake", 0), "stake", 0, 100, "The stake")
    return Session(variant, names, PACKETS[str(packets)], target, stake, reader, cards, random_source(seed))


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded game: the players draw for the first deal, then up to ``deals`` deals (one by default), the
    deal passing to the right, until a player reaches the points for game or the reader's turn comes."""
    fields.check_fields(request, (*_COMMON, "seed", "deals", "packets"))
    players = _players(variant, request.get("players", DEFAULT_PLAYERS))
    if "seed" not in request:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    seed = parse_seed(request["seed"])
    count = fields.whole_number(request.get("deals", 1), "deals", 1, MAX_DEALS, "The number of deals")
    session = _session(variant, request, players, seed)
    deals: list[Deal] = []
    dealer: int | None = None
    while len(deals) < count:
        deal = Deal(session, len(deals) + 1, dealer)
        if dealer is not None:
            deal.explanation.add("homme.deal.rotation", f"The deal passes to the right: {session.names[dealer]} "
                                 "deals.", (dealer,), deal=deal.number, phase="deal")
        deals.append(deal)
        deal.deal()
        deal.auction()
        if _play(deal) or _game_over(session, deal):
            break
        dealer = session.table.next(deal.dealer)
    _check_all_used(session)
    return {**_response(session, deals), "seed": seed, "shuffle": SHUFFLE_VERSION}


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """One deal of given hands and turn-ups (the talon's top cards, in order), dealt by ``dealer``."""
    fields.check_fields(request, (*_COMMON, "hands", "turnups", "dealer"))
    raw = request.get("hands")
    if not isinstance(raw, list):
        raise EngineError("hands", f"give the hands as a list with one list of {HAND_SIZE} cards per seat")
    players = _players(variant, request.get("players", len(raw)))
    if len(raw) != players:
        raise EngineError("hands", f"give one hand per seat: {players} seats, {len(raw)} hands")
    pack = pack_for(players)
    hands = [pack.parse_many(given, f"hands[{seat}]") for seat, given in enumerate(raw)]
    for seat, cards in enumerate(hands):
        if len(cards) != HAND_SIZE:
            raise EngineError(f"hands[{seat}]", f"seat {seat_number(seat)} holds {len(cards)} "
                              f"card{'' if len(cards) == 1 else 's'}: every player is dealt {HAND_SIZE}")
    turnups = pack.parse_many(request.get("turnups"), "turnups") if "turnups" in request else []
    if not 1 <= len(turnups) <= TURN_UPS:
        raise EngineError("turnups", f"give the cards turned up, in order: 1 to {TURN_UPS} cards, such as ['9H']")
    check_distinct([c for hand in hands for c in hand] + turnups,
                   [f"hands[{seat}][{i}]" for seat, hand in enumerate(hands) for i in range(len(hand))]
                   + [f"turnups[{i}]" for i in range(len(turnups))])
    dealer = fields.whole_number(request.get("dealer", 1), "dealer", 1, players, "The dealer") - 1
    session = _session(variant, request, players, 0)
    deal = Deal(session, 1, dealer)
    order = deal.order
    dealt = [hands[seat][:session.packets[0]] for seat in order] + [hands[seat][session.packets[0]:] for seat in order]
    deal.deal([card for packet in dealt for card in packet] + turnups)
    deal.auction(len(turnups))
    if len(deal.turnups) < len(turnups):
        raise EngineError(f"turnups[{len(deal.turnups)}]", f"the auction ends on turn-up {len(deal.turnups)}, "
                          f"when {session.names[deal.man or 0]} says play: this card is never turned")
    _play(deal)
    _game_over(session, deal)
    _check_all_used(session)
    return _response(session, [deal])


def _play(deal: Deal) -> bool:
    """Play and settle a deal with a Man; ``True`` if it stopped at the reader's turn."""
    if deal.man is None:
        return False
    deal.play_out()
    if deal.waiting is not None:
        return True
    deal.settle()
    return False


def _game_over(session: Session, deal: Deal) -> bool:
    """Whether a player has reached the points for game, said in a step."""
    top = max(session.points.balances)
    if deal.waiting is not None or top < session.target:
        return False
    leaders = [seat for seat in deal.order if session.points.balances[seat] == top]
    names = " and ".join(session.names[seat] for seat in leaders)
    deal.explanation.add("homme.game.target", f"{names} reach{'es' if len(leaders) == 1 else ''} {top} points: "
                         f"the game of {session.target} is over.", tuple(leaders), deal=deal.number, phase="score")
    return True


def _check_all_used(session: Session) -> None:
    if session.used < len(session.cards):
        raise EngineError(f"decisions[{session.used}]", "the play is over before this card: "
                          f"{session.names[session.reader or 0]} has no more turns")


def _response(session: Session, deals: list[Deal]) -> Json:
    last = deals[-1]
    return {
        "game": session.variant.game,
        "variant": session.variant.id,
        "title": session.variant.title,
        "pack": session.pack.id,
        "players": len(session.names),
        "seats": [{"seat": seat_number(seat), "name": name} for seat, name in enumerate(session.names)],
        "seat": None if session.reader is None else seat_number(session.reader),
        "target": session.target,
        "stake": session.stake,
        "deals": [_deal_json(deal, end) for deal, end in
                  zip(deals, [d.payments_from for d in deals[1:]] + [(len(session.points.payments),
                                                                      len(session.chips.payments))])],
        "scores": list(session.points.balances),
        "debts": list(session.debts),
        "chips": list(session.chips.balances),
        "pots": {BANK: session.points.pots[BANK], POOL: session.chips.pots[POOL]},
        "waiting": last.waiting,
    }


def _deal_json(deal: Deal, end: tuple[int, int]) -> Json:
    points_from, chips_from = deal.payments_from
    session = deal.session
    return {
        "number": deal.number,
        "dealer": seat_number(deal.dealer),
        "first_hand": seat_number(deal.first),
        "hands": [[str(card) for card in hand] for hand in deal.hands],
        "turnups": [str(card) for card in deal.turnups],
        "turned_by": [seat_number(seat) for seat in deal.turned_by],
        "man": None if deal.man is None else seat_number(deal.man),
        "trump": None if deal.trump is None else deal.trump.code,
        "kings": [{"card": str(card), "seat": seat_number(seat), "how": how} for card, seat, how in deal.scored],
        "play": None if deal.play is None else deal.play.as_dict(),
        "result": deal.result,
        "waiting": deal.waiting,
        "points": [p.as_dict() for p in session.points.payments[points_from:end[0]]],
        "chips": [p.as_dict() for p in session.chips.payments[chips_from:end[1]]],
        "steps": [step.as_dict() for step in deal.explanation.steps],
    }


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {"play": play, "settle": settle}
"""The actions of Homme d'Auvergne, by name."""

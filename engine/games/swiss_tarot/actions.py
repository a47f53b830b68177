"""The requests Swiss Tarot answers: ``play`` (a seeded game), ``settle`` (given hands) and ``legal``.

Each action reads and checks every field first, then plays; a card the reader
may not play, found during play, is refused with the field that gave it, and
never gives a partial result.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine import fields
from engine.cards import Card
from engine.errors import EngineError
from engine.games.swiss_tarot.deal import HAND_SIZE, LAST, PACK, RULES, Deal
from engine.games.swiss_tarot.session import Session
from engine.games.swiss_tarot.variants import Variant
from engine.ledger import POOL
from engine.packs import check_distinct
from engine.shuffle import SHUFFLE_VERSION, parse_seed, random_source
from engine.table import DEFAULT_NAMES, seat_number
from engine.tricks import Trick, TrickPlay, judge

Json = dict[str, object]

PLAYERS = 3
MAX_STAKE = 1000
_COMMON = ("action", "game", "variant", "players", "names", "stake", "seat", "decisions", "explain")


def _session(variant: Variant, request: Mapping[str, object], seed: int) -> Session:
    if request.get("players", PLAYERS) != PLAYERS:
        raise EngineError("players", f"Swiss Tarot is for three players, no more and no fewer, not "
                          f"{request.get('players')!r}")
    names = fields.names(request["names"], "names", PLAYERS) if "names" in request else list(DEFAULT_NAMES[:PLAYERS])
    stake = fields.whole_number(request.get("stake", 1), "stake", 1, MAX_STAKE, "The stake")
    reader = None
    if "seat" in request:
        reader = fields.whole_number(request["seat"], "seat", 1, PLAYERS, "The reader's seat") - 1
    cards: list[Card] = []
    if "decisions" in request:
        if reader is None:
            raise EngineError("decisions", "the reader's cards need a seat: give seat 1, 2 or 3 as well")
        if not isinstance(request["decisions"], list):
            raise EngineError("decisions", "give the reader's cards as a list in the order played, such as ['KSW', '5T']")
        cards = [PACK.parse(text, f"decisions[{i}]") for i, text in enumerate(request["decisions"])]
    explain = fields.boolean(request.get("explain", True), "explain")
    return Session(names, stake, reader, cards, random_source(seed), explain)


def play(variant: Variant, request: Mapping[str, object]) -> Json:
    """A seeded game of ``deals`` deals (three unless fewer are asked for), seat 1 dealing first."""
    fields.check_fields(request, (*_COMMON, "seed", "deals"))
    if "seed" not in request:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    seed = parse_seed(request["seed"])
    count = fields.whole_number(request.get("deals", variant.deals), "deals", 1, variant.deals,
                                "The number of deals")
    session = _session(variant, request, seed)
    return {**_game(session, variant, count, None, None), "seed": seed, "shuffle": SHUFFLE_VERSION}


def settle(variant: Variant, request: Mapping[str, object]) -> Json:
    """One deal of given hands, seat 1 dealing (28 cards before the discard), played out and counted."""
    fields.check_fields(request, (*_COMMON, "hands", "discard"))
    session = _session(variant, request, 0)
    raw = request.get("hands")
    if not isinstance(raw, list) or len(raw) != PLAYERS:
        raise EngineError("hands", f"give three hands: seat 1, the dealer, with {HAND_SIZE + LAST} cards before "
                          f"the discard, seats 2 and 3 with {HAND_SIZE}")
    hands = [PACK.parse_many(given, f"hands[{seat}]") for seat, given in enumerate(raw)]
    for seat, cards in enumerate(hands):
        size = HAND_SIZE + LAST if seat == 0 else HAND_SIZE
        if len(cards) != size:
            who = "the dealer, holds" if seat == 0 else "holds"
            raise EngineError(f"hands[{seat}]", f"seat {seat_number(seat)}, {who} {len(cards)} "
                              f"card{'' if len(cards) == 1 else 's'}: it should "
                              f"hold {size}" + (" before the discard" if seat == 0 else ""))
    check_distinct([c for cards in hands for c in cards],
                   [f"hands[{seat}][{i}]" for seat, cards in enumerate(hands) for i in range(len(cards))])
    discard = PACK.parse_many(request["discard"], "discard") if "discard" in request else None
    return _game(session, variant, 1, hands, discard)


def legal(variant: Variant, request: Mapping[str, object]) -> Json:
    """Each card of a ``hand``, whether it may be played to the ``trick`` on the table, and if not, why."""
    fields.check_fields(request, ("action", "game", "variant", "hand", "trick"))
    hand = PACK.parse_many(request.get("hand"), "hand")
    if not hand:
        raise EngineError("hand", "give at least one card")
    trick = PACK.parse_many(request.get("trick", []), "trick")
    if len(trick) >= PLAYERS:
        raise EngineError("trick", f"a trick on the table holds at most {PLAYERS - 1} cards before yours")
    check_distinct([*hand, *trick], [*(f"hand[{i}]" for i in range(len(hand))),
                                     *(f"trick[{i}]" for i in range(len(trick)))])
    verdicts = judge(hand, Trick(0, list(enumerate(trick))), RULES)
    return {"choices": [{"card": str(card), "legal": refusal is None, **(refusal.as_dict() if refusal else {})}
                        for card, refusal in verdicts.items()]}


def _game(session: Session, variant: Variant, count: int, hands: Sequence[Sequence[Card]] | None,
          discard: Sequence[Card] | None) -> Json:
    deals: list[Deal] = []
    payments: list[list[Json]] = []
    dealer = 0
    for number in range(1, count + 1):
        deal = Deal(session, number, dealer)
        if number == 1:
            _ante(session, deal)
        deal.deal(hands)
        deal.discard(discard)
        deal.play_out()
        deals.append(deal)
        if deal.waiting:
            payments.append([p.as_dict() for p in session.ledger.take_payments()])
            break
        deal.count()
        if number == count:
            _finish(session, deal, count)
        payments.append([p.as_dict() for p in session.ledger.take_payments()])
        dealer = session.table.next(dealer)
    else:
        session.check_all_used()
    return _response(session, variant, deals, payments)


def _ante(session: Session, deal: Deal) -> None:
    everyone = tuple(range(len(session.names)))
    step = deal.step("swiss-tarot.stake.ante", f"{_listed(list(session.names))} each put {session.stake} into the "
                     "pool.", everyone)
    for seat in everyone:
        session.ledger.pay(seat, POOL, session.stake, "swiss-tarot.stake.ante", step)


def _finish(session: Session, deal: Deal, count: int) -> None:
    """Add up the deals and pay the pool to the highest total, shared on a tie."""
    names, totals = session.names, session.totals
    scores = ", ".join(f"{names[seat]} {total}" for seat, total in enumerate(totals))
    deal.step("swiss-tarot.game.three-deals", f"After {count} deal{'' if count == 1 else 's'}: {scores}.",
              tuple(range(len(names))), totals=list(totals))
    best = max(totals)
    order = session.table.order_from(session.table.next(0))
    leaders = [seat for seat in order if totals[seat] == best]
    pool = session.ledger.pots[POOL]
    if len(leaders) == 1:
        step = deal.step("swiss-tarot.game.winner", f"{names[leaders[0]]} has the highest total, {best}, and takes "
                         f"the pool of {pool}.", (leaders[0],))
        session.ledger.pay(POOL, leaders[0], pool, "swiss-tarot.game.winner", step)
        return
    share, odd = divmod(pool, len(leaders))
    extra = f"; the odd {odd} goes to {names[leaders[0]]}, who received cards first" if odd else ""
    step = deal.step("swiss-tarot.game.tie", f"{_listed([names[s] for s in leaders])} tie with {best} and share the "
                     f"pool of {pool}{extra}.", tuple(leaders))
    for seat in leaders:
        session.ledger.pay(POOL, seat, share + (odd if seat == leaders[0] else 0), "swiss-tarot.game.tie", step)


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def _response(session: Session, variant: Variant, deals: list[Deal], payments: list[list[Json]]) -> Json:
    last = deals[-1]
    waiting = None
    if last.waiting and last.play is not None and session.reader is not None:
        waiting = {"seat": seat_number(session.reader), "deal": last.number, "trick": len(last.play.tricks) + 1,
                   "choices": last.play.choices()}
    return {
        "game": variant.game,
        "variant": variant.id,
        "title": variant.title,
        "pack": variant.pack.id,
        "players": PLAYERS,
        "stake": session.stake,
        "seats": [{"seat": seat_number(seat), "name": name} for seat, name in enumerate(session.names)],
        "reader": None if session.reader is None else seat_number(session.reader),
        "deals": [_deal_json(deal, paid) for deal, paid in zip(deals, payments)],
        "totals": list(session.totals),
        "waiting": waiting,
        "balances": list(session.ledger.balances),
        "pots": dict(session.ledger.pots),
    }


def _deal_json(deal: Deal, payments: list[Json]) -> Json:
    assert deal.play is not None
    play: TrickPlay = deal.play
    return {
        "number": deal.number,
        "dealer": seat_number(deal.dealer),
        "leader": seat_number(deal.session.table.next(deal.dealer)),
        "dealt": [[str(c) for c in hand] for hand in deal.dealt],
        "discard": [str(c) for c in deal.discarded],
        "discard_given": deal.chosen,
        "play": play.as_dict(),
        "tricks": [{"number": t.number, "seat": seat_number(t.seat), "cards": [str(c) for c in t.cards]}
                   for t in deal.taken],
        "fool": deal.fool,
        "points": deal.points,
        "complete": not deal.waiting,
        "payments": payments,
        "steps": deal.steps(),
    }


ACTIONS: dict[str, Callable[[Variant, Mapping[str, object]], Json]] = {"play": play, "settle": settle, "legal": legal}
"""The actions of Swiss Tarot, by name."""

"""The requests Swiss Tarot answers: ``play`` (a seeded game), ``settle`` (given hands) and ``legal``.

Each action reads and checks every field first, then plays the session's script through the driver
(:mod:`engine.play`), which writes the envelope every game shares. A reader who takes a seat (``seat``) makes
that seat's moves by the ``decisions``: the three cards laid aside when the seat deals, then each card played.
A move the rules refuse, found during play, is refused with the field that gave it, never a partial result.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.cards import Card
from engine.envelope import Envelope
from engine.errors import EngineError
from engine.games.swiss_tarot.deal import HAND_SIZE, LAST, PACK, RULES, check_can_discard, check_discard
from engine.games.swiss_tarot.session import Session
from engine.games.swiss_tarot.variants import Variant
from engine.games.swiss_tarot.words import WORDS
from engine.options import Declared, Field, Whole
from engine.packs import check_distinct
from engine.play import answer
from engine.request import EXPLAIN, HEAD, SEED, TABLE_FIELDS, Seating, seating
from engine.request import PLAYERS as PLAYERS_FIELD
from engine.said import Seat, say
from engine.shuffle import random_source
from engine.tricks import Trick, judge

Json = dict[str, object]

PLAYERS = 3
MAX_STAKE = 1000
STAKE = Whole(name="stake", holds="each player's ante, in chips", what="The stake", default=1, low=1, high=MAX_STAKE)
DEALS = Whole(name="deals", holds="how many deals the game plays", what="The number of deals", low=1,
              varies=lambda variant: {"default": variant.deals, "high": variant.deals})
HANDS = Field(name="hands", kind="hands", holds=f"the three hands, seat 1 (the dealer) with {HAND_SIZE + LAST} cards "
              f"before the discard, seats 2 and 3 with {HAND_SIZE}", required=True, low=PLAYERS, high=PLAYERS)
DISCARD = Field(name="discard", kind="cards", holds="the dealer's three cards laid aside; left out, the dealer "
                "chooses", low=LAST, high=LAST)
HAND = Field(name="hand", kind="cards", holds="the cards of the hand to judge", required=True, low=1)
TRICK = Field(name="trick", kind="cards", holds="the cards already on the table in the trick, led first",
              default=[], high=PLAYERS - 1)
_COMMON = (*HEAD, PLAYERS_FIELD, STAKE, EXPLAIN, *TABLE_FIELDS)
PLAY = (*_COMMON, SEED, DEALS)
SETTLE = (*_COMMON, HANDS, DISCARD)
LEGAL = (*HEAD, HAND, TRICK)


def _stake(request: Mapping[str, object]) -> int:
    return STAKE.read(request)


def _reader_moves(table: Seating, dealing: list[bool]) -> None:
    """Refuse decisions beyond the reader's last move: in this game their number is known before play (25
    cards a deal, and three laid aside in each deal the reader deals and discards)."""
    if table.reader is None:
        return
    most = HAND_SIZE * len(dealing) + LAST * sum(dealing)
    if len(table.decisions) <= most:
        return
    extra = table.decisions[most]
    try:
        said = say("refuse.after-last", card=PACK.parse(str(extra).split()[-1], "decisions")) \
            if isinstance(extra, str) and extra.split() else say("refuse.after-last-move", move=repr(extra)[:40])
    except EngineError:
        said = say("refuse.after-last-move", move=repr(extra)[:40])
    raise EngineError(f"decisions[{most}]", WORDS.tell(said, ()))


def play(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded game of ``deals`` deals (three unless fewer are asked for), seat 1 dealing first."""
    table = seating(request, PLAYERS_FIELD.read(variant, request))
    stake = _stake(request)
    count = DEALS.at(variant).read(request)
    explain = EXPLAIN.read(request)
    seed = SEED.read(request)
    dealers = [(-number) % PLAYERS for number in range(count)]
    _reader_moves(table, [dealer == table.reader for dealer in dealers])
    session = Session(table.names, stake, random_source(seed), explain, count, reader=table.reader)
    return _answer(variant, session, table, seed, {"pack": variant.pack.id, "stake": stake, "deals": count})


def settle(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One deal of given hands, seat 1 dealing (28 cards before the discard), played out and counted."""
    table = seating(request, PLAYERS_FIELD.read(variant, request))
    stake = _stake(request)
    explain = EXPLAIN.read(request)
    raw = HANDS.raw(request)
    if not isinstance(raw, list) or len(raw) != PLAYERS:
        raise EngineError("hands", WORDS.tell(say("refuse.three-hands", dealer=HAND_SIZE + LAST, others=HAND_SIZE),
                                              ()))
    hands = [PACK.parse_many(given, f"hands[{seat}]") for seat, given in enumerate(raw)]
    for seat, cards in enumerate(hands):
        size = HAND_SIZE + LAST if seat == 0 else HAND_SIZE
        if len(cards) != size:
            said = say("refuse.dealer-hand-size" if seat == 0 else "refuse.hand-size", seat=Seat(seat),
                       held=len(cards), size=size)
            raise EngineError(f"hands[{seat}]", WORDS.tell(said, ()))
    check_distinct([c for cards in hands for c in cards],
                   [f"hands[{seat}][{i}]" for seat, cards in enumerate(hands) for i in range(len(cards))], table.names)
    check_can_discard(hands[0], "hands[0]", table.names[0])
    discard: list[Card] | None = None
    if DISCARD.name in request:
        discard = PACK.parse_many(DISCARD.raw(request), DISCARD.name)
        check_discard(discard, hands[0], table.names[0], DISCARD.name)
    _reader_moves(table, [table.reader == 0 and discard is None])
    session = Session(table.names, stake, random_source(0), explain, 1, hands, discard, table.reader)
    options: dict[str, object] = {"pack": variant.pack.id, "stake": stake}
    if discard is not None:
        options["discard"] = [str(card) for card in discard]
    return _answer(variant, session, table, None, options)


def legal(variant: Variant, request: Mapping[str, object]) -> Json:
    """Each card of a ``hand``, whether it may be played to the ``trick`` on the table, and if not, why."""
    hand = PACK.parse_many(HAND.raw(request), HAND.name)
    if not hand:
        raise EngineError(HAND.name, WORDS.tell(say("refuse.no-card"), ()))
    trick = PACK.parse_many(TRICK.raw(request), TRICK.name)
    if len(trick) >= PLAYERS:
        raise EngineError(TRICK.name, WORDS.tell(say("refuse.trick-size", most=PLAYERS - 1), ()))
    check_distinct([*hand, *trick], [*(f"hand[{i}]" for i in range(len(hand))),
                                     *(f"trick[{i}]" for i in range(len(trick)))])
    verdicts = judge(hand, Trick(0, list(enumerate(trick))), RULES)
    return {"choices": [{"card": str(card), "legal": refusal is None, **(refusal.as_dict() if refusal else {})}
                        for card, refusal in verdicts.items()]}


def _answer(variant: Variant, session: Session, table: Seating, seed: int | None,
            options: dict[str, object]) -> Envelope:
    return answer(variant, table, session, session.script(), variant.pack, seed=seed, options=options)


ACTIONS: dict[str, Declared[Variant]] = {
    "play": Declared(play, PLAY), "settle": Declared(settle, SETTLE), "legal": Declared(legal, LEGAL)}
"""The actions of Swiss Tarot, by name."""

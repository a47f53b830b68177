"""The requests French Tarot answers so far: ``count`` (a pile counted both ways), ``score`` (deals scored onto a
running scorecard), ``evaluate`` (a hand, typed or dealt from a seed, judged by the source's guide), ``odds``
(the exact chances of the dog and of the defenders' holdings), ``chances`` (one reader's case of them, told
step by step) ``deal`` (a seeded deal, or the hands and dog a reader gives, up to the first card, a reader's
seat bidding, calling, putting aside and declaring) and ``play`` (that deal played card by card to its count and
score).

Each action reads and checks every field first, so that bad input gives an error naming the field and never a
partial answer; ``score`` then runs its session through the driver (:mod:`engine.play`), which writes the
envelope every game shares: each deal scored is a deal, each seat's running total its points.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import cast

from engine import fields
from engine.envelope import Envelope
from engine.errors import EngineError, shown
from engine.games.french_tarot.answer_words import ANSWER_WORDS
from engine.games.french_tarot.bidding import contracts
from engine.games.french_tarot.contracts import (CONTRACTS, DOG_SIZE, HAND_SIZE, POIGNEE_NAMES, POIGNEES, SIDES, TRUMPS,
                                                 Chelem, Poignee, Result, Side, poignee_level)
from engine.games.french_tarot.counting import NEEDED, Line, Tally, count, half_points, points_text
from engine.games.french_tarot.dealing import Given, deal, maldonne
from engine.games.french_tarot.guide import evaluate
from engine.games.french_tarot.house import HouseRules
from engine.games.french_tarot.guide_told import Judging
from engine.games.french_tarot.odds import MOST_MISSING, odds_tables
from engine.games.french_tarot.odds_told import Chances
from engine.games.french_tarot.refusal_words import REFUSAL_WORDS
from engine.games.french_tarot.scoring import Scale
from engine.games.french_tarot.session import Session
from engine.games.french_tarot.sitting import Sitting
from engine.games.french_tarot.variants import Variant
from engine.options import Choice, Declared, Field, Flag, Whole
from engine.packs import check_distinct
from engine.play import answer
from engine.request import (EXPLAIN, HEAD, NAMES, PLAYERS, TABLE_FIELDS, Players, Seed, choice_of, seating)
from engine.said import Param, Said, Seat, say
from engine.shuffle import random_source
from engine.table import seat_number

Json = dict[str, object]

MAX_DEALS = 100
"""The most deals one ``score`` request may put on its scorecard."""
DEFAULT_DEALS = 10
MAX_DEALS_DEALT = 20
"""The most deals one ``deal`` request may deal until a player takes."""
MALDONNE_BELOW_DEFAULT = 4
"""The trumps and court cards together below which a hand may call the house rules' maldonne, unless a request
agrees another number (our reading: such a hand comes about once in some 370 hands at four players and 64 at five,
so only a hopeless hand is dealt again)."""
PAROLE_FORMS = ("off", "any", "prise")
"""The house rule of the parole: not played, any contract in the second round, or only a prise."""

DEAL_FIELDS = ("taker", "contract", "points", "oudlers", "pile", "partner", "poignees", "petit_au_bout",
               "petit_au_bout_trick", "chelem", "petit_chelem", "miseres")
"""The fields of one deal a ``score`` request gives, checked by :func:`_result`."""

PILE = Field(name="pile", kind="cards", holds="the cards of the pile to count", required=True)
SCALE = Choice[str](name="scale", holds="the contracts' multipliers, or the fixed amounts of the pousse scale (a "
                    "house rule)", default="multipliers", choices=("multipliers", "fixed"))
GARDE_CONTRE = Choice[int](name="garde_contre", holds="the garde contre's multiplier", default=6, choices=(6, 8))
ROUNDING = Flag(name="rounding", holds="whether every player but the taker is rounded to ten, the taker balancing "
                "them", default=False)
SCORED = Field(name="deals", kind="objects", holds="the deals to score, each an object of " + ", ".join(DEAL_FIELDS),
               required=True, low=1, high=MAX_DEALS)
HAND = Field(name="hand", kind="cards", holds="the hand to judge", depends="as many cards as the players are dealt; "
             "not with seed")
DEALT_SEED = Seed(name="seed", holds="the seed of a deal whose first hand is judged", depends="not with hand")
ALL_SIZES = Players(name="players", holds="how many sit at the table", unset="left out, every table size")
MISSING = Whole(name="missing", holds="the cards of a kind the taker does not hold",
                what="The cards of a kind the taker does not hold", low=1, high=MOST_MISSING,
                depends="not with held and of")
OF = Whole(name="of", holds="the cards of the kind (4 kings, 14 cards of a suit, 21 trumps, 22 with the Excuse)",
           what="A kind (4 kings, 14 cards of a suit, 21 trumps, 22 with the Excuse)", low=1, high=MOST_MISSING,
           depends="with held, instead of missing")
HELD = Whole(name="held", holds="the cards of the kind the taker holds", low=0, high_field="of",
             depends="with of: at most one less than of and than a hand's cards")
DEALS = Whole(name="deals", holds="the most deals dealt until a player takes", what="The most deals dealt until a "
              "player takes", default=DEFAULT_DEALS, low=1, high=MAX_DEALS_DEALT, depends="not with hands")
POUSSE = Flag(name="pousse", holds="whether the pousse may be bid, between the prise and the garde", default=False)
PRISE = Flag(name="prise", holds="whether the prise may be bid; without it the garde is the lowest bid", default=True)
MISERE = Flag(name="misere", holds="whether a player may declare misère (a house rule)", default=False)
SOFT_SHUFFLE = Flag(name="soft_shuffle", holds="whether a deal's cards are gathered and cut for the next, not "
                    "shuffled", default=False)
ANNOUNCE = Flag(name="announce", holds="whether the taker may announce a chelem, and then leads the first trick",
                default=False)
PETIT_CHELEM = Flag(name="petit_chelem", holds="whether a petit chelem made in the tricks scores, and with announce "
                    "may be announced (a house rule)", default=False)
PETIT_IMPRENABLE = Flag(name="petit_imprenable", holds="whether a player whose only trump is the Petit plays it like "
                        "the Excuse, the deal standing (a house rule)", default=False)
MALDONNE = Flag(name="maldonne", holds="whether a player with a poor hand may call a maldonne, the hand dealt again "
                "(a house rule)", default=False)
MALDONNE_BELOW = Whole(name="maldonne_below", holds="the trumps and court cards together below which a hand may call "
                       "a maldonne", what="The trumps and court cards together below which a hand may call a "
                       "maldonne", default=MALDONNE_BELOW_DEFAULT, low=0, high=max(HAND_SIZE.values()),
                       depends="at most a hand's cards (24, 18 or 15); only with maldonne")
PAROLE = Choice[str](name="parole", holds="the parole bid (a house rule): off, any contract in the second round, or "
                     "only a prise", default="off", choices=PAROLE_FORMS)
DOG_AFTER = Field(name="dog_after", kind="integers", holds="the players' cards dealt before each card of the dog",
                  low=1, high=max(DOG_SIZE.values()) + 3,
                  depends="one number for each card of the dog, each at most the players' cards; not with hands")
DEAL_HANDS = Field(name="hands", kind="hands", holds="the players' hands, seat 1 first, instead of a seeded deal",
                   depends="one hand for each player, with the dog")
DOG = Field(name="dog", kind="cards", holds="the cards of the dog, with the hands", depends="with hands")
DEAL_SEED = Seed(name="seed", holds="the seed that shuffles the cards", depends="needed unless the hands are given")
DEALER = Whole(name="dealer", holds="the dealer's seat, with the hands", what="The dealer's seat", default=1, low=1,
               high_field="players", depends="from 1 to the number of players; only with hands")
COUNT = (*HEAD, PILE)
SCORE = (*HEAD, PLAYERS, NAMES, EXPLAIN, SCALE, GARDE_CONTRE, ROUNDING, SCORED)
EVALUATE = (*HEAD, PLAYERS, NAMES, HAND, DEALT_SEED)
ODDS = (*HEAD, ALL_SIZES)
CHANCES = (*HEAD, PLAYERS, NAMES, MISSING, HELD, OF)
DEAL = (*TABLE_FIELDS, *HEAD, PLAYERS, DEAL_SEED, DEALS, POUSSE, PRISE, MISERE, SOFT_SHUFFLE, DOG_AFTER, DEAL_HANDS,
        DOG, DEALER, ANNOUNCE, PETIT_CHELEM, PETIT_IMPRENABLE, MALDONNE, MALDONNE_BELOW, PAROLE)


def count_pile(variant: Variant, request: Mapping[str, object]) -> Json:
    """A pile of cards counted card by card and in pairs, with its oudlers and the points a taker holding it
    would need."""
    if PILE.name not in request:
        raise EngineError(PILE.name, _refusal("refuse.pile"))
    tally = count(variant.pack.parse_many(PILE.raw(request), PILE.name))
    return {"game": variant.game, "cards": len(tally.cards), "points": tally.half_points / 2,
            "points_text": points_text(tally.half_points), "oudlers": tally.oudlers, "needed": NEEDED[tally.oudlers],
            "by_card": [_line(say("count.by-card-line", value=line.half_points // len(line.cards)), line)
                        for line in tally.by_card],
            "pairs": [_line(say("count.pair-line", value=max(map(half_points, line.cards)), cards=len(line.cards)),
                            line) for line in tally.pairs],
            "rules": ["french-tarot.count.card-values", "french-tarot.count.pairs", "french-tarot.count.oudlers",
                      "french-tarot.contract.needed"]}


def _refusal(message: str, names: Sequence[str] = (), **params: Param) -> str:
    """The reason of a refusal: the message ``message`` of this game's refusals' words told with ``params`` in the
    language of the answer, naming the players in ``names``."""
    return REFUSAL_WORDS.tell(say(message, **params), names)


def _line(what: Said, line: Line) -> Json:
    """A line of the count: what it holds (a message of the answers' words), its cards and their points."""
    return {"what": ANSWER_WORDS.tell(what, ()), "cards": [str(card) for card in line.cards],
            "points": line.half_points / 2}


def score(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """Deals scored one after another onto a running scorecard, every figure with its step."""
    players = PLAYERS.read(variant, request)
    table = seating(request, players)
    scale = Scale(fixed=SCALE.read(request) == "fixed", garde_contre=GARDE_CONTRE.read(request),
                  rounding=ROUNDING.read(request))
    given = SCORED.raw(request)
    if not isinstance(given, list) or not 1 <= len(given) <= MAX_DEALS:
        raise EngineError(SCORED.name, _refusal("refuse.deals", most=MAX_DEALS))
    results = [_result(variant, deal, f"deals[{i}]", players) for i, deal in enumerate(given)]
    session = Session(table.names, scale, EXPLAIN.read(request))
    return answer(variant, table, session, session.score(results), variant.pack,
                  options={"scale": "fixed" if scale.fixed else "multipliers", "garde_contre": scale.garde_contre,
                           "rounding": scale.rounding})


def _result(variant: Variant, given: object, where: str, players: int) -> Result:
    """One deal's result, every field checked against the others."""
    if not isinstance(given, dict):
        raise EngineError(where, _refusal("refuse.deal"))
    fields.check_fields(given, DEAL_FIELDS, f"{where}.")
    if "taker" not in given:
        raise EngineError(f"{where}.taker", _refusal("refuse.taker"))
    taker = fields.whole_number(given["taker"], f"{where}.taker", 1, players, _refusal("refuse.what-taker")) - 1
    contract = CONTRACTS[choice_of(given.get("contract"), f"{where}.contract", tuple(CONTRACTS))]
    tally, halves, oudlers = _pile_or_points(variant, given, where)
    partner = _partner(given, where, players, taker)
    petit, petit_last = _petit_au_bout(given, where, oudlers, tally)
    chelem = _chelem(given, "chelem", where)
    petit_chelem = _chelem(given, "petit_chelem", where)
    won = halves >= 2 * NEEDED[oudlers]
    for name, slam in (("chelem", chelem), ("petit_chelem", petit_chelem)):
        if slam is not None and slam.made_by is not None and (slam.made_by == "taker") != won:
            raise EngineError(f"{where}.{name}.made_by", _refusal("refuse.slam-side", result="won" if won else "lost"))
    if chelem is not None and petit_chelem is not None and chelem.made_by and petit_chelem.made_by:
        raise EngineError(f"{where}.petit_chelem", _refusal("refuse.chelem-not-petit"))
    if not petit_last and (chelem is None or chelem.made_by != petit):
        raise EngineError(f"{where}.petit_au_bout_trick", _refusal("refuse.petit-second-to-last"))
    return Result(taker, contract, halves, oudlers, partner, _poignees(given, where, players), petit, petit_last,
                  chelem, petit_chelem, _miseres(given, where, players), tally)


def _pile_or_points(variant: Variant, given: Mapping[str, object], where: str) -> tuple[Tally | None, int, int]:
    """The taker's pile counted, or the points and oudlers given instead (in half points)."""
    if "pile" in given:
        if "points" in given or "oudlers" in given:
            raise EngineError(f"{where}.pile", _refusal("refuse.pile-and-points"))
        tally = count(variant.pack.parse_many(given["pile"], f"{where}.pile"))
        return tally, tally.half_points, tally.oudlers
    oudlers = fields.whole_number(given.get("oudlers"), f"{where}.oudlers", 0, 3, _refusal("refuse.what-oudlers"))
    points = given.get("points")
    lowest, highest = 9 * oudlers, 182 - 9 * (3 - oudlers)
    if isinstance(points, bool) or not isinstance(points, (int, float)) or not lowest <= points * 2 <= highest \
            or points * 2 != int(points * 2):  # the range first: int() refuses an infinite or NaN number
        raise EngineError(f"{where}.points", _refusal("refuse.points", lowest=lowest, highest=highest,
                                                      oudlers=oudlers, given=shown(points)))
    return None, int(points * 2), oudlers


def _partner(given: Mapping[str, object], where: str, players: int, taker: int) -> int | None:
    if players != 5:
        if "partner" in given:
            raise EngineError(f"{where}.partner", _refusal("refuse.partner-table", players=players))
        return None
    if "partner" not in given:
        raise EngineError(f"{where}.partner", _refusal("refuse.partner"))
    partner = fields.whole_number(given["partner"], f"{where}.partner", 1, players,
                                  _refusal("refuse.what-partner")) - 1
    return None if partner == taker else partner


def _petit_au_bout(given: Mapping[str, object], where: str, oudlers: int,
                   tally: Tally | None) -> tuple[Side | None, bool]:
    if "petit_au_bout" not in given:
        if "petit_au_bout_trick" in given:
            raise EngineError(f"{where}.petit_au_bout_trick", _refusal("refuse.petit-trick-alone"))
        return None, True
    side = choice_of(given["petit_au_bout"], f"{where}.petit_au_bout", SIDES)
    held = None if tally is None else any(card.code == "1AT" for card in tally.cards)
    if side == "taker" and (oudlers == 0 or held is False):
        raise EngineError(f"{where}.petit_au_bout", _refusal("refuse.petit-taker"))
    if side == "defence" and (oudlers == 3 or held is True):
        raise EngineError(f"{where}.petit_au_bout", _refusal("refuse.petit-defence"))
    trick = choice_of(given.get("petit_au_bout_trick", "last"), f"{where}.petit_au_bout_trick",
                    ("last", "second-to-last"))
    return side, trick == "last"


def _chelem(given: Mapping[str, object], name: str, where: str) -> Chelem | None:
    if name not in given:
        return None
    value = given[name]
    place = f"{where}.{name}"
    if not isinstance(value, dict):
        raise EngineError(place, _refusal("refuse.chelem-object"))
    fields.check_fields(value, ("announced", "made_by"), f"{place}.")
    announced = fields.boolean(value.get("announced", False), f"{place}.announced")
    made = value.get("made_by")
    made_by = None if made is None else choice_of(made, f"{place}.made_by", SIDES)
    if not announced and made_by is None:
        raise EngineError(place, _refusal("refuse.chelem-empty"))
    return Chelem(announced, made_by)


def _poignees(given: Mapping[str, object], where: str, players: int) -> tuple[Poignee, ...]:
    value = given.get("poignees", [])
    if not isinstance(value, list) or len(value) > players:
        raise EngineError(f"{where}.poignees", _refusal("refuse.poignees", players=players))
    poignees: list[Poignee] = []
    most = min(HAND_SIZE[players], TRUMPS)
    for i, entry in enumerate(value):
        place = f"{where}.poignees[{i}]"
        if not isinstance(entry, dict):
            raise EngineError(place, _refusal("refuse.poignee-object"))
        fields.check_fields(entry, ("seat", "level", "trumps"), f"{place}.")
        seat = fields.whole_number(entry.get("seat"), f"{place}.seat", 1, players, _refusal("refuse.what-seat")) - 1
        if any(p.seat == seat for p in poignees):
            raise EngineError(f"{place}.seat", _refusal("refuse.poignee-once"))
        needed = POIGNEES[players]
        trumps = None
        if "trumps" in entry:
            trumps = fields.whole_number(entry["trumps"], f"{place}.trumps", needed[0], most,
                                         _refusal("refuse.what-trumps-shown", players=players))
        if "level" in entry:
            level = POIGNEE_NAMES.index(choice_of(entry["level"], f"{place}.level", POIGNEE_NAMES))
            if trumps is not None and trumps < needed[level]:
                raise EngineError(f"{place}.trumps", _refusal("refuse.poignee-level", level=POIGNEE_NAMES[level],
                                                              least=needed[level], players=players, trumps=trumps))
        elif trumps is not None:
            level = poignee_level(players, trumps)
        else:
            raise EngineError(place, _refusal("refuse.poignee-empty"))
        poignees.append(Poignee(seat, level, trumps))
    shown_trumps = sum(POIGNEES[players][p.level] if p.trumps is None else p.trumps for p in poignees)
    if shown_trumps > TRUMPS:
        raise EngineError(f"{where}.poignees", _refusal("refuse.poignees-trumps", shown=shown_trumps, trumps=TRUMPS))
    return tuple(poignees)


def _miseres(given: Mapping[str, object], where: str, players: int) -> tuple[int, ...]:
    value = given.get("miseres", [])
    if not isinstance(value, list) or len(value) > players:
        raise EngineError(f"{where}.miseres", _refusal("refuse.miseres"))
    seat_words = _refusal("refuse.what-seat")
    seats = [fields.whole_number(seat, f"{where}.miseres[{i}]", 1, players, seat_words) - 1
             for i, seat in enumerate(value)]
    if len(set(seats)) != len(seats):
        raise EngineError(f"{where}.miseres", _refusal("refuse.misere-once"))
    return tuple(seats)


def evaluate_hand(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A hand judged by the source's guide, each line that counts a step, then the bid its total suggests: the
    ``hand`` given, or first hand's in a deal shuffled from the ``seed``, its deal told first."""
    players = PLAYERS.read(variant, request)
    table = seating(request, players)
    if HAND.name in request and DEALT_SEED.name in request:
        raise EngineError(DEALT_SEED.name, _refusal("refuse.hand-and-seed"))
    seed = DEALT_SEED.read(request) if DEALT_SEED.name in request else None
    dealt = None if seed is None else deal(players, random_source(seed))
    if dealt is not None:
        hand = sorted(dealt.hands[0], key=variant.pack.cards.index)  # sorted by suit, as a player sorts it
    elif HAND.name in request:
        hand = variant.pack.parse_many(HAND.raw(request), HAND.name)
    else:
        raise EngineError("hand", _refusal("refuse.hand", size=HAND_SIZE[players]))
    if len(hand) != HAND_SIZE[players]:
        raise EngineError("hand", _refusal("refuse.hand-size", players=players, size=HAND_SIZE[players],
                                           given=len(hand)))
    judging = Judging(table.names, hand, evaluate(hand), dealt)
    return answer(variant, table, judging, judging.tell(), variant.pack, seed=seed, options={})


def deal_game(variant: Variant, request: Mapping[str, object], cards: bool = False) -> Envelope:
    """A seeded deal, or the ``hands`` and ``dog`` a reader gives (dealt by ``dealer``), up to the first card: the draw for the first dealer, the deal, the Petit sec, the bidding,
    the king call, the dog and the écart and the declarations, dealt again until a player takes (at most
    ``deals`` deals); a reader's seat makes its own choices (``decisions``). With ``cards`` the taken deal is
    played on, card by card, to its count and score."""
    raw = DEAL_HANDS.raw(request)
    players = PLAYERS.read(variant, request, len(raw) if isinstance(raw, list) else None)
    table = seating(request, players)
    given = _given(variant, request, players, table.names)
    seed = None if given is not None else DEAL_SEED.read(request)
    count = DEALS.read(request)
    pousse = POUSSE.read(request)
    prise = PRISE.read(request)
    misere = MISERE.read(request)
    soft = SOFT_SHUFFLE.read(request)
    announce = ANNOUNCE.read(request)
    slam = PETIT_CHELEM.read(request)
    imprenable = PETIT_IMPRENABLE.read(request)
    below = _maldonne(request, players)
    parole = PAROLE.read(request)
    if parole == "prise" and not prise:
        raise EngineError("parole", _refusal("refuse.parole-without-prise"))
    after = _dog_after(DOG_AFTER.raw(request), players) if DOG_AFTER.name in request else None
    _check_decisions(table.decisions, players)
    house = HouseRules(contracts(pousse, prise), soft=soft, misere=misere, announce=announce, petit_chelem=slam,
                       imprenable=imprenable, maldonne=below, parole=None if parole == "off" else parole)
    sitting = Sitting(table.names, table.reader, random_source(seed or 0), house, after=after, given=given)
    options: dict[str, object] = {"pack": variant.pack.id, "deals": count, "pousse": pousse, "prise": prise, "misere": misere,
                                  "soft_shuffle": soft, "announce": announce, "petit_chelem": slam}
    # The house rules added later are written only when played, so that an answer without them stays as it was.
    if imprenable:
        options["petit_imprenable"] = True
    if below is not None:
        options.update(maldonne=True, maldonne_below=below)
    if parole != "off":
        options["parole"] = parole
    if after is not None:
        options["dog_after"] = list(after)
    if given is not None:
        options.update(hands=[[str(card) for card in hand] for hand in given.hands],
                       dog=[str(card) for card in given.dog], dealer=seat_number(given.dealer))
    return answer(variant, table, sitting, sitting.play(1 if given is not None else count, cards), variant.pack,
                  seed=seed, options=options)


def play_game(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """A seeded deal as ``deal`` deals it, then played card by card from the first lead to its count and part 1's
    score; a reader's seat plays its own cards (``decisions``, such as ``play 21AT`` or ``21AT``)."""
    return deal_game(variant, request, cards=True)


def _given(variant: Variant, request: Mapping[str, object], players: int, names: Sequence[str]) -> Given | None:
    """The hands and dog a reader gave instead of a seeded deal, each checked against the deal's rules
    (french-tarot.deal.scenario), with the dealer (seat 1 unless told); ``None`` when neither is given."""
    if "hands" not in request and "dog" not in request:
        if "dealer" in request:
            raise EngineError("dealer", _refusal("refuse.dealer"))
        return None
    for name, other in (("hands", "dog"), ("dog", "hands")):
        if name not in request:
            raise EngineError(name, _refusal("refuse.hands-or-dog", given=other))
    for name in ("seed", "deals", "dog_after"):
        if name in request:
            raise EngineError(name, _refusal("refuse.given-dealt"))
    raw = request["hands"]
    if not isinstance(raw, list) or len(raw) != players:
        raise EngineError("hands", _refusal("refuse.hands", size=HAND_SIZE[players], players=players))
    hands = [variant.pack.parse_many(cards, f"hands[{seat}]") for seat, cards in enumerate(raw)]
    for seat, hand in enumerate(hands):
        if len(hand) != HAND_SIZE[players]:
            raise EngineError(f"hands[{seat}]", _refusal("refuse.hand-dealt", names, player=Seat(seat), held=len(hand),
                                                         players=players, size=HAND_SIZE[players]))
    dog = variant.pack.parse_many(request["dog"], "dog")
    if len(dog) != DOG_SIZE[players]:
        raise EngineError("dog", _refusal("refuse.dog", size=DOG_SIZE[players], players=players, given=len(dog)))
    check_distinct([card for hand in hands for card in hand] + dog,
                   [f"hands[{seat}][{i}]" for seat, hand in enumerate(hands) for i in range(len(hand))]
                   + [f"dog[{i}]" for i in range(len(dog))], names)
    dealer = DEALER.read(request, high=players) - 1
    return Given(tuple(tuple(hand) for hand in hands), tuple(dog), dealer)


def _maldonne(request: Mapping[str, object], players: int) -> int | None:
    """The house rules' maldonne: the trumps and court cards together below which a hand may call it (4 unless
    agreed otherwise, at most a hand's size), or ``None`` when the table does not play it."""
    if not MALDONNE.read(request):
        if MALDONNE_BELOW.name in request:
            raise EngineError("maldonne_below", _refusal("refuse.maldonne-below"))
        return None
    return MALDONNE_BELOW.read(request, high=HAND_SIZE[players])


def _dog_after(value: object, players: int) -> tuple[int, ...]:
    """The dealing order a request gives: the players' cards dealt before each of the dog's, checked against every
    rule of the dog (french-tarot.deal.maldonne)."""
    dealt = players * HAND_SIZE[players]
    if not isinstance(value, list) or not value or len(value) > DOG_SIZE[players] + 3:
        raise EngineError("dog_after", _refusal("refuse.dog-after", size=DOG_SIZE[players]))
    what = _refusal("refuse.what-dog-after")
    after = tuple(fields.whole_number(place, f"dog_after[{i}]", 0, dealt, what) for i, place in enumerate(value))
    why = maldonne(players, after)
    if why is not None:
        raise EngineError("dog_after", _refusal("refuse.maldonne", why=why))
    return after


def _check_decisions(decisions: tuple[object, ...], players: int) -> None:
    """Refuse at once a king call at a table of three or four, and an écart longer than the dog."""
    put_aside = 0
    for i, decision in enumerate(decisions):
        word = decision.split()[0] if isinstance(decision, str) and decision.split() else ""
        if word == "call" and players != 5:
            raise EngineError(f"decisions[{i}]", _refusal("refuse.call-table", players=players))
        if word == "ecart":
            put_aside += 1
            if put_aside > DOG_SIZE[players]:
                raise EngineError(f"decisions[{i}]", _refusal("refuse.ecart-size", size=DOG_SIZE[players],
                                                              players=players, given=put_aside))


def odds(variant: Variant, request: Mapping[str, object]) -> Json:
    """The exact odds tables for the table sizes asked (3, 4 and 5 players by default)."""
    if ALL_SIZES.name in request:
        sizes = [ALL_SIZES.read(variant, request)]
    else:
        sizes = list(range(variant.min_players, variant.max_players + 1))
    return {"game": variant.game, "tables": [odds_tables(players) for players in sizes]}


def chances(variant: Variant, request: Mapping[str, object]) -> Envelope:
    """One reader's case of the odds tables, told step by step: the cards of a kind the taker ``missing`` (or
    ``held`` of a kind ``of`` so many), the dog's chances of holding each number of them, then the longest
    defender's of holding so many or more. Every number is bounded before any counting."""
    players = PLAYERS.read(variant, request)
    table = seating(request, players)
    if MISSING.name in request:
        for name in (HELD.name, OF.name):
            if name in request:
                raise EngineError(name, _refusal("refuse.missing-and-held"))
        missing = MISSING.read(request)
        held = None
    elif OF.name in request:
        size = OF.read(request)
        most = min(size - 1, HAND_SIZE[players])
        # The cards held are read as HELD reads them, but refused in words that name the table and the kind.
        holding = fields.whole_number(HELD.raw(request), HELD.name, cast(int, HELD.low), most,
                                      _refusal("refuse.what-held", players=players, size=size))
        missing, held = size - holding, (holding, size)
    else:
        raise EngineError("missing", _refusal("refuse.missing", most=MOST_MISSING))
    told = Chances(table.names, missing, held)
    return answer(variant, table, told, told.tell(), variant.pack, options={})


ACTIONS: dict[str, Declared[Variant]] = {
    "count": Declared(count_pile, COUNT),
    "score": Declared(score, SCORE),
    "evaluate": Declared(evaluate_hand, EVALUATE),
    "odds": Declared(odds, ODDS),
    "chances": Declared(chances, CHANCES),
    "deal": Declared(deal_game, DEAL),
    "play": Declared(play_game, DEAL),
}
"""French Tarot's actions by name."""

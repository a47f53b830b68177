"""The declarations of the fields every game's requests share, and their readers: the players, the pack, the
seat, the names, the reader's decisions and the moves to replay, the seed, a named choice and the computer seats'
policies.

Each is a :class:`~engine.options.Field`, which the actions list among the fields they take and read the value
through. What the players and the pack may be is a rule set's own (:class:`~engine.catalogue.RuleSet`: how many
may play and how many sit by default, the packs it offers, how its refusals name them), which
:meth:`~engine.options.Field.at` applies, so that the catalogue lists what the readers check. A refusal names
the field and says what it may hold, in the rule set's own words.

>>> from engine.games.landsknecht.variants import SUIT
>>> PLAYERS.read(SUIT, {"players": 11})
Traceback (most recent call last):
    ...
engine.errors.EngineError: players: In Landsknecht the players must be a whole number from 2 to 10, not 11
>>> PACK.read(SUIT, {"pack": "tarot-78"})
Traceback (most recent call last):
    ...
engine.errors.EngineError: pack: Landsknecht is offered with the packs french-52, german-48, german-32, swiss-36, not 'tarot-78'
>>> choice_of(8.0, "garde_contre", (6, 8))
Traceback (most recent call last):
    ...
engine.errors.EngineError: garde_contre: 8.0 is not one of 6, 8
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, replace
from typing import TypeVar, cast

from engine import described, fields
from engine.catalogue import RuleSet
from engine.errors import EngineError, shown
from engine.field_words import reason
from engine.limits import MAX_NAME
from engine.options import Choice, Field, Flag, Kind, Whole
from engine.packs import PACKS, Pack
from engine.shuffle import MAX_SEED, parse_seed
from engine.table import DEFAULT_NAMES

T = TypeVar("T")
P = TypeVar("P")

MAX_DECISIONS = 2000
"""The most moves one request may replay (the longest session a request may ask for fits)."""

ACTION = Field(name="action", kind="choice", holds="what the request asks", required=True)
GAME = Field(name="game", kind="choice", holds="the game's id", required=True)
VARIANT = Field(name="variant", kind="choice", holds="the rule set's id")
"""The fields every game's request names; their choices are the catalogue's own (:meth:`~engine.catalogue.Game.
describe` lists them for each action and game)."""
HEAD = (ACTION, GAME, VARIANT)


def _most_by_pack(variant: RuleSet) -> str:
    fewer = [f"{PACKS[pack].id} at most {variant.most_players(PACKS[pack])}" for pack in variant.packs
             if variant.most_players(PACKS[pack]) < variant.max_players]
    return f"the pack sets the most: {', '.join(fewer)}" if fewer else ""


@dataclass(frozen=True, kw_only=True)
class Players(Field):
    """The number of players, from the rule set's fewest to its most (fewer where the chosen pack serves fewer),
    the rule set's default unless :attr:`unset` says what a request that leaves it out means instead (a
    scenario's hands give it)."""

    kind: Kind = "integer"
    unset: str = ""

    def at(self, variant: object) -> Players:
        ruleset = cast(RuleSet, variant)
        depends = "; ".join(words for words in (_most_by_pack(ruleset), self.unset) if words)
        return replace(self, low=ruleset.min_players, high=ruleset.max_players,
                       default=None if self.unset else ruleset.default_players, depends=depends)

    def read(self, variant: RuleSet, request: Mapping[str, object], default: int | None = None,
             chosen: Pack | None = None) -> int:
        """The number of players a request asks for, the rule set's default when it asks none (or ``default``,
        such as the number of hands given), at most as many as the ``chosen`` pack serves."""
        given = request.get(self.name, variant.default_players if default is None else default)
        named = described.templated(variant.players_named).format(
            title=described.worded(variant.title), low=variant.min_players, high=variant.max_players,
            pack="" if chosen is None else described.worded(chosen.description))
        if variant.min_players == variant.max_players:
            return _fixed(variant.min_players, given, named)
        most = variant.max_players if chosen is None else variant.most_players(chosen)
        return fields.whole_number(given, self.name, variant.min_players, most, named)


PLAYERS = Players(name="players", holds="how many sit at the table")
PLAYERS_BY_HANDS = Players(name="players", holds="how many sit at the table",
                           unset="by default, one for each hand given")


@dataclass(frozen=True, kw_only=True)
class PackChoice(Field):
    """The pack, one of the rule set's :attr:`~engine.catalogue.RuleSet.packs`, its ``pack`` by default."""

    kind: Kind = "choice"

    def at(self, variant: object) -> PackChoice:
        ruleset = cast(RuleSet, variant)
        return replace(self, choices=ruleset.packs or (ruleset.pack.id,), default=ruleset.pack.id)

    def read(self, variant: RuleSet, request: Mapping[str, object]) -> Pack:
        """The pack a request chooses, or the rule set's refusal naming the packs it offers."""
        pack_id = request.get(self.name, variant.pack.id)
        if not isinstance(pack_id, str) or pack_id not in variant.packs:
            raise EngineError(self.name, reason("refuse.pack", refusal=described.templated(variant.pack_refusal),
                                                given=shown(pack_id), packs=variant.packs))
        return PACKS[pack_id]


PACK = PackChoice(name="pack", holds="the pack dealt from")


@dataclass(frozen=True, kw_only=True)
class Seed(Field):
    """A seed for the versioned shuffle: a whole number from 0 to :data:`~engine.shuffle.MAX_SEED`."""

    kind: Kind = "integer"
    low: int | None = 0
    high: int | None = MAX_SEED

    def read(self, request: Mapping[str, object], default: int | None = None) -> int:
        """The request's seed, which a shuffled game needs (``default`` where a scenario shuffles only the cards
        it leaves out)."""
        if self.name not in request and default is None:
            raise EngineError(self.name, reason("refuse.seed-needed"))
        return parse_seed(request.get(self.name, default))


SEED = Seed(name="seed", holds="the seed that shuffles the cards", required=True)
LEFT_SEED = Seed(name="seed", holds="the seed that shuffles the cards the order leaves out", default=0)


NAMES = Field(name="names", kind="names", holds="the players' names, one for each seat, each different, 1 to "
              f"{MAX_NAME} characters", high_field="players",
              depends=f"as many as the players; by default the first of {', '.join(DEFAULT_NAMES)}")
SEAT = Whole(name="seat", holds="the reader's seat, from 1; 0, the reader watches told only what every seat may see; "
             "left out, the reader watches and reads every step whole", what="Your seat", low=0,
             high_field="players", depends="from 0 to the number of players")
DECISIONS = Field(name="decisions", kind="moves", holds="the reader's moves so far, in the order made", default=[],
                  high=MAX_DECISIONS, depends="given only with a seat")
MOVES = Field(name="moves", kind="moves", holds="the moves of a game to replay, every seat's in turn, as an "
              "answer's moves list them", default=[], high=MAX_DECISIONS)
TABLE_FIELDS = (NAMES, SEAT, DECISIONS, MOVES)
"""The request fields of the table every dealt game reads (:func:`seating`)."""

EXPLAIN = Flag(name="explain", holds="whether the answer records the explanation steps", default=True)


def policy_fields(holds: str, default: object, punters: bool = False) -> tuple[Field, Field]:
    """The declarations of ``policy`` (every computer seat's, ``default`` when no field is given) and
    ``policies`` (seat by seat, or only the punters' with ``punters``) for a game whose policy is ``holds``."""
    whom = "each punter (seats 2 to players)" if punters else "each seat"
    policy = Field(name="policy", kind="object", holds=f"how every computer seat plays: {holds}", default=default,
                   depends="not with policies")
    policies = Field(name="policies", kind="objects", holds=f"one policy for {whom}: {holds}",
                     high_field=None if punters else "players",
                     depends=f"one for {whom}" + ("" if punters else "; not with policy"))
    return policy, policies


def _fixed(only: int, given: object, named: str) -> int:
    """The one number of players of a rule set played by ``only`` so many."""
    if isinstance(given, int) and not isinstance(given, bool):
        if given != only:
            raise EngineError("players", reason("refuse.players-fixed", named=named, given=given))
        return given
    raise EngineError("players", reason("refuse.players-type", named=named, given=shown(given)))


def choice_of(value: object, field: str, allowed: tuple[T, ...]) -> T:
    """The option of ``allowed`` that ``value`` is, of the same JSON type (``8.0`` is not the multiplier ``8``), or
    an error listing them."""
    return Choice[T](name=field, holds="", choices=allowed).pick(value, field)


def policies_of(request: Mapping[str, object], seats: int, parse: Callable[[object, str], P], default: P,
                punters: bool = False) -> list[P]:
    """The computer seats' policies: one ``policy`` for every seat, or ``policies`` seat by seat, each read by
    the game's ``parse``; ``default`` for all when the request gives none. With ``punters`` the first seat is
    the banker, who follows the rules alone, and ``policies`` is the only field."""
    if "policy" in request and "policies" in request:
        raise EngineError("policies", reason("refuse.policy-and-policies"))
    count = seats - 1 if punters else seats
    if "policies" in request:
        given = request["policies"]
        if not isinstance(given, list) or len(given) != count:
            whom = {"seats": seats} if punters else {}
            raise EngineError("policies", reason("refuse.policies-count", count=count, **whom))
        return [parse(p, f"policies[{i}]") for i, p in enumerate(given)]
    return [parse(request["policy"], "policy") if "policy" in request else default] * count


@dataclass(frozen=True)
class NumberPolicy:
    """A policy family of one name and one whole number, written ``{"name": name, setting: N}`` (a punter's
    ``cover``, a drawer's ``stand``): the game's ``parse`` for :func:`policies_of` reads the number with
    :meth:`read`."""

    name: str
    setting: str
    example: int
    what: str
    """What the number is, as a refusal says it (``"the most a punter covers"``), worded in the language of the
    answer by :func:`engine.described.templated`."""
    low: int
    high: int
    where: str = ""
    """Where the bounds hold, when they are a rule set's own (``" in this rule set"``), worded as :attr:`what` is."""

    def read(self, value: object, field_name: str) -> int:
        """The number a policy written in ``field_name`` sets, or an error naming the field that is wrong."""
        if not isinstance(value, dict):
            raise EngineError(field_name, reason("refuse.policy-object", policy=self.name, setting=self.setting,
                                                 example=self.example))
        unknown = sorted(set(value) - {"name", self.setting})
        if unknown:
            raise EngineError(f"{field_name}.{unknown[0]}", reason("refuse.policy-field", setting=self.setting))
        if value.get("name") != self.name:
            raise EngineError(f"{field_name}.name", reason("refuse.policy-name", given=shown(value.get("name")),
                                                           policy=self.name))
        number = value.get(self.setting)
        if isinstance(number, bool) or not isinstance(number, int) or not self.low <= number <= self.high:
            where = {"where": described.templated(self.where)} if self.where else {}
            raise EngineError(f"{field_name}.{self.setting}", reason(
                "refuse.policy-number", what=described.templated(self.what), low=self.low, high=self.high,
                given=shown(number), **where))
        return number


@dataclass(frozen=True)
class Seating:
    """Who sits at the table: the number of players, their names, the reader's seat (from 0) with the moves
    the reader has chosen so far, as written, and the moves of a game to replay, every seat's in turn."""

    players: int
    names: tuple[str, ...]
    reader: int | None
    """The reader's seat, from 0; ``None`` for a reader at no seat who reads every step whole, and
    ``players``, a seat past the last that holds no cards, for an onlooker (``"seat": 0``)."""
    decisions: tuple[object, ...]
    replay: tuple[object, ...] = ()

    @property
    def onlooker(self) -> bool:
        """Whether the reader watches from no seat, told only what every seat may see."""
        return self.reader == self.players


def seating(request: Mapping[str, object], players: int,
            move: Callable[[object, str], object] | None = None) -> Seating:
    """The table's names, the reader's seat and decisions, and the moves to replay, for a table of ``players``
    already checked; a game whose moves are read before play gives its reader, ``move``, which reads each
    decision once the rest is checked."""
    names = fields.names(request["names"], NAMES.name, players) if NAMES.name in request \
        else list(DEFAULT_NAMES[:players])
    if SEAT.name in request and request[SEAT.name] is None:
        raise EngineError(SEAT.name, reason("refuse.seat-null"))
    seat = SEAT.read(request, high=players) if SEAT.name in request else None
    reader = None if seat is None else seat - 1 if seat else players
    decisions = _moves(request, DECISIONS, "refuse.decisions")
    if decisions and seat == 0:
        raise EngineError(DECISIONS.name, reason("refuse.onlooker-moves"))
    if decisions and reader is None:
        raise EngineError(DECISIONS.name, reason("refuse.seatless-moves"))
    replay = _moves(request, MOVES, "refuse.moves")
    if move is not None:
        decisions = tuple(move(text, f"decisions[{i}]") for i, text in enumerate(decisions))
    return Seating(players, tuple(names), reader, decisions, replay)


def _moves(request: Mapping[str, object], declared: Field, refusal: str) -> tuple[object, ...]:
    """The moves a request gives in the field ``declared``, or the ``refusal`` saying how to give them."""
    given = declared.raw(request)
    if not isinstance(given, list) or len(given) > MAX_DECISIONS:
        raise EngineError(declared.name, reason(refusal, most=MAX_DECISIONS))
    return tuple(given)

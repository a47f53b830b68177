"""The one reader of the fields every game's requests share: the players, the pack, the seat, the names, the
reader's decisions and the moves to replay, the seed, a named choice and the computer seats' policies.

What a field may hold is declared once, by each rule set (:class:`~engine.catalogue.RuleSet`: how many may
play and how many sit by default, the packs it offers, how its refusals name them), and the catalogue lists
the same declarations; each game's actions read their common fields here, and only their own fields
themselves. A refusal names the field and says what it may hold, in the rule set's own words.

>>> from engine.games.landsknecht.variants import SUIT
>>> players_of(SUIT, {"players": 11})
Traceback (most recent call last):
    ...
engine.errors.EngineError: players: In Landsknecht the players must be a whole number from 2 to 10, not 11
>>> pack_of(SUIT, {"pack": "tarot-78"})
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
from dataclasses import dataclass
from typing import TypeVar

from engine import fields
from engine.catalogue import RuleSet
from engine.errors import EngineError, shown
from engine.packs import PACKS, Pack
from engine.shuffle import parse_seed
from engine.table import DEFAULT_NAMES

T = TypeVar("T")
P = TypeVar("P")

MAX_DECISIONS = 2000
"""The most moves one request may replay (the longest session a request may ask for fits)."""

TABLE_FIELDS = ("names", "seat", "decisions", "moves")
"""The request fields of the table every dealt game reads (:func:`seating`)."""


def players_of(variant: RuleSet, request: Mapping[str, object], default: int | None = None,
               chosen: Pack | None = None) -> int:
    """The number of players a request asks for, the rule set's default when it asks none (or ``default``, such
    as the number of hands given), at most as many as the ``chosen`` pack serves."""
    given = request.get("players", variant.default_players if default is None else default)
    named = variant.players_named.format(title=variant.title, low=variant.min_players, high=variant.max_players,
                                         pack="" if chosen is None else chosen.description)
    if variant.min_players == variant.max_players:
        return _fixed(variant.min_players, given, named)
    most = variant.max_players if chosen is None else variant.most_players(chosen)
    return fields.whole_number(given, "players", variant.min_players, most, named)


def _fixed(only: int, given: object, named: str) -> int:
    """The one number of players of a rule set played by ``only`` so many."""
    if isinstance(given, int) and not isinstance(given, bool):
        if given != only:
            raise EngineError("players", f"{named}, no more and no fewer, not {given}")
        return given
    raise EngineError("players", f"give the number of players as a whole number: {named}, not {shown(given)}")


def pack_of(variant: RuleSet, request: Mapping[str, object]) -> Pack:
    """The pack a request chooses among the rule set's :attr:`~engine.catalogue.RuleSet.packs`, its ``pack`` by
    default."""
    pack_id = request.get("pack", variant.pack.id)
    if not isinstance(pack_id, str) or pack_id not in variant.packs:
        cut = pack_id[:40] if isinstance(pack_id, str) else pack_id
        raise EngineError("pack", variant.pack_refusal.format(given=repr(pack_id), cut=repr(cut),
                                                              packs=", ".join(variant.packs)))
    return PACKS[pack_id]


def seed_of(request: Mapping[str, object], default: int | None = None) -> int:
    """The request's seed, which a shuffled game needs (``default`` where a scenario shuffles only the cards it
    leaves out)."""
    if "seed" not in request and default is None:
        raise EngineError("seed", "a seed is needed to shuffle: a whole number such as 42")
    return parse_seed(request.get("seed", default))


def choice_of(value: object, field: str, allowed: tuple[T, ...]) -> T:
    """The option of ``allowed`` that ``value`` is, of the same JSON type (``8.0`` is not the multiplier ``8``), or
    an error listing them."""
    for option in allowed:
        if type(value) is type(option) and value == option:
            return option
    raise EngineError(field, f"{shown(value)} is not one of {', '.join(str(option) for option in allowed)}")


def policies_of(request: Mapping[str, object], seats: int, parse: Callable[[object, str], P], default: P,
                punters: bool = False) -> list[P]:
    """The computer seats' policies: one ``policy`` for every seat, or ``policies`` seat by seat, each read by
    the game's ``parse``; ``default`` for all when the request gives none. With ``punters`` the first seat is
    the banker, who follows the rules alone, and ``policies`` is the only field."""
    if "policy" in request and "policies" in request:
        raise EngineError("policies", "give either one 'policy' for everyone or 'policies' seat by seat, not both")
    count = seats - 1 if punters else seats
    if "policies" in request:
        given = request["policies"]
        if not isinstance(given, list) or len(given) != count:
            whom = f"punter (seats 2 to {seats})" if punters else "seat"
            raise EngineError("policies", f"give a list of {count} policies, one for each {whom}")
        return [parse(p, f"policies[{i}]") for i, p in enumerate(given)]
    return [parse(request["policy"], "policy") if "policy" in request else default] * count


@dataclass(frozen=True)
class NumberPolicy:
    """A policy family of one name and one whole number, written ``{"name": name, setting: N}`` (Landsknecht's
    ``cover``, the games of sixteen's ``stand``): the game's ``parse`` for :func:`policies_of` reads the number
    with :meth:`read`."""

    name: str
    setting: str
    example: int
    what: str
    """What the number is, as a refusal says it (``"the most a punter covers"``)."""
    low: int
    high: int
    where: str = ""
    """Where the bounds hold, when they are a rule set's own (``" in this rule set"``)."""

    def read(self, value: object, field_name: str) -> int:
        """The number a policy written in ``field_name`` sets, or an error naming the field that is wrong."""
        if not isinstance(value, dict):
            raise EngineError(field_name, f'a policy is an object such as {{"name": "{self.name}", '
                              f'"{self.setting}": {self.example}}}')
        unknown = sorted(set(value) - {"name", self.setting})
        if unknown:
            raise EngineError(f"{field_name}.{unknown[0]}",
                              f"unknown policy field: a policy has only 'name' and '{self.setting}'")
        if value.get("name") != self.name:
            raise EngineError(f"{field_name}.name",
                              f"unknown policy {value.get('name')!r}: the policy offered is '{self.name}'")
        number = value.get(self.setting)
        if isinstance(number, bool) or not isinstance(number, int) or not self.low <= number <= self.high:
            raise EngineError(f"{field_name}.{self.setting}", f"{self.what} is a whole number from {self.low} to "
                              f"{self.high}{self.where}, not {number!r}")
        return number


@dataclass(frozen=True)
class Seating:
    """Who sits at the table: the number of players, their names, the reader's seat (from 0) with the moves
    the reader has chosen so far, as written, and the moves of a game to replay, every seat's in turn."""

    players: int
    names: tuple[str, ...]
    reader: int | None
    decisions: tuple[object, ...]
    replay: tuple[object, ...] = ()


def seating(request: Mapping[str, object], players: int,
            move: Callable[[object, str], object] | None = None) -> Seating:
    """The table's names, the reader's seat and decisions, and the moves to replay, for a table of ``players``
    already checked; a game whose moves are read before play gives its reader, ``move``, which reads each
    decision once the rest is checked."""
    names = fields.names(request["names"], "names", players) if "names" in request else list(DEFAULT_NAMES[:players])
    seat = request.get("seat")
    if "seat" in request and seat is None:
        raise EngineError("seat", "give a seat number, or leave the field out to watch")
    reader = None if seat is None else fields.whole_number(seat, "seat", 1, players, "Your seat") - 1
    decisions = _moves(request, "decisions", "give your moves as a list in the order you make them, such as "
                       "['draw', 'stand']")
    if decisions and reader is None:
        raise EngineError("decisions", "take a seat first: moves are made for the seat given in 'seat'")
    replay = _moves(request, "moves", "give the moves of the game to replay, every seat's in turn, as the 'moves' "
                    "of an answer list them")
    if move is not None:
        decisions = tuple(move(text, f"decisions[{i}]") for i, text in enumerate(decisions))
    return Seating(players, tuple(names), reader, decisions, replay)


def _moves(request: Mapping[str, object], field_name: str, how: str) -> tuple[object, ...]:
    given = request.get(field_name, [])
    if not isinstance(given, list) or len(given) > MAX_DECISIONS:
        raise EngineError(field_name, f"{how} (at most {MAX_DECISIONS})")
    return tuple(given)

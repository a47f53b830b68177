"""The table as it stands at one moment, the same shape for every game: seats, places, pots and the trick.

A snapshot is what a reader looking at the table would see after a step: each seat's cards (the first
``down`` of them face down), its running total, chips, points and roles; the places where cards lie (the
talon, the board's compartments, the turn-ups, the dog), each with its cards and the chips on it; the pots;
the trick in play; whose turn it is; the outcome once known. Seats and places are keyed by their number or
id as text, so that a step's table can be sent as a small JSON merge patch (RFC 7386) of the one before.

>>> table: Snapshot = {"seats": {"1": {"name": "Anne", "cards": ["KS", "6H"], "down": 1},
...                              "2": {"name": "Blaise", "cards": ["9D"], "down": 1}}}
>>> masked(table, 1)["seats"]["2"]
{'name': 'Blaise', 'cards': [], 'hidden': 1}
>>> masked(table, 1)["seats"]["1"]["cards"]
['KS', '6H']
>>> memo: Hidden = {}
>>> masked(table, 1, memo)["seats"] is masked(table, 1, memo)["seats"]
True
>>> later = {"seats": {"1": {"name": "Anne", "cards": ["KS", "6H", "2C"], "down": 1},
...                    "2": {"name": "Blaise", "cards": ["9D"], "down": 1}}, "turn": 2}
>>> change = diff(table, later)
>>> change
{'seats': {'1': {'cards': ['KS', '6H', '2C']}}, 'turn': 2}
>>> patched(table, change) == later
True
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TypedDict, TypeGuard, TypeVar, cast

from engine.shapes import conforms


class SeatTable(TypedDict, total=False):
    """One seat at the table: what lies in front of its player and how they stand."""

    name: str
    cards: list[str]
    """The cards the player holds or shows, in the order received; the first ``down`` lie face down."""
    down: int
    hidden: int
    """In a seat's view of another seat: how many face-down cards are not shown (``cards`` then holds only
    the face-up ones)."""
    total: int
    """A running count the game keeps for the player (points towards 16, a hand's value)."""
    chips: int
    """The player's balance so far: chips won (+) or lost (-)."""
    points: int
    """Game points so far, where the game scores points apart from chips."""
    roles: list[str]
    """What the player is now, in words: ``farmer``, ``dealer``, ``the Man``, ``banker``..."""
    tricks: int
    pile: list[str]
    """The cards the player has captured in tricks."""
    note: str
    """A word on the player's state (``bust``, ``stands on 14``, ``folded``)."""


class BoardStake(TypedDict):
    """A stake lying on a place of the table (a denomination of a banking game's board): whose it is (the seat, from
    1), its chips, how it stands (a code of its game's, such as ``rides``) and the same in words, as the place's note
    gives it."""

    seat: int
    amount: int
    state: str
    text: str


class PlaceTable(TypedDict, total=False):
    """A place on the table where cards or chips lie: the talon, a compartment, the turn-ups, the dog."""

    label: str
    cards: list[str]
    down: int
    """How many of ``cards`` (the first ones) lie face down."""
    hidden: int
    owner: int
    """The seat that may look at this place's face-down cards (a dealer's discard), if any."""
    amount: int
    """Chips lying on this place."""
    note: str
    stakes: list[BoardStake]
    """The stakes on this place, each as data and in words (the note is their words, joined)."""


class PlayTable(TypedDict):
    """One card played to the trick in play."""

    seat: int
    card: str


class TrickTable(TypedDict, total=False):
    """The trick in play: who led, the cards played so far, and its winner once decided."""

    number: int
    leader: int
    plays: list[PlayTable]
    winner: int


class Snapshot(TypedDict, total=False):
    """The whole table at one moment; seats are counted from 1 as readers count them."""

    seats: dict[str, SeatTable]
    places: dict[str, PlaceTable]
    pots: dict[str, int]
    trick: TrickTable
    turn: int
    """The seat whose move it is, when a player must choose."""
    outcome: str
    """What the deal came to, in words, once it is decided."""


def is_snapshot(value: object) -> TypeGuard[Snapshot]:
    """Whether ``value`` (a table rebuilt from a step's patches, or read back from JSON) has the shape of a
    :class:`Snapshot`."""
    return conforms(Snapshot, value)


_SECRET = ("down", "total", "note")
"""What another seat may not see of a holding with face-down cards: a total or a note would give them away."""

_Holding = TypeVar("_Holding", SeatTable, PlaceTable)

Patch = dict[str, object]
"""A JSON merge patch (RFC 7386): the keys that changed, ``None`` for a key that went away."""


Hidden = dict[int, tuple[object, object]]
"""What a viewer sees of parts of tables already masked, by the identity of each part (kept with it, so that the
identity stays its own): a part that many steps' tables share (a seat, the places, all the seats) is masked once,
and what the viewer sees of it stays one object from step to step."""

_Part = TypeVar("_Part")
_Seen = TypeVar("_Seen")


def masked(table: Snapshot, viewer: int | None, memo: Hidden | None = None) -> Snapshot:
    """The table as the player in seat ``viewer`` (from 1) sees it: other seats' face-down cards, and face-down
    places that seat does not own, are counted but not shown, nor any total or note that would give them away.
    ``None`` sees everything. A ``memo`` shared by the tables of one answer masks each shared part once."""
    if viewer is None:
        return table
    memo = {} if memo is None else memo
    mine = str(viewer)

    def seats(held: dict[str, SeatTable]) -> dict[str, SeatTable]:
        return {key: seat if key == mine else _once(memo, seat, _hide) for key, seat in held.items()}

    def places(held: dict[str, PlaceTable]) -> dict[str, PlaceTable]:
        return {key: place if place.get("owner") == viewer else _once(memo, place, _hide)
                for key, place in held.items()}

    result: Snapshot = {**table}
    if "seats" in table:
        result["seats"] = _once(memo, table["seats"], seats)
    if "places" in table:
        result["places"] = _once(memo, table["places"], places)
    return result


def _once(memo: Hidden, part: _Part, seen: Callable[[_Part], _Seen]) -> _Seen:
    """What ``seen`` makes of ``part``, made once per ``memo``."""
    kept = memo.get(id(part))
    if kept is None:
        kept = memo[id(part)] = (part, seen(part))
    return cast(_Seen, kept[1])


def _hide(holding: _Holding) -> _Holding:
    down = holding.get("down", 0)
    shown = cast(_Holding, {key: value for key, value in holding.items() if key not in (_SECRET if down else "down")})
    if not down:
        return shown
    shown["cards"] = holding["cards"][down:]
    shown["hidden"] = down
    return shown


def diff(before: Mapping[str, object], after: Mapping[str, object]) -> Patch:
    """The merge patch that turns ``before`` into ``after``: changed keys, objects compared key by key."""
    change: Patch = {key: None for key in before if key not in after}
    for key, value in after.items():
        old = before.get(key, _ABSENT)
        if old is value:  # most of a table stays as it was, often the very same object
            continue
        if isinstance(value, dict) and isinstance(old, dict):  # compared key by key once, not first as a whole
            inner = diff(old, value)
            if inner:
                change[key] = inner
        elif old != value:
            change[key] = value
    return change


_ABSENT = object()
"""A key missing from the table before (a table holds no ``None``: in a patch, it removes a key)."""


def patched(target: Mapping[str, object], change: Mapping[str, object]) -> dict[str, object]:
    """``target`` with the merge patch ``change`` applied (RFC 7386), as a new object."""
    result = dict(target)
    for key, value in change.items():
        if value is None:
            result.pop(key, None)
        elif isinstance(value, dict):
            old = result.get(key)
            result[key] = patched(old if isinstance(old, dict) else {}, value)
        else:
            result[key] = value
    return result

"""One fuzz suite for every game and action: each golden request (or, for an action no golden request asks, the
game's declared example), changed the way a reader or a tampered page could change it, is answered within a bounded
amount of work with a response or one error, never an exception; and a change that can never be right (an unknown
field, a field of the wrong type, a card given twice or foreign to the pack, a seat not at the table) is always
refused, never silently accepted.

Successful responses are not looked into: their shape is the golden tests' business. An error answered by the
last-resort net of :func:`engine.api.handle` fails too: a check should have named the field first.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.api import UNEXPECTED, handle
from engine.catalogue import packs_json
from engine.games import GAMES
from engine.packs import PACKS
from tests.support.work import calls

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): property tests over many generated requests."""

GOLDEN: list[dict[str, Any]] = json.loads(
    (Path(__file__).parent / "golden" / "requests.json").read_text(encoding="utf-8"))
GOLDEN_ACTIONS = {(request.get("game", "engine"), request["action"]) for request in GOLDEN}
REQUESTS = GOLDEN + [game.example(action, variant) for game in GAMES.values() for action in sorted(game.actions)
                     if (game.id, action) not in GOLDEN_ACTIONS for variant in game.variants]
"""The golden requests, and for an action of a game that has none, the game's declared example under each of its
rule sets: a game is fuzzed the moment it is registered."""
BY_ACTION: dict[str, list[dict[str, Any]]] = {}
for _request in REQUESTS:
    BY_ACTION.setdefault(f"{_request.get('game', 'engine')}-{_request['action']}", []).append(_request)

CARD_LISTS = ("hands", "order", "hand", "trick", "turnups", "pile")
"""Fields that hold cards, as a list of cards or a list of hands."""

SEATS = tuple(sorted({field.name for game in GAMES.values() for variant in game.variants for action in game.actions
                      for field in game.fields(action, variant)
                      if field.kind == "integer" and field.high_field == "players"}))
"""Fields that name a seat, up to the number of players, as the catalogue declares them."""

FIRST_SEAT = {field.name: field.low for game in GAMES.values() for variant in game.variants
              for action in game.actions for field in game.fields(action, variant) if field.name in SEATS}
"""The lowest seat each such field takes: 1, or 0 for the reader's ``seat``, whose 0 seats an onlooker."""

OTHER_TYPES: dict[type, list[object]] = {
    str: [7, 2.0, ["x"], {"x": 1}, True],
    int: ["3", 1.5, 2.0, [3], {"n": 3}, True, -1, 10**30, -(10**30)],
    bool: ["true", 1, 0.0, [True], {}],
    list: ["KS 2C", 3, 1.5, {"0": "KS"}, True],
    dict: ["stand", 3, 1.5, ["stand"], True],
}
"""For a field of each JSON type, values that are never right for it; ``null`` is tried too, but a game may
read it as "not given", so it is only asked for an answer."""

WORK_LIMIT = 2_000_000
"""The most function calls an answer may take, counted rather than timed: about 15 times the golden request
that takes the most (a game of three deals, about 130,000 calls)."""

ANY_VALUES: list[object] = ["x", "", 1.5, -1, 0, 10**30, -(10**30), 1e308, -1e308, float("inf"), float("nan"), [], {},
                            None, True, False, [None], {"a": []}, "\u2800", "A\u2800", "x\r9", "y" * 200]
ANY_VALUE = st.sampled_from(ANY_VALUES)
UNKNOWN_NAMES = ["colour", "Seed", "player", "seeds", "x", "hands ", "Players"]
BLANK_NAMES = ["A\u2800", "\u3164", "B\u115f"]

PYTHON_WORDS = re.compile(r"\b(NoneType|dict|float|int|bool|str|tuple|None|True|False|nan|inf)\b")
"""Words of Python, not of the page, that a refusal may not use to say what was given ("a list", "nothing",
"true or false" are the page's words)."""


OTHER_SYSTEMS = ("KS", "8H", "2E", "0X", "KSW", "21T")
"""Cards of several card systems (French, German, tarot), each foreign to the games whose packs do not hold it."""


def foreign_cards(game: str) -> list[str]:
    """Cards no pack of ``game`` holds: malformed, or of another card system."""
    malformed = ["ZZ", "22T", "0H", "K", "", "10"]
    variants = GAMES[game].variants.values() if game in GAMES else ()
    held = {card.code for variant in variants for pack in packs_json(variant) for card in PACKS[pack["id"]]}
    return malformed + [card for card in OTHER_SYSTEMS if card not in held]


def players(request: dict[str, Any]) -> int:
    """How many seats the request has: as given, or one per hand, or as many as its rule set seats by default."""
    if isinstance(request.get("players"), int):
        count: int = request["players"]
        return count
    if isinstance(request.get("hands"), list):
        return len(request["hands"])
    game = GAMES[request["game"]]
    return game.variants.get(request.get("variant"), game.variants[game.default_variant]).default_players


def card_places(request: dict[str, Any]) -> list[tuple[list[Any], int]]:
    """Every card of the request, as (the list holding it, its index)."""
    places = []
    for name in CARD_LISTS:
        value = request.get(name)
        lists = value if name == "hands" and isinstance(value, list) else [value]
        for cards in lists:
            if isinstance(cards, list):
                places += [(cards, i) for i, card in enumerate(cards) if isinstance(card, str)]
    return places


Mutation = tuple[str, bool, dict[str, Any]]
"""A description, whether the change can never be right, and the changed request."""


@st.composite
def mutations(draw: Callable[..., Any], bases: list[dict[str, Any]]) -> Mutation:
    """One request from ``bases``, changed in one way."""
    request: dict[str, Any] = json.loads(json.dumps(draw(st.sampled_from(bases))))
    fields = [name for name in request if name not in ("action", "game")]
    kinds = ["unknown field", "any value"] + ["drop", "other type", "many fields", "true, false or null"] * bool(fields)
    kinds += ["blank name"] * ("names" in request)
    kinds += ["duplicate card", "foreign card"] * bool(card_places(request))
    kinds += ["wrong seat"] * any(name in request for name in SEATS)
    kind = draw(st.sampled_from(kinds))
    if kind == "unknown field":
        name = draw(st.sampled_from(UNKNOWN_NAMES))
        return f"add {name!r}", True, {**request, name: draw(ANY_VALUE)}
    if kind == "any value":
        name = draw(st.sampled_from(["action", "game", *fields]))
        return f"{name} = anything", False, {**request, name: draw(ANY_VALUE)}
    if kind == "many fields":
        names = draw(st.lists(st.sampled_from(fields), min_size=2, max_size=4, unique=True)) if len(fields) > 1 \
            else fields
        changed = {name: draw(ANY_VALUE) for name in names}
        return f"{', '.join(names)} = anything", False, {**request, **changed}
    if kind == "true, false or null":
        name = draw(st.sampled_from(fields))
        return f"{name} = true, false or null", False, {**request, name: draw(st.sampled_from([True, False, None]))}
    if kind == "blank name":
        names = list(request["names"])
        names[draw(st.integers(0, len(names) - 1))] = draw(st.sampled_from(BLANK_NAMES))
        return "a name drawn as nothing", True, {**request, "names": names}
    if kind == "drop":
        name = draw(st.sampled_from(fields))
        return f"drop {name}", False, {key: value for key, value in request.items() if key != name}
    if kind == "other type":
        name = draw(st.sampled_from(fields))
        value = draw(st.sampled_from(OTHER_TYPES[type(request[name])] + [None]))
        return f"{name} = {value!r}", value is not None, {**request, name: value}
    if kind == "wrong seat":
        name = draw(st.sampled_from([name for name in SEATS if name in request]))
        seat = draw(st.sampled_from([FIRST_SEAT[name] - 1, players(request) + 1]))
        return f"{name} = {seat}", True, {**request, name: seat}
    cards, index = draw(st.sampled_from(card_places(request)))
    if kind == "duplicate card":
        at = draw(st.integers(0, len(cards)))
        cards.insert(at, cards[index])
        return f"a second {cards[at]}", True, request
    cards[index] = draw(st.sampled_from(foreign_cards(request["game"])))
    return f"foreign card {cards[index]!r}", True, request


def answered(described: str, always_wrong: bool, request: dict[str, Any]) -> None:
    """The engine answers ``request`` in bounded work with a response or one error in words, and refuses it when
    the change can never be right."""
    response, work = calls(lambda: handle(request))
    assert work < WORK_LIMIT, (described, work)
    assert isinstance(response, dict)
    if "error" in response:
        assert set(response) == {"error"} and set(response["error"]) == {"field", "reason"}, response
        assert isinstance(response["error"]["field"], str) and isinstance(response["error"]["reason"], str)
        assert response["error"]["reason"], response
        assert response["error"]["reason"] != UNEXPECTED, f"only the safety net of handle caught: {described}"
        assert not PYTHON_WORDS.search(response["error"]["reason"]), (described, response["error"]["reason"])
    else:
        assert not always_wrong, f"silently accepted: {described}"
    json.dumps(response, ensure_ascii=False).encode("utf-8")


def swept(number: int, original: dict[str, Any]) -> list[Mutation]:
    """Each kind of change made once to the golden request ``original`` (the ``number``-th), on every field where
    it changes a field: an unknown field; each field dropped, of another type, and any value; a name drawn as
    nothing; a card given twice and a card foreign to the pack; each seat out of the table on both sides. Which
    name or value each takes is chosen by rotation from the lists above, starting at ``number``."""
    def copy() -> dict[str, Any]:
        changed: dict[str, Any] = json.loads(json.dumps(original))
        return changed

    def pick(values: list[Any], turn: int) -> Any:
        return values[(number + turn) % len(values)]

    fields = [name for name in original if name not in ("action", "game")]
    found: list[Mutation] = []
    name = pick(UNKNOWN_NAMES, 0)
    found.append((f"add {name!r}", True, {**copy(), name: pick(ANY_VALUES, 0)}))
    for turn, name in enumerate(["action", "game", *fields]):
        found.append((f"{name} = anything", False, {**copy(), name: pick(ANY_VALUES, turn + 1)}))
    for turn, name in enumerate(fields):
        found.append((f"drop {name}", False, {key: value for key, value in copy().items() if key != name}))
        value = pick(OTHER_TYPES[type(original[name])] + [None], turn)
        found.append((f"{name} = {value!r}", value is not None, {**copy(), name: value}))
        found.append((f"{name} = true, false or null", False, {**copy(), name: pick([True, False, None], turn)}))
    if "names" in original:
        request = copy()
        request["names"][number % len(request["names"])] = pick(BLANK_NAMES, 0)
        found.append(("a name drawn as nothing", True, request))
    if card_places(original):
        request = copy()
        cards, index = pick(card_places(request), 0)
        cards.insert(0, cards[index])
        found.append((f"a second {cards[0]}", True, request))
        request = copy()
        cards, index = pick(card_places(request), 1)
        cards[index] = pick(foreign_cards(request["game"]), 0)
        found.append((f"foreign card {cards[index]!r}", True, request))
    for name in [name for name in SEATS if name in original]:
        for seat in (FIRST_SEAT[name] - 1, players(original) + 1):
            found.append((f"{name} = {seat}", True, {**copy(), name: seat}))
    return found


@pytest.mark.parametrize("action", sorted(BY_ACTION))
def test_each_kind_of_change_to_each_golden_request_is_answered_and_never_silently_accepted(action):
    """Deterministic, so that every kind of change is made to every golden request, on every field, whatever
    the random examples below happen to draw."""
    for request in BY_ACTION[action]:
        number = REQUESTS.index(request)
        for described, always_wrong, changed in swept(number, request):
            answered(described, always_wrong, changed)


@pytest.mark.parametrize("action", sorted(BY_ACTION))
@settings(max_examples=75, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_any_change_to_a_request_is_answered_in_bounded_work_and_never_silently_accepted(action, data):
    """Random changes, mixing them (several fields at once, any value anywhere): 75 examples an action, not 150,
    because the sweep above now makes every kind of change to every golden request, on every field, whatever
    these examples happen to draw."""
    answered(*data.draw(mutations(BY_ACTION[action])))

"""The catalogue says everything a program may ask, and the engine takes exactly that.

For every game, rule set and action, each field the catalogue lists is accepted with its default and with its
extremes (its lowest and highest value, each of its choices), a value just beyond its range is refused naming it,
and a field it does not list is refused naming that field. Each pack a rule set lists is one its requests may
choose. The catalogue answer validates against its schema, and the requests' schema, written from the same
declarations, accepts the golden requests the engine accepts and refuses an unknown field.
"""

from __future__ import annotations

import copy
import functools
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from engine.api import handle
from engine.games import GAMES
from engine.packs import PACKS
from engine.schema import catalogue_schema, request_schema
from tests.support.declared import merged

CATALOGUE: dict[str, Any] = handle({"action": "catalogue"})
GOLDEN: list[dict[str, Any]] = json.loads((Path(__file__).parent / "golden" / "requests.json").read_text("utf-8"))

Companion = Callable[[str, object], dict[str, Any]]
"""The other fields a field's value needs, from the rule set and the value."""

COMPANIONS: dict[tuple[str, str, str], Companion] = merged("COMPANIONS")  # type: ignore[assignment]
"""Each game's companions, by game, action and field, from its tests folder (``declared.py``)."""


@functools.cache
def _example(game: str, variant: str, action: str, players: int | None) -> dict[str, Any]:
    return GAMES[game].example(action, variant, players)


def base(game: str, variant: str, action: str) -> dict[str, Any]:
    """A request of ``action`` the engine answers: the game's own example (``Game.example``), as a copy a case may
    change."""
    return copy.deepcopy(_example(game, variant, action, None))


def scenario(game: str, variant: str, action: str, players: int) -> dict[str, Any]:
    """A request of ``action`` at a table of ``players``, for the actions whose number of players is the number of
    hands: found once for the module (a scenario may take answers of the engine to build, and hundreds of cases ask
    for the same few), and given as a copy."""
    return copy.deepcopy(_example(game, variant, action, players))


SAMPLES: dict[str, object] = {
    "decisions": [], "moves": [], "dog_after": [3, 9, 15, 21, 27, 33],
    "stakes": [{"K": 1}], "discard": None, "trick": [], "hand": None, "dog": None, "hands": None,
}
"""A value each list or object field may hold, where its default is not given (``None``: the base's own)."""


def players_in(request: dict[str, Any], listed: list[dict[str, Any]]) -> int:
    """How many sit at the table a request asks for."""
    if isinstance(request.get("players"), int):
        return int(request["players"])
    if isinstance(request.get("hands"), list):
        return len(request["hands"])
    return int(next(field["default"] for field in listed if field["name"] == "players"))


def with_field(game: str, variant: str, action: str, name: str, value: object, accepted: bool = True
               ) -> dict[str, Any]:
    """The base request of the action with ``name`` set to ``value`` and the fields that value needs (for a number
    of players out of range, the base's own hands)."""
    request = base(game, str(value) if name == "variant" and accepted else variant, action)
    by_hands = any(field["name"] == "players" and "one for each hand" in field.get("depends", "")
                   for field in listed_fields(game, variant, action))
    if name == "players" and accepted and by_hands:
        request.update(scenario(game, variant, action, int(str(value))))
    extra = COMPANIONS.get((game, action, name))
    if extra is not None:
        request.update(extra(variant, value))
    if accepted and listed_field(game, variant, action, name).get("products"):
        request.update(smallest_table(game, variant, action))
    if value is not None:
        request[name] = value
    return {key: given for key, given in request.items() if given is not None}


def smallest_table(game: str, variant: str, action: str) -> dict[str, Any]:
    """The fields under which a count bounded by its products reaches its highest: the fewest players, and no
    explanation steps where a request may leave them out."""
    names = {field["name"]: field for field in listed_fields(game, variant, action)}
    return {"players": names["players"]["min"], **({"explain": False} if "explain" in names else {})}


def listed_field(game: str, variant: str, action: str, name: str) -> dict[str, Any]:
    return next(field for field in listed_fields(game, variant, action) if field["name"] == name)


def listed_fields(game: str, variant: str, action: str) -> list[dict[str, Any]]:
    entry = next(entry for entry in CATALOGUE["games"] if entry["id"] == game)
    rule_set = next(rules for rules in entry["variants"] if rules["id"] == variant)
    fields: list[dict[str, Any]] = rule_set["requests"][action]
    return fields


def accepted_values(field: dict[str, Any], request: dict[str, Any], listed: list[dict[str, Any]]) -> list[object]:
    """The values of a listed field to try: its default, its extremes and each of its choices."""
    values: list[object] = [field["default"]] if "default" in field else []
    values += field.get("choices", [])
    if field["type"] == "boolean" and "choices" not in field:
        values += [True, False]
    if field["type"] == "integer":
        values += [field[key] for key in ("min", "max") if key in field]
        if field.get("max_field") == "players":
            values.append(players_in(request, listed))
    if not values and field["name"] == "names":
        values.append([f"Player {seat}" for seat in range(1, players_in(request, listed) + 1)])
    if not values and field["name"] in SAMPLES:
        values.append(SAMPLES[field["name"]])
    return values


def refused_values(field: dict[str, Any]) -> list[object]:
    """Values just beyond a listed field's range, or outside its choices."""
    if "choices" in field:
        return ["not-a-choice" if isinstance(field["choices"][0], str) else 7.5]
    if field["type"] == "integer":
        return ([field["min"] - 1] if "min" in field else []) + ([field["max"] + 1] if "max" in field else [])
    return []


CASES = [(game["id"], variant["id"], action, field["name"])
         for game in CATALOGUE["games"] for variant in game["variants"]
         for action, fields in variant["requests"].items()
         for field in fields if field["name"] not in ("action", "game")]


@pytest.mark.parametrize("game, variant, action, name", CASES)
def test_every_listed_field_is_accepted_at_its_default_and_extremes_and_refused_beyond(game, variant, action, name):
    listed = listed_fields(game, variant, action)
    field = next(field for field in listed if field["name"] == name)
    for value in accepted_values(field, base(game, variant, action), listed):
        request = with_field(game, variant, action, name, value)
        answer = handle(request)
        assert "error" not in answer, (request, answer)
    for value in refused_values(field):
        answer = handle(with_field(game, variant, action, name, value, accepted=False))
        assert answer.get("error", {}).get("field") == name, (name, value, answer)


PRODUCTS = [(game, variant, action, name) for game, variant, action, name in CASES
            if any(product["times"] == "players"
                   for product in listed_field(game, variant, action, name).get("products", []))]


@pytest.mark.parametrize("game, variant, action, name", PRODUCTS)
def test_a_count_just_beyond_its_product_with_the_players_is_refused_by_name(game, variant, action, name):
    """At the fewest, the usual and the most players, the most a count may be times the players is accepted and
    one more is refused: with the explanation steps, and without where a request may leave them out."""
    product = next(product for product in listed_field(game, variant, action, name)["products"]
                   if product["times"] == "players")
    listed = listed_field(game, variant, action, "players")
    explains = any(field["name"] == "explain" for field in listed_fields(game, variant, action))
    for players in sorted({listed["min"], listed["default"], listed["max"]}):
        for explain, bound in ((True, product.get("max_explained", product.get("max"))),
                               (False, product.get("max"))):
            if bound is None or (not explain and not explains):
                continue
            request = {**base(game, variant, action), "players": players, **({} if explain else {"explain": False})}
            highest = min(bound // players, listed_field(game, variant, action, name)["max"])
            answer = handle({**request, name: highest})
            assert "error" not in answer, (players, explain, highest, answer)
            if bound // players + 1 <= listed_field(game, variant, action, name)["max"]:
                answer = handle({**request, name: bound // players + 1})
                assert answer.get("error", {}).get("field") == name, (players, explain, answer)


ACTIONS = sorted({(game["id"], variant["id"], action) for game in CATALOGUE["games"]
                  for variant in game["variants"] for action in variant["requests"]})
EVERY_NAME = sorted({field["name"] for game in CATALOGUE["games"] for variant in game["variants"]
                     for fields in variant["requests"].values() for field in fields} | {"colour"})


@pytest.mark.parametrize("game, variant, action", ACTIONS)
def test_a_field_the_catalogue_does_not_list_is_refused_by_name(game, variant, action):
    listed = {field["name"] for field in listed_fields(game, variant, action)}
    assert "error" not in handle(base(game, variant, action))
    for name in sorted(set(EVERY_NAME) - listed):
        answer = handle({**base(game, variant, action), name: 1})
        assert answer.get("error", {}).get("field") == name, (name, answer)


@pytest.mark.parametrize("game, variant, action", ACTIONS)
def test_the_listed_fields_are_those_the_engine_names_when_it_refuses_one(game, variant, action):
    reason = handle({**base(game, variant, action), "colour": 1})["error"]["reason"]
    named = set(reason.split("the fields are: ")[1].split(", "))
    assert {field["name"] for field in listed_fields(game, variant, action)} <= named


def test_each_rule_set_lists_its_packs_with_the_default_first_among_equals():
    for game in CATALOGUE["games"]:
        for variant in game["variants"]:
            packs = variant["packs"]
            assert [pack["id"] for pack in packs if pack["default"]] == [variant["pack"]["id"]]
            for pack in packs:
                assert pack["size"] == len(PACKS[pack["id"]]) and pack["description"] == PACKS[pack["id"]].description
            for action, fields in variant["requests"].items():
                choice = next((field for field in fields if field["name"] == "pack"), None)
                if choice is not None:
                    assert choice["choices"] == [pack["id"] for pack in packs], (game["id"], action)


def test_the_catalogue_keeps_its_list_of_action_names():
    for game in CATALOGUE["games"]:
        assert game["actions"] == sorted(game["actions"]) and all(isinstance(name, str) for name in game["actions"])
        for variant in game["variants"]:
            assert sorted(variant["requests"]) == game["actions"]


def test_the_catalogue_answer_validates_against_its_schema():
    document = catalogue_schema()
    jsonschema.Draft202012Validator.check_schema(document)
    jsonschema.validate(CATALOGUE, document)


def test_the_request_schema_accepts_the_golden_requests_the_engine_accepts():
    document = request_schema()
    jsonschema.Draft202012Validator.check_schema(document)
    validator = jsonschema.Draft202012Validator(document)
    for request in GOLDEN:
        if "error" not in handle(request):
            assert validator.is_valid(request), request


@functools.cache
def request_validator() -> jsonschema.Draft202012Validator:
    """The requests' schema, as a validator, built once."""
    return jsonschema.Draft202012Validator(request_schema())


def withheld(game: str, variant: str, action: str) -> list[str]:
    """The fields ``action`` declares that the rule set ``variant`` does not offer (a pool where there is none)."""
    rules = GAMES[game].variants[variant]
    return [field.name for field in GAMES[game].actions[action].fields if not field.at(rules).offered]


@pytest.mark.parametrize("game", GAMES)
def test_the_request_schema_refuses_an_unknown_field_and_a_value_out_of_range(game):
    """Each of the game's examples is valid, and is not with a field no action takes, a field its rule set does not
    offer, or more players than its rule set seats; nor is the catalogue asked of a game."""
    validator = request_validator()
    for variant in GAMES[game].variants.values():
        for action in sorted(GAMES[game].actions):
            request = _example(game, variant.id, action, None)
            assert validator.is_valid(request), request
            assert not validator.is_valid({**request, "colour": "red"}), request
            for name in withheld(game, variant.id, action):
                assert not validator.is_valid({**request, name: 3}), (request, name)
            if any(field.name == "players" for field in GAMES[game].fields(action, variant.id)):
                assert not validator.is_valid({**request, "players": variant.max_players + 1}), request
    assert not validator.is_valid({"action": "catalogue", "game": game})

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
from engine.games.homme.variants import pack_for
from engine.packs import PACKS
from engine.schema import catalogue_schema, request_schema

CATALOGUE: dict[str, Any] = handle({"action": "catalogue"})
GOLDEN: list[dict[str, Any]] = json.loads((Path(__file__).parent / "golden" / "requests.json").read_text("utf-8"))

SCORED = {"taker": 1, "contract": "garde", "points": 48, "oudlers": 2}
TAROT_HANDS = next(request for request in GOLDEN if request.get("game") == "french-tarot" and "dog" in request)
SWISS = [card.code for card in PACKS["tarot-78-italian"]]

BASES: dict[tuple[str, str], dict[str, Any]] = {
    ("sixteen", "deal"): {"seed": 1},
    ("sixteen", "play"): {"seed": 1},
    ("sixteen", "odds"): {},
    ("basset", "play"): {"seed": 1},
    ("basset", "settle"): {"order": ["KS", "7H", "7D"]},
    ("basset", "odds"): {},
    ("landsknecht", "play"): {"seed": 1},
    ("landsknecht", "odds"): {},
    ("glic", "play"): {"seed": 1},
    ("homme", "play"): {"seed": 1},
    ("swiss-tarot", "play"): {"seed": 1, "deals": 1},
    ("swiss-tarot", "settle"): {"hands": [SWISS[:28], SWISS[28:53], SWISS[53:]]},
    ("swiss-tarot", "legal"): {"hand": ["3SW", "KCU", "5T", "0X", "1CU"], "trick": ["2CU", "21T"]},
    ("french-tarot", "count"): {"pile": ["RPI", "21AT", "0EX", "DCE"]},
    ("french-tarot", "score"): {"deals": [SCORED]},
    ("french-tarot", "evaluate"): {"seed": 42},
    ("french-tarot", "odds"): {},
    ("french-tarot", "chances"): {"missing": 3},
    ("french-tarot", "deal"): {"seed": 1},
    ("french-tarot", "play"): {"seed": 1},
}
"""A request each action answers, less its action, game and variant: the fields a test changes are set on it."""

FAMILY = {"ferme": "sixteen", "farmer": "sixteen"}


def sixteen_hands(game: str, variant: str, players: int) -> dict[str, Any]:
    """Final hands a scenario of ``players`` may give: those a seeded round of the same table ended with."""
    answer = handle({"action": "play", "game": game, "variant": variant, "players": players, "seed": 5})
    seats = answer["table"]["seats"]
    return {"hands": [seats[str(seat)].get("cards", []) for seat in range(1, players + 1)],
            "farmer": answer["deals"][0]["summary"]["farmer"]}


def dealt(pack: list[str], players: int, size: int) -> list[list[str]]:
    return [pack[size * seat:size * (seat + 1)] for seat in range(players)]


def scenario(game: str, variant: str, players: int) -> dict[str, Any]:
    """A scenario with ``players`` hands, for the actions whose number of players is the number of hands: found
    once for the module (each takes one or more answers of the engine, and hundreds of cases ask for the same few),
    and given as a copy, which a case may change."""
    return copy.deepcopy(_scenario(game, variant, players))


@functools.cache
def _scenario(game: str, variant: str, players: int) -> dict[str, Any]:
    if FAMILY.get(game) == "sixteen":
        return sixteen_hands(game, variant, players)
    if game == "glic":
        return glic(players, "french-52")
    cards = [card.code for card in pack_for(players)]
    hands = dealt(cards, players, 5)
    turned = (cards[5 * players:5 * players + count] for count in range(1, 5))  # as many as the auction turns
    return next({"hands": hands, "turnups": turnups} for turnups in turned
                if "error" not in handle({"action": "settle", "game": game, "hands": hands, "turnups": turnups}))


def glic(players: int, pack: str) -> dict[str, Any]:
    cards = [card.code for card in PACKS[pack]]
    return {"hands": dealt(cards, players, 5), "trump": cards[5 * players]}


def ferme_farmer(game: str, variant: str, seat: int) -> dict[str, Any]:
    """A Ferme scenario's four hands with the farmer, who holds none, at ``seat``; in Farmer, who plays, any seat."""
    given = sixteen_hands(game, variant, 4)
    hands = [hand for hand in given["hands"] if hand]
    if len(hands) == 4:
        return {"hands": hands}
    return {"hands": hands[:seat - 1] + [[]] + hands[seat - 1:]}


def order(variant: str, pack: str) -> list[str]:
    """Landsknecht's cards from ``pack``: left, right and the middle card that decides the coup, by suit or by
    rank."""
    cards = list(PACKS[pack])
    left = cards[0]
    right = next(card for card in cards if card.suit != left.suit and card.rank != left.rank)
    middle = next(card for card in cards[1:] if card != right and card.suit != right.suit and card.rank != right.rank
                  and (card.suit == left.suit if variant == "suit" else card.rank == left.rank))
    return [left.code, right.code, middle.code]


def base(game: str, variant: str, action: str) -> dict[str, Any]:
    """A request of ``action`` the engine answers."""
    head = {"action": action, "game": game, "variant": variant}
    if (FAMILY.get(game, game), action) in BASES:
        return {**head, **BASES[FAMILY.get(game, game), action]}
    if game == "landsknecht":
        return {**head, "order": order(variant, "french-52")}
    return {**head, **scenario(game, variant, 4 if game != "glic" else 4)}


Companion = Callable[[str, object], dict[str, Any]]
"""The other fields a field's value needs, from the rule set and the value."""

COMPANIONS: dict[tuple[str, str, str], Companion] = {
    ("basset", "odds", "copies"): lambda variant, value: {"ranks": 2},
    ("french-tarot", "score", "players"): lambda variant, value: {
        "deals": [{**SCORED, **({"partner": 2} if value == 5 else {})}]},
    ("french-tarot", "chances", "held"): lambda variant, value: {"missing": None, "of": 14},
    ("french-tarot", "chances", "of"): lambda variant, value: {"missing": None, "held": 0},
    ("french-tarot", "evaluate", "hand"): lambda variant, value: {
        "seed": None, **next({"players": request["players"], "hand": request["hand"]} for request in GOLDEN
                             if request["action"] == "evaluate" and "hand" in request)},
    ("french-tarot", "deal", "dog_after"): lambda variant, value: {"players": 3},
    ("french-tarot", "play", "dog_after"): lambda variant, value: {"players": 3},
    **{("french-tarot", action, name): lambda variant, value: {"seed": None, "hands": TAROT_HANDS["hands"],
                                                                "dog": TAROT_HANDS["dog"]}
       for action in ("deal", "play") for name in ("hands", "dog", "dealer")},
    **{("french-tarot", action, "maldonne_below"): lambda variant, value: {"maldonne": True, "players": 3}
       for action in ("deal", "play")},
    ("landsknecht", "play", "bids"): lambda variant, value: {"auction": True},
    ("basset", "settle", "stakes"): lambda variant, value: {"players": 2},
    ("basset", "settle", "pack"): lambda variant, value: {"order": [card.code for card in PACKS[str(value)]][:3]}
    if value in PACKS else {},
    ("landsknecht", "settle", "pack"): lambda variant, value: {"order": order(variant, str(value))}
    if value in PACKS else {},
    ("glic", "settle", "pack"): lambda variant, value: glic(4, str(value)) if value in PACKS else {},
    **{(game, "settle", "farmer"): lambda variant, value, game=game: ferme_farmer(game, variant, int(str(value)))
       if isinstance(value, int) and 1 <= value <= 4 else {} for game in ("ferme", "farmer")},
    ("basset", "play", "stakes"): lambda variant, value: {"players": 2},
}

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
        request.update(scenario(game, variant, int(str(value))))
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


def test_the_packs_glic_basset_and_landsknecht_also_take_are_listed():
    packs = {(game["id"], variant["id"]): {pack["id"] for pack in variant["packs"]}
             for game in CATALOGUE["games"] for variant in game["variants"]}
    assert "spanish-48" in packs["glic", "parlett"]
    assert {"italian-52", "spanish-48", "spanish-40"} <= packs["basset", "parlett"]
    assert "swiss-36" in packs["landsknecht", "suit"]


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


def test_the_request_schema_refuses_an_unknown_field_and_a_value_out_of_range():
    validator = jsonschema.Draft202012Validator(request_schema())
    assert validator.is_valid({"action": "play", "game": "farmer", "seed": 1})
    assert not validator.is_valid({"action": "play", "game": "farmer", "seed": 1, "colour": "red"})
    assert not validator.is_valid({"action": "play", "game": "farmer", "players": 99, "seed": 1})
    assert not validator.is_valid({"action": "settle", "game": "farmer", "pool": 3, "hands": []})
    assert not validator.is_valid({"action": "catalogue", "game": "farmer"})


def test_a_pack_the_number_of_players_chooses_is_listed_with_its_players():
    """Homme d'Auvergne is dealt the Piquet 28 at two or three and the French 32 at four or five: both are listed
    with the tables they serve, and a scenario of each size is read in that pack."""
    homme = next(game for game in CATALOGUE["games"] if game["id"] == "homme")["variants"][0]["packs"]
    assert [(pack["id"], pack["players"]) for pack in homme] == [("piquet-28", {"min": 2, "max": 3}),
                                                                   ("french-32", {"min": 4, "max": 5})]
    for pack in homme:
        for players in range(pack["players"]["min"], pack["players"]["max"] + 1):
            assert pack_for(players).id == pack["id"]

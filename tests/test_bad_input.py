"""Bad input: every kind gives {"error": {"field", "reason"}} naming the field, never an exception.

The refusals every game gives alike are asked of each game of the registry, from its own declared example; the
refusals of a game's own rules are declared in its tests folder (``BAD_INPUT``, ``IN_WORDS``) and asked here too.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import ENGINE_ACTIONS, handle
from engine.catalogue import Listed
from engine.games import GAMES
from engine.options import Whole
from tests.support.declared import merged
from tests.test_fuzz import card_places

PLAYED = [game for game in GAMES.values() if "play" in game.actions]
"""The games that play seeded sessions, in the registry's order."""


def played(game: Listed, players: int | None = None) -> dict[str, Any]:
    """A seeded session of ``game``'s default rule set, at a table of ``players`` (its usual table unless told): its
    declared example, seated."""
    variant = game.variants[game.default_variant]
    return {**game.example("play", variant.id), "players": players or variant.default_players}


def sessions(game: Listed) -> list[Whole]:
    """The counts of a session (its deals, rounds or coups) that one answer bounds by the size of the table."""
    return [field for field in game.fields("play", game.default_variant)
            if isinstance(field, Whole) and field.products]


def too_long(game: Listed) -> dict[str, tuple[dict[str, Any], str, str]]:
    """Each session count of ``game`` beyond its range, and beyond what one answer may hold at its fewest, usual and
    most players, with the explanation steps and, where a request may leave them out, without: the refusal gives
    the bound and a count that fits."""
    variant = game.variants[game.default_variant]
    explains = any(field.name == "explain" for field in game.fields("play", variant.id))
    found = {}
    for count in sessions(game):
        low, high = int(count.low or 0), int(count.high or 0)
        found[f"{count.name}-below"] = ({**played(game), count.name: low - 1}, count.name, f"from {low}")
        found[f"{count.name}-above"] = ({**played(game), count.name: high + 1}, count.name, f"from {low} to {high}")
        for players in sorted({variant.min_players, variant.default_players, variant.max_players}):
            defaults = {field.name: field.default for field in game.fields("play", variant.id)}
            others = {**defaults, "players": players}
            for explain in (True, False) if explains else (True,):
                for product in count.products:
                    bound = product.explained if explain and product.explained is not None else product.most
                    other = others.get(product.times)
                    if bound is None or not isinstance(other, int) or bound // other + 1 > high:
                        continue
                    request = {**played(game, players), count.name: bound // other + 1,
                               **({} if explain else {"explain": False})}
                    named = f"{count.name}-{product.times}-{players}" + ("" if explain else "-unexplained")
                    found[named] = (request, count.name, f"at most {bound}")
                    found[f"{named}-fits"] = (request, count.name, f"such as {max(1, bound // other)} ")
    return found


def refusals(game: Listed) -> dict[str, tuple[object, str, str]]:
    """The refusals every game gives alike, by name: the request, the field it names and words of its reason."""
    variant = game.variants[game.default_variant]
    base, seats = played(game), variant.default_players
    names = [chr(ord("A") + seat) for seat in range(seats)]
    variant_number = int(variant.id) if variant.id.isdigit() else 1
    found: dict[str, tuple[object, str, str]] = {
        "catalogue-of-a-game": ({"action": "catalogue", "game": game.id}, "game", "unknown field"),
        "unknown-game": ({**base, "game": "chess"}, "game", "unknown game"),
        "null-game": ({**base, "game": None}, "game", "unknown game"),
        "unknown-variant": ({**base, "variant": "none-such"}, "variant", "unknown variant"),
        "variant-as-a-number": ({**base, "variant": variant_number}, "variant", "unknown variant"),
        "too-many-players": ({**base, "players": variant.max_players + 1}, "players",
                             f"not {variant.max_players + 1}"),
        "too-few-players": ({**base, "players": variant.min_players - 1}, "players", f"not {variant.min_players - 1}"),
        "players-as-text": ({**base, "players": str(seats)}, "players", f"'{seats}'"),
        "players-true": ({**base, "players": True}, "players", "whole number"),
        "players-in-a-list": ({**base, "players": [seats]}, "players", "not a list"),
        "seed-as-text": ({**base, "seed": "abc"}, "seed", "not 'abc'"),
        "seed-with-a-fraction": ({**base, "seed": 1.5}, "seed", "not 1.5"),
        "negative-seed": ({**base, "seed": -1}, "seed", "from 0 to"),
        "seed-too-large": ({**base, "seed": 2**53}, "seed", "from 0 to"),
        "null-seed": ({**base, "seed": None}, "seed", "whole number"),
        "no-seed": ({key: value for key, value in base.items() if key != "seed"}, "seed", "a seed is needed"),
        "misspelt-field": ({**base, "sed": 1}, "sed", "unknown field"),
        "names-too-few": ({**base, "names": names[:-1]}, "names", f"list of {seats} names"),
        "name-taken": ({**base, "names": [*names[:-1], names[0]]}, f"names[{seats - 1}]", "already taken"),
        "name-empty": ({**base, "names": [*names[:-1], ""]}, f"names[{seats - 1}]", "1 to 30"),
        "name-drawn-as-nothing": ({**base, "names": ["A\u2800", *names[1:]]}, "names[0]",
                                  "drawn as nothing, such as U+2800"),
        **too_long(game),
    }
    if any(field.name == "explain" for field in game.fields("play", variant.id)):
        found["explain-as-text"] = ({**base, "explain": "yes"}, "explain", "true or false")
    return found


ALIKE = [pytest.param(request, field, words, id=f"{game.id}-{name}")
         for game in PLAYED for name, (request, field, words) in refusals(game).items()]
OWN: dict[str, tuple[object, str, str]] = merged("BAD_INPUT")  # type: ignore[assignment]
"""Each game's refusals of its own rules, by case, from its tests folder (``declared.py``)."""


@pytest.mark.parametrize("request_, field, words", [
    pytest.param([1, 2], "request", "JSON object", id="not-an-object"),
    pytest.param({"action": "shuffle"}, "action", "unknown action", id="unknown-action"),
    *ALIKE,
    *(pytest.param(request, field, words, id=name) for name, (request, field, words) in OWN.items()),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"}, response
    assert response["error"]["field"] == field, response
    assert words in response["error"]["reason"], response


FIELD_NAMES = {game.id: sorted({field.name for variant in game.variants for action in game.actions
                                for field in game.fields(action, variant)} - {"action", "game", "variant"})
               for game in GAMES.values()}
"""Each game's request fields, as the catalogue lists them."""
CHOICES = sorted({choice for game in GAMES.values() for variant in game.variants for action in game.actions
                  for field in game.fields(action, variant) for choice in field.choices if isinstance(choice, str)})
"""Every text a field of a game may choose (the games, rule sets, packs, actions...)."""
KEYS = sorted({"action", "game", "variant", "name", "at", *(name for names in FIELD_NAMES.values() for name in names)})
"""The names of fields, of a request or of an object inside one (a policy's name and bound)."""

JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 100) | st.floats(allow_nan=False) | st.sampled_from(
        [*CHOICES, "KS", "6H", "8S", "stand", "", "abc"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(KEYS), inner, max_size=6),
    max_leaves=25,
)


@st.composite
def requests(draw: Any) -> dict[str, Any]:
    """A request of a game of the registry (or of no game), of one of its actions or another, with some of its
    fields, each of any JSON value."""
    game = draw(st.sampled_from(list(GAMES.values())))
    request = {"action": draw(st.sampled_from([*sorted(game.actions), *ENGINE_ACTIONS, "x"])),
               "game": draw(st.sampled_from([game.id, "chess"]))}
    if draw(st.booleans()):
        request["variant"] = draw(st.sampled_from([*game.variants, "x"]))
    for name in draw(st.lists(st.sampled_from(FIELD_NAMES[game.id]), max_size=6, unique=True)):
        request[name] = draw(JSON)
    return request


@settings(max_examples=400, deadline=None)
@given(st.one_of(JSON, requests()))
def test_any_request_gets_an_answer_never_an_exception(request_):
    response = handle(request_)
    assert isinstance(response, dict)
    if "error" in response:
        assert set(response) == {"error"}
        assert isinstance(response["error"]["field"], str) and response["error"]["reason"]
    json.dumps(response)


def run_cli(*args: str, stdin: str = "") -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, text=True,
                          check=False)


def test_cli_answers_json_and_text():
    request = played(PLAYED[0])
    done = run_cli(stdin=json.dumps(request))
    assert done.returncode == 0 and json.loads(done.stdout) == handle(request)
    first = json.loads(done.stdout)["deals"][0]["steps"][0]["rule"]
    done = run_cli("--text", json.dumps(request))
    assert done.returncode == 0 and "Deal 1" in done.stdout and f"[{first};" in done.stdout, done.stdout[:2000]


CROWDED = {**played(PLAYED[0]), "players": 99}
"""A request of the first game of the registry at a table no game seats."""


@pytest.mark.parametrize("stdin, words", [("{bad", "not valid JSON"), (json.dumps(CROWDED), "error in players")],
                         ids=["not-json", "crowded"])
def test_cli_refuses_bad_input_without_a_traceback(stdin, words):
    done = run_cli(stdin=stdin)
    assert done.returncode == 1 and words in done.stderr
    assert "Traceback" not in done.stderr and not done.stdout


@pytest.mark.parametrize("redirect, request_, said", [
    (">/dev/full", {"action": "catalogue"}, "could not be written"),
    (">&-", {"action": "catalogue"}, "could not be written"),
    ("2>&-", CROWDED, ""),
], ids=["full-disk", "closed-output", "closed-error-output"])
def test_cli_that_cannot_write_its_answer_says_so_in_a_line_and_fails(redirect, request_, said):
    done = subprocess.run(["sh", "-c", f'"$0" -m engine "$1" {redirect}', sys.executable, json.dumps(request_)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr and "Exception" not in done.stderr
    assert done.stderr.count("\n") <= 1 and said in done.stderr


def given_twice(request: dict[str, Any]) -> dict[str, Any] | None:
    """``request`` with the second card of its first list of cards replaced by the first; ``None`` when it holds no
    list of two cards or more."""
    changed: dict[str, Any] = json.loads(json.dumps(request))
    places = [(cards, index) for cards, index in card_places(changed) if index + 1 < len(cards)]
    if not places:
        return None
    cards, index = places[0]
    cards[index + 1] = cards[index]
    return changed


TWICE = {f"{game.id}-{variant}-{action}": twice for game in GAMES.values() for variant in game.variants
         for action in game.actions if (twice := given_twice(game.example(action, variant))) is not None}
"""Every game's declared example of each action that holds cards, with a card given twice."""
IN_WORDS: dict[str, dict[str, Any]] = {**TWICE, **merged("IN_WORDS")}  # type: ignore[dict-item]
"""Bad requests of every game whose error is about a place in a list of cards: the examples above, and those each
game's tests folder declares (``declared.py``)."""


@pytest.mark.parametrize("request_", IN_WORDS.values(), ids=IN_WORDS)
def test_a_reason_names_places_as_the_page_does_not_by_position(request_):
    error = handle(request_)["error"]
    assert re.search(r"\[\d", error["field"]), error
    assert not re.search(r"\w\[\d+\]", error["reason"]), error

"""Bad input to Landsknecht: every kind gives {"error": {"field", "reason"}} naming the field, never an exception."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle

PLAY = {"action": "play", "game": "landsknecht", "seed": 1}
SETTLE = {"action": "settle", "game": "landsknecht", "order": ["7H", "QS", "2C", "3H"]}
ODDS = {"action": "odds", "game": "landsknecht"}


@pytest.mark.parametrize("request_, field, words", [
    ({**PLAY, "variant": "colour"}, "variant", "unknown variant"),
    ({**PLAY, "pack": "french-32"}, "pack", "offered with the packs"),
    ({**PLAY, "pack": 52}, "pack", "not 52"),
    ({**PLAY, "players": 11}, "players", "from 2 to 10"),
    ({**PLAY, "players": 1}, "players", "from 2 to 10"),
    ({**PLAY, "stake": 0}, "stake", "from 1 to 1000"),
    ({**PLAY, "stake": "4"}, "stake", "'4'"),
    ({**PLAY, "coups": 0}, "coups", "from 1 to 100"),
    ({**PLAY, "coups": 101}, "coups", "from 1 to 100"),
    ({**PLAY, "coups": 100}, "coups", "the coups times the players may be at most 360, such as 90 coups at this table"),
    ({**PLAY, "auction": "yes"}, "auction", "true or false"),
    ({**PLAY, "bids": [1, 2, 3, 4]}, "bids", "auction to true"),
    ({**PLAY, "auction": True, "bids": [1, 2]}, "bids", "list of 4 bids"),
    ({**PLAY, "auction": True, "bids": [1, 2, -1, 4]}, "bids[2]", "from 0 to 1000"),
    ({**PLAY, "seed": -1}, "seed", "from 0 to"),
    ({"action": "play", "game": "landsknecht"}, "seed", "a seed is needed"),
    ({**PLAY, "rounds": 2}, "rounds", "unknown field"),
    ({**PLAY, "policy": {"name": "all"}}, "policy.name", "unknown policy"),
    ({**PLAY, "policy": {"name": "cover", "up_to": -1}}, "policy.up_to", "from 0 to 1000"),
    ({**PLAY, "policy": {"name": "cover", "up_to": 2, "x": 1}}, "policy.x", "unknown policy field"),
    ({**PLAY, "policy": "cover"}, "policy", "is an object"),
    ({**PLAY, "policies": [{"name": "cover", "up_to": 1}]}, "policies", "list of 4"),
    ({**PLAY, "policies": [{"name": "cover", "up_to": 1}] * 3 + [{"name": "cover"}]}, "policies[3].up_to", "not null"),
    ({**PLAY, "policy": {"name": "cover", "up_to": 1}, "policies": []}, "policies", "not both"),
    ({**PLAY, "names": ["A", "B", "C", "A"]}, "names[3]", "already taken"),
    ({**SETTLE, "order": "7H QS"}, "order", "list of cards"),
    ({**SETTLE, "order": ["7H"]}, "order", "left and the right"),
    ({**SETTLE, "order": ["7H", "QS", "2C"]}, "order", "do not decide"),
    ({**SETTLE, "order": ["7H", "QS", "2C", "3H", "4H"]}, "order[4]", "already decided"),
    ({**SETTLE, "order": ["7H", "7H", "2C"]}, "order[1]", "appears twice"),
    ({**SETTLE, "order": ["7E", "3E", "2G"], "pack": "german-32"}, "order[1]", "not in the 32-card"),
    ({**SETTLE, "order": ["7H", "QX"]}, "order[1]", "no known suit"),
    ({**SETTLE, "order": ["7H", "OE"], "pack": "french-52"}, "order[1]", "no known suit"),
    ({**SETTLE, "order": ["7H", "BSC"], "pack": "french-52"}, "order[1]", "no known rank"),
    ({**SETTLE, "order": ["7H", "KEI"], "pack": "french-52"}, "order[1]", "no known suit"),
    ({**SETTLE, "order": ["6RS", "SOR"], "pack": "swiss-36"}, "order[1]", "no known suit"),
    ({**SETTLE, "order": ["6RS", "5RS"], "pack": "swiss-36"}, "order[1]", "no known rank"),
    ({**PLAY, "pack": "spanish-48"}, "pack", "offered with the packs"),
    ({**SETTLE, "order": ["7H", 7]}, "order[1]", "not 7"),
    ({**SETTLE, "pack": "german-48"}, "order[0]", "no known suit"),
    ({"action": "settle", "game": "landsknecht"}, "order", "give the cards"),
    ({**SETTLE, "banker": 5}, "banker", "from 1 to 4"),
    ({**SETTLE, "seed": 3}, "seed", "unknown field"),
    ({**SETTLE, "auction": True}, "auction", "unknown field"),
    ({**ODDS, "pack": "brillant-45"}, "pack", "offered with the packs"),
    ({**ODDS, "players": 3}, "players", "unknown field"),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"}, response
    assert response["error"]["field"] == field
    assert words in response["error"]["reason"], response["error"]["reason"]


JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=4),
                    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
                    max_leaves=12)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from([PLAY, SETTLE, ODDS]),
       st.sampled_from(["variant", "pack", "players", "names", "stake", "policy", "policies", "seed", "coups",
                        "auction", "bids", "order", "banker"]), JSON)
def test_any_value_in_any_field_answers_without_an_exception(base, name, value):
    response = handle({**base, name: value})
    assert "error" in response or "deals" in response or "odds" in response
    if "error" in response:
        assert set(response) == {"error"} and response["error"]["reason"]


def test_the_command_line_prints_coups_and_odds_as_text():
    import subprocess
    import sys

    for request, words in ((PLAY, "Deal 1\n   1. Anne holds the bank"), (SETTLE, "[landsknecht.middle.left-match;"),
                           (ODDS, "matching by rank: banker wins 0.5294")):
        done = subprocess.run([sys.executable, "-m", "engine", "--text", json.dumps(request)], capture_output=True,
                              text=True, check=False)
        assert done.returncode == 0 and words in done.stdout, done.stderr

"""Bad input: every kind gives {"error": {"field", "reason"}} naming the field, never an exception."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle

FARMER = {"action": "play", "game": "farmer", "players": 5, "seed": 1}
SCENARIO = {"action": "settle", "game": "farmer", "hands": [["KS", "6H"], ["9D", "7D"], ["2C", "3C", "QD"]]}
FERME = {"action": "settle", "game": "ferme", "variant": "1659", "hands": [None, ["9D", "7C"], ["KS", "2C"]]}


@pytest.mark.parametrize("request_, field, words", [
    ([1, 2], "request", "JSON object"),
    ({"action": "shuffle"}, "action", "unknown action"),
    ({"action": "catalogue", "game": "farmer"}, "game", "unknown field"),
    ({**FARMER, "game": "chess"}, "game", "unknown game"),
    ({**FARMER, "game": None}, "game", "unknown game"),
    ({**FARMER, "variant": "1700"}, "variant", "unknown variant"),
    ({**FARMER, "game": "ferme", "variant": 1659}, "variant", "unknown variant"),
    ({**FARMER, "players": 99}, "players", "from 2 to 8"),
    ({**FARMER, "players": 1}, "players", "from 2 to 8"),
    ({**FARMER, "game": "ferme", "players": 13}, "players", "from 2 to 12"),
    ({**FARMER, "players": "5"}, "players", "'5'"),
    ({**FARMER, "players": True}, "players", "whole number"),
    ({**FARMER, "seed": "abc"}, "seed", "not 'abc'"),
    ({**FARMER, "seed": 1.5}, "seed", "not 1.5"),
    ({**FARMER, "seed": -1}, "seed", "from 0 to"),
    ({**FARMER, "seed": 2**53}, "seed", "from 0 to"),
    ({**FARMER, "seed": None}, "seed", "whole number"),
    ({"action": "play", "game": "farmer"}, "seed", "a seed is needed"),
    ({**FARMER, "sed": 1}, "sed", "unknown field"),
    ({**FARMER, "ante": 0}, "ante", "from 1"),
    ({**FARMER, "ante": -2}, "ante", "from 1"),
    ({**FARMER, "ante": "1"}, "ante", "whole number"),
    ({**FARMER, "rounds": 0}, "rounds", "from 1"),
    ({**FARMER, "rounds": 61}, "rounds", "61 rounds at a table of 5 is more than one answer may hold: the rounds times "
     "the players may be at most 300 while the answer explains every step (with \"explain\": false, at most 5000), "
     "such as 60 rounds at this table"),
    ({**FARMER, "rounds": 1001, "explain": False}, "rounds", "from 1 to 1000"),
    ({**FARMER, "players": 8, "rounds": 626, "explain": False}, "rounds", "may be at most 5000, such as 625 rounds"),
    ({"action": "play", "game": "basset", "seed": 1, "players": 10, "deals": 13}, "deals",
     "the deals times the players may be at most 120 while the answer explains every step, such as 12 deals"),
    ({**FARMER, "explain": "yes"}, "explain", "true or false"),
    ({**FARMER, "names": ["A", "B"]}, "names", "list of 5 names"),
    ({**FARMER, "names": ["A", "B", "C", "D", "A"]}, "names[4]", "already taken"),
    ({**FARMER, "names": ["A", "B", "C", "D", ""]}, "names[4]", "1 to 30"),
    ({**FARMER, "policy": {"name": "gamble"}}, "policy.name", "unknown policy"),
    ({**FARMER, "policy": {"name": "stand", "at": 17}}, "policy.at", "from 1 to 16"),
    ({**FARMER, "policy": {"name": "stand", "at": 14, "x": 1}}, "policy.x", "unknown policy field"),
    ({**FARMER, "policy": "stand"}, "policy", "is an object"),
    ({**FARMER, "policies": [{"name": "stand", "at": 14}]}, "policies", "list of 5"),
    ({**FARMER, "policy": {"name": "stand", "at": 14}, "policies": []}, "policies", "not both"),
    ({**FARMER, "bids": [1, 2, 3, 4, 5]}, "bids", "no auction"),
    ({**FARMER, "game": "ferme", "bids": [1, 2]}, "bids", "list of 5 bids"),
    ({**FARMER, "game": "ferme", "bids": [1, 2, -3, 4, 5]}, "bids[2]", "from 0"),
    ({**FARMER, "rotate": True}, "rotate", "no rotating farm"),
    ({**SCENARIO, "hands": "KS 6H"}, "hands", "list"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", "ZZ"], ["2C", "3C"]]}, "hands[1][1]", "no known suit"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", "1X"], ["2C", "3C"]]}, "hands[1][1]", "no known suit"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", "15H"], ["2C", "3C"]]}, "hands[1][1]", "no known rank"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", 7], ["2C", "3C"]]}, "hands[1][1]", "not 7"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", "K♠"], ["2C", "3C"]]}, "hands[1][1]", "appears twice"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D", "8D"], ["2C", "3C"]]}, "hands[1][1]", "not in the 45-card pack"),
    ({**SCENARIO, "hands": [["KS", "6H"], [], ["2C", "3C"]]}, "hands[1]", "empty"),
    ({**SCENARIO, "hands": [["KS", "6H"], None, ["2C", "3C"]]}, "hands[1]", "empty"),
    ({**SCENARIO, "hands": [["KS", "6H"], ["9D"], ["2C", "3C"]]}, "hands[1]", "at least 2"),
    ({**SCENARIO, "hands": [["KS", "QH", "2D"], ["9D", "7D"]]}, "hands[0]", "already over 16"),
    ({**SCENARIO, "hands": [["KS", "6H"]]}, "players", "from 2 to 8"),
    ({**SCENARIO, "players": 4}, "hands", "one hand per seat"),
    ({**SCENARIO, "farmer": 4}, "farmer", "from 1 to 3"),
    ({**SCENARIO, "farm": 0}, "farm", "from 1"),
    ({**SCENARIO, "pool": 3}, "pool", "has no pool"),
    ({**SCENARIO, "policy": {"name": "stand", "at": 14}}, "policy", "unknown field"),
    ({**FERME, "hands": [["AS", "2S"], ["9D", "7C"], ["KS", "2C"]]}, "hands[0]", "holds no cards"),
    ({**FERME, "hands": [None, ["9D", "AC"], ["KS", "2C"]]}, "hands[1]", "below 12"),
    ({**FERME, "variant": "1659", "hands": [None, ["6S", "KD", "QD"], ["KS", "2C"]]}, "hands[1]",
     "already had 16 before the last card"),
    ({**SCENARIO, "hands": [["KS", "6H", "2D"], ["9D", "7D"], ["2C", "3C"]]}, "hands[0]", "already had 16"),
    ({**FERME, "pool": -1}, "pool", "from 0"),
    ({**FARMER, "names": ["A\u2800", "B", "C", "D", "E"]}, "names[0]", "drawn as nothing, such as U+2800"),
    ({**FARMER, "players": [5]}, "players", "not a list"),
    ({**FARMER, "ante": {"chips": 1}}, "ante", "not an object"),
    ({"action": "score", "game": "french-tarot", "deals": [{"taker": 1, "contract": "garde", "points": 1e308,
                                                             "oudlers": 2}]}, "deals[0].points", "not 1e+308"),
    ({"action": "score", "game": "french-tarot", "deals": [{"taker": 1, "contract": "garde",
                                                             "points": float("nan"), "oudlers": 2}]},
     "deals[0].points", "not NaN (not a number)"),
    ({"action": "play", "game": "homme", "players": 4, "seed": 3, "seat": 2, "decisions": ["play \r9CO"]},
     "decisions[0]", "letters, digits and spaces"),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"}, response
    assert response["error"]["field"] == field
    assert words in response["error"]["reason"]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-10, 100) | st.floats(allow_nan=False) | st.sampled_from(
        ["farmer", "ferme", "1659", "1800", "KS", "6H", "8S", "stand", "", "abc"]),
    lambda inner: st.lists(inner, max_size=6) | st.dictionaries(st.sampled_from(
        ["action", "game", "variant", "players", "seed", "hands", "farmer", "policy", "name", "at", "ante", "bids"]),
        inner, max_size=6),
    max_leaves=25,
)
FIELDS = st.fixed_dictionaries({
    "action": st.sampled_from(["deal", "play", "settle", "rules", "catalogue", "x"]),
    "game": st.sampled_from(["farmer", "ferme", "chess"]),
}, optional={"variant": st.sampled_from(["1659", "1800", "american", "x"]), "players": JSON, "seed": JSON,
             "hands": JSON, "policy": JSON, "ante": JSON, "bids": JSON, "farmer": JSON, "names": JSON})


@settings(max_examples=400, deadline=None)
@given(st.one_of(JSON, FIELDS))
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
    done = run_cli(stdin=json.dumps(FARMER))
    assert done.returncode == 0 and json.loads(done.stdout) == handle(FARMER)
    done = run_cli("--text", json.dumps({**FARMER, "game": "ferme"}))
    assert done.returncode == 0 and "Deal 1" in done.stdout and "[ferme-1800." in done.stdout


@pytest.mark.parametrize("stdin, words", [("{bad", "not valid JSON"), (json.dumps({**FARMER, "players": 99}),
                                                                        "error in players")])
def test_cli_refuses_bad_input_without_a_traceback(stdin, words):
    done = run_cli(stdin=stdin)
    assert done.returncode == 1 and words in done.stderr
    assert "Traceback" not in done.stderr and not done.stdout


@pytest.mark.parametrize("redirect, request_, said", [
    (">/dev/full", {"action": "catalogue"}, "could not be written"),
    (">&-", {"action": "catalogue"}, "could not be written"),
    ("2>&-", {**FARMER, "players": 99}, ""),
], ids=["full-disk", "closed-output", "closed-error-output"])
def test_cli_that_cannot_write_its_answer_says_so_in_a_line_and_fails(redirect, request_, said):
    done = subprocess.run(["sh", "-c", f'"$0" -m engine "$1" {redirect}', sys.executable, json.dumps(request_)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1 and "Traceback" not in done.stderr and "Exception" not in done.stderr
    assert done.stderr.count("\n") <= 1 and said in done.stderr


IN_WORDS = [
    {**SCENARIO, "hands": [["KS", "6H"], ["9D", "K♠"], ["2C", "3C"]]},
    {**FERME, "hands": [None, ["9D", "9D"], ["KS", "2C"]]},
    {"action": "settle", "game": "glic", "trump": "5S", "seat": 1,
     "hands": [["2C", "4D", "6H", "9H", "9H"], ["3C", "5D", "8H", "10D", "KD"], ["2D", "4H", "7C", "9D", "QH"]]},
    {"action": "settle", "game": "landsknecht", "order": ["7H", "7H", "2C"]},
    {"action": "settle", "game": "landsknecht", "order": ["7H", "QS", "2H", "3H"]},
    {"action": "settle", "game": "basset", "players": 2, "order": ["2S", "KS", "2S"], "stakes": [{"K": 1}]},
    {"action": "settle", "game": "homme", "players": 3,
     "hands": [["KS", "KS", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]},
    {"action": "settle", "game": "homme", "players": 3, "turnups": ["AH"],
     "hands": [["KS", "8S", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]},
    {"action": "settle", "game": "swiss-tarot", "hands": [["KSW", "KSW"], [], []]},
    {"action": "legal", "game": "swiss-tarot", "hand": ["KSW", "1SW"], "trick": ["1SW"]},
    {"action": "score", "game": "french-tarot", "players": 4,
     "deals": [{"taker": 1, "contract": "garde", "pile": ["RPI", "RPI"]}]},
    {"action": "count", "game": "french-tarot", "pile": ["0EX", "0EX"]},
    {"action": "evaluate", "game": "french-tarot", "hand": ["21AT"] * 18},
]
"""Bad requests of every game whose error is about a place in a list of cards."""


@pytest.mark.parametrize("request_", IN_WORDS, ids=lambda r: f"{r['game']}-{r['action']}")
def test_a_reason_names_places_as_the_page_does_not_by_position(request_):
    error = handle(request_)["error"]
    assert re.search(r"\[\d", error["field"]), error
    assert not re.search(r"\w\[\d+\]", error["reason"]), error

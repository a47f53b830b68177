"""A punter's policy that is not one refuses in the words of the API page, never in Python's, and quotes what was
given briefly."""

from __future__ import annotations

import pytest

from engine.api import handle

PLAY = {"action": "play", "game": "basset", "seed": 1, "players": 3}


@pytest.mark.parametrize("policy, field, reason", [
    ({"name": "ride", "to": None}, "policies[0].to", "the win to take is a whole number from 2 to 5, not null"),
    ({"name": "ride", "to": True}, "policies[0].to", "the win to take is a whole number from 2 to 5, not true"),
    ({"name": "ride", "to": "3"}, "policies[0].to", "the win to take is a whole number from 2 to 5, not '3'"),
    ({"name": None}, "policies[0].name", "unknown policy null: the policies are 'take' and 'ride'"),
    ({"name": "x" * 200}, "policies[0].name",
     "unknown policy 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'… (200 characters): the policies are 'take' and 'ride'"),
])
def test_a_policy_refusal_speaks_json_not_python(policy: object, field: str, reason: str) -> None:
    assert handle({**PLAY, "policies": [policy, {"name": "take"}]})["error"] == {"field": field, "reason": reason}


def test_an_unknown_denomination_is_quoted_briefly() -> None:
    error = handle({**PLAY, "stakes": [{"Q" * 150: 1}, {}]})["error"]
    assert error["reason"].startswith("unknown denomination 'QQQQ") and "(150 characters)" in error["reason"]
    assert "Q" * 41 not in error["reason"]

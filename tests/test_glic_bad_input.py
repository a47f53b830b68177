"""Bad input to Glic: every kind gives {"error": {"field", "reason"}} naming the field, never an exception."""

from __future__ import annotations

import pytest

from engine.api import handle

PLAY = {"action": "play", "game": "glic", "seed": 1}
HANDS = [["2C", "4D", "6H", "9H", "JC"], ["3C", "5D", "8H", "10D", "KD"], ["2D", "4H", "7C", "9D", "QH"]]
SETTLE = {"action": "settle", "game": "glic", "hands": HANDS, "trump": "5S"}


@pytest.mark.parametrize("request_, field, words", [
    ({**PLAY, "pack": "french-48"}, "pack", "the packs are"),
    ({**PLAY, "pack": 52}, "pack", "not played with"),
    ({**PLAY, "players": 11}, "players", "from 3 to 10"),
    ({**PLAY, "players": 2}, "players", "from 3 to 10"),
    ({**PLAY, "pack": "german-48", "players": 10}, "players", "from 3 to 9"),
    ({**PLAY, "pack": "french-32", "players": 7}, "players", "from 3 to 6"),
    ({**PLAY, "seed": "x"}, "seed", "whole number"),
    ({"action": "play", "game": "glic"}, "seed", "a seed is needed"),
    ({**PLAY, "deals": 0}, "deals", "from 1 to"),
    ({**PLAY, "limit": 0}, "limit", "from 1 to"),
    ({**PLAY, "limit": "10"}, "limit", "'10'"),
    ({**PLAY, "decisions": "pass"}, "decisions", "as a list"),
    ({**PLAY, "decisions": ["dance"]}, "decisions[0]", "not a move"),
    ({**PLAY, "decisions": ["raise 0"]}, "decisions[0]", "not a move"),
    ({**PLAY, "decisions": [3]}, "decisions[0]", "not a move"),
    ({**SETTLE, "decisions": ["pass", "pass"]}, "decisions[1]", "no betting turn left"),
    ({**PLAY, "names": ["A", "B"]}, "names", "list of 4 names"),
    ({**PLAY, "rounds": 2}, "rounds", "unknown field"),
    ({**SETTLE, "decisions": ["raise 11"]}, "decisions[0]", "above the table limit of 10"),
    ({**SETTLE, "decisions": ["see"]}, "decisions[0]", "nothing to see"),
    ({**SETTLE, "decisions": ["fold"]}, "decisions[0]", "nothing to fold"),
    ({**SETTLE, "hands": "2C"}, "hands", "one list of 5 cards"),
    ({**SETTLE, "hands": HANDS[:2]}, "players", "from 3 to 10"),
    ({**SETTLE, "players": 4}, "hands", "one hand per seat"),
    ({**SETTLE, "hands": [HANDS[0][:4], *HANDS[1:]]}, "hands[0]", "holds 4 cards"),
    ({**SETTLE, "hands": [[*HANDS[0], "AS"], *HANDS[1:]]}, "hands[0]", "holds 6 cards"),
    ({**SETTLE, "hands": [HANDS[0], ["3C", "5D", "8H", "10D", "JC"], HANDS[2]]}, "hands[1][4]", "appears twice"),
    ({**SETTLE, "hands": [["2C", "4D", "6H", "9H", "9H"], *HANDS[1:]]}, "hands[0][4]", "appears twice"),
    ({**SETTLE, "hands": [["2C", "4D", "6H", "9H", "9X"], *HANDS[1:]]}, "hands[0][4]", "no known suit"),
    ({**SETTLE, "hands": [["2C", "4D", "6H", "9H", "OE"], *HANDS[1:]]}, "hands[0][4]", "no known suit"),
    ({**SETTLE, "pack": "french-32"}, "hands[0][0]", "not in the 32-card"),
    ({**SETTLE, "trump": "JC"}, "trump", "cannot also be in seat 1"),
    ({**SETTLE, "trump": "ZZ"}, "trump", "no known suit"),
    ({**SETTLE, "trump": None}, "trump", "not NoneType"),
    ({key: value for key, value in SETTLE.items() if key != "trump"}, "trump", "turned-up card"),
    ({**SETTLE, "seed": 1}, "seed", "unknown field"),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"}, response
    assert response["error"]["field"].startswith(field), response
    assert words in response["error"]["reason"], response

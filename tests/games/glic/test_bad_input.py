"""Bad input to Glic: every kind gives {"error": {"field", "reason"}} naming the field, never an exception."""

from __future__ import annotations

import pytest

from engine.api import handle

PLAY = {"action": "play", "game": "glic", "seed": 1, "seat": 1}
HANDS = [["2C", "4D", "6H", "9H", "JC"], ["3C", "5D", "8H", "10D", "KD"], ["2D", "4H", "7C", "9D", "QH"]]
SETTLE = {"action": "settle", "game": "glic", "hands": HANDS, "trump": "5S", "seat": 1}


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
    ({**SETTLE, "decisions": ["pass", "pass"]}, "decisions[1]", "Anne has no more turns"),
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
    ({**SETTLE, "hands": [["2C", "4D", "6H", "9H", "7OR"], *HANDS[1:]]}, "hands[0][4]", "no known suit"),
    ({**SETTLE, "pack": "spanish-48"}, "hands[0][0]", "no known suit"),
    ({**SETTLE, "pack": "spanish-48", "hands": [["2OR", "4CP", "6ES", "9BT", "10BT"], ["3OR", "5CP", "8ES", "1BT", "CBT"],
                                                ["2CP", "4ES", "7BT", "9OR", "ROR"]], "trump": "9bt"},
     "trump", "cannot also be in seat 1"),
    ({**PLAY, "pack": "spanish-48", "players": 10}, "players", "from 3 to 9"),
    ({**PLAY, "pack": "spanish-40"}, "pack", "the packs are"),
    ({**SETTLE, "trump": "JC"}, "trump", "cannot also be in seat 1"),
    ({**SETTLE, "trump": "ZZ"}, "trump", "no known suit"),
    ({**SETTLE, "trump": None}, "trump", "not null"),
    ({key: value for key, value in SETTLE.items() if key != "trump"}, "trump", "turned-up card"),
    ({**SETTLE, "seed": 1}, "seed", "unknown field"),
    # Found by a fuzz (issue 10): digits that str.isdigit accepts but int refuses or reads otherwise,
    # a raise longer than any limit, and requests larger than one answer may hold.
    ({**PLAY, "seed": 7, "decisions": ["raise ²"]}, "decisions[0]", "digits 0 to 9"),
    ({**PLAY, "seed": 7, "decisions": ["raise ١"]}, "decisions[0]", "digits 0 to 9"),
    ({**PLAY, "seed": 7, "decisions": ["raise " + "9" * 5000]}, "decisions[0]", "at most 200 characters"),
    ({**PLAY, "deals": 51}, "deals", "from 1 to 50"),
    ({**PLAY, "limit": 1001}, "limit", "from 1 to 1000"),
    ({**PLAY, "limit": 1000, "deals": 50}, "deals", "at most 1000, such as 1 deal at this limit"),
    ({**PLAY, "deals": 40}, "deals", "the number of deals times the players may be at most 150, such as 37 deals at "
     "this table"),
    ({**PLAY, "limit": 25, "deals": 41}, "deals", "such as 40 deals"),
])
def test_bad_input_names_the_field(request_, field, words):
    response = handle(request_)
    assert set(response) == {"error"}, response
    assert response["error"]["field"].startswith(field), response
    assert words in response["error"]["reason"], response


def test_a_long_move_is_not_echoed_whole():
    response = handle({**PLAY, "decisions": ["dance " * 2000]})
    assert response["error"]["field"] == "decisions[0]" and len(response["error"]["reason"]) < 200


def test_raises_are_a_range_not_a_list_of_amounts():
    """At the largest limit, the reader's turn and every betting step name the raises once, as a range."""
    response = handle({"action": "play", "game": "glic", "seed": 7, "limit": 1000, "seat": 1})
    [raises] = response["waiting"]["ranges"]
    assert raises["move"] == "raise" and raises["min"] == 1 and 900 < raises["max"] < 1000
    assert len(response["waiting"]["moves"]) == 3
    watched = handle({"action": "play", "game": "glic", "seed": 7, "limit": 1000, "players": 10})
    bets = [s for d in watched["deals"] for s in d["steps"] if s["rule"] in ("glic.bet.policy", "glic.bet.moves")]
    assert bets and all(len(s["data"]["legal"]) <= 3 for s in bets)


def test_a_huge_hand_is_refused_before_it_is_read():
    """A refusal is cheap: a hand of a hundred thousand cards is refused by its length, card by card never."""
    hands = [["2C"] * 100_000, *HANDS[1:]]
    response = handle({**SETTLE, "hands": hands})
    assert response["error"] == {"field": "hands[0]", "reason": "a list may hold at most 1000 items, not 100000"}

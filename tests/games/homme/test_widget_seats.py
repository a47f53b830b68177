"""A scenario of Homme d'Auvergne reseats its table: a new seat starts empty and valid, and a seat that leaves
takes its hand."""

from __future__ import annotations

import json

from widgets.live import respond


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def test_a_new_seat_starts_empty_and_valid_and_a_seat_that_leaves_takes_its_hand():
    state = {"game": "homme", "kind": "scenario", "hands": "QD 8S AS 8D KD | AH 8C AC JD 10C | 10S 9C JS 10H 9H",
             "trump": "JH"}
    raised = ask(state, action="players", value="4")
    assert raised["ok"] and raised["state"]["players"] == 4 and "Type Denise&#x27;s cards" in raised["html"]
    lowered = ask(raised["state"], action="players", value="3")
    assert lowered["ok"] and lowered["state"]["hands"].count("|") == 2

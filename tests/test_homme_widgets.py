"""The Homme d'Auvergne widgets in CPython: each kind renders, the reader's seat gets its cards as buttons, a
card chosen moves the play on, an illegal card is refused with the rule's reason, and a fragment reopens a
state."""

from __future__ import annotations

import json

from widgets.homme import act
from widgets.live import respond
from widgets.render import view
from widgets.state import WidgetState

PLAY = WidgetState.from_fields({"game": "homme", "kind": "play", "seed": "3", "players": "4"})
SCENARIO = WidgetState.from_fields({"game": "homme", "kind": "scenario", "trump": "JH",
                                    "hands": "QD 8S AS 8D KD | AH 8C AC JD 10C | 10S 9C JS 10H 9H"})


def send(state: WidgetState, action: str, value: object = None) -> dict:
    return json.loads(respond(json.dumps({"state": state.as_dict(), "action": action, "value": value})))


def test_every_kind_renders_with_the_table_and_the_steps():
    for state in (PLAY, PLAY.but(kind="steps"), SCENARIO):
        html = view(state)
        assert 'class="ma-seats"' in html and "Step 1 of" in html and 'class="ma-steps"' in html


def test_a_seat_offers_the_readers_cards_and_a_card_moves_the_play_on():
    answer = send(SCENARIO.but(kind="scenario"), "seat", "1")
    assert answer["ok"], answer
    seated = WidgetState.from_fields(answer["state"])
    assert 'data-action="card"' in answer["html"] and "You (Anne) to play" in answer["html"]
    answer = send(seated, "card", "AS")
    assert answer["ok"] and answer["state"]["decisions"] == "AS"
    assert "Anne follows suit with A♠" in answer["html"] or "A♠" in answer["html"]


def test_an_illegal_card_is_refused_with_the_rules_reason():
    seated = act(SCENARIO, "seat", "1")
    assert seated is not None
    answer = send(seated, "card", "QD")
    assert not answer["ok"] and answer["error"]["field"] == "decisions[0]"
    assert "must follow suit" in answer["html"] and answer["state"] == seated.as_dict()


def test_the_play_widget_plays_a_whole_hand_by_choices():
    state = act(PLAY, "seat", "2")
    assert state is not None
    for _ in range(5):
        html = view(state)
        if 'data-action="card"' not in html:
            break
        legal = html.split('class="ma-choice" data-action="card" data-value="')[1].split('"')[0]
        changed = act(state, "card", legal)
        assert changed is not None
        state = changed
    assert "the Man," in view(state)


def test_a_fragment_reopens_the_same_view():
    state = act(PLAY, "seat", "1")
    assert state is not None
    again = WidgetState.from_fragment(state.to_fragment(), PLAY)
    assert view(again) == view(state)


def test_changing_players_or_redealing_clears_the_readers_cards():
    state = PLAY.with_options(seat="2", decisions="KS")
    assert act(state, "seats", "3").option("decisions") == "" and act(state, "seats", "3").option("seat") == ""
    assert act(state, "redeal", None).option("decisions") == ""

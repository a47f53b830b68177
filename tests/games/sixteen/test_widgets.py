"""The widgets of Ferme and Farmer in CPython: Farmer's cards are drawn and named as French cards, and its scenario
of a tie settles what the reader typed, reseats its table, refuses a card it cannot read and escapes what it
shows."""

from __future__ import annotations

import json
import re
from urllib.parse import quote

from engine.api import handle
from widgets.games import state_of
from widgets.live import respond
from widgets.render import view

DEAL = {"game": "farmer", "kind": "deal", "seed": 42, "players": 5}
TIE = {"game": "farmer", "kind": "scenario", "farmer": 3, "players": 5,
       "hands": "7S 9H | 10D 5C | QH 3S 2D AC | 9C 7D | KS 4D 2C"}


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def test_a_typed_hand_is_escaped():
    answer = ask(TIE, action="settle", value={"hands": ["<script>x</script>", "9D 7D"], "farmer": 1})
    assert answer["ok"] is False and answer["error"]["field"] == "hands[0][0]"
    assert "<script>" not in answer["html"] and "&lt;script&gt;" in answer["html"]


def test_cards_look_like_cards_with_words_for_screen_readers():
    html = view(state_of(DEAL))
    assert 'class="ma-card ma-card--red"' in html and 'role="img" aria-label="' in html
    assert re.search(r'aria-label="(ace|two|three|four|five|six|seven|nine|ten|jack|queen|king) of '
                     r'(spades|hearts|diamonds|clubs)"', html)


def test_scenario_settles_what_the_reader_typed():
    answer = ask(TIE, action="settle", value={"hands": ["9D 7C", "KS 2C 3D", "6H 7S 3C"], "farmer": 1})
    assert answer["ok"] and answer["state"]["players"] == 3
    assert answer["state"]["hands"] == "9D 7C|KS 2C 3D|6H 7S 3C"
    # The settlement is the last step: the outcome shows there, with the table as it ends.
    assert "makes 16 and wins the farm" not in answer["html"]
    last = ask(answer["state"], action="step", value="last")
    assert "makes 16 and wins the farm" in last["html"]


def test_scenario_players_reseat_the_table():
    answer = ask(TIE, action="players", value="3")
    assert answer["ok"] and answer["state"]["players"] == 3 and answer["state"]["farmer"] == 3
    assert answer["state"]["hands"] == "7S 9H|10D 5C|QH 3S 2D AC"
    # A new seat starts empty and valid: the form offers a field for it and asks for its cards, unrefused.
    answer = ask(TIE, action="players", value="6")
    assert answer["ok"] and answer["state"]["players"] == 6 and answer["state"]["hands"].endswith("|")
    assert 'name="hand-6"' in answer["html"]
    assert "Type Françoise&#x27;s cards, then press “Settle these hands”." in answer["html"]
    assert "ma-error" not in answer["html"]
    settled = ask(answer["state"], action="settle", value={"hand-6": "AS 2H"})
    assert settled["ok"] and settled["state"]["hands"].endswith("|AS 2H")


def test_a_tampered_scenario_card():
    answer = ask(TIE, fragment="hands=ZZ 7C|9D 7D&farmer=1")
    assert answer["ok"] is False and answer["error"]["field"] == "hands[0][0]"
    assert "no known suit" in answer["error"]["reason"]


def test_a_new_seat_of_ferme_starts_empty_and_valid_and_a_seat_that_leaves_takes_its_hand():
    state = {"game": "ferme", "variant": "1800", "kind": "scenario", "farmer": 1,
             "hands": "| 9D 7C | 6H 7S 3D | KD 2C 4D"}
    raised = ask(state, action="players", value="5")
    assert raised["ok"] and raised["state"]["players"] == 5 and "Type Étienne&#x27;s cards" in raised["html"]
    lowered = ask(raised["state"], action="players", value="4")
    assert lowered["ok"] and lowered["state"]["hands"].count("|") == 3


def test_cards_typed_with_suit_symbols_are_read_as_the_page_writes_them() -> None:
    """A pupil copies cards from a handout as the page prints them, with the suits' symbols: "7♣ 9♦" is read like
    "7C 9D", in a typed scenario and in a request; a digit that is not 0 to 9 (a superscript two) is still refused."""
    assert "error" not in handle({"action": "settle", "game": "farmer", "hands": [["7♣", "9♦"], ["K♦", "6♥"]]})
    placed = state_of({"game": "farmer", "kind": "scenario", "players": 2, "hands": "KS 6H | 9D 7D"}).as_dict()
    answer = json.loads(respond(json.dumps({"state": placed, "fragment": "game=farmer&kind=scenario&hands="
                                            + quote("7♣ 9♦ | K♦ 6♥")})))
    assert answer["ok"], answer.get("error")
    refused = handle({"action": "settle", "game": "farmer", "hands": [["7²", "9♦"], ["K♦", "6♥"]]})["error"]
    assert refused["field"] == "hands[0][0]" and "digits 0 to 9" in refused["reason"]

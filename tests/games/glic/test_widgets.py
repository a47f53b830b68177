"""The Glic widgets in CPython: the board, the hands and phases, the reader's bets, the options and errors."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.games import state_of
from widgets.games.glic import controls
from widgets.live import respond
from widgets.render import root, view
from widgets.state import WidgetState

DEAL = {"game": "glic", "kind": "deal", "seed": 7, "players": 4}
STEPS = {"game": "glic", "kind": "steps", "seed": 7, "players": 4}
HANDS = {"game": "glic", "kind": "scenario", "trump": "4H",
         "hands": "KH QH 7S 7D 2C | AH 9C 9D 9S 4C | 7H 8H 9H JD 3S | 10H 5C 6D QS KC"}
READER_TURN = 10
"""The step of seed 7, four players, at which seat 1 first bets."""


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def board(html: str) -> dict[str, int]:
    return {name: int(amount) for name, amount in re.findall(
        r'data-compartment="(\w+)"><span class="ma-glic-board__name">\w+</span>'
        r'<span class="ma-glic-board__amount"[^>]*>(\d+)</span>', html)}


def test_deal_shows_board_hands_trump_and_three_phases():
    html = view(state_of(DEAL))
    assert list(board(html)) == ["ace", "king", "queen", "jack", "ten", "marriage", "sequence", "poch"]
    assert html.count('<li class="ma-seat') == 4 and html.count('class="ma-card ') >= 21
    assert "Trump: " in html
    phases = re.findall(r'<h4>([^<]+)</h4>', html)
    assert phases == ["Before play", "Phase 1: claiming the board", "Phase 2: betting for the Poch",
                      "Phase 3: laying out to 31"]
    assert 'href="#glic.claim.' in html and 'href="#glic.lay.out"' in html


def test_deal_sums_up_the_three_phases():
    html = view(state_of(DEAL))
    lines = re.findall(r"<li>([^<]+)</li>", html.split('class="ma-glic-summary"')[1].split("</ol>")[0])
    assert len(lines) == 3
    assert lines[0].startswith("Denise takes the Ace (1)") and "carry over" in lines[0]
    assert lines[1].startswith("Denise takes the Poch (6)") and "folded" in lines[1]
    assert lines[2].startswith("Denise goes out first")


def test_steps_show_no_cards_before_the_deal_and_no_trump_before_the_turn_up():
    first = view(state_of(STEPS))
    assert "no cards yet" in first and "not turned up yet" in first and 'class="ma-card ' not in first
    dealt = view(state_of({**STEPS, "step": 1}))
    assert "no cards yet" not in dealt and "not turned up yet" in dealt
    turned = view(state_of({**STEPS, "step": 2}))
    assert "not turned up yet" not in turned and 'class="ma-glic-trump">Trump: <span class="ma-card' in turned


def test_carried_over_compartments_are_shown():
    html = view(state_of({**DEAL, "deals": "3"}))
    assert "carried over" in html
    assert "deal 3 of 3" in html


def test_static_view_is_the_live_view():
    for fields in (DEAL, STEPS, HANDS):
        state = state_of(fields)
        static = re.search(r'<div class="ma-widget__body">(.*)</div></div>$', root("w", state), re.S).group(1)
        live = ask(fields, action="reset")
        assert live["ok"] and live["html"] == static == view(state)


def test_steps_update_the_board_and_link_the_rule():
    first = ask(STEPS, action="reset")["html"]
    assert board(first) == {**dict.fromkeys(["ace", "king", "queen", "jack", "ten", "marriage", "sequence"], 1),
                            "poch": 0}
    assert 'Rule <a class="ma-rule" href="#glic.stake.one-per-compartment"' in first
    last = ask(STEPS, action="step", value="last")
    assert last["state"]["step"] > READER_TURN
    assert 'href="#glic.lay.out-ends"' in last["html"]
    assert board(last["html"])["poch"] == 0


def test_the_reader_bets_with_buttons_for_the_legal_moves():
    html = ask({**STEPS, "step": READER_TURN}, action="reset")["html"]
    moves = re.findall(r'data-action="bet" data-value="([^"]+)"', html)
    assert moves[0] == "see" and moves[-1] == "fold" and "raise 1" in moves
    answer = ask({**STEPS, "step": READER_TURN}, action="bet", value="raise 3")
    assert answer["ok"] and answer["state"]["decisions"] == "raise 3"
    assert answer["state"]["step"] == READER_TURN and "decisions=raise+3" in answer["fragment"]
    assert "Anne raises 3" in answer["html"] and 'aria-pressed="true">Raise 3' in answer["html"]
    assert "your choice" in answer["html"]
    refused = ask({**STEPS, "step": 2}, action="bet", value="see")
    assert refused["ok"] is False and refused["error"]["field"] == "decisions"
    assert not re.search(r'data-action="bet"', ask({**STEPS, "step": 2}, action="reset")["html"])


def test_pack_players_limit_and_new_deal():
    answer = ask({**DEAL, "players": 9}, action="pack", value="french-32")
    assert answer["ok"] and answer["state"]["pack"] == "french-32" and answer["state"]["players"] == 6
    answer = ask(DEAL, action="pack", value="german-48")
    assert answer["ok"] and re.search("🌰|🍃|❤|🔔", answer["html"]) and not re.search("♠|♥|♦|♣", answer["html"])
    answer = ask({**DEAL, "players": 10}, action="pack", value="spanish-48")
    assert answer["ok"] and answer["state"]["players"] == 9 and "Spanish, 48 cards" in answer["html"]
    assert re.search(r'data-card="[0-9SCR](OR|CP|ES|BT)"', answer["html"]) and not re.search("♠|♥|♦|♣", answer["html"])
    answer = ask({**STEPS, "decisions": "raise 3"}, action="players", value="5")
    assert answer["ok"] and answer["state"]["players"] == 5 and "decisions" not in answer["state"]
    answer = ask(DEAL, action="apply", value={"seed": "8", "limit": "4", "pack": "french-52", "decisions": ""})
    assert answer["ok"] and answer["state"]["seed"] == 8 and answer["state"]["limit"] == "4"
    assert ask(DEAL, action="new-deal")["state"]["seed"] == 8


def test_scenario_settles_the_typed_hands_and_trump():
    answer = ask(HANDS, action="settle", value={"hand-1": "KH QH 7S 7D 2C", "hand-2": "AH 9C 9D 9S 4C",
                                                "hand-3": "7H 8H 9H JD 3S", "trump": "5H", "decisions": ""})
    assert answer["ok"] and answer["state"]["players"] == 3 and answer["state"]["trump"] == "5H"
    assert "hearts are trumps" in answer["html"]


@pytest.mark.parametrize("fragment, field", [
    ("pack=french-48", "pack"), ("players=11", "players"), ("limit=abc", "limit"), ("decisions=dance", "decisions[0]"),
    ("decisions=raise+3,pass,pass,pass,pass", "decisions[1]"), ("deals=0", "deals"), ("step=9999", "step"),
])
def test_a_tampered_fragment_names_the_field(fragment, field):
    answer = ask(STEPS, fragment=fragment)
    assert answer["ok"] is False and answer["error"]["field"] == field
    assert answer["state"] == STEPS and 'role="alert"' in answer["html"]


@pytest.mark.parametrize("change, field, words", [
    ({"trump": "KH"}, "trump", "cannot also be in seat 1"),
    ({"trump": ""}, "trump", "turned-up card"),
    ({"hand-1": "KH QH 7S 7D"}, "hands[0]", "holds 4 cards"),
    ({"hand-1": "KH QH 7S 7D ZZ"}, "hands[0][4]", "no known suit"),
])
def test_scenario_errors_in_words(change, field, words):
    answer = ask(HANDS, action="settle", value={"hand-1": "KH QH 7S 7D 2C", "hand-2": "AH 9C 9D 9S 4C",
                                                "hand-3": "7H 8H 9H JD 3S", "trump": "4H", **change})
    assert answer["ok"] is False and answer["error"]["field"] == field
    assert words in answer["error"]["reason"] and words in answer["html"].replace("&#x27;", "'")


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["deal", "steps"]), st.integers(0, 2**53 - 1), st.integers(3, 10), st.integers(0, 5),
       st.sampled_from(["french-52", "german-48", "french-32", "spanish-48"]))
def test_fragments_round_trip_and_render(kind, seed, players, step, pack):
    state = state_of({"game": "glic", "kind": kind, "seed": seed, "players": players, "step": step,
                                     "pack": pack})
    assert WidgetState.from_fragment(state.to_fragment(), state_of({**DEAL, "kind": kind})) == state
    answer = ask({**DEAL, "kind": kind}, fragment=state.to_fragment())
    assert answer["ok"] or answer["error"]["field"] == "players"


def seat_cards(html: str) -> int:
    """How many cards the seats and the run towards 31 show, the dealt cards all told."""
    seats = html.split('aria-label="The table, seat by seat"')[1].split("</ol>")[0]
    run = html.split('data-place="run"')[1].split("</li>")[0] if 'data-place="run"' in html else ""
    return seats.count('class="ma-card ') + run.count('class="ma-card ')


def balances(html: str) -> list[str]:
    return re.findall(r'class="ma-seat__balance"[^>]*>([^<]+)<', html)


def test_two_steps_of_one_deal_draw_two_tables():
    """Each step draws the table as it stood then: no cards and only the stakes before the deal, the laid
    out cards and the settled balances at the end."""
    first = ask(STEPS, action="reset")["html"]
    last = ask(STEPS, action="step", value="last")["html"]
    assert seat_cards(first) == 0 and seat_cards(last) == 20
    assert balances(first) == ["-2", "-2", "-2", "-1"] and balances(first) != balances(last)
    assert board(first) != board(last)
    dealt = view(state_of({**STEPS, "step": 1}))
    assert seat_cards(dealt) == 20 and board(dealt) == board(first)


def test_the_play_waits_for_seat_1_and_its_buttons_carry_on():
    """Once seat 1's decisions are used, the play stops at its next turn, with a button for each legal move
    and the raises of the range; the other seats' hands lie face down for the seated reader."""
    state = {**STEPS, "decisions": "see", "step": 12}
    html = ask(state, action="reset")["html"]
    assert "your turn" in html and "Step 13 of 13" in html
    assert re.findall(r'data-action="bet" data-value="([^"]+)"', html) == [
        "pass", "raise 1", "raise 2", "raise 3", "raise 4", "raise 5", "raise 7"]
    assert html.count('aria-label="a card face down"') == 15
    answer = ask(state, action="bet", value="pass")
    assert answer["ok"] and answer["state"]["decisions"] == "see,pass"


@pytest.mark.parametrize("fragment", ["players=1000000000", "players=" + "9" * 30])
def test_a_huge_number_of_players_builds_no_form_of_that_size(fragment):
    answer = ask(STEPS, fragment=fragment)
    assert answer["ok"] is False and answer["error"]["field"] == "players"
    assert answer["html"].count("<option") < 20 and 'class="ma-error"' in answer["html"]
    huge = state_of(HANDS).but(players=10**9, names=())
    assert controls(huge).count('name="hand-') == 10

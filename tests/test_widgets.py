"""The widgets' Python side: state and URL fragments, the rendered HTML, and the live protocol."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from widgets.fence import WidgetBlockError, format as fence, parse_block
from widgets.games import state_of
from widgets.live import respond
from widgets.render import root, view
from widgets.state import WidgetState

DEAL = {"game": "farmer", "kind": "deal", "seed": 42, "players": 5}
STEPS = {"game": "farmer", "kind": "steps", "seed": 42, "players": 5}
TIE = {"game": "farmer", "kind": "scenario", "farmer": 3, "players": 5,
       "hands": "7S 9H | 10D 5C | QH 3S 2D AC | 9C 7D | KS 4D 2C"}


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def test_names_and_cards_are_escaped():
    state = state_of({**DEAL, "names": "<script>alert(1)</script> | B | C | D | E"})
    html = root("w", state)
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    answer = ask(TIE, action="settle", value={"hands": ["<script>x</script>", "9D 7D"], "farmer": 1})
    assert answer["ok"] is False and answer["error"]["field"] == "hands[0][0]"
    assert "<script>" not in answer["html"] and "&lt;script&gt;" in answer["html"]


def test_static_view_is_the_live_view():
    state = state_of(STEPS)
    static = re.search(r'<div class="ma-widget__body">(.*)</div></div>$', root("farmer-steps", state), re.S).group(1)
    live = ask(STEPS, action="reset")
    assert live["ok"] and live["html"] == static == view(state)


def test_cards_look_like_cards_with_words_for_screen_readers():
    html = view(state_of(DEAL))
    assert 'class="ma-card ma-card--red"' in html and 'role="img" aria-label="' in html
    assert re.search(r'aria-label="(ace|two|three|four|five|six|seven|nine|ten|jack|queen|king) of (spades|hearts|diamonds|clubs)"', html)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["farmer", "ferme"]), st.sampled_from(["deal", "steps"]), st.integers(0, 2**53 - 1),
       st.integers(2, 8), st.integers(0, 5))
def test_fragments_round_trip(game, kind, seed, players, step):
    state = state_of({"game": game, "kind": kind, "seed": seed, "players": players, "step": step})
    placed = state_of({"game": game, "kind": kind, "seed": 1})
    assert WidgetState.from_fragment(state.to_fragment(), placed) == state


def test_a_fragment_cannot_change_a_widget_s_game_or_kind():
    farmer = state_of({"game": "farmer", "kind": "steps", "seed": 42})
    for fragment, field in (("game=glic&kind=play", "game"), ("kind=deal", "kind"), ("game=ferme", "game")):
        answer = ask(farmer.as_dict(), fragment=fragment)
        assert not answer["ok"] and answer["error"]["field"] == "fragment" and answer["state"] == farmer.as_dict()
        assert f"this widget's {field} is" in answer["error"]["reason"]
        assert "a link cannot change a widget's game or kind" in answer["error"]["reason"]
    assert ask(farmer.as_dict(), fragment="game=farmer&kind=steps&seed=7")["state"]["seed"] == 7


def test_a_strange_fragment_is_refused_in_words_without_the_widget_s_field_list():
    answer = ask(DEAL, fragment="zzz=1")
    assert not answer["ok"] and answer["error"]["field"] == "zzz"
    assert answer["error"]["reason"].startswith("this widget has no such setting")
    assert "hands" not in answer["error"]["reason"] and "," not in answer["error"]["reason"]


def test_new_deal_players_and_variant():
    assert ask(DEAL, action="new-deal")["state"]["seed"] == 43
    assert ask(DEAL, action="apply", value={"seed": "7"})["state"]["seed"] == 7
    answer = ask(DEAL, action="players", value="3")
    assert answer["state"]["players"] == 3 and answer["html"].count('<li class="ma-seat') == 3
    answer = ask({**DEAL, "game": "ferme"}, action="variant", value="1659")
    assert answer["state"]["variant"] == "1659" and "ferme-1659." in answer["html"]


def test_step_through_first_previous_next_last():
    last = ask(STEPS, action="step", value="last")["state"]["step"]
    assert last > 10
    assert ask({**STEPS, "step": last}, action="step", value="next")["state"]["step"] == last
    assert ask({**STEPS, "step": 4}, action="step", value="previous")["state"]["step"] == 3
    assert ask({**STEPS, "step": 4}, action="step", value="first")["state"].get("step", 0) == 0
    assert ask(STEPS, action="step", value="previous")["state"].get("step", 0) == 0
    html = ask({**STEPS, "step": 5}, action="reset")["html"]
    assert "Step 6 of" in html and 'aria-current="step"' in html


def test_the_current_step_lights_up_its_seats_and_links_its_rule():
    answer = ask({**TIE, "step": 0}, action="step", value="last")
    steps = ask({**TIE}, action="reset")
    for number in range(0, answer["state"]["step"] + 1):
        html = ask({**TIE, "step": number}, action="reset")["html"]
        rule = re.search(r'Rule <a class="ma-rule" href="#([^"]+)"', html).group(1)
        assert rule.startswith("farmer.")
        lit = set(re.findall(r'class="ma-seat[^"]*is-highlighted[^"]*" data-seat="(\d+)"', html))
        assert lit or "Step" in html
    assert steps["ok"]


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
    assert 'name="hand-6"' in answer["html"] and "Type Françoise&#x27;s cards, then press “Settle these hands”." in answer["html"]
    assert "ma-error" not in answer["html"]
    settled = ask(answer["state"], action="settle", value={"hand-6": "AS 2H"})
    assert settled["ok"] and settled["state"]["hands"].endswith("|AS 2H")


@pytest.mark.parametrize("fragment, field", [
    ("game=chess", "fragment"), ("players=99", "players"), ("seed=abc", "seed"), ("step=999", "step"),
    ("kind=poker", "fragment"), ("seed=-5", "seed"), ("variant=1700", "variant"), ("colour=red", "colour"),
])
def test_a_tampered_fragment_names_the_problem_and_keeps_the_last_good_state(fragment, field):
    answer = ask(STEPS, fragment=fragment)
    assert answer["ok"] is False and answer["error"]["field"] == field
    assert answer["state"] == STEPS and 'role="alert"' in answer["html"] and 'data-action="reset"' in answer["html"]


def test_a_tampered_scenario_card():
    answer = ask(TIE, fragment="hands=ZZ 7C|9D 7D&farmer=1")
    assert answer["ok"] is False and answer["error"]["field"] == "hands[0][0]"
    assert "no known suit" in answer["error"]["reason"]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60) | st.builds(json.dumps, st.dictionaries(st.sampled_from(
    ["state", "action", "value", "fragment"]), st.none() | st.integers() | st.text(max_size=12), max_size=4)))
def test_respond_never_raises(message):
    answer = json.loads(respond(message))
    assert answer["ok"] in (True, False) and isinstance(answer["html"], str)


def test_fence_blocks():
    assert parse_block("id: a-b\ngame: farmer\n\nseed: 3\n") == ("a-b", {"game": "farmer", "seed": "3"}, None)
    for source, words in [("game: farmer", "give an 'id'"), ("id: x\nno colon here", "expected 'key: value'"),
                          ("id: x\ngame: farmer\nseed: 1\nplayers: 9", "widget x: players")]:
        with pytest.raises(WidgetBlockError, match=words):
            fence(source, "widget", "ma-widget", {}, None)
    assert 'data-status="static"' in fence("id: x\ngame: farmer\nseed: 1", "widget", "ma-widget", {}, None)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=8), st.text(max_size=20), max_size=5))
def test_fragment_encoding_matches_the_standard_library(fields):
    from html import escape
    from urllib.parse import parse_qsl, urlencode

    from widgets.fragment import decode, encode
    from widgets.html import esc

    assert encode(fields) == urlencode(fields)
    assert decode(encode(fields)) == dict(parse_qsl(urlencode(fields), keep_blank_values=True))
    for value in fields.values():
        assert esc(value) == escape(value, quote=True)


@pytest.mark.parametrize("seed", ["", "-1", "abc"])
def test_a_refused_seed_keeps_the_table_and_every_control(seed):
    """An empty or negative seed is refused beside the form as the reader left it (what they typed, marked), over
    the last good table."""
    good = ask(DEAL, action="reset")["html"]
    refused = ask(DEAL, action="apply", value={"seed": seed})
    html = refused["html"]
    assert refused["ok"] is False and refused["state"] == DEAL and refused["error"]["label"] == "The seed"
    assert html.index('class="ma-controls"') < html.index('class="ma-error"')
    typed = re.search(r'<input[^>]*name="seed"[^>]*>', html).group(0)
    assert f'value="{seed}"' in typed and 'aria-invalid="true"' in typed, "what the reader typed stays, marked"
    kept = re.search(r'<input[^>]*name="seed"[^>]*>', good).group(0)
    html = html.replace(typed, kept)
    assert html.replace(html[html.index('<div class="ma-error"'):html.index("</div>", html.index('class="ma-error"')) + 6], "") == good


def test_a_step_out_of_range_is_counted_as_the_page_counts_steps():
    refused = ask(STEPS, action="step", value=10_000)
    assert "steps 1 to" in refused["error"]["reason"] and "not 10001" in refused["error"]["reason"]


@pytest.mark.parametrize("state, more, name", [
    ({"game": "ferme", "variant": "1800", "kind": "scenario", "farmer": 1, "hands": "| 9D 7C | 6H 7S 3D | KD 2C 4D"},
     5, "Étienne"),
    ({"game": "homme", "kind": "scenario", "hands": "QD 8S AS 8D KD | AH 8C AC JD 10C | 10S 9C JS 10H 9H",
      "trump": "JH"}, 4, "Denise"),
])
def test_a_new_seat_starts_empty_and_valid_and_a_seat_that_leaves_takes_its_hand(state, more, name):
    raised = ask(state, action="players", value=str(more))
    assert raised["ok"] and raised["state"]["players"] == more and f"Type {name}&#x27;s cards" in raised["html"]
    lowered = ask(raised["state"], action="players", value=str(more - 1))
    assert lowered["ok"] and lowered["state"]["hands"].count("|") == more - 2


def test_warming_up_answers_nothing_the_reader_sees_and_keeps_their_answers_cached():
    from widgets.live import VIEWS, warm, warm_view
    from widgets.requests import ANSWERS

    message = json.dumps({"state": {"game": "homme", "kind": "play", "seed": 5, "players": 4}, "action": "reset"})
    before = respond(message)
    kept = (len(ANSWERS), ANSWERS.size)
    answered = warm(2, 20)
    assert answered >= 1 and (len(ANSWERS), ANSWERS.size) == kept, "warming keeps no answer"
    assert [warm_view(index) for index in range(len(VIEWS) + 1)] == [True] * len(VIEWS) + [False]
    assert (len(ANSWERS), ANSWERS.size) == kept, "a view drawn to warm up keeps its answers aside"
    assert respond(message) == before and (len(ANSWERS), ANSWERS.size) == kept, "the reader's answer was kept"
    assert all(json.loads(respond(json.dumps(view)))["ok"] for view in VIEWS), "a view to warm up with is refused"


def test_a_refused_value_stays_in_its_field_marked():
    answer = ask(DEAL, action="apply", value={"seed": "4x2"})
    assert not answer["ok"] and answer["error"]["field"] == "seed" and answer["state"] == DEAL
    seed = re.search(r'<input[^>]*name="seed"[^>]*>', answer["html"]).group(0)
    assert 'value="4x2"' in seed and 'aria-invalid="true"' in seed


def test_a_refused_move_names_cards_not_codes():
    state = {"game": "french-tarot", "kind": "play", "seed": 3, "players": 4, "seat": "2"}
    answer = ask(state, fragment="decisions=fly")
    assert not answer["ok"] and answer["error"]["field"] == "decisions[0]"
    reason = answer["error"]["reason"]
    assert "'fly' is not a move here" in reason and not re.search(r"\b\d*[A-Z]{2,3}\b", reason.split("here")[1])

"""The Landsknecht widgets in CPython: the request behind each view, the board, the piles, the steps and the forms."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.errors import EngineError
from widgets.games import state_of
from widgets.games.landsknecht import read_stakes, request
from widgets.live import respond
from widgets.render import root, view
from tests.support.work import calls
from widgets.state import WidgetState

DEAL = {"game": "landsknecht", "kind": "deal", "seed": 42, "players": 4}
STEPS = {"game": "landsknecht", "kind": "steps", "seed": 7, "players": 4}
SCENARIO = {"game": "landsknecht", "kind": "scenario", "players": 3, "order": "7H QS 2C 9D KS", "stakes": "5 | 3 2"}


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def test_the_request_behind_each_kind():
    assert request(state_of(DEAL)) == {"action": "play", "game": "landsknecht", "players": 4, "seed": 42}
    scenario = request(state_of({**SCENARIO, "pack": "french-52", "variant": "rank"}))
    assert scenario == {"action": "settle", "game": "landsknecht", "players": 3, "variant": "rank",
                        "pack": "french-52", "stake": 5, "order": ["7H", "QS", "2C", "9D", "KS"],
                        "policies": [{"name": "cover", "up_to": 0}, {"name": "cover", "up_to": 3},
                                     {"name": "cover", "up_to": 2}]}


def test_stakes_are_read_or_refused_in_words():
    assert read_stakes("4", 3) == (4, [0, 0]) and read_stakes("6 | 1", 3) == (6, [1, 0])
    assert read_stakes("6 | 1 2 3", 3) == (6, [1, 2])  # a smaller table keeps the covers of its punters
    for text, words in (("0 | 1", "from 1"), ("x", "'x'"), ("4 | 1 -1", "'-1'"), ("4 | 1 1001", "'1001'")):
        with pytest.raises(EngineError) as caught:
            read_stakes(text, 3)
        assert caught.value.field == "stakes" and words in caught.value.reason


def test_static_view_is_the_live_view():
    for fields in (DEAL, STEPS, SCENARIO):
        state = state_of(fields)
        static = re.search(r'<div class="ma-widget__body">(.*)</div></div>$', root("w", state), re.S).group(1)
        live = ask(fields, action="reset")
        assert live["ok"] and live["html"] == static == view(state)


def test_the_board_shows_the_bank_and_the_covers():
    html = view(state_of({**DEAL, "stakes": "6 | 3 1 1"}))
    assert html.count('<li class="ma-seat') == 4
    assert "stakes 6, 5 at risk" in html and "covers 3" in html and "covers 1" in html
    assert 'class="ma-card ma-card--' in html and 'role="img" aria-label="' in html


def test_steps_turn_the_cards_one_at_a_time():
    last = ask(STEPS, action="step", value="last")["state"]["step"]
    turned = []
    for number in range(last + 1):
        html = ask({**STEPS, "step": number}, action="reset")["html"]
        piles = html.split('class="ma-places"')[1].split("</ul>")[0]
        turned.append(piles.count('class="ma-card '))
        rule = re.search(r'Rule <a class="ma-rule" href="#([^"]+)"', html).group(1)
        assert rule.startswith("landsknecht.")
    assert turned == sorted(turned) and turned[0] == 0 and turned[-1] >= 2
    assert "not decided yet" in ask(STEPS, action="reset")["html"]
    assert "Next banker" in ask({**STEPS, "step": last}, action="reset")["html"]


def test_every_settlement_links_its_rule():
    html = view(state_of(SCENARIO))
    for rule in ("landsknecht.stake.banker-stakes", "landsknecht.cover.in-turn", "landsknecht.settle.banker-loses"):
        assert f'href="#{rule}"' in html


def test_apply_pack_variant_and_players():
    answer = ask(DEAL, action="apply", value={"stakes": "8 | 4 4"})
    assert answer["ok"] and answer["state"]["stakes"] == "8 | 4 4" and "stakes 8, 8 at risk" in answer["html"]
    answer = ask(DEAL, action="pack", value="german-32")
    assert answer["ok"] and answer["state"]["pack"] == "german-32" and "ma-card--" in answer["html"]
    assert re.search(r'data-card="(7|8|9|10|U|O|K|2)[EGRB]"', answer["html"])
    answer = ask(DEAL, action="variant", value="rank")
    assert answer["ok"] and 'href="#landsknecht.match.rank"' in answer["html"]
    answer = ask({**DEAL, "stakes": "6 | 3 2 1"}, action="players", value="2")
    assert answer["ok"] and "covers 3" in answer["html"] and "stakes 6, 3 at risk" in answer["html"]
    answer = ask(DEAL, action="players", value="7")
    assert answer["ok"] and answer["html"].count('<li class="ma-seat') == 7
    assert ask(DEAL, action="new-deal")["state"]["seed"] == 43


def test_scenario_settles_what_the_reader_typed():
    answer = ask(SCENARIO, action="settle", value={"order": "7H QS KH", "stakes": "4 | 2 2"})
    assert answer["ok"] and answer["state"]["order"] == "7H QS KH"
    assert "Anne wins" in answer["html"]


@pytest.mark.parametrize("state, message, field, words", [
    (SCENARIO, {"action": "settle", "value": {"order": "7H QS"}}, "order", "do not decide"),
    (SCENARIO, {"action": "settle", "value": {"order": "7H QS 2H 3H"}}, "order[3]", "already decided"),
    (SCENARIO, {"action": "settle", "value": {"order": "7H 7H 2H"}}, "order[1]", "appears twice"),
    (SCENARIO, {"action": "settle", "value": {"order": "7H <b>x</b> 2H"}}, "order[1]", "no known"),
    (DEAL, {"action": "apply", "value": {"stakes": "4 | 9 x"}}, "stakes", "'x'"),
    (DEAL, {"action": "pack", "value": "french-32"}, "pack", "offered with the packs"),
    (DEAL, {"fragment": "pack=tarot"}, "pack", "offered with the packs"),
    (DEAL, {"fragment": "players=11"}, "players", "from 2 to 10"),
])
def test_bad_input_shows_the_reason_and_keeps_the_last_good_state(state, message, field, words):
    answer = ask(state, **message)
    assert answer["ok"] is False and answer["error"]["field"] == field and words in answer["error"]["reason"]
    assert answer["state"] == state and 'role="alert"' in answer["html"] and "<b>x</b>" not in answer["html"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(["deal", "steps"]), st.integers(0, 2**53 - 1), st.integers(2, 10),
       st.sampled_from(["", "german-48", "german-32", "swiss-36"]), st.sampled_from(["", "3", "5 | 1 2"]))
def test_fragments_round_trip(kind, seed, players, pack, stakes):
    fields = {"game": "landsknecht", "kind": kind, "seed": seed, "players": players, "pack": pack, "stakes": stakes}
    state = state_of(fields)
    assert WidgetState.from_fragment(state.to_fragment(), state_of({**DEAL, "kind": kind})) == state
    assert view(state)


def test_the_board_shows_the_balances_and_the_pot_as_the_steps_pay():
    fields = {**STEPS, "stakes": "6 | 3 2 1"}
    first = view(state_of(fields))
    assert re.findall(r'title="chips won or lost so far">([^<]*)<', first) == ["-6", "+0", "+0", "+0"]
    assert "In the bank pot: 6" in first
    last = ask(fields, action="step", value="last")["html"]
    assert "In the bank pot: 0" in last
    assert re.findall(r'title="chips won or lost so far">([^<]*)<', last) == ["+6", "-3", "-2", "-1"]


def test_two_steps_of_one_coup_draw_two_tables():
    # Each step draws the table as it stood then: at the stake nothing is turned and only the banker has paid;
    # at the last step the cards decide the coup and the chips have moved.
    last = ask(STEPS, action="step", value="last")
    first, end = ask(STEPS, action="reset")["html"], last["html"]
    cards = [html.split('class="ma-places"')[1].split("</ul>")[0].count('class="ma-card ') for html in (first, end)]
    assert cards[0] == 0 and cards[1] >= 2
    chips = [re.findall(r'title="chips won or lost so far">([^<]*)<', html) for html in (first, end)]
    assert chips[0] != chips[1]
    assert "not decided yet" in first and "Next banker" in end


def test_a_tampered_number_of_players_is_refused_before_any_work():
    # A URL or message asking for ten million or 10**30 players once built a list of covers that size.
    for players in (10**7, 10**30):
        answer, work = calls(lambda: ask({**DEAL, "stakes": "4 | 1"}, fragment=f"players={players}&stakes=4 | 9 9 9"))
        assert answer["ok"] is False and answer["error"]["field"] == "players"
        assert "from 1 to 12" in answer["error"]["reason"] and work < 100_000  # the kept view drawn: about 12,000
        with pytest.raises(EngineError) as caught:
            read_stakes("4 | 1", players)
        assert caught.value.field == "players"
    assert ask(DEAL, action="players", value=str(10**7))["error"]["field"] == "players"


def test_stakes_in_other_digits_are_refused_in_words():
    for text in ("4 | \u00b2", "\u0661 | 1", "4 | " + "9" * 5000):
        with pytest.raises(EngineError) as caught:
            read_stakes(text, 3)
        assert caught.value.field == "stakes"


def test_a_cover_above_the_stake_is_capped_and_says_so():
    html = ask({**STEPS, "stakes": "4 | 9 9 9"}, action="reset")["html"]
    assert "would cover up to 9, but only 4 of the stake are still uncovered, so Blaise covers 4" in html

"""Basset's widgets in CPython: the board and piles, static equals live, shared URLs, the reader's stakes and
choices, and refusals in plain words."""

from __future__ import annotations

import json
import re
import pytest

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.api import handle
from tests.support.pages import page_blocks
from widgets.games import state_of
from widgets.games.basset import parse_stakes_text, request, steps_of
from widgets.fence import format as fence
from widgets.live import respond
from widgets.render import root, view
from widgets.state import WidgetState

DEAL = {"game": "basset", "kind": "deal", "seed": 42, "players": 4}
STEPS = {"game": "basset", "kind": "steps", "seed": 7, "players": 3, "stakes": "K:2 7:1 | A:3 5:1"}
SCENARIO = {"game": "basset", "kind": "scenario", "players": 3, "order": "2S KS KH 7C 3D 7H",
            "stakes": "K:2 | 7:1 3:2"}


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


def steps(state: dict) -> list[dict]:
    return steps_of(handle(request(state_of(state))))


def first_choice(state: dict) -> int:
    return next(i for i, s in enumerate(steps(state)) if s["rule"].endswith(".paroli.choice"))


def test_the_board_has_thirteen_denominations_and_the_piles_every_card_turned():
    html = view(state_of(DEAL))
    deal = handle(request(state_of(DEAL)))["deals"][0]["summary"]
    left = 52 - deal["turned"]  # the banker stops once no stake is at risk
    assert html.count('class="ma-basset__cell') == 13
    assert len(re.findall(r'class="ma-card ma-card--(?:red|black)[^"]*" data-card=', html)) >= deal["turned"]
    assert f"First pile, loses ({len(deal['losing_pile'])})" in html
    assert f"Second pile, wins ({len(deal['winning_pile'])})" in html
    assert f"{left} card{'' if left == 1 else 's'} still in the banker" in html


def test_a_step_lights_only_the_denominations_it_turned_or_settled():
    """A denomination with no stake is lit only when the step turns one of its cards, never merely for being empty."""
    state = state_of(STEPS)
    steps = steps_of(handle(request(state)))
    for index, step in enumerate(steps):
        lit = view(state.but(step=index)).count("ma-basset__cell is-highlighted")
        turned = {code[:-1] for code in step["cards"]}
        assert lit <= len(turned) + 2, (index, step["text"], lit)


def test_the_pack_select_deals_another_pack_with_its_own_board():
    answer = ask({**STEPS, "decisions": "ride"}, action="pack", value="spanish-40")
    state = answer["state"]
    assert answer["ok"] and state["pack"] == "spanish-40" and "stakes" not in state and "decisions" not in state
    html = answer["html"]
    assert html.count('class="ma-basset__cell') == 10 and 'data-rank="S"' in html and 'data-rank="8"' not in html
    assert '<option value="spanish-40" selected>' in html and "Italian-suited pack" in html
    italian = ask({**DEAL, "pack": "italian-52"}, action="apply", value={"stakes": "F:2 | R:1 | 1:3", "decisions": ""})
    assert italian["ok"] and italian["html"].count('class="ma-basset__cell') == 13 and 'data-rank="F"' in italian["html"]
    assert re.search(r'data-card="(10|[1-9FCR])(CI|DI|SI|BI)"', italian["html"]) and "<svg" in italian["html"]
    back = ask(answer["state"], action="pack", value="")
    assert back["ok"] and "pack" not in back["state"] and '<option value="" selected>' in back["html"]
    settled = ask(SCENARIO, action="settle", value={"order": SCENARIO["order"], "pack": "", "seed": ""})
    assert settled["ok"] and settled["state"] == SCENARIO
    refused = ask({**DEAL, "pack": "spanish-48"}, action="apply", value={"stakes": "K:2 | | "})
    assert refused["error"]["field"] == "stakes[0].K" and "1 2 3 4 5 6 7 8 9 S C R" in refused["error"]["reason"]


def test_static_view_is_the_live_view_for_every_kind():
    for widget_id, state in (("d", DEAL), ("s", STEPS), ("c", SCENARIO)):
        static = re.search(r'<div class="ma-widget__body">(.*)</div></div>$',
                           root(widget_id, state_of(state)), re.S).group(1)
        live = ask(state, action="reset")
        assert live["ok"] and live["html"] == static


def test_steps_show_one_card_at_a_time_and_link_the_rule():
    html = view(state_of({**STEPS, "step": 4}))
    assert "Step 5 of" in html and "Just turned:" in html and "51 cards still in the banker" in html
    assert re.search(r'<p class="ma-step__rule">Rule <a class="ma-rule" href="#basset\.deal\.first-card">', html)
    assert ask({**STEPS, "step": 4}, action="step", value="next")["state"]["step"] == 5
    last = ask(STEPS, action="step", value="last")["state"]["step"]
    assert last == len(steps(STEPS)) - 1


def test_a_win_offers_ride_or_take_and_the_choice_is_kept():
    at = first_choice(STEPS)
    html = view(state_of({**STEPS, "step": at}))
    assert 'data-action="ride"' in html and 'data-action="take"' in html and "Let it ride" in html
    answer = ask({**STEPS, "step": at}, action="ride", value="0")
    assert answer["ok"] and answer["state"]["decisions"] == "ride" and answer["state"]["step"] == at
    assert 'data-action="ride" data-value="0" aria-pressed="true"' in answer["html"]
    assert "decisions=ride" in answer["fragment"]
    again = ask(answer["state"], action="take", value="0")
    assert again["state"]["decisions"] == "take"


def test_the_reader_places_stakes_and_the_board_shows_them():
    answer = ask(DEAL, action="apply", value={"stakes": "Q:4 | 9:2 | A:1", "decisions": ""})
    assert answer["ok"] and answer["state"]["stakes"] == "Q:4 | 9:2 | A:1"
    assert "Blaise 4:" in answer["html"] and 'data-rank="Q"' in answer["html"]
    assert parse_stakes_text("k:2, 7:1 | ") == [{"K": 2, "7": 1}, {}]


def test_bad_stakes_orders_and_choices_are_refused_in_words():
    for value, field, words in (
        ({"stakes": "K:0 | | "}, "stakes[0].K", "whole number from 1"),
        ({"stakes": "Z:1 | | "}, "stakes[0].Z", "unknown denomination"),
        ({"stakes": "K:1"}, "stakes", "one group of stakes per punter"),
        ({"decisions": "ride,maybe"}, "decisions[1]", "'ride' or 'take'"),
    ):
        answer = ask(DEAL, action="apply", value=value)
        assert answer["ok"] is False and answer["error"]["field"] == field
        assert words in answer["error"]["reason"] and "Not accepted" in answer["html"] and 'role="alert"' in answer["html"]
    answer = ask(SCENARIO, action="settle", value={"order": "2S KS 2S"})
    assert answer["error"]["field"] == "order[2]" and "appears twice" in answer["html"]
    answer = ask(SCENARIO, action="apply", value={"seat": "2", "decisions": "ride,ride,ride,ride"})
    assert answer["error"]["reason"].startswith("a riding decision on a stake that has not won")


def test_names_are_escaped():
    html = root("w", state_of({**DEAL, "names": "<b>x</b> | B | C | D"}))
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


def test_the_widget_block_renders():
    html = fence("id: basset-x\ngame: basset\nkind: scenario\nplayers: 2\norder: KS\nstakes: K:1", "widget", "", {}, None)
    assert 'data-widget="basset-x"' in html and 'data-kind="scenario"' in html


@settings(max_examples=30, deadline=None)
@given(st.sampled_from(["deal", "steps"]), st.integers(0, 2**53 - 1), st.integers(2, 10), st.integers(0, 20),
       st.sampled_from(["", "K:2", "A:1 7:3"]))
def test_fragments_round_trip_and_reopen_the_same_view(kind, seed, players, step, group):
    fields: dict[str, object] = {"game": "basset", "kind": kind, "seed": seed, "players": players}
    if group:
        fields["stakes"] = " | ".join([group] * (players - 1))
    fields["step"] = step % len(steps(fields))  # a deal ends once no stake is at risk, so its steps vary
    state = state_of(fields)
    reopened = ask({**DEAL, "kind": kind}, fragment=state.to_fragment())
    assert WidgetState.from_fragment(state.to_fragment(), state_of({**DEAL, "kind": kind})) == state
    assert reopened["ok"] and reopened["html"] == view(state)


def test_two_steps_of_one_deal_draw_two_tables():
    first = view(state_of({**STEPS, "step": 0}))
    last = view(state_of({**STEPS, "step": len(steps(STEPS)) - 1}))
    turned = handle(request(state_of(STEPS)))["deals"][0]["summary"]["turned"]
    assert "52 cards still in the banker" in first and f"{52 - turned} cards still in the banker" in last
    assert len(re.findall(r'data-card="', first)) < turned <= len(re.findall(r'data-card="', last))
    assert re.findall(r'class="ma-seat__balance"[^>]*>([-+]\d+)', first) == ["+0", "+0", "+0"]
    assert re.findall(r'class="ma-seat__balance"[^>]*>([-+]\d+)', last) != ["+0", "+0", "+0"]
    assert "on the board</li>" not in first and "Blaise 2:" in last


def test_a_choice_naming_its_win_in_other_digits_is_refused_by_the_widget_in_words():
    for value in ("²", "١", "-1", "1.5"):
        refused = ask(STEPS, action="ride", value=value)
        assert not refused["ok"] and refused["error"] == {
            "field": "decisions", "reason": f"a choice must name the win it answers, not {value!r}",
            "label": "Your choice"}


def test_a_seated_reader_is_asked_at_their_next_win_and_answers_there():
    at = first_choice(STEPS)
    ridden = ask({**STEPS, "step": at}, action="ride", value="0")["state"]
    assert ridden["seat"] == "3" and ridden["decisions"] == "ride"
    last = len(steps(ridden)) - 1
    html = view(state_of({**ridden, "step": last}))
    assert 'data-action="take" data-value="1" aria-pressed="false"' in html and "Choose for Claude" in html
    taken = ask({**ridden, "step": last}, action="take", value="1")
    assert taken["ok"] and taken["state"]["decisions"] == "ride,take" and taken["state"]["step"] == last
    assert len(steps(taken["state"])) > last + 1


@pytest.mark.parametrize("state", [STEPS, {**STEPS, "seat": "3", "decisions": "ride,take,take"}, SCENARIO])
def test_changing_the_players_keeps_the_widget_valid_and_the_stakes_follow_the_punters(state):
    for players in (2, 4, 10, 3):
        changed = ask(state, action="players", value=str(players))
        assert changed["ok"] is True, (players, changed.get("error"))
        stakes = changed["state"].get("stakes", "")
        assert stakes.count("|") == players - 2, stakes
        assert int(changed["state"].get("seat", "1")) <= players


def test_the_deals_field_is_read_by_its_own_change_and_by_the_deal_button():
    three = ask(STEPS, action="deals", value="3")
    assert three["ok"] and three["state"]["deals"] == "3" and "After 3 deals" in three["html"]
    assert 'value="3"' in three["html"].split('name="deals"')[1][:200]
    two = ask(STEPS, action="apply", value={"seed": "9", "deals": "2"})
    assert two["ok"] and two["state"]["deals"] == "2" and two["state"]["seed"] == 9


def test_a_new_deal_clears_the_readers_choices_made_for_the_last() -> None:
    """A widget placed with the reader's choices deals anew without them: they were made for another deal."""
    for widget_id, fields in page_blocks("basset").items():
        if fields.get("kind") not in ("deal", "steps", "play"):
            continue
        placed = state_of(fields).as_dict()
        answer = json.loads(respond(json.dumps({"state": placed, "action": "new-deal"})))
        assert answer["ok"], (widget_id, answer.get("error"))
        assert answer["state"]["seed"] == placed["seed"] + 1 and "decisions" not in answer["state"]

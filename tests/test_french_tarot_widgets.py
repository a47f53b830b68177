"""French Tarot's calculators as the renderer draws them: the source's example scored, the reader's result applied
from the form, steps that draw the scorecard as it stood, a shared URL, refusals that keep the form with the
reason in words; and a hand judged line by line, the cards each line counts lit up."""

from __future__ import annotations

import html as markup
import json
import re

from widgets.live import respond
from widgets.render import root, view
from widgets.state import WidgetState

EXAMPLE = {"game": "french-tarot", "kind": "calculator", "players": 4, "taker": 1, "contract": "garde-sans",
           "points": 53, "oudlers": 2, "poignee": "1:single", "rounding": "yes"}


def text(html: str) -> str:
    return re.sub(r"\s+", " ", markup.unescape(re.sub(r"<[^>]+>", " ", html)))


def send(state: dict, action: str, value: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, "action": action, "value": value})))


def test_the_source_example_is_scored_step_by_step():
    html = view(WidgetState.from_fields(EXAMPLE))
    assert "Step 1 of 8" in text(html) and "needed 41 points" in text(html)
    last = view(WidgetState.from_fields({**EXAMPLE, "step": 7}))
    assert "Anne +510, Blaise -170, Claude -170, Denise -170" in text(last)
    assert 'href="#french-tarot.scorecard.rounding"' in last


def test_each_step_draws_the_scorecard_as_it_stood():
    def points(step: int) -> list[str]:
        html = view(WidgetState.from_fields({**EXAMPLE, "step": step}))
        return re.findall(r'class="ma-seat__points">([^<]+)<', html)
    assert points(0) == ["0 points"] * 4
    assert points(5) == ["504 points", "-168 points", "-168 points", "-168 points"]
    assert points(6) == ["510 points", "-170 points", "-170 points", "-170 points"]


def test_the_form_scores_the_readers_deal_and_the_url_reopens_it():
    five = send(EXAMPLE, "players", "5")["state"]
    answer = send(five, "apply", {"taker": "2", "contract": "garde", "points": "40,5", "oudlers": "2",
                                  "partner": "4", "poignee": "none", "petit": "defence", "chelem": "none",
                                  "rounding": "no"})
    assert answer["ok"], answer
    assert answer["state"]["rounding"] == "no" and answer["state"]["points"] == "40,5"
    html = answer["html"]
    assert "with 40½, Blaise loses the contract" in text(html)
    reopened = WidgetState.from_fragment(answer["fragment"], WidgetState.from_fields(EXAMPLE))
    assert view(reopened) == html
    assert 'name="partner"' in html


def test_a_refused_result_keeps_the_form_and_says_why_in_words():
    answer = send(EXAMPLE, "apply", {"points": "95"})
    assert not answer["ok"] and answer["error"]["field"] == "deals[0].points"
    assert "The taker's points:" in text(answer["html"]) and 'value="95"' in answer["html"]
    assert answer["state"] == WidgetState.from_fields(EXAMPLE).as_dict()
    partner = send({**EXAMPLE, "players": 4}, "apply", {"chelem": "taker", "points": "30"})
    assert not partner["ok"] and "The chelem:" in text(partner["html"])


def test_the_arrow_keys_step_and_the_root_names_the_calculator():
    html = root("t", WidgetState.from_fields(EXAMPLE))
    assert 'data-kind="calculator"' in html and "French Tarot: calculator" in html
    assert send(EXAMPLE, "step", "last")["state"]["step"] == 7


def test_a_kind_the_game_does_not_draw_is_refused_by_its_field():
    answer = send({**EXAMPLE}, "step", "next")
    assert answer["ok"]
    dealt = json.loads(respond(json.dumps({"state": {"game": "french-tarot", "kind": "deal", "seed": 1},
                                           "action": "new-deal"})))
    assert not dealt["ok"] and dealt["error"]["field"] == "kind" and "calculator" in dealt["error"]["reason"]
    farmer = json.loads(respond(json.dumps({"state": {"game": "farmer", "kind": "calculator"}, "action": "reset"})))
    assert not farmer["ok"] and farmer["error"]["field"] == "kind"


HAND = "21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR VTR 4CA 6CA"
JUDGE = {"game": "french-tarot", "kind": "calculator", "hand": HAND}


def test_a_hand_is_judged_line_by_line_with_its_cards_lit():
    first = view(WidgetState.from_fields(JUDGE))
    assert "The Monde (21): 10 points." in text(first) and "10 points" in text(first)
    assert 'data-card="21AT"' in first and re.search(r'is-highlighted[^>]*data-card="21AT"', first)
    assert not re.search(r'is-highlighted[^>]*data-card="0EX"', first)
    last = view(WidgetState.from_fields({**JUDGE, "step": 13}))
    assert "79 points in all: the guide says bid a garde sans." in text(view(WidgetState.from_fields(
        {**JUDGE, "step": 12}))) and "79 points" in text(last)


def test_a_hand_of_another_size_is_judged_for_its_table_or_refused_in_words():
    five = " ".join(HAND.split()[:15])
    answer = send(JUDGE, "apply", {"hand": five})
    assert answer["ok"] and "Step 1 of" in text(answer["html"])
    short = send(JUDGE, "apply", {"hand": "21AT 20AT"})
    assert not short["ok"] and short["error"]["field"] == "hand"
    assert "The hand: with 4 players a hand holds 18 cards, not 2" in text(short["html"])
    assert 'value="21AT 20AT"' in short["html"] and short["state"] == WidgetState.from_fields(JUDGE).as_dict()

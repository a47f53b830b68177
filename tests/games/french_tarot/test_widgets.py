"""French Tarot's calculators as the renderer draws them: the source's example scored, the reader's result applied
from the form, steps that draw the scorecard as it stood, a shared URL, refusals that keep the form with the
reason in words; and a hand judged line by line, the cards each line counts lit up."""

from __future__ import annotations

import html as markup
import json
import re

from widgets.games import state_of
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
    html = view(state_of(EXAMPLE))
    assert "Step 1 of 8" in text(html) and "needed 41 points" in text(html)
    last = view(state_of({**EXAMPLE, "step": 7}))
    assert "Anne +510 points, Blaise -170 points, Claude -170 points, Denise -170 points" in text(last)
    assert 'href="#french-tarot.scorecard.rounding"' in last


def test_each_step_draws_the_scorecard_as_it_stood():
    def points(step: int) -> list[str]:
        html = view(state_of({**EXAMPLE, "step": step}))
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
    reopened = WidgetState.from_fragment(answer["fragment"], state_of(EXAMPLE))
    assert view(reopened) == html
    assert 'name="partner"' in html


def test_a_refused_result_keeps_the_form_and_says_why_in_words():
    answer = send(EXAMPLE, "apply", {"points": "95"})
    assert not answer["ok"] and answer["error"]["field"] == "deals[0].points"
    assert "The taker's points:" in text(answer["html"]) and 'value="95"' in answer["html"]
    assert answer["state"] == state_of(EXAMPLE).as_dict()
    partner = send({**EXAMPLE, "players": 4}, "apply", {"chelem": "taker", "points": "30"})
    assert not partner["ok"] and "The chelem:" in text(partner["html"])


def test_the_arrow_keys_step_and_the_root_names_the_calculator():
    html = root("t", state_of(EXAMPLE))
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
    first = view(state_of(JUDGE))
    assert "The Monde (21): 10 points." in text(first) and "10 points" in text(first)
    assert 'data-card="21AT"' in first and re.search(r'is-highlighted[^>]*data-card="21AT"', first)
    assert not re.search(r'is-highlighted[^>]*data-card="0EX"', first)
    last = view(state_of({**JUDGE, "step": 13}))
    assert "79 points in all: the guide says bid a garde sans." in text(view(state_of(
        {**JUDGE, "step": 12}))) and "79 points" in text(last)


def test_a_hand_of_another_size_is_judged_for_its_table_or_refused_in_words():
    five = " ".join(HAND.split()[:15])
    answer = send(JUDGE, "apply", {"hand": five})
    assert answer["ok"] and "Step 1 of" in text(answer["html"])
    short = send(JUDGE, "apply", {"hand": "21AT 20AT"})
    assert not short["ok"] and short["error"]["field"] == "hand"
    assert "The hand: with 4 players a hand holds 18 cards, not 2" in text(short["html"])
    assert 'value="21AT 20AT"' in short["html"] and short["state"] == state_of(JUDGE).as_dict()


def test_the_taker_s_pile_is_picked_card_by_card_and_counted_both_ways():
    piled = send(EXAMPLE, "tricks", "pile")
    assert piled["ok"] and piled["state"]["tricks"] == "pile" and 'name="points"' not in piled["html"]
    assert len(re.findall(r'data-action="pick"', piled["html"])) == 78
    assert len(re.findall(r'aria-pressed="true"', piled["html"])) == 0 and "0 cards picked" in text(piled["html"])
    state = piled["state"]
    for code in ("RPI", "21AT", "7TR", "0EX"):
        state = send(state, "pick", code)["state"]
    answer = send(state, "pick", "0EX")
    assert answer["state"]["pile"] == "RPI 21AT 7TR"
    html = answer["html"]
    assert re.findall(r'data-value="([^"]+)" aria-pressed="true"', html) == ["21AT", "RPI", "7TR"]
    said = text(html)
    assert "Card by card: 2 king or oudler at 4½; 1 ordinary card at ½; 9½ points." in said
    assert "In pairs: 1 × king or oudler with an ordinary card; 1 × king or oudler alone; the same 9½ points." in said
    assert "The taker's pile holds one oudler." in said
    reopened = WidgetState.from_fragment(answer["fragment"], state_of(EXAMPLE))
    assert "pile=RPI+21AT+7TR" in answer["fragment"] and view(reopened) == html
    emptied = send(answer["state"], "clear-pile", None)
    assert emptied["state"]["pile"] == "none" and "0 cards picked" in text(emptied["html"])
    back = send(answer["state"], "tricks", "points")
    assert 'name="points"' in back["html"] and 'data-action="pick"' not in back["html"]


def test_a_pile_the_engine_refuses_keeps_the_form_and_the_picker_and_says_why_in_words():
    piled = {**EXAMPLE, "tricks": "pile", "pile": "RPI 21AT"}
    twice = send({**piled, "pile": "RPI RPI"}, "reset", None)
    assert not twice["ok"] and twice["error"]["field"] == "deals[0].pile[1]"
    assert "The taker's pile: R♠ (king of spades) appears twice" in text(twice["html"])
    assert 'data-value="RPI" aria-pressed="true"' in twice["html"] and 'name="contract"' in twice["html"]
    unknown = send({**piled, "pile": "RPI 22AT"}, "reset", None)
    assert not unknown["ok"] and unknown["error"]["field"] == "deals[0].pile[1]"
    assert "The taker's pile:" in text(unknown["html"])
    tampered = send(piled, "pick", "KS")
    assert not tampered["ok"] and tampered["error"]["field"] == "pile" and tampered["state"]["pile"] == "RPI 21AT"
    switch = send(piled, "tricks", "both")
    assert not switch["ok"] and switch["error"]["field"] == "tricks"


def test_the_house_rules_are_in_the_form_and_scored():
    html = view(state_of(EXAMPLE))
    for label in ("Misère (house rule)", "Petit chelem (house rule)", "Contracts worth (house rule)",
                  "Garde contre multiplies by (variant)"):
        assert label in text(html)
    answer = send(EXAMPLE, "apply", {"contract": "garde-contre", "points": "60", "oudlers": "2", "misere": "3",
                                     "petit_chelem": "taker", "scale": "fixed", "garde_contre": "8",
                                     "rounding": "no", "poignee": "none"})
    assert answer["ok"], answer
    said = text(answer["html"])
    assert "On the fixed scale a garde contre is worth 160." in said
    assert "The taker's side made an unannounced petit chelem: 150 to it." in said
    assert "Claude declared misère: 10 from each other player, 30 in all." in said
    for name, value in (("misere", "3"), ("petit_chelem", "taker"), ("scale", "fixed"), ("garde_contre", "8")):
        assert answer["state"][name] == value and f"{name}={value}" in answer["fragment"]
    eight = send(EXAMPLE, "apply", {"contract": "garde-contre", "garde_contre": "8", "rounding": "no"})
    assert "× 8 for the garde contre" in text(eight["html"])
    bad = send(EXAMPLE, "apply", {"garde_contre": "7"})
    assert not bad["ok"] and "The garde contre's multiplier:" in text(bad["html"]) and 'value="7"' not in bad["html"]
    lost = send(EXAMPLE, "apply", {"points": "30", "petit_chelem": "taker"})
    assert not lost["ok"] and lost["error"]["field"] == "deals[0].petit_chelem.made_by"


CHANCES = {"game": "french-tarot", "kind": "calculator", "players": 4, "chances": "held", "count": 8, "of": 14}


def test_my_chances_are_counted_step_by_step_with_the_figures_so_far():
    first = view(state_of(CHANCES))
    assert "C(60, 6) = 50,063,860 dogs" in text(first) and "Step 1 of 14" in text(first)
    assert 'href="#french-tarot.odds.dog-count"' in first and "our reading" in first
    second = view(state_of({**CHANCES, "step": 1}))
    assert re.findall(r'<tr class="is-current"><th scope="row">([^<]+)</th><td>([^<]+)<', second) == [
        ("0 of them in the dog", "737919/1430396 = 51.6 %")]
    last = text(view(state_of({**CHANCES, "step": 13})))
    assert "one defender holds 5 or more 916/24115 = 3.8 %" in last


def test_my_chances_from_the_form_reopen_from_the_url_and_are_refused_in_words():
    answer = send(CHANCES, "apply", {"chances": "missing", "count": "4", "of": "14"})
    assert answer["ok"] and answer["state"]["chances"] == "missing"
    assert "The dog holds one of the 4" in text(answer["html"]) and "30.5 %" in text(answer["html"])
    reopened = WidgetState.from_fragment(answer["fragment"], state_of(CHANCES))
    assert view(reopened) == answer["html"]
    five = send(answer["state"], "players", "5")
    assert five["ok"] and "the partner being unknown" in text(five["html"])
    held = send(CHANCES, "apply", {"chances": "held", "count": "14", "of": "14"})
    assert not held["ok"] and held["error"]["field"] == "held"
    assert "The cards you hold: With 4 players, of a kind of 14" in text(held["html"]) and 'value="14"' in held["html"]
    many = send(CHANCES, "apply", {"chances": "missing", "count": "99999"})
    assert not many["ok"] and many["error"]["field"] == "missing" and "The cards you lack:" in text(many["html"])
    word = send(CHANCES, "apply", {"count": "eight"})
    assert not word["ok"] and word["error"]["field"] == "held" and 'value="eight"' in word["html"]


DEALT = {"game": "french-tarot", "kind": "calculator", "players": 4, "seed": 42, "judge": "dealt"}


def test_a_hand_dealt_from_a_seed_is_judged_and_reopens_from_the_url():
    html = view(state_of(DEALT))
    assert "Anne is first hand, in seat 1, and Blaise, in seat 2 on Anne's left, deals" in text(html)
    assert 'name="seed"' in html and 'data-action="new-deal"' in html and 'data-action="apply"' in html
    dealt = send(DEALT, "apply", {"seed": "7"})
    assert dealt["ok"] and dealt["state"]["seed"] == 7 and "seed=7" in dealt["fragment"]
    again = send(dealt["state"], "new-deal", None)
    assert again["state"]["seed"] == 8 and again["html"] != dealt["html"]
    three = send(again["state"], "players", "3")
    assert three["ok"] and "Anne's 24 cards" in text(three["html"])
    reopened = WidgetState.from_fragment(three["fragment"], state_of(DEALT))
    assert view(reopened) == three["html"]
    bad = send(DEALT, "apply", {"seed": "-5"})
    assert not bad["ok"] and bad["error"]["field"] == "seed"


def test_the_judge_switches_between_a_typed_hand_and_a_dealt_one():
    dealt = send(JUDGE, "judge", "dealt")
    assert dealt["ok"] and dealt["state"]["judge"] == "dealt" and dealt["state"]["seed"] == 1
    assert "french-tarot.deal.packets" in dealt["html"] and 'name="hand"' not in dealt["html"]
    typed = send(dealt["state"], "judge", "typed")
    assert typed["ok"] and 'name="hand"' in typed["html"] and "The Monde (21): 10 points." in text(typed["html"])
    assert not send(JUDGE, "judge", "drawn")["ok"]

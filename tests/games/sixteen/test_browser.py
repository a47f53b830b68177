"""The live widgets of the games of sixteen's pages (Farmer and Ferme) in Chromium: hands typed into a scenario are
settled as CPython's engine settles them, and Farmer's scenario in the "predict, then check" mode asks its tie
rules. What every game page's widgets must do is checked over every page by tests/browser/.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

import pytest

from engine.api import handle
from tests.browser.browser_harness import reveal, widget_body, widget_ids, widget_state
from tests.browser.live_widget import act, click, control, root, step_of
from tests.browser.predicting import answers, clean, questions
from tests.browser.stepping import engine_answer
from widgets.table import steps_of

PAGES = {"farmer": "games/farmer/", "ferme": "games/ferme/"}
"""The games of sixteen's pages, by game."""


def _scenario_hands(game: str, variant: str | None, seats: int, farmer: int) -> list[str]:
    """Hands for `seats` seats (the farmer at seat `farmer`) that this engine settles, with a tie on 16 if it can."""
    cards = ["10S 6H", "KD 4C 2S", "7C 7D", "3H 9H", "JS 5S", "QC 2H 2D", "9D 4S", "JH 3C", "QS 2C", "KH 5H", "9S 3D"]
    farmer_cards = "9C 5D"
    for farmer_holds in (True, False):
        others = iter(cards)
        hands = [(farmer_cards if farmer_holds else "") if seat == farmer else next(others)
                 for seat in range(1, seats + 1)]
        request = {"action": "settle", "game": game, "farmer": farmer, "hands": [h.split() for h in hands]}
        if variant:
            request["variant"] = variant
        if "error" not in handle(request):
            return hands
    raise AssertionError(f"no test hands for {game} {variant} with {seats} seats")


@pytest.mark.parametrize("game", PAGES)
def test_scenario_settles(live, page, game):
    """Hands typed into a scenario and settled: the state holds them, and the view shows the engine's result
    (the winner CPython's engine finds for the same hands, and the tie rules it applied)."""
    live(PAGES[game])
    ids = widget_ids(page, "scenario")
    assert ids, f"no scenario widget on the {game} page"
    for widget_id in ids:
        reveal(page, widget_id)
        state = widget_state(page, widget_id)
        inputs = page.locator(f"{root(widget_id)} input[name^='hand-']")
        seats = inputs.count()
        assert seats >= 2, f"#{widget_id} has {seats} hand inputs (input[name=hand-1], ...)"
        farmer_control = page.locator(f"{root(widget_id)} [name='farmer']")
        if farmer_control.count():
            farmer = 1
            if farmer_control.first.evaluate("e => e.tagName") == "SELECT":
                farmer_control.first.select_option("1")
            else:
                farmer_control.first.fill("1")
        else:
            farmer = int(state.get("farmer", 1))
        hands = _scenario_hands(state.get("game", game), state.get("variant"), seats, farmer)
        for seat, hand in enumerate(hands, start=1):
            page.fill(f"{root(widget_id)} input[name='hand-{seat}']", hand)
        before_body = widget_body(page, widget_id)
        after = click(page, widget_id, "settle", change=False)
        settled = [h.split() for h in str(after.get("hands", "")).split("|")]
        assert settled == [h.split() for h in hands], f"#{widget_id}: settled {after.get('hands')!r}, typed {hands}"
        assert int(after.get("farmer", 1)) == farmer, (
            f"#{widget_id}: the farmer is seat {after.get('farmer')}, not {farmer}")
        body = widget_body(page, widget_id)
        assert body != before_body, f"#{widget_id}: settle changed nothing on screen"
        request = {"action": "settle", "game": state.get("game", game), "farmer": farmer,
                   "hands": [h.split() for h in hands]}
        if state.get("variant"):
            request["variant"] = state["variant"]
        response = handle(request)
        round_ = {**response["deals"][0]["summary"], "steps": response["deals"][0]["steps"]}
        names = {seat["seat"]: seat["name"] for seat in response["seats"]}
        text = page.inner_text(f"{root(widget_id)} .ma-widget__body")
        if round_.get("winner") is not None:
            assert names[round_["winner"]] in text, f"#{widget_id}: the winner {names[round_['winner']]} is not shown"
        tie_rules = sorted({step["rule"] for step in round_["steps"] if ".tie." in step["rule"]})
        missing = [rule for rule in tie_rules if rule not in body]
        assert not missing, f"#{widget_id}: the view does not name the tie rules {missing}"


def test_a_scenario_in_predict_mode_asks_its_tie_rules(live, page):
    live(PAGES["farmer"])
    widget = "farmer-tie"
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1 and "predict=1" in page.url
    tie = next(at for at in questions(on) if steps_of(engine_answer(on))[at]["rule"].startswith("farmer.tie."))
    for _ in range(tie - step_of(on)):
        act(page, widget, lambda: control(page, widget, "step", "next").click())
    question = page.inner_text(f"{root(widget)} .ma-predict__question")
    assert "tie rule" in question.lower() and "Still tied" in page.inner_text(f"{root(widget)} .ma-predict")
    clean(page, "a Farmer scenario asking a tie rule")
    for value in answers(widget_state(page, widget), right=True):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["revealed"], shown["right"], shown["asked"]) == (tie, 1, 1)
    assert page.inner_text(f"{root(widget)} .ma-predict__verdict").startswith("Right:")
    assert page.locator(f"{root(widget)} .ma-predict__verdict a[href^='#farmer.tie.']").count() == 1

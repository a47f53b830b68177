"""The "predict, then check" mode in Chromium: a shared URL with ``predict=1`` opens Farmer's steps on a question
with the face-down cards hidden, which axe-core finds accessible, and Next reveals the winner and the rule; on Swiss Tarot's play, the switch turns
the mode on, every hand is hidden, and the first trick is asked before its winner is shown.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from browser_harness import axe, describe_violations, wait_live, widget_state
from .test_widgets import act, control, live, root, runtime, step_of  # noqa: F401 (live and runtime are fixtures)
from .stepping import engine_answer, engine_table

from widgets.predict import QUESTION, decisive
from widgets.table import steps_of


def first_decisive(state: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    """The first step the mode asks about for a widget's state, and that step as the engine gives it."""
    steps = steps_of(engine_answer(state))
    at = next(i for i, step in enumerate(steps) if decisive(step["rule"], state["game"]))
    return at, steps[at]


def text(page: Any, widget_id: str) -> str:
    return page.inner_text(f"{root(widget_id)} .ma-widget__body")


def test_a_predict_url_hides_the_cards_and_next_reveals_the_winner(runtime, page, goto):
    state = {"game": "farmer", "kind": "steps", "seed": 7, "players": 5}
    at, step = first_decisive(state)
    down = max(i for i in range(at) if any(seat.get("down") for seat in engine_table(state, i)["seats"].values()))
    widget = "farmer-steps"
    goto(f"games/farmer/#{widget}:game=farmer&kind=steps&seed=7&players=5&step={down}&predict=1")
    wait_live(page)
    page.wait_for_function(f"() => JSON.parse(document.getElementById('{widget}').dataset.state).step === {down}")
    assert widget_state(page, widget)["predict"] == 1 and control(page, widget, "predict").is_checked()
    assert page.locator(f"{root(widget)} .ma-card.is-down").count() == 0
    assert page.locator(f"{root(widget)} .ma-card--back").count() > 0

    control(page, widget, "step", "next").focus()
    for _ in range(at - down):
        act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert step_of(widget_state(page, widget)) == at
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == QUESTION
    assert "predict" in page.inner_text(f"{root(widget)} .ma-step__count")
    assert step["text"] not in text(page, widget)
    assert page.locator(f"{root(widget)} .ma-step a[href='#{step['rule']}']").count() == 0
    violations = axe(page)
    assert not violations, "axe-core, Farmer page with a question asked:\n" + describe_violations(violations)

    control(page, widget, "step", "next").focus()
    revealed = act(page, widget, lambda: page.keyboard.press("Enter"))
    assert (step_of(revealed), revealed["revealed"]) == (at, at)
    assert page.locator(f"{root(widget)} .ma-predict").count() == 0
    assert step["text"] in page.inner_text(f"{root(widget)} .ma-step__text")
    assert page.locator(f"{root(widget)} .ma-step a[href='#{step['rule']}']").count() == 1
    assert page.evaluate("() => document.activeElement.dataset.value") == "next"
    assert "predict=1" in page.url and f"revealed={at}" in page.url

    assert step_of(act(page, widget, lambda: page.keyboard.press("ArrowRight"))) == at + 1


def test_the_switch_hides_the_hands_and_asks_the_first_trick(live, page):
    live("games/swiss-tarot/")
    widget = "swiss-tarot-play"
    seats = f"{root(widget)} .ma-seats"
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1 and "predict=1" in page.url

    at, step = first_decisive(on)
    control(page, widget, "step", "next").focus()
    for _ in range(at - 1):
        act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.locator(f"{seats} .ma-card").count() == 0
    assert page.inner_text(seats).count("cards in hand") == 3

    act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == QUESTION
    assert page.locator(f"{root(widget)} .ma-trick .is-winner").count() == 0
    assert step["text"] not in text(page, widget)

    revealed = act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert revealed["revealed"] == at and step["text"] in page.inner_text(f"{root(widget)} .ma-step__text")
    assert page.locator(f"{root(widget)} .ma-step a[href='#swiss-tarot.trick.win']").count() == 1

    off = act(page, widget, lambda: control(page, widget, "predict").uncheck())
    assert "predict" not in off and step_of(off) == at
    assert page.locator(f"{seats} .ma-card").count() > 0

"""The "predict, then check" mode in Chromium: on a phone a pupil taps an answer, right then wrong, and sees the
verdict, the tally in the address and the deal tried again; by keyboard alone the same, the live region saying each
question and each verdict; a scenario switched to the mode asks its tie rules; watching French Tarot, a bid is asked
with every hand shown; a half-given answer and its verdict read in both palettes; on Swiss Tarot's play, the switch
hides every hand and asks the first trick. axe-core finds nothing in any of these views.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

import pytest

from browser_harness import axe, describe_violations, use_scheme, wait_live, widget_state
from phone import past_the_edge
from .test_widgets import act, control, live, root, runtime, step_of  # noqa: F401 (live and runtime are fixtures)
from .stepping import engine_answer

from widgets import predict
from widgets.games import RENDERERS, state_of
from widgets.render import shown_step
from widgets.table import steps_of

PHONE = {"width": 360, "height": 740}
"""The phone the issue measured on."""


def questions(state: dict[str, Any]) -> list[int]:
    """The steps the mode asks about for a widget's state."""
    return [i for i, step in enumerate(steps_of(engine_answer(state))) if predict.decisive(step, RENDERERS[state["game"]].decisive)]


def answers(state: dict[str, Any], right: bool) -> list[str]:
    """The buttons' values that answer the question a state shows, every part right or every part wrong."""
    shown = state_of(state)
    step = shown_step(shown)
    asked = predict.question(shown, step)
    assert asked is not None
    values = []
    for kind, offered, good in zip(("choice", "rule"), (asked.choices, asked.rules),
                                   predict.right_answers(shown, step)):
        if offered and good is not None:
            values.append(f"{kind}-{good if right else (good + 1) % len(offered)}")
    return values


def said(page: Any, widget_id: str) -> str:
    """What the widget's polite live region says now."""
    return (page.locator(f"{root(widget_id)} .ma-widget__said").text_content() or "").strip()


def clean(page: Any, what: str) -> None:
    violations = axe(page)
    assert not violations, f"axe-core, {what}:\n" + describe_violations(violations)


FARMER = {"game": "farmer", "kind": "steps", "seed": 7, "players": 5}
"""The Farmer round whose questions a pupil answers, by touch and by keyboard."""


def open_farmer(page: Any, goto: Any, step: int) -> str:
    """Opens the Farmer round in the mode at ``step`` by its link, and gives its widget's id once it shows it."""
    widget = "farmer-steps"
    goto(f"games/farmer/#{widget}:game=farmer&kind=steps&seed=7&players=5&step={step}&predict=1")
    wait_live(page)
    page.wait_for_function(f"() => (JSON.parse(document.getElementById('{widget}').dataset.state).step || 0) === {step}")
    return widget


def test_a_pupil_answers_right_then_wrong_on_a_phone(runtime, page, goto):
    page.set_viewport_size(PHONE)
    first, second = questions(FARMER)[:2]
    widget = open_farmer(page, goto, first)
    buttons = page.locator(f"{root(widget)} [data-action='answer']")
    assert buttons.count() >= 2 and min(buttons.nth(i).bounding_box()["height"] for i in range(buttons.count())) >= 44
    assert not past_the_edge(page), past_the_edge(page)
    clean(page, "Farmer on a phone, a question asked")

    for value in answers(widget_state(page, widget), right=True):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["revealed"], shown["right"], shown["asked"]) == (first, 1, 1)
    verdict = page.inner_text(f"{root(widget)} .ma-predict__verdict")
    assert verdict.startswith("Right:") and "1 of 1 right" in page.inner_text(f"{root(widget)} .ma-predict__tally")
    assert "right=1&asked=1" in page.url and said(page, widget).startswith("Right:")
    assert not past_the_edge(page), past_the_edge(page)
    clean(page, "Farmer on a phone, an answer right")

    for _ in range(second - first):
        act(page, widget, lambda: control(page, widget, "step", "next").click())
    question = page.inner_text(f"{root(widget)} .ma-predict__question")
    assert said(page, widget) == question
    for value in answers(widget_state(page, widget), right=False):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["right"], shown["asked"]) == (1, 2) and "right=1&asked=2" in page.url
    assert page.inner_text(f"{root(widget)} .ma-predict__verdict").startswith("Not quite:")
    assert said(page, widget).startswith("Not quite:")
    clean(page, "Farmer on a phone, an answer wrong")

    again = act(page, widget, lambda: control(page, widget, "again").click())
    assert step_of(again) == 0 and "asked" not in again and "asked=" not in page.url and "predict=1" in page.url
    assert "none yet" in page.inner_text(f"{root(widget)} .ma-predict__tally")


def test_a_pupil_answers_by_keyboard_alone(runtime, page, goto):
    first, second = questions(FARMER)[:2]
    widget = open_farmer(page, goto, first - 1)
    control(page, widget, "step", "next").focus()
    act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert said(page, widget) == page.inner_text(f"{root(widget)} .ma-predict__question")

    for value in answers(widget_state(page, widget), right=True):
        target = control(page, widget, "answer", value)
        page.locator(f"{root(widget)} [data-action='answer']").first.focus()
        while page.evaluate("() => document.activeElement.dataset.value") != value:
            page.keyboard.press("Tab")
        assert target.evaluate("el => el === document.activeElement")
        shown = act(page, widget, lambda: page.keyboard.press("Enter"))
    assert (shown["right"], shown["asked"]) == (1, 1) and "right=1&asked=1" in page.url
    assert said(page, widget).startswith("Right:")
    assert page.evaluate("() => document.activeElement.dataset.value") == "next"  # focus waits on Next

    for _ in range(second - first):
        act(page, widget, lambda: page.keyboard.press("Enter"))
    for value in answers(widget_state(page, widget), right=False):
        page.locator(f"{root(widget)} [data-action='answer']").first.focus()
        while page.evaluate("() => document.activeElement.dataset.value") != value:
            page.keyboard.press("Tab")
        shown = act(page, widget, lambda: page.keyboard.press("Space"))
    assert (shown["right"], shown["asked"]) == (1, 2) and "right=1&asked=2" in page.url
    assert said(page, widget).startswith("Not quite:")
    clean(page, "Farmer by keyboard, a wrong answer shown")


def test_a_scenario_in_predict_mode_asks_its_tie_rules(live, page):
    live("games/farmer/")
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


def test_the_switch_hides_the_hands_and_asks_the_first_trick(live, page):
    live("games/swiss-tarot/")
    widget = "swiss-tarot-play"
    seats = f"{root(widget)} .ma-seats"
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1 and "predict=1" in page.url

    at = questions(on)[0]
    step = steps_of(engine_answer(on))[at]
    control(page, widget, "step", "next").focus()
    for _ in range(at - 1):
        act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.locator(f"{seats} .ma-card").count() == 0
    assert page.inner_text(seats).count("cards in hand") == 3

    act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "Who wins the trick?"
    assert page.locator(f"{root(widget)} .ma-trick .is-winner").count() == 0
    assert step["text"] not in page.inner_text(f"{root(widget)} .ma-widget__body")

    revealed = act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert revealed["revealed"] == at and step["text"] in page.inner_text(f"{root(widget)} .ma-step__text")
    assert page.locator(f"{root(widget)} .ma-step a[href='#swiss-tarot.trick.win']").count() >= 1

    off = act(page, widget, lambda: control(page, widget, "predict").uncheck())
    assert "predict" not in off and step_of(off) == at
    assert page.locator(f"{seats} .ma-card").count() > 0


def test_watching_french_tarot_a_bid_is_asked_with_every_hand_shown(runtime, page, goto):
    widget = "french-tarot-table"
    state = {"game": "french-tarot", "kind": "steps", "seed": 1, "players": 4}
    bid = questions(state)[0]
    goto(f"games/french-tarot/#{widget}:game=french-tarot&kind=steps&seed=1&players=4&step={bid}&predict=1")
    wait_live(page)
    page.wait_for_function(f"() => JSON.parse(document.getElementById('{widget}').dataset.state).step === {bid}")
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "What does Anne say?"
    assert page.locator(f"{root(widget)} .ma-card--back").count() == 6  # the dog alone stays face down
    assert page.locator(f"{root(widget)} .ma-card").count() == 78
    clean(page, "French Tarot watched, a bid asked")
    for value in answers(widget_state(page, widget), right=True):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["right"], shown["asked"]) == (1, 1)
    assert page.locator(f"{root(widget)} .ma-card--back").count() == 4 * 18 + 6  # the bid told: hands hidden again


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_half_given_answer_reads_in_both_palettes(runtime, page, goto, scheme):
    use_scheme(page, scheme)
    farm = next(at for at in questions(FARMER) if steps_of(engine_answer(FARMER))[at]["rule"] in
                ("farmer.win.sixteen", "farmer.no-sixteen.farm-stays"))
    widget = open_farmer(page, goto, farm)
    half = act(page, widget, lambda: control(page, widget, "answer", "choice-0").click())
    assert half["picked"] == 0 and "revealed" not in half
    assert control(page, widget, "answer", "choice-0").get_attribute("aria-pressed") == "true"
    clean(page, f"Farmer, a player chosen and the rule still to choose, {scheme} palette")
    shown = act(page, widget, lambda: control(page, widget, "answer", "rule-0").click())
    assert shown["revealed"] == farm
    clean(page, f"Farmer, a verdict, {scheme} palette")


def test_the_score_calculator_quizzes_the_class_on_its_deal(runtime, page, goto):
    """The switch on the score calculator: the contract made or lost, then the multiplier, answered by touch, the
    scorecard's steps held back until then; axe-core finds nothing while it is asked."""
    widget = "french-tarot-score"
    goto("games/french-tarot/")
    wait_live(page)
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1
    first = act(page, widget, lambda: control(page, widget, "step", "first").click()) if step_of(on) else on
    assert step_of(first) == 0
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "Does Anne make the contract?"
    clean(page, "the score calculator, a question asked")
    shown = act(page, widget, lambda: control(page, widget, "answer", "choice-0").click())
    assert (shown["right"], shown["asked"]) == (1, 1)
    assert page.inner_text(f"{root(widget)} .ma-predict__verdict").startswith("Right:")
    while "ma-predict__question" not in page.inner_html(f"{root(widget)} .ma-widget__body"):
        act(page, widget, lambda: control(page, widget, "step", "next").click())
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "By how much does the contract multiply the score?"
    shown = act(page, widget, lambda: control(page, widget, "answer", "choice-2").click())  # a garde sans: × 4
    assert (shown["right"], shown["asked"]) == (2, 2) and "right=2&asked=2" in page.url

"""The "predict, then check" mode in Chromium: on a phone a pupil taps an answer, right then wrong, and sees the
verdict, the tally in the address and the deal tried again, on an English page and on a French one; by keyboard alone the same, the live region saying each
question and each verdict; a half-given answer and its verdict read in both palettes. axe-core finds nothing in any
of these views. What the mode asks of a game's own widgets is in that game's own tests (tests/games/<package>/).

The round answered is the first widget of the game pages that steps through a deal from its first step with nobody
seated and asks two questions or more. The `page` fixture checks in every test that no request left 127.0.0.1 and
no console or page error happened.
"""

from __future__ import annotations

from typing import Any

import pytest

from widgets import predict
from widgets.games import state_of
from widgets.render import shown_step

from .browser_harness import use_scheme, wait_live, widget_state
from .live_widget import act, control, root, step_of
from .phone import past_the_edge
from .predicting import answers, clean, questions, said
from .site_nav import block, plain

PHONE = {"width": 360, "height": 740}
"""The phone the issue measured on."""

PATH, WIDGET = next((path, widget_id) for path, widget_id in plain("steps")
                    if len(questions(state_of(block(path, widget_id)).as_dict())) >= 2)
ROUND = state_of(block(PATH, WIDGET)).as_dict()
"""The round whose questions a pupil answers, by touch and by keyboard, and its widget's page and id."""


def two_parts(state: dict[str, Any], at: int) -> bool:
    """Whether the question asked at step ``at`` of a state is answered in two parts: a choice, then a rule."""
    shown = state_of({**state, "step": at, "predict": 1})
    asked = predict.question(shown, shown_step(shown))
    return asked is not None and bool(asked.choices) and bool(asked.rules)


SAID = {"": ("Right:", "1 of 1 right", "Not quite:", "none yet"),
        "fr/": ("Juste\u00a0:", "1 juste sur 1", "Pas tout à fait\u00a0:", "aucune pour l’instant")}
"""What the mode says, by the edition's sub-path: a right answer's verdict, the tally after it, a wrong answer's
verdict, and the tally of a deal tried again."""


def open_round(page: Any, goto: Any, step: int, edition: str = "") -> str:
    """Opens the round in the mode at ``step`` by its link, on the page of an edition (its sub-path), and gives its
    widget's id once it shows it."""
    goto(f"{edition}{PATH}#{WIDGET}:{state_of({**ROUND, 'step': step, 'predict': 1}).to_fragment()}")
    wait_live(page)
    page.wait_for_function("([id, step]) => (JSON.parse(document.getElementById(id).dataset.state).step || 0) === step",
                           arg=[WIDGET, step])
    return WIDGET


@pytest.mark.parametrize("edition", SAID, ids=lambda sub_path: sub_path.strip("/") or "en")
def test_a_pupil_answers_right_then_wrong_on_a_phone(widget_runtime, page, goto, edition):
    right, tallied, wrong, again_tally = SAID[edition]
    page.set_viewport_size(PHONE)
    first, second = questions(ROUND)[:2]
    widget = open_round(page, goto, first, edition)
    buttons = page.locator(f"{root(widget)} [data-action='answer']")
    assert buttons.count() >= 2 and min(buttons.nth(i).bounding_box()["height"] for i in range(buttons.count())) >= 44
    assert not past_the_edge(page), past_the_edge(page)
    clean(page, "the round on a phone, a question asked")

    for value in answers(widget_state(page, widget), right=True):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["revealed"], shown["right"], shown["asked"]) == (first, 1, 1)
    verdict = page.inner_text(f"{root(widget)} .ma-predict__verdict")
    assert verdict.startswith(right) and tallied in page.inner_text(f"{root(widget)} .ma-predict__tally")
    assert "right=1&asked=1" in page.url and said(page, widget).startswith(right)
    assert not past_the_edge(page), past_the_edge(page)
    clean(page, "the round on a phone, an answer right")

    for _ in range(second - first):
        act(page, widget, lambda: control(page, widget, "step", "next").click())
    question = page.inner_text(f"{root(widget)} .ma-predict__question")
    assert said(page, widget) == question
    for value in answers(widget_state(page, widget), right=False):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["right"], shown["asked"]) == (1, 2) and "right=1&asked=2" in page.url
    assert page.inner_text(f"{root(widget)} .ma-predict__verdict").startswith(wrong)
    assert said(page, widget).startswith(wrong)
    clean(page, "the round on a phone, an answer wrong")

    again = act(page, widget, lambda: control(page, widget, "again").click())
    assert step_of(again) == 0 and "asked" not in again and "asked=" not in page.url and "predict=1" in page.url
    assert again_tally in page.inner_text(f"{root(widget)} .ma-predict__tally")


def test_a_pupil_answers_by_keyboard_alone(widget_runtime, page, goto):
    first, second = questions(ROUND)[:2]
    widget = open_round(page, goto, first - 1)
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
    clean(page, "the round by keyboard, a wrong answer shown")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_half_given_answer_reads_in_both_palettes(widget_runtime, page, goto, scheme):
    use_scheme(page, scheme)
    at = next(at for at in questions(ROUND) if two_parts(ROUND, at))
    widget = open_round(page, goto, at)
    half = act(page, widget, lambda: control(page, widget, "answer", "choice-0").click())
    assert half["picked"] == 0 and "revealed" not in half
    assert control(page, widget, "answer", "choice-0").get_attribute("aria-pressed") == "true"
    clean(page, f"the round, a player chosen and the rule still to choose, {scheme} palette")
    shown = act(page, widget, lambda: control(page, widget, "answer", "rule-0").click())
    assert shown["revealed"] == at
    clean(page, f"the round, a verdict, {scheme} palette")

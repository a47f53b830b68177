"""The French Tarot page's score calculator in Chromium: it goes live with the static view, scores a deal typed
by keyboard, steps with the arrow keys through the scorecard as it stood, reopens from a copied URL, keeps its
form with the reason when a result is refused, and is accessible."""

from __future__ import annotations

import json
import re
from typing import Any

from browser_harness import axe_all_tabs, describe_violations, normalize_html, widget_body, widget_state
from browser.test_widgets import act, control, live, reopen, root, runtime, static_views  # noqa: F401 (fixtures)

PAGE = "games/french-tarot/"
WIDGET = "french-tarot-score"


def points(page: Any) -> list[str]:
    """The points each seat of the scorecard shows."""
    return page.locator(f"{root(WIDGET)} .ma-seat__points").all_inner_texts()


def same_page_links(html: str) -> str:
    """A body with its links to the page's own anchors written as ``#anchor``, as the page serves them (the
    browser reports the ones it followed as whole addresses)."""
    return re.sub(r'href="[^"#]*#', 'href="#', html)


def test_the_calculator_goes_live_and_draws_what_was_served(live, page):
    live(PAGE)
    served = static_views(page)[WIDGET]
    assert widget_state(page, WIDGET) == json.loads(served["state"])
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "next").click())
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "previous").click())
    assert same_page_links(widget_body(page, WIDGET)) == same_page_links(normalize_html(served["body"]))
    assert points(page) == ["0 points"] * 4
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, French Tarot page:\n" + describe_violations(violations)


def test_a_deal_typed_by_keyboard_is_scored_and_stepped_with_the_arrow_keys(live, page):
    live(PAGE)
    page.select_option(f"{root(WIDGET)} select[name='contract']", "garde")
    page.select_option(f"{root(WIDGET)} select[name='rounding']", "no")
    field = page.locator(f"{root(WIDGET)} input[name='points']")
    field.fill("38")
    state = act(page, WIDGET, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert (state["contract"], state["points"], state["rounding"]) == ("garde", "38", "no")
    text = page.inner_text(root(WIDGET))
    assert "with 38, Anne loses the contract" in text and "Step 1 of" in text
    button = control(page, WIDGET, "step", "next")
    state = act(page, WIDGET, lambda: (button.focus(), page.keyboard.press("End")))
    # (25 + 3) × 2 + 20 = 76: each defender wins it, Anne loses three times as much.
    assert points(page) == ["-228 points", "76 points", "76 points", "76 points"]
    middle = act(page, WIDGET, lambda: page.keyboard.press("ArrowLeft"))
    assert middle["step"] == state["step"] - 1 and points(page) == ["-228 points", "76 points", "76 points",
                                                                   "76 points"]
    first = act(page, WIDGET, lambda: page.keyboard.press("Home"))
    assert "step" not in first and points(page) == ["0 points"] * 4
    shown = act(page, WIDGET, lambda: page.keyboard.press("ArrowRight"))
    other = reopen(page, page.url, WIDGET, shown)
    body = f"{root(WIDGET)} .ma-widget__body"
    assert other.inner_text(body) == page.inner_text(body) and "The margin is 3 points." in other.inner_text(body)
    other.close()


def test_a_refused_result_keeps_the_form_and_names_the_field_in_words(live, page):
    live(PAGE)
    before = widget_state(page, WIDGET)
    field = page.locator(f"{root(WIDGET)} input[name='points']")
    field.fill("95")
    page.locator(f"{root(WIDGET)} input[name='points']").press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=WIDGET,
                           timeout=15_000)
    text = page.inner_text(root(WIDGET))
    assert "The taker's points:" in text and "86½" in text
    assert page.locator(f"{root(WIDGET)} input[name='points']").input_value() == "95"
    assert widget_state(page, WIDGET) == before
    assert re.search(r"Score this deal", text)


def test_a_hand_is_judged_by_keyboard_and_its_counted_cards_light_up(live, page):
    live(PAGE)
    judge = "french-tarot-judge"
    lit = f"{root(judge)} .ma-seats .ma-card.is-highlighted"
    assert page.locator(lit).evaluate_all("cards => cards.map(c => c.dataset.card)") == ["21AT"]
    button = control(page, judge, "step", "next")
    state = act(page, judge, lambda: (button.focus(), page.keyboard.press("ArrowRight")))
    assert state["step"] == 1 and page.locator(lit).evaluate_all("cards => cards.map(c => c.dataset.card)") == ["0EX"]
    field = page.locator(f"{root(judge)} input[name='hand']")
    field.fill("21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR")
    state = act(page, judge, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert len(state["hand"].split()) == 15 and "step" not in state
    act(page, judge, lambda: (button.focus(), page.keyboard.press("End")))
    said = page.locator(f"{root(judge)} .ma-steps li").all_text_contents()
    assert any("points in all: the guide says" in line for line in said)
    assert page.locator(f"{root(judge)} .ma-step__rule").inner_text().startswith("Rule french-tarot.evaluate.bid")

"""The live widgets of the Basset page in Chromium: they go live, work by keyboard, equal their static views,
reopen from a shared URL, and show a refusal in words in the widget concerned only.

The helpers come from tests/browser/live_widget.py, and the `live` and `page` fixtures from tests/support/browser.py,
as for every browser test.
"""

from __future__ import annotations

import json
import time
from typing import Any

from tests.browser.browser_harness import (
    fragment_of, normalize_html, wait_live, widget_body, widget_ids, widget_state, widget_status,
)
from tests.browser.live_widget import act, click, control, reopen, root, static_views, step_of

from engine.api import handle
from widgets.games import state_of
from widgets.games.basset import request, steps_of

PAGE = "games/basset/"


def first_choice(state: dict[str, Any]) -> int:
    """The first step of a widget's state at which a punter chooses to ride or take."""
    steps = steps_of(handle(request(state_of(state))))
    return next(i for i, step in enumerate(steps) if step["rule"].endswith(".paroli.choice"))


def press(page: Any, widget_id: str, action: str, key: str = "Enter", value: str | None = None) -> dict[str, Any]:
    """Focus a control and press a key on it, as a keyboard user does."""
    target = control(page, widget_id, action, value)
    return act(page, widget_id, lambda: (target.focus(), page.keyboard.press(key)))


def test_every_basset_widget_goes_live(live, page):
    ids = live(PAGE)
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == {"deal", "steps", "scenario"}
    for widget_id in ids:
        assert page.locator(f"{root(widget_id)} .ma-basset__cell").count() == 13


def test_steps_move_by_buttons_and_arrow_keys(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "steps")[0]
    last = step_of(click(page, widget_id, "step", "last"))
    assert step_of(click(page, widget_id, "step", "first")) == 0
    assert step_of(press(page, widget_id, "step", "Enter", "next")) == 1
    for key, expected in (("End", last), ("ArrowLeft", last - 1), ("Home", 0), ("ArrowRight", 1)):
        state = act(page, widget_id, lambda key=key: page.keyboard.press(key))
        assert step_of(state) == expected, f"{key} went to step {step_of(state)}, not {expected}"
    assert "Just turned" not in widget_body(page, widget_id)


def test_ride_or_take_by_keyboard_at_a_win(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "steps")[0]
    at = first_choice(widget_state(page, widget_id))
    press(page, widget_id, "step", "Enter", "next")  # the focus is now inside the widget, on "Next"
    for _ in range(at - 1):
        act(page, widget_id, lambda: page.keyboard.press("ArrowRight"))
    assert step_of(widget_state(page, widget_id)) == at
    taken = press(page, widget_id, "take", "Enter")
    assert taken["decisions"] == "take" and step_of(taken) == at
    assert control(page, widget_id, "take").get_attribute("aria-pressed") == "true"
    ridden = press(page, widget_id, "ride", "Space")
    assert ridden["decisions"] == "ride" and step_of(ridden) == at
    assert control(page, widget_id, "ride").get_attribute("aria-pressed") == "true"


def test_stakes_typed_by_the_reader_are_placed(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "deal")[0]
    field = page.locator(f"{root(widget_id)} input[name='stakes']")
    field.fill("Q:4 | 9:2 | A:1")
    state = act(page, widget_id, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert state["stakes"] == "Q:4 | 9:2 | A:1"
    assert "Blaise 4:" in page.inner_text(f"{root(widget_id)} [data-rank='Q']")


def test_live_views_equal_static_views(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        kind = page.get_attribute(root(widget_id), "data-kind")
        start = widget_state(page, widget_id)
        assert start == json.loads(served[widget_id]["state"])
        if kind == "steps":
            click(page, widget_id, "step", "next")
            end = click(page, widget_id, "step", "previous")
        elif kind == "deal":
            act(page, widget_id, lambda: control(page, widget_id, "players").select_option("3"))
            end = act(page, widget_id, lambda: control(page, widget_id, "players").select_option(str(start["players"])))
        else:
            end = click(page, widget_id, "settle", change=False)
        assert end == start
        assert widget_body(page, widget_id) == normalize_html(served[widget_id]["body"]), widget_id


def test_a_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "steps")[0]
    at = first_choice(widget_state(page, widget_id))
    page.goto(page.url.split("#")[0] + f"#{widget_id}:step={at}")
    wait_live(page)
    deadline = time.monotonic() + 15
    while step_of(widget_state(page, widget_id)) != at and time.monotonic() < deadline:
        page.wait_for_timeout(100)
    state = click(page, widget_id, "take")
    body = widget_body(page, widget_id)
    url = page.url
    assert "decisions=take" in (fragment_of(url, widget_id) or ""), url
    other = reopen(page, url, widget_id, state)
    assert widget_body(other, widget_id) == body


def test_bad_stakes_show_the_reason_in_that_widget_only(live, page):
    ids = live(PAGE)
    widget_id = widget_ids(page, "scenario")[0]
    page.locator(f"{root(widget_id)} input[name='stakes']").fill("K:0 | 7:1")
    page.locator(f"{root(widget_id)} input[name='stakes']").focus()
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=widget_id,
                           timeout=15_000)
    message = page.inner_text(f"{root(widget_id)} .ma-error")
    assert "The stakes" in message and "whole number from 1" in message
    for other in ids:
        if other != widget_id:
            assert widget_status(page, other)[0] == "live"
    # The widget is in "error" already, so wait for the answer to the reset itself, not for any status.
    control(page, widget_id, "reset").click()
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'live'", arg=widget_id,
                           timeout=15_000)


def test_stepping_shows_the_table_of_each_step_and_a_shared_middle_step_reopens_it(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "steps")[0]
    selector = f"{root(widget_id)} .ma-basset__left"
    left = {}
    for value in ("last", "first"):
        click(page, widget_id, "step", value)
        left[value] = page.inner_text(selector)
    answer = handle(request(state_of(widget_state(page, widget_id))))
    kept = 52 - answer["deals"][-1]["summary"]["turned"]  # the banker stops once no stake is at risk
    assert left["first"].startswith("52 cards") and left["last"].startswith(f"{kept} card")
    middle = len(steps_of(answer)) // 2
    page.goto(page.url.split("#")[0] + f"#{widget_id}:step={middle}")
    wait_live(page)
    # The fragment is restored once the page is live: wait for that step's view, however busy the machine.
    page.wait_for_function("([id, step]) => JSON.parse(document.getElementById(id).dataset.state).step === step",
                           arg=[widget_id, middle], timeout=60_000)
    shown = page.inner_text(selector)
    assert shown not in (left["first"], left["last"])
    other = reopen(page, page.url, widget_id, widget_state(page, widget_id))
    assert other.inner_text(selector) == shown and widget_body(other, widget_id) == widget_body(page, widget_id)


def test_players_changed_up_and_down_keep_every_widget_valid(live, page):
    """The stakes follow the punters: a seat added starts with no stake, a seat removed takes its group away, and
    no change of the players is refused."""
    ids = live(PAGE)
    for widget_id in ids:
        options = control(page, widget_id, "players").evaluate("s => [...s.options].map(o => o.value)")
        now = widget_state(page, widget_id)["players"]
        for players in (options[0], options[-1], str(now)):
            if str(widget_state(page, widget_id)["players"]) == players:
                continue
            state = act(page, widget_id, lambda: control(page, widget_id, "players").select_option(players))
            assert state["players"] == int(players) and widget_status(page, widget_id)[0] == "live"
            assert state.get("stakes", "").count("|") in (0, int(players) - 2)


def test_the_deals_field_deals_that_many(live, page):
    live(PAGE)
    widget_id = widget_ids(page, "steps")[0]
    state = act(page, widget_id, lambda: page.locator(f"{root(widget_id)} input[name='deals']").fill("2")
                or page.locator(f"{root(widget_id)} input[name='deals']").press("Tab"))
    assert state["deals"] == "2" and "After 2 deals" in widget_body(page, widget_id)
    assert page.locator(f"{root(widget_id)} input[name='deals']").input_value() == "2"

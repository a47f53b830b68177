"""The live widgets of the Swiss Tarot page in Chromium: they go live, the play steps by keyboard, the reader
takes a seat and chooses a card by keyboard, an illegal card is refused in words in that widget only, the live
views equal the static ones, and a shared URL reopens the same state.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from browser_harness import axe_all_tabs, describe_violations, widget_body, widget_ids, \
    widget_state, widget_status
from .test_widgets import (  # noqa: F401 (live and runtime are fixtures)
    act, click, control, live, only_this_widget_refused, reopen, root, runtime, static_views, step_of,
    step_round_trip_equals_static,
)

PAGE = "games/swiss-tarot/"


def the(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"expected one {kind} widget on the Swiss Tarot page, found {ids}"
    return ids[0]


def seated_at_turn(page: Any, seat: str) -> str:
    """The play widget with the reader in ``seat``, at the last step, where his hand is offered."""
    play = the(page, "play")
    control(page, play, "seat").focus()
    state = act(page, play, lambda: control(page, play, "seat").select_option(seat))
    assert state["seat"] == seat
    act(page, play, lambda: (control(page, play, "step", "next").focus(), page.keyboard.press("End")))
    assert page.locator(f"{root(play)} .ma-choices [data-action='card']").count() == 25
    return play


def test_every_swiss_tarot_widget_goes_live(live, page):
    ids = live(PAGE)
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == {"play", "steps", "scenario"}
    for widget_id in ids:
        assert widget_status(page, widget_id)[1], f"#{widget_id} does not say its status in words"
        assert page.locator(f"{root(widget_id)} .ma-step").count() == 1


def test_play_steps_by_keyboard(live, page):
    live(PAGE)
    play = the(page, "play")
    control(page, play, "step", "next").focus()
    assert step_of(act(page, play, lambda: page.keyboard.press("Enter"))) == 1
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowRight"))) == 2
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowLeft"))) == 1
    last = step_of(act(page, play, lambda: page.keyboard.press("End")))
    assert last > 100 and "takes the pool" in page.inner_text(f"{root(play)} .ma-step__text")
    assert step_of(act(page, play, lambda: page.keyboard.press("Home"))) == 0


def test_the_reader_chooses_a_card_by_keyboard(live, page):
    live(PAGE)
    play = seated_at_turn(page, "3")
    legal = page.locator(f"{root(play)} .ma-choices [data-action='card']:not(.is-illegal)").first
    code = legal.get_attribute("data-value")
    name = legal.locator(".ma-card").get_attribute("aria-label")
    legal.focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == code
    assert page.locator(f"{root(play)} .ma-seat[data-seat='3'] [data-card='{code}']").count() == 0
    assert f"Claude leads {name}." in page.text_content(f"{root(play)} .ma-steps")


def test_an_illegal_card_is_refused_in_words_in_that_widget_only(live, page):
    live(PAGE)
    play = seated_at_turn(page, "2")
    illegal = page.locator(f"{root(play)} .ma-choices .is-illegal")
    assert illegal.count() > 0
    reason = illegal.first.get_attribute("title")
    illegal.first.click()
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=play)
    message = page.inner_text(f"{root(play)} [role='alert']")
    assert "Your choices" in message and reason in message and "swiss-tarot.play." in message, message
    only_this_widget_refused(page, play)
    count = the(page, "steps")
    assert step_of(click(page, count, "step", "next")) == 109


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        step_round_trip_equals_static(page, widget_id, served)


def test_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    play = seated_at_turn(page, "3")
    click(page, play, "card", page.locator(f"{root(play)} .ma-choices [data-action='card']").first
          .get_attribute("data-value"))
    state, body = widget_state(page, play), widget_body(page, play)
    url = page.url
    assert f"#{play}:" in url and "seat=3" in url and "decisions=" in url, url
    other = reopen(page, url, play, state)
    assert widget_body(other, play) == body


def test_axe_with_swiss_tarot_widgets_live(live, page):
    live(PAGE)
    play = the(page, "play")
    for _ in range(40):
        act(page, play, lambda: (control(page, play, "step", "next").focus(), page.keyboard.press("ArrowRight")))
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Swiss Tarot page with its widgets live:\n" + describe_violations(violations)
    seated_at_turn(page, "2")
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Swiss Tarot page with a seat taken:\n" + describe_violations(violations)

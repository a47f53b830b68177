"""The live widgets of the Homme d'Auvergne page in Chromium: they go live, a hand is played by keyboard from a
seat, an illegal card is refused in words in that widget only, the live views equal the static ones, and a
shared URL reopens the same state.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from browser_harness import axe_all_tabs, describe_violations, widget_body, widget_ids, widget_state, widget_status
from .test_widgets import (  # noqa: F401 (live and runtime are fixtures)
    act, click, control, live, only_this_widget_refused, reopen, root, runtime, static_views, step_of,
    step_round_trip_equals_static,
)

PAGE = "games/homme/"
SEAT = "2"
"""In the page's play widget (seed 3, four players) Blaise, in seat 2, must follow spades at his first turn:
the ten of spades is allowed and the ace of diamonds is not."""
LEGAL, ILLEGAL = "10S", "AD"


def the(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"expected one {kind} widget on the Homme page, found {ids}"
    return ids[0]


def test_every_homme_widget_goes_live(live, page):
    ids = live(PAGE)
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == {"play", "steps", "scenario"}
    for widget_id in ids:
        assert widget_status(page, widget_id)[1], f"#{widget_id} does not say its status in words"
        assert page.locator(f"{root(widget_id)} .ma-seats [data-seat]").count() >= 2


def test_a_hand_played_from_a_seat_by_keyboard(live, page):
    live(PAGE)
    play = the(page, "play")
    control(page, play, "step", "next").focus()
    assert step_of(act(page, play, lambda: page.keyboard.press("Enter"))) == 1
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowRight"))) == 2
    assert step_of(act(page, play, lambda: page.keyboard.press("Home"))) == 0
    control(page, play, "seat").focus()
    state = act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    assert state["seat"] == SEAT and step_of(state) > 0
    assert page.locator(f"{root(play)} [data-action='card']").count() == 5
    control(page, play, "card", LEGAL).focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == LEGAL
    assert "Blaise follows suit with 10♠" in page.text_content(f"{root(play)} .ma-steps")
    before = step_of(state)
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowLeft"))) == before - 1


def test_an_illegal_card_is_refused_in_that_widget_only(live, page):
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    control(page, play, "card", ILLEGAL).focus()
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=play)
    message = page.inner_text(f"{root(play)} [role='alert']")
    assert "Your choices" in message and "must follow suit" in message, message
    only_this_widget_refused(page, play)
    steps = the(page, "steps")
    assert step_of(click(page, steps, "step", "next")) == 1


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        step_round_trip_equals_static(page, widget_id, served)


def test_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    click(page, play, "card", LEGAL)
    state, body = widget_state(page, play), widget_body(page, play)
    url = page.url
    assert f"#{play}:" in url and f"decisions={LEGAL}" in url, url
    other = reopen(page, url, play, state)
    assert widget_body(other, play) == body


def test_axe_with_homme_widgets_live(live, page):
    live(PAGE)
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Homme page with its widgets live:\n" + describe_violations(violations)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Homme page with a seat taken:\n" + describe_violations(violations)


def test_a_turn_up_is_chosen_by_keyboard_from_a_seat(live, page):
    """In the page's play widget Denise, in seat 4, is asked whether to turn up the talon's top card."""
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option("4"))
    assert page.locator(f"{root(play)} [data-action='choose']").count() == 2
    assert page.locator(f"{root(play)} [data-action='card']").count() == 0
    control(page, play, "choose", "pass").focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "pass"
    assert "Denise does not turn up the talon's top card by choice." in page.text_content(f"{root(play)} .ma-steps")

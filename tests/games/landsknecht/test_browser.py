"""The live widgets of the Landsknecht page in Chromium: they go live, work by keyboard, the live view equals the
static one, a copied URL reopens the same state, and bad input shows its reason in that widget only."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import quote

import pytest

from tests.browser.browser_harness import (
    axe_all_tabs, describe_violations, fragment_of, normalize_html, use_scheme, wait_live, widget_body, widget_ids,
    widget_state, widget_status,
)
from tests.browser.live_widget import act, click, control, reopen, root, static_views, step_of

PAGE = "games/landsknecht/"


def only(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"the Landsknecht page has {ids} widgets of kind {kind}"
    return ids[0]


def turned(page: Any, widget_id: str) -> int:
    """How many cards the places of a widget show face up (the talon shows only its count)."""
    return page.locator(f"{root(widget_id)} .ma-places .ma-card").count()


def press(page: Any, widget_id: str, selector: str, key: str, **options: Any) -> dict[str, Any]:
    """Focus a control of the widget and press a key on it; returns the new state."""
    target = page.locator(f"{root(widget_id)} {selector}").first
    return act(page, widget_id, lambda: (target.focus(), page.keyboard.press(key)), **options)


def clean(body: str) -> str:
    """A body without the marks Material's focus-visible script adds to a control focused by keyboard."""
    return re.sub(r' (class="focus-visible"|data-focus-visible-added="")', "", body)


def wait_error(page: Any, widget_id: str) -> str:
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=widget_id,
                           timeout=15_000)
    return page.inner_text(root(widget_id))


def test_the_deal_works_by_keyboard(live, page):
    live(PAGE)
    deal = only(page, "deal")
    page.fill(f"{root(deal)} input[name='seed']", "7")
    assert press(page, deal, "input[name='seed']", "Enter")["seed"] == 7
    assert press(page, deal, "[data-action='new-deal']", "Enter")["seed"] == 8
    page.fill(f"{root(deal)} input[name='stakes']", "6 | 3 1 1")
    state = press(page, deal, "input[name='stakes']", "Enter")
    assert state["stakes"] == "6 | 3 1 1"
    assert "stakes 6, 5 at risk" in page.inner_text(root(deal))
    state = act(page, deal, lambda: control(page, deal, "pack").select_option("german-32"))
    assert state["pack"] == "german-32"
    assert page.locator(f"{root(deal)} .ma-places [data-card$='E'], {root(deal)} .ma-places [data-card$='G'], "
                        f"{root(deal)} .ma-places [data-card$='R'], {root(deal)} .ma-places [data-card$='B']"
                        ).count() >= 2
    state = act(page, deal, lambda: control(page, deal, "variant").select_option("rank"))
    assert state["variant"] == "rank" and 'href="#landsknecht.match.rank"' in widget_body(page, deal)
    state = act(page, deal, lambda: control(page, deal, "players").select_option("6"))
    assert state["players"] == 6 and page.locator(f"{root(deal)} [data-seat]").count() == 6


def test_steps_turn_the_cards_one_at_a_time_by_keys(live, page):
    live(PAGE)
    steps = only(page, "steps")
    assert step_of(widget_state(page, steps)) == 0 and turned(page, steps) == 0
    chips_first = page.locator(f"{root(steps)} .ma-seat__balance").all_inner_texts()
    counts = []
    last = step_of(click(page, steps, "step", "last"))
    click(page, steps, "step", "first")
    for expected in range(1, last + 1):
        assert step_of(act(page, steps, lambda: page.keyboard.press("ArrowRight"))) == expected
        counts.append(turned(page, steps))
        link = page.locator(f"{root(steps)} .ma-step__rule a.ma-rule").get_attribute("href")
        assert link.startswith("#landsknecht.")
    assert counts == sorted(counts) and counts[-1] >= 2
    assert step_of(act(page, steps, lambda: page.keyboard.press("Home"))) == 0
    assert step_of(act(page, steps, lambda: page.keyboard.press("End"))) == last
    assert "Next banker" in page.inner_text(root(steps))
    chips_last = page.locator(f"{root(steps)} .ma-seat__balance").all_inner_texts()
    assert len(chips_first) == len(chips_last) == 4 and chips_first != chips_last  # the chips moved as the steps paid


def test_the_scenario_settles_what_is_typed(live, page):
    live(PAGE)
    scenario = only(page, "scenario")
    page.fill(f"{root(scenario)} input[name='order']", "7H QS 2C KH")
    page.fill(f"{root(scenario)} input[name='stakes']", "5 | 3 2")
    state = press(page, scenario, "input[name='order']", "Enter")
    assert state["order"] == "7H QS 2C KH" and state["stakes"] == "5 | 3 2"
    assert "not decided yet" in page.inner_text(root(scenario))
    click(page, scenario, "step", "last")
    assert "Anne wins" in page.inner_text(root(scenario))


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        kind = page.get_attribute(root(widget_id), "data-kind")
        start = widget_state(page, widget_id)
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


def test_a_copied_url_reopens_the_same_state(live, page):
    live(PAGE)
    deal, steps = only(page, "deal"), only(page, "steps")
    act(page, deal, lambda: control(page, deal, "pack").select_option("german-48"))
    page.fill(f"{root(deal)} input[name='stakes']", "5 | 2 2 1")
    press(page, deal, "input[name='stakes']", "Enter")
    for widget_id in (deal, steps):
        if widget_id == steps:
            click(page, steps, "step", "next")
            click(page, steps, "step", "next")
        state, body = widget_state(page, widget_id), clean(widget_body(page, widget_id))
        url = page.url
        assert fragment_of(url, widget_id) is not None, url
        other = reopen(page, url, widget_id, state)
        assert clean(widget_body(other, widget_id)) == body
        other.close()


def test_bad_input_shows_its_reason_in_that_widget_only(live, page, goto):
    live(PAGE)
    scenario, deal = only(page, "scenario"), only(page, "deal")
    page.fill(f"{root(scenario)} input[name='order']", "7H QS 2C")
    control(page, scenario, "settle").focus()
    page.keyboard.press("Enter")
    message = wait_error(page, scenario)
    assert "do not decide the coup" in message and "The order of the cards" in message
    assert widget_status(page, deal)[0] == "live"
    click(page, deal, "new-deal")
    goto("")
    goto(f"{PAGE}#{deal}:" + quote("pack=tarot&stakes=4 | 1", safe="=&"))
    message = wait_error(page, deal)
    assert "The pack" in message and "offered with the packs" in message
    others = [i for i in widget_ids(page) if i != deal]
    wait_live(page, ", ".join(root(i) for i in others))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_widget_goes_live_and_the_page_passes_axe(live, page, scheme):
    """One load of the page in each palette serves both checks (the page's engine boots once for them)."""
    use_scheme(page, scheme)
    ids = live(PAGE)
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == {"deal", "steps", "scenario"}
    for widget_id in ids:
        status, text = widget_status(page, widget_id)
        assert status == "live" and text
    assert turned(page, only(page, "deal")) >= 2  # a deal shows the whole coup; the others start at step one
    assert turned(page, only(page, "steps")) == 0
    violations = axe_all_tabs(page)
    assert not violations, f"axe-core, Landsknecht page ({scheme} palette):\n" + describe_violations(violations)

"""The live widgets of the Glic page in Chromium: they go live, work by keyboard (steps and seat 1's bets),
equal their static views, reopen from a shared URL, and show a refused input in words in that widget only.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from tests.browser.browser_harness import (
    axe_all_tabs, describe_violations, normalize_html, use_scheme, widget_body, widget_ids, widget_state,
)
from tests.browser.live_widget import (
    act, click, control, live_of_kinds, only_this_widget_refused, reopen, root, static_views, step_of,
)
from tests.browser.phone import PHONE, fits_a_phone_and_passes_axe, in_view, tap_next_above_the_table

PAGE = "games/glic/"
READER_TURN = 10
"""The step of the page's steps widget (seed 7, four players) at which seat 1 first bets."""


def the(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"expected one {kind} widget on the Glic page, found {ids}"
    return ids[0]


def test_steps_and_bets_by_keyboard(live, page):
    live(PAGE)
    steps = the(page, "steps")
    control(page, steps, "step", "next").focus()
    assert step_of(act(page, steps, lambda: page.keyboard.press("Enter"))) == 1
    assert step_of(act(page, steps, lambda: page.keyboard.press("ArrowRight"))) == 2
    last = step_of(act(page, steps, lambda: page.keyboard.press("End")))
    assert last > READER_TURN
    assert step_of(act(page, steps, lambda: page.keyboard.press("Home"))) == 0
    for _ in range(READER_TURN):
        act(page, steps, lambda: page.keyboard.press("ArrowRight"))
    assert step_of(widget_state(page, steps)) == READER_TURN
    bet = control(page, steps, "bet", "raise 3")
    bet.focus()
    state = act(page, steps, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "raise 3" and step_of(state) == READER_TURN
    text = page.inner_text(f"{root(steps)} .ma-step__text")
    assert "raises 3" in text, text
    pressed = page.locator(f"{root(steps)} [data-action='bet'][aria-pressed='true']")
    assert pressed.count() == 1 and pressed.get_attribute("data-value") == "raise 3"
    # The focus stays on the move just chosen, so the reader can go on by keyboard.
    assert page.evaluate("() => document.activeElement.getAttribute('data-value')") == "raise 3"
    assert step_of(act(page, steps, lambda: page.keyboard.press("ArrowRight"))) == READER_TURN + 1


def test_stepping_shows_the_table_of_each_step(live, page):
    """Step 1 shows the board dressed and no cards; the deal puts five cards before each seat while the board
    stays; the last step shows the balances settled and the Poch emptied."""
    live(PAGE)
    steps = the(page, "steps")

    def table() -> tuple[int, list[str], list[str]]:
        where = root(steps)
        return (page.locator(f"{where} .ma-seats .ma-card, {where} [data-place='run'] .ma-card").count(),
                [text.split(" ")[0] for text in page.locator(f"{where} .ma-seat__balance").all_inner_texts()],
                page.locator(f"{where} .ma-glic-board__amount").all_inner_texts())

    cards, balances, board = table()
    assert cards == 0 and balances == ["-2", "-2", "-2", "-1"] and board == ["1"] * 7 + ["0"]
    click(page, steps, "step", "next")
    dealt = table()
    assert dealt[0] == 20 and dealt[1:] == (balances, board)
    click(page, steps, "step", "last")
    end = table()
    assert end[0] == 20 and end[1] != balances and end[2] != board
    assert sum(int(b) for b in end[1]) + sum(int(a) for a in end[2]) == 0


def test_pack_players_and_limit_by_keyboard(live, page):
    live(PAGE)
    deal = the(page, "deal")
    control(page, deal, "pack").focus()
    state = act(page, deal, lambda: control(page, deal, "pack").select_option("german-48"))
    assert state["pack"] == "german-48"
    assert "🔔" in widget_body(page, deal) or "🌰" in widget_body(page, deal)
    state = act(page, deal, lambda: control(page, deal, "players").select_option("6"))
    assert int(state["players"]) == 6 and page.locator(f"{root(deal)} [data-seat]").count() == 6
    page.fill(f"{root(deal)} input[name='limit']", "4")
    page.focus(f"{root(deal)} input[name='limit']")
    state = act(page, deal, lambda: page.keyboard.press("Enter"))
    assert state["limit"] == "4"
    assert "more than 4 into the Poch" in page.text_content(root(deal))


def test_the_spanish_pack_is_drawn_with_its_own_suit_pictures(live, page):
    live(PAGE)
    deal = the(page, "deal")
    state = act(page, deal, lambda: control(page, deal, "pack").select_option("spanish-48"))
    assert state["pack"] == "spanish-48"
    cards = page.locator(f"{root(deal)} [data-card$='OR'], {root(deal)} [data-card$='CP'], "
                         f"{root(deal)} [data-card$='ES'], {root(deal)} [data-card$='BT']")
    assert cards.count() >= 4 * 5 + 1  # every hand and the turn-up
    first = cards.first
    assert first.locator("svg.ma-card__pip").count() == 1 and first.get_attribute("aria-label").split(" of ")[1] in (
        "oros", "copas", "espadas", "bastos")
    assert first.locator("svg.ma-card__pip").bounding_box()["width"] > 10


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        kind = page.get_attribute(root(widget_id), "data-kind")
        start = widget_state(page, widget_id)
        if kind == "deal":
            act(page, widget_id, lambda: control(page, widget_id, "players").select_option("3"))
            end = act(page, widget_id, lambda: control(page, widget_id, "players").select_option(str(start["players"])))
        else:  # steps, and the scenario's own steps
            click(page, widget_id, "step", "next")
            end = click(page, widget_id, "step", "previous")
        assert end == start, f"#{widget_id}: the round trip came back to {end}, not {start}"
        assert widget_body(page, widget_id) == normalize_html(served[widget_id]["body"]), (
            f"#{widget_id}: the live view differs from the static view of the same state")


def test_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    steps = the(page, "steps")
    click(page, steps, "step", "last")
    act(page, steps, lambda: page.keyboard.press("Home"))
    for _ in range(READER_TURN):
        act(page, steps, lambda: page.keyboard.press("ArrowRight"))
    click(page, steps, "bet", "see")
    state, body = widget_state(page, steps), widget_body(page, steps)
    url = page.url
    assert f"#{steps}:" in url and "decisions=see" in url, url
    other = reopen(page, url, steps, state)
    assert widget_body(other, steps) == body


def test_bad_input_shows_its_reason_in_that_widget_only(live, page):
    live(PAGE)
    scenario = the(page, "scenario")
    page.fill(f"{root(scenario)} input[name='trump']", "KH")
    page.focus(f"{root(scenario)} input[name='trump']")
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=scenario)
    message = page.inner_text(f"{root(scenario)} [role='alert']")
    assert "cannot also be in seat 1" in message and "The trump card" in message, message
    only_this_widget_refused(page, scenario)
    steps = the(page, "steps")
    assert step_of(click(page, steps, "step", "next")) == 1


def test_every_glic_widget_goes_live_and_the_page_passes_axe(live, page):
    """One load of the page serves both checks (the page's engine boots once for them)."""
    for widget_id in live_of_kinds(page, live(PAGE), {"deal", "steps", "scenario"}):
        assert page.locator(f"{root(widget_id)} .ma-glic-board [data-compartment]").count() == 8
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Glic page with its widgets live:\n" + describe_violations(violations)


def test_the_step_reads_in_the_dark_palette_on_a_phone_and_passes_axe(live, page):
    """On a phone, in the dark palette, the step above the table, scrolling with the page: "Back to top" does not cover
    its Next, and axe-core finds nothing."""
    use_scheme(page, "dark")
    page.set_viewport_size(PHONE)
    live(PAGE)
    steps = the(page, "steps")
    tap_next_above_the_table(page, steps)
    # Scrolling back up to the step brings Material's "Back to top": it must not lie over the step's buttons.
    page.locator(f"{root(steps)} .ma-step").evaluate("step => step.scrollIntoView({block: 'center', behavior: 'instant'})")
    page.mouse.wheel(0, -100)
    page.wait_for_selector(".md-top:not([hidden])")
    next_button = f"{root(steps)} [data-action='step'][data-value='next']"
    assert in_view(page, next_button) is None, f"with Back to top shown: {in_view(page, next_button)}"
    fits_a_phone_and_passes_axe(page, "Glic page on a phone, stepping, dark palette")

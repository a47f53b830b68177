"""Class mode in Chromium: the present view for a projector, the "Copy link" button, a link holding several
widgets' states, the skip link to the first widget, the arrow keys of a scenario, and the step panel and "Back to
top" as a phone and a laptop show them.

The present view is measured at 1280×720 and at 853×480, the CSS viewport of 1280×720 at 150 % zoom: the table, the
step's sentence and the step buttons lie inside the screen, the step beside the table, a clicker's keys step the
widget and Escape leaves; at 360×740 it is one column. Every widget of every game page fits it at 150 % (but what
runs past the screen's foot where the zoom is at the least that keeps it legible, test_present_room.py); the others
are watched on the first page with a widget that steps through a deal from its first step with nobody seated, a deal
and a scenario beside it, and on the first widget that plays a deal card by card. A calculator's or a scenario's form
kept in view beside the table is its game's own test. The `page` fixture checks in every test that no request left
127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

import pytest

from widgets.games import state_of

from .browser_harness import axe, describe_violations, reveal, use_scheme, wait_live, widget_ids, widget_state
from .live_widget import act, control, root, step_of
from .presenting import (
    LAYOUT, PRESENTING, PROJECTOR, SHOWN, TABLE, ZOOM, ZOOMED, not_side_by_side, outside_the_screen, present, tool,
)
from .site_nav import GAME_PATHS, block, pages_with, plain, widgets_of

PHONE = {"width": 360, "height": 740}

PAGE, STEPS = next((path, widget_id) for path, widget_id in plain("steps") if path in pages_with("deal", "scenario"))
DEAL = next(widget_id for path, widget_id in widgets_of("deal") if path == PAGE)
SCENARIO = next(widget_id for path, widget_id in widgets_of("scenario") if path == PAGE)
"""The page class mode is watched on, its widget that steps through a deal, its deal and its scenario."""
PLAY = plain("play")[0]
"""The first widget that plays a deal card by card, its page first."""


@pytest.mark.parametrize("size, path, widget_id", [
    pytest.param(PROJECTOR, PAGE, STEPS, id="steps-1280x720"),
    pytest.param(ZOOMED, PAGE, STEPS, id="steps-150-percent"),
    pytest.param(PROJECTOR, *PLAY, id="play-1280x720"),
    pytest.param(ZOOMED, *PLAY, id="play-150-percent"),
])
def test_the_present_view_shows_table_sentence_and_buttons_and_a_clicker_steps_it(live, page, size, path,
                                                                                   widget_id):
    page.set_viewport_size(size)
    live(path)
    present(page, widget_id)
    assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)
    assert not not_side_by_side(page, widget_id), not_side_by_side(page, widget_id)
    assert tool(page, widget_id, "present").get_attribute("aria-pressed") == "true"

    zoom = float(page.evaluate(ZOOM, widget_id))
    # A clicker sends Page Down and Page Up, or the arrows, or a space: each steps the widget shown, whose cards keep
    # their size while the step fits, the step still beside the table.
    for key, step in (("PageDown", 1), ("ArrowRight", 2), ("Space", 3), ("PageUp", 2), ("ArrowLeft", 1)):
        assert step_of(act(page, widget_id, lambda: page.keyboard.press(key))) == step, key
        assert page.evaluate(PRESENTING, widget_id), f"{key} left the present view"
        assert float(page.evaluate(ZOOM, widget_id)) <= zoom
        assert not not_side_by_side(page, widget_id), (key, not_side_by_side(page, widget_id))
    assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)

    if (path, widget_id) == PLAY:
        # Predict, then check, switched on from the form below the table: the clicker steps on to the first question,
        # whose answer buttons stand beside the table, both in the screen.
        act(page, widget_id, lambda: control(page, widget_id, "predict").check())
        # The view is back at its top and the focus out of the switch (a field keeps its keys), with no help.
        assert page.evaluate("id => [document.getElementById(id).scrollTop, document.activeElement.id]",
                             widget_id) == [0, widget_id]
        for _ in range(40):
            if page.locator(f"{root(widget_id)} .ma-predict__choices").count():
                break
            act(page, widget_id, lambda: page.keyboard.press("PageDown"))
        choices = ".ma-widget__body > .ma-step.ma-predict .ma-predict__choices"
        assert not not_side_by_side(page, widget_id, choices), not_side_by_side(page, widget_id, choices)
        asked = {**SHOWN, "the sentence": ".ma-predict__question", "the answers": choices}
        assert not outside_the_screen(page, widget_id, asked), outside_the_screen(page, widget_id, asked)
        if size == PROJECTOR:
            violations = axe(page)
            assert not violations, "axe-core, a question in the present view:\n" + describe_violations(violations)

    page.keyboard.press("Escape")
    page.wait_for_function(
        "id => !document.fullscreenElement && !document.getElementById(id).classList.contains('is-presenting')",
        arg=widget_id)
    assert page.evaluate("() => document.activeElement.dataset.tool") == "present"
    assert tool(page, widget_id, "present").get_attribute("aria-pressed") is None


HIDDEN_BY_THE_SCREEN = """([id, scrolls]) => {
    const body = document.getElementById(id).querySelector(".ma-widget__body");
    const name = child => `${child.tagName.toLowerCase()}.${[...child.classList].join(".")}`;
    const shown = [...body.children].filter(child => Number(getComputedStyle(child).order) <= 0);
    const cut = shown.filter(child => {
        const box = child.getBoundingClientRect();
        return box.height > 0 && (box.top < -0.5 || (!scrolls && box.bottom > innerHeight + 0.5)
                                  || box.right > innerWidth + 0.5);
    }).map(name);
    const step = body.querySelector(":scope > .ma-step");
    if (step && step.scrollHeight > step.clientHeight + 1) cut.push(`${name(step)}, scrolled inside`);
    // The left column (the form and its switch where the widget keeps them in view, else the step), left of the rest.
    const forms = shown.filter(child => child.matches(".ma-controls, .ma-predict-toggle"));
    const column = forms.length ? forms : step ? [step] : [];
    if (column.length) {
        const edge = Math.max(...column.map(child => child.getBoundingClientRect().right));
        cut.push(...shown.filter(child => !column.includes(child) && child.getBoundingClientRect().left < edge - 0.5)
            .map(child => `${name(child)}, not beside`));
    }
    return cut;
}"""
"""What the present view must show but the screen cuts, or the step's column does not keep beside the table: every
part of the body but what the widget orders after the table (a positive `order`: the form, the predict switch and the
list of steps, a scroll away; a calculator or a scenario keeps its form, beside the step and the table). Where the
view `scrolls` (its zoom at the least that keeps the sentence and the cards legible), what runs past the screen's
foot is a scroll away too."""

AT_THE_LEAST_ZOOM = """id => {
    const el = document.getElementById(id);
    const drawn = [...el.querySelectorAll(".ma-widget__body > :not(.ma-controls, .ma-predict-toggle, .ma-steps)")]
        .flatMap(part => [[part.querySelector(".ma-step__text"), 30], [part.querySelector(".ma-card__rank"), 36]])
        .filter(([found]) => found);
    return drawn.some(([found, share]) =>
        parseFloat(getComputedStyle(found).fontSize) * found.currentCSSZoom < innerHeight / share + 0.5);
}"""
"""Whether the present view zooms the widget at the least that keeps its sentence or its cards legible (a
thirtieth and a thirty-sixth of the screen's height: present.mjs, LEGIBLE), where the rest may scroll."""


@pytest.mark.parametrize("path", GAME_PATHS)
def test_every_widget_fits_the_present_view_at_150_percent(live, page, path):
    page.set_viewport_size(ZOOMED)
    for widget_id in live(path):
        reveal(page, widget_id)
        present(page, widget_id)
        hidden = [widget_id, page.evaluate(AT_THE_LEAST_ZOOM, widget_id)]
        assert not page.evaluate(HIDDEN_BY_THE_SCREEN, hidden), (hidden, page.evaluate(HIDDEN_BY_THE_SCREEN, hidden))
        page.keyboard.press("Escape")
        page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')",
                               arg=widget_id)


@pytest.mark.parametrize(("scheme", "edition"), [("light", ""), ("dark", ""), ("light", "fr/")])
def test_the_present_view_passes_axe(live, page, scheme, edition):
    """In both palettes, and on the French edition's page (its host's words French)."""
    use_scheme(page, scheme)
    page.set_viewport_size(PROJECTOR)
    live(edition + PAGE)
    present(page, STEPS)
    act(page, STEPS, lambda: page.keyboard.press("PageDown"))
    violations = axe(page)
    assert not violations, (f"axe-core, #{STEPS} in the present view ({scheme}):\n"
                            + describe_violations(violations))


def test_without_the_fullscreen_api_the_present_view_fills_the_window(live, page):
    page.add_init_script("Object.defineProperty(Document.prototype, 'fullscreenEnabled', {get: () => false});")
    page.set_viewport_size(ZOOMED)
    live(PAGE)
    tool(page, STEPS, "present").click()
    page.wait_for_function("id => document.getElementById(id).classList.contains('is-presenting')", arg=STEPS)
    assert page.evaluate("() => document.fullscreenElement") is None
    box = page.locator(root(STEPS)).bounding_box()
    assert box == {"x": 0, "y": 0, "width": ZOOMED["width"], "height": ZOOMED["height"]}
    # Painted over the whole page, Material's header included, in every corner.
    corners = [[5, 5], [ZOOMED["width"] - 5, 5], [5, ZOOMED["height"] - 5], [ZOOMED["width"] - 5, ZOOMED["height"] - 5]]
    assert page.evaluate(
        "([corners, id]) => corners.every(([x, y]) => document.elementFromPoint(x, y).closest(`#${id}`))",
        [corners, STEPS])
    assert not outside_the_screen(page, STEPS), outside_the_screen(page, STEPS)
    assert step_of(act(page, STEPS, lambda: page.keyboard.press("PageDown"))) == 1
    page.keyboard.press("Escape")
    page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')", arg=STEPS)


def test_copy_link_puts_the_address_with_the_widgets_state_on_the_clipboard(live, page, served_site):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=served_site.origin)
    try:
        live(PAGE)
        act(page, STEPS, lambda: control(page, STEPS, "step", "last").click())
        tool(page, SCENARIO, "copy").click()
        said = page.locator(f"{root(SCENARIO)} .ma-widget__copied")
        said.wait_for()
        assert said.inner_text().startswith("Link copied")
        copied = page.evaluate("() => navigator.clipboard.readText()")
    finally:
        page.context.clear_permissions()
    # The widget copied from leads (at its own default, as built), then every widget that left its default.
    address, _, fragment = copied.partition("#")
    assert address == served_site.url(PAGE)
    parts = fragment.split(";")
    assert parts[0] == f"{SCENARIO}:" and parts[1].startswith(f"{STEPS}:") and "step=" in parts[1]
    assert len(parts) == 2


def test_without_the_clipboard_the_link_is_selected_in_a_field(live, page, served_site):
    page.add_init_script("Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});")
    live(PAGE)
    tool(page, STEPS, "copy").click()
    field = page.locator(f"{root(STEPS)} .ma-widget__link input")
    field.wait_for()
    assert field.input_value() == served_site.url(PAGE) + f"#{STEPS}:"
    assert page.evaluate("() => document.activeElement.selectionEnd - document.activeElement.selectionStart") == len(
        field.input_value())
    assert "selected" in page.inner_text(f"{root(STEPS)} .ma-widget__copied")


def test_a_link_holding_two_widgets_states_reopens_both(live, page):
    live(PAGE)
    dealt = act(page, DEAL, lambda: control(page, DEAL, "new-deal").click())
    stepped = act(page, STEPS, lambda: control(page, STEPS, "predict").check())
    stepped = act(page, STEPS, lambda: control(page, STEPS, "step", "next").click())
    # The case built in one widget stays in the address when the other switches its mode on.
    url = page.url
    parts = url.partition("#")[2].split(";")
    assert [part.partition(":")[0] for part in parts] == [DEAL, STEPS], url
    assert "predict=1" in parts[1] and f"seed={dealt['seed']}" in parts[0]

    other = page.context.new_page()
    other.goto(url)
    wait_live(other)
    other.wait_for_function(
        "([ids, states]) => ids.every((id, i) => document.getElementById(id).dataset.state === states[i])",
        arg=[[DEAL, STEPS], [page.get_attribute(root(widget_id), "data-state") for widget_id in (DEAL, STEPS)]])
    assert widget_state(other, STEPS) == stepped and widget_state(other, DEAL) == dealt

    # A widget stepped back to its default leaves the address; the other stays.
    act(page, STEPS, lambda: control(page, STEPS, "predict").uncheck())
    act(page, STEPS, lambda: control(page, STEPS, "step", "first").click())
    assert page.url.partition("#")[2].split(";") == [parts[0]]


def test_a_single_widget_link_of_before_still_opens(widget_runtime, page, goto):
    """A link that holds one widget's whole state, as links did before they held only what differs from the page's."""
    goto(f"{PAGE}#{STEPS}:{state_of({**block(PAGE, STEPS), 'step': 4}).to_fragment()}")
    wait_live(page)
    page.wait_for_function("id => JSON.parse(document.getElementById(id).dataset.state).step === 4", arg=STEPS)


def test_the_skip_link_reaches_the_first_widget_in_three_presses(live, page):
    ids = live(PAGE)
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.textContent") == "Skip to the first live widget"
    page.keyboard.press("Enter")
    assert page.evaluate("() => document.activeElement.id") == ids[0]
    assert "#" not in page.url
    # From there a Tab goes into the widget.
    page.keyboard.press("Tab")
    assert page.evaluate(f"() => document.getElementById({ids[0]!r}).contains(document.activeElement)")


def test_arrow_keys_step_a_scenario(live, page):
    live(PAGE)
    widget = widget_ids(page, "scenario")[0]
    control(page, widget, "step", "next").focus()
    assert step_of(act(page, widget, lambda: page.keyboard.press("ArrowRight"))) == 1
    assert step_of(act(page, widget, lambda: page.keyboard.press("ArrowRight"))) == 2
    assert step_of(act(page, widget, lambda: page.keyboard.press("ArrowLeft"))) == 1
    last = act(page, widget, lambda: page.keyboard.press("End"))
    assert step_of(last) > 2
    said = page.inner_text(f"{root(widget)} .ma-widget__said")
    assert said and said in page.inner_text(f"{root(widget)} .ma-step__text")


def step_panel_and_back_to_top(page: Any, widget_id: str) -> tuple[dict[str, float], dict[str, float] | None]:
    """Scrolls the widget's table under the header, then up a little so that "Back to top" shows; returns the step
    panel's box and the button's (None while it is hidden)."""
    page.evaluate("id => window.scrollTo(0, document.getElementById(id).querySelector('.ma-seats')"
                  ".getBoundingClientRect().top + scrollY)", widget_id)
    page.mouse.wheel(0, -120)
    page.wait_for_timeout(600)
    panel = page.locator(f"{root(widget_id)} .ma-step").bounding_box()
    top = page.evaluate("() => { const b = document.querySelector('.md-top');"
                        " return b && !b.hidden ? b.getBoundingClientRect().toJSON() : null; }")
    return panel, top


@pytest.mark.parametrize("size", [pytest.param(PHONE, id="phone-360x740"), pytest.param(PROJECTOR, id="1280x720")])
def test_the_step_panel_takes_a_third_of_a_phone_and_back_to_top_never_covers_its_counter(live, page, size):
    page.set_viewport_size(size)
    live(PAGE)
    act(page, STEPS, lambda: control(page, STEPS, "step", "last").click())
    panel, top = step_panel_and_back_to_top(page, STEPS)
    if size == PHONE:
        assert panel["height"] <= size["height"] / 3, panel
    counter = page.locator(f"{root(STEPS)} .ma-step__count").bounding_box()
    assert top is not None, "a scroll up did not show 'Back to top'"
    apart = (top["bottom"] <= counter["y"] or top["top"] >= counter["y"] + counter["height"]
             or top["right"] <= counter["x"] or top["left"] >= counter["x"] + counter["width"])
    assert apart, f"'Back to top' at {top} covers the step counter at {counter}"
    if size == PHONE:
        # Presented on a phone held upright the view keeps one column: the step above the table.
        present(page, STEPS)
        step, table, _, _ = page.evaluate(LAYOUT, [STEPS, ".ma-widget__body > .ma-step", TABLE])
        assert step["bottom"] <= table["top"] + 0.5 and abs(step["left"] - table["left"]) < 1, (step, table)
        page.keyboard.press("Escape")

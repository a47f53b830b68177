"""Class mode in Chromium: the present view for a projector, the "Copy link" button, a link holding several
widgets' states, the skip link to the first widget, the arrow keys of a scenario, and the step panel and "Back to
top" as a phone and a laptop show them.

The present view is measured at 1280×720 and at 853×480, the CSS viewport of 1280×720 at 150 % zoom: the table, the
step's sentence and the step buttons lie inside the screen, a clicker's keys step the widget and Escape leaves.
The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

import pytest

from browser_harness import axe, describe_violations, reveal, use_scheme, wait_live, widget_ids, widget_state
from .test_widgets import act, control, live, root, runtime, step_of  # noqa: F401 (live and runtime are fixtures)

FARMER = "games/farmer/"
PROJECTOR = {"width": 1280, "height": 720}
ZOOMED = {"width": 853, "height": 480}  # 1280×720 at 150 %
PHONE = {"width": 360, "height": 740}

SHOWN = {"the table": ".ma-widget__body > :is(.ma-seats, .ma-trick, ol)", "the sentence": ".ma-step__text",
         "the step buttons": ".ma-step__nav"}
"""What the class must see in the present view, inside the screen: the table, the step's sentence, the buttons."""

PRESENTING = """id => {
    const el = document.getElementById(id);
    return el.classList.contains("is-presenting") && document.fullscreenElement === el
        && el.querySelector(".ma-widget__body").style.zoom !== "";
}"""


ZOOM = "id => document.getElementById(id).querySelector('.ma-widget__body').style.zoom"


def tool(page: Any, widget_id: str, name: str) -> Any:
    return page.locator(f"{root(widget_id)} .ma-widget__tools [data-tool='{name}']")


def outside_the_screen(page: Any, widget_id: str) -> list[str]:
    """What of SHOWN lies (even partly) outside the viewport, with its box, in words; empty when all is in view."""
    return page.evaluate(
        """([id, shown]) => {
            const el = document.getElementById(id);
            return Object.entries(shown).flatMap(([what, selector]) => {
                const found = el.querySelector(selector);
                if (!found) return [`${what}: none`];
                const box = found.getBoundingClientRect();
                const inside = box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5
                    && box.right <= innerWidth + 0.5 && box.height > 0;
                return inside ? [] : [`${what} at ${JSON.stringify(box)} in ${innerWidth}×${innerHeight}`];
            });
        }""",
        [widget_id, SHOWN],
    )


def present(page: Any, widget_id: str) -> None:
    tool(page, widget_id, "present").click()
    page.wait_for_function(PRESENTING, arg=widget_id)


@pytest.mark.parametrize("size, path, widget_id", [
    pytest.param(PROJECTOR, FARMER, "farmer-steps", id="farmer-1280x720"),
    pytest.param(ZOOMED, FARMER, "farmer-steps", id="farmer-150-percent"),
    pytest.param(ZOOMED, "games/french-tarot/", "french-tarot-play", id="french-tarot-play-150-percent"),
])
def test_the_present_view_shows_table_sentence_and_buttons_and_a_clicker_steps_it(live, page, size, path, widget_id):
    page.set_viewport_size(size)
    live(path)
    present(page, widget_id)
    assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)
    assert tool(page, widget_id, "present").get_attribute("aria-pressed") == "true"

    zoom = float(page.evaluate(ZOOM, widget_id))
    # A clicker sends Page Down and Page Up, or the arrows, or a space: each steps the widget shown, whose cards keep
    # their size while the step fits.
    for key, step in (("PageDown", 1), ("ArrowRight", 2), ("Space", 3), ("PageUp", 2), ("ArrowLeft", 1)):
        assert step_of(act(page, widget_id, lambda: page.keyboard.press(key))) == step, key
        assert page.evaluate(PRESENTING, widget_id), f"{key} left the present view"
        assert float(page.evaluate(ZOOM, widget_id)) <= zoom
    assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)

    page.keyboard.press("Escape")
    page.wait_for_function(
        "id => !document.fullscreenElement && !document.getElementById(id).classList.contains('is-presenting')",
        arg=widget_id)
    assert page.evaluate("() => document.activeElement.dataset.tool") == "present"
    assert tool(page, widget_id, "present").get_attribute("aria-pressed") is None


EVERY_GAME = ["farmer", "ferme", "basset", "landsknecht", "glic", "homme", "swiss-tarot", "french-tarot"]

HIDDEN_BY_THE_SCREEN = """id => {
    const body = document.getElementById(id).querySelector(".ma-widget__body");
    return [...body.children].filter(child => !child.matches(".ma-controls, .ma-predict-toggle, .ma-steps"))
        .filter(child => {
            const box = child.getBoundingClientRect();
            return box.height > 0 && (box.top < -0.5 || box.bottom > innerHeight + 0.5 || box.right > innerWidth + 0.5);
        })
        .map(child => `${child.tagName.toLowerCase()}.${[...child.classList].join(".")}`);
}"""
"""What the present view must show but the screen cuts: every part of the body but the form, the predict switch and
the list of steps, which follow the table a scroll away."""


@pytest.mark.parametrize("game", EVERY_GAME)
def test_every_widget_fits_the_present_view_at_150_percent(live, page, game):
    page.set_viewport_size(ZOOMED)
    for widget_id in live(f"games/{game}/"):
        reveal(page, widget_id)
        present(page, widget_id)
        assert not page.evaluate(HIDDEN_BY_THE_SCREEN, widget_id), (widget_id, page.evaluate(HIDDEN_BY_THE_SCREEN,
                                                                                              widget_id))
        page.keyboard.press("Escape")
        page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')",
                               arg=widget_id)


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_present_view_passes_axe(live, page, scheme):
    use_scheme(page, scheme)
    page.set_viewport_size(PROJECTOR)
    live(FARMER)
    present(page, "farmer-steps")
    act(page, "farmer-steps", lambda: page.keyboard.press("PageDown"))
    violations = axe(page)
    assert not violations, (f"axe-core, Farmer's steps in the present view ({scheme}):\n"
                            + describe_violations(violations))


def test_without_the_fullscreen_api_the_present_view_fills_the_window(live, page):
    page.add_init_script("Object.defineProperty(Document.prototype, 'fullscreenEnabled', {get: () => false});")
    page.set_viewport_size(ZOOMED)
    live(FARMER)
    tool(page, "farmer-steps", "present").click()
    page.wait_for_function("() => document.getElementById('farmer-steps').classList.contains('is-presenting')")
    assert page.evaluate("() => document.fullscreenElement") is None
    box = page.locator(root("farmer-steps")).bounding_box()
    assert box == {"x": 0, "y": 0, "width": ZOOMED["width"], "height": ZOOMED["height"]}
    # Painted over the whole page, Material's header included, in every corner.
    corners = [[5, 5], [ZOOMED["width"] - 5, 5], [5, ZOOMED["height"] - 5], [ZOOMED["width"] - 5, ZOOMED["height"] - 5]]
    assert page.evaluate(
        "corners => corners.every(([x, y]) => document.elementFromPoint(x, y).closest('#farmer-steps'))", corners)
    assert not outside_the_screen(page, "farmer-steps"), outside_the_screen(page, "farmer-steps")
    assert step_of(act(page, "farmer-steps", lambda: page.keyboard.press("PageDown"))) == 1
    page.keyboard.press("Escape")
    page.wait_for_function("() => !document.getElementById('farmer-steps').classList.contains('is-presenting')")


def test_copy_link_puts_the_address_with_the_widgets_state_on_the_clipboard(live, page, site):
    page.context.grant_permissions(["clipboard-read", "clipboard-write"], origin=site.origin)
    try:
        live(FARMER)
        act(page, "farmer-steps", lambda: control(page, "farmer-steps", "step", "last").click())
        tool(page, "farmer-tie", "copy").click()
        said = page.locator(f"{root('farmer-tie')} .ma-widget__copied")
        said.wait_for()
        assert said.inner_text().startswith("Link copied")
        copied = page.evaluate("() => navigator.clipboard.readText()")
    finally:
        page.context.clear_permissions()
    # The widget copied from leads (at its own default, as built), then every widget that left its default.
    address, _, fragment = copied.partition("#")
    assert address == site.url(FARMER)
    parts = fragment.split(";")
    assert parts[0] == "farmer-tie:" and parts[1].startswith("farmer-steps:") and "step=" in parts[1]
    assert len(parts) == 2


def test_without_the_clipboard_the_link_is_selected_in_a_field(live, page, site):
    page.add_init_script("Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined});")
    live(FARMER)
    tool(page, "farmer-steps", "copy").click()
    field = page.locator(f"{root('farmer-steps')} .ma-widget__link input")
    field.wait_for()
    assert field.input_value() == site.url(FARMER) + "#farmer-steps:"
    assert page.evaluate("() => document.activeElement.selectionEnd - document.activeElement.selectionStart") == len(
        field.input_value())
    assert "selected" in page.inner_text(f"{root('farmer-steps')} .ma-widget__copied")


def test_a_link_holding_two_widgets_states_reopens_both(live, page):
    live(FARMER)
    dealt = act(page, "farmer-deal", lambda: control(page, "farmer-deal", "new-deal").click())
    stepped = act(page, "farmer-steps", lambda: control(page, "farmer-steps", "predict").check())
    stepped = act(page, "farmer-steps", lambda: control(page, "farmer-steps", "step", "next").click())
    # The case built in one widget stays in the address when the other switches its mode on.
    url = page.url
    parts = url.partition("#")[2].split(";")
    assert [part.partition(":")[0] for part in parts] == ["farmer-deal", "farmer-steps"], url
    assert "predict=1" in parts[1] and f"seed={dealt['seed']}" in parts[0]

    other = page.context.new_page()
    other.goto(url)
    wait_live(other)
    other.wait_for_function(
        "([deal, steps]) => document.getElementById('farmer-deal').dataset.state === deal"
        " && document.getElementById('farmer-steps').dataset.state === steps",
        arg=[page.get_attribute(root("farmer-deal"), "data-state"), page.get_attribute(root("farmer-steps"),
                                                                                           "data-state")])
    assert widget_state(other, "farmer-steps") == stepped and widget_state(other, "farmer-deal") == dealt

    # A widget stepped back to its default leaves the address; the other stays.
    act(page, "farmer-steps", lambda: control(page, "farmer-steps", "predict").uncheck())
    act(page, "farmer-steps", lambda: control(page, "farmer-steps", "step", "first").click())
    assert page.url.partition("#")[2].split(";") == [parts[0]]


def test_a_single_widget_link_of_before_still_opens(runtime, page, goto):
    goto(f"{FARMER}#farmer-steps:game=farmer&kind=steps&seed=7&players=5&step=4")
    wait_live(page)
    page.wait_for_function("() => JSON.parse(document.getElementById('farmer-steps').dataset.state).step === 4")


def test_the_skip_link_reaches_the_first_widget_in_three_presses(live, page):
    ids = live(FARMER)
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
    live(FARMER)
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
    live(FARMER)
    act(page, "farmer-steps", lambda: control(page, "farmer-steps", "step", "last").click())
    panel, top = step_panel_and_back_to_top(page, "farmer-steps")
    if size == PHONE:
        assert panel["height"] <= size["height"] / 3, panel
    counter = page.locator(f"{root('farmer-steps')} .ma-step__count").bounding_box()
    assert top is not None, "a scroll up did not show 'Back to top'"
    apart = (top["bottom"] <= counter["y"] or top["top"] >= counter["y"] + counter["height"]
             or top["right"] <= counter["x"] or top["left"] >= counter["x"] + counter["width"])
    assert apart, f"'Back to top' at {top} covers the step counter at {counter}"

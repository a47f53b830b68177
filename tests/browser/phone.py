"""A page at a phone's width, as the browser tests measure it: nothing scrolls sideways, no widget runs past the
right edge, and axe-core still finds nothing serious; a reader stepping taps Next without a scroll, the step's buttons
and sentence in view above the table, which nothing covers.

An element inside a container that scrolls sideways on purpose (`overflow-x: auto` or `scroll`, such as
Material's wrapper of a wide table) may run past the edge: the reader scrolls that container, not the page.
"""

from __future__ import annotations

from typing import Any

from .browser_harness import axe_all_tabs, describe_violations
from .live_widget import act, root

PHONE = {"width": 360, "height": 800}

_PAST_THE_EDGE = """selector => {
    const edge = document.documentElement.clientWidth;
    const scrolls = el => {
        for (let up = el.parentElement; up; up = up.parentElement) {
            if (["auto", "scroll"].includes(getComputedStyle(up).overflowX)) return true;
        }
        return false;
    };
    return [...document.querySelectorAll(selector)].flatMap(widget => [widget, ...widget.querySelectorAll("*")])
        .filter(el => {
            const box = el.getBoundingClientRect();
            return (box.width || box.height) && box.right > edge + 0.5 && !scrolls(el);
        })
        .map(el => `#${el.closest(".ma-widget").id} ${el.tagName.toLowerCase()}.${[...el.classList].join(".")}`
                   + `${el.name ? `[name=${el.name}]` : ""} (right edge at ${Math.round(el.getBoundingClientRect().right)})`);
}"""


def no_sideways_scroll(page: Any) -> bool:
    """The page is no wider than the window."""
    return page.evaluate("() => document.documentElement.scrollWidth <= document.documentElement.clientWidth")


def past_the_edge(page: Any, selector: str = ".ma-widget") -> list[str]:
    """The elements of the widgets (``selector``) whose box runs past the window's right edge, in words."""
    found: list[str] = page.evaluate(_PAST_THE_EDGE, selector)
    return found


def fits_a_phone_and_passes_axe(page: Any, what: str) -> None:
    """At 360 pixels the page does not scroll sideways, and axe-core finds nothing serious on it."""
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)
    violations = axe_all_tabs(page)
    assert not violations, f"axe-core, {what}:\n" + describe_violations(violations)


def in_view(page: Any, selector: str) -> str | None:
    """None when the element lies whole in the window, below Material's header and uncovered; else where it is."""
    return page.evaluate(
        """selector => {
            const el = document.querySelector(selector);
            const box = el.getBoundingClientRect();
            const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (box.top < header || box.bottom > window.innerHeight) {
                return `from ${Math.round(box.top)} to ${Math.round(box.bottom)} px, `
                    + `the window showing ${Math.round(header)} to ${window.innerHeight}`;
            }
            return el.contains(top) ? null : `covered by ${top ? top.outerHTML.slice(0, 120) : "nothing"}`;
        }""",
        selector,
    )


def starts_in_view(page: Any, selector: str) -> str | None:
    """None when the element's top lies in the window, below Material's header and uncovered; else where it is."""
    return page.evaluate(
        """selector => {
            const box = document.querySelector(selector).getBoundingClientRect();
            const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
            if (box.top < header || box.top + 10 > window.innerHeight) {
                return `its top at ${Math.round(box.top)} px, the window showing ${Math.round(header)} to ${window.innerHeight}`;
            }
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + 5);
            return document.querySelector(selector).contains(top) ? null : `covered by ${top ? top.outerHTML.slice(0, 120) : "nothing"}`;
        }""",
        selector,
    )


def tap_next_above_the_table(page: Any, widget_id: str) -> None:
    """Scrolls the widget's step to the top of the window, under Material's header, and taps Next where it shows,
    without a scroll; checks that Next, the step's sentence and the top of the table after the step are in view before
    the tap and after the answer, and that the step, which scrolls with the page, never lies over the table."""
    step = f"{root(widget_id)} .ma-step"
    page.locator(step).evaluate(
        "step => window.scrollBy({top: step.getBoundingClientRect().top"
        " - document.querySelector('.md-header').getBoundingClientRect().bottom, behavior: 'instant'})")
    scrolled = page.evaluate("() => window.scrollY")
    next_button = f"{step} [data-action='step'][data-value='next']"
    sentence = f"{step} .ma-step__text"
    table = f"{step} + *"
    for selector in (next_button, sentence):
        assert in_view(page, selector) is None, f"{selector} before the tap: {in_view(page, selector)}"
    assert starts_in_view(page, table) is None, f"the table before the tap: {starts_in_view(page, table)}"
    box = page.locator(next_button).bounding_box()
    act(page, widget_id, lambda: page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
    assert page.evaluate("() => window.scrollY") == scrolled, "the page scrolled when Next was tapped"
    for selector in (next_button, sentence):
        assert in_view(page, selector) is None, f"{selector} after the tap: {in_view(page, selector)}"
    assert starts_in_view(page, table) is None, f"the table after the tap: {starts_in_view(page, table)}"
    # Scrolled on to the table, the step goes up with the page: nothing lies over the table's top.
    page.locator(table).evaluate(
        "table => window.scrollBy({top: table.getBoundingClientRect().top"
        " - document.querySelector('.md-header').getBoundingClientRect().bottom - 1, behavior: 'instant'})")
    assert starts_in_view(page, table) is None, f"the table scrolled to the top: {starts_in_view(page, table)}"

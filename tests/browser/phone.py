"""A page at a phone's width, as the browser tests measure it: nothing scrolls sideways, no widget runs past the
right edge, and axe-core still finds nothing serious.

An element inside a container that scrolls sideways on purpose (`overflow-x: auto` or `scroll`, such as
Material's wrapper of a wide table) may run past the edge: the reader scrolls that container, not the page.
"""

from __future__ import annotations

from typing import Any

from browser_harness import axe_all_tabs, describe_violations

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

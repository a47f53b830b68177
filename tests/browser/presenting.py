"""The present view, a widget shown full screen for a class, as the browser tests measure it: what of the table, the
step's sentence, the step buttons or a form lies outside the screen, and whether the step (or a form) stands beside
the table.

The present view is measured at 1280×720 and at 853×480, the CSS viewport of 1280×720 at 150 % zoom.
"""

from __future__ import annotations

from typing import Any

from .live_widget import root

PROJECTOR = {"width": 1280, "height": 720}
ZOOMED = {"width": 853, "height": 480}  # 1280×720 at 150 %

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


def outside_the_screen(page: Any, widget_id: str, shown: dict[str, str] = SHOWN) -> list[str]:
    """What of `shown` lies (even partly) outside the viewport, with its box, in words; empty when all is in view."""
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
        [widget_id, shown],
    )


def present(page: Any, widget_id: str) -> None:
    tool(page, widget_id, "present").click()
    page.wait_for_function(PRESENTING, arg=widget_id)


TABLE = ".ma-widget__body > :is(.ma-seats, .ma-trick, .ma-tarot-chances, ol)"
"""The table's first part: the seats, the trick, or a calculator's table of chances."""

LAYOUT = """([id, first, second]) => {
    const el = document.getElementById(id);
    const box = (selector) => { const found = el.querySelector(selector);
                                return found ? found.getBoundingClientRect().toJSON() : null; };
    return [box(first), box(second), innerWidth, innerHeight];
}"""


def inside(box: dict[str, float], width: int, height: int) -> bool:
    return (box["height"] > 0 and box["top"] >= -0.5 and box["left"] >= -0.5 and box["bottom"] <= height + 0.5
            and box["right"] <= width + 0.5)


def not_side_by_side(page: Any, widget_id: str, left: str = ".ma-widget__body > .ma-step",
                     right: str = TABLE) -> str:
    """Why `left` (the step panel, unless told) does not stand in the screen to the left of `right` (the table), their
    boxes apart; empty when it does."""
    first, second, width, height = page.evaluate(LAYOUT, [widget_id, left, right])
    if first is None or second is None:
        return f"{left}: {first}, {right}: {second}"
    if not (inside(first, width, height) and inside(second, width, height)):
        return f"{left} at {first} or {right} at {second} not inside {width}×{height}"
    if first["right"] > second["left"] + 0.5:
        return f"{left} at {first} is not left of {right} at {second}"
    return ""


FORM_IN_VIEW = """id => {
    const el = document.getElementById(id);
    const form = el.querySelector(".ma-widget__body > .ma-controls");
    const parts = {"the first field": form.querySelector("input:not([type=hidden]), select, textarea"),
                   "the button": form.querySelector('[data-action="apply"], [data-action="settle"]')};
    return Object.entries(parts).flatMap(([what, part]) => {
        const box = part.getBoundingClientRect();
        const seen = document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2);
        const inside = box.height > 0 && box.top >= -0.5 && box.left >= -0.5 && box.bottom <= innerHeight + 0.5
            && box.right <= innerWidth + 0.5;
        return inside && part.contains(seen) ? []
            : [`${what} at ${JSON.stringify(box)}, under ${seen && seen.outerHTML.slice(0, 80)}`];
    }).concat(el.scrollTop ? [`the view scrolled by ${el.scrollTop} px`] : []);
}"""
"""What of a calculator's or a scenario's form, its first field and its button, is not in view and free to press."""

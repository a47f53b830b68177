"""The site on a phone, 360 pixels wide, in Chromium: no page scrolls sideways and no widget runs past the edge,
as built and live; a reader stepping with the table in view taps Next without a scroll, the step's buttons and
sentence kept in view; a screen reader hears each new step's sentence; axe-core still finds nothing serious.

Only wide tables inside a container that scrolls sideways on purpose (Material's wrapper of a Markdown table,
`overflow-x: auto`) may run past the edge: see `browser.phone`.
"""

from __future__ import annotations

from typing import Any

from tests.support.pages import GAME_PAGES, page_blocks
from browser_harness import tab_labels, use_scheme, wait_live, widget_ids
from .phone import PHONE, fits_a_phone_and_passes_axe, no_sideways_scroll, past_the_edge
from .test_pages import pages_of_site
from .test_widgets import act, control, live, root, runtime  # noqa: F401 (fixtures)

STEPPING = {f"games/{page}/": steps[0] for page in GAME_PAGES
            if (steps := [widget_id for widget_id, fields in page_blocks(page).items() if fields.get("kind") == "steps"])}
"""The first widget that steps through a deal (kind ``steps``) of each game page that has one, by page."""


def overflow(page: Any, path: str, when: str) -> list[str]:
    """What runs past a phone's edge on the page as it stands, each content tab shown in turn."""
    found = [] if no_sideways_scroll(page) else [
        f"/{path} ({when}): the page is {page.evaluate('() => document.documentElement.scrollWidth')} px wide"]
    for label in [None, *tab_labels(page)]:
        if label is not None:
            page.click(f"label[for='{label}']")
        found += [f"/{path} ({when}): {element}" for element in past_the_edge(page)]
    return found


def visit(page: Any, url: str) -> None:
    """Opens ``url`` as a reader's click on a link does: Material's instant navigation keeps the engine booted."""
    page.evaluate(
        """url => {
            document.querySelector("article").dataset.left = "yes";
            const link = Object.assign(document.createElement("a"), {href: url});
            document.querySelector("article").append(link);
            link.click();
        }""",
        url,
    )
    page.wait_for_function("url => location.href === url && document.querySelector('article:not([data-left])')",
                           arg=url, polling=50)


def test_nothing_runs_past_a_phone_s_edge_on_any_page(runtime, page, goto, site):
    page.set_viewport_size(PHONE)
    goto("")
    found: list[str] = []
    for path in pages_of_site():
        visit(page, site.url(path))
        found += overflow(page, path, "as built")
        if widget_ids(page):
            wait_live(page)
            found += overflow(page, path, "live")
    assert not found, "at 360 pixels wide:\n" + "\n".join(found)


def in_view(page: Any, selector: str) -> str | None:
    """None when the element lies whole in the window, below Material's header and uncovered; else where it is."""
    return page.evaluate(
        """selector => {
            const el = document.querySelector(selector);
            const box = el.getBoundingClientRect();
            const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            if (box.top < header || box.bottom > window.innerHeight) {
                return `from ${Math.round(box.top)} to ${Math.round(box.bottom)} px, the window showing ${Math.round(header)} to ${window.innerHeight}`;
            }
            return el.contains(top) ? null : `covered by ${top ? top.outerHTML.slice(0, 120) : "nothing"}`;
        }""",
        selector,
    )


def tap_next_below_the_table(page: Any, widget_id: str) -> None:
    """Scrolls the widget's table into view, its foot at the window's foot, and taps Next where it shows, without
    a scroll; checks that Next and the step's sentence are in view before the tap and after the answer."""
    page.locator(f"{root(widget_id)} .ma-seats").first.evaluate("table => table.scrollIntoView({block: 'end'})")
    scrolled = page.evaluate("() => window.scrollY")
    next_button = f"{root(widget_id)} [data-action='step'][data-value='next']"
    sentence = f"{root(widget_id)} .ma-step__text"
    for selector in (next_button, sentence):
        assert in_view(page, selector) is None, f"{selector} before the tap: {in_view(page, selector)}"
    box = page.locator(next_button).bounding_box()
    table = f"{root(widget_id)} .ma-seats"
    where = page.locator(table).first.bounding_box()["y"]
    act(page, widget_id, lambda: page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2))
    # The page did not scroll away from the reader: it kept its place, or the browser kept the table where it stood
    # on the screen while the step above it changed height (its scroll anchoring).
    moved = abs(page.locator(table).first.bounding_box()["y"] - where)
    assert page.evaluate("() => window.scrollY") == scrolled or moved < 1, "the page scrolled when Next was tapped"
    for selector in (next_button, sentence):
        assert in_view(page, selector) is None, f"{selector} after the tap: {in_view(page, selector)}"


def test_next_and_the_step_stay_in_view_while_stepping_on_a_phone(runtime, page, goto, site):
    page.set_viewport_size(PHONE)
    goto("")
    for path, widget_id in STEPPING.items():
        visit(page, site.url(path))
        wait_live(page)
        tap_next_below_the_table(page, widget_id)
        tap_next_below_the_table(page, widget_id)


def test_the_stuck_step_reads_in_the_dark_palette_and_passes_axe(live, page):
    use_scheme(page, "dark")
    page.set_viewport_size(PHONE)
    live("games/glic/")
    tap_next_below_the_table(page, STEPPING["games/glic/"])
    page.mouse.wheel(0, -200)  # scrolling up brings Material's "Back to top": it must not lie over the step's buttons
    page.wait_for_selector(".md-top:not([hidden])")
    next_button = f"{root(STEPPING['games/glic/'])} [data-action='step'][data-value='next']"
    assert in_view(page, next_button) is None, f"with Back to top shown: {in_view(page, next_button)}"
    fits_a_phone_and_passes_axe(page, "Glic page on a phone, stepping, dark palette")


def test_a_screen_reader_hears_the_new_step_s_sentence(live, page):
    live("games/basset/")
    widget_id = STEPPING["games/basset/"]
    region = f"{root(widget_id)} > .ma-widget__said[aria-live='polite']"
    assert page.locator(region).count() == 1 and page.text_content(region) == ""
    for key in ("next", "next", "last", "previous"):
        button = control(page, widget_id, "step", key)
        act(page, widget_id, lambda: (button.focus(), page.keyboard.press("Enter")))
        shown = page.inner_text(f"{root(widget_id)} .ma-step__text")
        assert page.locator(region).count() == 1 and page.text_content(region) == shown, (key, shown)
    act(page, widget_id, lambda: page.keyboard.press("ArrowLeft"))
    assert page.text_content(region) == page.inner_text(f"{root(widget_id)} .ma-step__text")

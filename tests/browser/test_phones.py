"""The site on a phone, 360 pixels wide, in Chromium: no page scrolls sideways and no widget runs past the edge,
as built and live; a reader stepping taps Next without a scroll, the step's buttons and sentence in view above the
table, which the step never covers; a screen reader hears each new step's sentence; axe-core still finds nothing
serious.

Only wide tables inside a container that scrolls sideways on purpose (Material's wrapper of a Markdown table,
`overflow-x: auto`) may run past the edge: see `browser.phone`.
"""

from __future__ import annotations

from typing import Any

from tests.support.pages import GAME_PAGES, page_blocks

from .browser_harness import navigate_instantly, tab_labels, wait_live, widget_ids
from .live_widget import act, control, root
from .phone import PHONE, no_sideways_scroll, past_the_edge, tap_next_above_the_table
from .site_nav import pages_of_site

STEPPING = {f"games/{page}/": steps[0] for page in GAME_PAGES
            if (steps := [widget_id for widget_id, fields in page_blocks(page).items()
                          if fields.get("kind") == "steps"])}
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


def test_nothing_runs_past_a_phone_s_edge_on_any_page(widget_runtime, page, goto, served_site):
    page.set_viewport_size(PHONE)
    goto("")
    found: list[str] = []
    for path in pages_of_site():
        navigate_instantly(page, served_site, path)
        found += overflow(page, path, "as built")
        if widget_ids(page):
            wait_live(page)
            found += overflow(page, path, "live")
    assert not found, "at 360 pixels wide:\n" + "\n".join(found)


def test_next_and_the_step_stay_in_view_while_stepping_on_a_phone(widget_runtime, page, goto, served_site):
    page.set_viewport_size(PHONE)
    goto("")
    for path, widget_id in STEPPING.items():
        navigate_instantly(page, served_site, path)
        wait_live(page)
        tap_next_above_the_table(page, widget_id)
        tap_next_above_the_table(page, widget_id)


def test_a_screen_reader_hears_the_new_step_s_sentence(live, page):
    path, widget_id = next(iter(STEPPING.items()))
    live(path)
    region = f"{root(widget_id)} > .ma-widget__said[aria-live='polite']"
    assert page.locator(region).count() == 1 and page.text_content(region) == ""
    for key in ("next", "next", "last", "previous"):
        button = control(page, widget_id, "step", key)
        act(page, widget_id, lambda: (button.focus(), page.keyboard.press("Enter")))
        shown = page.inner_text(f"{root(widget_id)} .ma-step__text")
        assert page.locator(region).count() == 1 and page.text_content(region) == shown, (key, shown)
    act(page, widget_id, lambda: page.keyboard.press("ArrowLeft"))
    assert page.text_content(region) == page.inner_text(f"{root(widget_id)} .ma-step__text")

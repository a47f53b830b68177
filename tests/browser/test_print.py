"""A game page printed from Chromium is a handout, in either edition: the title and the text, each widget's table at
the step shown with that step's sentence, the whole list of steps and every payment printed open, and no control,
header, navigation or footer."""

from __future__ import annotations

import re
from typing import Any

import pytest

from widgets.games import state_of
from widgets.render import view

from .browser_harness import widget_ids
from .live_widget import act, control, root
from .site_nav import block, widgets_of

PAGE, STEPPING = next((path, widget_id) for path, widget_id in widgets_of("steps")
                      if "ma-outcome__payments" in view(state_of(block(path, widget_id))))
"""The first widget that steps through a deal and lists its payments as built, and its page."""

# Visible: the element is rendered, has a box, and no closed <details> (content-visibility: hidden) hides it.
_SHOWN = "els => els.map(e => e.checkVisibility() && e.getBoundingClientRect().height > 0)"


def shown(page: Any, selector: str) -> list[bool]:
    """Whether each element matching ``selector`` shows on the page, in page order."""
    found: list[bool] = page.eval_on_selector_all(selector, _SHOWN)
    return found


COUNTED = {"": "Step 2 of ", "fr/": "Étape 2 sur "}
"""How the step shown is counted on paper, by the edition's sub-path."""


@pytest.mark.parametrize("edition", COUNTED, ids=lambda sub_path: sub_path.strip("/") or "en")
def test_a_printed_page_shows_every_step_and_payment_and_no_control(live, page, edition):
    live(edition + PAGE)
    button = control(page, STEPPING, "step", "next")
    act(page, STEPPING, lambda: (button.focus(), page.keyboard.press("Enter")))
    sentence = page.inner_text(f"{root(STEPPING)} .ma-step__text")
    assert not any(shown(page, ".ma-widget .ma-steps li")), "on screen the list of steps starts closed"
    page.emulate_media(media="print")
    for widget_id in widget_ids(page):
        for what in (".ma-steps li", ".ma-outcome__payments li", ".ma-seats > li"):
            assert all(shown(page, f"{root(widget_id)} {what}")), f"#{widget_id}: {what} hidden on paper"
    assert shown(page, ".ma-widget .ma-steps li") and shown(page, ".ma-widget .ma-outcome__payments li")
    assert page.inner_text(f"{root(STEPPING)} .ma-step__text") == sentence and shown(
        page, f"{root(STEPPING)} .ma-step__text") == [True], "the printed table is not at the step shown"
    assert page.inner_text(f"{root(STEPPING)} .ma-step__count").startswith(COUNTED[edition])
    controls = ".ma-widget :is(button, input, select, textarea, form), .ma-widget__status"
    assert page.locator(controls).count() > 0 and not any(shown(page, controls)), "a control prints"
    chrome = ".md-header, .md-tabs, .md-sidebar, .md-footer, .md-top, .md-content__button, .md-search"
    assert not any(shown(page, chrome)), "Material's header, navigation or footer prints"
    assert shown(page, "article h1") == [True]
    # Chromium's own PDF opens them too: closing the lists again makes the PDF shorter.
    opened = pdf_pages(page)
    page.add_style_tag(content=".ma-widget details::details-content { content-visibility: hidden !important; }")
    assert opened > pdf_pages(page) >= 1, "the PDF does not print the lists open"


def pdf_pages(page: Any) -> int:
    """How many A4 pages Chromium's PDF of the page has."""
    pdf: bytes = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF")
    return len(re.findall(rb"/Type\s*/Page\b", pdf))

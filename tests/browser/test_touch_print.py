"""The widgets on a touch phone and the teachers' page on paper, in Chromium.

On a phone of 360×740 pixels with a touch screen (emulated through the DevTools protocol on the shared browser, so
that `(pointer: coarse)` matches), every control of every game page's widgets is at least 44×44 pixels, a checkbox
counting with the label that holds it; a lesson that opens on a question shows the question and the table it is
about on the screen together, without a sideways scroll.

The teachers' page printed to PDF (A4, the browser's usual margins of about a centimetre) has no blank sheet and
leaves the teacher's answers out; printed from its answers' link it has them; a handout printed from its button, or
from its title's address, which the page's contents link to, comes out alone on one sheet, without the answers.
A sheet is blank when its content draws no text: Chromium writes each page's drawing as a compressed stream, and
text is drawn by the PDF operators ``Tj`` and ``TJ``.
"""

from __future__ import annotations

import re
import zlib
from typing import Any

import pytest

from tests.test_lessons import LESSONS, PREDICTING

from .browser_harness import css_id, tab_labels, wait_live
from .site_nav import GAME_PATHS

TOUCH_PHONE = {"width": 360, "height": 740}
"""The phone the teacher measured on."""

FINGER = 44
"""The smallest target a finger hits surely, in CSS pixels (WCAG 2.5.5)."""

_CONTROLS = """() => [...document.querySelectorAll(
        ".ma-widget :is(button, select, input, textarea, summary)")]
    .filter(el => el.checkVisibility())
    .map(el => {
        const target = ["checkbox", "radio"].includes(el.type) ? (el.closest("label") || el) : el;
        const box = target.getBoundingClientRect();
        const words = (el.getAttribute("aria-label") || el.textContent || el.name || el.type).trim().slice(0, 30);
        return [`#${el.closest(".ma-widget").id} ${el.tagName.toLowerCase()} "${words}"`, box.width, box.height];
    })"""


def touch_phone(page: Any) -> None:
    """Makes the tab a phone with a touch screen, 360×740, before it loads a page."""
    session = page.context.new_cdp_session(page)
    session.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
    session.send("Emulation.setDeviceMetricsOverride", {**TOUCH_PHONE, "deviceScaleFactor": 2, "mobile": True})


def too_small(page: Any) -> list[str]:
    """The visible controls of the page's widgets smaller than a finger, in words, with their size."""
    return [f"{what}: {width:.0f}×{height:.0f}" for what, width, height in page.evaluate(_CONTROLS)
            if width < FINGER - 0.5 or height < FINGER - 0.5]


@pytest.mark.parametrize("path", GAME_PATHS)
def test_every_control_of_a_game_page_is_a_finger_s_size_on_a_touch_phone(widget_runtime, page, goto, path):
    touch_phone(page)
    goto(path)
    assert page.evaluate("() => matchMedia('(pointer: coarse)').matches && innerWidth === 360")
    wait_live(page)
    assert page.evaluate(_CONTROLS), f"no control measured on /{path}"
    found = too_small(page)
    for label in tab_labels(page):
        page.click(f"label[for='{label}']")
        found += [line for line in too_small(page) if line not in found]
    assert not found, f"/{path} on a touch phone, smaller than {FINGER}×{FINGER} px:\n" + "\n".join(found)


ASKING = [(page, widget_id, fragment) for _, page, widget_id, fragment in PREDICTING
          if LESSONS[(page, widget_id, fragment)].question]
"""The lesson links that open a widget on a question of the predict mode."""


@pytest.mark.parametrize("game_page, widget_id, fragment", ASKING, ids=[w for _, w, _ in ASKING])
def test_a_question_and_its_table_are_on_a_phone_s_screen_together(widget_runtime, page, goto, game_page,
                                                                   widget_id, fragment):
    touch_phone(page)
    goto(f"games/{game_page}/#{widget_id}:{fragment}")
    wait_live(page)
    widget = f"#{css_id(widget_id)}"
    page.wait_for_selector(f"{widget} .ma-predict__question")
    # Every answer button is a finger's size.
    assert not too_small(page), too_small(page)
    # The table: what the widget shows between its form and its list of steps, the step (and its question) apart.
    reach = page.evaluate(
        """widget => {
            const body = document.querySelector(widget + " .ma-widget__body");
            const table = [...body.children].filter(el => !el.matches(
                ".ma-controls, .ma-predict-toggle, .ma-step, .ma-steps") && el.getBoundingClientRect().height);
            const question = body.querySelector(".ma-predict__question");
            const header = document.querySelector(".md-header").getBoundingClientRect().bottom;
            const top = Math.min(...[question, ...table].map(el => el.getBoundingClientRect().top));
            window.scrollBy({top: top - header, behavior: "instant"});
            const bottom = Math.max(...[question, ...table].map(el => el.getBoundingClientRect().bottom));
            return {header, bottom, height: window.innerHeight, parts: table.length,
                    wide: document.documentElement.scrollWidth, width: document.documentElement.clientWidth};
        }""",
        widget,
    )
    assert reach["parts"] >= 1
    assert reach["bottom"] <= reach["height"], (
        f"#{widget_id}: the table and its question reach {reach['bottom']:.0f} px, "
        f"the window showing {reach['header']:.0f} to {reach['height']} px")
    assert reach["wide"] <= reach["width"], f"the page scrolls sideways: {reach['wide']} px wide"


# ---- The teachers' page on paper ---------------------------------------------------------------------------------

TEACHERS = "teachers/"
HANDOUTS = (15, 45, 90)

# Visible: the element is rendered and has a box.
_SHOWN = "els => els.map(e => e.checkVisibility() && e.getBoundingClientRect().height > 0)"


def sheets(page: Any) -> list[int]:
    """The PDF Chromium prints of the page, A4 in margins of 1 cm: how many text operators each sheet draws, in
    order."""
    pdf: bytes = page.pdf(format="A4", margin={side: "1cm" for side in ("top", "right", "bottom", "left")})
    objects = {int(number): body for number, body in re.findall(rb"(?s)(\d+) 0 obj(.*?)endobj", pdf)}

    def stream(number: int) -> bytes:
        head, data = objects[number].split(b"stream", 1)
        data = data[2:] if data.startswith(b"\r\n") else data[1:]
        # A compressed stream ends where its data says; what follows (an end of line, "endstream") is left over.
        return zlib.decompressobj().decompress(data) if b"/FlateDecode" in head else data

    def pages(number: int) -> list[int]:
        body = objects[number]
        if re.search(rb"/Type\s*/Pages\b", body):
            kids = re.search(rb"/Kids\s*\[([^\]]*)\]", body)
            assert kids is not None
            return [page for kid in re.findall(rb"(\d+) 0 R", kids.group(1)) for page in pages(int(kid))]
        return [number]

    root = next(n for n, body in objects.items() if re.search(rb"/Type\s*/Pages\b", body) and b"/Parent" not in body)
    drawn = []
    for number in pages(root):
        contents = re.search(rb"/Contents\s*(\[[^\]]*\]|\d+ 0 R)", objects[number])
        refs = re.findall(rb"(\d+) 0 R", contents.group(1)) if contents else []
        drawn.append(sum(len(re.findall(rb"\bT[Jj]\b", stream(int(ref)))) for ref in refs))
    return drawn


def shown_in_print(page: Any, selector: str) -> list[bool]:
    """Whether each element matching ``selector`` shows on paper; the media emulated is given up again after, as a
    PDF is printed with the page's print styles only when none is emulated."""
    page.emulate_media(media="print")
    try:
        found: list[bool] = page.eval_on_selector_all(selector, _SHOWN)
    finally:
        page.emulate_media(media="null")
    return found


def test_the_teachers_page_prints_no_blank_sheet_and_the_answers_only_when_asked(page, goto):
    goto(TEACHERS)
    answers = ".md-typeset .ma-answers"
    assert page.locator(answers).count() == len(HANDOUTS) and all(page.eval_on_selector_all(answers, _SHOWN))
    plain = sheets(page)
    assert all(plain), f"a blank sheet (text drawn on each sheet: {plain})"
    assert not any(shown_in_print(page, answers)), "the answers print unasked"
    lessons = ", ".join(f"#lesson-{minutes}, #handout-{minutes}" for minutes in HANDOUTS)
    assert all(shown_in_print(page, lessons)), "a lesson or a handout does not print"

    page.add_init_script("window.print = () => { window.maPrinted = (window.maPrinted || 0) + 1; };")
    goto(TEACHERS)
    page.locator("a.ma-print[href$='#with-answers']").click()
    page.wait_for_function("() => window.maPrinted === 1 && location.hash === '#with-answers'")
    assert all(shown_in_print(page, answers)) and all(shown_in_print(page, lessons))
    asked = sheets(page)
    assert all(asked) and len(asked) > len(plain), f"with the answers: {asked}; without: {plain}"


@pytest.mark.parametrize("minutes", HANDOUTS)
def test_a_handout_prints_alone_on_one_sheet_from_its_button_or_its_title(page, goto, minutes):
    page.add_init_script("window.print = () => { window.maPrinted = (window.maPrinted || 0) + 1; };")
    handout = f"#handout-{minutes}"
    goto(TEACHERS)
    button = page.locator(f"a.ma-print[href$='{handout}']")
    assert button.count() == 1 and button.inner_text() == "Print this handout"
    button.focus()
    page.keyboard.press("Enter")
    page.wait_for_function(f"() => window.maPrinted === 1 && location.hash === '{handout}'")
    # The page's contents link to the handout's title, which holds the same handout.
    title = page.locator(f".md-nav--secondary a[href$='{handout}-title']")
    assert title.count() >= 1 and page.locator(f"{handout} > h3{handout}-title").count() == 1
    for address in (handout, f"{handout}-title"):
        page.goto("about:blank")  # a load of its own, not a move within the page
        goto(TEACHERS + address)
        drawn = sheets(page)
        assert len(drawn) == 1 and drawn[0] > 0, f"/{TEACHERS}{address} prints {drawn}"
        assert shown_in_print(page, handout) == [True]
        others = shown_in_print(page, f"article.md-content__inner > :not({handout})")
        assert others and not any(others), f"/{TEACHERS}{address}: something besides the handout prints"
        assert not any(shown_in_print(page, ".ma-answers, .ma-print")), "an answer or a button prints"
        questions = shown_in_print(page, f"{handout} li")
        assert questions and all(questions)

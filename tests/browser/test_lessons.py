"""Every lesson link of the teachers' page opens its widget at the stated state in Chromium (the French lesson 1 is in
test_editions.py), and each handout prints alone, in both editions.

The links and what the page states of each (the step, how many steps, the predict mode) are those of
tests/test_lessons.py, which checks them against the engine without a browser. Here each link is taken as the
built page writes it, resolved by the browser from the teachers' page, and loaded: the widget must go live with the
link's state in its data-state, show ``Step N of M`` and the predict box as stated. One link is also followed by a
click on the teachers' page, the way a class reaches it. Printed, the page gives every lesson and handout, and a
handout reached by its own link prints alone. The `page` fixture checks in every test that no request left
127.0.0.1 and that no console or page error happened.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from tests.test_lessons import LESSONS, LINKS, opened

from .browser_harness import css_id, wait_live, widget_state
from .live_widget import control

TEACHERS = "teachers/"
TEACHER_LINKS = [(page, widget_id, fragment) for name, page, widget_id, fragment in LINKS if name == "teachers.md"]


def href_of(page: Any, widget_id: str, fragment: str) -> str:
    """The address the browser resolves for a lesson link of the page now shown."""
    anchor = page.locator(f'a[href$="#{widget_id}:{fragment}"]')
    assert anchor.count() >= 1, f"no link to #{widget_id}:{fragment} on {page.url}"
    href: str = anchor.first.evaluate("a => a.href")
    return href


def wait_for_state(page: Any, widget_id: str, expected: dict[str, Any]) -> None:
    """Waits until the widget's data-state is the expected state."""
    page.wait_for_function(
        "([id, want]) => { const el = document.getElementById(id);"
        " return el && JSON.stringify(JSON.parse(el.dataset.state)) === want; }",
        arg=[widget_id, json.dumps(expected, ensure_ascii=False, separators=(",", ":"))],
        timeout=30_000,
    )


def shows_the_stated_state(page: Any, game_page: str, widget_id: str, fragment: str) -> None:
    lesson = LESSONS[(game_page, widget_id, fragment)]
    expected = opened(game_page, widget_id, fragment).as_dict()
    wait_live(page)
    wait_for_state(page, widget_id, expected)
    assert widget_state(page, widget_id) == expected
    count = page.inner_text(f"#{css_id(widget_id)} .ma-step__count")
    assert count.startswith(f"Step {lesson.step} of {lesson.steps}"), f"#{widget_id} shows {count!r}"
    boxes = page.locator(f"#{css_id(widget_id)} [data-action='predict']")
    assert (boxes.count() > 0 and control(page, widget_id, "predict").is_checked()) == lesson.predict


@pytest.mark.parametrize("game_page, widget_id, fragment", TEACHER_LINKS,
                         ids=[f"{w}:{f[:60]}" for _, w, f in TEACHER_LINKS])
def test_a_lesson_link_opens_its_widget_at_the_stated_state(widget_runtime, page, goto, served_site, game_page,
                                                            widget_id, fragment):
    goto(TEACHERS)
    address = href_of(page, widget_id, fragment)
    assert address == served_site.url(f"games/{game_page}/#{widget_id}:{fragment}")
    page.goto(address)
    shows_the_stated_state(page, game_page, widget_id, fragment)


def test_a_click_on_a_lesson_link_opens_the_widget_there(widget_runtime, page, goto):
    game_page, widget_id, fragment = TEACHER_LINKS[0]
    goto(TEACHERS)
    page.locator(f'a[href$="#{widget_id}:{fragment}"]').first.click()
    page.wait_for_url(f"**/games/{game_page}/#{widget_id}:*")
    shows_the_stated_state(page, game_page, widget_id, fragment)


# Visible: the element is rendered and has a box.
_SHOWN = "els => els.map(e => e.checkVisibility() && e.getBoundingClientRect().height > 0)"


@pytest.mark.parametrize("minutes", (15, 45, 90))
@pytest.mark.parametrize("edition", ("", "fr/"), ids=("en", "fr"))
def test_a_handout_reached_by_its_link_prints_alone(page, goto, minutes, edition):
    goto(edition + TEACHERS)
    page.locator(f'a.ma-handout-link[href$="#handout-{minutes}"]').click()
    page.wait_for_function(f"() => location.hash === '#handout-{minutes}'")
    page.emulate_media(media="print")
    handout = f"#handout-{minutes}"
    assert page.eval_on_selector_all(handout, _SHOWN) == [True]
    others = page.eval_on_selector_all(f"article.md-content__inner > :not({handout})", _SHOWN)
    assert others and not any(others), "something besides the handout prints"
    questions = page.eval_on_selector_all(f"{handout} li", _SHOWN)
    assert questions and all(questions)
    chrome = ".md-header, .md-sidebar, .md-footer"
    assert not any(page.eval_on_selector_all(chrome, _SHOWN)), "Material's header, navigation or footer prints"


def test_the_whole_page_prints_every_lesson_and_handout(page, goto):
    goto(TEACHERS)
    page.emulate_media(media="print")
    for minutes in (15, 45, 90):
        assert page.eval_on_selector_all(f"#lesson-{minutes}, #handout-{minutes}", _SHOWN) == [True, True]

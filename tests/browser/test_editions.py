"""The two editions in Chromium: the language selector lands on the same page at the same step of its widget, and
back; a French teacher's first lesson runs from the French teachers' page to its answer; the French search reads an
index of the French pages alone, in French.

The pages of both editions pass the same page tests (test_pages.py, over every page of both navs); these are the
tests of what only two editions have. The `page` fixture checks that no request left 127.0.0.1 and that no console
or page error happened.
"""

from __future__ import annotations

import re
from typing import Any

from engine.api import speaking
from tests.test_lessons import LESSONS, lesson_links, opened
from tests.support.editions import FRENCH
from widgets import predict
from widgets.render import shown_step

from .browser_harness import css_id, wait_live, widget_state
from .stepping import press_to

SWITCHED = ("games/farmer/", "farmer-steps")
"""The game page and the stepping widget the language is switched on."""
STEP = 4
"""The step the widget stands at when the language is switched (counted from 0: the page says step 5)."""


def switch_language(page: Any, language: str) -> None:
    """Chooses ``language`` in the header's language selector, as a reader does: the list opens under the
    selector's button, and a click on the language follows its link."""
    page.locator(".md-header .md-select").first.hover()
    page.locator(f'.md-header a.md-select__link[hreflang="{language}"]').first.click()


def plain(text: str) -> str:
    """Text with every run of spaces, no-break ones included, one space."""
    return re.sub(r"[\s\u00a0\u202f]+", " ", text).strip()


def count_of(page: Any, widget_id: str) -> str:
    return plain(page.inner_text(f"#{css_id(widget_id)} .ma-step__count"))


def test_switching_language_on_a_game_page_keeps_the_page_and_the_widget_s_step(widget_runtime, page, goto,
                                                                                served_site):
    """The English page fetches none of the French modules; the French one, restored from the snapshot, fetches
    them once (build/site_assets.py writes them beside it) before its first answer."""
    asked: list[str] = []
    page.context.on("request", lambda request: asked.append(request.url))
    path, widget_id = SWITCHED
    goto(path)
    wait_live(page)
    press_to(page, widget_id, STEP)
    english_state = widget_state(page, widget_id)
    english_count = count_of(page, widget_id)
    assert english_count.startswith(f"Step {STEP + 1} of "), english_count
    total = english_count.split(" of ")[1].split()[0]
    assert not [url for url in asked if url.endswith(".fr.zip")], "an English page fetched the French modules"

    switch_language(page, FRENCH.language)
    page.wait_for_url(re.compile(re.escape(served_site.url(FRENCH.sub_path + "/" + path)) + "#"))
    wait_live(page)
    page.wait_for_function("([id, step]) => (JSON.parse(document.getElementById(id).dataset.state).step || 0) === step",
                           arg=[widget_id, STEP], timeout=30_000)
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert widget_state(page, widget_id) == english_state, "the link carries the same state in both languages"
    assert count_of(page, widget_id).startswith(f"Étape {STEP + 1} sur {total}"), count_of(page, widget_id)
    assert len([url for url in asked if url.endswith(".fr.zip")]) == 1, "the French modules, fetched once"

    switch_language(page, "en")
    page.wait_for_url(re.compile(re.escape(served_site.url(path)) + "#"))
    wait_live(page)
    page.wait_for_function("([id, step]) => (JSON.parse(document.getElementById(id).dataset.state).step || 0) === step",
                           arg=[widget_id, STEP], timeout=30_000)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert count_of(page, widget_id) == english_count


def test_a_french_teacher_runs_lesson_1_from_the_teachers_page_to_its_answer(widget_runtime, page, goto):
    """Lesson 1 in French: its link on the French teachers' page opens its round in the predict mode at the
    question the lesson states, in French; a pupil's answer (the right one, as the engine decides it) is said right
    in French, and the round then steps on to its end, where the payments are told in French."""
    name, game_page, widget_id, fragment = next(link for link in lesson_links(FRENCH) if link[0] == "teachers.md")
    lesson = LESSONS[(game_page, widget_id, fragment)]
    goto("fr/teachers/")
    page.locator(f'a[href$="#{widget_id}:{fragment.replace("&", "&amp;")}"], a[href$="#{widget_id}:{fragment}"]')\
        .first.click()
    page.wait_for_url(f"**/fr/games/{game_page}/#{widget_id}:*")
    wait_live(page)
    root = f"#{css_id(widget_id)}"
    page.locator(f"{root} .ma-predict__question").wait_for(timeout=30_000)
    assert count_of(page, widget_id).startswith(f"Étape {lesson.step} sur {lesson.steps}")
    state = opened(game_page, widget_id, fragment)
    with_french = page.inner_text(f"{root} .ma-predict__question").strip()
    with speaking("fr"):
        asked = predict.question(state, shown_step(state))
        choice, _ = predict.right_answers(state, shown_step(state))
    assert asked is not None and plain(with_french) == plain(asked.prompt)
    assert choice is not None
    page.locator(f'{root} [data-action="answer"][data-value="choice-{choice}"]').click()
    rule_buttons = page.locator(f'{root} [data-action="answer"][data-value^="rule-"]')
    if rule_buttons.count():
        _, rule = predict.right_answers(state, shown_step(state))
        page.locator(f'{root} [data-action="answer"][data-value="rule-{rule}"]').click()
    verdict = page.locator(f"{root} .ma-predict__verdict")
    verdict.wait_for(timeout=30_000)
    assert verdict.inner_text().startswith("Juste"), verdict.inner_text()
    page.locator(f'{root} [data-action="step"][data-value="last"]').first.click()
    page.wait_for_function("([id, step]) => (JSON.parse(document.getElementById(id).dataset.state).step || 0) === step"
                           " && document.getElementById(id).dataset.status === 'live'",
                           arg=[widget_id, lesson.steps - 1], timeout=30_000)
    assert count_of(page, widget_id).startswith(f"Étape {lesson.steps} sur {lesson.steps}")


def test_the_french_search_has_its_own_index_read_in_french(widget_runtime, page, goto):
    """The French edition has its own index, of its pages alone, read with French's words (lunr's French language,
    whose stop words leave out « les », « des »): « banquier » finds a banking game's page, and every result is a French
    page."""
    asked: list[str] = []
    page.context.on("request", lambda request: asked.append(request.url))
    goto("fr/games/basset/")
    wait_live(page)  # the page asks for the search index once its first widget is live
    page.keyboard.press("/")
    page.keyboard.type("les banquier")
    results = page.locator(".md-search-result__item a")
    results.first.wait_for(timeout=15_000)
    hrefs = results.evaluate_all("links => links.map(link => link.href)")
    assert any("/fr/games/basset/" in href for href in hrefs), hrefs
    assert all("/fr/" in href for href in hrefs), hrefs
    assert any(url.endswith("/fr/search/search_index.json") for url in asked)
    assert any(url.endswith("/lunr.fr.min.js") for url in asked), "the search reads French with lunr's French"

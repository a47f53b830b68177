"""The lessons of docs/teachers.md (and any link of docs/start.md that opens a widget) open their widget at the state
they state, and what they say happens there is what the engine does.

Every link of the form ``games/<page>/#<widget id>:<fragment>`` is read as the browser's host reads it: the fragment
restores the state over the page's own ```widget block (``WidgetState.from_fragment``). The state must render, its
step must be the one the page states next to the link (``step N of M``), and each lesson's facts (the rule and the
words of a step, the balances at the end, the question it opens on), which the tests folder of the game the link
opens declares (``LESSONS`` in ``tests/games/<package>/declared.py``), must hold. A lesson link missing from LESSONS,
or an entry of LESSONS no page links, fails: the table and the page change together.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field

import pytest

from engine.api import speaking
from tests.support.declared import merged
from tests.support.editions import EDITIONS, ENGLISH, Edition
from tests.support.pages import page_blocks
from widgets import predict
from widgets.games import renderer_of, state_of
from widgets.render import shown_step, view
from widgets.requests import answer
from widgets.state import WidgetState
from widgets.table import steps_of

PAGES = ("teachers.md", "start.md")
"""The pages whose widget links are lessons, in each edition."""

LINK = re.compile(r'href="(?:\.\./)?games/([a-z-]+)/#([a-z0-9-]+):([^"]+)"')
"""A link that opens a widget at a state: its game page, the widget's id and the fragment (HTML-escaped)."""

STEP_OF = {"en": re.compile(r"step (\d+) of (\d+)"), "fr": re.compile(r"étape (\d+) sur (\d+)")}
"""How each edition states the step a link opens at, beside the link, as its widget counts: ``step 21 of 27``."""

COUNTED = {"en": "Step {step} of {steps}", "fr": "Étape {step} sur {steps}"}
"""How the widget counts its steps in each language."""

LESSON = {"en": r"^## Lesson \d \({minutes} minutes\)", "fr": r"^## Leçon \d \({minutes} minutes\)"}


@dataclass(frozen=True)
class Lesson:
    """What a lesson says of the state one of its links opens."""

    step: int
    """The step shown, counted from 1 as the widget counts it (``Step 21 of 27``)."""
    steps: int
    """How many steps the deal has."""
    facts: tuple[tuple[int, str, str], ...]
    """(step counted from 1, the rule of that step, words its text holds) for each answer the lesson gives."""
    balances: dict[str, int] = field(default_factory=dict)
    """Each player's chips at the end of the deal, as the lesson's answers give them."""
    pots: dict[str, int] = field(default_factory=dict)
    """What is left on the table at the end, as the answers give it."""
    predict: bool = False
    question: str = ""
    """The question the predict mode asks at the step shown, when the lesson opens on one."""


LESSONS: dict[tuple[str, str, str], Lesson] = {link: Lesson(**said)  # type: ignore[arg-type]
                                               for link, said in merged("LESSONS").items()}
"""What each lesson says of the state its link opens, by the link's game page, widget id and fragment, as the tests
folder of the game the link opens declares it."""


def lesson_links(edition: Edition = ENGLISH) -> list[tuple[str, str, str, str]]:
    """(page of the lessons, game page, widget id, fragment) for every widget link of PAGES in an edition, in page
    order."""
    found = []
    for name in PAGES:
        path = edition.page(name)
        if path.exists():
            for page, widget_id, fragment in LINK.findall(path.read_text(encoding="utf-8")):
                found.append((name, page, widget_id, html.unescape(fragment)))
    return found


def opened(page: str, widget_id: str, fragment: str) -> WidgetState:
    """The state a reader's browser restores from the link: the fragment over the page's block."""
    blocks = page_blocks(page)
    assert widget_id in blocks, f"games/{page}.md has no widget {widget_id!r}"
    return WidgetState.from_fragment(fragment, state_of(blocks[widget_id]))


def stated_steps(name: str, page: str, widget_id: str, fragment: str,
                 edition: Edition = ENGLISH) -> list[tuple[int, int]]:
    """The ``step N of M`` the lesson page writes with the link: in its words, or after it on the same line."""
    text = edition.page(name).read_text(encoding="utf-8")
    escaped = fragment.replace("&", "&amp;")
    stated = []
    for line in text.splitlines():
        start = line.find(f"#{widget_id}:{escaped}\"")
        if start >= 0:
            after = re.split(r"<a |\)\s*,\s*<a ", line[start:])[0]
            stated += [(int(n), int(m)) for n, m in STEP_OF[edition.language].findall(after)]
    return stated


LINKS = lesson_links()


@pytest.mark.parametrize("edition", EDITIONS, ids=lambda edition: edition.language)
def test_the_teachers_page_has_its_three_lessons_and_every_link_is_known(edition: Edition) -> None:
    text = edition.page("teachers.md").read_text(encoding="utf-8")
    for minutes in (15, 45, 90):
        assert re.search(LESSON[edition.language].format(minutes=minutes), text, flags=re.M), \
            f"no {minutes}-minute lesson"
        assert f'id="handout-{minutes}"' in text, f"the {minutes}-minute lesson has no handout"
    assert lesson_links(edition) == LINKS, "the French lessons open their widgets where the English ones do"
    linked = {(page, widget_id, fragment) for _, page, widget_id, fragment in LINKS}
    assert linked == set(LESSONS), (
        f"links without their facts here: {sorted(linked - set(LESSONS))}; "
        f"facts of no link: {sorted(set(LESSONS) - linked)}")


@pytest.mark.parametrize("name, page, widget_id, fragment", LINKS, ids=[f"{w}:{f[:60]}" for _, _, w, f in LINKS])
def test_a_lesson_link_opens_its_widget_at_the_stated_state(name, page, widget_id, fragment):
    lesson = LESSONS[(page, widget_id, fragment)]
    state = opened(page, widget_id, fragment)
    assert state.to_fragment() == fragment, "the link is not the fragment the widget itself writes for its state"
    assert state.predict == lesson.predict

    shown = view(state)
    assert f'class="ma-step__count">Step {lesson.step} of {lesson.steps}' in shown
    predict_box = re.search(r'<input type="checkbox" data-action="predict"[^>]*>', shown)
    assert bool(predict_box and " checked" in predict_box.group(0)) == lesson.predict, "predict mode is not as stated"

    stated = stated_steps(name, page, widget_id, fragment)
    assert stated == [(lesson.step, lesson.steps)], f"{name} states {stated} next to the link"

    response = answer(renderer_of(state.game).request(state))
    steps = steps_of(response)
    assert len(steps) == lesson.steps and state.step + 1 == lesson.step
    for number, rule, words in lesson.facts:
        step = steps[number - 1]
        assert step["rule"] == rule, f"step {number} applies {step['rule']}, not {rule}"
        assert words in step["text"], f"step {number} says {step['text']!r}"

    if lesson.balances:
        summary = response["summary"]
        names = [seat["name"] for seat in response["seats"]]
        assert dict(zip(names, summary["balances"])) == lesson.balances
        assert {pot: summary["pots"][pot] for pot in lesson.pots} == lesson.pots
        assert sum(lesson.balances.values()) + sum(summary["pots"].values()) == 0, "the chips do not balance"


PREDICTING = [link for link in LINKS if link[1:] in LESSONS and LESSONS[link[1:]].predict]
"""The lesson links that open a widget in the predict mode."""


@pytest.mark.parametrize("name, page, widget_id, fragment", PREDICTING,
                         ids=[f"{w}:{f[:60]}" for _, _, w, f in PREDICTING])
def test_a_predict_lesson_opens_on_the_question_it_states(name, page, widget_id, fragment):
    """A lesson in the predict mode opens on the question it states, if any: the question is asked, the answers of
    its step not yet shown; on any other step no question is asked."""
    lesson = LESSONS[(page, widget_id, fragment)]
    state = opened(page, widget_id, fragment)
    asked = predict.question(state, shown_step(state))
    assert (asked.prompt if asked is not None else "") == lesson.question
    shown = view(state)
    assert ('data-action="answer"' in shown) == bool(lesson.question)
    if lesson.question:
        held_back = [words for number, _, words in lesson.facts if number == lesson.step]
        assert held_back and lesson.question in shown
        assert not [words for words in held_back if words in shown], "the answer shows before it is asked"


FRENCH_LINKS = [pytest.param(edition, *link, id=f"{edition.language}-{link[2]}:{link[3][:50]}")
                for edition in EDITIONS[1:] for link in lesson_links(edition)]
"""The lesson links of the other editions than the English: each opens its widget where the English one does (the
test above), and says so in its own language."""


@pytest.mark.parametrize("edition, name, page, widget_id, fragment", FRENCH_LINKS)
def test_a_lesson_in_another_language_states_the_step_and_the_question_its_widget_shows(
        edition: Edition, name: str, page: str, widget_id: str, fragment: str) -> None:
    """The lesson of another edition states, beside its link, the step its widget shows in that language, and
    quotes the question the predict mode asks there in the words the widget asks it."""
    lesson = LESSONS[(page, widget_id, fragment)]
    state = opened(page, widget_id, fragment)
    with speaking(edition.language):
        shown = view(state)
        asked = predict.question(state, shown_step(state)) if lesson.question else None
    assert f'class="ma-step__count">{COUNTED[edition.language].format(step=lesson.step, steps=lesson.steps)}' in shown
    assert stated_steps(name, page, widget_id, fragment, edition) == [(lesson.step, lesson.steps)]
    if asked is not None:
        text = re.sub(r"[\s\u00a0\u202f]+", " ", edition.page(name).read_text(encoding="utf-8"))
        assert re.sub(r"[\s\u00a0\u202f]+", " ", asked.prompt) in text, asked.prompt

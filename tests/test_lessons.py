"""The lessons of docs/teachers.md (and any link of docs/start.md that opens a widget) open their widget at the state
they state, and what they say happens there is what the engine does.

Every link of the form ``games/<page>/#<widget id>:<fragment>`` is read as the browser's host reads it: the fragment
restores the state over the page's own ```widget block (``WidgetState.from_fragment``). The state must render, its
step must be the one the page states next to the link (``step N of M``), and each lesson's facts below (the rule
and the words of a step, the balances at the end) must hold. A lesson link missing from LESSONS, or an entry of
LESSONS no page links, fails: the table and the page change together.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from tests.support.pages import page_blocks
from widgets.games import renderer_of, state_of
from widgets.render import view
from widgets.requests import answer
from widgets.state import WidgetState
from widgets.table import steps_of

DOCS = Path(__file__).resolve().parents[1] / "docs"

PAGES = ("teachers.md", "start.md")
"""The pages whose widget links are lessons."""

LINK = re.compile(r'href="(?:\.\./)?games/([a-z-]+)/#([a-z0-9-]+):([^"]+)"')
"""A link that opens a widget at a state: its game page, the widget's id and the fragment (HTML-escaped)."""

STEP_OF = re.compile(r"step (\d+) of (\d+)")


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


FARMER_15 = "farmer-steps", "game=farmer&kind=steps&seed=7&players=5&step=20&predict=1"
TIE_A = "ferme-tie", ("game=ferme&kind=scenario&variant=1800&players=4&step=3&farmer=1"
                      "&hands=%7C9D+7C%7C6H+7S+3D%7CKD+2C+4D")
TIE_B = "ferme-tie", ("game=ferme&kind=scenario&variant=1800&players=4&step=3&farmer=1"
                      "&hands=%7C9D+7C%7C6H+KS%7CQD+4C+2H")
TIE_C = "ferme-tie", ("game=ferme&kind=scenario&variant=1800&players=4&step=3&farmer=1"
                      "&hands=%7C7S+9C%7C6H+7D+3S%7C9D+7C")
FERME_1659 = "ferme-1800-steps", "game=ferme&kind=steps&variant=1659&seed=12&players=5&step=3&predict=1"
FERME_1800 = "ferme-1800-steps", "game=ferme&kind=steps&variant=1800&seed=12&players=5&step=4&predict=1"

LESSONS: dict[tuple[str, str, str], Lesson] = {
    ("farmer", *FARMER_15): Lesson(
        step=21, steps=27, predict=True,
        facts=(
            (2, "farmer.first-farmer.six-of-hearts", "Claude receives the six of hearts and is the first farmer"),
            (21, "farmer.no-sixteen.farm-stays", "Nobody has 16: the farm (5) stays"),
            (22, "farmer.no-sixteen.busted-exempt", "Denise, Étienne and Claude busted"),
            (23, "farmer.no-sixteen.side-pot", "the side pot is empty"),
            (24, "farmer.bust.pay-farmer", "Denise busted with 20 and pays the farmer, Claude, 1"),
            (25, "farmer.bust.pay-farmer", "Étienne busted with 23 and pays the farmer, Claude, 1"),
            (26, "farmer.bust.pay-farmer", "the farmer pays nobody"),
            (27, "farmer.next-farmer.winner", "Claude deals again"),
        ),
        balances={"Anne": -1, "Blaise": -1, "Claude": 1, "Denise": -2, "Étienne": -2},
        pots={"farm": 5},
    ),
    ("ferme", *TIE_A): Lesson(
        step=4, steps=9,
        facts=(
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant, but not with a ten-point card"),
            (6, "ferme-1800.tie.fewer-cards", "Blaise has the fewest and wins the tie"),
            (7, "ferme-1800.win.sixteen", "Blaise wins the farm (10) and the pool (3)"),
        ),
    ),
    ("ferme", *TIE_B): Lesson(
        step=4, steps=8,
        facts=(
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant with a ten-point card and wins the tie"),
            (6, "ferme-1800.win.sixteen", "Claude wins the farm"),
        ),
    ),
    ("ferme", *TIE_C): Lesson(
        step=4, steps=10,
        facts=(
            (4, "ferme-1800.win.sixteen", "Denise, Claude and Blaise all have 16"),
            (5, "ferme-1800.tie.brillant-and-ten", "Claude holds the brillant, but not with a ten-point card"),
            (6, "ferme-1800.tie.fewer-cards", "Denise and Blaise have 2 each, so they are still tied"),
            (7, "ferme-1800.tie.position", "Denise comes first in order of play from eldest hand and wins"),
            (8, "ferme-1800.win.sixteen", "Denise wins the farm"),
        ),
    ),
    ("ferme", *FERME_1659): Lesson(
        step=4, steps=14, predict=True,
        facts=(
            (2, "ferme-1659.farm.auction-tie", "Blaise, Claude bid 14 each; Blaise comes first in seat order"),
            (4, "ferme-1659.deal.top-and-bottom", "Anne 10♠ 6♥"),
            (6, "ferme-1659.draw.below-twelve", "Étienne is below 12, may not stop"),
            (7, "ferme-1659.bust.pay-excess", "Étienne has 20, 4 over 16, and pays the farmer, Blaise, 4"),
            (8, "ferme-1659.draw.below-twelve", "Denise is below 12, may not stop"),
            (9, "ferme-1659.bust.pay-excess", "Denise has 17, 1 over 16, and pays the farmer, Blaise, 1"),
            (10, "ferme-1659.draw.from-top", "Claude asks for a card"),
            (11, "ferme-1659.bust.pay-excess", "Claude has 19, 3 over 16, and pays the farmer, Blaise, 3"),
            (12, "ferme-1659.win.sixteen", "Anne wins the farm (14) and the pool (4)"),
            (13, "ferme-1659.next-farmer.winner", "Anne becomes the farmer"),
            (14, "ferme-1659.farm.new-stake", "Anne puts up a new farm of 14"),
        ),
        balances={"Anne": 3, "Blaise": -6, "Claude": -4, "Denise": -2, "Étienne": -5},
        pots={"farm": 14, "pool": 0},
    ),
    ("ferme", *FERME_1800): Lesson(
        step=5, steps=18, predict=True,
        facts=(
            (2, "ferme-1800.farm.auction-tie", "Blaise comes first in seat order"),
            (5, "ferme-1800.deal.one-each", "anticlockwise from eldest hand, Anne: Anne Q♥"),
            (6, "ferme-1800.draw.from-bottom", "Anne asks for a card and takes K♠ from the bottom of the talon: 20"),
            (7, "ferme-1800.bust.pay-excess", "pays the farmer, Blaise, 4"),
            (10, "ferme-1800.stick.basta", "Étienne says basta on 12"),
            (14, "ferme-1800.stick.basta", "Denise says basta on 15"),
            (16, "ferme-1800.stick.basta", "Claude says basta on 13"),
            (17, "ferme-1800.farm.stays", "Nobody has 16: Blaise keeps the farm (14)"),
            (18, "ferme-1800.pool.closest", "Denise is nearest to 16 with 15 and takes the pool (4)"),
        ),
        balances={"Anne": -5, "Blaise": -10, "Claude": -1, "Denise": 3, "Étienne": -1},
        pots={"farm": 14, "pool": 0},
    ),
}


def lesson_links() -> list[tuple[str, str, str, str]]:
    """(page of the lessons, game page, widget id, fragment) for every widget link of PAGES, in page order."""
    found = []
    for name in PAGES:
        path = DOCS / name
        if path.exists():
            for page, widget_id, fragment in LINK.findall(path.read_text(encoding="utf-8")):
                found.append((name, page, widget_id, html.unescape(fragment)))
    return found


def opened(page: str, widget_id: str, fragment: str) -> WidgetState:
    """The state a reader's browser restores from the link: the fragment over the page's block."""
    blocks = page_blocks(page)
    assert widget_id in blocks, f"games/{page}.md has no widget {widget_id!r}"
    return WidgetState.from_fragment(fragment, state_of(blocks[widget_id]))


def stated_steps(name: str, page: str, widget_id: str, fragment: str) -> list[tuple[int, int]]:
    """The ``step N of M`` the lesson page writes with the link: in its words, or after it on the same line."""
    text = (DOCS / name).read_text(encoding="utf-8")
    escaped = fragment.replace("&", "&amp;")
    stated = []
    for line in text.splitlines():
        start = line.find(f"#{widget_id}:{escaped}\"")
        if start >= 0:
            after = re.split(r"<a |\)\s*,\s*<a ", line[start:])[0]
            stated += [(int(n), int(m)) for n, m in STEP_OF.findall(after)]
    return stated


LINKS = lesson_links()


def test_the_teachers_page_has_its_three_lessons_and_every_link_is_known():
    text = (DOCS / "teachers.md").read_text(encoding="utf-8")
    for minutes in (15, 45, 90):
        assert re.search(rf"^## Lesson \d \({minutes} minutes\)", text, flags=re.M), f"no {minutes}-minute lesson"
        assert f'id="handout-{minutes}"' in text, f"the {minutes}-minute lesson has no handout"
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


def test_the_predict_lesson_opens_on_its_question():
    """Lesson 1 opens on a decisive step in predict mode: the question is asked, its answer not yet shown."""
    state = opened("farmer", *FARMER_15)
    shown = view(state)
    assert "Who wins the farm?" in shown and 'data-action="answer"' in shown
    assert "Nobody has 16: the farm (5) stays" not in shown

"""The predict mode kept safe for a class, in Chromium (widgets/assets/host/actions.mjs, asked.mjs, tools.mjs;
docs/teachers.md, "Predict, then check").

The lesson is the teachers' page's first link, which opens its widget on a question. A press on the
static view while the engine still loads leaves the lesson on its question, asked and then counted; a double-click
on Next at the step before a question, or a second Next just after the question appears, leaves it asked, while a
Next pressed later still shows the answer uncounted; and a widget opened from a link offers, once moved from it, the
way back to exactly the link's state, by keyboard. The `page` fixture checks in every test that no request left
127.0.0.1 and that no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from tests.test_lessons import LINKS, opened
from widgets.games import state_of

from .browser_harness import fragment_of, wait_live, widget_state
from .live_widget import act, control, root
from .predicting import answers, clean, past_the_grace, questions, said

GAME_PAGE, WIDGET, FRAGMENT = next(link[1:] for link in LINKS if link[0] == "teachers.md")
LESSON = opened(GAME_PAGE, WIDGET, FRAGMENT).as_dict()
"""The first lesson's link (its game page, widget and fragment) and the state it opens the widget at."""
PATH = f"games/{GAME_PAGE}/"
BEFORE = next(at - 1 for at in questions(LESSON) if at > 0 and at - 1 not in questions(LESSON))
"""A step of the lesson's deal that is no question, just before one."""
RUNTIME = "window.maisonAcademiqueWidgets"
BACK = f"{root(WIDGET)} .ma-widget__tools [data-tool='back']"


def settled(page: Any, state: dict[str, Any]) -> None:
    """Waits until the widget is live with no request of its own left in its queue, and checks it shows ``state``."""
    page.wait_for_function(
        f"""id => {{ const el = document.getElementById(id);
            return el.dataset.status === "live" && !{RUNTIME}.busy.get(el); }}""", arg=WIDGET, timeout=30_000)
    shown = widget_state(page, WIDGET)
    assert shown == state_of(state).as_dict(), f"#{WIDGET} shows {shown}, not {state}"


def asks_and_counts(page: Any, state: dict[str, Any]) -> None:
    """The widget shows ``state``'s question, unanswered, and a right answer to it is counted."""
    assert widget_state(page, WIDGET) == state
    question = page.locator(f"{root(WIDGET)} .ma-predict__question")
    assert question.count() == 1, "the question is not asked"
    assert page.locator(f"{root(WIDGET)} .ma-predict__verdict").count() == 0, "the answer is shown"
    for value in answers(state, right=True):
        shown = act(page, WIDGET, lambda value=value: control(page, WIDGET, "answer", value).click())
    assert (shown["revealed"], shown["right"], shown["asked"]) == (state["step"], 1, 1)


def open_at(page: Any, goto: Any, step: int) -> dict[str, Any]:
    """Opens the lesson's widget by a link at ``step`` and waits until it shows it; gives that state."""
    state = {**LESSON, "step": step}
    goto(f"{PATH}#{WIDGET}:{state_of(state).to_fragment()}")
    wait_live(page)
    settled(page, state)
    return state


def test_a_press_while_the_engine_loads_leaves_the_lesson_on_its_question(widget_runtime, page, served_site):
    assert LESSON["step"] in questions(LESSON), "the lesson's link no longer opens on a question"
    held: list[Any] = []  # the engine's worker is held back until the presses are made: the engine still loads
    page.route("**/assets/widgets/worker.mjs", lambda route: held.append(route))
    page.goto(served_site.url(f"{PATH}#{WIDGET}:{FRAGMENT}"), wait_until="domcontentloaded")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'loading'", arg=WIDGET)
    while not held:
        page.wait_for_timeout(50)
    assert widget_state(page, WIDGET).get("step", 0) != LESSON["step"], "the static view is already the link's"
    control(page, WIDGET, "step", "next").focus()
    page.keyboard.press("Enter")  # Next pressed, by keyboard (the static view lies under the page's header)
    page.keyboard.press("ArrowRight")
    for route in held:
        route.continue_()
    page.unroute("**/assets/widgets/worker.mjs")
    wait_live(page)
    settled(page, LESSON)
    asks_and_counts(page, LESSON)


def test_a_double_click_on_next_before_a_question_leaves_it_asked(widget_runtime, page, goto):
    open_at(page, goto, BEFORE)
    control(page, WIDGET, "step", "next").dblclick()
    asked = {**LESSON, "step": BEFORE + 1}
    settled(page, asked)
    assert page.locator(f"{root(WIDGET)} .ma-predict__question").count() == 1
    assert said(page, WIDGET) == page.inner_text(f"{root(WIDGET)} .ma-predict__question")
    past_the_grace(page)  # Next now shows the answer uncounted, as the mode offers
    shown = act(page, WIDGET, lambda: control(page, WIDGET, "step", "next").click())
    assert shown["revealed"] == BEFORE + 1 and "asked" not in shown
    assert page.inner_text(f"{root(WIDGET)} .ma-predict__verdict").startswith("The answer:")


def test_a_second_next_just_after_the_question_appears_leaves_it_asked(widget_runtime, page, goto):
    state = open_at(page, goto, BEFORE)
    # The moment the question is in the page, a second Next is pressed, as a quick double tap's would be.
    page.evaluate(
        """id => { const el = document.getElementById(id);
            const seen = new MutationObserver(() => {
                const question = el.querySelector(".ma-predict__question");
                if (!question) return;
                seen.disconnect();
                el.querySelector(".ma-predict [data-action='step'][data-value='next']").click();
            });
            seen.observe(el, {subtree: true, childList: true}); }""",
        WIDGET)
    control(page, WIDGET, "step", "next").click()
    asked = {**state, "step": BEFORE + 1}
    settled(page, asked)
    page.wait_for_timeout(200)  # the second press's turn has come and gone
    settled(page, asked)
    asks_and_counts(page, asked)


def test_a_linked_widget_goes_back_to_exactly_the_links_state(widget_runtime, page, goto):
    goto(f"{PATH}#{WIDGET}:{FRAGMENT}")
    wait_live(page)
    settled(page, LESSON)
    back = page.locator(BACK)
    assert back.count() == 1 and back.is_hidden(), "the way back shows before the widget moved from the link"
    asks_and_counts(page, LESSON)
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "next").click())
    assert back.is_visible() and back.inner_text() == "Back to where the link opened"
    clean(page, "a linked widget moved from its link, the way back shown")

    back.focus()
    shown = act(page, WIDGET, lambda: page.keyboard.press("Enter"))
    assert shown == LESSON, "the way back did not give exactly the link's state"
    assert fragment_of(page.url, WIDGET) == state_of(LESSON).to_fragment()
    assert back.is_hidden()
    assert page.evaluate("id => document.activeElement === document.getElementById(id)", WIDGET)
    asks_and_counts(page, LESSON)  # asked anew, and counted from nothing

    goto(PATH)  # the same widget, opened without a link, offers no way back
    wait_live(page)
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "next").click())
    assert page.locator(BACK).is_hidden()

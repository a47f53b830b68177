"""A widget stepped from its first step to its last by keyboard in Chromium, its table read at a few steps on the
way, beside the table CPython's engine gives for the same state and step: what the tests of the trick-taking
pages compare.

`walk` presses Home, then ArrowRight once per step, and records every step the widget shows, so that a test
knows each step was drawn in turn; `engine_table` asks `engine.api.handle` through the game's renderer, as the
page's widget does, and rebuilds the step's table with `widgets.table.table_at`.
"""

from __future__ import annotations

from typing import Any, Callable

from engine.snapshot import Snapshot
from widgets.games import RENDERERS, state_of
from widgets.requests import answer
from widgets.table import steps_of, table_at

from .browser_harness import fragment_of, widget_state
from .live_widget import act, control, reopen, root, step_of


def engine_answer(state: dict[str, Any]) -> dict[str, Any]:
    """The engine's answer to a widget's data-state, asked in CPython as the widget asks it in the browser."""
    checked = state_of(state)
    response: dict[str, Any] = answer(RENDERERS[checked.game].request(checked))
    return response


def engine_table(state: dict[str, Any], step: int) -> Snapshot:
    """The table the engine gives for a widget's state at ``step``."""
    return table_at(engine_answer(state), step)


def trick_shown(state: dict[str, Any], step: int) -> Snapshot:
    """The engine's table at ``step`` as a play widget of a trick-taking game shows it: at a trick's win (the rule
    ``trick.win``, or ``play.win`` in a game that names it so) the trick it settles, complete, its winner the step's
    seat, where the engine's table has already cleared it."""
    response = engine_answer(state)
    table, current = table_at(response, step), steps_of(response)[step]
    before = table_at(response, step - 1) if step > 0 else {}
    if current["rule"].partition(".")[2] in ("trick.win", "play.win") and "trick" in before and current["seats"]:
        return {**table, "trick": {**before["trick"], "winner": current["seats"][0]}}
    return table


def step_count(state: dict[str, Any]) -> int:
    return len(steps_of(engine_answer(state)))


def walk(page: Any, widget_id: str, read: Callable[[Any, str], Any], stops: list[int],
         timeout: float = 60_000) -> dict[int, tuple[Any, str]]:
    """Steps the widget by keyboard from its first step to its last: Home, then ArrowRight until the last step,
    the keys pressed as quickly as the reader may and the widget answering each in turn. At each step of
    ``stops`` (the first and the last included) it waits until the widget shows that step, then reads its table
    with ``read`` and the page's URL; returns them by step. Fails unless the widget showed every step in order."""
    last = step_count(widget_state(page, widget_id)) - 1
    assert sorted(stops) == stops and stops[0] == 0 and stops[-1] == last, (stops, last)
    control(page, widget_id, "step", "next").focus()
    if step_of(widget_state(page, widget_id)) != 0:
        act(page, widget_id, lambda: page.keyboard.press("Home"))
    page.evaluate(
        """id => {
            const el = document.getElementById(id);
            window.__maShown = [];
            new MutationObserver(() => window.__maShown.push(JSON.parse(el.dataset.state).step || 0))
                .observe(el, {attributes: true, attributeFilter: ["data-state"]});
        }""",
        widget_id,
    )
    seen: dict[int, tuple[Any, str]] = {0: (read(page, widget_id), page.url)}
    for stop in stops[1:]:
        press_to(page, widget_id, stop, timeout)
        seen[stop] = (read(page, widget_id), page.url)
    shown = page.evaluate("() => window.__maShown")
    assert shown == list(range(1, last + 1)), f"#{widget_id} showed the steps {shown}, not 1 to {last} in turn"
    assert page.evaluate("id => document.getElementById(id).contains(document.activeElement)", widget_id), (
        f"#{widget_id}: the focus left the widget while it stepped")
    assert page.locator(f"{root(widget_id)} [data-action='step'][data-value='next']").is_disabled()
    return seen


def press_to(page: Any, widget_id: str, step: int, timeout: float = 60_000) -> None:
    """Presses ArrowRight or ArrowLeft, from the step the widget shows, as many times as it takes to reach
    ``step`` (the focus put on one of its step buttons first), and waits until the widget is live at that step."""
    at = step_of(widget_state(page, widget_id))
    focused = page.evaluate("""id => document.getElementById(id).contains(document.activeElement)
                                 && document.activeElement.dataset.action === "step" """, widget_id)
    if not focused:
        control(page, widget_id, "step", "next" if step > at else "previous").focus()
    for _ in range(abs(step - at)):
        page.keyboard.press("ArrowRight" if step > at else "ArrowLeft")
    page.wait_for_function(
        "([id, step]) => (JSON.parse(document.getElementById(id).dataset.state).step || 0) === step"
        " && document.getElementById(id).dataset.status === 'live'",
        arg=[widget_id, step], timeout=timeout, polling=50,
    )


def stops_of(state: dict[str, Any]) -> list[int]:
    """The first, a middle and the last step of a widget's state."""
    last = step_count(state) - 1
    return [0, last // 2, last]


def held(table: dict[str, Any]) -> list[int]:
    """How many cards each seat of a drawn table holds, face up and face down."""
    return [len(seat["cards"]) + seat["hidden"] for seat in table["seats"].values()]


def step_through(page: Any, widget_id: str, drawn: Callable[[Any, str], Any],
                 expected: Callable[[Snapshot], Any],
                 table_of: Callable[[dict[str, Any], int], Snapshot] = engine_table,
                 ) -> tuple[dict[str, Any], list[int], dict[int, Any]]:
    """Walks a stepping widget by keyboard from its first step to its last (:func:`walk`), checks that at the
    first, a middle and the last step it ``drawn`` what the engine's table gives (``table_of`` a state and a step,
    seen through ``expected``), that those three tables differ, and that the URL copied at the middle step reopens
    that table in a new tab; returns the widget's state, the three steps and the tables drawn at them, for the
    game's own checks."""
    state = widget_state(page, widget_id)
    stops = stops_of(state)
    seen = walk(page, widget_id, drawn, stops)
    at = {step: seen[step][0] for step in stops}
    for step in stops:
        assert at[step] == expected(table_of(state, step)), f"#{widget_id}: step {step} draws another table"
    assert len({str(at[step]) for step in stops}) == 3, f"#{widget_id}: the table does not change as it steps"
    middle = stops[1]
    url = seen[middle][1]
    held = fragment_of(url, widget_id)
    assert held is not None and f"step={middle}" in held.split("&"), url  # a part for every widget stepped
    other = reopen(page, url, widget_id, {**state, "step": middle})
    assert drawn(other, widget_id) == at[middle], f"{url} reopened #{widget_id} with another table"
    other.close()
    return state, stops, at

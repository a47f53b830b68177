"""The "predict, then check" mode of the steps and play widgets: the table as the players could know it, and each
decisive step asked as a question before its answer.

With the mode on (``predict=1`` in the URL fragment), every table shown hides what nobody watching could yet
know: the face-down cards of every seat (a seated reader keeps their own), the talon, the stock and the dog,
and any total or note that would give them away (:func:`engine.snapshot.masked`, the view a seat has of the
others). A step whose rule decides a winner (:func:`decisive`: a farm, a coup, a pool, a trick, a deal) is first
shown as a question over the table as it stood before it, its sentence, rule and highlights held back; Next
reveals it (``revealed`` holds the step), and Next again goes on.

>>> decisive("farmer.win.sixteen", "farmer"), decisive("swiss-tarot.trick.win", "swiss-tarot"), \\
...     decisive("farmer.draw.hit-or-stay", "farmer")
(True, True, False)
>>> state = WidgetState(game="farmer", kind="steps", seed=42, predict=True, step=4)
>>> asking(state, "farmer.win.sixteen"), asking(state.but(revealed=4), "farmer.win.sixteen")
(True, False)
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import cast

from engine.api import DealJson, Envelope, Snapshot, StepJson, diff, masked, patched
from widgets.html import attrs, esc
from widgets.state import WidgetState
from widgets.steps import nav_buttons, step_list, step_panel

KINDS = ("steps", "play")
"""The kinds of widget that offer the mode: those that walk through a deal step by step."""

QUESTION = "Who wins, and by which rule?"
"""The question a decisive step first asks."""


def decisive(rule: str, game: str) -> bool:
    """Whether a step of ``game`` under ``rule`` settles who wins something, by the rules its renderer names
    (:attr:`widgets.renderer.Renderer.decisive`)."""
    from widgets.games import renderer_of  # the games' renderers import this module: looked up when asked

    renderer = renderer_of(game)
    local = rule.partition(".")[2]
    return renderer is not None and any(local.startswith(entry) if entry.endswith(".") else local == entry
                                        for entry in renderer.decisive)


def on(state: WidgetState) -> bool:
    """Whether ``state`` shows the mode: switched on, in a widget that walks step by step."""
    return state.predict and state.kind in KINDS


def asking(state: WidgetState, rule: str) -> bool:
    """Whether the step shown, under ``rule``, is still a question: the mode is on, the step is decisive and its
    answer has not been revealed."""
    return on(state) and decisive(rule, state.game) and state.revealed != state.step


def masked_answer(state: WidgetState, response: Envelope) -> Envelope:
    """The engine's answer as the mode shows it: every step's table masked for the reader's seat (for nobody
    when watching), and a decisive step still asked keeps the table of the step before, with nothing lit. The
    answer itself, which the engine's cache shares, is left as it was."""
    if not on(state):
        return response
    viewer = response.get("reader") or 0
    before: Snapshot = {}
    full: dict[str, object] = {}
    index = 0
    deals: list[DealJson] = []
    for deal in response["deals"]:
        steps: list[StepJson] = []
        for step in deal["steps"]:
            full = patched(full, step["table"])
            held = index == state.step and asking(state, step["rule"])
            now = before if held else masked(cast(Snapshot, full), viewer)
            kept = step.copy()
            kept["table"] = diff(before, now)
            if held:
                kept["seats"], kept["cards"] = [], []
            steps.append(kept)
            before, index = now, index + 1
        deals.append({**deal, "steps": steps})
    return {**response, "deals": deals}


def panel(state: WidgetState, step: StepJson, index: int, total: int, where: str = "", extra: str = "") -> str:
    """The step shown: the question while it is asked (:func:`question_panel`), else the usual step panel."""
    if asking(state, step["rule"]):
        return question_panel(index, total, where)
    return step_panel(step, index, total, where, extra)


def question_panel(index: int, total: int, where: str = "") -> str:
    """A decisive step, asked: the step buttons, the count saying it is a prediction, the question as a heading
    and how to see the answer; the step's sentence and rule are not in the page until then.

    >>> html = question_panel(3, 18)
    >>> "Step 4 of 18: predict" in html, "Who wins, and by which rule?" in html, 'data-value="next"' in html
    (True, True, True)
    """
    count = f"Step {index + 1} of {total}: predict" + (f" · {where}" if where else "")
    reveal = f'<button{attrs(type="button", class_="ma-predict__reveal", data_action="step", data_value="next")}>' \
             "Show the answer</button>"
    return (
        f'<section class="ma-step ma-predict"{attrs(role="group", aria_label=QUESTION)}><div class="ma-step__nav" '
        f'role="group" aria-label="Step through the rules">{nav_buttons(index, total)}'
        f'<span class="ma-step__count">{esc(count)}</span></div>'
        f'<h4 class="ma-predict__question">{esc(QUESTION)}</h4>'
        '<p class="ma-predict__hint">Look at the table, agree on a guess, then press Next (or the button below) '
        f"to see who wins and the rule that decides it.</p>{reveal}</section>"
    )


def known_steps(state: WidgetState, steps: Sequence[StepJson], current: int | None, summary: str) -> str:
    """The list of steps, which in the mode holds only the steps already answered (the rest would tell the
    future); the usual list otherwise."""
    if not on(state) or current is None:
        return step_list(steps, current, summary)
    shown = current if asking(state, steps[current]["rule"]) else current + 1
    return step_list(steps[:shown], current if shown > current else None, summary)


def toggle(state: WidgetState) -> str:
    """The mode's switch, under a steps or play widget's form: a checkbox whose value is the state it asks for."""
    if state.kind not in KINDS:
        return ""
    box = f'<input{attrs(type="checkbox", data_action="predict", value="0" if state.predict else "1", checked=state.predict)}>'
    return (f'<p class="ma-predict-toggle"><label>{box} Predict, then check</label> <span class="ma-predict-toggle__hint">'
            "hides the cards nobody could see yet and asks who wins before each decisive step</span></p>")


def switched(state: WidgetState, value: object) -> WidgetState:
    """The state once the reader switches the mode to ``value`` (``1`` or ``0``), at the same step."""
    return WidgetState.from_fields({**state.as_dict(), "predict": value, "revealed": ""})


def moved(state: WidgetState, value: object, rule_of: Callable[[WidgetState], str]) -> WidgetState | None:
    """Next on a step still asked (its rule given by ``rule_of``) reveals its answer instead of moving on;
    ``None`` for any other move, which the usual stepping makes."""
    if value == "next" and on(state) and asking(state, rule_of(state)):
        return state.but(revealed=state.step)
    return None

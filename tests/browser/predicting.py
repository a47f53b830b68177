"""The "predict, then check" mode as the browser tests answer it: the steps a widget's state asks about, the buttons
that answer a question right or wrong (worked out in CPython with `widgets.predict`, as the widget works them out),
what the widget's live region says, the wait before a Next may show a question's answer, and axe-core run on the
view as it stands."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from widgets import predict
from widgets.games import RENDERERS, state_of
from widgets.render import shown_step
from widgets.table import steps_of

from .browser_harness import axe, describe_violations
from .live_widget import root
from .stepping import engine_answer


def questions(state: dict[str, Any]) -> list[int]:
    """The steps the mode asks about for a widget's state."""
    decisive = RENDERERS[state["game"]].decisive
    return [i for i, step in enumerate(predict.prepared(state_of(state), engine_answer(state)))
            if predict.decisive(step, decisive)]


def answers(state: dict[str, Any], right: bool) -> list[str]:
    """The buttons' values that answer the question a state shows, every part right or every part wrong."""
    shown = state_of(state)
    step = shown_step(shown)
    asked = predict.question(shown, step)
    assert asked is not None
    values = []
    for kind, offered, good in zip(("choice", "rule"), (asked.choices, asked.rules),
                                   predict.right_answers(shown, step)):
        if offered and good is not None:
            values.append(f"{kind}-{good if right else (good + 1) % len(offered)}")
    return values


ASKED = Path(__file__).resolve().parents[2] / "widgets" / "assets" / "host" / "asked.mjs"
GRACE_MS = int(re.findall(r"export const GRACE_MS = (\d+);", ASKED.read_text(encoding="utf-8"))[0])
"""How long after a question appears the host takes a Next as meant for the step before (host/asked.mjs)."""


def past_the_grace(page: Any) -> None:
    """Waits until a Next on the question just shown shows its answer, rather than being taken as a second press."""
    page.wait_for_timeout(GRACE_MS + 100)


def said(page: Any, widget_id: str) -> str:
    """What the widget's polite live region says now."""
    return (page.locator(f"{root(widget_id)} .ma-widget__said").text_content() or "").strip()


def clean(page: Any, what: str) -> None:
    """axe-core, every impact, finds nothing on the page as it stands."""
    violations = axe(page)
    assert not violations, f"axe-core, {what}:\n" + describe_violations(violations)

"""The explanation as every game's widgets show it: the current step with its buttons, and the list of all steps.

A step is the engine's JSON step (rule, text, cards, source, ours). The panel
links the step to its rule's anchor on the page and says when the rule is our
reading; a game may add its own controls under it (a choice at a win, a bet).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from engine.api import StepJson
from widgets.cards import card
from widgets.html import attrs, esc
from widgets.kept import Kept
from widgets.speech import Words

say = Words(__name__)

LINES = Kept(512 * 1024)
"""Each line of a list of steps, as :func:`step_list` wrote it: every step of a deal lists the deal's steps again,
and the longest deals have over a hundred."""

_MOVES = (
    ("first", "« First", "First step"),
    ("previous", "‹ Previous", "Previous step"),
    ("next", "Next ›", "Next step"),
    ("last", "Last »", "Last step"),
)


def rule_link(rule_id: str, words: str = "") -> str:
    """A link to a rule's anchor on the page, showing its id, or ``words`` (the rule's title) when given."""
    return f'<a{attrs(class_="ma-rule", href="#" + rule_id)}>{esc(words or rule_id)}</a>'


def step_panel(step: StepJson, index: int, total: int, where: str = "", extra: str = "", lead: str = "") -> str:
    """The current step, ``index`` of ``total`` (``where`` adds to the count, such as "deal 2 of 3"), with the
    first, previous, next and last buttons, ``lead`` (the verdict on a prediction) before its text, its text, rule,
    source and cards, and a game's ``extra`` controls.

    >>> html = step_panel({"rule": "farmer.win.sixteen", "text": "Anne wins.", "seats": [1], "cards": [],
    ...                    "data": {}, "source": "Denexa", "ours": False, "table": {}}, 0, 2)
    >>> 'data-value="previous" disabled' in html, 'href="#farmer.win.sixteen"' in html, "Step 1 of 2" in html
    (True, True, True)
    """
    nav = nav_buttons(index, total)
    count = say("Step {number} of {total}", number=index + 1, total=total) + (f" · {where}" if where else "")
    ours = f' <span class="ma-ours">{esc(say("our reading"))}</span>' if step["ours"] else ""
    cards = "".join(card(code) for code in step["cards"])
    shown = f'<p class="ma-step__cards">{cards}</p>' if cards else ""
    return (
        f'<section class="ma-step" role="group"{attrs(aria_label=say("Current step"))}><div class="ma-step__nav" '
        f'role="group"{attrs(aria_label=say("Step through the rules"))}>{nav}<span class="ma-step__count">{esc(count)}'
        f'</span></div>{lead}<p class="ma-step__text">{esc(step["text"])}</p>'
        f'<p class="ma-step__rule">{esc(say("Rule"))} {rule_link(step["rule"])} · {esc(step["source"])}{ours}</p>'
        f"{shown}{extra}</section>"
    )


def nav_buttons(index: int, total: int) -> str:
    """The first, previous, next and last buttons at step ``index`` of ``total``, those that lead nowhere disabled."""
    return "".join(
        f'<button{attrs(type="button", data_action="step", data_value=value, disabled=index == (0 if value in ("first", "previous") else total - 1), aria_label=say(label))}>{esc(say(text))}</button>'
        for value, text, label in _MOVES
    )


def _line(step: StepJson) -> str:
    """A step's line in the list of steps, but for its mark as the current one."""
    return f'{esc(step["text"])} {rule_link(step["rule"])}'


def step_list(steps: Sequence[StepJson], current: int | None, summary: str) -> str:
    """Every step in a closed list headed by ``summary``, the current one (if any) marked."""
    items = "".join(
        f'<li{attrs(class_="is-current" if i == current else None, aria_current="step" if i == current else None)}>'
        + LINES.get((step["text"], step["rule"]), partial(_line, step))
        + "</li>"
        for i, step in enumerate(steps)
    )
    return f'<details class="ma-steps"><summary>{esc(summary)}</summary><ol>{items}</ol></details>'

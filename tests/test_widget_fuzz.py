"""The widgets' fuzz suite: every widget of the pages, of every kind, given a tampered link or a tampered message
(its state's fields, its action and value changed the way a hostile page or a careless hand could) answers one
view: the new one, or the last good one with a refusal in words, never an exception and never the last-resort net
of :func:`widgets.live.respond`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.games import GAMES
from tests.test_fuzz import PYTHON_WORDS
from tests.support.work import calls
from widgets.fence import parse_block
from widgets.games import state_of
from widgets.live import respond

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): property tests over many generated widget states and links."""

DOCS = Path(__file__).parents[1] / "docs"
WIDGETS = {block.id: state_of(block.fields).as_dict()
           for page in sorted(DOCS.rglob("*.md"))
           for block in map(parse_block, re.findall(r"```widget\n(.*?)```", page.read_text(encoding="utf-8"), re.S))}
"""Every widget of the site, by id, as its page places it."""

LAST_RESORT = "the widget could not read this choice"
"""The start of the net's refusal: a check should have named the field first."""

WORK_LIMIT = 5_000_000
"""The most function calls one message may take, counted rather than timed."""

TEXTS = ["", "x", "-1", "0", "99", "10" * 12, "1e308", "NaN", "\u2800", "A\u2800", "\udc80x", "KS 2C",
         "|||||||||||||", "y" * 600, next(iter(GAMES)), "play", "1", "true", "½", "４２"]
ACTION_NAMES = ["apply", "settle", "new-deal", "players", "variant", "step", "predict", "reset", "choose", "card",
                "seat", "fly", "", "__init__"]
JSONS = [None, True, 1e308, -1, 10**30, [], {}, {"seed": "\udc80"}, {"hand-99": "KS"}, {"seed": "7", "players": "3"},
         "next", "last", "first", "previous", 10_001]
LINK_KEYS = ["zzz", "predict", "revealed", "decisions", "seat", "game", "kind"]
"""Keys a tampered link may hold besides the widget's own fields."""
VALUES = st.sampled_from(TEXTS)
ACTIONS = st.sampled_from(ACTION_NAMES)
JSON_VALUES = st.sampled_from(JSONS)


@st.composite
def messages(draw: Callable[..., Any], state: dict[str, Any]) -> str:
    """A message of the widget at ``state``: a tampered link, a tampered state, or any action with any value."""
    kind = draw(st.sampled_from(["fragment", "state", "action"]))
    if kind == "fragment":
        keys = draw(st.lists(st.sampled_from([*state, *LINK_KEYS]), min_size=1, max_size=4))
        pairs = [(key, draw(VALUES)) for key in keys]
        fragment = "&".join(f"{key}={value}" for key, value in pairs)
        return json.dumps({"state": state, "fragment": fragment}, ensure_ascii=False)
    if kind == "state":
        changed = {**state, draw(st.sampled_from([*state, "zzz"])): draw(st.one_of(VALUES, JSON_VALUES))}
        return json.dumps({"state": changed, "action": "reset"}, ensure_ascii=False)
    return json.dumps({"state": state, "action": draw(ACTIONS), "value": draw(st.one_of(VALUES, JSON_VALUES))},
                      ensure_ascii=False)


def answers_in_words(message: str) -> None:
    """The widget answers ``message`` within the work limit with a view, and a refusal, if any, in words."""
    raw, work = calls(lambda: respond(message))
    assert work < WORK_LIMIT, (message[:200], work)
    raw.encode("utf-8")  # the page receives it: no lone surrogate left in it
    answer = json.loads(raw)
    assert isinstance(answer["ok"], bool) and isinstance(answer["html"], str) and answer["html"]
    if not answer["ok"]:
        error = answer["error"]
        assert all(isinstance(error[key], str) and error[key] for key in ("field", "reason", "label")), error
        assert not error["reason"].startswith(LAST_RESORT), (message[:200], error)
        assert not PYTHON_WORDS.search(error["reason"]), (message[:200], error)


def swept(widget: str) -> list[str]:
    """One message of each kind for each thing a message may change: every action, every field of the widget's
    state (and one it does not have), every key of a link; the value each gets is taken in turn from the texts and
    the JSON values above, starting at a place that moves on from one widget to the next."""
    state = WIDGETS[widget]
    values: list[object] = [*TEXTS, *JSONS]
    start = sorted(WIDGETS).index(widget)
    messages = []
    for turn, action in enumerate(ACTION_NAMES):
        value = values[(start + turn) % len(values)]
        messages.append(json.dumps({"state": state, "action": action, "value": value}, ensure_ascii=False))
    for turn, key in enumerate([*state, "zzz"]):
        value = values[(start + turn + len(ACTION_NAMES)) % len(values)]
        messages.append(json.dumps({"state": {**state, key: value}, "action": "reset"}, ensure_ascii=False))
    for turn, key in enumerate([*state, *LINK_KEYS]):
        text = TEXTS[(start + turn) % len(TEXTS)]
        messages.append(json.dumps({"state": state, "fragment": f"{key}={text}"}, ensure_ascii=False))
    return messages


@pytest.mark.parametrize("widget", sorted(WIDGETS))
def test_every_action_field_and_link_key_of_a_widget_gets_a_view_and_a_reason_in_words(widget):
    """Deterministic, so that every action, every state field and every link key is tried on every widget
    whatever the random examples below happen to draw."""
    for message in swept(widget):
        answers_in_words(message)


@pytest.mark.parametrize("widget", sorted(WIDGETS))
@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_tampered_link_or_message_gets_a_view_and_a_reason_in_words(widget, data):
    """Random messages of every widget, mixing the changes (several keys in one link, any value in any place):
    100 examples a widget, not 300, because each message renders the widget's whole view again and the 300 made
    this file the costliest outside the browser tests; the sweep above tries every action, field and link key of
    every widget whatever these examples happen to draw."""
    answers_in_words(data.draw(messages(WIDGETS[widget])))

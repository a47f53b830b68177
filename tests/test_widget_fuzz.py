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

from tests.test_fuzz import PYTHON_WORDS
from tests.support.work import calls
from widgets.fence import parse_block
from widgets.live import respond
from widgets.state import WidgetState

DOCS = Path(__file__).parents[1] / "docs"
WIDGETS = {block.id: WidgetState.from_fields(block.fields).as_dict()
           for page in sorted(DOCS.rglob("*.md"))
           for block in map(parse_block, re.findall(r"```widget\n(.*?)```", page.read_text(encoding="utf-8"), re.S))}
"""Every widget of the site, by id, as its page places it."""

LAST_RESORT = "the widget could not read this choice"
"""The start of the net's refusal: a check should have named the field first."""

WORK_LIMIT = 5_000_000
"""The most function calls one message may take, counted rather than timed."""

VALUES = st.sampled_from(["", "x", "-1", "0", "99", "10" * 12, "1e308", "NaN", "\u2800", "A\u2800", "\udc80x",
                          "KS 2C", "|||||||||||||", "y" * 600, "glic", "play", "1", "true", "½", "４２"])
ACTIONS = st.sampled_from(["apply", "settle", "new-deal", "players", "variant", "step", "predict", "reset",
                           "choose", "card", "seat", "fly", "", "__init__"])
JSON_VALUES = st.sampled_from([None, True, 1e308, -1, 10**30, [], {}, {"seed": "\udc80"}, {"hand-99": "KS"},
                               {"seed": "7", "players": "3"}, "next", "last", "first", "previous", 10_001])


@st.composite
def messages(draw: Callable[..., Any], state: dict[str, Any]) -> str:
    """A message of the widget at ``state``: a tampered link, a tampered state, or any action with any value."""
    kind = draw(st.sampled_from(["fragment", "state", "action"]))
    if kind == "fragment":
        keys = draw(st.lists(st.sampled_from([*state, "zzz", "predict", "revealed", "decisions", "seat", "game",
                                              "kind"]), min_size=1, max_size=4))
        pairs = [(key, draw(VALUES)) for key in keys]
        fragment = "&".join(f"{key}={value}" for key, value in pairs)
        return json.dumps({"state": state, "fragment": fragment}, ensure_ascii=False)
    if kind == "state":
        changed = {**state, draw(st.sampled_from([*state, "zzz"])): draw(st.one_of(VALUES, JSON_VALUES))}
        return json.dumps({"state": changed, "action": "reset"}, ensure_ascii=False)
    return json.dumps({"state": state, "action": draw(ACTIONS), "value": draw(st.one_of(VALUES, JSON_VALUES))},
                      ensure_ascii=False)


@pytest.mark.parametrize("widget", sorted(WIDGETS))
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_tampered_link_or_message_gets_a_view_and_a_reason_in_words(widget, data):
    message = data.draw(messages(WIDGETS[widget]))
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

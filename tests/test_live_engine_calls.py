"""How often a widget message asks the engine, per kind of click: a step forward or back, or to the first or last
step, draws from the answer already held and asks nothing; a new deal, a new decision or a new form value asks
once. Work counted (calls into ``engine.api.handle``), not time."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator

import pytest

import widgets.requests
from engine.api import handle
from widgets import live
from widgets.fence import parse_block
from widgets.games import state_of
from tests.support.pages import GAME_PAGES, sources

WIDGETS = {block.id: {key: value for key, value in state_of(block.fields).as_dict().items()
                      if key not in ("step", "decisions")}
           for page in GAME_PAGES for block in map(parse_block, sources(page))}
"""Every widget of the game pages, by id, as its page places it, from its first step and before the reader's first
decision."""
DEALT = {name: state for name, state in WIDGETS.items() if state["kind"] in ("steps", "play")}
"""The widgets that step through a seeded deal."""
PLAYING = {name: {**state, "seat": state.get("seat", "2")}
           for name, state in WIDGETS.items() if state["kind"] == "play"}
"""The widgets a reader plays in, seated at the second seat unless the page seats them."""


class Counted:
    """Stands for ``engine.api.handle`` in :mod:`widgets.requests`: answers as it does, and counts the calls."""

    def __init__(self) -> None:
        self.calls = 0

    def __call__(self, request: dict[str, object]) -> dict[str, object]:
        self.calls += 1
        return handle(request)


@pytest.fixture
def engine_calls(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counted]:
    """The engine, counted, with no answer held from an earlier test."""
    counted = Counted()
    monkeypatch.setattr(widgets.requests, "ANSWERS", widgets.requests.Answers(widgets.requests.ANSWER_BUDGET))
    monkeypatch.setattr(widgets.requests, "handle", counted)
    yield counted


def _send(state: dict[str, object], action: str, value: object = None) -> dict[str, object]:
    """The widget's answer to one click, checked to be a good one."""
    answer = json.loads(live.respond(json.dumps({"state": state, "action": action, "value": value})))
    assert answer["ok"], answer.get("error")
    return answer


@pytest.mark.parametrize("start", DEALT.values(), ids=DEALT)
def test_a_step_asks_the_engine_nothing(engine_calls: Counted, start: dict[str, object]) -> None:
    state = _send(start, "reset")["state"]
    assert engine_calls.calls == 1
    shown = []
    for move in ("next", "next", "previous", "last", "first", "next"):
        engine_calls.calls = 0
        state = _send(state, "step", move)["state"]
        assert engine_calls.calls == 0, f"step {move} asked the engine {engine_calls.calls} times"
        shown.append(state.get("step", 0))
    assert shown[:3] == [1, 2, 1] and shown[3] >= shown[1] and shown[4:] == [0, 1]


@pytest.mark.parametrize("start", DEALT.values(), ids=DEALT)
def test_a_new_deal_asks_the_engine_once(engine_calls: Counted, start: dict[str, object]) -> None:
    state = _send(start, "reset")["state"]
    _send(state, "step", "next")
    engine_calls.calls = 0
    answer = _send(state, "new-deal")
    assert engine_calls.calls == 1
    assert answer["state"]["seed"] == (start["seed"] + 1)


def decision(answer: dict[str, object]) -> tuple[str, str]:
    """The first choice the reader's view offers as a button: its action and its value."""
    offered = [button for button in re.findall(r"<button[^>]*>", str(answer["html"]))
               if 'data-value="' in button and 'data-action="step"' not in button and "aria-disabled" not in button]
    assert offered, "the reader has nothing to choose"
    action, value = (re.search(rf'{name}="([^"]*)"', offered[0]).group(1) for name in ("data-action", "data-value"))
    return action, value


@pytest.mark.parametrize("start", PLAYING.values(), ids=PLAYING)
def test_a_decision_asks_the_engine_once(engine_calls: Counted, start: dict[str, object]) -> None:
    """A reader's choice at the table is a new request: asked once, then its steps are drawn from it."""
    state = _send(start, "reset")["state"]
    at_turn = _send(state, "step", "last")
    action, value = decision(at_turn)
    engine_calls.calls = 0
    answer = _send(at_turn["state"], action, value)
    assert engine_calls.calls == 1
    assert value in str(answer["state"].get("decisions")), answer["state"]
    engine_calls.calls = 0
    _send(answer["state"], "step", "previous")
    assert engine_calls.calls == 0

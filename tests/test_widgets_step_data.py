"""No widget depends on a step's ``data``: every widget of every page, and the readers' own choices, render the
same HTML and lead to the same states from answers whose steps' ``data`` were all emptied."""

from __future__ import annotations

import copy
import re
from pathlib import Path

import pytest

import widgets.requests
from engine.api import handle
from engine.errors import EngineError
from engine.games import GAMES
from tests.support.declared import merged
from widgets.fence import Block, parse_block
from widgets.games import RENDERERS, state_of
from widgets.render import view
from widgets.renderer import no_action
from widgets.requests import answer
from widgets.state import KINDS, WidgetState
from widgets.table import steps_of

DOCS = Path(__file__).parents[1] / "docs"

CHOICES: dict[str, tuple[dict[str, object], str, list[str]]] = merged("READER_CHOICES")  # type: ignore[assignment]
"""The reader's own choices tried at every step drawn, by case: a widget, an action of its game's own and the values
tried, as each game's tests folder declares them; the choices of a reader at the table come from the answer's moves
and waiting turn."""

SEATED = [fields for fields, _, _ in CHOICES.values()]
"""The widgets of those choices, with a reader at the table or a choice of their own."""


def _blocks() -> list[Block]:
    found = []
    for page in sorted(DOCS.rglob("*.md")):
        for block in re.findall(r"```widget\n(.*?)```", page.read_text(encoding="utf-8"), re.S):
            found.append(parse_block(block))
    return found


def _seeded() -> list[dict[str, object]]:
    """Every kind of widget that deals from a seed, for every game, at its fewest players."""
    return [{"game": game, "kind": kind, "seed": 11,
             "players": GAMES[game].variants[GAMES[game].default_variant].min_players}
            for game in RENDERERS for kind in RENDERERS[game].kinds if kind not in ("scenario", "calculator")]


STATES = [state_of(fields) for fields in [*(block.fields for block in _blocks()), *SEATED, *_seeded()]]


def _without_data(request: object) -> dict[str, object]:
    response = copy.deepcopy(handle(request))
    for deal in response.get("deals", []):
        for step in deal["steps"]:
            step["data"] = {}
    return response


@pytest.fixture
def emptied(monkeypatch: pytest.MonkeyPatch):
    """Switch the widgets' engine to answers without step data, for as long as the test needs."""
    def switch(on: bool) -> None:
        monkeypatch.setattr(widgets.requests, "handle", _without_data if on else handle)
        monkeypatch.setattr(widgets.requests, "ANSWERS", widgets.requests.Answers(widgets.requests.ANSWER_BUDGET))

    yield switch


def _steps(state: WidgetState) -> list[int]:
    """The steps worth drawing: every one of a short view, else the first ones, some in between and the last."""
    if state.kind == "deal":
        return [0]
    total = len(steps_of(answer(RENDERERS[state.game].request(state))))
    return sorted({*range(min(total, 30)), *range(30, total, 23), total - 1})


def test_every_game_and_kind_is_drawn():
    assert {(state.game, state.kind) for state in STATES} == {(game, kind) for game in RENDERERS
                                                              for kind in RENDERERS[game].kinds}
    assert {kind for renderer in RENDERERS.values() for kind in renderer.kinds} == set(KINDS)


@pytest.mark.parametrize("state", STATES, ids=lambda s: f"{s.game}-{s.kind}-{s.seed}")
def test_the_view_is_the_same_without_step_data(state, emptied):
    emptied(False)
    steps = _steps(state)
    shown = {step: view(state.but(step=step)) for step in steps}
    emptied(True)
    assert {step: view(state.but(step=step)) for step in steps} == shown


def test_every_game_with_actions_of_its_own_has_its_choices_tried():
    own = {game for game, renderer in RENDERERS.items() if renderer.act is not no_action}
    tried = {str(fields["game"]) for fields in SEATED}
    assert own <= tried, f"no READER_CHOICES declared for {sorted(own - tried)}"


def _acted(state: WidgetState, action: str, value: str) -> object:
    try:
        return RENDERERS[state.game].act(state, action, value)
    except EngineError as error:
        return error.as_dict()


@pytest.mark.parametrize("case", CHOICES)
def test_the_readers_choices_lead_to_the_same_states_without_step_data(case, emptied):
    fields, action, values = CHOICES[case]
    state = state_of(fields)
    cases = [(state.but(step=step), value) for step in _steps(state) for value in values]
    emptied(False)
    chosen = [_acted(at, action, value) for at, value in cases]
    assert any(isinstance(made, WidgetState) for made in chosen), "some choice is taken"
    emptied(True)
    assert [_acted(at, action, value) for at, value in cases] == chosen

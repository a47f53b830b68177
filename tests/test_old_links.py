"""A link shared before a change of the widgets still opens: a scenario's link once carried a role of another game
(every scenario's link wrote the farmer's seat), and such a link opens the scenario as if it did not."""

from __future__ import annotations

import json

import pytest

from tests.support.pages import GAME_PAGES, page_blocks
from widgets.games import renderer_of, state_of
from widgets.live import RETIRED, respond

SCENARIOS = {widget_id: fields for page in GAME_PAGES for widget_id, fields in page_blocks(page).items()
             if fields.get("kind") == "scenario"}
"""Every scenario the pages place, by widget id."""


def test_some_scenario_declares_no_retired_role() -> None:
    assert RETIRED and any(not set(renderer_of(fields["game"]).declared.roles) & RETIRED  # type: ignore[union-attr]
                           for fields in SCENARIOS.values())


@pytest.mark.parametrize("widget_id", sorted(SCENARIOS))
def test_a_scenario_link_carrying_a_role_opens(widget_id: str) -> None:
    placed = state_of(SCENARIOS[widget_id]).as_dict()
    own = set(renderer_of(str(placed["game"])).declared.roles)  # type: ignore[union-attr]
    # The widget's own role moved to seat 2 where seat 2 holds cards (a farmer holds none, and a player moved off
    # the farmer's seat with no cards would be a link cut short); another game's role anywhere.
    moved = {role: 2 if role not in own or _holds(placed, 0) else 1 for role in sorted(RETIRED)}
    fragment = f"game={placed['game']}&kind=scenario&" + "&".join(f"{role}={seat}" for role, seat in moved.items())
    answer = json.loads(respond(json.dumps({"state": placed, "fragment": fragment})))
    assert answer["ok"], answer.get("error")
    assert {role: answer["state"].get(role) for role in RETIRED} == {role: moved[role] if role in own else None
                                                                     for role in RETIRED}


def _holds(placed: dict[str, object], seat: int) -> bool:
    """Whether the scenario's hands give the seat at ``seat`` (from 0) cards."""
    hands = str(placed.get("hands", "")).split("|")
    return seat < len(hands) and bool(hands[seat].strip())

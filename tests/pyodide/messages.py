"""Widget messages answered in CPython and in Pyodide (booted, or restored from the snapshot), to compare: every
widget of every game page (docs/games/), as its page places it, stepped to its last step or dealt anew, and a
refused link and a reset."""

from __future__ import annotations

from tests.support.pages import GAME_PAGES, page_blocks
from widgets.games import state_of

STATES = [state_of(fields).as_dict() for page in GAME_PAGES for fields in page_blocks(page).values()]
"""The state of every widget of the game pages, as its root holds it."""

WIDGET_MESSAGES = [
    {"state": state, "action": "new-deal"} if state["kind"] == "deal" else
    {"state": state, "action": "step", "value": "last"} for state in STATES
] + [{"state": STATES[0], "fragment": "players=99"}, {"state": STATES[0], "action": "reset"}]

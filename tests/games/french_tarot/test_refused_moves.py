"""A move a seated reader of French Tarot's play cannot make is refused in words that name cards, not codes."""

from __future__ import annotations

import json
import re

from widgets.live import respond


def test_a_refused_move_names_cards_not_codes():
    state = {"game": "french-tarot", "kind": "play", "seed": 3, "players": 4, "seat": "2"}
    answer = json.loads(respond(json.dumps({"state": state, "fragment": "decisions=fly"})))
    assert not answer["ok"] and answer["error"]["field"] == "decisions[0]"
    reason = answer["error"]["reason"]
    assert "'fly' is not a move here" in reason and not re.search(r"\b\d*[A-Z]{2,3}\b", reason.split("here")[1])

"""French Tarot's play widget: a deal watched step by step with the trick and the piles as they stood, a reader's
seat choosing its bid, declaration and cards as buttons, an illegal card dimmed with its reason and refused in
words, and the state in the URL."""

from __future__ import annotations

import html as markup
import json
import re

from widgets.live import respond
from widgets.render import view
from widgets.state import WidgetState

PLAY = {"game": "french-tarot", "kind": "play", "players": 4, "seed": 3}


def text(html: str) -> str:
    return re.sub(r"\s+", " ", markup.unescape(re.sub(r"<[^>]+>", " ", html)))


def send(state: dict, action: str, value: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, "action": action, "value": value})))


def test_a_watched_deal_shows_the_trick_and_the_piles_as_they_stood():
    first = text(view(WidgetState.from_fields(PLAY)))
    assert "Step 1 of" in first and "Trick" not in first
    middle = view(WidgetState.from_fields({**PLAY, "step": 60}))
    assert 'class="ma-trick"' in middle and 'class="ma-piles"' in middle
    last = send({**PLAY}, "step", "last")
    assert last["ok"] and "Denise loses the prise" in text(last["html"]) and "step=" in last["fragment"]


def test_a_seated_reader_bids_declares_and_plays_a_card_by_buttons():
    seated = send({**PLAY}, "seat", "2")
    assert seated["ok"] and 'data-action="choose" data-value="pass"' in seated["html"]
    state = send(seated["state"], "choose", "pass")["state"]
    answer = send(state, "choose", "nothing")
    assert 'data-action="card" data-value="10TR"' in answer["html"]
    assert "is-illegal" in answer["html"] and "may not be played now" in markup.unescape(answer["html"])
    played = send(answer["state"], "card", "10TR")
    assert played["ok"] and played["state"]["decisions"] == "pass, nothing, play 10TR"
    assert "decisions=pass%2C+nothing%2C+play+10TR" in played["fragment"]
    refused = send(answer["state"], "card", "6PI")
    assert not refused["ok"] and refused["error"]["field"] == "decisions[2]"
    assert "rule french-tarot.play.follow" in refused["error"]["reason"]

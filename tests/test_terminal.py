"""The terminal rendering (`python -m engine --text`) prints every golden response of every game, steps included."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.api import handle
from engine.terminal import render

REQUESTS = json.loads((Path(__file__).parent / "golden" / "requests.json").read_text(encoding="utf-8"))


def _steps(response: object) -> list[str]:
    """The text of every explanation step anywhere in a response."""
    if isinstance(response, dict):
        found = [step["text"] for step in response.get("steps", []) if isinstance(step, dict)]
        return found + [text for key, value in response.items() if key != "steps" for text in _steps(value)]
    if isinstance(response, list):
        return [text for value in response for text in _steps(value)]
    return []


@pytest.mark.parametrize("request_", REQUESTS, ids=[f"{r.get('game', '')}-{r.get('action')}" for r in REQUESTS])
def test_every_golden_response_prints_with_its_steps(request_):
    response = handle(request_)
    text = render(response)
    assert text.strip()
    for step in _steps(response):
        assert step in text


FRENCH = [request for request in REQUESTS if request.get("lang") == "fr" and request["action"] in ("deal", "play")]


@pytest.mark.parametrize("request_", FRENCH, ids=[f"{r['game']}-{r['action']}" for r in FRENCH])
def test_a_french_request_prints_in_french_on_the_command_line(request_, capsys):
    """`python -m engine --text` frames a French answer in French: the same lines as the English one, in other
    words, and none of the English frame's."""
    from engine.__main__ import main

    english = {key: value for key, value in request_.items() if key != "lang"}
    assert main(["--text", json.dumps(english)]) == 0
    in_english = capsys.readouterr().out.splitlines()
    assert main(["--text", json.dumps(request_)]) == 0
    in_french = capsys.readouterr().out.splitlines()
    assert len(in_french) == len(in_english)
    frame = ("Seats: ", "Deal ", "The table at the end:", " players", "  Payments:", " pays ")
    assert not [line for line in in_french if any(words in line for words in frame)], in_french[:5]
    assert in_french[0].endswith(("joueurs", ")")) and "Places\u00a0: " in in_french[1], in_french[:2]

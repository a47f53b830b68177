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

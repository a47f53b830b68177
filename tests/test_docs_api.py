"""The examples on the Engine API page are what the engine answers.

Each ``Request`` block is sent to the engine; the ``Response`` block after it must equal the answer,
or, when marked abridged, be part of it: every key shown has the value shown, and a list shows the
answer's first items.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.api import handle

PAGE = Path(__file__).parents[1] / "docs" / "api.md"
BLOCK = re.compile(r'```json title="(Request|Response[^"]*)"\n(.*?)```', re.S)


def examples() -> list[tuple[dict, dict, bool]]:
    blocks = BLOCK.findall(PAGE.read_text(encoding="utf-8"))
    pairs = []
    for (kind, request), (answer_kind, response) in zip(blocks[::2], blocks[1::2]):
        assert kind == "Request" and answer_kind.startswith("Response")
        pairs.append((json.loads(request), json.loads(response), "abridged" in answer_kind))
    return pairs


def is_part_of(shown: object, actual: object) -> bool:
    if isinstance(shown, dict):
        return isinstance(actual, dict) and all(k in actual and is_part_of(v, actual[k]) for k, v in shown.items())
    if isinstance(shown, list):
        return isinstance(actual, list) and len(shown) <= len(actual) and all(
            is_part_of(s, a) for s, a in zip(shown, actual))
    return shown == actual


def test_the_page_has_an_example_of_every_action_and_of_errors():
    actions = {request.get("action") for request, _, _ in examples()}
    assert actions == {"catalogue", "rules", "deal", "play", "settle", "odds", "legal", "count", "score", "evaluate",
                       "chances"}
    assert sum("error" in response for _, response, _ in examples()) >= 3


@pytest.mark.parametrize("request_, shown, abridged", examples())
def test_example(request_, shown, abridged):
    actual = handle(request_)
    assert is_part_of(shown, actual) if abridged else shown == actual

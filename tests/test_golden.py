"""Golden requests: their full responses are pinned, so a change to any deal or explanation shows.

Run ``python tests/test_golden.py`` to rewrite the pinned responses after a deliberate change,
and review the difference before committing it.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

HERE = Path(__file__).parent / "golden"
REQUESTS = json.loads((HERE / "requests.json").read_text(encoding="utf-8"))


def responses() -> list[dict]:
    from engine.api import handle

    return [handle(request) for request in REQUESTS]


def test_golden_responses_are_unchanged():
    pinned = json.loads((HERE / "responses.json").read_text(encoding="utf-8"))
    assert len(pinned) == len(REQUESTS)
    for request, expected, actual in zip(REQUESTS, pinned, responses()):
        assert actual == expected, request


def test_golden_responses_survive_json():
    for response in responses():
        assert json.loads(json.dumps(response)) == response


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parents[1]))
    (HERE / "responses.json").write_text(json.dumps(responses(), ensure_ascii=False, indent=1) + "\n", encoding="utf-8")

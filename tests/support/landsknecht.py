"""Short forms for the tests of Landsknecht: requests in one line, steps and payments by rule."""

from __future__ import annotations

from engine.api import handle


def request(action: str, **fields: object) -> dict:
    return {"action": action, "game": "landsknecht", **fields}


def ok(action: str, **fields: object) -> dict:
    """The response to a request that must succeed."""
    response = handle(request(action, **fields))
    assert "error" not in response, response
    return response


def error(action: str, **fields: object) -> dict:
    """The error of a request that must fail."""
    response = handle(request(action, **fields))
    assert set(response) == {"error"}, response
    return response["error"]


def coups(response: dict) -> list[dict]:
    """Each deal of an envelope as one flat coup: its summary with its steps and payments."""
    return [{**deal["summary"], "steps": deal["steps"], "payments": deal["payments"]} for deal in response["deals"]]


def coup(order: list[str], **fields: object) -> dict:
    """Settle one coup turned in the given order; returns the coup."""
    return coups(ok("settle", order=order, **fields))[0]


def steps(part: dict, rule: str) -> list[dict]:
    return [step for step in part["steps"] if step["rule"] == rule]


def the_step(part: dict, rule: str) -> dict:
    found = steps(part, rule)
    assert len(found) == 1, (rule, [s["rule"] for s in part["steps"]])
    return found[0]


def payments(part: dict, rule: str) -> list[tuple[object, object, int]]:
    return [(p["from"], p["to"], p["amount"]) for p in part["payments"] if p["rule"] == rule]


def rules_applied(part: dict) -> list[str]:
    return [step["rule"] for step in part["steps"]]


def seeded_coups(seeds: range, **fields: object):
    """Every coup of seeded sessions, one session per seed."""
    for seed in seeds:
        yield from coups(ok("play", seed=seed, **fields))

"""Helpers for the tests of the games of sixteen: requests in one line, steps and payments by rule."""

from __future__ import annotations

from engine.api import handle
from engine.games.sixteen.variants import VARIANTS

GAME_OF = {"farmer": ("farmer", "american"), "ferme-1659": ("ferme", "1659"), "ferme-1800": ("ferme", "1800")}


def request(prefix: str, action: str, **fields: object) -> dict:
    game, variant = GAME_OF[prefix]
    return {"action": action, "game": game, "variant": variant, **fields}


def ok(prefix: str, action: str, **fields: object) -> dict:
    """The response to a request that must succeed."""
    response = handle(request(prefix, action, **fields))
    assert "error" not in response, response
    return response


def error(prefix: str, action: str, **fields: object) -> dict:
    """The error of a request that must fail."""
    response = handle(request(prefix, action, **fields))
    assert set(response) == {"error"}, response
    return response["error"]


def rounds(response: dict) -> list[dict]:
    """Each deal of an envelope as one flat round: its summary with its steps and payments."""
    return [{**deal["summary"], "steps": deal["steps"], "payments": deal["payments"]} for deal in response["deals"]]


def setup(response: dict) -> dict:
    """The opening of a session (the choice of the first farmer) as part of its first round, with the farm."""
    return {**rounds(response)[0], "farm": response["summary"]["farm"]}


def settle(prefix: str, hands: list, farmer: int = 1, **fields: object) -> dict:
    """Settle a scenario; returns its one round."""
    return rounds(ok(prefix, "settle", hands=hands, farmer=farmer, **fields))[0]


def steps(rnd: dict, rule: str) -> list[dict]:
    """The steps of a round under one rule id."""
    return [step for step in rnd["steps"] if step["rule"] == rule]


def the_step(rnd: dict, rule: str) -> dict:
    found = steps(rnd, rule)
    assert len(found) == 1, (rule, [s["rule"] for s in rnd["steps"]])
    return found[0]


def payments(rnd: dict, rule: str) -> list[tuple[object, object, int]]:
    return [(p["from"], p["to"], p["amount"]) for p in rnd["payments"] if p["rule"] == rule]


def rules_applied(rnd: dict) -> list[str]:
    return [step["rule"] for step in rnd["steps"]]


def variant(prefix: str):
    return VARIANTS[GAME_OF[prefix]]


def seeded_rounds(prefix: str, seeds: range, **fields: object):
    """Rounds of one-round sessions, one per seed, with their full responses."""
    for seed in seeds:
        response = ok(prefix, "play", seed=seed, **fields)
        yield response, rounds(response)[0]

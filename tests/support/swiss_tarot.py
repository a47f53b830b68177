"""Helpers shared by the Swiss Tarot tests: requests that must succeed or fail, and hands built to order."""

from __future__ import annotations

from engine.api import handle
from engine.cards import ITALIAN_TAROT
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled

PACK = PACKS["tarot-78-italian"]
CARD = ITALIAN_TAROT.parse


def ok(**fields: object) -> dict:
    """The response to a Swiss Tarot request that must succeed; a game as :func:`flat` reads it."""
    response = handle({"game": "swiss-tarot", **fields})
    assert "error" not in response, response
    return flat(response) if "deals" in response else response


def flat(response: dict) -> dict:
    """An envelope read as one game: the session's summary and options at the top, and each deal's summary with
    its number, steps and payments."""
    deals = [{**deal["summary"], "number": deal["number"], "steps": deal["steps"], "payments": deal["payments"]}
             for deal in response["deals"]]
    return {**response, **response["summary"], **response["options"], "reader": response.get("reader"),
            "waiting": response.get("waiting"), "deals": deals}


def untabled(deals: list[dict]) -> list[dict]:
    """Deals without what shows the game as the reader's seat sees it: the table kept with each step, and what a step
    tells in words (a step naming cards the seat may not see is told to it without them)."""
    seen = ("table", "text", "said", "cards")
    return [{**deal, "steps": [{k: v for k, v in step.items() if k not in seen} for step in deal["steps"]]}
            for deal in deals]


def error(**fields: object) -> dict:
    """The error of a Swiss Tarot request that must fail."""
    response = handle({"game": "swiss-tarot", **fields})
    assert set(response) == {"error"}, response
    return response["error"]


def dealt_hands(seed: int) -> list[list[str]]:
    """Hands for a scenario: 28 for seat 1, the dealer, then 25 and 25, from a shuffled pack."""
    cards = [str(c) for c in shuffled(PACK.cards, random_source(seed))]
    return [cards[:28], cards[28:53], cards[53:]]


def suit(code: str, ranks: str) -> list[str]:
    return [f"{rank}{code}" for rank in ranks.split()]


LOSER_HANDS = [
    [f"{n}T" for n in range(1, 22)] + suit("SW", "7 8 9 10 J C Q"),
    ["0X"] + suit("SW", "1 2 3 4 5 6") + suit("BA", "1 2 3 4 5 6") + suit("CU", "10 9 8 7 6 5")
    + suit("CO", "10 9 8 7 6 5"),
    suit("SW", "K") + suit("BA", "7 8 9 10 J C Q K") + suit("CU", "4 3 2 1 J C Q K") + suit("CO", "4 3 2 1 J C Q K"),
]
"""Seat 2 holds the Fool and, in every suit, cards lower than all the others hold: it never wins a trick."""


def steps(deal: dict, rule: str) -> list[dict]:
    return [step for step in deal["steps"] if step["rule"] == rule]


def all_steps(response: dict) -> list[dict]:
    return [step for deal in response["deals"] for step in deal["steps"]]

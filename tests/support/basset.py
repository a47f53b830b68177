"""Helpers for the tests of Basset: an answer read as the flat session and deals the tests were written for."""

from __future__ import annotations


def flat(response: dict) -> dict:
    """An envelope as one flat session: the session's summary (prices, decisions, balances, pots) beside the
    envelope's fields, each seat with its role from the table, and each deal as its summary with its number,
    steps and payments."""
    if "error" in response:
        return response
    roles = {int(number): seat["roles"][0] for number, seat in response["table"]["seats"].items()}
    return {**response, **response["summary"],
            "seats": [{**seat, "role": roles[seat["seat"]]} for seat in response["seats"]],
            "deals": [{**deal["summary"], "number": deal["number"], "steps": deal["steps"],
                       "payments": deal["payments"]} for deal in response["deals"]]}

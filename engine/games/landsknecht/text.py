"""Landsknecht's own answers printed for a terminal (:mod:`engine.terminal` prints every other answer)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def text(response: Mapping[str, Any]) -> str | None:
    """The odds of a coup, one line a way of matching: the banker's chance, an immediate match and the cards
    turned; ``None`` for any other answer, which the terminal prints as it prints every game's."""
    if "odds" not in response or "cards" not in response:
        return None
    return "\n".join([f"Odds of a coup with {response['pack']} ({response['cards']} cards):"] + [
        f"  matching by {entry['match']}: banker wins {entry['banker_wins']['float']:.4f}, immediate match "
        f"{entry['immediate']['float']:.4f}, cards turned {entry['expected_cards']['float']:.2f}"
        for entry in response["odds"]])

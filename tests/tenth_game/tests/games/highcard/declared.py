"""What the suites over every game need of High Card beyond its engine's declarations."""

from __future__ import annotations

RULES = {"highcard": 1}
"""How many rule ids the game has."""


RELATED = {"highcard": {"landsknecht"}}
"""The game pages the Related games section of this game's page must link to."""

PASSAGES: dict[str, str | tuple[str, ...]] = {}
"""No rule of the game is its source's own."""

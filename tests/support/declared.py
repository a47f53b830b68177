"""What a game's own tests folder declares for the suites over every game (``tests/games/<package>/declared.py``).

The engine declares most of what those suites read (:class:`engine.catalogue.Game`); what only a test needs, such
as the fields a value brings with it in the catalogue's suite or how many rules a game has, lies beside the game's
own tests, and the suites read it through :func:`merged`, so that no suite holds a table of games.
"""

from __future__ import annotations

import importlib

from engine.games import PACKAGES


def merged(name: str) -> dict[object, object]:
    """The dictionary ``name`` of every game's ``declared`` module, merged (each game's keys are its own)."""
    found: dict[object, object] = {}
    for package in PACKAGES:
        found.update(getattr(importlib.import_module(f"tests.games.{package}.declared"), name, {}))
    return found

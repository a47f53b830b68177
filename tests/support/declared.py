"""What a game's own tests folder declares for the suites over every game (``tests/games/<package>/declared.py``).

The engine declares most of what those suites read (:class:`engine.catalogue.Game`); what only a test needs, such
as the fields a value brings with it in the catalogue's suite or how many rules a game has, lies beside the game's
own tests, and the suites read it through :func:`declared`, so that no suite holds a table of games.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache
from types import ModuleType

import engine.games
from engine.games import GAMES


@cache
def packages() -> dict[str, str]:
    """The engine package of each game, by game id (``sixteen`` for both Ferme and Farmer)."""
    found: dict[str, str] = {}
    for package in pkgutil.iter_modules(engine.games.__path__):
        module = importlib.import_module(f"engine.games.{package.name}")
        for name in getattr(module, "__all__", ()):
            game = getattr(module, name)
            if any(game is listed for listed in GAMES.values()):
                found[game.id] = package.name
    return found


def declared(game_id: str) -> ModuleType:
    """The ``declared`` module of the game's tests folder; a game without one fails the suite that asks."""
    return importlib.import_module(f"tests.games.{packages()[game_id]}.declared")


def merged(name: str) -> dict[object, object]:
    """The dictionary ``name`` of every game's ``declared`` module, merged (each game's keys are its own)."""
    found: dict[object, object] = {}
    for package in sorted(set(packages().values())):
        found.update(getattr(importlib.import_module(f"tests.games.{package}.declared"), name, {}))
    return found

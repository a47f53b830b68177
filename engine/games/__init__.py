"""Every game the engine knows, by id, and the bibliography their rules cite."""

from __future__ import annotations

from importlib import import_module

from engine.catalogue import Game, Listed
from engine.sources import Source

PACKAGES = (
    "sixteen",
    "basset",
    "landsknecht",
    "glic",
    "homme",
    "swiss_tarot",
    "french_tarot",
)
"""The games' packages under ``engine/games``, in the order the catalogue lists their games: registering a game is
one line here. A package publishes its games (each a :class:`~engine.catalogue.Game`) among its ``__all__``, and
its widget module under ``widgets/games`` bears its name."""


def _published(package: str) -> list[Listed]:
    module = import_module(f"{__name__}.{package}")
    return [value for name in module.__all__ if isinstance(value := getattr(module, name), Game)]


GAMES: dict[str, Listed] = {game.id: game for package in PACKAGES for game in _published(package)}
"""Every game, by id: the one registry of the engine's games."""


def bibliography() -> dict[str, Source]:
    """Every source the games' rules cite, by key, each once: assembled from the games, so that a game brings its
    own sources. Two sources under one key are a programming error."""
    sources: dict[str, Source] = {}
    for game in GAMES.values():
        for source in game.sources:
            if sources.setdefault(source.key, source) != source:
                raise ValueError(f"two sources have the key {source.key}")
    return sources

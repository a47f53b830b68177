"""Every game's widgets, one :class:`~widgets.renderer.Renderer` a module, by the game ids each draws.

A game's widget module bears the name of its package under ``engine/games`` and exports its ``RENDERER``: the
engine's registry (``engine.api.PACKAGES``) lists both, so that registering a game is one line there; the shared
code finds a renderer through :func:`renderer_of`.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module

from engine.api import PACKAGES
from widgets.declared import NOTHING
from widgets.renderer import Renderer
from widgets.state import WidgetState

ALL: tuple[Renderer, ...] = tuple(import_module(f"{__name__}.{package}").RENDERER for package in PACKAGES)
"""Every game's widgets, each renderer once, in the order of the engine's registry."""

RENDERERS: dict[str, Renderer] = {game: renderer for renderer in ALL for game in renderer.games}
"""The renderer of each game, by game id, in the order a refusal lists the games."""


def renderer_of(game: str) -> Renderer | None:
    """The renderer of ``game``, or ``None`` for a game no widget draws."""
    return RENDERERS.get(game)


def state_of(fields: object) -> WidgetState:
    """A state read from ``fields`` (a Markdown block, a message), with what its game's widgets declare; a game no
    widget draws declares nothing, and its view names the game as unknown."""
    game = fields.get("game") if isinstance(fields, Mapping) else None
    renderer = renderer_of(game) if isinstance(game, str) else None
    return WidgetState.from_fields(fields, NOTHING if renderer is None else renderer.declared)

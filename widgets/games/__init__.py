"""Every game's widgets, one :class:`~widgets.renderer.Renderer` a module, by the game ids each draws.

Adding a game's widgets is a module here exporting its ``RENDERER`` (named as its game's package under
``engine/games``) and one line of :data:`PACKAGES`; the shared code finds it through :func:`renderer_of`.
"""

from __future__ import annotations

from importlib import import_module

from widgets.renderer import Renderer

PACKAGES = (
    "sixteen",
    "basset",
    "landsknecht",
    "glic",
    "homme",
    "swiss_tarot",
    "french_tarot",
)
"""The games' widget modules, in the order a refusal lists their games: registering a game's widgets is one line
here."""

ALL: tuple[Renderer, ...] = tuple(import_module(f"{__name__}.{package}").RENDERER for package in PACKAGES)
"""Every game's widgets, each renderer once: the one registry of the widgets' games."""

RENDERERS: dict[str, Renderer] = {game: renderer for renderer in ALL for game in renderer.games}
"""The renderer of each game, by game id, in the order a refusal lists the games."""


def renderer_of(game: str) -> Renderer | None:
    """The renderer of ``game``, or ``None`` for a game no widget draws."""
    return RENDERERS.get(game)

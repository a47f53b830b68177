"""Every game's widgets, one :class:`~widgets.renderer.Renderer` a module, by the game ids each draws.

Adding a game's widgets is a module here exporting its ``RENDERER`` and one entry in :data:`RENDERERS`; the
shared code finds it through :func:`renderer_of`.
"""

from __future__ import annotations

from widgets.games import basset, french_tarot, glic, homme, landsknecht, sixteen, swiss_tarot
from widgets.renderer import Renderer

ALL: tuple[Renderer, ...] = tuple(module.RENDERER for module in (
    sixteen, basset, landsknecht, glic, homme, swiss_tarot, french_tarot))
"""Every game's widgets, each renderer once: the one registry of the widgets' games."""

RENDERERS: dict[str, Renderer] = {game: renderer for renderer in ALL for game in renderer.games}
"""The renderer of each game, by game id, in the order a refusal lists the games."""


def renderer_of(game: str) -> Renderer | None:
    """The renderer of ``game``, or ``None`` for a game no widget draws."""
    return RENDERERS.get(game)

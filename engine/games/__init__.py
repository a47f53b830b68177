"""Every game the engine knows, by id, and the bibliography their rules cite."""

from __future__ import annotations

from engine.catalogue import Listed
from engine.games.basset import BASSET
from engine.games.french_tarot import FRENCH_TAROT
from engine.games.glic import GLIC
from engine.games.homme import HOMME
from engine.games.landsknecht import LANDSKNECHT
from engine.games.sixteen import FARMER, FERME
from engine.games.swiss_tarot import SWISS_TAROT
from engine.sources import Source

GAMES: dict[str, Listed] = {
    game.id: game for game in (FERME, FARMER, BASSET, LANDSKNECHT, GLIC, HOMME, SWISS_TAROT, FRENCH_TAROT)
}
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

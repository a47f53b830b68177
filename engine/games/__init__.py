"""Every game the engine knows, by id."""

from __future__ import annotations

from engine.catalogue import Listed
from engine.games.basset import BASSET
from engine.games.french_tarot import FRENCH_TAROT_GAME
from engine.games.glic import GLIC
from engine.games.homme import HOMME_GAME
from engine.games.landsknecht import LANDSKNECHT
from engine.games.sixteen import FARMER_GAME, FERME
from engine.games.swiss_tarot import SWISS_TAROT_GAME

GAMES: dict[str, Listed] = {
    game.id: game for game in (FERME, FARMER_GAME, BASSET, LANDSKNECHT, GLIC, HOMME_GAME, SWISS_TAROT_GAME,
                 FRENCH_TAROT_GAME)
}

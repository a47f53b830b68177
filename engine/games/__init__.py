"""Every game the engine knows, by id."""

from __future__ import annotations

from engine.catalogue import Listed
from engine.games.basset import BASSET
from engine.games.french_tarot import FRENCH_TAROT
from engine.games.glic import GLIC
from engine.games.homme import HOMME
from engine.games.landsknecht import LANDSKNECHT
from engine.games.sixteen import FARMER, FERME
from engine.games.swiss_tarot import SWISS_TAROT

GAMES: dict[str, Listed] = {
    game.id: game for game in (FERME, FARMER, BASSET, LANDSKNECHT, GLIC, HOMME, SWISS_TAROT, FRENCH_TAROT)
}

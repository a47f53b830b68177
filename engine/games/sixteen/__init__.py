"""The games of sixteen: Ferme (1659 and 1800) and its American descendant, Farmer.

Players draw cards aiming at exactly 16 (courts 10, aces 1); the farmer keeps
the bank, and whoever makes 16 wins the farm. The three rule sets are variants
of one family (:mod:`.variants`), played by one round engine (:mod:`.round`).
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.sixteen.actions import ACTIONS
from engine.games.sixteen.examples import example, heaviest
from engine.games.sixteen.variants import FARMER_AMERICAN, FERME_1659, FERME_1800

FERME = Game(
    id="ferme",
    title="Ferme",
    family="games of sixteen",
    summary="A French banking game of the 17th to 19th centuries: bid for the farm, then draw towards exactly 16.",
    variants={v.id: v for v in (FERME_1800, FERME_1659)},
    default_variant="1800",
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
)

FARMER = Game(
    id="farmer",
    title="Farmer",
    family="games of sixteen",
    summary="The American descendant of Ferme: everyone antes to the farm, and exactly 16 takes it.",
    variants={FARMER_AMERICAN.id: FARMER_AMERICAN},
    default_variant=FARMER_AMERICAN.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
)

# What a program may read of these games besides their answers: their widget module imports these names, and only these.
__all__ = ["FERME", "FARMER"]

"""Landsknecht (Lansquenet): a banking game of the sixteenth century, decided by matching cards.

The banker stakes, the punters cover, and cards are turned left, right, then to
the middle until one matches: the left card wins for the banker, the right card
for the punters. The two variants match by suit or by rank (:mod:`.variants`);
one coup engine plays them (:mod:`.coup`), and :mod:`.odds` gives the exact odds.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.landsknecht.actions import ACTIONS, DEFAULT_STAKE
from engine.games.landsknecht.examples import TIMED, example, heaviest
from engine.games.landsknecht.coup import BANK
from engine.games.landsknecht.policies import DEFAULT_POLICY, MAX_CHIPS
from engine.games.landsknecht.text import text
from engine.games.landsknecht.variants import OFFERED_PACKS, RANK, SUIT

LANDSKNECHT = Game(
    id="landsknecht",
    title="Landsknecht",
    family="banking games",
    summary="A banking game of the 16th century: left card for the banker, right card for the punters, "
            "and the first match decides.",
    variants={v.id: v for v in (SUIT, RANK)},
    default_variant=SUIT.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
    text=text,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["LANDSKNECHT", "BANK", "DEFAULT_POLICY", "DEFAULT_STAKE", "MAX_CHIPS", "OFFERED_PACKS"]

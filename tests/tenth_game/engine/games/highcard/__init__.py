"""High Card: each player is dealt one card face up and the highest takes a chip from every other player.

A throwaway game of one rule that the tests add to a copy of the project, to check that a game declares itself:
this package, one widget module, one page and one line in the registry.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.highcard.actions import ACTIONS
from engine.games.highcard.examples import example, heaviest
from engine.games.highcard.rules import BASIC

HIGHCARD = Game(
    id="highcard",
    title="High Card",
    family="banking games",
    summary="One card each, face up: the highest takes a chip from every other player.",
    variants={BASIC.id: BASIC},
    default_variant=BASIC.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["HIGHCARD"]

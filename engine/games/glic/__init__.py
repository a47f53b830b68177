"""Glic, or Pochspiel: a 15th-century game of three phases on a board of eight compartments.

Players stake the board, claim the compartments of the honours of trumps
(phase 1), bet for the Poch on sets of equal ranks (phase 2) and lay their cards
out towards 31 (phase 3). The rules are in :mod:`.rulebook`, the pack and board
in :mod:`.variants`, one deal in :mod:`.deal`.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.glic.actions import ACTIONS
from engine.games.glic.examples import TIMED, example, heaviest
from engine.games.glic.deal import DealSummary, is_deal_summary
from engine.games.glic.variants import COMPARTMENTS, PARLETT, TITLES

GLIC = Game(
    id="glic",
    title="Glic",
    family="Poch",
    summary="The Poch game of the 15th to 17th centuries: claim the board's honours, bet on sets, lay out to 31.",
    variants={PARLETT.id: PARLETT},
    default_variant=PARLETT.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["GLIC", "COMPARTMENTS", "TITLES", "DealSummary", "is_deal_summary"]

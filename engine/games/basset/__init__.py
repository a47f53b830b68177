"""Basset: the Italian banking game of the 15th century that reached France and England in the 17th.

The banker turns the pack in pairs: a punter's denomination on the first pile
loses, on the second it wins, and a winner may let the stake ride for rising
prices (the paroli). Parlett's and Cotton's prices are the two variants
(:mod:`.variants`), played by one session engine (:mod:`.session`); :mod:`.odds`
gives the exact figures.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.basset.actions import ACTIONS
from engine.games.basset.examples import TIMED, example, heaviest
from engine.games.basset.session import DealSummary, SessionSummary, is_deal_summary, is_session_summary
from engine.games.basset.stakes import denominations
from engine.games.basset.variants import COTTON, PACKS_OFFERED, PARLETT

BASSET = Game(
    id="basset",
    title="Basset",
    family="banking games",
    summary="An Italian banking game of pure luck: stakes on denominations win on the second pile, lose on the "
            "first, and may ride for seven, fifteen and more times the stake.",
    variants={v.id: v for v in (PARLETT, COTTON)},
    default_variant=PARLETT.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["BASSET", "PACKS_OFFERED", "DealSummary", "SessionSummary", "denominations", "is_deal_summary", "is_session_summary"]

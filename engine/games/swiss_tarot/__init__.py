"""Swiss Tarot: the three-handed tarot game of La Maison académique (1659), as Dummett reads it.

Three players, the Italian-suited pack of 78, 25 cards each and a discard of
three by the dealer; tricks must follow suit or trump, the Fool excuses, and
tricks are counted in threes. The rules are in :mod:`.rulebook`, the cards'
ranks and points in :mod:`.counting`, one deal in :mod:`.deal`, the engine's
choices in :mod:`.policies` and the requests in :mod:`.actions`.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.swiss_tarot.actions import ACTIONS
from engine.games.swiss_tarot.examples import TIMED, example, heaviest
from engine.games.swiss_tarot.deal import DealSummary, is_deal_summary
from engine.games.swiss_tarot.variants import DUMMETT

SWISS_TAROT = Game(
    id="swiss-tarot",
    title="Swiss Tarot",
    family="Tarot",
    summary="Three-handed tarot of 1659: follow suit or trump, the Fool excuses, tricks counted in threes.",
    variants={DUMMETT.id: DUMMETT},
    default_variant=DUMMETT.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["SWISS_TAROT", "DealSummary", "is_deal_summary"]

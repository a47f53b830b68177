"""French Tarot: the trick-taking game of the 78-card Tarot Nouveau as France plays it today, for three to five.

So far the engine counts a pile (:mod:`.counting`), scores deals onto a running scorecard with every bonus and
house rule the source gives (:mod:`.contracts`, :mod:`.scoring`, :mod:`.session`), judges a hand by the source's
guide (:mod:`.guide`, told step by step by :mod:`.guide_told`), gives the taker's exact odds beside the source's
printed tables (:mod:`.odds`, :mod:`.published`; one reader's case told by :mod:`.odds_told`), deals a deal up to
the first card (:mod:`.sitting`, :mod:`.deal`) and plays it card by card to its score (:mod:`.playing`, the tricks
by :mod:`.tricks` and filed into piles by :mod:`.piles`, the computer's cards by :mod:`.policies`).
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.french_tarot.actions import ACTIONS
from engine.games.french_tarot.examples import TIMED, example, heaviest
from engine.games.french_tarot.contracts import CONTRACTS, DOG_SIZE, HAND_SIZE, POIGNEE_NAMES, POIGNEES
from engine.games.french_tarot.variants import FFT

FRENCH_TAROT = Game(
    id="french-tarot",
    title="French Tarot",
    family="trick-taking games",
    summary="France's tarot game of today: a taker bids against the others, counts half points and oudlers, and "
            "scores with multipliers and bonuses.",
    variants={FFT.id: FFT},
    default_variant=FFT.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["FRENCH_TAROT", "CONTRACTS", "DOG_SIZE", "HAND_SIZE", "POIGNEES", "POIGNEE_NAMES"]

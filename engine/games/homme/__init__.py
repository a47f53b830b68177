"""Homme d'Auvergne: a 17th-century French trick-taking game for two to five, ancestor of la Bête.

The players choose whether to turn up a card, then bid, turn-up by turn-up, to
become the Man, who plays five tricks alone against the others. The rules are in
:mod:`.rulebook`, the packs and the order of cards in :mod:`.variants`, one deal
in :mod:`.deal`, how the seats turn up, bid, show their Kings and play in
:mod:`.policies`.
"""

from __future__ import annotations

from engine.catalogue import Game
from engine.games.homme.actions import ACTIONS
from engine.games.homme.examples import TIMED, example, heaviest
from engine.games.homme.variants import LALANNE

HOMME = Game(
    id="homme",
    title="Homme d'Auvergne",
    family="Triomphe",
    summary="Five cards each, up to four turn-ups to choose trumps, and the Man plays alone against the rest.",
    variants={LALANNE.id: LALANNE},
    default_variant=LALANNE.id,
    actions=ACTIONS,
    example_request=example,
    heaviest_requests=heaviest,
    timed=TIMED,
)

# What a program may read of this game besides its answers: its widget module imports these names, and only these.
__all__ = ["HOMME"]

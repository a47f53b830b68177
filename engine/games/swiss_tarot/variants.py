"""The rule set of Swiss Tarot as data: one rule set, after Dummett's reading of La Maison académique."""

from __future__ import annotations

from dataclasses import dataclass

from engine.catalogue import RuleSet
from engine.games.swiss_tarot.rulebook import SWISS_TAROT
from engine.packs import PACKS


@dataclass(frozen=True)
class Variant(RuleSet):
    """The rule set: its rule book and pack, three players, and the most deals in a game."""

    deals: int


DUMMETT = Variant(game="swiss-tarot", id="dummett", title="Swiss Tarot (1659, after Dummett)", book=SWISS_TAROT,
                  pack=PACKS["tarot-78-italian"], min_players=3, max_players=3, default_players=3,
                  players_named="Swiss Tarot is for three players", deals=3)
"""The one rule set of Swiss Tarot."""

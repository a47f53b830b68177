"""The rule set of French Tarot as data: the Fédération Française de Tarot's rules, for three to five players,
with the house rules and variants the source lists as options of each request."""

from __future__ import annotations

from dataclasses import dataclass

from engine.catalogue import RuleSet
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.packs import PACKS


@dataclass(frozen=True)
class Variant(RuleSet):
    """The rule set: its rule book, the Tarot Nouveau, three to five players."""


FFT = Variant(game="french-tarot", id="fft", title="French Tarot (the French Tarot Federation's rules)",
              book=FRENCH_TAROT, pack=PACKS["tarot-78"], min_players=3, max_players=5, default_players=4,
              players_named="In French Tarot the players")
"""The one rule set of French Tarot; house rules are options of the requests."""

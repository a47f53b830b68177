"""The two rule sets of Basset: Parlett's account (the default) and Cotton's, which differ in the paroli prices."""

from __future__ import annotations

from dataclasses import dataclass

from engine.catalogue import RuleSet
from engine.games.basset import rulebook
from engine.packs import PACKS

PACKS_OFFERED = ("french-52", "italian-52", "spanish-48", "spanish-40")
"""The packs Basset is dealt with (rule ``pack.other-packs``), the French pack first, as the default."""

_PACK_REFUSAL = "Basset is not dealt from {cut}: the packs are {packs}"


@dataclass(frozen=True)
class Variant(RuleSet):
    """One rule set: ``prefix`` starts its rule ids; ``schedule`` prices a one-chip stake at its first to fifth
    win."""

    prefix: str
    schedule: tuple[int, ...]

    def rule(self, suffix: str) -> str:
        """The full id of this rule set's rule ``suffix`` (``"deal.first-card"``)."""
        return f"{self.prefix}.{suffix}"


PARLETT = Variant(
    game="basset", id="parlett", prefix="basset", title="Basset (Parlett)",
    book=rulebook.book("basset", rulebook.PARLETT, rulebook.PARLETT_SCHEDULE), pack=PACKS["french-52"],
    min_players=2, max_players=10, default_players=4, players_named="In {title} the players", packs=PACKS_OFFERED,
    pack_refusal=_PACK_REFUSAL, schedule=rulebook.PARLETT_SCHEDULE,
)

COTTON = Variant(
    game="basset", id="cotton", prefix="basset-cotton", title="Basset (Cotton, 1674)",
    book=rulebook.book("basset-cotton", rulebook.COTTON, rulebook.COTTON_SCHEDULE), pack=PACKS["french-52"],
    min_players=2, max_players=10, default_players=4, players_named="In {title} the players", packs=PACKS_OFFERED,
    pack_refusal=_PACK_REFUSAL, schedule=rulebook.COTTON_SCHEDULE,
)

VARIANTS: dict[str, Variant] = {v.id: v for v in (PARLETT, COTTON)}
"""Both rule sets, by id."""

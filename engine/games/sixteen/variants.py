"""The three rule sets of the games of sixteen as variants of one family.

They share the count (courts 10, aces 1), the target of exactly 16, the farm
and the farmer. What differs is written here as data, and :mod:`.round` reads it.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from engine.catalogue import RuleSet
from engine.games.sixteen import rulebook
from engine.games.sixteen.policies import StandPolicy
from engine.packs import PACKS
from engine.rules import Rule
from engine.table import Direction


@dataclass(frozen=True)
class Variant(RuleSet):
    """One rule set of the family; ``prefix`` starts each of its rule ids."""

    prefix: str
    direction: Direction
    farmer_plays: bool
    """Farmer: the farmer holds a hand. Ferme: the farmer only deals and keeps the bank."""
    opening: tuple[str, ...]
    """Where each round of the opening deal comes from: ``"top"`` or ``"bottom"``, in order."""
    draws_from: str
    cuts: bool
    must_draw: int
    """Cards every player must draw after the deal (Farmer: one)."""
    lowest_stop: int
    """The smallest total a player may stop on (1659: 12)."""
    tie_rules: tuple[str, ...]
    """Rule ids deciding a tie at 16, in order."""
    pool_tie_rules: tuple[str, ...]
    """Criteria deciding a tie for the pool (Ferme), applied under the rule ``pool.tie``."""
    stand_word: str
    default_policy: StandPolicy
    rotation: bool
    """Whether the table may agree to rotate the farm (an option of the 1800 rules)."""
    ante_is_jeton: bool = False
    """Whether the ante is one jeton, the unit the fines for passing 16 are counted in (1800): a table whose
    ante is worth 5 then fines 5 a point."""

    def rule(self, suffix: str) -> str:
        """The full id of this variant's rule ``suffix`` (``"tie.position"``)."""
        return f"{self.prefix}.{suffix}"

    @cached_property
    def rules(self) -> dict[str, Rule]:
        """This variant's rules by suffix, looked up once for the rounds that explain themselves."""
        return {rule_id[len(self.prefix) + 1:]: rule for rule_id, rule in self.book.items()}

    @property
    def has_pool(self) -> bool:
        """Ferme has a pool for the player nearest to 16; in Farmer the lower scores pay the closest."""
        return not self.farmer_plays


_PLAYERS_NAMED = "In {title} the players"

FERME_1659 = Variant(
    game="ferme", id="1659", prefix="ferme-1659", title="Ferme, 1659 (de la Marinière)",
    book=rulebook.FERME_1659, pack=PACKS["french-48"], min_players=2, max_players=12, default_players=5,
    players_named=_PLAYERS_NAMED,
    direction=Direction.ANTICLOCKWISE, farmer_plays=False, opening=("top", "bottom"), draws_from="top",
    cuts=False, must_draw=0, lowest_stop=12,
    tie_rules=("tie.position",), pool_tie_rules=("tie.position",),
    stand_word="sticks", default_policy=StandPolicy(13), rotation=False,
)

FERME_1800 = Variant(
    game="ferme", id="1800", prefix="ferme-1800", title="Ferme, 1800 (Lacombe)",
    book=rulebook.FERME_1800, pack=PACKS["brillant-45"], min_players=2, max_players=12, default_players=5,
    players_named=_PLAYERS_NAMED,
    direction=Direction.ANTICLOCKWISE, farmer_plays=False, opening=("top",), draws_from="bottom",
    cuts=True, must_draw=0, lowest_stop=1,
    tie_rules=("tie.brillant-and-ten", "tie.fewer-cards", "tie.position"),
    pool_tie_rules=("tie.fewer-cards", "tie.position"),
    stand_word="says basta", default_policy=StandPolicy(12), rotation=True, ante_is_jeton=True,
)

FARMER_AMERICAN = Variant(
    game="farmer", id="american", prefix="farmer", title="Farmer (American)",
    book=rulebook.FARMER, pack=PACKS["brillant-45"], min_players=2, max_players=8, default_players=5,
    players_named=_PLAYERS_NAMED,
    direction=Direction.CLOCKWISE, farmer_plays=True, opening=("top",), draws_from="top",
    cuts=False, must_draw=1, lowest_stop=1,
    tie_rules=("tie.six-of-hearts", "tie.fewest-cards", "tie.farmer", "tie.left-of-farmer"),
    pool_tie_rules=(),
    stand_word="stays", default_policy=StandPolicy(14), rotation=False,
)

VARIANTS: dict[tuple[str, str], Variant] = {(v.game, v.id): v for v in (FERME_1659, FERME_1800, FARMER_AMERICAN)}
"""Every rule set of the family, by (game, variant)."""

"""The choices players make in the games of sixteen, as documented policies a request can choose.

The rules say when a player *may* stop; a policy says when a player *wants* to.
The one policy family is ``stand``: keep drawing while the total is below a
threshold, and stop once it reaches it (or reaches 16). The rules still win:
a Farmer player draws at least once even with a low threshold, and a 1659 Ferme
player cannot stop below 12.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.request import NumberPolicy


@dataclass(frozen=True, slots=True)
class StandPolicy:
    """Draw while the total is below ``at``; stop from ``at`` on."""

    at: int

    def wants_card(self, total: int) -> bool:
        """Whether a player on ``total`` asks for another card, when the rules leave the choice."""
        return total < self.at

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the policy, as a request writes it."""
        return {"name": "stand", "at": self.at}


def parse_policy(value: object, field_name: str, lowest: int) -> StandPolicy:
    """Read ``{"name": "stand", "at": N}``; ``lowest`` is the smallest total the rule set lets a player stop on."""
    family = NumberPolicy("stand", "at", 14, "the total to stand on", lowest, 16, " in this rule set")
    return StandPolicy(family.read(value, field_name))

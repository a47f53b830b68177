"""How much a punter covers: the documented policies a request can choose.

The rules let each punter cover some or all of the stake; a policy says how much
he wants to. The one policy family is ``cover``: cover up to ``up_to`` chips of
what is still uncovered when the punter's turn comes (``up_to`` 0 covers nothing).

>>> CoverPolicy(2).covers(3), CoverPolicy(2).covers(1)
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.request import NumberPolicy

MAX_CHIPS = 1000
"""The largest stake, cover or bid a request may give."""


@dataclass(frozen=True, slots=True)
class CoverPolicy:
    """Cover up to ``up_to`` chips of the stake, never more than is still uncovered."""

    up_to: int

    def covers(self, uncovered: int) -> int:
        """What the punter covers when ``uncovered`` chips of the stake are still open."""
        return min(self.up_to, uncovered)

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the policy, as a request writes it."""
        return {"name": "cover", "up_to": self.up_to}


DEFAULT_POLICY = CoverPolicy(2)


COVER = NumberPolicy("cover", "up_to", 2, "the most a punter covers", 0, MAX_CHIPS)
"""The policy family as a request writes it."""


def parse_policy(value: object, field_name: str) -> CoverPolicy:
    """Read ``{"name": "cover", "up_to": N}``."""
    return CoverPolicy(COVER.read(value, field_name))

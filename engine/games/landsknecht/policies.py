"""How much a punter covers: the documented policies a request can choose.

The rules let each punter cover some or all of the stake; a policy says how much
he wants to. The one policy family is ``cover``: cover up to ``up_to`` chips of
what is still uncovered when the punter's turn comes (``up_to`` 0 covers nothing).

>>> CoverPolicy(2).covers(3), CoverPolicy(2).covers(1)
(2, 1)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import EngineError

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


def parse_policy(value: object, field_name: str) -> CoverPolicy:
    """Read ``{"name": "cover", "up_to": N}``."""
    if not isinstance(value, dict):
        raise EngineError(field_name, 'a policy is an object such as {"name": "cover", "up_to": 2}')
    unknown = sorted(set(value) - {"name", "up_to"})
    if unknown:
        raise EngineError(f"{field_name}.{unknown[0]}", "unknown policy field: a policy has only 'name' and 'up_to'")
    if value.get("name") != "cover":
        raise EngineError(f"{field_name}.name", f"unknown policy {value.get('name')!r}: the policy offered is 'cover'")
    up_to = value.get("up_to")
    if isinstance(up_to, bool) or not isinstance(up_to, int) or not 0 <= up_to <= MAX_CHIPS:
        raise EngineError(f"{field_name}.up_to",
                          f"the most a punter covers is a whole number from 0 to {MAX_CHIPS}, not {up_to!r}")
    return CoverPolicy(up_to)

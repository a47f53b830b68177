"""How a punter chooses, at each win, between taking it and letting the stake ride: documented policies.

``take`` takes every first win; ``ride`` lets the stake ride until its ``to``-th win and takes that one.
A reader's own choices (the request's ``decisions``) override the policy for the wins they cover.

>>> RidePolicy(3).rides(2), RidePolicy(3).rides(3), RidePolicy(1).as_dict()
(True, False, {'name': 'take'})
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import EngineError, shown
from engine.games.basset.words import WORDS
from engine.said import say

MAX_WINS = 5
"""The prices stop at a fifth win, so no policy rides further."""


@dataclass(frozen=True, slots=True)
class RidePolicy:
    """Let the stake ride until its ``to``-th win, then take; ``to`` 1 is the policy ``take``."""

    to: int

    def rides(self, wins: int) -> bool:
        """Whether a stake that has just won for the ``wins``-th time rides on."""
        return wins < self.to

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the policy, as a request writes it."""
        return {"name": "take"} if self.to == 1 else {"name": "ride", "to": self.to}


TAKE = RidePolicy(1)
"""The default: take every first win at even money."""


def parse_policy(value: object, field_name: str) -> RidePolicy:
    """Read ``{"name": "take"}`` or ``{"name": "ride", "to": N}`` with N from 2 to 5."""
    if not isinstance(value, dict):
        raise EngineError(field_name, WORDS.tell(say("refuse.policy-object"), ()))
    name = value.get("name")
    allowed = {"take": {"name"}, "ride": {"name", "to"}}.get(name) if isinstance(name, str) else None
    if allowed is None:
        raise EngineError(f"{field_name}.name", WORDS.tell(say("refuse.policy-unknown", given=shown(name)), ()))
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise EngineError(f"{field_name}.{unknown[0]}", WORDS.tell(say("refuse.policy-field", given=shown(name)), ()))
    if name == "take":
        return TAKE
    to = value.get("to")
    if isinstance(to, bool) or not isinstance(to, int) or not 2 <= to <= MAX_WINS:
        raise EngineError(f"{field_name}.to", WORDS.tell(say("refuse.policy-to", most=MAX_WINS, given=shown(to)), ()))
    return RidePolicy(to)

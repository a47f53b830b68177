"""The moves of the Poch betting, their legality, and the seats' betting policy.

A player who owes nothing may ``pass`` or ``raise n``; one who owes the
difference to the highest stake may ``see``, ``raise n`` (see and add ``n``) or
``fold``. Nobody may put more than the table limit into the Poch in one deal.

>>> legal_moves(owed=0, top=8, limit=10)
['pass', 'raise 1', 'raise 2']
>>> str(policy_move(size=2, owed=0, top=0, limit=10))
'raise 2'
>>> str(parse_move(" Raise 3 ", "decisions[0]"))
'raise 3'
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.errors import EngineError

@dataclass(frozen=True, slots=True)
class Move:
    """One betting move; ``amount`` is what a raise adds above the highest stake."""

    kind: str
    amount: int = 0

    def __str__(self) -> str:
        return f"raise {self.amount}" if self.kind == "raise" else self.kind


def parse_move(text: object, field: str) -> Move:
    """Read a move written as ``pass``, ``see``, ``fold`` or ``raise 2``."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    if len(words) == 1 and words[0] in ("pass", "see", "fold"):
        return Move(words[0])
    if len(words) == 2 and words[0] == "raise" and words[1].isdigit() and int(words[1]) > 0:
        return Move("raise", int(words[1]))
    raise EngineError(field, f"{text!r} is not a move: write pass, see, fold or raise followed by a whole number "
                      "of pennies, such as 'raise 2'")


def legal_moves(owed: int, top: int, limit: int) -> list[str]:
    """Every move open to a player who owes ``owed`` when the highest stake is ``top``."""
    raises = [f"raise {n}" for n in range(1, limit - top + 1)]
    return ["pass", *raises] if owed == 0 else ["see", *raises, "fold"]


def check(move: Move, owed: int, top: int, limit: int, field: str) -> None:
    """Refuse a move the rules do not allow here, saying why."""
    if move.kind == "pass" and owed:
        raise EngineError(field, f"you cannot pass while you owe {owed} to see the highest stake: see, raise or fold")
    if move.kind in ("see", "fold") and not owed:
        raise EngineError(field, f"there is nothing to {move.kind}: you owe nothing, so pass or raise")
    if move.kind == "raise" and top + move.amount > limit:
        raise EngineError(field, f"a raise of {move.amount} would take the stake to {top + move.amount}, above the "
                          f"table limit of {limit}; raise at most {limit - top}" if top < limit else
                          f"the stake is already at the table limit of {limit}: you cannot raise")


def willing(size: int, limit: int) -> int:
    """The most a policy seat puts into the Poch with a hand whose largest set has ``size`` cards."""
    return {1: 0, 2: limit // 3, 3: 2 * limit // 3, 4: limit}[size]


def policy_move(size: int, owed: int, top: int, limit: int) -> Move:
    """The documented policy: raise by up to two towards the willing sum, then see within it, else fold."""
    most = willing(size, limit)
    if top < most:
        return Move("raise", min(2, most - top))
    if owed == 0:
        return Move("pass")
    return Move("see") if top <= most else Move("fold")

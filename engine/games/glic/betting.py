"""The moves of the Poch betting, their legality, and the seats' betting policy.

A player who owes nothing may ``pass`` or ``raise n``; one who owes the
difference to the highest stake may ``see``, ``raise n`` (see and add ``n``) or
``fold``. Nobody may put more than the table limit into the Poch in one deal, so
the raises open at a turn are one range, from 1 to what the limit leaves.

>>> legal_moves(owed=0, top=8, limit=10)
['pass', 'raise 1 to 2']
>>> decision(0, owed=0, top=8, limit=10).allowed()
('pass', 'raise 1 to 2')
>>> str(policy_move(size=2, owed=0, top=0, limit=10))
'raise 2'
>>> str(parse_move(" Raise 3 ", "decisions[0]"))
'raise 3'
"""

from __future__ import annotations

from engine.errors import EngineError, shown
from engine.games.glic.words import WORDS
from engine.model import Decision, Move, Range, Refusal
from engine.said import Said, say

MAX_LIMIT = 1000
"""The largest table limit a request may set."""

MAX_DIGITS = 9
"""The most digits a raise may be written with: more is above any table limit."""

PASS, SEE, FOLD = Move("pass"), Move("see"), Move("fold")
RAISE = "raise"


def parse_move(text: object, field: str) -> Move:
    """Read a move written as ``pass``, ``see``, ``fold`` or ``raise 2`` (ASCII digits only, as ``int`` reads
    them; any case, any spaces around)."""
    words = text.strip().lower().split() if isinstance(text, str) else []
    if len(words) == 1 and words[0] in ("pass", "see", "fold"):
        return Move(words[0])
    if len(words) == 2 and words[0] == RAISE and words[1].isascii() and words[1].isdigit():
        if len(words[1]) > MAX_DIGITS:
            raise EngineError(field, WORDS.tell(say("refuse.raise-digits", digits=len(words[1]), most=MAX_LIMIT), ()))
        if int(words[1]) > 0:
            return Move(RAISE, amount=int(words[1]))
    raise EngineError(field, WORDS.tell(say("refuse.not-a-move", given=shown(text)), ()))


def legal_moves(owed: int, top: int, limit: int) -> list[str]:
    """The moves open to a player who owes ``owed`` when the highest stake is ``top``, in words: the raises as
    one range (``raise 1 to 8``, or ``raise 1`` when one amount is left), never one entry per amount."""
    most = limit - top
    raises = [f"raise 1 to {most}" if most > 1 else "raise 1"] if most > 0 else []
    return ["pass", *raises] if owed == 0 else ["see", *raises, "fold"]


def decision(seat: int, owed: int, top: int, limit: int) -> Decision:
    """The betting turn of ``seat`` as a model decision: pass (or see and fold), and raises from 1 to what the
    limit leaves; any other betting move is refused with the rule that forbids it."""
    return Decision(seat, (PASS,) if owed == 0 else (SEE, FOLD), "glic.bet.moves",
                    (Range(RAISE, 1, limit - top),) if top < limit else (), offered=(PASS, SEE, FOLD),
                    judge=lambda move: refusal(move, owed, top, limit))


def refusal(move: Move, owed: int, top: int, limit: int) -> Refusal | None:
    """Why the rules do not allow ``move`` here, if they say; ``None`` leaves it to the decision's own words."""
    if move == PASS and owed:
        return _refused("glic.bet.moves", say("refuse.pass-owing", owed=owed))
    if move in (SEE, FOLD) and not owed:
        return _refused("glic.bet.moves", say("refuse.nothing-owed", move=move.kind))
    if move.kind == RAISE and move.card is None and move.amount is not None and move.amount > 0 \
            and top + move.amount > limit:
        return _refused("glic.bet.limit", say("refuse.above-limit", amount=move.amount, top=top, limit=limit)
                        if top < limit else say("refuse.at-limit", limit=limit))
    return None


def _refused(rule: str, said: Said) -> Refusal:
    """A betting move refused under ``rule``, in Glic's words (a betting refusal names no player)."""
    return Refusal.worded(rule, said, WORDS)


def willing(size: int, limit: int) -> int:
    """The most a policy seat puts into the Poch with a hand whose largest set has ``size`` cards."""
    return {1: 0, 2: limit // 3, 3: 2 * limit // 3, 4: limit}[size]


def policy_move(size: int, owed: int, top: int, limit: int) -> Move:
    """The documented policy: raise by up to two towards the willing sum, then see within it, else fold."""
    most = willing(size, limit)
    if top < most:
        return Move(RAISE, amount=min(2, most - top))
    if owed == 0:
        return PASS
    return SEE if top <= most else FOLD

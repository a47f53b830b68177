"""The contracts of French Tarot and the tables the rules count by (the hand, the dog and the poignées by the
number of players), and what a deal came to, as the scorer is told it: the contract, the taker's points and
oudlers, the partner, the bonuses declared and made. A deal played card by card ends in the same record.

>>> CONTRACTS["garde-sans"].multiplier, CONTRACTS["garde-sans"].fixed
(4, 80)
>>> poignee_level(4, 13), poignee_level(5, 7)  # a double; too few for a single
(1, -1)
>>> higher(("prise", "garde", "garde-sans", "garde-contre"), "garde")
('garde-sans', 'garde-contre')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engine.games.french_tarot.counting import Tally

Side = Literal["taker", "defence"]
SIDES: tuple[Side, Side] = ("taker", "defence")


@dataclass(frozen=True, slots=True)
class Contract:
    """A bid: its id, its name as players say it, its multiplier, and its amount on the fixed scale."""

    id: str
    name: str
    multiplier: int
    fixed: int


CONTRACTS = {contract.id: contract for contract in (
    Contract("prise", "prise", 1, 10),
    Contract("pousse", "pousse", 1, 20),
    Contract("garde", "garde", 2, 40),
    Contract("garde-sans", "garde sans", 4, 80),
    Contract("garde-contre", "garde contre", 6, 160),
)}
"""The contracts from the lowest bid to the highest."""

PASS = "pass"
"""The bid of a player who takes no contract."""

PAROLE = "parole"
"""The word of a player who says parole, reserving judgement until a second round of bidding (a house rule)."""

POIGNEES = {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
"""The trumps a single, a double and a triple poignée must show, by the number of players."""

POIGNEE_NAMES = ("single", "double", "triple")
POIGNEE_BONUS = (20, 40, 60)

HAND_SIZE = {3: 24, 4: 18, 5: 15}
"""The cards each player holds, by the number of players."""

DOG_SIZE = {3: 6, 4: 6, 5: 3}
"""The dog's cards, by the number of players."""

TRUMPS = 22
"""The trumps a poignée may show: the 21 numbered trumps and the Excuse."""


def poignee_level(players: int, trumps: int) -> int:
    """The highest poignée (0 single, 1 double, 2 triple) that ``trumps`` shown make at a table of ``players``;
    -1 when too few for a single."""
    return sum(1 for needed in POIGNEES[players] if trumps >= needed) - 1


def higher(allowed: tuple[str, ...], highest: str | None) -> tuple[str, ...]:
    """The contracts of ``allowed`` above ``highest``, the highest bid so far (``None``: nobody has bid)."""
    if highest is None:
        return allowed
    order = tuple(CONTRACTS)
    return tuple(contract for contract in allowed if order.index(contract) > order.index(highest))


@dataclass(frozen=True, slots=True)
class Poignee:
    """A poignée declared by ``seat``: its level (0 single, 1 double, 2 triple) and the trumps shown, if told."""

    seat: int
    level: int
    trumps: int | None = None


@dataclass(frozen=True, slots=True)
class Chelem:
    """A chelem or petit chelem: whether the taker announced it, and which side made it (``None``: nobody)."""

    announced: bool
    made_by: Side | None


@dataclass(frozen=True)
class Result:
    """One deal's result as scored: seats counted from 0; points in half points."""

    taker: int
    contract: Contract
    half_points: int
    oudlers: int
    partner: int | None = None
    """With five players, the called partner's seat; ``None`` when the taker plays alone (or with 3 or 4)."""
    poignees: tuple[Poignee, ...] = ()
    petit_au_bout: Side | None = None
    petit_au_bout_last: bool = True
    """Whether the Petit was in the last trick (``False``: the trick before it, in a chelem)."""
    chelem: Chelem | None = None
    petit_chelem: Chelem | None = None
    miseres: tuple[int, ...] = ()
    tally: Tally | None = None
    """The taker's pile counted, when the scorer gave its cards instead of its points."""

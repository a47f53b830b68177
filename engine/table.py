"""Seats around the table and the direction of play.

Seats are numbered clockwise as seen from above, so a player's left-hand
neighbour has the next number. Internally seats are indices from 0; readers
and the API count them from 1 (``seat 1`` is index 0). Play that passes to the
left is clockwise; play that passes to the right is anticlockwise.

>>> Table(5, Direction.ANTICLOCKWISE).order_from(0)
[0, 4, 3, 2, 1]
>>> Table(5, Direction.CLOCKWISE).left_of(4)
0
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

DEFAULT_NAMES = (
    "Anne", "Blaise", "Claude", "Denise", "Étienne", "Françoise",
    "Gilles", "Hélène", "Isaac", "Jeanne", "Louis", "Marthe",
)
"""Names given to seats 1 to 12 unless a request names the players itself."""


class Direction(Enum):
    """Which way play passes: clockwise is to the left, anticlockwise to the right."""

    CLOCKWISE = "clockwise"
    ANTICLOCKWISE = "anticlockwise"


@dataclass(frozen=True, slots=True)
class Table:
    """A table of ``size`` seats on which play passes in ``direction``."""

    size: int
    direction: Direction

    def left_of(self, seat: int) -> int:
        """The seat on this seat's left (the next seat clockwise)."""
        return (seat + 1) % self.size

    def right_of(self, seat: int) -> int:
        """The seat on this seat's right (the next seat anticlockwise)."""
        return (seat - 1) % self.size

    def next(self, seat: int) -> int:
        """The seat that plays after this one."""
        return self.left_of(seat) if self.direction is Direction.CLOCKWISE else self.right_of(seat)

    def order_from(self, first: int) -> list[int]:
        """Every seat once, in order of play, starting with ``first``."""
        step = 1 if self.direction is Direction.CLOCKWISE else -1
        return [(first + step * k) % self.size for k in range(self.size)]


def seat_number(seat: int) -> int:
    """The seat as readers and the API count it, from 1."""
    return seat + 1

"""The typed answer every game gives to ``deal``, ``play`` and ``settle``: the same names in every game.

An envelope names the game, its seats and the seed; lists the deals, each with its explained steps, its
payments and a summary of its result; carries each step's table as a merge patch of the one before (the
first step's patch is its whole table); gives the moves made, so that the seed and the moves replay the
game; and, when the play stopped at the reader's turn, what the reader may do. :mod:`engine.schema` turns
these types into the published JSON Schema.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import NotRequired, TypedDict, TypeGuard

from engine.said_json import SaidJson
from engine.shapes import conforms
from engine.snapshot import Snapshot

API_VERSION = 2
"""The version of the answers' shape; the API page lists what changed in each."""


class SeatJson(TypedDict):
    """A seat: its number (from 1), its player's name and, for a computer seat, the policy it follows."""

    seat: int
    name: str
    policy: NotRequired[dict[str, object]]


class StepJson(TypedDict):
    """One explained step: its rule, sentence, seats and cards, source, and the table after it."""

    rule: str
    text: str
    said: SaidJson
    """What the step says as data: the message id and its typed parameters, of which ``text`` is the sentence."""
    seats: list[int]
    cards: list[str]
    data: dict[str, object]
    source: str
    ours: bool
    table: dict[str, object]
    """The table after this step, as a JSON merge patch (RFC 7386) of the table after the step before it;
    the first step of the first deal gives the whole table."""
    move: NotRequired[int]
    """On the step that tells a player's move: the index of that move in the answer's ``moves``."""


PaymentJson = TypedDict("PaymentJson", {"from": int | str, "to": int | str, "amount": int, "rule": str,
                                        "step": int | None})
"""Chips (or points) moved from a seat or a pot to another, under a rule, explained by a step of its deal."""


class DealJson(TypedDict):
    """One deal (a round, a coup, a hand): its number from 1, its steps, its payments and its result."""

    number: int
    steps: list[StepJson]
    payments: list[PaymentJson]
    summary: Mapping[str, object]
    """The deal's result as the game states it (the winner, the farm, the tricks...)."""


class ChoiceJson(TypedDict):
    """A move the reader may try at their turn, and if it is refused, the rule and the reason, in words and as
    data (``said``), and where the reason names the move's own card, the reason as every card refused by that rule
    shares it (``why``)."""

    move: str
    legal: bool
    rule: NotRequired[str]
    reason: NotRequired[str]
    why: NotRequired[str]
    said: NotRequired[SaidJson]


class RangeJson(TypedDict):
    """Moves of one kind naming any amount from ``min`` to ``max`` (a raise)."""

    move: str
    min: int
    max: int


class WaitingJson(TypedDict):
    """The reader's turn: their seat, the moves to choose from and the ranges of amounts."""

    seat: int
    moves: list[ChoiceJson]
    ranges: list[RangeJson]


class Envelope(TypedDict):
    """The answer to ``deal``, ``play`` or ``settle``, in every game."""

    api: int
    game: str
    variant: str
    title: str
    players: int
    seats: list[SeatJson]
    reader: NotRequired[int]
    """The seat the reader took (from 1), whose view every table shows."""
    seed: NotRequired[int]
    shuffle: NotRequired[str]
    options: dict[str, object]
    """The game's options as the request set them or their defaults (ante, pack, target...)."""
    deals: list[DealJson]
    moves: list[str]
    """Every move made by a player, in order: with the seed, they replay the game."""
    table: Snapshot
    """The table after the last step, as the reader's seat sees it."""
    summary: Mapping[str, object]
    """The session's result as the game states it (scores, balances, who won the game)."""
    waiting: NotRequired[WaitingJson]


def is_envelope(value: object) -> TypeGuard[Envelope]:
    """Whether an answer read back in Python (from :func:`engine.api.handle`, or parsed from JSON) has the shape
    of :class:`Envelope`, checked key by key: a program may then read it as typed."""
    return conforms(Envelope, value)

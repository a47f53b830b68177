"""Explanation steps: each decision the engine takes, as a rule id and a plain sentence.

A step names the rule that decided, the seats and cards concerned, the data
behind the decision and the source of the rule, and says whether the rule is
our reading of the source. Steps are recorded only when a caller asks for them,
so that statistics can play many rounds without the cost of the sentences.

A step also keeps the table as it stood once the step was carried out. Games
record a step first and then do what it says (announce, then act), so the
table after a step is the table when the next step is recorded, or when the
game pauses or ends and calls :meth:`Explanation.close`. A game may keep a
cheap capture instead (a function that draws the table later from a few
numbers), so that a long session does not pay for tables nobody reads.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from engine.cards import Card
from engine.rules import Rule, RuleBook
from engine.snapshot import Snapshot

Kept = Snapshot | Callable[[], Snapshot]
"""A table as a step keeps it: drawn already, or a capture that draws it when asked."""


@dataclass(slots=True)
class Step:
    """One explained decision."""

    rule: Rule
    text: str
    seats: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    data: dict[str, object] = field(default_factory=dict)
    table: Kept | None = None
    """The whole table once this step was carried out (when the game keeps tables)."""
    move: int | None = None
    """The index, in the game's moves, of the player's move this step tells (the first step the move caused)."""

    def snapshot(self) -> Snapshot:
        """The table after this step, drawn from its capture if need be (a step must have been closed)."""
        kept = self.table
        assert kept is not None, f"the step {self.rule.id} was never closed with its table"
        if callable(kept):
            kept = self.table = kept()
        return kept


class Explanation:
    """The steps of one round, in the order the decisions were taken."""

    __slots__ = ("book", "steps", "table")

    def __init__(self, book: RuleBook, table: Callable[[], Kept] | None = None) -> None:
        self.book = book
        self.steps: list[Step] = []
        self.table = table
        """Where the game's table is read, to keep it with each step; ``None`` keeps no tables."""

    def add(
        self,
        rule_id: str,
        text: str,
        seats: tuple[int, ...] = (),
        cards: tuple[Card, ...] = (),
        **data: object,
    ) -> int:
        """Record a step under the rule with this id and return its index, by which payments refer to it."""
        return self.record(self.book[rule_id], text, seats, cards, data)

    def record(self, rule: Rule, text: str, seats: tuple[int, ...], cards: tuple[Card, ...],
               data: dict[str, object]) -> int:
        """Record a step under a rule already looked up (the fast path of a round) and return its index."""
        if rule.ours:
            text = f"{text} (our reading of the source)"
        self.close()
        self.steps.append(Step(rule, text, seats, cards, data))
        return len(self.steps) - 1

    def close(self) -> None:
        """Keep the table with the last step, now that what it says is done (a new step follows, or the game
        pauses or ends)."""
        if self.table is not None and self.steps and self.steps[-1].table is None:
            self.steps[-1].table = self.table()

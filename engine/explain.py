"""Explanation steps: each decision the engine takes, as a rule id and a plain sentence.

A step names the rule that decided, the seats and cards concerned, the data
behind the decision and the source of the rule, and says whether the rule is
our reading of the source. Steps are recorded only when a caller asks for them,
so that statistics can play many rounds without the cost of the sentences.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.cards import Card
from engine.rules import Rule, RuleBook


@dataclass(slots=True)
class Step:
    """One explained decision."""

    rule: Rule
    text: str
    seats: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    data: dict[str, object] = field(default_factory=dict)

    def as_dict(self) -> dict[str, object]:
        """The JSON form of the step; seats are counted from 1 as readers count them."""
        return {
            "rule": self.rule.id,
            "text": self.text,
            "seats": [seat + 1 for seat in self.seats],  # counted from 1, as seat_number does
            "cards": [str(card) for card in self.cards],
            "data": self.data,
            "source": self.rule.citation,
            "ours": self.rule.ours,
        }


class Explanation:
    """The steps of one round, in the order the decisions were taken."""

    __slots__ = ("book", "steps")

    def __init__(self, book: RuleBook) -> None:
        self.book = book
        self.steps: list[Step] = []

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
        self.steps.append(Step(rule, text, seats, cards, data))
        return len(self.steps) - 1

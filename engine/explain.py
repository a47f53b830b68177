"""Explanation steps: each decision the engine takes, as a rule id, a message and its plain sentence.

A step names the rule that decided, what it says as data (a :class:`~engine.said.Said`:
a message id and its typed parameters), the sentence the game's words make of it,
the seats and cards concerned, the data behind the decision and the source of the
rule, and says whether the rule is our reading of the source. Steps are recorded only when a caller asks for them,
so that statistics can play many rounds without the cost of the sentences.

A step that names cards some seats may not see (a hand dealt face down, a card set aside) says what the
others are told instead (:class:`Withheld`): a seated reader's answer gives the one or the other, so that what a
step says hides what the table hides.

A step also keeps the table as it stood once the step was carried out. Games
record a step first and then do what it says (announce, then act), so the
table after a step is the table when the next step is recorded, or when the
game pauses or ends and calls :meth:`Explanation.close`. A game may keep a
cheap capture instead (a function that draws the table later from a few
numbers), so that a long session does not pay for tables nobody reads.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.cards import Card
from engine.language import current
from engine.rules import Rule, RuleBook
from engine.said import Said, Words
from engine.snapshot import Snapshot

OUR_READING = {"en": " (our reading of the source)", "fr": " (notre lecture de la source)"}
"""What a step under a rule that is our reading says after its sentence, in each language."""

Kept = Snapshot | Callable[[], Snapshot]
"""A table as a step keeps it: drawn already, or a capture that draws it when asked."""


@dataclass(frozen=True, slots=True)
class Withheld:
    """What a step tells the seats that may not see every card it names: ``seen_by`` the seats that read it whole,
    and ``said`` what the others are told instead, naming only ``cards`` (the cards every seat may see), with
    ``data`` for its data (``None``: the step's own, which names nothing hidden)."""

    seen_by: tuple[int, ...]
    said: Said
    cards: tuple[Card, ...] = ()
    data: dict[str, object] | None = None


@dataclass(slots=True)
class Step:
    """One explained decision."""

    rule: Rule
    said: Said
    text: str
    """The sentence the game's words make of :attr:`said`."""
    seats: tuple[int, ...] = ()
    cards: tuple[Card, ...] = ()
    data: dict[str, object] = field(default_factory=dict)
    table: Kept | None = None
    """The whole table once this step was carried out (when the game keeps tables)."""
    move: int | None = None
    """The index, in the game's moves, of the player's move this step tells (the first step the move caused)."""
    withheld: Withheld | None = None
    """What the seats that may not see all the step names are told instead (``None``: every seat reads it whole)."""
    withheld_text: str | Callable[[], str] = ""
    """The sentence of :attr:`withheld`'s message, or how to word it: worded only when a seated reader needs it."""

    def told_to(self, seat: int | None) -> tuple[Said, str, tuple[Card, ...], dict[str, object]]:
        """What the step says, its sentence, the cards it names and its data, as the reader in ``seat`` may read them
        (``None``: a reader at no seat, who reads every step whole)."""
        withheld = self.withheld
        if withheld is None or seat is None or seat in withheld.seen_by:
            return self.said, self.text, self.cards, self.data
        if callable(self.withheld_text):
            self.withheld_text = self.withheld_text()
        return withheld.said, self.withheld_text, withheld.cards, self.data if withheld.data is None else withheld.data

    def snapshot(self) -> Snapshot:
        """The table after this step, drawn from its capture if need be (a step must have been closed)."""
        kept = self.table
        assert kept is not None, f"the step {self.rule.id} was never closed with its table"
        if callable(kept):
            kept = self.table = kept()
        return kept


class Explanation:
    """The steps of one round, in the order the decisions were taken."""

    __slots__ = ("book", "words", "players", "steps", "table")

    def __init__(self, book: RuleBook, table: Callable[[], Kept] | None = None, *, words: Words,
                 players: Sequence[str]) -> None:
        self.book = book
        self.words = words
        """The game's sentences, which word each step's message."""
        self.players = players
        """The players' names, by seat, as the sentences name them."""
        self.steps: list[Step] = []
        self.table = table
        """Where the game's table is read, to keep it with each step; ``None`` keeps no tables."""

    def add(
        self,
        rule_id: str,
        said: Said,
        seats: tuple[int, ...] = (),
        cards: tuple[Card, ...] = (),
        **data: object,
    ) -> int:
        """Record a step under the rule with this id and return its index, by which payments refer to it."""
        return self.record(self.book[rule_id], said, seats, cards, data)

    def record(self, rule: Rule, said: Said, seats: tuple[int, ...], cards: tuple[Card, ...],
               data: dict[str, object]) -> int:
        """Record a step under a rule already looked up (the fast path of a round) and return its index."""
        self.close()
        self.steps.append(Step(rule, said, self.told(rule, said), seats, cards, data))
        return len(self.steps) - 1

    def withhold(self, index: int, withheld: Withheld) -> None:
        """Tell the seats that may not see every card the step at ``index`` names what ``withheld`` says instead."""
        step = self.steps[index]
        step.withheld = withheld
        step.withheld_text = lambda: self.told(step.rule, withheld.said)

    def retell(self, index: int, said: Said) -> None:
        """Say the step at ``index`` anew (a later decision adds to what it told, such as the reason for a card)."""
        step = self.steps[index]
        step.said, step.text = said, self.told(step.rule, said)

    def told(self, rule: Rule, said: Said) -> str:
        """The sentence of ``said`` under ``rule``, marked when the rule is our reading of the source."""
        text = self.words.tell(said, self.players)
        return text + OUR_READING[current()] if rule.ours else text

    def close(self) -> None:
        """Keep the table with the last step, now that what it says is done (a new step follows, or the game
        pauses or ends)."""
        if self.table is not None and self.steps and self.steps[-1].table is None:
            self.steps[-1].table = self.table()

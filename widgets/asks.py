"""The questions a game's widgets ask in the "predict, then check" mode (:mod:`widgets.predict`): at which rules,
in which words, about which part of the step.

A game's renderer declares its questions with :class:`Ask`; they lie below the mode, the state and the renderers so
that each of them can hold a game's questions without importing the others.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.api import StepJson

WINNER = "winner"
"""A question's part that names a seat: the step's first seat, the one that wins (or nobody, where allowed)."""
PAYEE = "payee"
"""A question's part that names a seat: the step's second seat, the one paid by the first or taking over from it
(or nobody)."""
TIE = "tie"
"""A question's part that asks which of the tied seats (the step's seats, shown) a tie rule picks, or whether they
are still tied: the one seat the step keeps, when it keeps one."""
DRAWS = "draws"
"""A question's part that asks whether the step's seat takes (or turns, or shows) a card: yes when the step shows
one; its two choices are the question's :attr:`Ask.yes_no`."""
RULE = "rule"
"""A question of the rule alone: which of its rivals decides what the step's seat does."""
MADE = "made"
"""A question's part that asks whether the step's seat makes its contract: yes when the points its step counts
reach the points needed."""
VALUE = "value"
"""A question's part that asks for a figure or a choice the step's data holds under :attr:`Ask.key`: its choices
are :attr:`Ask.values` (a value and its words), the step's own added where the list lacks it."""

DRAW_CHOICES = ("Takes a card", "Stays")
"""The choices of a :data:`DRAWS` question, the first right when the step deals its seat a card."""


@dataclass(frozen=True)
class Ask:
    """A question a renderer asks in the mode: at which rules, in which words, about what, and among which rules.

    ``rules`` are named without their game or variant, an entry ending in a dot standing for every rule under it;
    ``prompt`` may name the step's first seat as ``{seat}``, its rule's title as ``{rule}`` and its first card (one
    already on the table, or named by the question) as ``{card}``; ``rivals`` are the rules that could decide instead
    (by default ``rules``), offered as the answer's rule part when more than one of them is in the rule book;
    ``words`` name some of them more plainly than their titles; ``shows`` says the question is a seat's own choice
    from its hand (a bid), so that a reader watching, not seated, sees every hand while it is asked."""

    rules: tuple[str, ...]
    prompt: str
    part: str = WINNER
    rivals: tuple[str, ...] = ()
    nobody: bool = False
    words: tuple[tuple[str, str], ...] = ()
    shows: bool = False
    cards: int | None = None
    """Asked only at a step that shows this many cards (``None``: at any), where one rule tells of several things."""
    yes_no: tuple[str, str] = DRAW_CHOICES
    """The two choices of a :data:`DRAWS` question, the first right when the step shows a card."""
    key: str = ""
    """For a :data:`VALUE` question, the key of the step's data that holds the answer."""
    values: tuple[tuple[object, str], ...] = ()
    """For a :data:`VALUE` question, the values offered and their words, in the order shown."""
    span: int = 0
    """For a :data:`VALUE` question of a count, instead of :attr:`values`: how many whole numbers it offers, a
    block from 1, 1 + ``span``, ... that holds the step's figure."""
    said: tuple[str, ...] = ()
    """Asked only at a step that says one of these messages (empty: any), where one rule tells of several things:
    the card turned, and the stake it settles."""
    none_at: tuple[str, ...] = ()
    """For a question of a seat, the rules at which its answer is "Nobody" whatever seats the step names (the farm
    that stays with its farmer is won by nobody), so that one outcome is answered one way in every game."""
    ours: str = ""
    """For a question about what our computer seats choose where the rules leave the choice to the player: the
    policy they follow, in a sentence shown with the question and labelled as ours, from which the answer follows.
    Empty: the question asks what the rules decide."""
    ahead: tuple[str, ...] = ()
    """For a question whose answer the next steps give (a card turned, which a later step says it matches): the
    rules of the steps that only explain, looked past; the first step after them answers, by its rule when that
    rule is offered, else by the step's own. Empty: the step answers itself."""

    def matches(self, local: str, entries: tuple[str, ...] | None = None) -> bool:
        """Whether a rule, named without its game, is among ``entries`` (by default the rules it asks at)."""
        return any(local.startswith(entry) if entry.endswith(".") else local == entry
                   for entry in (self.rules if entries is None else entries))

    def asks(self, step: StepJson) -> bool:
        """Whether this question is asked at ``step``: its rule among :attr:`rules`, its cards as many as asked, and
        for a question of the winner, one seat at most (several are a tie, which its own rules settle)."""
        return (self.matches(step["rule"].partition(".")[2]) and self.cards in (None, len(step["cards"]))
                and (not self.said or step["said"]["id"] in self.said)
                and (self.part != WINNER or len(step["seats"]) <= 1))

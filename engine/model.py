"""The one game model every game implements: a state that says whose turn it is, which moves are legal and
why any other is refused, applies a move and returns the steps it caused, and shows the table.

A game is played by a *script*: a generator that carries out the rules (antes, deals, turns of the talon,
tricks won, settlements) and, whenever a player must choose, yields a :class:`Decision` and waits for the
:class:`Move` sent back. :class:`State` wraps a game's script in the small state API of OpenSpiel or
python-chess: :attr:`State.to_move`, :meth:`State.legal_moves`, :meth:`State.refusal`, :meth:`State.apply`,
:attr:`State.is_terminal`, :meth:`State.snapshot`. Between two decisions only the rules act, so a whole game
is its seed plus its list of moves, and replaying them reproduces every step and every table.

>>> decision = Decision(0, (Move("draw"), Move("stand")), rule="farmer.draw.hit-or-stay")
>>> decision.refusal(Move("stand")) is None
True
>>> decision.refusal(Move("raise", amount=2)).reason
"'raise 2' is not a move here: the moves are draw, stand"
>>> decision.read("draw", "decisions[0]") == Move("draw")
True
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

from engine.cards import Card
from engine.errors import EngineError, shown
from engine.explain import Explanation, Step
from engine.ledger import Payment
from engine.move_words import MOVE_WORDS
from engine.packs import Pack
from engine.refusal_words import REFUSALS
from engine.said import Said, Words, say
from engine.snapshot import Snapshot


@dataclass(frozen=True, slots=True)
class Move:
    """One choice of a player: a kind (``draw``, ``stand``, ``play``, ``raise``...), with the card or the
    amount it names, if any. Its text (``"play KS"``, ``"raise 3"``) is how requests and answers write it."""

    kind: str
    card: Card | None = None
    amount: int | None = None

    def __str__(self) -> str:
        parts = [self.kind]
        if self.card is not None:
            parts.append(str(self.card))
        if self.amount is not None:
            parts.append(str(self.amount))
        return " ".join(parts)


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why a move may not be made now: the id of the rule that forbids it, and the reason as data (``said``, a
    message of the game's words) and as the game's words put it to the player (``reason``). Made by
    :meth:`worded`, so that a reason is never written anywhere but in the words."""

    rule: str
    said: Said
    reason: str
    why: str = ""
    """The reason as every move refused by this rule at this turn shares it: without the move's own card, so that
    the cards refused for one reason can be told under it once (empty: the reason names no card of its own)."""
    legal: tuple[str, ...] | None = None
    """For a move that is no move at this turn, the moves allowed instead (``None`` otherwise)."""

    @classmethod
    def worded(cls, rule: str, said: Said, words: Words, players: Sequence[str] = (), *, why: Said | None = None,
               legal: tuple[str, ...] | None = None) -> Refusal:
        """The refusal under ``rule`` saying ``said``, and ``why`` if the reason names the move's own card, in
        ``words`` naming ``players``."""
        return cls(rule, said, words.tell(said, players), "" if why is None else words.tell(why, players), legal)

    def as_dict(self) -> dict[str, object]:
        """The JSON form, as a waiting answer lists it."""
        return {"rule": self.rule, "reason": self.reason, "said": self.said.as_dict()}

    def error(self, field: str, move: str) -> EngineError:
        """The error that refuses ``move`` (as written) in the request's ``field``: the reason, the rule and the
        reason as data, and for a move that is no move at this turn, the move and the moves allowed."""
        if self.legal is None:
            return EngineError(field, self.reason, rule=self.rule, said=self.said.as_dict())
        return EngineError(field, self.reason, move, self.legal, self.rule, self.said.as_dict())


@dataclass(frozen=True, slots=True)
class Range:
    """Moves of one kind that name any amount from ``low`` to ``high`` (a raise): listed as a range, never
    one move per amount, so that a table limit cannot make an answer grow."""

    kind: str
    low: int
    high: int


@dataclass(frozen=True)
class Decision:
    """What the rules ask of ``seat`` now: the legal ``moves``, the ``ranges`` of amounts, and the moves a
    player may try but not make (``offered``, such as every card of the hand) with ``judge`` saying why each
    is refused. ``rule`` is the rule under which an unknown move is refused. A move made ``face_down`` (a card set
    aside unseen) is seen by its seat alone."""

    seat: int
    moves: tuple[Move, ...]
    rule: str
    ranges: tuple[Range, ...] = ()
    offered: tuple[Move, ...] = ()
    judge: Callable[[Move], Refusal | None] | None = field(default=None, compare=False)
    face_down: bool = False

    @property
    def unseen(self) -> str:
        """How an answer writes a move made face down at this turn to a reader who may not see it, the kind of move
        without its card (``"ecart ?"``): sent back among the moves to replay, it is made as the seat's policy
        chooses, which is what the seat did."""
        return f"{(self.moves or self.offered)[0].kind} {UNSEEN}"

    def refusal(self, move: Move) -> Refusal | None:
        """``None`` if ``move`` is legal, else the rule and reason that refuse it."""
        if move in self.moves or any(move.kind == r.kind and move.card is None and move.amount is not None
                                     and r.low <= move.amount <= r.high for r in self.ranges):
            return None
        if self.judge is not None:
            refusal = self.judge(move)
            if refusal is not None:
                return refusal
        return self.unknown(str(move))

    def unknown(self, move: str) -> Refusal:
        """The refusal of ``move`` (as written), which is no move at this turn: the moves allowed instead."""
        legal = self.allowed()
        return Refusal.worded(self.rule, say("move.unknown", move=move, legal=legal), MOVE_WORDS, legal=legal)

    def allowed(self) -> tuple[str, ...]:
        """The legal moves, each in words, ranges as ``raise 1 to 20``."""
        return (*(str(move) for move in self.moves), *(f"{r.kind} {r.low} to {r.high}" for r in self.ranges))

    def read(self, text: object, field_name: str, pack: Pack | None = None) -> Move:
        """The move a reader wrote: ``"draw"``, ``"raise 3"``, ``"play KS"``, or a bare card ``"KS"`` where
        cards are played. A text that is no move here is an :class:`EngineError` naming the field; whether
        the move is legal is :meth:`refusal`'s to say."""
        if not isinstance(text, str) or not 0 < len(text.strip()) <= 40:
            raise EngineError(field_name, REFUSALS.tell(say("refuse.move.example", example=self._example()), ()))
        if not text.isprintable():  # a carriage return or a tab is no space between a move's words
            said = say("refuse.move.characters", example=self._example(), given=shown(text))
            raise EngineError(field_name, REFUSALS.tell(said, ()))
        words = text.split()
        kinds = {move.kind for move in (*self.moves, *self.offered)} | {r.kind for r in self.ranges}
        card_kind = next((move.kind for move in (*self.moves, *self.offered) if move.card is not None), None)
        if words[0] in kinds and len(words) <= 2:
            if len(words) == 1:
                return Move(words[0])
            if words[1].isascii() and words[1].isdigit() and len(words[1]) <= 9:
                return Move(words[0], amount=int(words[1]))
            if pack is not None:
                return Move(words[0], card=pack.parse(words[1], field_name))
        elif len(words) == 1 and pack is not None and card_kind is not None:
            return Move(card_kind, card=pack.parse(words[0], field_name))
        written = text.strip()[:40]
        raise self.unknown(written).error(field_name, written)

    def _example(self) -> str:
        return str(self.moves[0]) if self.moves else f"{self.ranges[0].kind} {self.ranges[0].low}"


UNSEEN = "?"
"""What stands for the card of a move made face down, in a move written to a reader who may not see it."""

Script = Generator[Decision, Move, None]
"""A game being played: it yields each decision and is sent the move chosen."""


class IllegalMove(Exception):
    """A move the rules refuse; nothing has changed."""

    def __init__(self, move: Move, refusal: Refusal) -> None:
        super().__init__(refusal.reason)
        self.move = move
        self.refusal = refusal


class DealLog(Protocol):
    """One deal as a game keeps it: its number, its explanation (``None`` when steps are off), its payments
    and its result in words and figures."""

    @property
    def number(self) -> int:
        """The deal's number in the session, from 1."""
        ...

    @property
    def explanation(self) -> Explanation | None:
        """The deal's steps, each with the table after it."""
        ...

    @property
    def payments(self) -> list[Payment]:
        """The chips (or points) the deal moved, each naming its rule and step."""
        ...

    def summary(self) -> Mapping[str, object]:
        """The deal's result as JSON: who won what, by the game's own names."""
        ...


class Playing(Protocol):
    """What a game implements for :class:`State` and the driver besides the script it plays: its table as it
    stands, the choices of the computer seats, and its deals."""

    def snapshot(self) -> Snapshot:
        """The whole table as it stands now, every card shown (:func:`engine.snapshot.masked` hides what a
        seat may not see)."""
        ...

    def choose(self, decision: Decision) -> Move:
        """The move the policy of a computer seat takes at ``decision``; always a legal one."""
        ...

    def deals(self) -> Sequence[DealLog]:
        """The deals begun so far, in order."""
        ...

    def summary(self) -> Mapping[str, object]:
        """The session's result as JSON (scores, who won the game)."""
        ...


class State:
    """A game in progress, played by ``script`` (the session, single deal or scenario its action chose): a seat
    to move and its legal moves, or nobody once the game is over.

    :attr:`decision` is what the rules ask of the seat to move now, or ``None`` when the game is over; it is a
    plain attribute, read at every turn of a long session, that only :meth:`apply` changes."""

    __slots__ = ("game", "moves", "face_down", "decision", "_script")

    def __init__(self, game: Playing, script: Script) -> None:
        self.game = game
        self.moves: list[Move] = []
        self.face_down: dict[int, Decision] = {}
        """The moves made face down, by their index in :attr:`moves`, with the turn each was made at."""
        self._script = script
        self.decision: Decision | None = next(self._script, None)

    @property
    def to_move(self) -> int | None:
        """The seat (from 0) whose turn it is, or ``None`` when the game is over."""
        return None if self.decision is None else self.decision.seat

    @property
    def is_terminal(self) -> bool:
        """Whether the game is over."""
        return self.decision is None

    def legal_moves(self) -> tuple[Move, ...]:
        """The moves listed as legal for the seat to move (ranges are in :attr:`decision`)."""
        return () if self.decision is None else self.decision.moves

    def refusal(self, move: Move) -> Refusal | None:
        """``None`` if ``move`` may be made now, else why not."""
        if self.decision is None:
            return Refusal.worded("game.over", say("game.over"), MOVE_WORDS)
        return self.decision.refusal(move)

    def apply(self, move: Move) -> list[Step]:
        """Make ``move`` for the seat to move and let the rules act until the next decision; returns the steps
        this caused (none when the game keeps no steps), the first of which tells the move and keeps its index. A
        refused move raises :class:`IllegalMove` and changes nothing."""
        decision = self.decision
        if decision is None or move not in decision.moves:  # a listed legal move needs no more checking
            refusal = self.refusal(move)
            if refusal is not None:
                raise IllegalMove(move, refusal)
        deals = self.game.deals()
        last = deals[-1].explanation if deals else None
        if decision is not None and decision.face_down:
            self.face_down[len(self.moves)] = decision
        self.moves.append(move)
        if deals and last is None:  # the game keeps no steps: the quick path of a long session
            self._advance(move)
            return []
        first, done = len(deals) - 1, 0 if last is None else len(last.steps)
        self._advance(move)
        caused: list[Step] = []
        for deal in self.game.deals()[max(first, 0):]:
            if deal.explanation is not None:
                caused += deal.explanation.steps[done:]
            done = 0
        if caused:
            caused[0].move = len(self.moves) - 1
        return caused

    def _advance(self, move: Move) -> None:
        # The rules act on the move until the next decision, or the end of the game.
        try:
            self.decision = self._script.send(move)
        except StopIteration:
            self.decision = None

    def snapshot(self) -> Snapshot:
        """The whole table as it stands now."""
        return self.game.snapshot()

"""What a deal of French Tarot is handed by its sitting, and what its phases read and write as the deal goes on.

A deal is handed a :class:`Context`: the players and their table, the reader's seat, the seeded source of chance
and the dog's places it deals by, the house rules and the rule book its steps cite. Each phase of the deal (the
bidding, the king call, the dog and the écart, the declarations, the play of the cards) is handed its
:class:`DealState`, which holds the cards and what was said of them, and tells its steps.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Generator
from dataclasses import dataclass

from engine.cards import Card
from engine.explain import Explanation
from engine.games.french_tarot.contracts import CONTRACTS, PAROLE, PASS
from engine.games.french_tarot.drawing import Draw
from engine.games.french_tarot.house import HouseRules
from engine.games.french_tarot.policies import BY_CHOICE, Reason
from engine.games.french_tarot.words import TOLD
from engine.ledger import Payment
from engine.model import Decision, Move, Refusal
from engine.rules import RuleBook
from engine.said import Param, Said, Seat
from engine.snapshot import Snapshot
from engine.table import Table


@dataclass(frozen=True, slots=True)
class Context:
    """What a deal reads of its sitting, and no more."""

    names: tuple[str, ...]
    table: Table
    reader: int | None
    """The reader's seat, whose moves are the reader's own and who may see its hand; ``None``: nobody reads."""
    rng: random.Random
    """The seeded source of chance that shuffles, cuts and places the dog."""
    after: tuple[int, ...] | None
    """The dog's places the request gave (after so many players' cards); ``None``: chosen by the seed."""
    house: HouseRules
    book: RuleBook


class DealState:
    """One deal's hands, dog and écart, what the players said of them and each seat's part, and the steps that tell
    it, each step keeping ``table`` (the deal's table) as it stood after it."""

    def __init__(self, context: Context, number: int, dealer: int, drawn: Draw | None,
                 table: Callable[[], Snapshot]) -> None:
        self.context = context
        self.number = number
        self.names = context.names
        self.players = len(context.names)
        self.dealer = dealer
        self.first = context.table.next(dealer)
        """First hand, on the dealer's right."""
        self.drawn = drawn
        """The cards drawn for the first dealer, shown until the first deal is dealt."""
        self.explanation = Explanation(context.book, table, words=TOLD, players=self.names)
        self.payments: list[Payment] = []
        self.hands: list[list[Card]] = [[] for _ in context.names]
        self.shown: list[list[Card]] = [[] for _ in context.names]
        """The cards of each hand shown to all (a Petit sec, a poignée's trumps)."""
        self.dog: list[Card] = []
        self.dog_shown = False
        self.dog_pile: str | None = None
        """Where an unseen dog lies: ``taker`` (a garde sans) or ``defence`` (a garde contre)."""
        self.ecart: list[Card] = []
        self.bids: list[tuple[int, str]] = []
        self.policy: tuple[Move, Reason] = (Move(PASS), Reason(BY_CHOICE, BY_CHOICE))
        """The move the computer's policy gives the seat now asked (a bid, a card to put aside, a declaration) and
        its reason, worked out once for its step and for the computer's choice."""
        self.taker: int | None = None
        self.contract: str | None = None
        self.announced = False
        """Whether the taker announced a chelem, and so leads the first trick."""
        self.announced_petit = False
        """Whether the taker announced a petit chelem (a house rule), which does not give him the lead."""
        self.called: Card | None = None
        self.poignees: list[tuple[int, tuple[Card, ...]]] = []
        self.miseres: list[int] = []
        self.turn: int | None = None
        self.outcome = ""
        """``petit-sec``, ``maldonne``, ``no-taker``, ``ready`` or ``played`` once the deal has come to it."""

    @property
    def order(self) -> list[int]:
        """The seats in the order of dealing, bidding and play, from first hand to the dealer."""
        return self.context.table.order_from(self.first)

    @property
    def leader(self) -> int:
        """The seat that leads the first trick: the taker after announcing a chelem, else first hand."""
        return self.taker if self.announced and self.taker is not None else self.first

    def roles(self, seat: int) -> list[str]:
        """The seat's part in the deal in words: dealer, first hand, its bid, the taker's contract and call, a
        poignée or misère."""
        roles = ["dealer"] * (seat == self.dealer) + ["first hand"] * (seat == self.first and not self.drawn)
        said = next((bid for who, bid in reversed(self.bids) if who == seat), None)
        if seat == self.taker and self.contract is not None:
            roles.append(f"taker: {CONTRACTS[self.contract].name}")
        elif said == PASS:
            roles.append("passed")
        elif said == PAROLE:
            roles.append("said parole")
        elif said is not None:
            roles.append(f"bid {CONTRACTS[said].name}")
        if seat == self.taker and self.called is not None:
            roles.append(f"called {self.called.label}")
        if seat == self.taker and self.announced_petit:
            roles.append("petit chelem announced")
        if any(who == seat for who, _ in self.poignees):
            roles.append("poignée")
        if seat in self.miseres:
            roles.append("misère")
        return roles

    def sees(self, seat: int) -> bool:
        """Whether the steps may tell what only ``seat`` knows: the reader sits there, or nobody is seated."""
        return self.context.reader in (None, seat)

    def others(self) -> dict[str, Param]:
        """The reader's seat, which the steps on the computer seats' policies leave out, if someone reads from a
        seat (an onlooker sits at none)."""
        reader = self.context.reader
        return {} if reader is None or reader >= len(self.hands) else {"reader": Seat(reader)}

    def tell(self, rule: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        """Add a step of this deal under ``rule``; its index."""
        return self.explanation.add(rule, said, seats, cards, deal=self.number, **data)

    def refused(self, rule: str, said: Said, why: Said | None = None) -> Refusal:
        """A move refused under ``rule``, in the game's words naming the players."""
        return Refusal.worded(rule, said, TOLD, self.names, why=why)

    def ask(self, decision: Decision, policy: tuple[Move, Reason]) -> Generator[Decision, Move, Move]:
        """Ask ``decision`` of its seat, whose turn the table shows meanwhile, with the move and reason the policy
        gives it (:attr:`policy`); the move made is the script's value."""
        self.policy = policy
        self.turn = decision.seat
        move = yield decision
        self.turn = None
        return move

    def why(self, seat: int, move: Move) -> Said:
        """The reason for ``move`` the policy gave (:attr:`policy`), as the reader may read it, or ``by choice``
        for the reader's move or one the policy did not choose (a replayed move); the steps tell it as their
        ``reason`` (:meth:`worded`)."""
        policy, reason = self.policy
        return BY_CHOICE if seat == self.context.reader or move != policy else reason.told(self.sees(seat))

    def worded(self, reason: Said) -> str:
        """A reason in words, as a step's data gives it beside the message that tells it."""
        return TOLD.tell(reason, self.names)

"""Chips: players' running balances, the pots on the table, and every payment between them.

Balances start at zero and may go below it: they are what each player has won
or lost. A payment only moves chips, so the balances and the pots always add up
to zero, across any number of rounds.
"""

from __future__ import annotations

from typing import NamedTuple, TypedDict

from engine.table import seat_number

Party = int | str
"""Who pays or is paid: a seat index, or the name of a pot on the table."""

FARM = "farm"
POOL = "pool"
SIDE_POT = "side-pot"


class Payment(NamedTuple):
    """``amount`` chips from ``payer`` to ``payee`` under ``rule``, explained by step ``step``.

    A named tuple of plain values, quick to make: a long session keeps thousands. Unlike a plain tuple, the
    garbage collector keeps scanning it (it stops scanning only tuples of exactly the built-in type)."""

    payer: Party
    payee: Party
    amount: int
    rule: str
    step: int | None

    def as_dict(self) -> dict[str, object]:
        """The JSON form; seats are counted from 1, pots are named."""
        return {
            "from": _public(self.payer),
            "to": _public(self.payee),
            "amount": self.amount,
            "rule": self.rule,
            "step": self.step,
        }


def _public(party: Party) -> int | str:
    return seat_number(party) if isinstance(party, int) else party


_new = tuple.__new__
"""How :meth:`Ledger.pay` makes a :class:`Payment`: the named tuple's own constructor is written in Python and
takes twice as long, which a long session pays at every payment."""


class Standing(TypedDict):
    """The balances by seat and the pots by name, as a summary gives them."""

    balances: list[int]
    pots: dict[str, int]


class Ledger:
    """Balances by seat, pots by name, and the payments of the current round."""

    __slots__ = ("balances", "pots", "payments")

    def __init__(self, seats: int, pots: tuple[str, ...]) -> None:
        self.balances = [0] * seats
        self.pots = dict.fromkeys(pots, 0)
        self.payments: list[Payment] = []

    def pay(self, payer: Party, payee: Party, amount: int, rule: str, step: int | None = None) -> None:
        """Move ``amount`` chips; a zero amount is not a payment and is not recorded."""
        if amount == 0:
            return
        if isinstance(payer, int):
            self.balances[payer] -= amount
        else:
            self.pots[payer] -= amount
        if isinstance(payee, int):
            self.balances[payee] += amount
        else:
            self.pots[payee] += amount
        self.payments.append(_new(Payment, (payer, payee, amount, rule, step)))

    def standing(self) -> Standing:
        """The balances and the pots as they stand, copied."""
        return {"balances": list(self.balances), "pots": dict(self.pots)}

    def take_payments(self) -> list[Payment]:
        """The payments recorded since the last call, which starts a new round's list."""
        payments, self.payments = self.payments, []
        return payments

"""The bidding of French Tarot: the contracts from the lowest, with the house rules' pousse and without the prise,
and which of them a player may still bid.

>>> contracts(pousse=True, prise=True)
('prise', 'pousse', 'garde', 'garde-sans', 'garde-contre')
>>> higher(contracts(pousse=False, prise=False), "garde")
('garde-sans', 'garde-contre')
"""

from __future__ import annotations

from engine.games.french_tarot.contracts import CONTRACTS

PASS = "pass"


def contracts(pousse: bool, prise: bool) -> tuple[str, ...]:
    """The contracts a table bids, from the lowest: the prise unless the table plays without it, the pousse when it
    plays with it, then the garde, the garde sans and the garde contre."""
    return tuple(contract for contract in CONTRACTS
                 if (contract != "prise" or prise) and (contract != "pousse" or pousse))


def higher(allowed: tuple[str, ...], highest: str | None) -> tuple[str, ...]:
    """The contracts of ``allowed`` above ``highest``, the highest bid so far (``None``: nobody has bid)."""
    if highest is None:
        return allowed
    order = tuple(CONTRACTS)
    return tuple(contract for contract in allowed if order.index(contract) > order.index(highest))

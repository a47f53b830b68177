"""The house rules a table of French Tarot plays: one declared value, read from a request once and handed to its
sitting and its deals."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class HouseRules:
    """Which contracts the table plays, and each house rule the source gives, on or off."""

    contracts: tuple[str, ...]
    """The contracts a player may bid, from the lowest (french-tarot.bid.contracts)."""
    soft: bool = False
    """Whether the cards are gathered and cut between deals instead of shuffled again."""
    misere: bool = False
    """Whether a player may declare a misère."""
    announce: bool = False
    """Whether the taker may announce a chelem as the bidding ends."""
    petit_chelem: bool = False
    """Whether the table plays the house rule of the petit chelem, scored from the tricks (and announced, where the
    taker may announce)."""
    imprenable: bool = False
    """Whether the table plays the Petit imprenable, which also keeps a Petit sec from annulling the deal."""
    maldonne: int | None = None
    """The trumps and court cards together below which a hand may call the house rules' maldonne; ``None``: the
    table does not play it."""
    parole: str | None = None
    """The house rule of the parole: ``any`` (any contract in the second round), ``prise`` (only a prise), or
    ``None``."""

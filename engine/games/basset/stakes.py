"""Stakes on the board: reading them from a request, and drawing them from the seed.

A punter's stakes map a denomination (``A``, ``2`` to ``10``, ``J``, ``Q``, ``K`` in
the French pack; each pack's own ranks in the others) to a positive whole number
of chips; the suit never matters in Basset.

>>> parse_stakes([{"K": 2, "7": 1}], 1)
[{'7': 1, 'K': 2}]
>>> parse_stakes([{"X": 2}], 1)
Traceback (most recent call last):
    ...
engine.errors.EngineError: stakes[0].X: unknown denomination 'X': the denominations are A 2 3 4 5 6 7 8 9 10 J Q K
>>> denominations(PACKS["spanish-40"])
('1', '2', '3', '4', '5', '6', '7', 'S', 'C', 'R')
"""

from __future__ import annotations

import random

from collections.abc import Sequence

from engine import fields
from engine.described import templated
from engine.errors import EngineError, shown
from engine.games.basset.words import WORDS
from engine.packs import PACKS, Pack
from engine.said import say


def denominations(pack: Pack) -> tuple[str, ...]:
    """A pack's denominations in board order, ace first: the ranks of its first suit."""
    first = pack.cards[0].suit
    return tuple(card.rank.code for card in pack.cards if card.suit == first)


DENOMINATIONS = denominations(PACKS["french-52"])
"""The thirteen denominations of the French pack, ace to king, in board order."""
MAX_STAKE = 1_000_000

Stakes = dict[str, int]
"""One punter's stakes: chips by denomination, in board order."""


def parse_stakes(value: object, punters: int, board: Sequence[str] = DENOMINATIONS) -> list[Stakes]:
    """One object of stakes per punter, in seat order, on the denominations of ``board``; raise an
    :class:`EngineError` naming the faulty entry."""
    if not isinstance(value, list) or len(value) != punters:
        groups = {"groups": len(value)} if isinstance(value, list) else {}  # no list, no count of groups
        raise EngineError("stakes", WORDS.tell(say("refuse.stakes-count", punters=punters, **groups), ()))
    result: list[Stakes] = []
    for i, group in enumerate(value):
        if not isinstance(group, dict):
            raise EngineError(f"stakes[{i}]", WORDS.tell(say("refuse.stakes-object"), ()))
        chips: Stakes = {}
        for key, amount in group.items():
            code = str(key).strip().upper()
            if code not in board:
                raise EngineError(f"stakes[{i}].{key}", WORDS.tell(say("refuse.denomination", given=shown(key),
                                                                       denominations=tuple(board)), ()))
            if code in chips:
                raise EngineError(f"stakes[{i}].{key}", WORDS.tell(say("refuse.staked-twice", denomination=code), ()))
            chips[code] = fields.whole_number(amount, f"stakes[{i}].{key}", 1, MAX_STAKE, templated("A stake"))
        result.append({code: chips[code] for code in board if code in chips})
    return result


def seeded_stakes(punters: int, rng: random.Random, board: Sequence[str] = DENOMINATIONS) -> list[Stakes]:
    """Stakes drawn from the seed (rule ``stakes.seeded``): for each punter in seat order, one to three
    denominations, each drawn uniformly among those not yet taken, each with one to five chips."""
    result: list[Stakes] = []
    for _ in range(punters):
        chips: Stakes = {}
        for _ in range(1 + int(rng.random() * 3)):
            free = [code for code in board if code not in chips]
            code = free[int(rng.random() * len(free))]
            chips[code] = 1 + int(rng.random() * 5)
        result.append({code: chips[code] for code in board if code in chips})
    return result

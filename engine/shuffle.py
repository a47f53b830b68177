"""Reproducible shuffling: the same seed gives the same deal in every Python version.

Python promises that ``random.Random(seed).random()`` yields the same sequence
for the same integer seed in every version, but not that ``shuffle`` or
``randrange`` keep their algorithms. So the engine draws only ``random()`` and
shuffles with its own algorithm, named by :data:`SHUFFLE_VERSION`:

``fisher-yates/1``
    For ``i`` from the last position down to 1, take ``j = int(random() * (i + 1))``
    and swap positions ``i`` and ``j``. Position 0 is the top of the pack.
    A cut at ``k`` (``1 <= k < n``, ``k = 1 + int(random() * (n - 1))``) moves the
    top ``k`` cards under the rest.

Seeds are whole numbers from 0 to 2**53 - 1, the integers that JavaScript also
represents exactly, so a seed survives a trip through a URL and the browser.

>>> from engine.packs import PACKS
>>> [str(c) for c in shuffled(PACKS["french-52"].cards, random_source(1))[:5]]
['9C', '9D', '2D', '4S', '3H']
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypeVar

from engine.errors import EngineError, shown
from engine.refusal_words import REFUSALS
from engine.said import say

SHUFFLE_VERSION = "fisher-yates/1"
MAX_SEED = 2**53 - 1

T = TypeVar("T")


def random_source(seed: int) -> random.Random:
    """The random stream for a seed; only its ``random()`` method is ever used."""
    return random.Random(seed)


def shuffled(items: Sequence[T], rng: random.Random) -> list[T]:
    """A new list holding ``items`` shuffled by the ``fisher-yates/1`` algorithm."""
    deck = list(items)
    rand = rng.random
    for i in range(len(deck) - 1, 0, -1):
        j = int(rand() * (i + 1))
        deck[i], deck[j] = deck[j], deck[i]
    return deck


def cut_point(size: int, rng: random.Random) -> int:
    """How many cards the cutter lifts: at least one, and never the whole pack."""
    return 1 + int(rng.random() * (size - 1))


def parse_seed(value: object, field_name: str = "seed") -> int:
    """Check that a request's seed is a whole number in range, or raise an :class:`EngineError`.

    Only a JSON number is a seed: text is refused, and text of digits other than 0 to 9 (``"²"``, ``"١"``),
    which Python's ``str.isdigit`` accepts, is named as such.

    >>> parse_seed("\u0661")
    Traceback (most recent call last):
        ...
    engine.errors.EngineError: seed: a seed is a whole number from 0 to 9007199254740991, written with the digits 0 to 9, not '١'
    """
    if isinstance(value, str) and value.strip() and not value.isascii() and any(c.isdigit() for c in value):
        raise EngineError(field_name, REFUSALS.tell(say("refuse.seed.digits", most=MAX_SEED, given=shown(value)), ()))
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEED:
        raise EngineError(field_name, REFUSALS.tell(say("refuse.seed.range", most=MAX_SEED, given=shown(value)), ()))
    return value

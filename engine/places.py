"""Where a card of a request is, in the words of the page: ``hands[1][4]`` is "the 5th card of Blaise's hand".

Errors keep the field's path for programs and say the place this way for readers, who count seats, cards and
deals from 1 and know the seats by their names.

>>> card_place("order[2]"), card_place("deals[0].pile[1]"), card_place("hands[1][0]", ["Anne", "Bob"])
('the 3rd card of the order', 'the 2nd card of the pile of deal 1', "the 1st card of Bob's hand")
>>> card_place("turnups[1]"), container_in("hands[2][0]"), container_in("turnups[0]")
('the 2nd turn-up', "in Claude's hand", 'among the turn-ups')
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from engine.table import DEFAULT_NAMES

CONTAINERS = {"order": "the order", "turnups": "the turn-ups", "discard": "the discard", "hand": "the hand",
              "trick": "the trick", "pile": "the pile", "trump": "the trump turned up"}
"""The places a list of cards may be given, other than the seats' hands, named as the page names them."""

AMONG = frozenset({"turnups"})
"""Places whose cards are spoken of as "among" them rather than "in" them."""

_PART = re.compile(r"(\w+)((?:\[\d+\])*)")


def ordinal(number: int) -> str:
    """A count from 1 as an ordinal: 1st, 2nd, 3rd, 4th, 11th, 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 102)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '102nd']
    """
    suffix = "th" if number % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def split_place(place: str) -> tuple[str, int | None]:
    """A card's path cut into its container's path and its position there (``None`` for a single card)."""
    match = re.fullmatch(r"(.*)\[(\d+)\]", place)
    return (match.group(1), int(match.group(2))) if match else (place, None)


def container_words(container: str, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """A container's path in words: ``hands[1]`` is "Blaise's hand", ``deals[0].pile`` "the pile of deal 1"."""
    words: list[str] = []
    for part in container.split("."):
        match = _PART.fullmatch(part)
        name, indices = (match.group(1), [int(i) for i in re.findall(r"\d+", match.group(2))]) if match else (part, [])
        if name == "hands" and indices:
            seat = indices[0]
            words.append(f"{names[seat]}'s hand" if seat < len(names) else f"seat {seat + 1}'s hand")
        elif name == "deals" and indices:
            words.append(f"deal {indices[0] + 1}")
        else:
            words.append(CONTAINERS.get(name, name))
    return " of ".join(reversed(words))


def card_place(place: str, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """A card's path in words: its position, counted from 1, in its container."""
    container, index = split_place(place)
    if index is None:
        return container_words(container, names)
    if container in AMONG:
        return f"the {ordinal(index + 1)} {CONTAINERS[container].removeprefix('the ').removesuffix('s')}"
    return f"the {ordinal(index + 1)} card of {container_words(container, names)}"


def container_in(place: str, names: Sequence[str] = DEFAULT_NAMES) -> str:
    """Where a card already is, as "it is already …" ends: "in Blaise's hand", "among the turn-ups", or the place
    itself for a single card ("the trump turned up")."""
    container, index = split_place(place)
    if index is None:
        return container_words(container, names)
    return f"{'among' if container in AMONG else 'in'} {container_words(container, names)}"

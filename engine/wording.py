"""The small helpers every game's words use to put a list, a count or a row of cards in a sentence: in one place,
so that the sentences of every game list and count alike, and an edition in another language words them once."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards import Card


def listed(words: Sequence[str]) -> str:
    """Words joined as a sentence lists them.

    >>> listed(["Anne"]), listed(["Anne", "Blaise"]), listed(["Anne", "Blaise", "Claude"])
    ('Anne', 'Anne and Blaise', 'Anne, Blaise and Claude')
    """
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def counted(number: int, word: str) -> str:
    """A number and the word it counts, which takes an s when the number is not one.

    >>> counted(1, "win"), counted(3, "card"), counted(0, "trick")
    ('1 win', '3 cards', '0 tricks')
    """
    return f"{number} {word}{'' if number == 1 else 's'}"


def in_a_row(cards: Sequence[Card]) -> str:
    """Cards in a row as a reader sees them on the table.

    >>> from engine.cards import FRENCH
    >>> in_a_row([FRENCH.parse("KS"), FRENCH.parse("6H")])
    'K♠ 6♥'
    """
    return " ".join(card.label for card in cards)

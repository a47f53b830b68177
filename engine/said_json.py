"""The JSON form of a message (:class:`engine.said.Said`), apart from it so that an error can carry one: the
errors sit below the cards, which a message names."""

from __future__ import annotations

from typing import NotRequired, TypedDict


class SaidJson(TypedDict):
    """A step's message as data: its id, and its parameters grouped by kind (seats counted from 1, cards and suits
    by their codes); a kind the message does not use is left out."""

    id: str
    seats: NotRequired[dict[str, int | list[int]]]
    cards: NotRequired[dict[str, str | list[str]]]
    suits: NotRequired[dict[str, str]]
    numbers: NotRequired[dict[str, int | list[int]]]
    terms: NotRequired[dict[str, str | list[str]]]
    messages: NotRequired[dict[str, SaidJson]]

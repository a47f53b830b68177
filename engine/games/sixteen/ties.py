"""Tie-breaks at 16 and for the pool: each criterion narrows the tied players and says why.

A criterion takes the players still tied and returns those it keeps, with what
the explanation says of it. Criteria are applied in the order the rule set
gives until one player is left; the last criterion of every rule set always
leaves one.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from engine.cards import FRENCH, Card
from engine.games.sixteen.words import seats
from engine.said import Said, Seat, say
from engine.table import Table


class Round(Protocol):
    """What a criterion reads of the round: the hands, the farmer, the table and the order of play."""

    @property
    def hands(self) -> Mapping[int, Sequence[Card]]: ...

    @property
    def farmer(self) -> int: ...

    @property
    def table(self) -> Table: ...

    @property
    def order(self) -> tuple[int, ...]: ...


Criterion = Callable[[Round, list[int]], tuple[list[int], Said]]


BRILLANT = FRENCH.card("6", "H")
"""The six of hearts: the brillant of Ferme, the deciding card of Farmer's first tie rule."""


def six_of_hearts(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Farmer's first rule: the holder of the six of hearts wins."""
    holders = [seat for seat in tied if BRILLANT in rnd.hands[seat]]
    if holders:
        return holders, say("tie.six-of-hearts", winner=Seat(holders[0]))
    return tied, say("tie.nobody-holds", tied=seats(tied), card="six-of-hearts")


def brillant_and_ten(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Ferme 1800's first rule: the brillant with a ten-point card beats any other 16."""
    keep = [seat for seat in tied if len(rnd.hands[seat]) == 2 and BRILLANT in rnd.hands[seat]]
    if keep:
        return keep, say("tie.brillant-and-ten", winner=Seat(keep[0]))
    holders = [seat for seat in tied if BRILLANT in rnd.hands[seat]]
    if holders:
        return tied, say("tie.brillant-without-ten", holder=Seat(holders[0]))
    return tied, say("tie.nobody-holds", tied=seats(tied), card="brillant")


def fewest_cards(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Fewer cards beat more."""
    fewest = min(len(rnd.hands[seat]) for seat in tied)
    keep = [seat for seat in tied if len(rnd.hands[seat]) == fewest]
    held = tuple(len(rnd.hands[seat]) for seat in tied)
    if len(keep) == 1:
        return keep, say("tie.fewest-cards", tied=seats(tied), winner=Seat(keep[0]), held=held)
    return keep, say("tie.still-tied", tied=seats(tied), kept=seats(keep), fewest=fewest, held=held)


def the_farmer(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Farmer's third rule: the farmer wins if he is among the players still tied."""
    if rnd.farmer in tied:
        return [rnd.farmer], say("tie.farmer", farmer=Seat(rnd.farmer))
    return tied, say("tie.farmer-not-tied", farmer=Seat(rnd.farmer))


def left_of_farmer(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Farmer's fourth rule: the first of the tied players to the farmer's left wins."""
    first = next(seat for seat in rnd.table.order_from(rnd.table.left_of(rnd.farmer)) if seat in tied)
    return [first], say("tie.left-of-farmer", tied=seats(tied), winner=Seat(first))


def position(rnd: Round, tied: list[int]) -> tuple[list[int], Said]:
    """Ferme's positional priority: the first of them in order of play, from eldest hand."""
    first = next(seat for seat in rnd.order if seat in tied)
    return [first], say("tie.position", tied=seats(tied), winner=Seat(first))


CRITERIA: dict[str, Criterion] = {
    "tie.six-of-hearts": six_of_hearts,
    "tie.brillant-and-ten": brillant_and_ten,
    "tie.fewest-cards": fewest_cards,
    "tie.fewer-cards": fewest_cards,
    "tie.farmer": the_farmer,
    "tie.left-of-farmer": left_of_farmer,
    "tie.position": position,
}
"""Each tie criterion by the suffix of the rule id that states it."""

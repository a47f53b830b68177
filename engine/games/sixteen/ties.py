"""Tie-breaks at 16 and for the pool: each criterion narrows the tied players and says why.

A criterion takes the players still tied and returns those it keeps, with a
sentence for the explanation. Criteria are applied in the order the rule set
gives until one player is left; the last criterion of every rule set always
leaves one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from engine.cards import FRENCH

if TYPE_CHECKING:
    from engine.games.sixteen.round import Round

Criterion = Callable[["Round", list[int]], tuple[list[int], str]]


BRILLANT = FRENCH.card("6", "H")
"""The six of hearts: the brillant of Ferme, the deciding card of Farmer's first tie rule."""


def names_text(rnd: Round, seats: Sequence[int]) -> str:
    """Players named in a sentence: "Anne", "Anne and Blaise", "Anne, Blaise and Claude"."""
    names = [rnd.name(seat) for seat in seats]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def six_of_hearts(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Farmer's first rule: the holder of the six of hearts wins."""
    holders = [seat for seat in tied if BRILLANT in rnd.hands[seat]]
    if holders:
        return holders, f"{rnd.name(holders[0])} holds the six of hearts and wins the tie."
    return tied, f"None of {names_text(rnd, tied)} holds the six of hearts, so this rule does not decide."


def brillant_and_ten(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Ferme 1800's first rule: the brillant with a ten-point card beats any other 16."""
    keep = [seat for seat in tied if len(rnd.hands[seat]) == 2 and BRILLANT in rnd.hands[seat]]
    if keep:
        return keep, f"{rnd.name(keep[0])} holds the brillant with a ten-point card and wins the tie."
    holders = [seat for seat in tied if BRILLANT in rnd.hands[seat]]
    if holders:
        return tied, (
            f"{rnd.name(holders[0])} holds the brillant, but not with a ten-point card, "
            "so this rule does not decide."
        )
    return tied, f"None of {names_text(rnd, tied)} holds the brillant, so this rule does not decide."


def fewest_cards(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Fewer cards beat more."""
    fewest = min(len(rnd.hands[seat]) for seat in tied)
    keep = [seat for seat in tied if len(rnd.hands[seat]) == fewest]
    counts = ", ".join(f"{rnd.name(seat)} {len(rnd.hands[seat])}" for seat in tied)
    if len(keep) == 1:
        return keep, f"Cards held: {counts}. {rnd.name(keep[0])} has the fewest and wins the tie."
    return keep, f"Cards held: {counts}. {names_text(rnd, keep)} have {fewest} each, so they are still tied."


def the_farmer(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Farmer's third rule: the farmer wins if he is among the players still tied."""
    if rnd.farmer in tied:
        return [rnd.farmer], f"{rnd.name(rnd.farmer)} is the farmer and is among the tied players, so wins."
    return tied, f"The farmer, {rnd.name(rnd.farmer)}, is not among the tied players, so this rule does not decide."


def left_of_farmer(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Farmer's fourth rule: the first of the tied players to the farmer's left wins."""
    first = next(seat for seat in rnd.table.order_from(rnd.table.left_of(rnd.farmer)) if seat in tied)
    return [first], f"Of {names_text(rnd, tied)}, {rnd.name(first)} sits first to the farmer's left and wins."


def position(rnd: Round, tied: list[int]) -> tuple[list[int], str]:
    """Ferme's positional priority: the first of them in order of play, from eldest hand."""
    first = next(seat for seat in rnd.order if seat in tied)
    return [first], (
        f"Of {names_text(rnd, tied)}, {rnd.name(first)} comes first in order of play from eldest hand and wins."
    )


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

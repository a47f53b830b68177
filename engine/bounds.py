"""A rule set's declared bounds read as numbers, for the requests a game names as its heaviest.

Each game names the heaviest requests it accepts (:attr:`engine.catalogue.Game.heaviest`) by these bounds, not by
figures of its own, so that the requests follow the declarations when a bound changes: the tables an action
takes (the fewest, the usual and the most players) and the longest session each table may ask for, with and
without the explanation steps. The limits test and the requests benchmark ask every game for them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

from engine.catalogue import RuleSet
from engine.options import Declared, Field, Whole

Request = dict[str, object]
"""A request as a game's examples write it."""

R = TypeVar("R", bound=RuleSet)


def declared(actions: Mapping[str, Declared[R]], action: str, variant: R, name: str) -> Field:
    """The field ``name`` of ``action`` as it holds under ``variant``."""
    return next(field.at(variant) for field in actions[action].fields if field.name == name)


def tables(actions: Mapping[str, Declared[R]], action: str, variant: R) -> list[int]:
    """The fewest, the usual and the most players ``action`` takes under ``variant``, each once."""
    players = declared(actions, action, variant, "players")
    low, high = int(players.low or 0), int(players.high or 0)
    usual = players.default if isinstance(players.default, int) else low
    return sorted({low, usual, high})


def most(actions: Mapping[str, Declared[R]], action: str, variant: R, name: str, players: int, explain: bool,
         **others: int) -> int:
    """The largest value of the count ``name`` that a table of ``players`` may ask for, with the explanation steps
    or without (``others`` gives the other fields a bound multiplies by)."""
    field = declared(actions, action, variant, name)
    value = int(field.high or 0)
    for product in field.products if isinstance(field, Whole) else ():
        bound = product.explained if explain and product.explained is not None else product.most
        if bound is not None:
            value = min(value, bound // (players if product.times == "players" else others[product.times]))
    return value


def sessions(actions: Mapping[str, Declared[R]], variant: R, count: str, explains: bool, **extra: Any
             ) -> list[Request]:
    """Seeded sessions as long as each table size may ask for (``count`` counts their deals, rounds or coups),
    with the steps and, where a request may leave them out (``explains``), without; ``extra`` fields added."""
    requests: list[Request] = []
    for players in tables(actions, "play", variant):
        for explain in (True, False) if explains else (True,):
            switch: Request = {} if explain else {"explain": False}
            requests.append(request(variant, "play", players=players, seed=42, **{
                count: most(actions, "play", variant, count, players, explain, limit=10)}, **switch, **extra))
    return requests


def at_table(players: int | None) -> Request:
    """The field that seats a request at a table of ``players``; none for the rule set's default table.

    >>> at_table(3), at_table(None)
    ({'players': 3}, {})
    """
    return {} if players is None else {"players": players}


def dealt_in_order(codes: Sequence[str], players: int, size: int) -> list[list[str]]:
    """The first ``size`` cards of ``codes`` to the first seat, the next ``size`` to the second, and so on: hands
    a scenario may give.

    >>> dealt_in_order(["AS", "2S", "3S", "4S", "5S"], 2, 2)
    [['AS', '2S'], ['3S', '4S']]
    """
    return [list(codes[size * seat:size * (seat + 1)]) for seat in range(players)]


def request(variant: RuleSet, action: str, **fields: Any) -> Request:
    """A whole request of ``action`` under ``variant`` with ``fields``."""
    return {"action": action, "game": variant.game, "variant": variant.id, **fields}

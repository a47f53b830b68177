"""A seated reader sees only what that seat may see: in the moves, in what the steps say and name, in the tables and
in the summaries.

Every game, rule set and table size is played from every seat (and watched by an onlooker, seat 0, who holds no
cards), the reader choosing the first move offered at each
turn, and the answer is read the way a reader could: a card another seat holds or set aside face down may appear
nowhere in it (a step's message, cards or data, a move) before the seated tables themselves show it, but where the
rules show it to every seat or name it aloud (each game declares those steps and moves beside its own tests:
``SHOWN`` and ``ALOUD``). A deal's summary may name only the cards that deal showed (a card seen in another shuffle
tells nothing of where it lies now), the session's only the cards shown in it.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from engine.api import handle
from engine.games import GAMES
from engine.packs import PACKS
from tests.support.declared import merged
from tests.support.tables import tables

SHOWN = merged("SHOWN")
"""By game, the rules whose steps show or name aloud every card they name to every seat (a poignée shown, an honour
claimed, a king called)."""

ALOUD = merged("ALOUD")
"""By game, the moves whose card is named aloud rather than shown (a king called)."""

TURNS = 40
"""The most turns of the reader's each game is played to (the answer is asked again after each)."""

CASES = [(game.id, variant.id, players, seat) for game in GAMES.values() if "play" in game.actions
         for variant in game.variants.values()
         for players in range(variant.min_players, min(variant.max_players, variant.min_players + 2) + 1)
         for seat in range(players + 1)]
"""Every game that plays seated, each rule set at its first three table sizes, from every seat and as an onlooker
(seat 0: at no seat, told only what every seat may see)."""


def _played(game: str, variant: str, players: int, seat: int, seed: int) -> dict:
    """The answer once the reader has made up to :data:`TURNS` moves, each the first the turn offers."""
    decisions: list[str] = []
    request = {"action": "play", "game": game, "variant": variant, "players": players, "seed": seed, "seat": seat}
    answer = handle({**request, "decisions": decisions})
    while "waiting" in answer and len(decisions) < TURNS:
        waiting = answer["waiting"]
        legal = [choice["move"] for choice in waiting["moves"] if choice["legal"]]
        decisions.append(legal[0] if legal else f"{waiting['ranges'][0]['move']} {waiting['ranges'][0]['min']}")
        answer = handle({**request, "decisions": decisions})
    assert "error" not in answer, answer
    return answer


def _codes(value: object, codes: frozenset[str]) -> Iterator[str]:
    """Every card code of ``codes`` written anywhere in ``value`` (a JSON value), as a whole string or a move's
    last word."""
    if isinstance(value, str):
        words = value.split()
        if value in codes:
            yield value
        elif len(words) == 2 and words[1] in codes:
            yield words[1]
    elif isinstance(value, dict):
        for item in value.values():
            yield from _codes(item, codes)
    elif isinstance(value, list):
        for item in value:
            yield from _codes(item, codes)


def _leaks(answer: dict, codes: frozenset[str]) -> list[str]:
    """What the answer names of a card before its seated tables show it, step by step, in its moves and in its deals'
    and session's summaries."""
    shown, aloud = SHOWN.get(answer["game"], set()), ALOUD.get(answer["game"], set())
    seen: set[str] = set()
    by_move: dict[int, set[str]] = {}
    leaks = []
    after = iter(tables(answer))
    for deal in answer["deals"]:
        dealt: set[str] = set()  # what this deal's own tables and steps showed: another shuffle tells nothing of it
        for step, table in zip(deal["steps"], after):
            dealt |= set(_codes(table, codes))
            named = set(_codes([step["said"], step["cards"], step["data"]], codes))
            if step["rule"] in shown:
                dealt |= named
            seen |= dealt
            leaks += [f"step {step['rule']}: {code}" for code in sorted(named - seen)]
            if "move" in step:
                by_move[step["move"]] = set(seen)
        leaks += [f"deal {deal['number']} summary: {code}" for code in sorted(set(_codes(deal["summary"], codes))
                                                                              - dealt)]
    final = seen | set(_codes(answer["table"], codes))
    leaks += [f"summary: {code}" for code in sorted(set(_codes(answer["summary"], codes)) - final)]
    for index, move in enumerate(answer["moves"]):
        if move.split()[0] not in aloud:
            leaks += [f"move {index} {move!r}" for code in _codes(move, codes)
                      if code not in by_move.get(index, final)]
    return leaks


@pytest.mark.parametrize("game, variant, players, seat", CASES)
def test_a_seated_answer_names_no_card_its_seat_may_not_see(game: str, variant: str, players: int,
                                                              seat: int) -> None:
    rule_set = GAMES[game].variants[variant]
    codes = frozenset(card.code for pack in rule_set.packs or (rule_set.pack.id,) for card in PACKS[pack])
    for seed in (1, 2, 3):
        leaks = _leaks(_played(game, variant, players, seat, seed), codes)
        assert not leaks, f"seed {seed}: {leaks[:6]}"

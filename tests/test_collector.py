"""The cyclic garbage collector and the engine: paused while a request is answered, and not needed to free a
finished session of a game of sixteen, whose rounds and steps make no reference cycle."""

from __future__ import annotations

import gc

import pytest

from engine.api import handle
from engine.games.sixteen.variants import VARIANTS


def test_a_request_leaves_the_collector_as_it_found_it():
    assert gc.isenabled()
    assert "error" not in handle({"action": "play", "game": "farmer", "seed": 3, "rounds": 2})
    assert gc.isenabled()
    gc.disable()
    try:
        handle({"action": "play", "game": "farmer", "seed": 3, "rounds": 2})
        assert not gc.isenabled()
    finally:
        gc.enable()


@pytest.mark.parametrize("explain", [False, True])
@pytest.mark.parametrize("game, variant", list(VARIANTS))
def test_a_finished_session_of_sixteen_is_freed_without_the_collector(game, variant, explain):
    handle({"action": "play", "game": game, "variant": variant, "seed": 1, "rounds": 3, "explain": explain})
    gc.collect()  # whatever the first request of a process cached is not the session's
    gc.disable()
    try:
        answer = handle({"action": "play", "game": game, "variant": variant, "seed": 5, "rounds": 40,
                         "explain": explain})
        assert "error" not in answer and len(answer["deals"]) == 40
        del answer
        assert gc.collect() == 0, "a finished session left objects only the cyclic collector could free"
    finally:
        gc.enable()

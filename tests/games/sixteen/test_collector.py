"""The games of sixteen need no cyclic garbage collector: a finished session's rounds and steps make no reference
cycle, so that it is freed as soon as its answer is dropped."""

from __future__ import annotations

import gc

import pytest

from engine.api import handle
from engine.games.sixteen.variants import VARIANTS


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

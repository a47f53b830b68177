"""The cyclic garbage collector and the engine: paused while a request of any game is answered, and left as the
request found it."""

from __future__ import annotations

import gc

import pytest

from engine.api import handle
from tests.test_bad_input import PLAYED, played


@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_a_request_leaves_the_collector_as_it_found_it(game):
    request = played(game)
    assert gc.isenabled()
    assert "error" not in handle(request)
    assert gc.isenabled()
    gc.disable()
    try:
        handle(request)
        assert not gc.isenabled()
    finally:
        gc.enable()

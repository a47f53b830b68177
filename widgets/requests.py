"""What every game's renderer shares in turning a widget's state into an engine request and asking the engine:
the table's fields, option texts as numbers and lists, and the engine's answer, checked to be an
:class:`~engine.envelope.Envelope` so that the renderers read it typed (a session's steps and tables are read
back by :mod:`widgets.table`).

Options stay as the reader typed them until here; a text that is not what the engine expects is passed on
as it is, so that the engine, not the widget, names the field and the reason.

>>> from widgets.state import WidgetState
>>> state = WidgetState.from_fields({"game": "homme", "kind": "play", "seed": 3, "players": 4, "names": "A|B|C|D"})
>>> table(state)
{'game': 'homme', 'players': 4, 'names': ['A', 'B', 'C', 'D']}
>>> number("12"), number("twelve"), number("²"), listed("KS, 10H ,"), listed("")
(12, 'twelve', '²', ['KS', '10H', ''], [])
"""

from __future__ import annotations

import json
from functools import lru_cache

from engine.api import EngineError, Envelope, handle, is_envelope, is_error
from widgets.state import WidgetState

Request = dict[str, object]
"""An engine request as a renderer builds it, before it is sent."""


def table(state: WidgetState) -> Request:
    """The request fields every game reads: the game, its variant if chosen, the players and their names."""
    request: Request = {"game": state.game, "players": state.players}
    if state.variant is not None:
        request["variant"] = state.variant
    if state.names:
        request["names"] = list(state.names)
    return request


def reader_fields(state: WidgetState) -> Request:
    """The reader's seat and the moves chosen there, as the requests of the games a reader can sit at take them,
    each only when the state has it."""
    request: Request = {}
    if state.option("seat"):
        request["seat"] = number(state.option("seat"))
    if state.option("decisions"):
        request["decisions"] = listed(state.option("decisions"))
    return request


def number(text: str) -> object:
    """An option's text as a whole number when it is one written with the digits 0 to 9 (at most 16 of them, as
    in any number a game takes), else as typed, for the engine to refuse: ``"²".isdigit()`` holds, but ``int``
    refuses it."""
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 16 else text


def listed(text: str) -> list[str]:
    """An option's entries separated by commas (the reader's decisions, cards), each stripped; no text, no entry."""
    return [part.strip() for part in text.split(",")] if text.strip() else []


def answer(request: Request) -> Envelope:
    """The engine's envelope answering ``request``; a refusal raises the :class:`EngineError` naming the field.
    The renderers only read responses, so the last few are kept: a click whose game action first asks where a
    choice falls, then draws the view of the new state, asks the engine once per state."""
    response = _engine(json.dumps(request, sort_keys=True))
    if isinstance(response, EngineError):
        raise EngineError(response.field, response.reason)
    return response


@lru_cache(maxsize=16)
def _engine(request: str) -> Envelope | EngineError:
    """The engine's answer, checked to be an envelope or a refusal (anything else is a broken promise of the
    engine, raised as a :class:`TypeError`)."""
    response = handle(json.loads(request))
    error = response.get("error")
    if is_error(error):
        return EngineError(error["field"], error["reason"])
    if not is_envelope(response):
        raise TypeError("the engine's answer is not an envelope")
    return response

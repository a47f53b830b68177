"""What every game's renderer shares in turning a widget's state into an engine request and asking the engine:
the table's fields, option texts as numbers and lists, and the engine's answer, checked to be an
:class:`~engine.envelope.Envelope` so that the renderers read it typed (a session's steps and tables are read
back by :mod:`widgets.table`).

Options stay as the reader typed them until here; a text that is not what the engine expects is passed on
as it is, so that the engine, not the widget, names the field and the reason.

>>> from widgets.declared import NOTHING
>>> state = WidgetState.from_fields({"game": "whist", "kind": "play", "seed": 3, "players": 4, "names": "A|B|C|D"},
...                                 NOTHING)
>>> table(state)
{'game': 'whist', 'players': 4, 'names': ['A', 'B', 'C', 'D']}
>>> number("12"), number("twelve"), number("²"), listed("KS, 10H ,"), listed("")
(12, 'twelve', '²', ['KS', '10H', ''], [])
"""

from __future__ import annotations

import json
from collections import OrderedDict
from collections.abc import Iterator
from contextlib import contextmanager

from engine.api import (DEFAULT_LANGUAGE, LANGUAGE_FIELD, EngineError, Envelope, current_language, handle, is_envelope,
                        is_error)
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
    The renderers only read responses, so the last ones are kept (:data:`ANSWERS`): a click whose game action first
    asks where a choice falls, then draws the view of the new state, asks the engine once per state, and a step
    draws from the answer already held. The request names the language of the answer being made, when it is not
    English, so that the engine words it so and the answers of two languages are kept apart."""
    asked = request if current_language() == DEFAULT_LANGUAGE else {**request, LANGUAGE_FIELD: current_language()}
    response = ANSWERS.get(json.dumps(asked, sort_keys=True))
    if isinstance(response, EngineError):
        raise EngineError(response.field, response.reason, response.move, response.legal)
    return response


class Answers:
    """The engine's answers by request, the most recently asked last, at most ``budget`` bytes of them as JSON
    (requests included): a budget of bytes, not of entries, since one answer may be a thousand times another.

    >>> answers, deal = Answers(12_000), '{"action": "play", "game": "farmer", "players": 2, "seed": %d}'
    >>> first = answers.get(deal % 1)
    >>> answers.get(deal % 1) is first
    True
    >>> second = answers.get(deal % 2)
    >>> len(answers), answers.size <= 12_000  # the first made room for the second
    (1, True)
    """

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.size = 0
        self._kept: OrderedDict[str, tuple[Envelope | EngineError, int]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._kept)

    def get(self, request: str) -> Envelope | EngineError:
        """The answer to ``request`` (its JSON), kept from before or asked of the engine and kept if it fits."""
        kept = self._kept.get(request)
        if kept is not None:
            self._kept.move_to_end(request)
            return kept[0]
        response = _engine(request)
        cost = len(request) + (len(response.reason) if isinstance(response, EngineError)
                               else len(json.dumps(response, ensure_ascii=False)))
        if cost <= self.budget:
            while self.size + cost > self.budget:
                _, (_, freed) = self._kept.popitem(last=False)
                self.size -= freed
            self._kept[request] = (response, cost)
            self.size += cost
        return response


ANSWER_BUDGET = 8 * 1024 * 1024
"""The bytes of answers a page keeps: eight of the largest answer a request may get (about a megabyte), and
hundreds of a widget's usual ones."""

ANSWERS = Answers(ANSWER_BUDGET)
"""The answers every widget of the page shares."""


@contextmanager
def set_aside() -> Iterator[None]:
    """Within the block, answers go to a cache of their own, dropped at its end: what the worker asks only to warm
    the interpreter up neither evicts nor adds to the answers the reader's widgets share.

    >>> import widgets.requests as requests
    >>> kept = requests.ANSWERS
    >>> with set_aside():
    ...     requests.ANSWERS is kept
    False
    >>> requests.ANSWERS is kept
    True
    """
    global ANSWERS
    shared, ANSWERS = ANSWERS, Answers(ANSWER_BUDGET)
    try:
        yield
    finally:
        ANSWERS = shared


def _engine(request: str) -> Envelope | EngineError:
    """The engine's answer, checked to be an envelope or a refusal (anything else is a broken promise of the
    engine, raised as a :class:`TypeError`)."""
    response = handle(json.loads(request))
    error = response.get("error")
    if is_error(error):
        return EngineError(error["field"], error["reason"], error.get("move"), error.get("legal", ()))
    if not is_envelope(response):
        raise TypeError("the engine's answer is not an envelope")
    return response

"""The live widgets' entry point in the browser: one message in, the new view out, both as JSON.

The worker calls :func:`respond` for every click, key or shared URL. It never
raises: a refused request comes back as the last good state with the reason.
Every number a message carries is bounded by :mod:`widgets.state` before any
work that grows with it, so no message can keep the tab busy.
"""

from __future__ import annotations

import json
import time
from dataclasses import dataclass

from engine.api import DEFAULT_LANGUAGE, MAX_SEED, EngineError, handle, shown, speaking, spoken
from widgets import predict
from widgets.games import ALL, renderer_of, state_of
from widgets.render import error_view, refusal, shown_step, step_count, view
from widgets.requests import set_aside
from widgets.speech import Words
from widgets.state import WidgetState, is_unicode

say = Words(__name__)

UNEXPECTED = (ValueError, TypeError, KeyError, IndexError, OverflowError, MemoryError, RecursionError, UnicodeError)
"""What Python raises on a value no check caught; :func:`respond` answers it as a refusal, never raises it."""


@dataclass(frozen=True)
class Message:
    """A message from the page, read: the widget's state as it sent it, and either a URL fragment to restore or
    an action with its value (a form's fields, for ``settle`` and ``apply``)."""

    state: dict[str, object]
    fragment: str | None
    action: object
    value: object
    lang: str = DEFAULT_LANGUAGE
    """The language of the page the widget lies on, where the engine speaks it; else English."""


def read(message: str) -> Message:
    """The message's JSON as a :class:`Message`; one that is no object with a ``state`` object raises
    ``ValueError``."""
    data: object = json.loads(message)
    state = data.get("state") if isinstance(data, dict) else None
    if not isinstance(data, dict) or not isinstance(state, dict):
        raise ValueError("a message is an object with the widget's state")
    return Message({str(key): value for key, value in state.items()},
                   str(data["fragment"]) if "fragment" in data else None, data.get("action"), data.get("value"),
                   spoken(data))


def _value(value: object) -> object:
    """A message's value as a page sends it: text (a button's or a list's), a whole number (a step), a form's
    fields (each read by its own check), or nothing, read as empty text; anything else, or text that is not valid
    Unicode, is refused in words."""
    if value is None:
        return ""
    if isinstance(value, dict) or (isinstance(value, int) and not isinstance(value, bool)):
        return value
    if not isinstance(value, str):
        raise EngineError("action", say("the page sent a choice that is neither text nor a form's fields"))
    if not is_unicode(value):
        raise EngineError("action", say("the choice holds a character that is not valid Unicode"))
    return value


def respond(message: str) -> str:
    """Answer ``{"state", "action", "value"}`` or ``{"state", "fragment"}``, in the page's language (``"lang"``,
    English by default: the engine's answers and refusals are worded in it); see widgets/README.md."""
    try:
        data = read(message)
    except (*UNEXPECTED, EngineError) as error:
        with speaking(_language(message)):
            return _unread(error)
    with speaking(data.lang):
        return _respond(data)


def _language(message: str) -> str:
    """The language a message that cannot be read names, where it names one the engine speaks, so that even its
    refusal is worded in the page's language; else English."""
    try:
        return spoken(json.loads(message))
    except UNEXPECTED:
        return DEFAULT_LANGUAGE


def _unread(error: BaseException) -> str:
    """The answer to a message that cannot be read: no state, and why."""
    reason = error.reason if isinstance(error, EngineError) else say("the widget sent a message it cannot read")
    failure = EngineError("state", reason)
    return json.dumps({"ok": False, "state": None, "html": error_view(failure, None), "error": refusal(failure)})


def _respond(data: Message) -> str:
    try:
        base = state_of(data.state)
    except (*UNEXPECTED, EngineError) as error:
        return _unread(error)
    attempted: WidgetState | None = None
    try:
        attempted = _next_state(base, data)
        html = view(attempted, prompt=data.fragment is None)
    except EngineError as error:
        sent = data.value if data.action in ("apply", "settle") and isinstance(data.value, dict) else None
        return json.dumps({"ok": False, "state": base.as_dict(), "html": error_view(error, attempted, base, sent),
                           "error": refusal(error, attempted or base)}, ensure_ascii=False)
    except UNEXPECTED:
        failure = EngineError("action", say("the widget could not read this choice; the last good view is kept"))
        return json.dumps({"ok": False, "state": base.as_dict(), "html": error_view(failure, None, base),
                           "error": refusal(failure, base)}, ensure_ascii=False)
    return json.dumps({"ok": True, "state": attempted.as_dict(), "html": html, "fragment": attempted.to_fragment()},
                      ensure_ascii=False)


WARMING: tuple[dict[str, object], ...] = tuple(request for renderer in ALL for request in renderer.warming)
"""The requests :func:`warm` answers, one seed after another: each game's own (its renderer's ``warming``), quick
ones that between them run the engine's code paths and the writing of JSON."""

VIEWS: tuple[dict[str, object], ...] = tuple(view for renderer in ALL for view in renderer.views)
"""The widgets' messages :func:`warm_view` answers (each renderer's ``views``): a view's drawing runs much code the
engine's requests do not (the markup, the view's JSON), and the reader's first click draws one."""


def warm(slice_: int, milliseconds: float) -> int:
    """Answer requests nobody sent for about ``milliseconds`` and drop the answers; return how many. A browser
    optimises an interpreter's WebAssembly only once it has run a while, and after a restored snapshot it has
    hardly run, so the reader's first clicks would take two or three times as long: the worker calls this in short
    slices (``slice_`` counts them, and picks their seeds) while the reader reads. The engine keeps no state and
    the renderers' cache is left alone, so no answer the reader gets changes.

    >>> warm(0, 0)
    1
    """
    end = time.perf_counter() + milliseconds / 1000
    seed, answered = slice_ * 1000, 0
    while True:
        for request in WARMING:
            json.dumps(handle({**request, "seed": seed}))
            answered += 1
            if time.perf_counter() >= end:
                return answered
        seed += 1


def warm_view(index: int) -> bool:
    """Draw the view of ``VIEWS[index]`` and drop it; ``False`` past the last. The first view a browser draws after
    a restored snapshot takes several times as long as the next, most of it compiling code run for the first time,
    so the worker draws these once the reader pauses. Their answers are kept aside: none of the reader's is evicted
    or changed.

    >>> warm_view(0), warm_view(len(VIEWS))
    (True, False)
    """
    if not 0 <= index < len(VIEWS):
        return False
    with set_aside():
        respond(json.dumps(VIEWS[index]))
    return True


RETIRED = frozenset(role for renderer in ALL for role in renderer.declared.roles)
"""The roles some game's scenario declares, which links once wrote into every game's scenario: a link to another
game's scenario may still carry one, and it opens as if it did not."""


def _next_state(state: WidgetState, message: Message) -> WidgetState:
    if message.fragment is not None:
        return WidgetState.from_fragment(message.fragment, state, RETIRED)
    action, value = message.action, _value(message.value)
    if action == "reset":
        return state
    # The game's own actions come first: a game whose options follow the deal or the seats also answers new-deal
    # and players itself; every other action of the list below is no game's, and the game leaves it.
    renderer = renderer_of(state.game)
    own = renderer.act(state, action, value) if renderer is not None and isinstance(action, str) else None
    if own is not None:
        return own
    if action == "new-deal":
        return state.but(seed=((state.seed or 0) + 1) % (MAX_SEED + 1), step=0)
    if action == "players":
        return state.seated(value)
    if action == "variant":
        return state.anew({**state.as_dict(), "variant": value, "step": 0})
    if action in ("settle", "apply"):
        return _from_form(state, value if isinstance(value, dict) else {})
    if action == "step":
        return predict.moved(state, value, shown_step) or predict.cleared(state.but(step=_step(state, value)))
    if action == "predict":
        return predict.switched(state, value)
    if action in predict.ACTIONS:
        return predict.acted(state, str(action), value, shown_step)
    raise EngineError("action", say("unknown widget action {action}", action=shown(action)))


def _from_form(state: WidgetState, given: dict[object, object]) -> WidgetState:
    """The state a widget's form asks for: its named fields (``hand-1``, ``hand-2``... for the hands) over the
    current state, from the first step. ``settle`` and ``apply`` send the same form. A hand is read only for a
    seat at the table, so a tampered form cannot make the widget lay out more seats than it has."""
    fields = {**state.as_dict(), "step": 0}
    hands: dict[int, str] = {}
    for name in given:
        if str(name).startswith("hand-"):
            hands[_seat(str(name), state.players)] = str(given[name])
    if hands:
        fields["hands"] = [hands.get(seat, "") for seat in range(1, max(hands) + 1)]
    elif "hands" in given:
        fields["hands"] = given["hands"]
    for name in ("seed", *state.declared.roles, *state.declared.options):
        if name in given:
            fields[name] = given[name]
    return state.anew(fields)


def _seat(name: str, players: int) -> int:
    """The seat of a form field ``hand-<seat>``, counted from 1, which must be at the table."""
    number = name.removeprefix("hand-")
    if not (number.isascii() and number.isdigit() and len(number) <= 2 and 1 <= int(number) <= players):
        raise EngineError("hands", say("a form field {name}: the seats are hand-1 to hand-{players}", name=shown(name),
                                       players=players))
    return int(number)


def _step(state: WidgetState, value: object) -> int:
    """The step asked for, kept within the deal's steps for the moves first, previous, next and last."""
    if value == "first":
        return 0
    if value == "previous":
        return max(state.step - 1, 0)
    if value == "next":
        return min(state.step + 1, step_count(state) - 1)
    if value == "last":
        return step_count(state) - 1
    return state.anew({**state.as_dict(), "step": value}).step

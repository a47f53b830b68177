"""The live widgets' entry point in the browser: one message in, the new view out, both as JSON.

The worker calls :func:`respond` for every click, key or shared URL. It never
raises: a refused request comes back as the last good state with the reason.
"""

from __future__ import annotations

import json
from typing import Any

from engine.errors import EngineError
from engine.shuffle import MAX_SEED
from widgets.render import RENDERERS, error_view, step_count, view
from widgets.state import OPTIONS, WidgetState


def respond(message: str) -> str:
    """Answer ``{"state", "action", "value"}`` or ``{"state", "fragment"}``; see widgets/README.md."""
    try:
        data = json.loads(message)
        base = WidgetState.from_fields(data["state"])
    except (ValueError, KeyError, TypeError, EngineError) as error:
        reason = error.reason if isinstance(error, EngineError) else "the widget sent a message it cannot read"
        failure = EngineError("state", reason)
        return json.dumps({"ok": False, "state": None, "html": error_view(failure, None), "error": failure.as_dict()})
    attempted: WidgetState | None = None
    try:
        attempted = _next_state(base, data)
        html = view(attempted)
    except EngineError as error:
        return json.dumps({"ok": False, "state": base.as_dict(), "html": error_view(error, attempted),
                           "error": error.as_dict()}, ensure_ascii=False)
    return json.dumps({"ok": True, "state": attempted.as_dict(), "html": html, "fragment": attempted.to_fragment()},
                      ensure_ascii=False)


def _next_state(state: WidgetState, message: dict[str, Any]) -> WidgetState:
    if "fragment" in message:
        return WidgetState.from_fragment(str(message["fragment"]), state)
    action, value = message.get("action"), message.get("value")
    if action == "reset":
        return state
    if action == "new-deal":
        return state.but(seed=((state.seed or 0) + 1) % (MAX_SEED + 1), step=0)
    if action == "deal":
        return WidgetState.from_fields({**state.as_dict(), "seed": value, "step": 0})
    if action == "players":
        return state.seated(value)
    if action == "variant":
        return WidgetState.from_fields({**state.as_dict(), "variant": value, "step": 0})
    if action in ("settle", "apply"):
        return _from_form(state, value if isinstance(value, dict) else {})
    if action == "step":
        return state.but(step=_step(state, value))
    act = getattr(RENDERERS.get(state.game), "act", None)
    if act is not None:
        changed: WidgetState | None = act(state, action, value)
        if changed is not None:
            return changed
    raise EngineError("action", f"unknown widget action {action!r}")


def _from_form(state: WidgetState, given: dict[str, Any]) -> WidgetState:
    """The state a widget's form asks for: its named fields (``hand-1``, ``hand-2``... for the hands) over the
    current state, from the first step. ``settle`` and ``apply`` send the same form."""
    fields = {**state.as_dict(), "step": 0}
    seats = sorted(int(name[5:]) for name in given if name.startswith("hand-") and name[5:].isdigit())
    if seats:
        hands = dict.fromkeys(range(1, seats[-1] + 1), "")
        hands.update({seat: str(given[f"hand-{seat}"]) for seat in seats})
        fields["hands"] = [hands[seat] for seat in sorted(hands)]
    elif "hands" in given:
        fields["hands"] = given["hands"]
    for name in ("seed", "farmer", *OPTIONS):
        if name in given:
            fields[name] = given[name]
    return WidgetState.from_fields(fields)


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
    return WidgetState.from_fields({**state.as_dict(), "step": value}).step

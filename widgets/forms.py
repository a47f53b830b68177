"""The fields every game's form is made of: a labelled control, the seed and the buttons that deal it, and a seat's
hand typed as text; and the note a scenario shows while a seat's hand is still to be typed.

>>> field("Seed", "<input>")
'<label class="ma-field"><span>Seed</span><input></label>'
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from engine.api import DEFAULT_NAMES, EngineError
from widgets.html import attrs, esc
from widgets.speech import Words
from widgets.state import MAX_TEXT, WidgetState, is_unicode

say = Words(__name__)


def field(text: str, control: str) -> str:
    """A control with its visible label."""
    return f'<label class="ma-field"><span>{esc(text)}</span>{control}</label>'


def seed_field(state: WidgetState) -> str:
    """The seed of the deal, as a number field."""
    return field(say("Seed"), f'<input{attrs(name="seed", type="number", min=0, value=state.seed, inputmode="numeric")}>')


def deal_buttons(new: str = "") -> str:
    """The two buttons of a seeded widget's form, the same actions in every game: deal the seed typed (``apply``,
    with the rest of the form), or the next seed (``new-deal``, named ``new``, by default "New deal")."""
    return (f'<button{attrs(type="button", data_action="apply")}>{esc(say("Deal this seed"))}</button>'
            f'<button{attrs(type="button", data_action="new-deal")}>{esc(new or say("New deal"))}</button>')


def deal_form(fields: list[str], buttons: str) -> str:
    """The form that chooses a widget's deal: its ``fields``, then its ``buttons``."""
    return (f'<form class="ma-controls">{"".join(fields)}'
            f'<span class="ma-controls__buttons">{buttons}</span></form>')


def hand_field(state: WidgetState, seat: int, text: str) -> str:
    """Seat ``seat``'s cards (counted from 1) as the reader typed them, sent as ``hand-<seat>``."""
    value = state.hands[seat - 1] if seat <= len(state.hands) else ""
    return field(text, f'<input{attrs(name=f"hand-{seat}", value=value, autocomplete="off", spellcheck="false")}>')


def empty_hand(state: WidgetState, error: EngineError) -> str | None:
    """The name of the seat whose hand a scenario still waits for, when ``error`` is the engine's refusal of that
    empty hand; ``None`` when it is about anything else.

    >>> from widgets.declared import NOTHING
    >>> state = WidgetState.from_fields({"game": "whist", "kind": "scenario", "hands": "KS 2C | 9D 7C"}, NOTHING)
    >>> empty_hand(state.seated(3), EngineError("hands[2]", "seat 3 is empty"))
    'Claude'
    >>> empty_hand(state, EngineError("hands[1][0]", "no known suit")) is None
    True
    """
    match = re.fullmatch(r"hands\[(\d+)\]", error.field)
    seat = int(match.group(1)) if match else len(state.hands)
    if state.kind != "scenario" or seat >= len(state.hands) or state.hands[seat].strip():
        return None
    return (state.names or DEFAULT_NAMES)[seat]


def hand_to_type(name: str, button: str) -> str:
    """What a scenario shows while the hand of the seat ``name`` is still empty, as a seat added with Players
    starts (:func:`empty_hand`): a note asking for the hand and naming the form's ``button``, in place of the
    engine's refusal, so that the form does not turn red before the reader could type it.

    >>> hand_to_type("Claude", "Settle these hands")
    '<p class="ma-outcome">Type Claude&#x27;s cards, then press “Settle these hands”.</p>'
    """
    text = say("Type {name}'s cards, then press “{button}”.", name=name, button=button)
    return f'<p class="ma-outcome">{esc(text)}</p>'


_INPUT = re.compile(r"<input\b[^>]*>")
_NAME = re.compile(r' name="([^"]*)"')
_VALUE = re.compile(r' value="[^"]*"')


def typed(form: str, given: Mapping[object, object], refused: str) -> str:
    """``form`` with each text field holding what the reader typed in it (``given``, the form as sent) and the
    field the refusal names (``refused``) marked invalid, so that a refusal never wipes what the reader wrote.

    >>> typed('<input name="seed" type="number" value="42">', {"seed": "4x2"}, "seed")
    '<input name="seed" type="number" value="4x2" aria-invalid="true">'
    """
    def kept(match: re.Match[str]) -> str:
        tag = match.group(0)
        name = _NAME.search(tag)
        if name is None:
            return tag
        value = given.get(name.group(1))
        if isinstance(value, str) and len(value) <= MAX_TEXT and is_unicode(value):
            text = f' value="{esc(value)}"'
            tag = _VALUE.sub(lambda _: text, tag, 1) if _VALUE.search(tag) else tag[:-1] + text + ">"
        if name.group(1) == refused:
            tag = tag[:-1] + ' aria-invalid="true">'
        return tag
    return _INPUT.sub(kept, form)


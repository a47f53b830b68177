"""The fields every game's form is made of: a labelled control, the seed, and a seat's hand typed as text.

>>> field("Seed", "<input>")
'<label class="ma-field"><span>Seed</span><input></label>'
"""

from __future__ import annotations

from widgets.html import attrs, esc
from widgets.state import WidgetState


def field(text: str, control: str) -> str:
    """A control with its visible label."""
    return f'<label class="ma-field"><span>{esc(text)}</span>{control}</label>'


def seed_field(state: WidgetState) -> str:
    """The seed of the deal, as a number field."""
    return field("Seed", f'<input{attrs(name="seed", type="number", min=0, value=state.seed, inputmode="numeric")}>')


def hand_field(state: WidgetState, seat: int, text: str) -> str:
    """Seat ``seat``'s cards (counted from 1) as the reader typed them, sent as ``hand-<seat>``."""
    value = state.hands[seat - 1] if seat <= len(state.hands) else ""
    return field(text, f'<input{attrs(name=f"hand-{seat}", value=value, autocomplete="off", spellcheck="false")}>')

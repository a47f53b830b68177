"""The widgets of High Card: the form, the table of seats and the talon, and the step that settles each deal."""

from __future__ import annotations

from engine.api import GAMES, Envelope, StepJson, Snapshot
from widgets import predict
from widgets.asks import Ask
from widgets.forms import deal_buttons, deal_form, field, seed_field
from widgets.html import attrs
from widgets.renderer import Renderer
from widgets.requests import Request, table
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import places_view, seats_view, steps_of, table_at

say = Words(__name__)

LEADS: frozenset[str] = frozenset()
"""Nobody leads a deal of High Card."""


def request(state: WidgetState) -> Request:
    """Seeded deals at the table the state sets."""
    return {"action": "play", **table(state), "seed": state.seed}


def body(state: WidgetState, response: Envelope, step: int) -> str:
    """The form, the step shown, the table after it and the list of steps."""
    steps = steps_of(response)
    current = steps[step]
    return "".join([controls(state), predict.panel(state, current, step, len(steps)),
                     _table(response, table_at(response, step), current),
                     predict.known_steps(state, steps, step, say("Every step of these deals ({count})", count=len(steps)))])


def _table(response: Envelope, shown: Snapshot, current: StepJson) -> str:
    lit = frozenset(current["cards"])
    return seats_view(shown, current["seats"], lit, response.get("reader"), leads=LEADS, words=say) + places_view(shown)


def picture(state: WidgetState, response: Envelope, step: int) -> str:
    """The table at ``step``, the winner of the deal lit."""
    return _table(response, table_at(response, step), steps_of(response)[step])


def controls(state: WidgetState) -> str:
    """The players and the seed; raises ``KeyError`` for an unknown variant."""
    game = GAMES[state.game]
    variant = game.variants[state.variant or game.default_variant]
    options = "".join(f'<option{attrs(value=n, selected=n == state.players)}>{n}</option>'
                      for n in range(variant.min_players, variant.max_players + 1))
    players = field(say("Players"), f'<select{attrs(name="players", data_action="players")}>{options}</select>')
    return deal_form([players, seed_field(state)], deal_buttons())


RENDERER = Renderer(
    home=__name__,
    decisive=(Ask(("win.highest",), "Who takes a chip from every other player?"),),
    games=("highcard",), kinds=("steps",), options={}, field_words={}, settle="Deal",
    request=request, body=body, controls=controls, picture=picture,
)
"""The widgets of High Card."""

"""A widget's view from its state: the engine answers, the game's renderer writes the HTML.

Used at build time for the static view and in the browser for the live view, so
the two are the same HTML for the same state.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Protocol

from engine.envelope import Envelope
from engine.games import GAMES
from engine.errors import EngineError
from widgets import basset, french_tarot, glic, homme, landsknecht, predict, sixteen, swiss_tarot
from widgets.forms import hand_to_type
from widgets.html import attrs, esc
from widgets.requests import Request, answer
from widgets.state import WidgetState
from widgets.table import steps_of


class Renderer(Protocol):
    """A game's renderer module (see widgets/README.md): the request behind a view, the view, and the form."""

    def request(self, state: WidgetState) -> Request: ...

    def body(self, state: WidgetState, response: Envelope, step: int) -> str: ...

    def controls(self, state: WidgetState) -> str: ...

    @property
    def SETTLE(self) -> str: ...  # noqa: N802 (a module's constant)


Act = Callable[[WidgetState, str, object], "WidgetState | None"]
"""A game's own widget action: the state, the action's name and value, to the new state (``None``: not its own)."""

RENDERERS: dict[str, Renderer] = {
    "farmer": sixteen, "ferme": sixteen, "basset": basset, "landsknecht": landsknecht, "glic": glic, "homme": homme,
    "swiss-tarot": swiss_tarot, "french-tarot": french_tarot,
}
"""The renderer of each game, by game id."""

ACTS: dict[str, Act] = {"basset": basset.act, "landsknecht": landsknecht.act, "glic": glic.act, "homme": homme.act,
                        "swiss-tarot": swiss_tarot.act, "french-tarot": french_tarot.act}
"""The games whose renderers have actions of their own, by game id."""

DEALT = ("deal", "steps", "scenario", "play")
"""The kinds of widget of a game the engine deals and plays."""

KINDS_OF: dict[str, tuple[str, ...]] = {**{game: DEALT for game in RENDERERS if game != "french-tarot"},
                                        "french-tarot": ("calculator", "steps", "play", "scenario")}
"""The kinds of widget each game draws: French Tarot its calculator (a deal scored, a hand dealt or typed and judged, a
taker's chances counted), its deal walked step by step up to the first card, its deal played card by card, and a
deal of hands and a dog the reader gives, played card by card."""

KIND_WORDS = {"deal": "sample deal", "steps": "step by step", "scenario": "your own case",
              "play": "played card by card", "calculator": "calculator"}
"""How a widget's region is named for screen readers, after the game's title."""

STATIC_NOTE = "Sample deal, worked out in advance."
"""The status line as built: true with JavaScript off too. The host (assets/host.js) replaces it as soon as it
mounts the widget, with the engine's progress, then with what the reader can do."""

NOSCRIPT_NOTE = "Live dealing needs JavaScript, which is off."
"""Added to the status line for a browser without JavaScript, in a <noscript> that a browser with JavaScript never
shows and that search leaves out."""


def _answer(state: WidgetState) -> tuple[Renderer, Envelope]:
    """The game's renderer and the engine's response for ``state``, or the engine's refusal."""
    renderer = RENDERERS.get(state.game)
    if renderer is None:
        raise EngineError("game", f"unknown game {state.game!r}: the games are {', '.join(RENDERERS)}")
    if state.kind not in KINDS_OF[state.game]:
        raise EngineError("kind", f"a widget of this game is a {' or a '.join(KINDS_OF[state.game])}, not a "
                          f"{state.kind}")
    return renderer, answer(renderer.request(state))


def step_count(state: WidgetState) -> int:
    """How many explanation steps the view of ``state`` has."""
    _, response = _answer(state)
    return len(steps_of(response))


def view(state: WidgetState) -> str:
    """The body of a widget showing ``state``; an :class:`EngineError` names the field the engine refused, but for
    a scenario's hand still to be typed, where the form asks for it (:func:`widgets.forms.hand_to_type`)."""
    try:
        renderer, response = _answer(state)
    except EngineError as error:
        known = RENDERERS.get(state.game)
        waiting = None if known is None else hand_to_type(state, error, known.SETTLE)
        if known is None or waiting is None:
            raise
        return known.controls(state) + waiting
    steps = len(steps_of(response))
    if state.kind != "deal" and not 0 <= state.step < steps:
        raise EngineError("step", f"this deal has steps 1 to {steps}, not {state.step + 1}")
    html = renderer.body(state, predict.masked_answer(state, response), state.step)
    form = renderer.controls(state)
    return form + predict.toggle(state) + html[len(form):] if html.startswith(form) else html


def shown_rule(state: WidgetState) -> str:
    """The rule of the step ``state`` shows, which tells whether a predict mode's Next reveals it."""
    _, response = _answer(state)
    steps = steps_of(response)
    return steps[min(state.step, len(steps) - 1)]["rule"]


REFUSAL_PLACES = ('<section class="ma-choices"', '<section class="ma-homme-choice"')
"""Where a refused move's message goes in a kept view: just before the reader's choices, beside the card or word
that was refused."""

MOVES = ("decisions", "moves", "discard")
"""The request fields that hold the reader's moves: their refusal is shown beside the choices, not the form."""


def error_view(error: EngineError, attempted: WidgetState | None, kept: WidgetState | None = None) -> str:
    """A refused state: the last good view of ``kept`` with the form as the reader left it and the reason in plain
    words beside what caused it (the choices for a move, the form for a field); without a last good view, the
    reason, the form and a way back."""
    message = (f'<div class="ma-error" role="alert"><p><strong>Not accepted.</strong> '
               f'{esc(_field_words(error.field))}: {esc(error.reason)}.</p>'
               f'<button{attrs(type="button", data_action="reset")}>Undo this change</button></div>')
    form = _form(attempted)
    table = _kept_view(kept)
    if table is None or kept is None:
        return message + (form or "")
    renderer = RENDERERS[kept.game]
    kept_form = renderer.controls(kept)
    if not table.startswith(kept_form):
        return message + table
    rest = table[len(kept_form):]
    if error.field.split("[")[0] in MOVES:
        place = min((rest.find(marker) for marker in REFUSAL_PLACES if marker in rest), default=-1)
        if place >= 0:
            return kept_form + rest[:place] + message + rest[place:]
    return (form or kept_form) + message + rest


def _form(state: WidgetState | None) -> str | None:
    """The form of ``state`` as the reader left it, or ``None`` where there is none to show (an unknown game or
    variant: the message says why)."""
    renderer = RENDERERS.get(state.game) if state is not None else None
    if state is None or renderer is None:
        return None
    try:
        return renderer.controls(state)
    except KeyError:
        return None


def _kept_view(state: WidgetState | None) -> str | None:
    """The view of the last good state, or ``None`` when there is none to keep."""
    if state is None:
        return None
    try:
        return view(state)
    except EngineError:
        return None


def root(widget_id: str, state: WidgetState) -> str:
    """The whole widget as the page carries it: its state, its status line and its static view."""
    state = state.but(predict=False, revealed=None)  # a live mode: the page as built shows the whole table
    game = GAMES.get(state.game)
    label = f"{game.title if game else state.game}: {KIND_WORDS[state.kind]}"
    return (
        f'<div{attrs(class_="ma-widget", id=widget_id, data_widget=widget_id, data_kind=state.kind, data_status="static", data_state=json.dumps(state.as_dict(), ensure_ascii=False), role="region", aria_label=label)}>'
        f'<p class="ma-widget__status" role="status" aria-live="polite">{esc(STATIC_NOTE)}'
        f'<noscript data-search-exclude> {esc(NOSCRIPT_NOTE)}</noscript></p>'
        f'<div class="ma-widget__body">{view(state)}</div></div>'
    )


FIELD_WORDS = {
    "seed": "The seed", "players": "The number of players", "game": "The game", "variant": "The rules",
    "step": "The step", "fragment": "The link", "hands": "The hands", "farmer": "The farmer", "kind": "The kind of widget",
    "pack": "The pack", "stakes": "The stakes", "decisions": "Your choice", "order": "The order of the cards",
    "trump": "The trump card", "limit": "The table limit", "deals": "The number of deals", "action": "The choice",
    "seat": "Your seat", "cards": "Your cards", "discard": "The discard", "hand": "The hand",
    "taker": "The taker", "contract": "The contract", "points": "The taker's points", "oudlers": "The oudlers",
    "partner": "The partner", "poignees": "The poignée", "petit_au_bout": "The Petit au bout",
    "chelem": "The chelem", "made_by": "The chelem", "rounding": "Rounding", "pile": "The taker's pile",
    "tricks": "The taker's tricks", "miseres": "Misère", "petit_chelem": "The petit chelem", "scale": "The scale",
    "garde_contre": "The garde contre's multiplier", "judge": "The hand", "missing": "The cards you lack",
    "held": "The cards you hold", "of": "The kind's size", "turnups": "The turn-ups",
}
"""A request's fields in words, as a refusal names them."""


def _field_words(field: str) -> str:
    """The field a refusal names, in words: its last part where the words know it (``deals[0].points``, the
    taker's points), else its first (``stakes[0].K``, the stakes)."""
    for part in (field.rsplit(".", 1)[-1].split("[")[0], field.split(".")[0].split("[")[0]):
        if part in FIELD_WORDS:
            return FIELD_WORDS[part]
    return f"The field {field}"


def refusal(error: EngineError) -> dict[str, str]:
    """A refusal as the live widget answers it: the engine's ``field`` and ``reason``, and ``label``, the field in
    the words the page uses, for the status line."""
    return {"field": error.field, "reason": error.reason, "label": _field_words(error.field)}

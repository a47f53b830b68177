"""A widget's view from its state: the engine answers, the game's renderer writes the HTML.

Used at build time for the static view and in the browser for the live view, so
the two are the same HTML for the same state.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping

from engine.api import GAMES, EngineError, Envelope, StepJson, named_in_sentence, not_a_move, parse_any, worded
from widgets import predict
from widgets.forms import empty_hand, hand_to_type, typed
from widgets.games import RENDERERS, renderer_of
from widgets.html import attrs, esc
from widgets.renderer import Renderer
from widgets.requests import answer
from widgets.speech import Words
from widgets.state import WidgetState
from widgets.table import steps_of

say = Words(__name__)

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
    renderer = renderer_of(state.game)
    if renderer is None:
        raise EngineError("game", say("unknown game {game}: the games are {games}", game=repr(state.game),
                                      games=", ".join(RENDERERS)))
    if state.kind not in renderer.kinds:
        raise EngineError("kind", say("a widget of this game is a {kinds}, not a {kind}", kind=state.kind,
                                      kinds=say(" or a ").join(renderer.kinds)))
    return renderer, answer(renderer.request(state))


def _told(renderer: Renderer, state: WidgetState, response: Envelope) -> Envelope | None:
    """For a class watching a dealt deal in the predict mode, the engine's answer to an onlooker (``"seat": 0``):
    what its steps say to a reader told only what every seat may see; ``None`` for any other view."""
    if not predict.on(state) or state.kind not in predict.ONLOOKED or response.get("reader") is not None:
        return None
    request = renderer.request(state)
    return answer({**request, "seat": 0}) if "seat" not in request else None


def step_count(state: WidgetState) -> int:
    """How many explanation steps the view of ``state`` has."""
    _, response = _answer(state)
    return len(steps_of(response))


def view(state: WidgetState, prompt: bool = True) -> str:
    """The body of a widget showing ``state``; an :class:`EngineError` names the field the engine refused, but for
    a scenario's hand still to be typed, where the form asks for it (:func:`widgets.forms.hand_to_type`), unless
    not to ``prompt`` (a link, whose empty hand was cut short or copied too soon: it is refused, naming the seat)."""
    try:
        renderer, response = _answer(state)
    except EngineError as error:
        if error.field == "players" and state.kind == "scenario" and state.hands:
            raise EngineError("hands", say("{hands} given, one for each player, and {reason}",
                                           hands=say.count(len(state.hands), "hand"),
                                           reason=f"{error.reason[:1].lower()}{error.reason[1:]}")) from None
        known = renderer_of(state.game)
        name = empty_hand(state, error)
        if known is None or name is None:
            raise
        if not prompt:
            raise EngineError(error.field, say("the link leaves {name}'s hand empty (it was copied before the hand "
                                               "was typed, or cut short): {reason}", name=name,
                                               reason=error.reason)) from None
        return known.controls(state) + hand_to_type(name, Words(known.home)(known.settle))
    every = steps_of(response)
    steps = len(every)
    if state.kind != "deal" and not 0 <= state.step < steps:
        raise EngineError("step", say("this deal has steps 1 to {steps}, not step {number} (a link writes it "
                                      "step={step}, counting from 0)", steps=steps, number=state.step + 1,
                                      step=state.step))
    shown = state.step if state.kind != "deal" else min(state.step, steps - 1)  # a deal shows its end at most
    html = renderer.body(state, predict.masked_answer(state, response, _told(renderer, state, response)), shown)
    form = renderer.controls(state)
    switch = predict.toggle(state, every)
    return form + switch + html[len(form):] if html.startswith(form) else html


def shown_step(state: WidgetState) -> StepJson:
    """The step ``state`` shows, as the engine answered it: whether a predict mode's Next reveals it, and the
    answer its question checks."""
    _, response = _answer(state)
    steps = predict.prepared(state, response)
    return steps[min(state.step, len(steps) - 1)]


MOVES = ("decisions", "moves", "discard")
"""The request fields that hold the reader's moves: their refusal is shown beside the choices, not the form."""


def error_view(error: EngineError, attempted: WidgetState | None, kept: WidgetState | None = None,
               sent: Mapping[object, object] | None = None) -> str:
    """A refused state: the last good view of ``kept`` with the form as the reader left it (``sent``, the form's
    fields as typed, refused or not) and the reason in plain words beside what caused it (the choices for a move,
    the form for a field); without a last good view, the reason, the form and a way back."""
    message = (f'<div class="ma-error" role="alert"><p><strong>{esc(say("Not accepted."))}</strong> '
               f'{esc(say("{field}: {reason}.", field=field_words(error.field, attempted or kept), reason=in_words(error)))}</p>'
               f'<button{attrs(type="button", data_action="reset")}>{esc(say("Undo this change"))}</button></div>')
    form = _form(attempted)
    table = _kept_view(kept)
    if table is None or kept is None:
        return message + _as_typed(form or "", sent, error.field)
    renderer = RENDERERS[kept.game]
    kept_form = renderer.controls(kept)
    if not table.startswith(kept_form):
        return message + table
    rest = table[len(kept_form):]
    if error.field.split("[")[0] in MOVES:
        place = min((rest.find(marker) for marker in renderer.refusal_places if marker in rest), default=-1)
        if place >= 0:
            return kept_form + rest[:place] + message + rest[place:]
    return _as_typed(form or kept_form, sent, error.field) + message + rest


def _as_typed(form: str, sent: Mapping[object, object] | None, field: str) -> str:
    """``form`` holding what the reader typed, the refused field marked: the form field a refusal's field names is
    its last part (``deals[0].points``: ``points``), a seat's hand ``hand-<seat>``."""
    seat = re.fullmatch(r"hands\[(\d+)\].*", field)
    name = f"hand-{int(seat.group(1)) + 1}" if seat else field.rsplit(".", 1)[-1].split("[")[0]
    return typed(form, sent or {}, name)


def _form(state: WidgetState | None) -> str | None:
    """The form of ``state`` as the reader left it, or ``None`` where there is none to show (an unknown game or
    variant: the message says why)."""
    renderer = renderer_of(state.game) if state is not None else None
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


def region_label(state: WidgetState, label: str | None = None) -> str:
    """How screen readers name a widget's region: ``label`` when its block gives one, else the game's title and
    the kind of widget."""
    game = GAMES.get(state.game)
    return label or say("{game}: {kind}", game=worded(game.title) if game else state.game,
                        kind=say(KIND_WORDS[state.kind]))


def root(widget_id: str, state: WidgetState, label: str | None = None) -> str:
    """The whole widget as the page carries it: its state, its status line and its static view; ``label`` names its
    region for screen readers (by default the game's title and the kind of widget), so that two widgets of one kind
    on a page can be told apart."""
    state = state.but(predict=False, revealed=None)  # a live mode: the page as built shows the whole table
    label = region_label(state, label)
    return (
        f'<div{attrs(class_="ma-widget", id=widget_id, data_widget=widget_id, data_kind=state.kind, data_status="static", data_state=json.dumps(state.as_dict(), ensure_ascii=False), role="region", aria_label=label)}>'
        f'<p class="ma-widget__status" role="status" aria-live="polite">{esc(say(STATIC_NOTE))}'
        f'<noscript data-search-exclude> {esc(say(NOSCRIPT_NOTE))}</noscript></p>'
        f'<div class="ma-widget__body">{view(state)}</div></div>'
    )


FIELD_WORDS = {
    "seed": "The seed", "players": "The number of players", "game": "The game", "variant": "The rules",
    "step": "The step", "fragment": "The link", "hands": "The hands", "kind": "The kind of widget",
    "pack": "The pack", "stakes": "The stakes", "decisions": "Your choice", "order": "The order of the cards",
    "deals": "The number of deals", "action": "The choice", "seat": "Your seat", "cards": "Your cards",
    "hand": "The hand",
}
"""The request fields several games share, in words, as a refusal names them; each game's renderer adds its own
(:attr:`widgets.renderer.Renderer.field_words`)."""


def field_words(field: str, state: WidgetState | None = None) -> str:
    """The field a refusal names, in words, those of the game of ``state`` first: its last part where the words
    know it (``deals[0].points``, the taker's points), else its first (``stakes[0].K``, the stakes)."""
    renderer = renderer_of(state.game) if state is not None else None
    own = renderer.field_words if renderer is not None else {}
    for part in (field.rsplit(".", 1)[-1].split("[")[0], field.split(".")[0].split("[")[0]):
        if part in own and renderer is not None:
            return Words(renderer.home)(own[part])
        if part in FIELD_WORDS:
            return say(FIELD_WORDS[part])
    return say("The field {field}", field=field)


def refusal(error: EngineError, state: WidgetState | None = None) -> dict[str, str]:
    """A refusal as the live widget answers it: the engine's ``field`` and ``reason``, and ``label``, the field in
    the words the page uses (those of the game of ``state``), for the status line."""
    return {"field": error.field, "reason": in_words(error), "label": field_words(error.field, state)}


MOST_NAMED = 6
"""The most cards a refusal names one by one; beyond, it says how many are offered."""


def in_words(error: EngineError) -> str:
    """An engine refusal as the page words it: a move that is no move at that turn, where the moves allowed name
    cards (``play 9CA``), is refused with the cards named, or with how many the widget offers when there are more
    than :data:`MOST_NAMED`; any other refusal keeps the engine's reason.

    >>> in_words(EngineError("decisions[0]", "…", "fly", ["play 9CA", "play DPI"]))
    "'fly' is not a move here: the cards allowed are nine of diamonds and queen of spades"
    >>> in_words(EngineError("decisions[0]", "'fly' is not a move here: the moves are draw, stand", "fly",
    ...                      ["draw", "stand"]))
    "'fly' is not a move here: the moves are draw, stand"
    """
    if error.move is None:
        return error.reason
    try:
        names = [named_in_sentence(parse_any(move.split()[-1])) for move in error.legal]
    except EngineError:
        return error.reason
    if not names:
        return error.reason
    said = not_a_move(error.move)
    if len(names) > MOST_NAMED:
        return say("{refused}: choose one of the {count} cards the widget offers", refused=said, count=len(names))
    if len(names) == 1:
        return say("{refused}: the card allowed is {card}", refused=said, card=names[0])
    return say("{refused}: the cards allowed are {cards} and {last}", refused=said, cards=", ".join(names[:-1]),
               last=names[-1])
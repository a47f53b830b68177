"""What a game's widgets are to the rest of the widgets: one :class:`Renderer` object, exported by its module
under ``widgets/games/``, that says which games and kinds of widget it draws, the options and roles its states
carry, its request fields in words, and how it builds its request, draws its body and its form and handles its own
actions.

The shared code (:mod:`widgets.render`, :mod:`widgets.state`, :mod:`widgets.live`) reaches every game through
this object alone, so that adding a game is a module under ``widgets/games/`` and a line in its registry.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.api import Envelope

from widgets.asks import Ask
from widgets.declared import Declared

if TYPE_CHECKING:
    from widgets.requests import Request
    from widgets.state import WidgetState

Act = Callable[["WidgetState", str, object], "WidgetState | None"]
"""A game's own widget action: the state, the action's name and value, to the new state (``None``: not its own)."""

DEALT = ("deal", "steps", "scenario", "play")
"""The kinds of widget of a game the engine deals and plays."""

BEFORE_CHOICES = '<section class="ma-choices"'
"""Where a refused move's message goes in a kept view of most games: just before the reader's choices."""


def no_action(state: WidgetState, action: str, value: object) -> WidgetState | None:
    """The actions of a renderer that has none of its own: every action is left to the shared ones."""
    return None


@dataclass(frozen=True)
class Renderer:
    """A game's widgets: the game ids it draws, its kinds of widget, its options, roles and field words, its settle
    button, and the functions that turn a state into a request, a body, a form and a picture, and an action into a
    new state."""

    home: str
    """The module that declares it (``__name__``): the words it declares (its settle button, its questions, its
    options and fields in words) are translated by that module's :class:`~widgets.speech.Words`."""
    games: tuple[str, ...]
    """The engine's game ids it draws, in the order a refusal lists them."""
    kinds: tuple[str, ...]
    """The kinds of widget it draws (:data:`widgets.state.KINDS`), in the order a refusal lists them."""
    options: Mapping[str, str]
    """The options its states may carry, kept as text: each name with what it holds, in the order a state and a
    URL write them."""
    field_words: Mapping[str, str]
    """Its own request fields in words (``"The taker"``), as a refusal names them; the shared ones are
    :data:`widgets.render.FIELD_WORDS`."""
    settle: str
    """The label of the button that plays a scenario the reader typed."""
    request: Callable[[WidgetState], Request]
    """The engine request behind a state's view."""
    body: Callable[[WidgetState, Envelope, int], str]
    """The widget's body, its form first, for a state, the engine's answer and the step shown."""
    controls: Callable[[WidgetState], str]
    """The form, from the state alone (it shows what the reader gave even when the engine refuses it); raises
    ``KeyError`` for an unknown variant."""
    picture: Callable[[WidgetState, Envelope, int], str]
    """The part of the table that pictures the game at a step, for a state, the engine's answer and the step (a
    ```picture block, :mod:`widgets.pictures`): drawn by the same functions as the body's table, with no control,
    so that it shows what the widget shows; an :class:`~engine.api.EngineError` on ``at`` when the step has nothing
    of it to draw."""
    act: Act = no_action
    """Its own actions (a card played, a pack chosen...), or ``None`` for an action that is not its own."""
    decisive: tuple[Ask, ...] = ()
    """The questions the "predict, then check" mode asks (:class:`widgets.asks.Ask`): at which rules, named
    without their game or variant (``win.sixteen`` for ``ferme-1800.win.sixteen``), in which words, about which seat
    or move, and among which rival rules. Our choice: the steps a class can argue about from what lies on the
    table."""
    warming: tuple[dict[str, object], ...] = ()
    """Engine requests, less their seed, that the worker answers to warm the interpreter up while the reader reads
    (:func:`widgets.live.warm`): quick ones, a millisecond or two each, that run this game's code."""
    views: tuple[dict[str, object], ...] = ()
    """Widget messages the worker draws and drops once the reader pauses (:func:`widgets.live.warm_view`): a view's
    drawing runs much code the engine's requests do not, and the reader's first click draws one."""
    roles: Mapping[str, str] = field(default_factory=dict)
    """The fields of its scenarios that each give a role to a seat, counted from 1, with what the role is, in the
    order a state and a URL write them: the seats its reader chooses beside the hands (the first seat unless given)."""
    refusal_places: tuple[str, ...] = field(default=(BEFORE_CHOICES,))
    """Where a refused move's message goes in a kept view: just before the first of these that the view holds,
    beside the card or word that was refused."""
    declared: Declared = field(init=False)
    """Its options, roles and questions, as it hands them to every state it reads (:mod:`widgets.declared`)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "declared", Declared(tuple(self.options), self.decisive, tuple(self.roles), self.home))

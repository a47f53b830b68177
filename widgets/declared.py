"""What a game's widgets declare to the shared state and to the "predict, then check" mode: the options its states
carry, the roles a scenario's reader gives to seats, and the questions the mode asks.

A renderer holds its game's :class:`Declared` and hands it to every state it reads, and the state keeps it, so that
the state and the mode find their game's options and questions in what they are given, never by looking up the
registry of renderers, which lies above them.
"""

from __future__ import annotations

from dataclasses import dataclass

from widgets.asks import Ask


@dataclass(frozen=True)
class Declared:
    """A game's widget options, in the order a state and a URL write them, the roles a scenario gives to seats, and
    its questions in the mode."""

    options: tuple[str, ...] = ()
    decisive: tuple[Ask, ...] = ()
    roles: tuple[str, ...] = ()
    """The fields of a scenario that each give a role to a seat, counted from 1 (the first seat unless given), in the
    order a state and a URL write them, just before the hands."""
    home: str = ""
    """The module that declares them, whose words translate the questions' words (:mod:`widgets.speech`)."""


NOTHING = Declared()
"""What a game no widget draws declares: no option, no role and no question (its view names the game as unknown)."""

"""The sentences of the refusals every game shares: a move that is no move at this turn, and a move once the game
is over (:class:`engine.model.Decision`, :class:`engine.model.State`)."""

from __future__ import annotations

from engine.errors import not_a_move
from engine.said import Words

MOVE_WORDS = Words({
    "move.unknown": lambda t: f"{not_a_move(t.term('move'))}: the moves are {', '.join(t.terms('legal'))}",
    "game.over": lambda t: "the game is over: nobody has a move to make",
}, home=__name__)
"""The shared refusals, by message id."""

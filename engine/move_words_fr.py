"""The refusals every game shares, in French (:mod:`engine.move_words`): a move that is no move at this turn, and a
move once the game is over."""

from __future__ import annotations

from engine.said import Sentence

SENTENCES: dict[str, Sentence] = {
    "move.unknown": lambda t: f"« {t.term('move')} » n’est pas un coup possible ici : les coups possibles sont "
                              f"{', '.join(t.terms('legal'))}",
    "game.over": lambda t: "la partie est finie : personne n’a plus de coup à jouer",
}
"""The shared refusals in French, by message id."""

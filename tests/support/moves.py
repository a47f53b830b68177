"""Reading an answer's moves back in the tests, as its reader may read them."""

from __future__ import annotations

from engine.model import UNSEEN


def same_moves(moves: list[str], others: list[str]) -> bool:
    """Whether two answers' moves are the same game's, as their readers may read them: a move made face down stands
    as ``"ecart ?"`` to a reader who may not see it."""
    return len(moves) == len(others) and all(
        move == other or UNSEEN in (move.split()[-1], other.split()[-1]) and move.split()[0] == other.split()[0]
        for move, other in zip(moves, others))

"""Homme d'Auvergne in the "predict, then check" mode: the turn-up, a player's free choice, is asked with the policy
our seats follow, labelled as ours."""

from __future__ import annotations

from tests.test_predict import questions, steps
from widgets import predict
from widgets.games import state_of
from widgets.html import esc
from widgets.render import view


def test_a_question_about_our_seats_choice_states_their_policy_as_ours():
    """Homme's turn-up is a player's free choice: the question gives the policy our seats follow, labelled ours."""
    state = state_of({"game": "homme", "kind": "steps", "seed": 1, "players": 3, "predict": "1"})
    at = next(at for at in questions(state) if steps(state)[at]["rule"] == "homme.auction.turn-up")
    html = view(state.but(step=at))
    assert f'<p class="ma-predict__ours" data-say>{esc(predict.OURS)} a seat turns up the card' in html

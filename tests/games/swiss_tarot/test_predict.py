"""The Swiss Tarot in the "predict, then check" mode: a watched deal hides every hand and asks each trick, and a
seated reader keeps his own hand to choose from."""

from __future__ import annotations

from tests.test_predict import QUESTION_MARK, first_decisive, steps
from widgets.games import state_of
from widgets.render import view

SWISS = state_of({"game": "swiss-tarot", "kind": "play", "seed": "42", "players": "3", "deals": "1", "predict": "1"})


def test_swiss_tarot_watched_hides_every_hand_and_asks_each_trick():
    at = first_decisive(SWISS)
    assert steps(SWISS)[at]["rule"] == "swiss-tarot.trick.win"
    asked = view(SWISS.but(step=at))
    assert QUESTION_MARK in asked and "is-winner" not in asked
    assert asked.count("cards in hand") == 3
    assert "cards in hand" not in view(SWISS.but(predict=False, step=at))


def test_a_seated_reader_keeps_his_own_hand():
    seated = SWISS.with_options(seat="2").but(predict=True)
    html = view(seated.but(step=len(steps(seated)) - 1))
    # The two others' hands are counted; his own is the cards to choose from, which his seat counts too.
    assert html.count("cards in hand") == 3 and html.count("cards in hand, shown above to choose from") == 1
    choices = html.split('<section class="ma-choices"', 1)[1].split("</section>", 1)[0]
    assert choices.count("data-card=") == 25

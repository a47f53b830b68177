"""French Tarot in the "predict, then check" mode: watching a deal, a bid shows every hand and a trick hides those
still to play; the Petit au bout is asked at the trick that shows it; the score calculator asks whether the
contract is made and its multiplier; the hand judge asks the guide's bid and hides nothing."""

from __future__ import annotations

from tests.support.pages import page_blocks
from tests.test_predict import QUESTION_MARK, answer_with, questions, steps
from widgets import predict
from widgets.games import state_of
from widgets.render import shown_step, view

TAROT = state_of({"game": "french-tarot", "kind": "steps", "seed": "1", "players": "4", "predict": "1"})


def test_watching_french_tarot_a_bid_shows_every_hand_and_a_trick_hides_those_to_play():
    bid = next(at for at in questions(TAROT) if steps(TAROT)[at]["rule"] in ("french-tarot.bid.pass",
                                                                            "french-tarot.bid.higher"))
    assert bid < next(at for at in questions(TAROT) if steps(TAROT)[at]["rule"] == "french-tarot.bid.contracts")
    asked = view(TAROT.but(step=bid))
    assert QUESTION_MARK in asked and asked.count("ma-card--back") == 6  # every hand shown, the dog still hidden
    assert view(TAROT.but(step=bid - 1)).count("ma-card--back") == 72 + 6  # elsewhere every hand stays hidden
    play = state_of({**page_blocks("french-tarot")["french-tarot-play"], "predict": "1"})
    trick = next(at for at in questions(play) if steps(play)[at]["rule"] == "french-tarot.trick.win")
    html = view(play.but(step=trick))
    played = steps(play)[trick]["data"]["trick"]
    # The hands less the tricks played, the trick asked about included, and the écart.
    assert QUESTION_MARK in html and html.count("ma-card--back") == 4 * 18 - 4 * played + 6
    for code in steps(play)[trick]["cards"]:
        assert f'data-card="{code}"' in html  # the trick lies face up


def test_the_petit_au_bout_is_asked_at_the_trick_that_shows_it_not_where_the_score_adds_it():
    """Seed 4 at four players: Claude takes the last trick, which holds the Petit; the score's own step about the
    bonus, which names no seat, is not asked."""
    state = state_of({"game": "french-tarot", "kind": "play", "seed": 4, "players": 4, "predict": "1"})
    bonus = [i for i, step in enumerate(steps(state)) if step["rule"] == "french-tarot.bonus.petit-au-bout"]
    assert len(bonus) == 2 and predict.decisive(steps(state)[bonus[0]], state.declared.decisive)
    assert not predict.decisive(steps(state)[bonus[1]], state.declared.decisive)
    at = state.but(step=bonus[0])
    asked = predict.question(at, shown_step(at))
    assert asked is not None and asked.prompt == "Who has the Petit au bout?"
    assert asked.rule_words == ("Petit au bout", "Petit au bout in a chelem")
    assert predict.right_answers(at, shown_step(at)) == (2, 0)  # Claude, by the last trick's rule
    right = answer_with(at, right=True)
    assert "<strong>Right:</strong> “Claude”, by “Petit au bout”" in right["html"]


CALCULATOR = state_of({"game": "french-tarot", "kind": "calculator", "players": 4, "contract": "garde",
                                      "points": "53", "oudlers": "2", "poignee": "1:single", "predict": "1"})
"""French Tarot's score calculator in the mode: a garde made with 53 points and two oudlers, a single poignée."""


def test_the_score_calculator_asks_whether_the_contract_is_made_and_its_multiplier():
    asked = questions(CALCULATOR)
    assert [steps(CALCULATOR)[at]["rule"] for at in asked] == ["french-tarot.contract.needed",
                                                              "french-tarot.score.multiplier"]
    assert len(asked) * 5 >= len(steps(CALCULATOR))
    first = predict.question(CALCULATOR.but(step=asked[0]), shown_step(CALCULATOR.but(step=asked[0])))
    assert first is not None and first.prompt == "Does Anne make the contract?" and first.choices == ("Made", "Lost")
    made = answer_with(CALCULATOR.but(step=asked[0]), right=True)
    assert "<strong>Right:</strong> “Made”" in made["html"]
    at = CALCULATOR.but(step=asked[1])
    multiplier = predict.question(at, shown_step(at))
    assert multiplier is not None and multiplier.choices == ("× 1", "× 2", "× 4", "× 6")
    assert predict.right_answers(at, shown_step(at)) == (1, None)  # a garde doubles
    wrong = answer_with(at, right=False)
    assert "<strong>Not quite:</strong>" in wrong["html"] and "the answer is “× 2”" in wrong["html"]


def test_a_multiplier_the_list_lacks_is_offered_as_a_figure():
    state = CALCULATOR.with_options(contract="garde-contre", garde_contre="8")
    at = next(i for i in questions(state) if steps(state)[i]["rule"] == "french-tarot.score.garde-contre-8")
    asked = predict.question(state.but(step=at), shown_step(state.but(step=at)))
    assert asked is not None and asked.choices[-1] == "8" and not asked.rules
    assert predict.right_answers(state.but(step=at), shown_step(state.but(step=at)))[0] == len(asked.choices) - 1


def test_the_hand_judge_asks_the_guides_bid_and_hides_nothing():
    state = state_of({"game": "french-tarot", "kind": "calculator", "players": 4, "judge": "dealt",
                                     "seed": 3, "predict": "1"})
    asked = questions(state)
    assert [steps(state)[at]["rule"] for at in asked] == ["french-tarot.evaluate.bid"]
    at = state.but(step=asked[0])
    question = predict.question(at, shown_step(at))
    assert question is not None and question.prompt == "What does the guide advise for Anne's hand?"
    assert question.choices == ("Pass", "Prise", "Garde", "Garde sans", "Garde contre")
    assert predict.right_answers(at, shown_step(at))[0] == 0  # 22 points: the guide says pass
    shown = view(at)
    assert "ma-card--back" not in shown and shown.count("data-card=") >= 18  # the judged hand stays face up
    assert "Predict, then check" in shown and "hides the cards" not in shown  # the switch promises no hiding here

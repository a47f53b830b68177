"""Farmer in the "predict, then check" mode: the cards dealt face down and their totals stay hidden, a question of
who wins offers every seat and nobody, the rules it offers are Farmer's own in words, and a tie asks whom each tie
rule picks."""

from __future__ import annotations

from tests.support.pages import page_blocks
from tests.test_predict import QUESTION_MARK, questions, steps, told
from widgets import predict
from widgets.asks import WINNER
from widgets.games import state_of
from widgets.html import esc
from widgets.render import shown_step, view

FARMER = state_of({"game": "farmer", "kind": "steps", "seed": "42", "players": "3", "predict": "1"})


def test_face_down_cards_and_their_totals_are_hidden_in_farmer():
    at = next(i for i, step in enumerate(steps(FARMER)) if step["rule"] == "farmer.draw.order")
    plain, hidden = view(FARMER.but(predict=False, step=at)), view(FARMER.but(step=at))
    assert "is-down" in plain and "is-down" not in hidden
    assert hidden.count("ma-card--back") == 3  # each seat's card dealt face down
    assert 'class="ma-seat__total"' in plain and 'class="ma-seat__total">' not in hidden.replace("bust", "")


def test_a_question_of_who_wins_offers_every_seat_and_nobody_and_holds_back_its_answer():
    at = next(i for i in questions(FARMER)
              if predict.ask_of(steps(FARMER)[i], FARMER.declared.decisive).part == WINNER)
    step = steps(FARMER)[at]
    asked = view(FARMER.but(step=at))
    assert QUESTION_MARK in asked and f"Step {at + 1} of {len(steps(FARMER))}: predict" in asked
    assert esc(told(FARMER, at)) not in asked and f'href="#{step["rule"]}"' not in asked
    assert "is-highlighted" not in asked and "is-winner" not in asked
    offered = predict.question(FARMER.but(step=at), step)
    assert offered is not None and offered.choices == ("Anne", "Blaise", "Claude", "Nobody")
    assert asked.count('data-action="answer"') == FARMER.players + 1 + len(offered.rules)  # each seat, and nobody
    assert 'aria-pressed="false"' in asked and "Your answers: none yet" in asked and 'data-action="again"' in asked
    shown = view(FARMER.but(step=at, revealed=at))
    assert QUESTION_MARK not in shown and esc(told(FARMER, at)) in shown and f'href="#{step["rule"]}"' in shown


def test_the_rules_offered_are_the_steps_own_and_its_rivals_in_plain_words():
    farm = next(i for i, step in enumerate(steps(FARMER)) if step["rule"] in
                ("farmer.win.sixteen", "farmer.no-sixteen.farm-stays") and len(step["seats"]) <= 1)
    asked = predict.question(FARMER.but(step=farm), steps(FARMER)[farm])
    assert asked is not None and steps(FARMER)[farm]["rule"] in asked.rules
    assert set(asked.rule_words) <= {"Exactly sixteen", "No sixteen: the farm stays"} and asked.choices[-1] == "Nobody"
    assert all("." not in word for word in asked.rule_words)  # words, never rule ids


def test_a_tie_rule_asks_whom_it_picks_among_the_tied():
    tie = state_of({**page_blocks("farmer")["farmer-tie"], "predict": "1"})
    asked = [at for at in questions(tie) if steps(tie)[at]["rule"].startswith("farmer.tie.")]
    assert len(asked) == 4
    last = tie.but(step=asked[-1])
    question = predict.question(last, shown_step(last))
    assert question is not None and "nearest the farmer" in question.prompt and question.choices[-1] == "Still tied"
    assert predict.right_answers(last, shown_step(last))[0] == 3  # Denise
    first = tie.but(step=asked[0])
    assert predict.right_answers(first, shown_step(first))[0] == len(question.choices) - 1  # still tied

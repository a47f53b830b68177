"""The "predict, then check" mode of the stepping widgets (widgets/predict.py): the state keeps it in the URL, the
table hides what nobody could yet know, a decisive step is asked as a question the reader answers with buttons, the
answer is checked and counted, and the deal can be tried again."""

from __future__ import annotations

import json
import re

import pytest

from engine.errors import EngineError
from engine.games import GAMES
from widgets import predict
from widgets.asks import WINNER
from widgets.games import RENDERERS, state_of
from widgets.html import esc
from widgets.live import respond
from widgets.render import root, shown_step, view
from widgets.requests import answer
from widgets.state import MAX_CHOICE, MAX_STEP, WidgetState
from widgets.table import steps_of
from tests.support.pages import GAME_PAGES, page_blocks
from tests.test_rule_ids import rules_of

FARMER = state_of({"game": "farmer", "kind": "steps", "seed": "42", "players": "3", "predict": "1"})
SWISS = state_of({"game": "swiss-tarot", "kind": "play", "seed": "42", "players": "3",
                                 "deals": "1", "predict": "1"})
TAROT = state_of({"game": "french-tarot", "kind": "steps", "seed": "1", "players": "4", "predict": "1"})
QUESTION_MARK = 'class="ma-predict__question"'


def steps(state: WidgetState) -> list:
    return steps_of(answer(RENDERERS[state.game].request(state)))


def questions(state: WidgetState) -> list[int]:
    return [i for i, step in enumerate(steps(state)) if predict.decisive(step, state.declared.decisive)]


def first_decisive(state: WidgetState) -> int:
    return questions(state)[0]


def send(state: WidgetState | dict, action: str, value: object = None) -> dict:
    fields = state.as_dict() if isinstance(state, WidgetState) else state
    message = {"state": fields, "action": action, **({"value": value} if value is not None else {})}
    return json.loads(respond(json.dumps(message)))


def answer_with(state: WidgetState, right: bool) -> dict:
    """Answers the question ``state`` shows, every part right or every part wrong, as the buttons send it."""
    good = predict.right_answers(state, shown_step(state))
    asked = predict.question(state, shown_step(state))
    assert asked is not None
    reply: dict = {"state": state.as_dict()}
    for kind, offered, correct in (("choice", asked.choices, good[0]), ("rule", asked.rules, good[1])):
        if not offered:
            continue
        assert correct is not None, (state, kind)
        pick = correct if right else (correct + 1) % len(offered)
        reply = send(reply["state"], "answer", f"{kind}-{pick}")
        assert reply["ok"], reply
    return reply


def said(html: str) -> str:
    """What the host's live region says after an answer: the parts marked data-say, then the step's sentence."""
    parts = [text for _, text in re.findall(r'<(h4|p)\b[^>]*\bdata-say\b[^>]*>(.*?)</\1>', html, re.S)]
    parts += re.findall(r'<p class="ma-step__text">(.*?)</p>', html, re.S)
    return " ".join(re.sub(r"<[^>]+>", "", text) for text in parts)


def test_the_mode_and_its_tally_round_trip_through_the_fragment():
    state = FARMER.but(step=20, revealed=20, picked=1, ruled=0, right=3, asked=5)
    assert "predict=1&revealed=20&picked=1&ruled=0&right=3&asked=5" in state.to_fragment()
    assert WidgetState.from_fragment(state.to_fragment(), FARMER.but(predict=False)) == state


def test_an_old_url_without_the_mode_still_restores_with_it_off():
    old = WidgetState.from_fragment("game=farmer&kind=steps&seed=42&players=3&step=3", FARMER.but(predict=False))
    assert (old.predict, old.revealed, old.step, old.right, old.asked) == (False, None, 3, 0, 0)
    assert "predict" not in old.to_fragment()


@pytest.mark.parametrize(("field", "value", "words"), [
    ("predict", "maybe", "1 (on) or 0 (off)"),
    ("picked", str(MAX_CHOICE + 1), f"from 0 to {MAX_CHOICE}"),
    ("ruled", "-1", f"from 0 to {MAX_CHOICE}"),
    ("asked", str(MAX_STEP + 1), f"from 0 to {MAX_STEP}"),
    ("right", "9" * 40, f"from 0 to {MAX_STEP}"),
])
def test_a_bad_mode_field_is_refused_naming_it(field, value, words):
    with pytest.raises(EngineError) as refused:
        state_of({**FARMER.as_dict(), field: value})
    assert refused.value.field == field and words in refused.value.reason


def test_a_tally_with_more_right_than_answered_is_refused():
    with pytest.raises(EngineError) as refused:
        WidgetState.from_fragment("right=4&asked=3", FARMER)
    assert refused.value.field == "right" and "cannot be more than the answers given" in refused.value.reason


def test_every_question_names_rules_of_its_own_games():
    for renderer in {renderer.games: renderer for renderer in RENDERERS.values()}.values():
        locals_ = {rule["id"].partition(".")[2] for game in renderer.games for rule in rules_of(game)}
        for ask in renderer.decisive:
            for entry in (*ask.rules, *ask.rivals, *ask.ahead):
                assert any(ask.matches(rule, (entry,)) for rule in locals_), (renderer.games, entry)
            for rule, _ in ask.words:
                assert rule in locals_, (renderer.games, rule)


def test_face_down_cards_and_their_totals_are_hidden_in_farmer():
    at = next(i for i, step in enumerate(steps(FARMER)) if step["rule"] == "farmer.draw.order")
    plain, hidden = view(FARMER.but(predict=False, step=at)), view(FARMER.but(step=at))
    assert "is-down" in plain and "is-down" not in hidden
    assert hidden.count("ma-card--back") == 3  # each seat's card dealt face down
    assert 'class="ma-seat__total"' in plain and 'class="ma-seat__total">' not in hidden.replace("bust", "")


def test_a_question_is_asked_with_buttons_and_holds_back_its_answer():
    at = next(i for i in questions(FARMER) if predict.ask_of(steps(FARMER)[i], FARMER.declared.decisive).part == WINNER)
    step = steps(FARMER)[at]
    asked = view(FARMER.but(step=at))
    assert QUESTION_MARK in asked and f"Step {at + 1} of {len(steps(FARMER))}: predict" in asked
    assert esc(step["text"]) not in asked and f'href="#{step["rule"]}"' not in asked
    assert "is-highlighted" not in asked and "is-winner" not in asked
    offered = predict.question(FARMER.but(step=at), step)
    assert offered is not None and offered.choices == ("Anne", "Blaise", "Claude", "Nobody")
    assert asked.count('data-action="answer"') == FARMER.players + 1 + len(offered.rules)  # each seat, and nobody
    assert 'aria-pressed="false"' in asked and "Your answers: none yet" in asked and 'data-action="again"' in asked
    shown = view(FARMER.but(step=at, revealed=at))
    assert QUESTION_MARK not in shown and esc(step["text"]) in shown and f'href="#{step["rule"]}"' in shown


def test_the_step_list_holds_only_the_steps_answered():
    at = first_decisive(FARMER)
    asked = view(FARMER.but(step=at))
    assert esc(steps(FARMER)[at + 1]["text"]) not in asked and esc(steps(FARMER)[at - 1]["text"]) in asked


def test_next_shows_the_answer_uncounted_then_moves_on():
    at = first_decisive(FARMER)
    revealed = send(FARMER.but(step=at), "step", "next")
    assert revealed["ok"] and revealed["state"]["step"] == at and revealed["state"]["revealed"] == at
    assert "asked" not in revealed["state"] and "The answer: " in revealed["html"]
    moved = send(revealed["state"], "step", "next")
    assert moved["state"]["step"] == at + 1 and "picked" not in moved["state"]


def test_a_question_come_back_to_shows_its_answer_and_is_counted_once():
    first, second = questions(FARMER)[:2]
    right = answer_with(FARMER.but(step=first), right=True)
    onward = send(right["state"], "step", second)
    back = send(send(onward["state"], "step", "first")["state"], "step", first)
    assert back["state"]["step"] == first and QUESTION_MARK not in back["html"]
    assert "The answer: " in back["html"] and "Your answers: 1 of 1 right" in back["html"]
    refused = send(back["state"], "answer", "choice-0")
    assert not refused["ok"] and "asks no question now" in refused["error"]["reason"]
    assert QUESTION_MARK in send(back["state"], "step", second)["html"]  # not yet reached, still asked


def test_the_switch_turns_the_mode_on_and_off_with_the_tally_from_nought():
    plain = FARMER.but(predict=False, step=2)
    html = view(plain)
    assert 'data-action="predict"' in html and "Predict, then check" in html and " checked" not in html
    switched = send(plain, "predict", "1")
    assert switched["state"]["predict"] == 1 and switched["state"]["step"] == 2 and " checked" in switched["html"]
    counted = FARMER.but(step=2, right=1, asked=2)
    assert "asked" not in send(counted, "predict", "0")["state"]


def test_the_static_view_shows_the_whole_table():
    html = root("farmer-steps", FARMER.but(step=first_decisive(FARMER), right=1, asked=1))
    state = html.split("data-state=", 1)[1].split(" ", 1)[0]
    assert QUESTION_MARK not in html and "predict" not in state and "asked" not in state
    assert 'data-action="predict"' in html


GAMES_ASKED = [fields for page in GAME_PAGES for fields in page_blocks(page).values()
               if fields.get("kind", "deal") in ("steps", "play", "scenario")]
"""Every widget of the game pages that steps (steps, play and scenarios), whose questions the flow below answers."""


@pytest.mark.parametrize("fields", GAMES_ASKED, ids=lambda fields: f"{fields['game']}-{fields['kind']}-{fields.get('seed', '')}")
def test_answer_right_then_wrong_then_try_the_deal_again(fields):
    state = state_of({**fields, "predict": "1"})
    first, second = questions(state)[:2]
    asked = view(state.but(step=first))
    step = shown_step(state.but(step=first))
    question = predict.question(state.but(step=first), step)
    assert question is not None and re.search(rf'<h4 class="ma-predict__question" data-say>{re.escape(esc(question.prompt))}</h4>', asked)
    right = answer_with(state.but(step=first), right=True)
    assert right["state"]["revealed"] == first and (right["state"]["right"], right["state"]["asked"]) == (1, 1)
    assert "<strong>Right:</strong>" in right["html"] and "Your answers: 1 of 1 right" in right["html"]
    assert f'href="#{step["data"].get(predict.AHEAD, step["rule"])}"' in right["html"]
    assert said(right["html"]).startswith("Right:") and "right=1&asked=1" in right["fragment"]
    onward = send(right["state"], "step", second) if second != first + 1 else send(right["state"], "step", "next")
    assert onward["state"]["step"] == second and "picked" not in onward["state"] and "ruled" not in onward["state"]
    wrong = answer_with(state_of(onward["state"]), right=False)
    assert "<strong>Not quite:</strong>" in wrong["html"] and "the answer is" in wrong["html"]
    assert "Your answers: 1 of 2 right" in wrong["html"] and "right=1&asked=2" in wrong["fragment"]
    again = send(wrong["state"], "again", "1")
    assert "step" not in again["state"] and not {"revealed", "right", "asked", "picked"} & set(again["state"])
    assert "Your answers: none yet" in again["html"] and "predict=1" in again["fragment"]


@pytest.mark.parametrize("fields", GAMES_ASKED, ids=lambda fields: f"{fields['game']}-{fields['kind']}-{fields.get('seed', '')}")
def test_the_right_answer_is_the_one_the_engine_gives(fields):
    """A seat named right is the step's own seat, named in its sentence; a rule named right is the step's rule, or for
    a card whose match later steps tell, the rule of the step that tells it."""
    state = state_of({**fields, "predict": "1"})
    for at in questions(state)[:12]:
        shown = state.but(step=at)
        step = shown_step(shown)
        asked = predict.question(shown, step)
        seat, rule = predict.right_answers(shown, step)
        assert asked is not None and 2 <= len(asked.rules) + len(asked.choices)
        assert len(asked.rules) <= predict.MOST_RULES and (not asked.rules or len(asked.rules) >= 2)
        if rule is not None:
            assert asked.rules[rule] == step["data"].get(predict.AHEAD, step["rule"])
        ask = predict.ask_of(step, state.declared.decisive)
        if ask is not None and ask.part == WINNER and seat is not None and asked.choices[seat] != predict.NOBODY:
            assert asked.choices[seat] in step["text"] and step["seats"] == [seat + 1]


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


def test_a_wrong_or_late_answer_is_refused_in_words():
    at = first_decisive(FARMER)
    strange = send(FARMER.but(step=at), "answer", "choice-9")
    assert not strange["ok"] and strange["error"]["field"] == "answer" and "none of the answers" in strange["error"]["reason"]
    late = send(FARMER.but(step=at, revealed=at), "answer", "choice-0")
    assert not late["ok"] and "asks no question now" in late["error"]["reason"]
    off = send(FARMER.but(predict=False, step=at), "answer", "choice-0")
    assert not off["ok"] and "switch it on first" in off["error"]["reason"]


def test_one_part_answered_waits_for_the_other():
    farm = next(i for i in questions(FARMER) if len(predict.question(FARMER.but(step=i), steps(FARMER)[i]).rules) > 1)
    half = send(FARMER.but(step=farm), "answer", "choice-0")
    assert half["state"].get("picked") == 0 and "revealed" not in half["state"]
    assert 'data-value="choice-0" aria-pressed="true"' in half["html"] and QUESTION_MARK in half["html"]


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
    assert QUESTION_MARK in html and html.count("ma-card--back") == 4 * 18 - 4 + 6  # the hands less trick 1, and the écart
    for code in steps(play)[trick]["cards"]:
        assert f'data-card="{code}"' in html  # the trick lies face up


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


def test_a_scenario_offers_the_mode_and_asks_its_questions():
    scenario = state_of(page_blocks("farmer")["farmer-tie"])
    assert 'data-action="predict"' in view(scenario)
    switched = send(scenario, "predict", "1")
    assert switched["ok"] and switched["state"]["predict"] == 1
    at = questions(scenario.but(predict=True))[0]
    assert QUESTION_MARK in view(scenario.but(predict=True, step=at))


def _seeded(game: str) -> list[WidgetState]:
    """Seeded widgets of every rule set of ``game`` and every stepping kind, at the fewest players and at four."""
    states = []
    for variant, rules in GAMES[game].variants.items():
        for kind in ("steps", "play"):
            if kind not in RENDERERS[game].kinds:
                continue
            for players in sorted({rules.min_players, min(rules.max_players, 4)}):
                for seed in range(4):
                    states.append(state_of({"game": game, "variant": variant, "kind": kind,
                                                           "seed": seed, "players": players, "predict": "1"}))
    return states


@pytest.mark.parametrize("game", list(RENDERERS))
def test_every_game_asks_at_least_one_question_in_five_steps(game):
    for state in _seeded(game):
        every = steps(state)
        asked = len(questions(state))
        assert asked * 5 >= len(every), (state.to_fragment(), asked, len(every))


@pytest.mark.parametrize("game", list(RENDERERS))
def test_every_question_of_a_seeded_deal_has_its_answer_among_its_choices(game):
    for state in _seeded(game)[:4]:
        every = steps(state)
        for at in questions(state):
            shown = state.but(step=at)
            step = predict.looking_ahead(every, at, state.declared.decisive)
            asked = predict.question(shown, step)
            seat, rule = predict.right_answers(shown, step)
            assert asked is not None and (seat is not None) == bool(asked.choices), (game, at, step["rule"])
            assert (rule is not None) == bool(asked.rules), (game, at, step["rule"])


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

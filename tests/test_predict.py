"""The "predict, then check" mode of the stepping widgets (widgets/predict.py): the state keeps it in the URL, the
table hides what nobody could yet know, a decisive step is asked as a question the reader answers with buttons, the
answer is checked and counted, and the deal can be tried again.

The flow is checked on every game's widgets as its page places them; what the mode hides or asks of one game's
table is checked in the game's own tests folder (``tests/games/<package>/test_predict.py``)."""

from __future__ import annotations

import html as markup
import json
import re
from collections import Counter

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

QUESTION_MARK = 'class="ma-predict__question"'

ASKED = {widget_id: fields for page in GAME_PAGES for widget_id, fields in page_blocks(page).items()
         if fields.get("kind", "deal") in ("steps", "play", "scenario")}
"""Every widget of the game pages that steps (steps, play and scenarios), by id: those whose questions the flow
below answers."""

GAMES_ASKED = list(ASKED.values())

SCENARIOS = {widget_id: fields for widget_id, fields in ASKED.items() if fields.get("kind") == "scenario"}
"""Every scenario of the game pages, by widget id."""


def _examples() -> dict[str, tuple[str, WidgetState]]:
    """Each game's first widget that steps on its page, with its id, in the mode."""
    found: dict[str, tuple[str, WidgetState]] = {}
    for widget_id, fields in ASKED.items():
        found.setdefault(fields["game"], (widget_id, state_of({**fields, "predict": "1"})))
    return found


EXAMPLES = _examples()
"""The widget of each game, by game, that the tests of the mode's flow take as its example."""


def widget_name(fields: dict[str, str]) -> str:
    """A widget of the pages named in a test's id: its game, kind and seed."""
    return f"{fields['game']}-{fields['kind']}-{fields.get('seed', '')}"


def example(game: str) -> WidgetState:
    """The state of ``game``'s example widget, in the mode."""
    return EXAMPLES[game][1]


def steps(state: WidgetState) -> list:
    """The steps of ``state``'s answer as the mode asks them (the questions of a kind asked too often spared)."""
    return predict.prepared(state, answer(RENDERERS[state.game].request(state)))


def questions(state: WidgetState) -> list[int]:
    return [i for i, step in enumerate(steps(state)) if predict.decisive(step, state.declared.decisive)]


def told(state: WidgetState, at: int) -> str:
    """The sentence of step ``at`` as the mode tells it: to a class watching a dealt deal, as the engine tells an
    onlooker (``"seat": 0``) where that answer tells the same steps; else as the step says it."""
    request = RENDERERS[state.game].request(state)
    whole = steps_of(answer(request))
    if state.kind not in predict.ONLOOKED or "seat" in request:
        return whole[at]["text"]
    onlooker = steps_of(answer({**request, "seat": 0}))
    same = [(a["rule"], a["seats"]) for a in whole] == [(b["rule"], b["seats"]) for b in onlooker]
    return onlooker[at]["text"] if same else whole[at]["text"]


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



@pytest.mark.parametrize("game", EXAMPLES)
def test_the_mode_and_its_tally_round_trip_through_the_fragment(game):
    placed = example(game)
    state = placed.but(step=20, revealed=20, picked=1, ruled=0, right=3, asked=5)
    assert "predict=1&revealed=20&picked=1&ruled=0&right=3&asked=5" in state.to_fragment()
    assert WidgetState.from_fragment(state.to_fragment(), placed.but(predict=False)) == state


@pytest.mark.parametrize("game", EXAMPLES)
def test_an_old_url_without_the_mode_still_restores_with_it_off(game):
    """A URL written before the mode was: the widget's fields and a step, nothing of the mode."""
    placed = example(game).but(predict=False)
    fragment = placed.but(step=3).to_fragment()
    assert "predict" not in fragment
    old = WidgetState.from_fragment(fragment, placed)
    assert (old.predict, old.revealed, old.step, old.right, old.asked) == (False, None, 3, 0, 0)
    assert "predict" not in old.to_fragment()


@pytest.mark.parametrize("game", EXAMPLES)
@pytest.mark.parametrize(("field", "value", "words"), [
    ("predict", "maybe", "1 (on) or 0 (off)"),
    ("picked", str(MAX_CHOICE + 1), f"from 0 to {MAX_CHOICE}"),
    ("ruled", "-1", f"from 0 to {MAX_CHOICE}"),
    ("asked", str(MAX_STEP + 1), f"from 0 to {MAX_STEP}"),
    ("right", "9" * 40, f"from 0 to {MAX_STEP}"),
])
def test_a_bad_mode_field_is_refused_naming_it(game, field, value, words):
    with pytest.raises(EngineError) as refused:
        state_of({**example(game).as_dict(), field: value})
    assert refused.value.field == field and words in refused.value.reason


@pytest.mark.parametrize("game", EXAMPLES)
def test_a_tally_with_more_right_than_answered_is_refused(game):
    with pytest.raises(EngineError) as refused:
        WidgetState.from_fragment("right=4&asked=3", example(game))
    assert refused.value.field == "right" and "cannot be more than the answers given" in refused.value.reason


def test_every_question_names_rules_of_its_own_games():
    for renderer in {renderer.games: renderer for renderer in RENDERERS.values()}.values():
        locals_ = {rule["id"].partition(".")[2] for game in renderer.games for rule in rules_of(game)}
        for ask in renderer.decisive:
            for entry in (*ask.rules, *ask.rivals, *ask.ahead):
                assert any(ask.matches(rule, (entry,)) for rule in locals_), (renderer.games, entry)
            for rule, _ in ask.words:
                assert rule in locals_, (renderer.games, rule)


@pytest.mark.parametrize("game", EXAMPLES)
def test_a_question_is_asked_with_buttons_and_holds_back_its_answer(game):
    state = example(game)
    at = first_decisive(state)
    step = steps(state)[at]
    asked = view(state.but(step=at))
    assert QUESTION_MARK in asked and f"Step {at + 1} of {len(steps(state))}: predict" in asked
    assert esc(told(state, at)) not in asked and f'href="#{step["rule"]}"' not in asked and "is-winner" not in asked
    offered = predict.question(state.but(step=at), step)
    assert offered is not None and asked.count('data-action="answer"') == len(offered.choices) + len(offered.rules)
    assert 'aria-pressed="false"' in asked and "Your answers: none yet" in asked and 'data-action="again"' in asked
    shown = view(state.but(step=at, revealed=at))
    assert QUESTION_MARK not in shown and esc(told(state, at)) in shown and f'href="#{step["rule"]}"' in shown


def test_a_question_of_the_winner_lights_no_seat_until_it_is_answered():
    """Over every game's example: the seat a question about the winner asks for is not shown as the winner, nor any
    seat lit, until the reader answers."""
    asked_of = []
    for game, (_, state) in EXAMPLES.items():
        for at in questions(state)[:12]:
            if predict.ask_of(steps(state)[at], state.declared.decisive).part == WINNER:
                html = view(state.but(step=at))
                assert "is-highlighted" not in html and "is-winner" not in html, (game, at)
                asked_of.append(game)
    assert asked_of, "no game's example asks who wins"


@pytest.mark.parametrize("game", EXAMPLES)
def test_the_step_list_holds_only_the_steps_answered(game):
    state = example(game)
    every = steps(state)
    at = next(at for at in questions(state) if 0 < at < len(every) - 1)
    asked = view(state.but(step=at))
    assert esc(told(state, at + 1)) not in asked
    for listed in re.findall(r'<details class="ma-steps">.*?</details>', asked, re.S):
        assert esc(told(state, at - 1)) in listed


@pytest.mark.parametrize("game", EXAMPLES)
def test_next_shows_the_answer_uncounted_then_moves_on(game):
    state = example(game)
    at = first_decisive(state)
    revealed = send(state.but(step=at), "step", "next")
    assert revealed["ok"] and revealed["state"].get("step", 0) == at and revealed["state"]["revealed"] == at
    assert "asked" not in revealed["state"] and "The answer: " in revealed["html"]
    moved = send(revealed["state"], "step", "next")
    assert moved["state"]["step"] == at + 1 and "picked" not in moved["state"]


@pytest.mark.parametrize("game", EXAMPLES)
def test_a_question_come_back_to_shows_its_answer_and_is_counted_once(game):
    state = example(game)
    first, second = questions(state)[:2]
    right = answer_with(state.but(step=first), right=True)
    onward = send(right["state"], "step", second)
    back = send(send(onward["state"], "step", "first")["state"], "step", first)
    assert back["state"].get("step", 0) == first and QUESTION_MARK not in back["html"]
    assert "The answer: " in back["html"] and "Your answers: 1 of 1 right" in back["html"]
    refused = send(back["state"], "answer", "choice-0")
    assert not refused["ok"] and "asks no question now" in refused["error"]["reason"]
    assert QUESTION_MARK in send(back["state"], "step", second)["html"]  # not yet reached, still asked


@pytest.mark.parametrize("game", EXAMPLES)
def test_the_switch_turns_the_mode_on_and_off_with_the_tally_from_nought(game):
    plain = example(game).but(predict=False, step=2)
    html = view(plain)
    assert 'data-action="predict"' in html and "Predict, then check" in html and " checked" not in html
    switched = send(plain, "predict", "1")
    assert switched["state"]["predict"] == 1 and switched["state"]["step"] == 2 and " checked" in switched["html"]
    counted = example(game).but(step=2, right=1, asked=2)
    assert "asked" not in send(counted, "predict", "0")["state"]


@pytest.mark.parametrize("game", EXAMPLES)
def test_the_static_view_shows_the_whole_table(game):
    widget_id, state = EXAMPLES[game]
    html = root(widget_id, state.but(step=first_decisive(state), right=1, asked=1))
    placed = json.loads(markup.unescape(re.search(r'data-state="([^"]*)"', html).group(1)))
    assert QUESTION_MARK not in html and not {"predict", "asked", "right"} & set(placed)
    assert 'data-action="predict"' in html


@pytest.mark.parametrize("fields", GAMES_ASKED, ids=widget_name)
def test_answer_right_then_wrong_then_try_the_deal_again(fields):
    state = state_of({**fields, "predict": "1"})
    first, second = questions(state)[:2]
    asked = view(state.but(step=first))
    step = shown_step(state.but(step=first))
    question = predict.question(state.but(step=first), step)
    assert question is not None
    assert re.search(rf'<h4 class="ma-predict__question" data-say>{re.escape(esc(question.prompt))}</h4>', asked)
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


@pytest.mark.parametrize("fields", GAMES_ASKED, ids=widget_name)
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


@pytest.mark.parametrize("game", EXAMPLES)
def test_the_rules_offered_are_the_steps_own_and_its_rivals_in_plain_words(game):
    state = example(game)
    for at in questions(state)[:12]:
        step = shown_step(state.but(step=at))
        asked = predict.question(state.but(step=at), step)
        assert asked is not None and len(asked.rule_words) == len(asked.rules)
        assert not asked.rules or step["data"].get(predict.AHEAD, step["rule"]) in asked.rules
        assert all("." not in word for word in asked.rule_words)  # words, never rule ids


@pytest.mark.parametrize("game", EXAMPLES)
def test_a_wrong_or_late_answer_is_refused_in_words(game):
    state = example(game)
    at = first_decisive(state)
    strange = send(state.but(step=at), "answer", "choice-9")
    assert not strange["ok"] and strange["error"]["field"] == "answer"
    assert "none of the answers" in strange["error"]["reason"]
    late = send(state.but(step=at, revealed=at), "answer", "choice-0")
    assert not late["ok"] and "asks no question now" in late["error"]["reason"]
    answered = answer_with(state.but(step=at), right=True)["state"]
    again = {"choice": answered.get("picked"), "rule": answered.get("ruled")}
    last = next(f"{kind}-{given}" for kind, given in (("rule", again["rule"]), ("choice", again["choice"]))
                if given is not None)
    twice = send(answered, "answer", last)  # the same button pressed twice: the answer is taken once
    assert twice["ok"] and twice["state"] == answered
    off = send(state.but(predict=False, step=at), "answer", "choice-0")
    assert not off["ok"] and "switch it on first" in off["error"]["reason"]


def test_one_part_answered_waits_for_the_other():
    """Over every game's example whose questions ask a seat and a rule at once: the first such question, one part
    answered, keeps the answer pressed and asks on."""
    halves = []
    for _, state in EXAMPLES.values():
        asked = {at: predict.question(state.but(step=at), steps(state)[at]) for at in questions(state)}
        at = next((at for at, question in asked.items() if question and question.choices and len(question.rules) > 1),
                  None)
        if at is not None:
            halves.append(send(state.but(step=at), "answer", "choice-0"))
    assert halves, "no game's example asks a seat and a rule at once"
    for half in halves:
        assert half["state"].get("picked") == 0 and "revealed" not in half["state"]
        assert 'data-value="choice-0" aria-pressed="true"' in half["html"] and QUESTION_MARK in half["html"]


def test_half_right_is_the_player_right_and_the_rule_not():
    """A question of a seat and a rule: the right seat with a wrong rule is half right; a wrong seat is not quite,
    whatever the rule, as the teachers' page says."""
    checked = 0
    for _, state in EXAMPLES.values():
        for at in questions(state):
            asked = predict.question(state.but(step=at), steps(state)[at])
            if not (asked and asked.choices and len(asked.rules) > 1):
                continue
            seat, rule = predict.right_answers(state.but(step=at), shown_step(state.but(step=at)))
            wrong_seat, wrong_rule = (seat + 1) % len(asked.choices), (rule + 1) % len(asked.rules)
            for picked, ruled, head in ((seat, wrong_rule, "Half right:"), (wrong_seat, rule, "Not quite:")):
                first = send(state.but(step=at), "answer", f"choice-{picked}")
                html = send(first["state"], "answer", f"rule-{ruled}")["html"]
                assert f"<strong>{head}</strong>" in html, (state.to_fragment(), at, picked, ruled)
            checked += 1
            break
    assert checked, "no game's example asks a seat and a rule at once"


@pytest.mark.parametrize("widget_id", SCENARIOS)
def test_a_scenario_offers_the_mode_and_asks_its_questions(widget_id):
    scenario = state_of(SCENARIOS[widget_id])
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
def test_a_deal_asks_varied_questions_no_kind_over_a_third_else_one_step_in_five(game):
    """In each deal, where three kinds of question or more are asked, none is asked more than a third of the time,
    and every kind the deal could ask is asked at least once; where fewer kinds are, one step in five is asked."""
    for state in _seeded(game):
        response = answer(RENDERERS[game].request(state))
        told = iter(steps(state))
        for deal in response["deals"]:
            mine = [next(told) for _ in deal["steps"]]
            asked = [predict.ask_of(step, state.declared.decisive) for step in mine]
            kinds = Counter(ask.prompt for ask in asked if ask is not None)
            could = {ask.prompt for step in deal["steps"] if (ask := predict.ask_of(step, state.declared.decisive))}
            assert set(kinds) == could, (state.to_fragment(), could - set(kinds))
            if len(could) >= 3:
                assert max(kinds.values()) * 3 <= sum(kinds.values()), (state.to_fragment(), kinds)
            elif kinds:
                assert sum(kinds.values()) * 5 >= len(mine) or all(
                    count == len([s for s in deal["steps"] if (a := predict.ask_of(s, state.declared.decisive))
                                  and a.prompt == prompt]) for prompt, count in kinds.items()), (state.to_fragment(), kinds)


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

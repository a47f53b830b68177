"""The "predict, then check" mode of the steps and play widgets (widgets/predict.py): the state keeps it in the URL,
the table hides what nobody could yet know, a decisive step is asked before it is answered, and Next reveals it."""

from __future__ import annotations

import json

import pytest

from engine.errors import EngineError
from widgets import predict
from widgets.html import esc
from widgets.live import respond
from widgets.games import RENDERERS
from widgets.render import root, view
from widgets.requests import answer
from widgets.state import WidgetState
from widgets.table import steps_of
from tests.test_rule_ids import rules_of

FARMER = WidgetState.from_fields({"game": "farmer", "kind": "steps", "seed": "42", "players": "3", "predict": "1"})
SWISS = WidgetState.from_fields({"game": "swiss-tarot", "kind": "play", "seed": "42", "players": "3",
                                 "deals": "1", "predict": "1"})


def steps(state: WidgetState) -> list:
    return steps_of(answer(RENDERERS[state.game].request(state)))


def first_decisive(state: WidgetState) -> int:
    return next(i for i, step in enumerate(steps(state)) if predict.decisive(step["rule"], state.game))


def send(state: WidgetState, action: str, value: object) -> dict:
    return json.loads(respond(json.dumps({"state": state.as_dict(), "action": action, "value": value})))


def test_the_mode_round_trips_through_the_fragment():
    state = FARMER.but(step=20, revealed=20)
    assert "predict=1&revealed=20" in state.to_fragment()
    assert WidgetState.from_fragment(state.to_fragment(), FARMER.but(predict=False)) == state


def test_an_old_url_without_the_mode_still_restores_with_it_off():
    old = WidgetState.from_fragment("game=farmer&kind=steps&seed=42&players=3&step=3", FARMER.but(predict=False))
    assert (old.predict, old.revealed, old.step) == (False, None, 3)
    assert "predict" not in old.to_fragment()


def test_a_bad_mode_is_refused_naming_the_field():
    with pytest.raises(EngineError) as refused:
        WidgetState.from_fields({**FARMER.as_dict(), "predict": "maybe"})
    assert refused.value.field == "predict" and "1 (on) or 0 (off)" in refused.value.reason


def test_every_decisive_entry_names_rules_of_its_own_games():
    for renderer in {renderer.games: renderer for renderer in RENDERERS.values()}.values():
        locals_ = {rule["id"].partition(".")[2] for game in renderer.games for rule in rules_of(game)}
        for entry in renderer.decisive:
            assert any(rule == entry or (entry.endswith(".") and rule.startswith(entry)) for rule in locals_), \
                (renderer.games, entry)


def test_face_down_cards_and_their_totals_are_hidden_in_farmer():
    at = first_decisive(FARMER) - 2
    plain, hidden = view(FARMER.but(predict=False, step=at)), view(FARMER.but(step=at))
    assert "is-down" in plain and "is-down" not in hidden
    assert hidden.count("ma-card--back") == 3  # each seat's card dealt face down
    assert 'class="ma-seat__total"' in plain and 'class="ma-seat__total">' not in hidden.replace("bust", "")


def test_a_decisive_step_is_asked_then_revealed():
    at = first_decisive(FARMER)
    step = steps(FARMER)[at]
    asked = view(FARMER.but(step=at))
    assert predict.QUESTION in asked and f"Step {at + 1} of {len(steps(FARMER))}: predict" in asked
    assert esc(step["text"]) not in asked and f'href="#{step["rule"]}"' not in asked
    assert "is-highlighted" not in asked and "is-winner" not in asked
    shown = view(FARMER.but(step=at, revealed=at))
    assert predict.QUESTION not in shown and esc(step["text"]) in shown and f'href="#{step["rule"]}"' in shown


def test_the_step_list_holds_only_the_steps_answered():
    at = first_decisive(FARMER)
    asked = view(FARMER.but(step=at))
    later = steps(FARMER)[at + 1]
    assert esc(later["text"]) not in asked and esc(steps(FARMER)[at - 1]["text"]) in asked


def test_next_reveals_the_answer_then_moves_on():
    at = first_decisive(FARMER)
    revealed = send(FARMER.but(step=at), "step", "next")
    assert revealed["ok"] and revealed["state"]["step"] == at and revealed["state"]["revealed"] == at
    assert "predict=1" in revealed["fragment"]
    moved = send(WidgetState.from_fields(revealed["state"]), "step", "next")
    assert moved["state"]["step"] == at + 1 and predict.QUESTION not in moved["html"]


def test_the_switch_turns_the_mode_on_and_off():
    plain = FARMER.but(predict=False, step=2)
    html = view(plain)
    assert 'data-action="predict"' in html and "Predict, then check" in html and " checked" not in html
    switched = send(plain, "predict", "1")
    assert switched["state"]["predict"] == 1 and switched["state"]["step"] == 2 and " checked" in switched["html"]
    assert "predict" not in send(WidgetState.from_fields(switched["state"]), "predict", "0")["state"]


def test_the_static_view_shows_the_whole_table():
    html = root("farmer-steps", FARMER.but(step=first_decisive(FARMER)))
    state = html.split("data-state=", 1)[1].split(" ", 1)[0]
    assert predict.QUESTION not in html and "predict" not in state and 'data-action="predict"' in html


def test_swiss_tarot_watched_hides_every_hand_and_asks_each_trick():
    at = first_decisive(SWISS)
    assert steps(SWISS)[at]["rule"] == "swiss-tarot.trick.win"
    asked = view(SWISS.but(step=at))
    assert predict.QUESTION in asked and "is-winner" not in asked
    assert asked.count("cards in hand") == 3
    assert "cards in hand" not in view(SWISS.but(predict=False, step=at))


def test_a_seated_reader_keeps_his_own_hand():
    seated = SWISS.with_options(seat="2").but(predict=True)
    html = view(seated.but(step=len(steps(seated)) - 1))
    assert html.count("cards in hand") == 2


@pytest.mark.parametrize(("game", "kind", "players"), [
    ("ferme", "steps", 5), ("basset", "steps", 4), ("landsknecht", "steps", 4), ("glic", "steps", 4),
    ("homme", "play", 4), ("french-tarot", "play", 4), ("french-tarot", "steps", 4),
])
def test_every_game_asks_at_its_decisive_steps(game, kind, players):
    state = WidgetState.from_fields({"game": game, "kind": kind, "seed": "42", "players": players, "predict": "1"})
    at = first_decisive(state)
    asked, shown = view(state.but(step=at)), view(state.but(step=at, revealed=at))
    text = esc(steps(state)[at]["text"])
    assert predict.QUESTION in asked and text not in asked
    assert predict.QUESTION not in shown and text in shown

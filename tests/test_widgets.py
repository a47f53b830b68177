"""The widgets' Python side: state and URL fragments, the rendered HTML, and the live protocol.

Each check is made on every game's widgets, as its renderer declares their kinds and its rule sets their table; the
facts of one game's widget (a scenario's seats, a refused card) lie in the game's own tests folder."""

from __future__ import annotations

import json
import re

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.games import GAMES
from tests.support.pages import GAME_PAGES, page_blocks
from widgets.fence import WidgetBlockError, format as fence, parse_block
from widgets.games import RENDERERS, state_of
from widgets.live import respond
from widgets.render import root, view
from widgets.state import KINDS, WidgetState


def _dealt(game: str, kind: str) -> dict[str, object]:
    """A widget of ``kind`` of ``game`` dealt from seed 42 at its default rule set's usual table."""
    rules = GAMES[game].variants[GAMES[game].default_variant]
    return {"game": game, "kind": kind, "seed": 42, "players": rules.default_players}


DEALS = {game: _dealt(game, "deal" if "deal" in renderer.kinds else "steps") for game, renderer in RENDERERS.items()
         if {"deal", "steps"} & set(renderer.kinds)}
"""Each game's widget that deals from a seed: a sample deal where its renderer draws one, else its steps."""

STEPS = {game: _dealt(game, "steps") for game, renderer in RENDERERS.items() if "steps" in renderer.kinds}
"""Each game's widget that steps through a seeded deal."""

SCENARIOS = {widget_id: fields for page in GAME_PAGES for widget_id, fields in page_blocks(page).items()
             if fields.get("kind") == "scenario"}
"""Every scenario of the game pages, by widget id."""


def ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, **message})))


@pytest.mark.parametrize("game", DEALS)
def test_names_are_escaped(game):
    deal = DEALS[game]
    names = " | ".join(["<script>alert(1)</script>", *(f"Seat {seat}" for seat in range(2, int(deal["players"]) + 1))])
    html = root("w", state_of({**deal, "names": names}))
    assert "<script>" not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html


@pytest.mark.parametrize("game", STEPS)
def test_static_view_is_the_live_view(game):
    state = state_of(STEPS[game])
    static = re.search(r'<div class="ma-widget__body">(.*)</div></div>$', root(f"{game}-steps", state), re.S).group(1)
    live = ask(STEPS[game], action="reset")
    assert live["ok"] and live["html"] == static == view(state)


@pytest.mark.parametrize("game", DEALS)
def test_cards_look_like_cards_with_words_for_screen_readers(game):
    html = ask(DEALS[game], action="step", value="last")["html"]
    assert re.search(r'<span class="ma-card ma-card--[^"]*" data-card="\w+" role="img" aria-label="[^"<]+">', html)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([(game, kind) for game, renderer in RENDERERS.items() for kind in renderer.kinds
                        if kind in ("deal", "steps")]),
       st.integers(0, 2**53 - 1), st.integers(2, 8), st.integers(0, 5))
def test_fragments_round_trip(drawn, seed, players, step):
    game, kind = drawn
    state = state_of({"game": game, "kind": kind, "seed": seed, "players": players, "step": step})
    placed = state_of({"game": game, "kind": kind, "seed": 1})
    assert WidgetState.from_fragment(state.to_fragment(), placed) == state


@pytest.mark.parametrize("game", STEPS)
def test_a_fragment_cannot_change_a_widget_s_game_or_kind(game):
    other = next(other for other in GAMES if other != game)
    kind = next(kind for kind in KINDS if kind != "steps")
    placed = state_of(STEPS[game]).as_dict()
    for fragment, field in ((f"game={other}&kind={kind}", "game"), (f"kind={kind}", "kind"),
                            (f"game={other}", "game")):
        answer = ask(placed, fragment=fragment)
        assert not answer["ok"] and answer["error"]["field"] == "fragment" and answer["state"] == placed
        assert f"this widget's {field} is" in answer["error"]["reason"]
        assert "a link cannot change a widget's game or kind" in answer["error"]["reason"]
    assert ask(placed, fragment=f"game={game}&kind=steps&seed=7")["state"]["seed"] == 7


@pytest.mark.parametrize("game", DEALS)
def test_a_strange_fragment_is_refused_in_words_without_the_widget_s_field_list(game):
    answer = ask(DEALS[game], fragment="zzz=1")
    assert not answer["ok"] and answer["error"]["field"] == "zzz"
    assert answer["error"]["reason"].startswith("this widget has no such setting")
    assert "hands" not in answer["error"]["reason"] and "," not in answer["error"]["reason"]


@pytest.mark.parametrize("game", DEALS)
def test_new_deal_players_and_variant(game):
    deal = DEALS[game]
    assert ask(deal, action="new-deal")["state"]["seed"] == 43
    assert ask(deal, action="apply", value={"seed": "7"})["state"]["seed"] == 7
    rules = GAMES[game].variants[GAMES[game].default_variant]
    players = rules.min_players if rules.min_players != deal["players"] else rules.max_players
    answer = ask(deal, action="players", value=str(players))
    assert answer["state"]["players"] == players and answer["html"].count('<li class="ma-seat') == players
    for variant, rules in GAMES[game].variants.items():
        answer = ask(deal, action="variant", value=variant)
        assert answer["ok"] and answer["state"].get("variant", GAMES[game].default_variant) == variant
        assert f'href="#{next(iter(rules.book)).partition(".")[0]}.' in answer["html"]


@pytest.mark.parametrize("game", STEPS)
def test_step_through_first_previous_next_last(game):
    steps = STEPS[game]
    last = ask(steps, action="step", value="last")["state"]["step"]
    assert last > 10
    assert ask({**steps, "step": last}, action="step", value="next")["state"]["step"] == last
    assert ask({**steps, "step": 4}, action="step", value="previous")["state"]["step"] == 3
    assert ask({**steps, "step": 4}, action="step", value="first")["state"].get("step", 0) == 0
    assert ask(steps, action="step", value="previous")["state"].get("step", 0) == 0
    html = ask({**steps, "step": 5}, action="reset")["html"]
    assert "Step 6 of" in html and 'aria-current="step"' in html


@pytest.mark.parametrize("widget_id", SCENARIOS)
def test_the_current_step_lights_up_its_seats_and_links_its_rule(widget_id):
    scenario = state_of(SCENARIOS[widget_id])
    prefix = next(iter(GAMES[scenario.game].variants[scenario.variant or GAMES[scenario.game].default_variant].book))
    last = ask(scenario.as_dict(), action="step", value="last")["state"]["step"]
    for number in range(0, last + 1):
        html = ask({**scenario.as_dict(), "step": number}, action="reset")["html"]
        rule = re.search(r'Rule <a class="ma-rule" href="#([^"]+)"', html).group(1)
        assert rule.startswith(prefix.partition(".")[0] + ".")
        lit = set(re.findall(r'class="ma-seat[^"]*is-highlighted[^"]*" data-seat="(\d+)"', html))
        assert lit or "Step" in html


@pytest.mark.parametrize("game", STEPS)
@pytest.mark.parametrize("fragment, field", [
    ("game=chess", "fragment"), ("players=99", "players"), ("seed=abc", "seed"), ("step=999", "step"),
    ("kind=poker", "fragment"), ("seed=-5", "seed"), ("variant=1700", "variant"), ("colour=red", "colour"),
])
def test_a_tampered_fragment_names_the_problem_and_keeps_the_last_good_state(game, fragment, field):
    answer = ask(STEPS[game], fragment=fragment)
    assert answer["ok"] is False and answer["error"]["field"] == field
    assert answer["state"] == STEPS[game]
    assert 'role="alert"' in answer["html"] and 'data-action="reset"' in answer["html"]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60) | st.builds(json.dumps, st.dictionaries(st.sampled_from(
    ["state", "action", "value", "fragment"]), st.none() | st.integers() | st.text(max_size=12), max_size=4)))
def test_respond_never_raises(message):
    answer = json.loads(respond(message))
    assert answer["ok"] in (True, False) and isinstance(answer["html"], str)


@pytest.mark.parametrize("game", STEPS)
def test_fence_blocks(game):
    assert parse_block(f"id: a-b\ngame: {game}\n\nseed: 3\n") == ("a-b", {"game": game, "seed": "3"}, None)
    for source, words in [(f"game: {game}", "give an 'id'"), ("id: x\nno colon here", "expected 'key: value'"),
                          (f"id: x\ngame: {game}\nseed: 1\nplayers: 99", "widget x: players")]:
        with pytest.raises(WidgetBlockError, match=words):
            fence(source, "widget", "ma-widget", {}, None)
    placed = "".join(f"{name}: {value}\n" for name, value in STEPS[game].items())
    assert 'data-status="static"' in fence(f"id: x\n{placed}", "widget", "ma-widget", {}, None)


@settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(min_size=1, max_size=8), st.text(max_size=20), max_size=5))
def test_fragment_encoding_matches_the_standard_library(fields):
    from html import escape
    from urllib.parse import parse_qsl, urlencode

    from widgets.fragment import decode, encode
    from widgets.html import esc

    assert encode(fields) == urlencode(fields)
    assert decode(encode(fields)) == dict(parse_qsl(urlencode(fields), keep_blank_values=True))
    for value in fields.values():
        assert esc(value) == escape(value, quote=True)


@pytest.mark.parametrize("game", DEALS)
@pytest.mark.parametrize("seed", ["", "-1", "abc"])
def test_a_refused_seed_keeps_the_table_and_every_control(game, seed):
    """An empty or negative seed is refused beside the form as the reader left it (what they typed, marked), over
    the last good table."""
    deal = DEALS[game]
    good = ask(deal, action="reset")["html"]
    refused = ask(deal, action="apply", value={"seed": seed})
    html = refused["html"]
    assert refused["ok"] is False and refused["state"] == deal and refused["error"]["label"] == "The seed"
    assert html.index('class="ma-controls"') < html.index('class="ma-error"')
    typed = re.search(r'<input[^>]*name="seed"[^>]*>', html).group(0)
    assert f'value="{seed}"' in typed and 'aria-invalid="true"' in typed, "what the reader typed stays, marked"
    kept = re.search(r'<input[^>]*name="seed"[^>]*>', good).group(0)
    html = html.replace(typed, kept)
    error = html[html.index('<div class="ma-error"'):html.index("</div>", html.index('class="ma-error"')) + 6]
    assert html.replace(error, "") == good


@pytest.mark.parametrize("game", STEPS)
def test_a_step_out_of_range_is_counted_as_the_page_counts_steps(game):
    refused = ask(STEPS[game], action="step", value=10_000)
    assert "steps 1 to" in refused["error"]["reason"] and "not step 10001" in refused["error"]["reason"]
    linked = ask(STEPS[game], fragment="step=999")["error"]["reason"]
    assert "not step 1000" in linked and "step=999" in linked  # the link's own figure, and the page's


TYPED = {fields["game"]: fields for page in GAME_PAGES for fields in page_blocks(page).values()
             if fields.get("kind") == "scenario" and "|" in str(fields.get("hands", ""))}
"""A scenario with typed hands of each game that has one, as its page places it."""


@pytest.mark.parametrize("game", TYPED)
def test_a_link_with_a_mangled_or_empty_hand_names_the_hands_and_keeps_the_last_good_view(game):
    placed = TYPED[game]
    mangled = ask(placed, fragment="hands=%ZZ")
    assert mangled["ok"] is False and mangled["error"]["field"] == "hands", mangled["error"]
    assert "1 hand given" in mangled["error"]["reason"] and mangled["state"] == ask(placed, action="reset")["state"]
    hands = str(placed["hands"]).split("|")
    emptied = "|".join([hands[0], "", *hands[2:]])
    refused = ask(placed, fragment=f"hands={emptied}")
    assert refused["ok"] is False and refused["error"]["field"] == "hands[1]", refused["error"]
    assert "empty" in refused["error"]["reason"] and 'role="alert"' in refused["html"]


def test_warming_up_answers_nothing_the_reader_sees_and_keeps_their_answers_cached():
    from widgets.live import VIEWS, warm, warm_view
    from widgets.requests import ANSWERS

    message = json.dumps({"state": {**next(iter(STEPS.values())), "seed": 5}, "action": "reset"})
    before = respond(message)
    kept = (len(ANSWERS), ANSWERS.size)
    answered = warm(2, 20)
    assert answered >= 1 and (len(ANSWERS), ANSWERS.size) == kept, "warming keeps no answer"
    assert [warm_view(index) for index in range(len(VIEWS) + 1)] == [True] * len(VIEWS) + [False]
    assert (len(ANSWERS), ANSWERS.size) == kept, "a view drawn to warm up keeps its answers aside"
    assert respond(message) == before and (len(ANSWERS), ANSWERS.size) == kept, "the reader's answer was kept"
    assert all(json.loads(respond(json.dumps(view)))["ok"] for view in VIEWS), "a view to warm up with is refused"


@pytest.mark.parametrize("game", DEALS)
def test_a_refused_value_stays_in_its_field_marked(game):
    answer = ask(DEALS[game], action="apply", value={"seed": "4x2"})
    assert not answer["ok"] and answer["error"]["field"] == "seed" and answer["state"] == DEALS[game]
    seed = re.search(r'<input[^>]*name="seed"[^>]*>', answer["html"]).group(0)
    assert 'value="4x2"' in seed and 'aria-invalid="true"' in seed


@pytest.mark.parametrize("game", STEPS)
def test_a_widget_on_a_french_page_steps_in_the_engines_french_and_keeps_its_state(game):
    """The page's language reaches the engine: each step the widget shows is the step the engine words in French
    for the same deal, and the state (what a link carries) is the English page's."""
    from engine.api import handle

    english = ask(STEPS[game], action="step", value="next")
    french = ask(STEPS[game], action="step", value="next", lang="fr")
    assert english["ok"] and french["ok"]
    assert french["state"] == english["state"] and french["fragment"] == english["fragment"]
    request = {"action": "deal" if "deal" in GAMES[game].actions else "play", "game": game, "seed": 42,
               "players": STEPS[game]["players"], "lang": "fr"}
    steps = [step["text"] for deal in handle(request).get("deals", []) for step in deal["steps"]]
    shown = [text for text in steps if text in french["html"]]
    assert shown and not [text for text in steps if text in english["html"]], game
    assert ask(STEPS[game], action="step", value="next", lang="de")["html"] == english["html"]

"""The bounds of every request and widget message: what a fuzz of tampered requests and widget states found.

Each case is a regression test for a request that raised, froze or answered oddly: the engine, the command
line and the live widgets must answer it quickly, naming the field, and never with a traceback. The requests start
from each game's declared examples and bounds, and the widget messages from the widgets of the game pages, so that
a game is held to every bound the moment it is registered.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from engine.api import GAMES, handle
from engine.bounds import most
from engine.catalogue import Listed
from engine.errors import EngineError
from engine.limits import MAX_DEPTH, MAX_INTEGER, MAX_ITEMS, MAX_TEXT, MAX_VALUES
from engine.options import Whole
from engine.terminal import render
from widgets.fence import parse_block
from widgets.games import RENDERERS, state_of
from widgets.live import respond
from widgets.requests import Answers, number
from widgets.state import MAX_PLAYERS, MAX_STEP
from tests.support.declared import merged
from tests.support.pages import GAME_PAGES, sources
from tests.support.work import calls
from tests.test_bad_input import PLAYED, TWICE, played
from tests.test_fuzz import CARD_LISTS

ROOT = Path(__file__).parents[1]
NAMES = ("Anne", "Basile", "Claude", "Denise", "Émile", "Fanny", "Gaston", "Hélène", "Irène", "Jules", "Karl",
         "Lucie")
"""Players' names enough for any table."""


def by_game(cases: Callable[[Listed], dict[str, tuple[Any, ...]]]) -> list[Any]:
    """The cases every game that plays gives, each named after its game."""
    return [pytest.param(*case, id=f"{game.id}-{name}") for game in PLAYED for name, case in cases(game).items()]


def seated(game: Listed, *names: str) -> dict[str, Any]:
    """A session of ``game`` at its usual table whose first seats bear ``names``, the others names of their own."""
    request = played(game)
    return {**request, "names": [*names, *NAMES[len(names):]][:request["players"]]}


def refused(request: object) -> dict[str, str]:
    """The error the engine answers, checked to be one error and nothing else."""
    response = handle(request)
    assert set(response) == {"error"}, response
    assert isinstance(response["error"]["field"], str) and isinstance(response["error"]["reason"], str)
    error: dict[str, str] = response["error"]
    return error


def nested(depth: int) -> object:
    """A list inside a list ``depth`` times, built without recursion."""
    value: object = []
    for _ in range(depth):
        value = [value]
    return value


def card_lists(request: dict[str, Any]) -> list[str]:
    """Where a request holds a list of cards: a field, or a hand of its ``hands``."""
    found = []
    for name in CARD_LISTS:
        value = request.get(name)
        if name == "hands" and isinstance(value, list):
            found += [f"hands[{seat}]" for seat, hand in enumerate(value) if isinstance(hand, list) and hand]
        elif isinstance(value, list) and value:
            found.append(name)
    return found


def with_cards(request: dict[str, Any], where: str, cards: list[str]) -> dict[str, Any]:
    """``request`` with the list of cards ``where`` (a field, or ``hands[i]``) replaced by ``cards``."""
    changed: dict[str, Any] = json.loads(json.dumps(request))
    name, _, seat = where.partition("[")
    if seat:
        changed[name][int(seat.rstrip("]"))] = cards
    else:
        changed[name] = cards
    return changed


EXAMPLES = {f"{game.id}-{action}": game.example(action, game.default_variant)
            for game in GAMES.values() for action in sorted(game.actions)}
"""Every game's declared example of each action, under its default rule set."""
WITH_CARDS = {name: (request, card_lists(request)[0]) for name, request in EXAMPLES.items() if card_lists(request)}
"""The examples that hold a list of cards, with the place of the first."""


# The generic bounds, before any game reads the request ----------------------------------------------------

def beyond(game: Listed) -> dict[str, tuple[object, str, str]]:
    """Values beyond the bounds every request keeps, in a session of ``game``: the limits refuse them before the
    game reads a field, whichever field holds them."""
    base, seats = played(game), played(game)["players"]
    return {
        "too-deep": ({**base, "policy": {"name": nested(MAX_DEPTH)}}, "policy.name" + "[0]" * 6,
                     "nested at most 8 deep"),
        "far-too-deep": ({**base, "policy": nested(100_000)}, "policy" + "[0]" * 7, "nested at most 8 deep"),
        "too-many-items": ({**base, "hands": [["KS"] * (MAX_ITEMS + 1)]}, "hands[0]", "at most 1000 items"),
        "too-many-fields": ({**base, **{f"f{i}": 1 for i in range(MAX_ITEMS)}}, "request", "at most 1000 fields"),
        "long-name": ({**base, "names": ["x" * (MAX_TEXT + 1)] * seats}, "names[0]", "at most 200 characters"),
        "long-field-name": ({**base, "x" * (MAX_TEXT + 1): 1}, "request", "at most 200 characters"),
        "large-number": ({**base, "ante": MAX_INTEGER + 1}, "ante", "numbers go from"),
        "huge-number": ({**base, "ante": -10**5000}, "ante", "about 5,001 digits"),
        "seed-not-a-number": ({**base, "seed": float("nan")}, "seed", "finite"),
        "infinite-seed": ({**base, "seed": float("inf")}, "seed", "finite"),
        "tuple": ({**base, "seed": (1, 2)}, "seed", "only JSON values, not a tuple"),
        "bytes": ({**base, "seed": b"1"}, "seed", "only JSON values, not a bytes"),
        "number-as-field-name": ({**base, "policy": {1: "stand"}}, "policy", "names of fields are text"),
        "surrogate-in-a-name": ({**base, "names": ["A\ud800", *NAMES[1:seats]]}, "names[0]", "lone surrogate"),
        "surrogate-in-a-card": ({**base, "hands": [["K\udcff"], ["9D"]]}, "hands[0][0]", "lone surrogate"),
        "superscript-digit": ({**base, "decisions": ["raise ²"]}, "decisions[0]", "digits 0 to 9"),
        "arabic-digit": ({**base, "decisions": ["raise ١"]}, "decisions[0]", "digits 0 to 9"),
        "long-move": ({**base, "decisions": ["raise " + "9" * 5000]}, "decisions[0]", "at most 200 characters"),
    }


@pytest.mark.parametrize("request_, field, words", by_game(beyond))
def test_out_of_bounds_values_are_refused_by_name(request_, field, words):
    error = refused(request_)
    assert error["field"] == field and words in error["reason"], error
    assert len(error["reason"]) < 200


@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_the_walk_looks_at_a_bounded_number_of_values(game):
    request = {**played(game), "x": [[0] * 999 for _ in range(20)]}
    assert refused(request) == {"field": "request", "reason": f"a request may hold at most {MAX_VALUES:,} values"}


@pytest.mark.parametrize("request_, where", WITH_CARDS.values(), ids=WITH_CARDS)
def test_a_huge_hand_is_refused_before_any_work_on_its_cards(request_, where):
    request = with_cards(request_, where, ["KS", "2C", "3D"] * 70_000)
    assert len(json.dumps(request)) > 1_200_000
    error, work = calls(lambda: refused(request))
    assert error["field"] == where and work < 1_000, work  # about 70 calls, for 210,000 cards


@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_digits_in_names_are_names(game):
    response = handle(seated(game, "Anne²", "Basile ١"))
    assert "error" not in response, response


CHOICES = [pytest.param(request, field.name, id=f"{name}-{field.name}") for name, request in EXAMPLES.items()
           for field in GAMES[request["game"]].fields(request["action"], request["variant"]) if field.kind == "choice"]
"""Each field of a choice in every game's examples."""


@pytest.mark.parametrize("value", [[], {}], ids=["list", "object"])
@pytest.mark.parametrize("request_, field", CHOICES)
def test_a_value_python_refuses_is_still_an_answer(request_, field, value):
    """A list or an object cannot be looked up among a choice's values, as Python refuses it; the refusal is the
    engine's, naming the field."""
    assert refused({**request_, field: value})["field"] == field


# The work and the answer of every accepted request ---------------------------------------------------------

MOST_WORK = 1_000_000
"""The most function calls an accepted request may take: the heaviest the benchmark finds (a session of 50 deals at
ten players) takes about 580,000, well under a second of CPU on our machine."""

MOST_BYTES = 1_200_000
"""The most bytes of compact JSON an accepted request may answer: about a megabyte (the largest, 1,000 rounds for
five players without the steps, is about 1.14 MB)."""


def heaviest() -> list[tuple[str, dict[str, object]]]:
    """The requests each game names as its heaviest, at the bounds its rule sets declare (the ones
    ``build/bench_requests.py`` measures): at least one for every game, rule set and action."""
    found = []
    for game in GAMES.values():
        for variant in game.variants:
            for action in game.actions:
                requests = game.heaviest(action, variant)
                assert requests, f"{game.id} names no heaviest request of {action} under {variant}"
                found += [(f"{game.id} {variant} {action}", request) for request in requests]
    return found


def test_every_request_at_the_declared_bounds_is_answered_in_bounded_work_and_size():
    for name, request in heaviest():
        answer, work = calls(lambda: handle(request))
        assert "error" not in answer, (name, request, answer)
        size = len(json.dumps(answer, ensure_ascii=False, separators=(",", ":")).encode("utf-8"))
        assert work < MOST_WORK and size < MOST_BYTES, (name, request, work, size)


def too_long() -> list[Any]:
    """Sessions no answer may hold: each count of a session (deals, rounds, coups) at its own highest, at each table
    where the answer bounds it lower, with the explanation steps and, where a request may leave them out, without;
    and each at ten times its highest."""
    found = []
    for game in PLAYED:
        for variant in game.variants.values():
            fields = game.fields("play", variant.id)
            defaults = {field.name: field.default for field in fields}
            explains = "explain" in defaults
            for count in (field for field in fields if isinstance(field, Whole) and field.products):
                high = int(count.high or 0)
                base = {**game.example("play", variant.id), count.name: high}
                found.append(pytest.param({**base, count.name: 10 * high}, count.name,
                                          id=f"{game.id}-{variant.id}-{count.name}-beyond-its-range"))
                others = {product.times: defaults[product.times] for product in count.products
                          if product.times != "players"}
                for players in sorted({variant.min_players, variant.default_players, variant.max_players}):
                    for explain in (True, False) if explains else (True,):
                        if most(game.actions, "play", variant, count.name, players, explain, **others) >= high:
                            continue
                        switch = {} if explain else {"explain": False}
                        named = f"{game.id}-{variant.id}-{count.name}-at-{players}" + "-unexplained" * (not explain)
                        found.append(pytest.param({**base, "players": players, **switch}, count.name, id=named))
    return found


@pytest.mark.parametrize("request_, field", too_long())
def test_a_session_too_long_for_one_answer_is_refused_before_any_work(request_, field):
    error, work = calls(lambda: refused(request_))
    assert error["field"] == field and work < 2_000, (error, work)


# Names, echoed values and card errors ----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["A\x1b[2J", "two\nlines", "A\r", "\u202eevil", "zero\u200bwidth", "A\u2028B",
                                  "A\u2029B", "private\ue000", "unassigned\u0378", "\u3164", "\u2800 \u3164"])
@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_names_without_control_or_invisible_characters(game, name):
    error = refused(seated(game, "Anne", name))
    assert error["field"] == "names[1]"
    assert "\x1b" not in error["reason"] and "\n" not in error["reason"] and "\u202e" not in error["reason"]


@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_printable_names_from_any_script_are_kept(game):
    request = seated(game, "Étienne", "José María", "Zoë", "Ὀδυσσεύς", "张伟")
    response = handle(request)
    assert [seat["name"] for seat in response["seats"]] == request["names"]


def quoting(game: Listed) -> dict[str, tuple[object, str]]:
    """Long values in a session of ``game``, each with the field its refusal names."""
    base, seats = played(game), played(game)["players"]
    return {"seed": ({**base, "seed": "x" * 199}, "seed"), "game": ({**base, "game": "y" * 199}, "game"),
            "action": ({**base, "action": "z" * 199}, "action"),
            "variant": ({**base, "variant": "v" * 199}, "variant"),
            "explain": ({**base, "explain": "w" * 199}, "explain"),
            "name": ({**base, "names": ["n" * 29 + "\x07", *NAMES[1:seats]]}, "names[0]")}


LONG_CARDS = [pytest.param(with_cards(request, where, [card]), f"{where}[0]", id=f"{name}-{card[-3:]}")
              for name, (request, where) in WITH_CARDS.items() for card in ("Q" * 199, "9" * 190 + "Z")]
"""Each example that holds cards with a first card of some 200 characters."""


@pytest.mark.parametrize("request_, field", [*by_game(quoting), *LONG_CARDS])
def test_reasons_quote_at_most_about_40_characters_of_what_was_given(request_, field):
    error = refused(request_)
    assert error["field"] == field
    assert max(len(run) for run in error["reason"].replace("'", " ").split()) <= 45, error


@pytest.mark.parametrize("request_", TWICE.values(), ids=TWICE)
def test_a_duplicate_card_is_named_once_with_both_places(request_):
    error = refused(request_)
    assert re.search(r"\[1\]$", error["field"]), error
    assert error["reason"].count("appears twice: the 1st and the 2nd card of") == 1, error


NAMED_TWICE: dict[str, tuple[dict[str, Any], str, str]] = merged("NAMED_TWICE")  # type: ignore[assignment]
"""Each game's requests with a card given twice, the field and the whole reason of the refusal (``declared.py``)."""


@pytest.mark.parametrize("request_, field, reason", NAMED_TWICE.values(), ids=NAMED_TWICE)
def test_a_duplicate_card_is_named_in_the_game_s_words(request_, field, reason):
    assert refused(request_) == {"field": field, "reason": reason}


@pytest.mark.parametrize("seed", ["²", "١", "٤٢", "42"])
@pytest.mark.parametrize("game", PLAYED, ids=lambda game: game.id)
def test_a_seed_is_a_number_not_text(game, seed):
    error = refused({**played(game), "seed": seed})
    assert error["field"] == "seed"
    assert ("digits 0 to 9" in error["reason"]) == (not seed.isascii())


# The command line -------------------------------------------------------------------------------------------

SESSION = seated(PLAYED[0], "Anne")
"""A session of the first game of the registry, as the command line is given it."""


def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, check=False,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)


@pytest.mark.parametrize("stdin, words", [
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (json.dumps({**SESSION, "seed": 0}).replace('"seed": 0', '"seed": ' + "9" * 5000).encode(), "far too many digits"),
    (b'{"action": "catalogue"\xff}', "not UTF-8"),
    (json.dumps(seated(PLAYED[0], "A\ud800")).encode(), "lone surrogate"),
    (json.dumps(seated(PLAYED[0], "A\x1b[2J")).encode(), "invisible"),
], ids=["deep", "digits", "utf8", "surrogate", "escape"])
@pytest.mark.parametrize("text", [False, True])
def test_the_command_line_gives_one_line_and_a_status_never_a_traceback(stdin, words, text):
    done = run_cli(*(["--text"] if text else []), stdin=stdin)
    lines = done.stderr.decode("utf-8").splitlines()
    assert done.returncode == 1 and not done.stdout
    assert len(lines) == 1 and words in lines[0] and "\x1b" not in lines[0]


def test_a_request_given_as_an_argument_with_bytes_that_are_not_utf8():
    done = subprocess.run([sys.executable, "-m", "engine", os.fsdecode(b'{"action": "catalogue", "\xff": 1}')],
                          capture_output=True, check=False, cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert done.returncode == 1 and b"Traceback" not in done.stderr and len(done.stderr.splitlines()) == 1


def test_no_standard_input_at_all():
    done = subprocess.run([sys.executable, "-m", "engine"], capture_output=True, check=False, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, preexec_fn=lambda: os.close(0))
    assert done.returncode == 1 and done.stderr.decode().splitlines() == [
        "error in request: no request: give it as an argument or on standard input"]


@pytest.mark.parametrize("text", [False, True])
def test_a_terminal_that_is_not_utf8_gets_escapes_not_a_traceback(text):
    request = seated(PLAYED[0], "Étienne", "Zoë", "張", "Ὀδυσσεύς")
    done = subprocess.run([sys.executable, "-m", "engine", *(["--text"] if text else []), json.dumps(request)],
                          capture_output=True, check=False, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and not done.stderr
    if text:
        assert b"\\xc9tienne" in done.stdout
    else:
        assert json.loads(done.stdout) == handle(request)


PIPE = 1 << 16
"""The bytes a pipe holds before its writer waits for the reader."""


@pytest.mark.parametrize("text", [False, True])
def test_output_cut_short_by_the_reader_ends_quietly(text):
    """The first game's heaviest session, whose answer, as JSON or as text, fills the pipe twice over."""
    request = PLAYED[0].heaviest("play", PLAYED[0].default_variant)[0]
    answer = handle(request)
    assert len(render(answer) if text else json.dumps(answer)) > 2 * PIPE
    with subprocess.Popen([sys.executable, "-m", "engine", *(["--text"] if text else []), json.dumps(request)],
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.read(10)
        process.stdout.close()
        stderr = process.stderr.read()
        assert process.wait(timeout=60) == 0 and not stderr


# The live widgets ---------------------------------------------------------------------------------------

WIDGETS = {block.id: state_of(block.fields).as_dict()
           for page in GAME_PAGES for block in map(parse_block, sources(page))}
"""Every widget of the game pages, by id, as its page places it."""
STEPS = {name: state for name, state in WIDGETS.items() if state["kind"] == "steps"}
"""The widgets that show a seeded deal's steps."""
SCENARIOS = {name: state for name, state in WIDGETS.items() if state["kind"] == "scenario" and "hands" in state}
"""The scenarios whose reader types the hands."""
SEATED = {name: {**{key: value for key, value in state.items() if key != "decisions"}, "seat": state.get("seat", "2")}
          for name, state in WIDGETS.items() if state["kind"] == "play" or "seat" in state}
"""The widgets whose reader sits at the table, those that play and those a page seats, before the reader's first
decision."""
BIG = "9" * 5000


def options(state: dict[str, object]) -> tuple[str, ...]:
    """The options the widgets of the state's game declare (a pack, the stakes, the reader's decisions...)."""
    return RENDERERS[str(state["game"])].declared.options


WIDGET_WORK = 200_000
"""The most function calls a refused widget message may take: drawing the kept view takes about 20,000."""


def ask(message: dict[str, object]) -> tuple[dict[str, object], int]:
    """The widget's answer to ``message`` and how many function calls it took."""
    answer, work = calls(lambda: respond(json.dumps(message)))
    answer.encode("utf-8")  # the browser receives it: no lone surrogate may be left in it
    parsed: dict[str, object] = json.loads(answer)
    return parsed, work


def tampered(state: dict[str, object]) -> dict[str, tuple[dict[str, object], str]]:
    """Messages a tampered page or link may send a widget at ``state``, each with the field its refusal names: out
    of bounds in its fields and in each option its game's widgets declare."""
    found: dict[str, tuple[dict[str, object], str]] = {
        "players-in-a-link": ({"state": state, "fragment": "players=1000000000"}, "players"),
        "players-beyond-any-number": ({"state": state, "fragment": f"players={10**30}"}, "players"),
        "players-in-the-state": ({"state": {**state, "players": 10**7}}, "state"),
        "players-beyond-any-number-in-the-state": ({"state": {**state, "players": 10**30}}, "state"),
        "players-asked": ({"state": state, "action": "players", "value": 10**9}, "players"),
        "players-asked-in-another-digit": ({"state": state, "action": "players", "value": "²"}, "players"),
        "seed-in-another-digit": ({"state": state, "fragment": "seed=%C2%B2"}, "seed"),
        "long-seed": ({"state": state, "fragment": f"seed={BIG}"}, "seed"),
        "long-players": ({"state": state, "fragment": f"players={BIG}"}, "players"),
        "long-step": ({"state": state, "fragment": f"step={BIG}"}, "step"),
        "step-too-far": ({"state": state, "fragment": f"step={MAX_STEP + 1}"}, "step"),
        "long-step-asked": ({"state": state, "action": "step", "value": BIG}, "step"),
        "long-seed-applied": ({"state": state, "action": "apply", "value": {"seed": BIG}}, "seed"),
        "seed-applied-in-another-digit": ({"state": state, "action": "apply", "value": {"seed": "١٢"}}, "seed"),
        "many-names": ({"state": state, "fragment": "names=" + "|".join(["A"] * 100_000)}, "fragment"),
        "names-beyond-any-table": ({"state": state, "fragment": "names=" + "|".join(["A"] * 13)}, "names"),
        "surrogate-in-the-names": ({"state": {**state, "names": "A\ud800|B|C|D"}}, "state"),
        "surrogate-applied": ({"state": state, "action": "apply", "value": {"seed": "\udc00"}}, "seed"),
        "surrogate-in-a-link": ({"state": state, "fragment": "names=\udc80x"}, "fragment"),
        "surrogate-as-a-field": ({"state": {**state, "\ud800": 1}}, "state"),
    }
    for option in options(state):
        found[f"long-{option}"] = ({"state": state, "fragment": f"{option}={BIG}"}, option)
        found[f"{option}-in-another-digit"] = ({"state": state, "fragment": f"{option}=K:%C2%B2"}, option)
    return found


def typed(state: dict[str, object]) -> dict[str, tuple[dict[str, object], str]]:
    """Hands a tampered form may send a scenario at ``state``, each refused as the hands."""
    beyond = int(str(state["players"])) + 1
    found: dict[str, tuple[dict[str, object], str]] = {
        f"hand-{seat}": ({"state": state, "action": "settle", "value": {f"hand-{seat}": "KS 2C"}}, "hands")
        for seat in ("99999999", "²", "0", str(beyond))}
    found["long-seat"] = ({"state": state, "action": "settle", "value": {f"hand-{BIG}": "KS 2C"}}, "hands")
    found["many-hands"] = ({"state": state, "fragment": "hands=" + "|".join(["KS"] * 100_000)}, "fragment")
    return found


MESSAGES = [pytest.param(*case, id=f"{widget}-{name}") for cases, widgets in ((tampered, STEPS), (typed, SCENARIOS))
            for widget, state in widgets.items() for name, case in cases(state).items()]


@pytest.mark.parametrize("message, field", MESSAGES)
def test_a_tampered_widget_message_is_refused_quickly_by_name(message, field):
    answer, work = ask(message)
    assert answer["ok"] is False and isinstance(answer["error"], dict), answer
    assert answer["error"]["field"] == field, answer["error"]
    assert work < WIDGET_WORK, work


def own_actions(state: dict[str, object]) -> list[str]:
    """The actions of the game's own buttons (a card, a word, a bet let ride) that the widget offers its reader at
    the last step of ``state``."""
    answer = json.loads(respond(json.dumps({"state": state, "action": "step", "value": "last"})))
    assert answer["ok"], answer["error"]
    return sorted(set(re.findall(r'<button[^>]*data-action="([^"]+)"[^>]*data-value=', answer["html"])) - {"step"})


@pytest.mark.parametrize("state", SEATED.values(), ids=SEATED)
def test_a_decision_in_another_digit_is_refused_quickly_by_name(state):
    actions = own_actions(state)
    assert actions, "the reader has nothing to decide at the last step"
    for action in actions:
        answer, work = ask({"state": state, "action": action, "value": "²"})
        assert answer["ok"] is False and isinstance(answer["error"], dict), (action, answer)
        assert answer["error"]["field"].split("[")[0] in (*state, *options(state)), (action, answer["error"])
        assert work < WIDGET_WORK, (action, work)


@pytest.mark.parametrize("message", [
    "[" * 100_000 + "]" * 100_000,
    *('{"state": {"game": "%s", "kind": "steps", "seed": %s}}' % (state["game"], BIG) for state in STEPS.values()),
    *(json.dumps({"state": state, "action": "settle", "value": {"seed": nested(500)}}) for state in STEPS.values()),
], ids=["deep", *(f"{widget}-digits" for widget in STEPS), *(f"{widget}-nested-value" for widget in STEPS)])
def test_a_message_python_cannot_read_is_an_answer(message):
    answer, work = calls(lambda: json.loads(respond(message)))
    assert answer["ok"] is False and work < WIDGET_WORK, work


@pytest.mark.parametrize("game", RENDERERS)
def test_the_widget_state_bounds(game):
    base = {"game": game, "kind": "deal", "seed": 1}
    assert state_of({**base, "players": str(MAX_PLAYERS)}).players == MAX_PLAYERS
    assert state_of({**base, "step": MAX_STEP}).step == MAX_STEP
    assert state_of({**base, "seed": "9007199254740991"}).seed == 2**53 - 1
    declared = RENDERERS[game].declared
    beyond = [{"players": MAX_PLAYERS + 1}, {"players": 0}, {"players": "١"}, {"step": -1},
              {"seed": "9007199254740992"}, {"kind": "scenario", "hands": "|".join(["KS"] * 13)},
              {"names": ["A"] * 1_000_000}, {"names": ["A", 1]}, {"zzz": 1},
              *({role: MAX_PLAYERS + 1} for role in declared.roles),
              *({option: value} for option in declared.options for value in (10**16, "x" * 501))]
    for fields in beyond:
        with pytest.raises(EngineError) as refused_:
            state_of({**base, **fields})
        assert refused_.value.field.split("[")[0] in fields, (fields, refused_.value)


def test_only_plain_digits_become_numbers():
    assert number("12") == 12 and number("0012") == 12
    assert number("²") == "²" and number("١") == "١" and number("9" * 17) == "9" * 17 and number("-1") == "-1"


def test_the_widgets_keep_answers_within_a_budget_of_bytes_not_of_entries():
    """Many small answers may be kept, but never more bytes than the budget, however large each answer is: small
    sessions of the first game of the registry at its fewest players, and its heaviest session."""
    game = PLAYED[0]
    fewest = game.variants[game.default_variant].min_players
    small = [json.dumps(played(game, fewest) | {"seed": seed}) for seed in range(5)]
    big = json.dumps(game.heaviest("play", game.default_variant)[0])
    costs = {}
    for request in (*small, big):
        alone = Answers(10**9)
        assert "error" not in alone.get(request)
        costs[request] = alone.size
    assert costs[big] > sum(costs[request] for request in small), "the heaviest session is no larger than the rest"
    budget = costs[big] + max(costs[request] for request in small)
    answers = Answers(budget)
    for request in small:
        answers.get(request)
    assert len(answers) == 5 and answers.size <= budget
    kept = answers.get(big)
    assert answers.size <= budget and 1 < len(answers) < 6, "a large answer makes room for itself"
    assert answers.get(big) is kept
    tiny = Answers(100)
    tiny.get(big)
    assert len(tiny) == 0 and tiny.size == 0, "an answer larger than the budget is given but not kept"

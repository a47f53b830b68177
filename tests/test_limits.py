"""The bounds of every request and widget message: what a fuzz of tampered requests and widget states found.

Each case is a regression test for a request that raised, froze or answered oddly: the engine, the command
line and the live widgets must answer it quickly, naming the field, and never with a traceback.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.api import GAMES, handle
from engine.errors import EngineError
from engine.limits import MAX_DEPTH, MAX_INTEGER, MAX_ITEMS, MAX_TEXT, MAX_VALUES
from widgets.games import state_of
from widgets.live import respond
from widgets.requests import number
from widgets.state import MAX_PLAYERS, MAX_STEP
from tests.support.work import calls

ROOT = Path(__file__).parents[1]
FARMER = {"action": "play", "game": "farmer", "players": 5, "seed": 1}
HOMME = {"action": "settle", "game": "homme", "players": 3,
         "hands": [["KS", "KS", "9H", "8D", "10C"], ["AH", "8C", "AC", "JD", "JC"], ["10S", "9C", "JS", "10H", "QH"]]}


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


# The generic bounds, before any game reads the request ----------------------------------------------------

@pytest.mark.parametrize("request_, field, words", [
    ({**FARMER, "policy": {"name": nested(MAX_DEPTH)}}, "policy.name" + "[0]" * 6, "nested at most 8 deep"),
    ({**FARMER, "policy": nested(100_000)}, "policy" + "[0]" * 7, "nested at most 8 deep"),
    ({"action": "settle", "game": "farmer", "hands": [["KS"] * (MAX_ITEMS + 1)]}, "hands[0]", "at most 1000 items"),
    ({**FARMER, **{f"f{i}": 1 for i in range(MAX_ITEMS)}}, "request", "at most 1000 fields"),
    ({**FARMER, "names": ["x" * (MAX_TEXT + 1)] * 5}, "names[0]", "at most 200 characters"),
    ({**FARMER, "x" * (MAX_TEXT + 1): 1}, "request", "at most 200 characters"),
    ({**FARMER, "ante": MAX_INTEGER + 1}, "ante", "numbers go from"),
    ({**FARMER, "ante": -10**5000}, "ante", "about 5,001 digits"),
    ({**FARMER, "seed": float("nan")}, "seed", "finite"),
    ({**FARMER, "seed": float("inf")}, "seed", "finite"),
    ({**FARMER, "seed": (1, 2)}, "seed", "only JSON values, not a tuple"),
    ({**FARMER, "seed": b"1"}, "seed", "only JSON values, not a bytes"),
    ({**FARMER, "policy": {1: "stand"}}, "policy", "names of fields are text"),
    ({**FARMER, "names": ["A\ud800", "B", "C", "D", "E"]}, "names[0]", "lone surrogate"),
    ({"action": "settle", "game": "farmer", "hands": [["K\udcff"], ["9D"]]}, "hands[0][0]", "lone surrogate"),
    ({"action": "play", "game": "glic", "seed": 7, "decisions": ["raise ²"]}, "decisions[0]", "digits 0 to 9"),
    ({"action": "play", "game": "glic", "seed": 7, "decisions": ["raise ١"]}, "decisions[0]", "digits 0 to 9"),
    ({"action": "play", "game": "glic", "seed": 7, "decisions": ["raise " + "9" * 5000]}, "decisions[0]",
     "at most 200 characters"),
])
def test_out_of_bounds_values_are_refused_by_name(request_, field, words):
    error = refused(request_)
    assert error["field"] == field and words in error["reason"], error
    assert len(error["reason"]) < 200


def test_the_walk_looks_at_a_bounded_number_of_values():
    request = {**FARMER, "x": [[0] * 999 for _ in range(20)]}
    assert refused(request) == {"field": "request", "reason": f"a request may hold at most {MAX_VALUES:,} values"}


def test_a_huge_hand_is_refused_before_any_work_on_its_cards():
    request = {"action": "settle", "game": "farmer", "hands": [["KS", "2C", "3D"] * 70_000, ["9D", "7D"]]}
    assert len(json.dumps(request)) > 1_200_000
    error, work = calls(lambda: refused(request))
    assert error["field"] == "hands[0]" and work < 1_000, work  # about 70 calls, for 210,000 cards


def test_digits_in_names_are_names():
    response = handle({**FARMER, "names": ["Anne²", "Basile ١", "Claude", "Denise", "Émile"]})
    assert "error" not in response


def test_a_value_python_refuses_is_still_an_answer():
    # No check of the game reads "packets" yet, so Python's own refusal is answered, never raised.
    for packets in ([], {}):
        refused({"action": "play", "game": "homme", "seed": 1, "packets": packets})


# The work and the answer of every accepted request ---------------------------------------------------------

MOST_WORK = 1_000_000
"""The most function calls an accepted request may take: the heaviest the benchmark finds (a Glic session of 50
deals) takes about 580,000, well under a second of CPU on our machine."""

MOST_BYTES = 1_200_000
"""The most bytes of compact JSON an accepted request may answer: about a megabyte (the largest, 1,000 rounds of
Farmer for five players without the steps, is about 1.14 MB)."""


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


@pytest.mark.parametrize("request_, field", [
    ({"action": "play", "game": "ferme", "variant": "1659", "players": 12, "seed": 42, "rounds": 1000}, "rounds"),
    ({"action": "play", "game": "farmer", "players": 8, "seed": 42, "rounds": 1000}, "rounds"),
    ({"action": "play", "game": "farmer", "players": 8, "seed": 42, "rounds": 1000, "explain": False}, "rounds"),
    ({"action": "play", "game": "landsknecht", "seed": 42, "coups": 1000}, "coups"),
    ({"action": "play", "game": "landsknecht", "players": 10, "seed": 42, "coups": 100}, "coups"),
    ({"action": "play", "game": "basset", "seed": 42, "deals": 100}, "deals"),
    ({"action": "play", "game": "glic", "players": 10, "seed": 42, "deals": 100}, "deals"),
])
def test_a_session_too_long_for_one_answer_is_refused_before_any_work(request_, field):
    error, work = calls(lambda: refused(request_))
    assert error["field"] == field and work < 2_000, (error, work)


# Names, echoed values and card errors ----------------------------------------------------------------------

@pytest.mark.parametrize("name", ["A\x1b[2J", "two\nlines", "A\r", "\u202eevil", "zero\u200bwidth", "A\u2028B",
                                  "A\u2029B", "private\ue000", "unassigned\u0378", "\u3164", "\u2800 \u3164"])
def test_names_without_control_or_invisible_characters(name):
    error = refused({**FARMER, "names": ["Anne", name, "Claude", "Denise", "Émile"]})
    assert error["field"] == "names[1]"
    assert "\x1b" not in error["reason"] and "\n" not in error["reason"] and "\u202e" not in error["reason"]


def test_printable_names_from_any_script_are_kept():
    names = ["Étienne", "José María", "Zoë", "Ὀδυσσεύς", "张伟"]
    response = handle({**FARMER, "names": names})
    assert [seat["name"] for seat in response["seats"]] == names


@pytest.mark.parametrize("request_, field", [
    ({**FARMER, "seed": "x" * 199}, "seed"),
    ({**FARMER, "game": "y" * 199}, "game"),
    ({**FARMER, "action": "z" * 199}, "action"),
    ({**FARMER, "variant": "v" * 199}, "variant"),
    ({"action": "settle", "game": "farmer", "hands": [["Q" * 199], ["9D"]]}, "hands[0][0]"),
    ({"action": "settle", "game": "farmer", "hands": [["9" * 190 + "Z"], ["9D"]]}, "hands[0][0]"),
    ({**FARMER, "explain": "w" * 199}, "explain"),
    ({**FARMER, "names": ["n" * 29 + "\x07", "B", "C", "D", "E"]}, "names[0]"),
])
def test_reasons_quote_at_most_about_40_characters_of_what_was_given(request_, field):
    error = refused(request_)
    assert error["field"] == field
    assert max(len(run) for run in error["reason"].replace("'", " ").split()) <= 45, error


def test_a_duplicate_card_is_named_once_with_both_places():
    assert refused(HOMME) == {"field": "hands[0][1]",
                              "reason": "K♠ (king of spades) appears twice: the 1st and the 2nd card of Anne's hand"}
    error = refused({"action": "settle", "game": "swiss-tarot", "hands": [["KSW", "KSW"], [], []]})
    assert error["reason"] == "the king of swords appears twice: the 1st and the 2nd card of Anne's hand"


@pytest.mark.parametrize("seed", ["²", "١", "٤٢", "42"])
def test_a_seed_is_a_number_not_text(seed):
    error = refused({**FARMER, "seed": seed})
    assert error["field"] == "seed"
    assert ("digits 0 to 9" in error["reason"]) == (not seed.isascii())


# The command line -------------------------------------------------------------------------------------------

def run_cli(*args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[bytes]:
    return subprocess.run([sys.executable, "-m", "engine", *args], input=stdin, capture_output=True, check=False,
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, timeout=60)


@pytest.mark.parametrize("stdin, words", [
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b'{"action": "play", "game": "farmer", "seed": ' + b"9" * 5000 + b"}", "far too many digits"),
    (b'{"action": "catalogue"\xff}', "not UTF-8"),
    (json.dumps({**FARMER, "names": ["A\ud800", "B", "C", "D", "E"]}).encode(), "lone surrogate"),
    (json.dumps({**FARMER, "names": ["A\x1b[2J", "B", "C", "D", "E"]}).encode(), "invisible"),
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
    request = {**FARMER, "names": ["Étienne", "Zoë", "張", "Ὀδυσσεύς", "D"]}
    done = subprocess.run([sys.executable, "-m", "engine", *(["--text"] if text else []), json.dumps(request)],
                          capture_output=True, check=False, cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT), "PYTHONIOENCODING": "ascii"})
    assert done.returncode == 0 and not done.stderr
    if text:
        assert b"\\xc9tienne" in done.stdout
    else:
        assert json.loads(done.stdout) == handle(request)


@pytest.mark.parametrize("text", [False, True])
def test_output_cut_short_by_the_reader_ends_quietly(text):
    request = json.dumps({"action": "play", "game": "swiss-tarot", "seed": 1, "deals": 3})
    with subprocess.Popen([sys.executable, "-m", "engine", *(["--text"] if text else []), request], cwd=ROOT,
                          env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        assert process.stdout.read(10)
        process.stdout.close()
        stderr = process.stderr.read()
        assert process.wait(timeout=60) == 0 and not stderr


# The live widgets ---------------------------------------------------------------------------------------

GLIC = {"game": "glic", "kind": "steps", "seed": 7, "players": 4}
LANDSKNECHT = {"game": "landsknecht", "kind": "steps", "seed": 7, "players": 4, "stakes": "4 | 2 1 1"}
BASSET = {"game": "basset", "kind": "steps", "seed": 7, "players": 3, "stakes": "K:2 7:1 | A:3 5:1"}
SCENARIO = {"game": "farmer", "kind": "scenario", "farmer": 1, "players": 2, "hands": "KS 2C | 9D 7D"}
BIG = "9" * 5000


WIDGET_WORK = 200_000
"""The most function calls a refused widget message may take: drawing the kept view takes about 20,000."""


def ask(message: dict[str, object]) -> tuple[dict[str, object], int]:
    """The widget's answer to ``message`` and how many function calls it took."""
    answer, work = calls(lambda: respond(json.dumps(message)))
    answer.encode("utf-8")  # the browser receives it: no lone surrogate may be left in it
    parsed: dict[str, object] = json.loads(answer)
    return parsed, work


@pytest.mark.parametrize("message, field", [
    ({"state": GLIC, "fragment": "players=1000000000"}, "players"),
    ({"state": GLIC, "fragment": f"players={10**30}"}, "players"),
    ({"state": LANDSKNECHT, "fragment": "players=10000000"}, "players"),
    ({"state": {**LANDSKNECHT, "players": 10**7}}, "state"),
    ({"state": {**LANDSKNECHT, "players": 10**30}}, "state"),
    ({"state": GLIC, "action": "players", "value": 10**9}, "players"),
    ({"state": GLIC, "action": "players", "value": "²"}, "players"),
    ({"state": SCENARIO, "action": "settle", "value": {"hand-99999999": "KS 2C"}}, "hands"),
    ({"state": SCENARIO, "action": "settle", "value": {"hand-²": "KS 2C"}}, "hands"),
    ({"state": SCENARIO, "action": "settle", "value": {"hand-0": "KS 2C"}}, "hands"),
    ({"state": SCENARIO, "action": "settle", "value": {"hand-3": "KS 2C"}}, "hands"),
    ({"state": SCENARIO, "action": "settle", "value": {f"hand-{BIG}": "KS 2C"}}, "hands"),
    ({"state": GLIC, "fragment": "seed=%C2%B2"}, "seed"),
    ({"state": GLIC, "fragment": f"seed={BIG}"}, "seed"),
    ({"state": GLIC, "fragment": f"players={BIG}"}, "players"),
    ({"state": GLIC, "fragment": f"step={BIG}"}, "step"),
    ({"state": GLIC, "fragment": f"step={MAX_STEP + 1}"}, "step"),
    ({"state": GLIC, "action": "step", "value": BIG}, "step"),
    ({"state": GLIC, "action": "apply", "value": {"seed": BIG}}, "seed"),
    ({"state": GLIC, "action": "apply", "value": {"seed": "١٢"}}, "seed"),
    ({"state": GLIC, "fragment": f"limit={BIG}"}, "limit"),
    ({"state": GLIC, "fragment": "decisions=raise+%C2%B2"}, "decisions"),
    ({"state": BASSET, "fragment": "stakes=K:%C2%B2"}, "stakes"),
    ({"state": BASSET, "fragment": f"stakes=K:{BIG}"}, "stakes"),
    ({"state": BASSET, "action": "ride", "value": "²"}, "decisions"),
    ({"state": GLIC, "fragment": "names=" + "|".join(["A"] * 100_000)}, "fragment"),
    ({"state": SCENARIO, "fragment": "hands=" + "|".join(["KS"] * 100_000)}, "fragment"),
    ({"state": GLIC, "fragment": "names=" + "|".join(["A"] * 13)}, "names"),
    ({"state": {**GLIC, "names": "A\ud800|B|C|D"}}, "state"),
    ({"state": GLIC, "action": "apply", "value": {"seed": "\udc00"}}, "seed"),
    ({"state": GLIC, "fragment": "limit=\udc80x"}, "fragment"),
    ({"state": {**GLIC, "\ud800": 1}}, "state"),
])
def test_a_tampered_widget_message_is_refused_quickly_by_name(message, field):
    answer, work = ask(message)
    assert answer["ok"] is False and isinstance(answer["error"], dict), answer
    assert answer["error"]["field"] == field, answer["error"]
    assert work < WIDGET_WORK, work


@pytest.mark.parametrize("message", [
    "[" * 100_000 + "]" * 100_000,
    '{"state": {"game": "glic", "kind": "steps", "seed": ' + BIG + "}}",
    json.dumps({"state": GLIC, "action": "settle", "value": {"seed": nested(500)}}),
], ids=["deep", "digits", "nested-value"])
def test_a_message_python_cannot_read_is_an_answer(message):
    answer, work = calls(lambda: json.loads(respond(message)))
    assert answer["ok"] is False and work < WIDGET_WORK, work


def test_the_widget_state_bounds():
    base = {"game": "farmer", "kind": "deal", "seed": 1}
    assert state_of({**base, "players": str(MAX_PLAYERS)}).players == MAX_PLAYERS
    assert state_of({**base, "step": MAX_STEP}).step == MAX_STEP
    assert state_of({**base, "seed": "9007199254740991"}).seed == 2**53 - 1
    for fields in ({"players": MAX_PLAYERS + 1}, {"players": 0}, {"players": "١"}, {"step": -1}, {"farmer": 13},
                   {"seed": "9007199254740992"}, {"kind": "scenario", "hands": "|".join(["KS"] * 13)},
                   {"names": ["A"] * 1_000_000}, {"names": ["A", 1]}, {"stakes": 10**16}, {"order": "x" * 501}):
        with pytest.raises(EngineError) as refused_:
            state_of({**base, **fields})
        assert refused_.value.field.split("[")[0] in fields, (fields, refused_.value)


def test_only_plain_digits_become_numbers():
    assert number("12") == 12 and number("0012") == 12
    assert number("²") == "²" and number("١") == "١" and number("9" * 17) == "9" * 17 and number("-1") == "-1"


def test_the_widgets_keep_answers_within_a_budget_of_bytes_not_of_entries():
    """Many small answers may be kept, but never more bytes than the budget, however large each answer is."""
    from widgets.requests import Answers

    answers = Answers(420_000)
    small = [answers.get(json.dumps({"action": "play", "game": "farmer", "players": 2, "seed": seed}))
             for seed in range(5)]
    assert len(answers) == 5 and answers.size <= 420_000 and all("error" not in answer for answer in small)
    big = json.dumps({"action": "play", "game": "farmer", "players": 8, "seed": 1, "rounds": 20})  # some 400 kB
    kept = answers.get(big)
    assert answers.size <= 420_000 and 1 < len(answers) < 6, "a large answer makes room for itself"
    assert answers.get(big) is kept
    tiny = Answers(100)
    tiny.get(big)
    assert len(tiny) == 0 and tiny.size == 0, "an answer larger than the budget is given but not kept"

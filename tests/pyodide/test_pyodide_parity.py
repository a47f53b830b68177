"""The engine gives the same answers inside Pyodide (npm distribution, Node.js) as in CPython.

Fixtures are in conftest.py next to this file; build/test.sh installs Pyodide and builds the wheel first.
"""

import json

from messages import WIDGET_MESSAGES

try:
    import pytest_pyodide  # noqa: F401 - provides the selenium_module_scope fixture (node runtime)
except ImportError as exc:  # fail, don't skip: build/test.sh always installs it
    raise ImportError(
        "tests/pyodide needs pytest-pyodide: build/test.sh installs it from build/requirements-pyodide.txt"
    ) from exc


def test_pyodide_runs_python_3_14_with_the_engine_wheel(pyodide_engine, pyodide_dist):
    version, platform, engine_file = json.loads(
        pyodide_engine.run(
            "import json, sys, engine.api\n"
            "json.dumps([list(sys.version_info[:3]), sys.platform, engine.api.__file__])"
        )
    )
    assert version[:2] == [3, 14]
    lock = json.loads((pyodide_dist / "pyodide-lock.json").read_text())
    assert ".".join(map(str, version)) == lock["info"]["python"]
    assert platform == "emscripten"
    # Imported from the wheel, installed in Pyodide's site-packages.
    assert engine_file == f"/lib/python{version[0]}.{version[1]}/site-packages/engine/api.py"


def test_pyodide_answered_every_golden_request(golden, pyodide_answers, cpython_answers):
    assert len(pyodide_answers) == len(cpython_answers) == len(golden[1])


def test_golden_request_same_in_pyodide(golden_index, golden, pyodide_answers, cpython_answers):
    request = golden[1][golden_index]
    assert pyodide_answers[golden_index] == cpython_answers[golden_index], (
        f"request {golden_index} answered differently in Pyodide (left) and CPython (right): "
        f"{json.dumps(request, sort_keys=True)}"
    )


def test_widget_views_same_in_pyodide(pyodide_engine):
    """One renderer, two runtimes: the widgets' HTML for a state is the same in Pyodide and in CPython."""
    from widgets.live import respond

    messages = json.dumps([json.dumps(message) for message in WIDGET_MESSAGES])
    in_pyodide = json.loads(pyodide_engine.run(
        "import json\nfrom widgets.live import respond\n"
        f"json.dumps([respond(m) for m in json.loads({messages!r})])"
    ))
    in_cpython = [respond(message) for message in json.loads(messages)]
    refused = [message for message, answer in zip(WIDGET_MESSAGES, in_cpython) if not json.loads(answer)["ok"]]
    assert [message.get("fragment") for message in refused] == ["players=99"], "only the tampered link is refused"
    assert in_pyodide == in_cpython

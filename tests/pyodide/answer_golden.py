"""Answers golden requests with engine.api.handle, one JSON text per request.

CPython (tests/pyodide/conftest.py) and Pyodide run this same source, so both sides turn responses into
JSON the same way: json.dumps(response, sort_keys=True). A request that makes handle raise is answered with
the exception's type and message, so a failure that happens on one side only shows up as a difference.
"""

import json


def answer(request):
    from engine.api import handle

    try:
        return json.dumps(handle(request), sort_keys=True)
    except Exception as exc:  # noqa: BLE001 - any exception is part of the answer being compared
        return json.dumps({"raised": type(exc).__name__, "message": str(exc)}, sort_keys=True)


def answer_all(requests_json):
    """Takes the golden file's text (a JSON list of requests); returns a JSON list of answers."""
    return json.dumps([answer(request) for request in json.loads(requests_json)])

"""``python -m engine``: read one JSON request on standard input, write the response.

``--text`` prints the response for a terminal instead of as JSON. A bad request
prints its error on standard error and exits with status 1; no traceback, even
for input that is not UTF-8 or JSON Python cannot read. Output cut short by the
reader (``| head``) ends quietly with status 0; an answer that cannot be written
(a closed standard output, a full disk) says so in one line on standard error and
exits with status 1.
"""

from __future__ import annotations

import argparse
import io
import json
import os
import sys
from typing import TextIO

from engine import language
from engine.api import handle
from engine.schema import request_schema, schema
from engine.terminal import render


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):  # a character the terminal cannot show is escaped, not fatal
            stream.reconfigure(errors="backslashreplace")
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.splitlines()[0])
    parser.add_argument("--text", action="store_true", help="print the response for a terminal, not as JSON")
    parser.add_argument("--schema", action="store_true", help="print the JSON Schema of the answers and stop")
    parser.add_argument("--request-schema", action="store_true",
                        help="print the JSON Schema of the requests, as the catalogue lists their fields, and stop")
    parser.add_argument("request", nargs="?", help="the request as JSON (default: read it from standard input)")
    args = parser.parse_args(argv)
    if args.schema:
        return _emit(json.dumps(schema(), ensure_ascii=False, indent=2))
    if args.request_schema:
        return _emit(json.dumps(request_schema(), ensure_ascii=False, indent=2))
    request, response = _respond(args.request)
    with language.speaking(language.spoken(request)):
        if "error" in response:
            _write(sys.stderr, render(response))
            return 1
        text = render(response) if args.text else None
    encoding = (sys.stdout.encoding or "") if sys.stdout is not None else ""
    ascii_only = encoding.lower().replace("-", "") != "utf8"  # then JSON escapes the rest
    return _emit(text if text is not None else json.dumps(response, ensure_ascii=ascii_only, indent=2))


def _emit(text: str) -> int:
    """Write the answer on standard output: 0 once it is written, or when its reader stopped reading (``| head``);
    1, with one line on standard error where it can go, when it could not be written (a closed standard output,
    a full disk)."""
    try:
        if _write(sys.stdout, text):
            return 0
    except BrokenPipeError:
        _discard(sys.stdout)
        return 0
    _write(sys.stderr, "python -m engine: the answer could not be written to standard output")
    return 1


def _write(stream: TextIO | None, text: str) -> bool:
    """Write ``text`` and a newline to ``stream`` and flush it; ``False`` when the stream is closed or refuses it. A
    reader that stopped reading is left to the caller (:class:`BrokenPipeError`)."""
    if stream is None:
        return False
    try:
        stream.write(text + "\n")
        stream.flush()
    except BrokenPipeError:
        raise
    except OSError:
        _discard(stream)
        return False
    return True


def _discard(stream: TextIO | None) -> None:
    """Send what is left in ``stream`` to nowhere, so that Python's own flush at exit does not fail again."""
    if stream is not None:
        os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())


def _respond(given: str | None) -> tuple[object, dict[str, object]]:
    """The request given as an argument, or else on standard input (``None`` when it cannot be read), and the
    response to it."""
    if given is None and sys.stdin is None:
        return _refused("no request: give it as an argument or on standard input")
    if given is None:
        try:
            given = sys.stdin.buffer.read().decode("utf-8")
        except UnicodeDecodeError as error:
            return _refused(f"standard input is not UTF-8 text (byte {error.start + 1} is not)")
    try:
        request = json.loads(given)
    except RecursionError:
        return _refused("not valid JSON for the engine: lists and objects are nested too deeply")
    except json.JSONDecodeError as error:
        return _refused(f"not valid JSON: {error}")
    except ValueError:  # Python refuses to read integers of more than 4,300 digits
        return _refused("not valid JSON for the engine: a number has far too many digits")
    return request, handle(request)


def _refused(reason: str) -> tuple[None, dict[str, object]]:
    return None, {"error": {"field": "request", "reason": reason}}


if __name__ == "__main__":
    sys.exit(main())

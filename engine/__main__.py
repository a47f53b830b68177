"""``python -m engine``: read one JSON request on standard input, write the response.

``--text`` prints the response for a terminal instead of as JSON. A bad request
prints its error on standard error and exits with status 1; no traceback.
"""

from __future__ import annotations

import argparse
import json
import sys

from engine.api import handle
from engine.terminal import render


def main(argv: list[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    parser = argparse.ArgumentParser(prog="python -m engine", description=__doc__.splitlines()[0])
    parser.add_argument("--text", action="store_true", help="print the response for a terminal, not as JSON")
    parser.add_argument("request", nargs="?", help="the request as JSON (default: read it from standard input)")
    args = parser.parse_args(argv)
    raw = args.request if args.request is not None else sys.stdin.read()
    try:
        request = json.loads(raw)
    except json.JSONDecodeError as error:
        response: dict[str, object] = {"error": {"field": "request", "reason": f"not valid JSON: {error}"}}
    else:
        response = handle(request)
    if "error" in response:
        print(render(response), file=sys.stderr)
        return 1
    print(render(response) if args.text else json.dumps(response, ensure_ascii=False, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())

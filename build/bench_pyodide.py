"""Benchmark: how long the engine takes to answer single requests inside Pyodide (npm package, under Node.js).

Run ``python build/bench_pyodide.py`` after ``npm ci`` and ``bash build/wheel.sh``. It boots the pinned
Pyodide from node_modules, installs our wheel, then times ``engine.api.handle``: the first answer to each
request, and the median and slowest of many more, in milliseconds. The requests are the clicks of the site
that each game declares (:attr:`engine.catalogue.Game.timed`), with their targets: the exact odds of a banking
game under 50 ms, the legal cards with their reasons when a reader's turn comes in a trick-taking game (a deal
played up to that turn) under 5 ms, a deal scored or a pile counted under 2 ms; a whole deal played to its score,
which a click in a play widget asks for, is timed beside them (a click's target is 50 ms at its 95th percentile,
in the browser).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.api import GAMES  # noqa: E402  (the engine of this checkout, found through ROOT)

REQUESTS = {timed.title: timed.request for game in GAMES.values() for timed in game.timed if not timed.count}
"""The clicks each game declares (:attr:`engine.catalogue.Game.timed`), by title."""

RUNNER = """
import { loadPyodide } from "%(pyodide)s/pyodide.mjs";
const pyodide = await loadPyodide({ indexURL: "%(pyodide)s/" });
await pyodide.loadPackage("%(wheel)s");
pyodide.globals.set("REQUESTS_JSON", %(requests)s);
const answer = pyodide.runPython(`
import json, statistics, time
from engine.api import handle
requests = json.loads(REQUESTS_JSON)
result = {}
for name, request in requests.items():
    start = time.perf_counter()
    response = handle(request)
    first = (time.perf_counter() - start) * 1000
    if "error" in response:
        raise SystemExit(f"{name}: {response['error']}")
    times = []
    for _ in range(%(calls)d):
        start = time.perf_counter()
        handle(request)
        times.append((time.perf_counter() - start) * 1000)
    result[name] = [first, statistics.median(times), max(times)]
json.dumps(result)
`);
console.log(answer);
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--calls", type=int, default=50, help="timed calls per request (default 50)")
    args = parser.parse_args()
    wheels = sorted((ROOT / "dist").glob("maison_academique_engine-*-py3-none-any.whl"))
    if not wheels:
        raise SystemExit("no engine wheel in dist/: run `bash build/wheel.sh` first")
    script = RUNNER % {"pyodide": (ROOT / "node_modules" / "pyodide").as_posix(), "wheel": wheels[-1].as_posix(),
                       "requests": json.dumps(json.dumps(REQUESTS)), "calls": args.calls}
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(done.stderr.strip()[-2000:] or "node failed")
    timings = json.loads(done.stdout.strip().splitlines()[-1])
    print(f"Pyodide (npm), the first call of each request, then {args.calls} more")
    print(f"{'request':<38}{'first ms':>9}{'median ms':>10}{'max ms':>8}")
    for name, (first, median, slowest) in timings.items():
        print(f"{name:<38}{first:>9.2f}{median:>10.2f}{slowest:>8.2f}")


if __name__ == "__main__":
    sys.exit(main())

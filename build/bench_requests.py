"""Benchmark: the heaviest request each game and action accepts, by CPU time, answer size and peak memory.

Run ``python build/bench_requests.py``. The requests are those each game names as its heaviest, built at the
bounds its rule sets declare (the most deals, rounds or coups a table of the fewest, the usual and the most players
may ask for, with and without the explanation steps; the largest scenarios: ``engine.bounds``), so that they follow
the declarations when a bound changes. Each runs in
a fresh interpreter, once timed (the CPU time of ``handle`` and of writing the answer as compact JSON, the best of
``--runs`` runs) and once under ``tracemalloc`` (the most memory the request held at once, beyond the engine
already imported). The table gives the worst request of each game and action.
Targets: about 1 s of CPU, 1 MB of JSON and 64 MB of memory at most.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.api import GAMES  # noqa: E402  (the engine of this checkout, found through ROOT)

Request = dict[str, Any]

MEASURED = """
import json, resource, sys, tracemalloc
sys.path.insert(0, sys.argv[1])
from engine.api import handle
request = json.loads(sys.stdin.read())
memory = sys.argv[2] == "memory"
if memory:
    tracemalloc.start()
before = resource.getrusage(resource.RUSAGE_SELF)
answer = handle(request)
text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
                  "bytes": len(text.encode("utf-8")), "peak": tracemalloc.get_traced_memory()[1] if memory else 0,
                  "error": answer.get("error")}))
"""
"""What each fresh interpreter runs: the request from standard input, then one line of figures."""

def candidates() -> dict[str, list[Request]]:
    """The requests tried for each game and action, as each game names its heaviest
    (``engine.catalogue.Game.heaviest``); the worst of each is reported."""
    return {f"{game.id} {action}": [request for variant in game.variants for request in game.heaviest(action, variant)]
            for game in GAMES.values() for action in game.actions}


def measure(request: Request, runs: int) -> dict[str, Any]:
    """The request's best CPU time of ``runs`` fresh interpreters, its answer's bytes and its peak memory."""

    def run(mode: str) -> dict[str, Any]:
        done = subprocess.run([sys.executable, "-c", MEASURED, str(ROOT), mode], input=json.dumps(request),
                              capture_output=True, text=True, check=True)
        figures: dict[str, Any] = json.loads(done.stdout)
        return figures

    timed = [run("time") for _ in range(runs)]
    return {**min(timed, key=lambda figures: figures["cpu"]), "peak": run("memory")["peak"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed interpreters per request (default 3)")
    args = parser.parse_args()
    print("| game and action | requests | the largest answer's | CPU, most | answer, most | memory, most |")
    print("| --- | ---: | --- | ---: | ---: | ---: |")
    for name, requests in candidates().items():
        measured = [(request, measure(request, args.runs)) for request in requests]
        refused = [(request, figures["error"]) for request, figures in measured if figures["error"]]
        if refused:
            raise SystemExit(f"a request at the declared bounds was refused: {refused[0]}")
        largest = max(measured, key=lambda pair: pair[1]["bytes"])[0]
        shown = {key: value for key, value in largest.items() if key not in ("action", "game")
                 and not isinstance(value, list)}
        cpu, size, peak = (max(figures[key] for _, figures in measured) for key in ("cpu", "bytes", "peak"))
        print(f"| {name} | {len(measured)} | `{json.dumps(shown)}` | {cpu:.2f} s | {size / 1e6:.2f} MB "
              f"| {peak / 2**20:.1f} MB |", flush=True)


if __name__ == "__main__":
    main()

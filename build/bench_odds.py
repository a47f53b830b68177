"""Benchmark: how long every game's exact ``odds`` action takes in CPython, from a cold start of its tables.

Run ``python build/bench_odds.py``. Each request runs in a fresh interpreter (so that no table is cached from
an earlier call) and is timed by the wall clock inside it; the figure is the median of ``--runs`` runs.
Every game that answers ``odds`` is timed, under each of its rule sets. Target: each rule set's ``odds`` in under a
second, its tables for every number of players at once.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

sys.path.insert(0, str(ROOT))

from engine.api import GAMES  # noqa: E402  (the engine of this checkout, found through ROOT)

REQUESTS = {variant.title: game.example("odds", variant.id) for game in GAMES.values() if "odds" in game.actions
            for variant in game.variants.values()}
"""Every rule set's ``odds``, by its title: each game's own example of the action."""

TIMED = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from engine.api import handle
start = time.perf_counter()
answer = handle(json.loads(sys.argv[2]))
assert "error" not in answer, answer
print(time.perf_counter() - start)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="fresh interpreters per request (default 5)")
    args = parser.parse_args()
    print(f"CPython {sys.version.split()[0]}, median of {args.runs} cold runs")
    width = max(map(len, REQUESTS)) + 2
    for name, request in REQUESTS.items():
        times = [float(subprocess.run([sys.executable, "-c", TIMED, str(ROOT), json.dumps(request)], check=True,
                                      capture_output=True, text=True).stdout) for _ in range(args.runs)]
        print(f"{name:<{width}}{statistics.median(times) * 1000:>9.1f} ms")


if __name__ == "__main__":
    sys.exit(main())

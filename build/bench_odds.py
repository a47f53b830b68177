"""Benchmark: how long every game's exact ``odds`` action takes in CPython, from a cold start of its tables.

Run ``python build/bench_odds.py``. Each request runs in a fresh interpreter (so that no table is cached from
an earlier call) and is timed by the wall clock inside it; the figure is the median of ``--runs`` runs.
Target: French Tarot's tables for three, four and five players together in under a second.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

REQUESTS = {
    "Ferme, 1659": {"action": "odds", "game": "ferme", "variant": "1659"},
    "Basset, Parlett": {"action": "odds", "game": "basset"},
    "Landsknecht, by suit": {"action": "odds", "game": "landsknecht"},
    "French Tarot, 3, 4 and 5 players": {"action": "odds", "game": "french-tarot"},
}

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
    for name, request in REQUESTS.items():
        times = [float(subprocess.run([sys.executable, "-c", TIMED, str(ROOT), json.dumps(request)], check=True,
                                      capture_output=True, text=True).stdout) for _ in range(args.runs)]
        print(f"{name:<36}{statistics.median(times) * 1000:>9.1f} ms")


if __name__ == "__main__":
    sys.exit(main())

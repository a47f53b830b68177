"""Benchmark: the site build's time with each generator, step by step, in one run.

Run ``python build/bench_build.py [--rounds N]``. It builds the site N times (3 by default) with each installed
generator (build/generators.py) into a temporary folder, in turn, and prints for each the median time of the
whole build and of its steps as the build logs them (staging the pages with the gallery cached, the generator, the
assets placed after it), then each generator's time as a ratio to MkDocs' measured in the same run: on a shared
machine the ratios are what to compare. The gallery's examples and the engine's snapshot are cached (the first
round makes them when they are missing and is left out).
"""

from __future__ import annotations

import argparse
import importlib.util
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from generators import DEFAULT, GENERATORS  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
STEP = re.compile(r"(?P<what>built mkdocs\.yml|placed Pyodide)\S*.* in (?P<seconds>[0-9.]+) s")


def one_build(generator: str, out: Path) -> tuple[float, dict[str, float]]:
    """The whole build's seconds, and the seconds the build logged for its steps."""
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "build/site_build.py", "--generator", generator, "--site-dir", str(out)],
                          cwd=ROOT, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"{generator}: the build failed:\n{done.stderr}")
    steps = {match["what"]: float(match["seconds"]) for match in STEP.finditer(done.stderr)}
    return seconds, {"pages and generator": steps.get("built mkdocs.yml", 0.0), "assets": steps.get("placed Pyodide", 0.0)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=3, help="builds per generator, after one to warm the caches")
    args = parser.parse_args()
    rounds = max(1, min(args.rounds, 20))
    installed = [name for name, generator in GENERATORS.items() if importlib.util.find_spec(generator.module)]
    medians: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as tmp:
        one_build(DEFAULT, Path(tmp) / "warm")
        for name in installed:
            times, steps = [], []
            for number in range(rounds):
                seconds, logged = one_build(name, Path(tmp) / f"{name}-{number}")
                times.append(seconds)
                steps.append(logged)
            medians[name] = statistics.median(times)
            parts = ", ".join(f"{key} {statistics.median(step[key] for step in steps):.1f} s" for key in steps[0])
            print(f"{name:11} whole build {medians[name]:5.1f} s (median of {rounds}; {parts})")
    for name in installed:
        print(f"{name:11} {medians[name] / medians[DEFAULT]:.2f} × MkDocs' time")
    return 0


if __name__ == "__main__":
    sys.exit(main())

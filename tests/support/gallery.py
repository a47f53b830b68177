"""The gallery's worked examples (docs/gallery/examples/plot_*.py), run as scripts: each game's tests folder checks
the figures of the examples about its game against the engine."""

from __future__ import annotations

import runpy
from pathlib import Path
from typing import Any

import matplotlib

matplotlib.use("Agg")

EXAMPLES = Path(__file__).resolve().parents[2] / "docs" / "gallery" / "examples"


def run_example(name: str) -> dict[str, Any]:
    """Runs an example as a script and returns its variables."""
    import matplotlib.pyplot as plt

    try:
        return runpy.run_path(str(EXAMPLES / name), run_name="__main__")
    finally:
        plt.close("all")

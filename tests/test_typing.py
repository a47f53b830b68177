"""The engine and the widgets are fully typed: mypy in strict mode finds nothing."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): runs mypy over the whole project."""


def test_engine_passes_mypy_strict():
    root = Path(__file__).parents[1]
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "engine", "widgets"], cwd=root, capture_output=True,
                          text=True, check=False)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Success" in done.stdout

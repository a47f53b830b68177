"""The declared Python floor holds: the engine and the widgets run on Python 3.11 (``requires-python``).

When a Python 3.11 is on the machine (on the PATH, or installed with pyenv), every module of the engine, the
widgets and the tests compiles with it, the examples in the engine's and widgets' docstrings pass, and it answers
every golden request exactly as this Python does. Without one, the tests are skipped and say so (``pytest -ra``).
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from engine.api import handle

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): runs the engine's tests again under another Python."""

ROOT = Path(__file__).parents[1]
FLOOR = (3, 11)
GOLDEN = ROOT / "tests" / "golden" / "requests.json"


def _version(python: str) -> tuple[int, ...] | None:
    try:
        done = subprocess.run([python, "-c", "import sys; print(*sys.version_info[:2])"], capture_output=True,
                              text=True, check=False, timeout=30)
    except OSError:
        return None
    return tuple(int(part) for part in done.stdout.split()) if done.returncode == 0 else None


@cache
def floor_python() -> str | None:
    """A runnable Python of the floor's version: ``python3.11`` on the PATH, else one installed with pyenv."""
    candidates = [shutil.which(f"python{FLOOR[0]}.{FLOOR[1]}")]
    if shutil.which("pyenv"):
        versions = subprocess.run(["pyenv", "versions", "--bare"], capture_output=True, text=True, check=False)
        for version in versions.stdout.split():
            if version.startswith(f"{FLOOR[0]}.{FLOOR[1]}."):
                prefix = subprocess.run(["pyenv", "prefix", version], capture_output=True, text=True, check=False)
                candidates.append(str(Path(prefix.stdout.strip()) / "bin" / "python3"))
    return next((python for python in candidates if python and _version(python) == FLOOR), None)


def run_on_floor(script: str) -> subprocess.CompletedProcess[str]:
    """Run ``script`` with the floor's Python in the repository, importing nothing from this Python's packages."""
    python = floor_python()
    if python is None:
        pytest.skip(f"no Python {FLOOR[0]}.{FLOOR[1]} on this machine (neither on the PATH nor in pyenv): the "
                    "floor declared in pyproject.toml is not checked here")
    return subprocess.run([python, "-I", "-c", f"import sys; sys.path.insert(0, {str(ROOT)!r})\n{script}"], cwd=ROOT,
                          capture_output=True, text=True, check=False, timeout=300,
                          env={key: value for key, value in os.environ.items() if not key.startswith("PYTHON")})


def test_the_engine_widgets_and_tests_compile_on_the_floor():
    done = run_on_floor(
        "from pathlib import Path\n"
        "for path in sorted(p for folder in ('engine', 'widgets', 'tests') for p in Path(folder).rglob('*.py')):\n"
        "    compile(path.read_text(encoding='utf-8'), str(path), 'exec')\n"
        "print('compiled')\n")
    assert done.returncode == 0 and "compiled" in done.stdout, done.stderr


def test_the_docstring_examples_pass_on_the_floor():
    done = run_on_floor(
        "import doctest, importlib, pkgutil, engine, widgets\n"
        "failed = attempted = 0\n"
        "for package in (engine, widgets):\n"
        "    for info in pkgutil.walk_packages(package.__path__, package.__name__ + '.'):\n"
        "        result = doctest.testmod(importlib.import_module(info.name), optionflags=doctest.ELLIPSIS)\n"
        "        failed += result.failed\n"
        "        attempted += result.attempted\n"
        "print(attempted, failed)\n")
    assert done.returncode == 0, done.stdout + done.stderr
    attempted, failed = map(int, done.stdout.split()[-2:])
    assert attempted > 50 and failed == 0, done.stdout


def test_the_floor_answers_every_golden_request_as_this_python_does():
    done = run_on_floor(
        "import json\n"
        "from engine.api import handle\n"
        f"requests = json.loads(open({str(GOLDEN)!r}, encoding='utf-8').read())\n"
        "print(json.dumps([handle(request) for request in requests]))\n")
    assert done.returncode == 0, done.stderr
    requests = json.loads(GOLDEN.read_text(encoding="utf-8"))
    assert json.loads(done.stdout) == [json.loads(json.dumps(handle(request))) for request in requests]


def test_this_python_is_at_or_above_the_floor():
    assert sys.version_info[:2] >= FLOOR
    assert f'requires-python = ">={FLOOR[0]}.{FLOOR[1]}"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")

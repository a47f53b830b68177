"""Fixtures shared by the tests: the site, built once with MkDocs in strict mode; and, from tests/support/browser.py,
the site served and driven in Chromium, for the browser tests wherever they lie."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest
from hypothesis import settings

ROOT = Path(__file__).parents[1]

pytest_plugins = ["tests.support.browser"]

collect_ignore = ["tenth_game"]
"""The throwaway game's files, which tests/test_a_tenth_game.py adds to a copy of the project: not tests here."""

settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")
"""No property test has a deadline in time: on a shared machine one fails at random (a card's notation took over
200 ms under load); the work each example may do is bounded by the tests that count it (tests/support/work.py)."""


BUILD_SETTINGS = ("SITE_URL", "REPO_URL", "EDIT_URI")
"""The environment variables mkdocs.yml reads (docs/build.md, "Publishing the site")."""


def build_site(out: Path, **settings: str) -> Path:
    """Builds the site into `out` with `mkdocs build --strict`, with these build settings and no other (those of
    the caller's environment are left out); asserts that it passed with no warning."""
    env = {key: value for key, value in os.environ.items() if key not in BUILD_SETTINGS}
    env.update(settings, NO_MKDOCS_2_WARNING="1")
    done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(out)], cwd=ROOT,
                          capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert "WARNING" not in done.stderr
    return out


@pytest.fixture(scope="session")
def site_builder() -> Callable[..., Path]:
    """`build_site`, for the tests that build the site with other build settings."""
    return build_site


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site, with the default build settings: `mkdocs build --strict` passed with no warning."""
    return build_site(tmp_path_factory.mktemp("site"))

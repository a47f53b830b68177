"""Fixtures shared by the tests: the site, built once by the build's steps around MkDocs in strict mode; and, from
tests/support/browser.py, the site served and driven in Chromium, for the browser tests wherever they lie."""

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


BUILD_SETTINGS = ("SITE_URL", "REPO_URL", "EDIT_URI", "SITE_GENERATOR")
"""The environment variables the site build reads (docs/build.md, "Publishing the site")."""


def build_said(out: Path, *sets: str, generator: str = "mkdocs", **settings: str) -> str:
    """Builds the site into `out` with build/site_build.py (the page sets `sets`, mkdocs.yml by default) and
    `generator` in strict mode, with these build settings and no other (those of the caller's environment are left
    out); asserts that it passed with no warning, and returns what it printed."""
    env = {key: value for key, value in os.environ.items() if key not in BUILD_SETTINGS}
    env.update(settings)
    command = [sys.executable, "build/site_build.py", "--generator", generator, "--site-dir", str(out), *sets]
    done = subprocess.run(command, cwd=ROOT, capture_output=True, text=True, env=env, check=False)
    assert done.returncode == 0, done.stderr
    assert "WARNING" not in done.stderr
    return done.stderr


def build_site(out: Path, *sets: str, generator: str = "mkdocs", **settings: str) -> Path:
    """`build_said`, returning the built site's folder."""
    build_said(out, *sets, generator=generator, **settings)
    return out


GROUPS = {"site": "site", "site_builder": "site"}
"""Tests that share a session fixture worth making once, by the fixture: with workers (pytest-xdist's
`--dist loadgroup`), each group runs on one worker, which makes the fixture once. tests/pyodide is a group of its
own (one Pyodide runtime), and so are the browser tests (tests/support/browser.py)."""


SLOW_FIXTURES = {"site", "site_builder", "served_site", "playwright"}
"""A test that builds the site or drives the browser is slow, whatever its module says."""
SLOW_FOLDERS = {"pyodide", "building"}
"""The folders of tests/ whose every test is slow: the engine in Pyodide under Node, and the site's builds."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "xdist_group(name): run on the worker that runs the rest of this group")
    config.addinivalue_line("markers", "slow: left out of the quick path, `-m 'not slow'` (CONTRIBUTING.md)")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups into the tests' ids
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks the slow tests, and groups the tests that share a costly session fixture (see GROUPS)."""
    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        folder = item.path.relative_to(ROOT).parts[1]
        if names & SLOW_FIXTURES or folder in SLOW_FOLDERS:
            item.add_marker(pytest.mark.slow)
        if folder == "pyodide":
            item.add_marker(pytest.mark.xdist_group("pyodide"))
        elif names & set(GROUPS) and not item.get_closest_marker("xdist_group"):
            item.add_marker(pytest.mark.xdist_group(GROUPS[min(names & set(GROUPS))]))


@pytest.fixture(scope="session")
def site_builder() -> Callable[..., Path]:
    """`build_site`, for the tests that build the site with other build settings."""
    return build_site


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site, with the default build settings and generator: its strict build passed with no warning."""
    return build_site(tmp_path_factory.mktemp("site"))

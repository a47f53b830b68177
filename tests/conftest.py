"""Fixtures shared by the tests: the site, built once by the build's steps around MkDocs in strict mode; and, from
tests/support/browser.py, the site served and driven in Chromium, for the browser tests wherever they lie."""

from __future__ import annotations

from pathlib import Path
from typing import Callable

import pytest
from hypothesis import settings

from tests.browser.browser_harness import SiteBuildError
from tests.browser.browser_harness import build_site as build_into

ROOT = Path(__file__).parents[1]

pytest_plugins = ["tests.support.browser"]

collect_ignore = ["tenth_game"]
"""The throwaway game's files, which tests/test_a_tenth_game.py adds to a copy of the project: not tests here."""

settings.register_profile("untimed", deadline=None)
settings.load_profile("untimed")
"""No property test has a deadline in time: on a shared machine one fails at random (a card's notation took over
200 ms under load); the work each example may do is bounded by the tests that count it (tests/support/work.py)."""


def build_said(out: Path, *sets: str, generator: str = "mkdocs", **settings: str) -> str:
    """Builds the site into `out` with build/site_build.py (the page sets `sets`, mkdocs.yml by default) and
    `generator` in strict mode, with these build settings and no other (those of the caller's environment are left
    out); asserts that it passed with no warning, and returns what it printed."""
    try:
        said = build_into(out, None, settings, generator, sets)
    except SiteBuildError as error:
        pytest.fail(str(error), pytrace=False)
    assert "WARNING" not in said
    return said


def build_site(out: Path, *sets: str, generator: str = "mkdocs", **settings: str) -> Path:
    """`build_said`, returning the built site's folder."""
    build_said(out, *sets, generator=generator, **settings)
    return out


SITE = {"site", "site_builder"}
"""The fixtures that build the site: with workers (pytest-xdist's `--dist loadgroup`), the tests that use them are
one group, run on one worker, which builds it once. tests/pyodide is a group of its own (one Pyodide runtime), and
each browser test module is one (tests/support/browser.py)."""
SLOW_FOLDERS = {"pyodide", "building"}
"""The folders of tests/ whose every test is slow: the engine in Pyodide under Node, and the site's builds."""


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "xdist_group(name): run on the worker that runs the rest of this group")
    config.addinivalue_line("markers", "slow: left out of the quick path, `-m 'not slow'` (CONTRIBUTING.md)")


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups into the tests' ids
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks the slow tests (those that build the site, drive the browser or lie in SLOW_FOLDERS), and groups the
    tests of Pyodide and of the built site."""
    from tests.support.browser import BROWSER  # registered as a plugin first (pytest_plugins), so imported here

    for item in items:
        names = set(getattr(item, "fixturenames", ()))
        folder = item.path.relative_to(ROOT).parts[1]
        browser = bool(names & set(BROWSER))
        if names & SITE or browser or folder in SLOW_FOLDERS:
            item.add_marker(pytest.mark.slow)
        if folder == "pyodide":
            item.add_marker(pytest.mark.xdist_group("pyodide"))
        elif names & SITE and not browser:
            item.add_marker(pytest.mark.xdist_group("site"))


@pytest.fixture(scope="session")
def site_builder() -> Callable[..., Path]:
    """`build_site`, for the tests that build the site with other build settings."""
    return build_site


@pytest.fixture(scope="session")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The built site, with the default build settings and generator: its strict build passed with no warning."""
    return build_site(tmp_path_factory.mktemp("site"))

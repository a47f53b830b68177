"""Fixtures for the browser tests: the built site served on 127.0.0.1 and Debian's Chromium driven by Playwright.

Once for tests/browser (package-scoped fixtures, closed when these tests end): the site is built
(`mkdocs build --strict`, SITE_URL set to the served address so that Material's instant navigation knows
the pages) into a temporary folder, served by a threaded http.server bound to 127.0.0.1 on a free port, and
/usr/bin/chromium is launched headless on a fresh profile.

Per test, `page` is a new tab. Every request of the browser goes through one route: requests to the
site's own address continue, any other is aborted and recorded. Console errors and uncaught page errors
are recorded too. At teardown the fixture asserts that the test caused no outside request and no console
or page error, and says which. build/test.sh installs what these tests need (build/chromium.sh,
build/requirements-browser.txt, `npm ci` for axe-core); when something is missing they fail and say so.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_harness import (  # noqa: E402
    BrowserLog,
    ServedSite,
    checked_tab,
    routed_context,
    site_for_tests,
    start_playwright,
)


@pytest.fixture(scope="package")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    """The site, built once for http://127.0.0.1:<free port>/ and served there while tests/browser runs."""
    with site_for_tests(tmp_path_factory.mktemp("browser-site")) as served:
        yield served


@pytest.fixture(scope="package")
def browser_log(site: ServedSite) -> BrowserLog:
    return BrowserLog(site)


@pytest.fixture(scope="package")
def playwright() -> Iterator[Any]:
    """Playwright, started once for tests/browser: every browser of these tests is launched from it."""
    with start_playwright() as started:
        yield started


@pytest.fixture(scope="package")
def browser(playwright: Any, browser_log: BrowserLog, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Debian's Chromium, headless, one persistent context on a fresh profile, every request routed."""
    with routed_context(playwright, browser_log, tmp_path_factory.mktemp("chromium-profile")) as context:
        yield context


@pytest.fixture
def page(browser: Any, browser_log: BrowserLog) -> Iterator[Any]:
    """A new tab. At teardown: no request left 127.0.0.1 and no console or page error happened."""
    with checked_tab(browser, browser_log) as tab:
        yield tab


@pytest.fixture
def goto(page: Any, site: ServedSite) -> Callable[..., Any]:
    """goto(path, on=page): loads a page of the site in full and asserts it answered 200."""

    def load(path: str, on: Any = None, **options: Any) -> Any:
        tab = on or page
        response = tab.goto(site.url(path), **options)
        assert response is not None, f"no response for {path!r}"
        assert response.status == 200, f"{site.url(path)} answered {response.status}"
        return response

    return load

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
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from browser_harness import (  # noqa: E402
    ServedSite,
    SiteBuildError,
    chromium_problem,
    launch,
)


@dataclass
class BrowserLog:
    """What the browser did during one test: every request, and the problems the `page` fixture checks."""

    site: ServedSite
    requests: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def reset(self) -> None:
        self.requests.clear()
        self.outside.clear()
        self.console_errors.clear()
        self.page_errors.clear()

    def route(self, route: Any) -> None:
        request = route.request
        self.requests.append(request.url)
        if self.site.is_ours(request.url):
            route.continue_()
        else:
            self.outside.append(f"{request.method} {request.url} ({request.resource_type}, from {_frame_url(request)})")
            route.abort("blockedbyclient")

    def on_console(self, message: Any) -> None:
        if message.type == "error":
            location = message.location or {}
            where = f"{location.get('url', '?')}:{location.get('lineNumber', '?')}"
            page_url = message.page.url if message.page else "a worker"
            self.console_errors.append(f"{message.text}  [at {where}, on {page_url}]")

    def on_page_error(self, web_error: Any) -> None:
        error = web_error.error
        page_url = web_error.page.url if web_error.page else "?"
        stack = (error.stack or "").strip().splitlines()
        where = stack[1].strip() if len(stack) > 1 else ""
        self.page_errors.append(f"{error.name}: {error.message}  [{where}, on {page_url}]")

    def count(self, suffix: str) -> int:
        """How many requests of this test went to an address ending with `suffix` (query string aside)."""
        return sum(1 for url in self.requests if url.split("?", 1)[0].split("#", 1)[0].endswith(suffix))

    def problems(self) -> str:
        parts = []
        if self.outside:
            parts.append(f"{len(self.outside)} request(s) to a host other than {self.site.origin} (aborted):\n  "
                         + "\n  ".join(self.outside))
        if self.console_errors:
            parts.append(f"{len(self.console_errors)} console error(s):\n  " + "\n  ".join(self.console_errors))
        if self.page_errors:
            parts.append(f"{len(self.page_errors)} uncaught page error(s):\n  " + "\n  ".join(self.page_errors))
        return "\n".join(parts)


def _frame_url(request: Any) -> str:
    try:
        return request.frame.url
    except Exception:  # a worker's request has no frame
        return "a worker"


@pytest.fixture(scope="package")
def site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    """The site, built once for http://127.0.0.1:<free port>/ and served there while tests/browser runs."""
    try:
        served = ServedSite(tmp_path_factory.mktemp("browser-site"))
    except SiteBuildError as exc:
        pytest.fail(str(exc), pytrace=False)
    try:
        yield served
    finally:
        served.close()


@pytest.fixture(scope="package")
def browser_log(site: ServedSite) -> BrowserLog:
    return BrowserLog(site)


@pytest.fixture(scope="package")
def browser(site: ServedSite, browser_log: BrowserLog, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """Debian's Chromium, headless, one persistent context on a fresh profile, every request routed."""
    problem = chromium_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright is not installed: install build/requirements-browser.txt (build/test.sh does)",
                    pytrace=False)
    with sync_playwright() as playwright:
        context = launch(playwright, tmp_path_factory.mktemp("chromium-profile"))
        try:
            context.set_default_timeout(30_000)
            context.route("**/*", browser_log.route)
            context.on("console", browser_log.on_console)
            context.on("weberror", browser_log.on_page_error)
            for blank in list(context.pages):  # the tab a persistent context opens with
                blank.close()
            yield context
        finally:
            context.close()


@pytest.fixture
def page(browser: Any, browser_log: BrowserLog) -> Iterator[Any]:
    """A new tab. At teardown: no request left 127.0.0.1 and no console or page error happened."""
    browser_log.reset()
    tab = browser.new_page()
    yield tab
    for other in list(browser.pages):  # this tab and any the test opened
        other.close()
    problems = browser_log.problems()
    assert not problems, f"the browser reported problems during this test:\n{problems}"


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

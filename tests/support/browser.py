"""The browser tests' fixtures, a pytest plugin (``tests/conftest.py`` names it), so that the tests in
``tests/browser/`` and those in a game's own folder share one built site and one browser for the whole run.

Once for the run (for each worker): the site is built (build/site_build.py, strict, SITE_URL set to the served address so that
Material's instant navigation knows the pages) into a temporary folder, served by a threaded http.server bound to
127.0.0.1 on a free port, and /usr/bin/chromium is launched headless on a fresh profile. The tests that use them
run after every other test, so that the server's threads and the browser are not alive while others run
(``tests/pyodide`` forks its Node.js runtime). With workers (build/test.sh runs pytest-xdist), each worker that
runs browser tests has its own site and browser, and each browser test module runs whole on one worker.

Per test, `page` is a new tab. Every request of the browser goes through one route: requests to the site's own
address continue, any other is aborted and recorded. Console errors and uncaught page errors are recorded too. At
teardown the fixture asserts that the test caused no outside request and no console or page error, and says which.
build/test.sh installs what these tests need (build/chromium.sh, build/requirements-browser.txt, `npm ci` for
axe-core); when something is missing they fail and say so.
"""

from __future__ import annotations

from typing import Any, Callable, Iterator

import pytest

from tests.browser.browser_harness import (
    WIDGET,
    BrowserLog,
    ServedSite,
    checked_tab,
    routed_context,
    site_for_tests,
    start_playwright,
    wait_live,
)
from tests.support.pages import GAME_PAGES

BROWSER = ("playwright", "served_site")
"""The fixtures every browser test reaches, directly or through another."""

START_TIMEOUT_MS = 20_000
"""How long widgets may stay "static" after the page loaded before the runtime is called absent."""


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups into the tests' ids
def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """The browser tests last, in the order they were collected: the site and the browser start when the first of
    them needs them and are closed when the run ends. With workers (pytest-xdist, `--dist loadgroup`), each browser
    test module is a group that one worker runs whole (so a module's own site is built once), the largest first,
    and a worker starts the site and the browser when its first browser module comes."""
    uses = [any(name in getattr(item, "fixturenames", ()) for name in BROWSER) for item in items]
    for item, used in zip(items, uses):
        if used:
            item.add_marker(pytest.mark.xdist_group(f"browser:{item.nodeid.split('::')[0]}"))
    items[:] = [item for item, used in zip(items, uses) if not used] + [item for item, used in zip(items, uses) if used]


@pytest.fixture(scope="session")
def served_site(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    """The site, built once for http://127.0.0.1:<free port>/ and served there while the browser tests run."""
    with site_for_tests(tmp_path_factory.mktemp("browser-site")) as served:
        yield served


@pytest.fixture(scope="session")
def browser_log(served_site: ServedSite) -> BrowserLog:
    return BrowserLog(served_site)


@pytest.fixture(scope="session")
def playwright() -> Iterator[Any]:
    """Playwright, started once for the run: every browser of the tests is launched from it."""
    with start_playwright() as started:
        yield started


@pytest.fixture(scope="session")
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
def goto(page: Any, served_site: ServedSite) -> Callable[..., Any]:
    """goto(path, on=page): loads a page of the site in full and asserts it answered 200."""

    def load(path: str, on: Any = None, **options: Any) -> Any:
        tab = on or page
        response = tab.goto(served_site.url(path), **options)
        assert response is not None, f"no response for {path!r}"
        assert response.status == 200, f"{served_site.url(path)} answered {response.status}"
        return response

    return load


@pytest.fixture(scope="session")
def widget_runtime(browser: Any, browser_log: BrowserLog, served_site: ServedSite) -> None:
    """Opens the first game page once: its widgets must leave "static" and go live, or every test that needs live
    widgets fails at once, with the one reason found here."""
    path = f"games/{GAME_PAGES[0]}/"
    tab = browser.new_page()
    try:
        tab.goto(served_site.url(path))
        problem = _start_problem(tab)
        if problem is None:
            try:
                wait_live(tab)
            except AssertionError as exc:
                problem = str(exc)
    finally:
        tab.close()
        browser_log.reset()
    if problem:
        pytest.fail(f"the widgets do not go live, so this test cannot run: {problem}", pytrace=False)


def _start_problem(page: Any) -> str | None:
    """None once a widget on the page has left "static"; else why not."""
    if page.locator(WIDGET).count() == 0:
        return f"no {WIDGET} element on {page.url}"
    try:
        page.wait_for_function(
            "sel => [...document.querySelectorAll(sel)].some(e => e.dataset.status !== 'static')",
            arg=WIDGET, timeout=START_TIMEOUT_MS,
        )
    except Exception:
        scripts = page.eval_on_selector_all("script[src]", "els => els.map(e => e.getAttribute('src'))")
        return (f"every widget on {page.url} is still data-status='static' {START_TIMEOUT_MS // 1000} s after "
                f"loading: the widget host never started (scripts on the page: {scripts})")
    return None


@pytest.fixture
def live(widget_runtime: None, page: Any, goto: Callable[..., Any]) -> Callable[[str], list[str]]:
    """live(path): opens the page and waits until all its widgets are live; returns their ids."""

    def open_live(path: str) -> list[str]:
        goto(path)
        return wait_live(page)

    return open_live

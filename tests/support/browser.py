"""The browser tests' fixtures, a pytest plugin (``tests/conftest.py`` names it), so that the tests in
``tests/browser/`` and those in a game's own folder share one built site and one browser for the whole run.

Once for the run (for each worker): the site is built (build/site_build.py, strict, SITE_URL set to the served address so that
Material's instant navigation knows the pages) into a temporary folder, served by a threaded http.server bound to
127.0.0.1 on a free port, and /usr/bin/chromium is launched headless on a fresh profile. The tests that use them
run after every other test, so that the server's threads and the browser are not alive while others run
(``tests/pyodide`` forks its Node.js runtime). With workers (build/test.sh runs pytest-xdist), each worker that
runs browser tests has its own site and browser, and each browser test module runs whole on one worker.

Per test, `page` is a new tab, except that the tests of a module that open their pages with `live` pass one tab
on, its engine booted, and open their pages in it by instant navigation (see `WarmTab`). Every request of the
browser goes through one route: requests to the site's own address continue, any other is aborted and recorded.
Console errors and uncaught page errors are recorded too. At teardown the fixture asserts that the test caused no
outside request and no console or page error, and says which. build/test.sh installs what these tests need
(build/chromium.sh, build/requirements-browser.txt, `npm ci` for axe-core); when something is missing they fail
and say so.
"""

from __future__ import annotations

import inspect
import weakref
from typing import Any, Callable, Iterator

import pytest

from tests.browser.browser_harness import (
    WIDGET,
    BrowserLog,
    ServedSite,
    checked_tab,
    is_warm,
    navigate_instantly,
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

FAILED = pytest.StashKey[bool]()
"""Set on a test whose setup or call failed: the tab it used is not left for another."""

CHANGES = ("add_init_script", "set_viewport_size", "emulate_media", "route", "expose_function", "expose_binding",
           "on", "once", "set_extra_http_headers")
"""The tab's methods that change it beyond one page: a tab on which a test called one is not passed on, and that
test's `live` loads its pages in full. (A viewport made small and large again is not the tab it was: Material lays
its drawer out anew, and axe-core then judges its hidden titles otherwise.)"""


class WarmTab:
    """The tab a test that opens its pages with `live` leaves, its engine booted, for the next such test of its
    module: that test's `live` opens its page by instant navigation, as a reader's click does, which keeps the
    engine, instead of a new tab that boots it again (3.5 to 5 s of the processor's time per game page). A tab is
    passed on only by a test that passed, with no problem reported, that called none of `CHANGES` on it, and whose
    page is still the site's with its engine live and idle. A test that needs a first visit (`first_visit`) gets a
    new tab, and the one left is closed first."""

    def __init__(self) -> None:
        self.tab: Any | None = None
        self._changed: weakref.WeakSet[Any] = weakref.WeakSet()  # the tabs a test changed

    def take(self) -> Any | None:
        """The tab left for this test, if any is left open (it is this test's from now on)."""
        tab, self.tab = self.tab, None
        return tab if tab is not None and not tab.is_closed() else None

    def watch(self, tab: Any) -> None:
        """Notes a call of any of `CHANGES` on `tab` from now on."""
        for name in CHANGES:
            original = getattr(type(tab), name)

            def changing(*args: Any, _original: Any = original, _name: str = name, **options: Any) -> Any:
                if not (_name == "set_viewport_size" and [*args, *options.values()] == [tab.viewport_size]):
                    self._changed.add(tab)  # (a viewport given the size it has is no change)
                return _original(tab, *args, **options)

            setattr(tab, name, changing)

    def untouched(self, tab: Any) -> bool:
        """True unless a test called one of `CHANGES` on `tab`."""
        return tab not in self._changed

    def keep(self, tab: Any, site: ServedSite, passed: bool) -> bool:
        """Leaves `tab` for the next test if it may be (see the class); says whether it did."""
        if passed and self.untouched(tab) and not tab.is_closed() and is_warm(tab, site):
            self.tab = tab
            return True
        return False

    def close(self) -> None:
        tab = self.take()
        if tab is not None:
            tab.close()


def first_visit(request: pytest.FixtureRequest) -> bool:
    """True for a test that reads the browser's requests (`browser_log`): its pages load in a new tab, as a first
    visit makes requests that instant navigation would not make again."""
    return "browser_log" in inspect.signature(request.function).parameters


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item: pytest.Item, call: pytest.CallInfo[None]) -> Any:
    report = yield
    if report.failed:
        item.stash[FAILED] = True
    return report


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


@pytest.fixture(scope="module")
def warm_tab(browser: Any) -> Iterator[WarmTab]:
    """The tab left warm between the tests of one module (see `WarmTab`), closed when the module ends."""
    warm = WarmTab()
    yield warm
    warm.close()


@pytest.fixture
def page(request: pytest.FixtureRequest, browser: Any, browser_log: BrowserLog, served_site: ServedSite,
         warm_tab: WarmTab) -> Iterator[Any]:
    """A tab: a new one, or for a test that opens its pages with `live` the tab the last such test left warm (see
    `WarmTab`). At teardown: no request left 127.0.0.1 and no console or page error happened."""
    reusable = "live" in request.fixturenames and not first_visit(request)
    if not reusable:
        warm_tab.close()

    def keep(tab: Any) -> bool:
        return reusable and warm_tab.keep(tab, served_site, not request.node.stash.get(FAILED, False))

    with checked_tab(browser, browser_log, warm_tab.take() if reusable else None, keep) as tab:
        if reusable:
            warm_tab.watch(tab)
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
def live(widget_runtime: None, page: Any, goto: Callable[..., Any], served_site: ServedSite,
         warm_tab: WarmTab) -> Callable[[str], list[str]]:
    """live(path): opens the page and waits until all its widgets are live; returns their ids. The page is loaded
    in full, unless the tab shows a page of the site whose engine is live and the test changed nothing of the tab
    (an init script, the viewport, emulated media: see `CHANGES`): then instant navigation opens it, as a reader's
    click does, and the engine of the page before answers its widgets."""

    def open_live(path: str) -> list[str]:
        if warm_tab.untouched(page) and is_warm(page, served_site):
            navigate_instantly(page, served_site, path)
        else:
            goto(path)
        return wait_live(page)

    return open_live

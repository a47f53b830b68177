"""The site as published elsewhere, and the site without JavaScript, in Chromium.

Once for this module, the site is built (build/site_build.py, strict) for another address than the other browser
tests' and under a sub-path, http://localhost:<port>/maison/, as a static host such as GitHub Pages publishes a
project, with a repository named (REPO_URL); it is served under that path only, and the browser's route lets
through only requests under it. There, Material's instant navigation keeps the page, so the engine boots once
for the visit. Without JavaScript, each widget's status line says what the reader has (a sample worked out in
advance) and why nothing more will come, and promises no engine; and no widget shows a button or a form field
that could not answer.
"""

from __future__ import annotations

import re
from typing import Any, Callable, Iterator

import pytest

from .browser_harness import (
    BrowserLog,
    ServedSite,
    checked_tab,
    follow_nav_link,
    routed_context,
    site_for_tests,
    wait_live,
    widget_ids,
)
from .site_nav import GAME_PATHS, title

HOST = "localhost"  # another name than the 127.0.0.1 the other browser tests use
SUB_PATH = "maison/"
REPO = "https://github.com/example/maison-academique"
RUNTIME = "window.maisonAcademiqueWidgets"
FIRST, SECOND = GAME_PATHS[:2]
"""The game page a visit opens, and the one instant navigation takes it to."""


@pytest.fixture(scope="module")
def published(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServedSite]:
    """The site built for http://localhost:<port>/maison/ with REPO_URL set, served only under /maison/."""
    with site_for_tests(tmp_path_factory.mktemp("published-site"), host=HOST, path=SUB_PATH,
                        env={"REPO_URL": REPO}) as served:
        yield served


@pytest.fixture(scope="module")
def published_log(published: ServedSite) -> BrowserLog:
    return BrowserLog(published)


@pytest.fixture(scope="module")
def published_browser(playwright: Any, published_log: BrowserLog,
                      tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    with routed_context(playwright, published_log, tmp_path_factory.mktemp("published-profile")) as context:
        yield context


@pytest.fixture(scope="module")
def no_script_browser(playwright: Any, published_log: BrowserLog,
                      tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    """The same site in a Chromium with JavaScript disabled."""
    with routed_context(playwright, published_log, tmp_path_factory.mktemp("no-script-profile"),
                        java_script_enabled=False) as context:
        yield context


@pytest.fixture
def published_page(published_browser: Any, published_log: BrowserLog) -> Iterator[Any]:
    """A new tab; at teardown, no request left /maison/ and no console or page error happened."""
    with checked_tab(published_browser, published_log) as tab:
        yield tab


@pytest.fixture
def no_script_page(no_script_browser: Any, published_log: BrowserLog) -> Iterator[Any]:
    with checked_tab(no_script_browser, published_log) as tab:
        yield tab


def _loader(published: ServedSite) -> Callable[..., Any]:
    def load(tab: Any, path: str) -> None:
        response = tab.goto(published.url(path))
        assert response is not None and response.status == 200, f"{published.url(path)} did not answer 200"

    return load


def test_the_server_publishes_only_under_the_sub_path(published_page, published):
    """The test's server is a faithful sub-path host: the site's own root is not there."""
    assert published.base.endswith(f":{published.port}/{SUB_PATH}")
    response = published_page.request.get(f"{published.origin}/index.html")
    assert response.status == 404


def test_instant_navigation_keeps_one_engine_under_a_sub_path(published_page, published, published_log):
    page = published_page
    _loader(published)(page, FIRST)
    first = wait_live(page)
    assert first, f"/{FIRST} has no widget"
    assert page.evaluate(f"() => {RUNTIME}.boots") == 1
    assert page.get_attribute("link[rel=canonical]", "href") == published.url(FIRST)

    follow_nav_link(page, title(SECOND), published.url(SECOND))
    second = wait_live(page)
    assert second and not set(second) & set(first), f"/{SECOND} shows the widgets of /{FIRST}: {second}"
    assert page.evaluate(f"() => {RUNTIME}.boots") == 1, "the engine was booted a second time"
    for name in ("worker.mjs", "pyodide.asm.wasm.gz"):
        assert published_log.count(name) == 1, f"{name} was asked for {published_log.count(name)} times"
    # The standard library comes with the first request after a restore (none here), or with the normal boot.
    assert published_log.count("python_stdlib.zip") <= 1
    # The engine comes once: from its snapshot (the wheel then stays on the server), or with the wheel.
    assert published_log.count(".whl") + published_log.count(".snapshot.gz") == 1
    assert page.evaluate("() => location.pathname") == f"/{SUB_PATH}{SECOND}"
    # The page that instant navigation brought in names the repository and edits its own Markdown.
    assert page.get_attribute("a.md-source", "href") == REPO
    assert page.get_attribute("a.md-content__button[rel=edit]", "href") == f"{REPO}/edit/main/docs/{SECOND[:-1]}.md"


def _status_lines(page: Any) -> list[tuple[str, str | None, str]]:
    """(widget id, data-status, the status line's text as shown) for each widget of the page."""
    return page.eval_on_selector_all(
        ".ma-widget",
        "els => els.map(e => [e.id, e.dataset.status ?? null, e.querySelector('.ma-widget__status').innerText])",
    )


PROMISES = re.compile(r"live dealing starts|loading|once the engine|live:", re.I)


def test_without_javascript_the_status_line_promises_no_engine(no_script_page, published):
    page = no_script_page
    _loader(published)(page, FIRST)
    assert page.evaluate("1 + 1") == 2  # Playwright's own evaluation still runs; the page's scripts do not
    lines = _status_lines(page)
    assert lines, f"/{FIRST} has no widget"
    assert page.evaluate("() => typeof window.maisonAcademiqueWidgets") == "undefined", "the host ran"
    for widget, status, text in lines:
        assert status == "static", (widget, status)
        assert text.startswith("Sample deal, worked out in advance."), (widget, text)
        assert "needs JavaScript" in text, f"#{widget} does not say why it stays as printed: {text!r}"
        assert not PROMISES.search(text), f"#{widget} promises a live engine that will not come: {text!r}"


def test_without_javascript_no_widget_offers_a_control_that_cannot_work(no_script_page, published):
    """The static view shows the table and its steps, but no button or form field, on every game page: without the
    engine none would answer."""
    page = no_script_page
    for path in GAME_PATHS:
        _loader(published)(page, path)
        shown = page.eval_on_selector_all(
            ".ma-widget button, .ma-widget input:not([type=hidden]), .ma-widget select",
            "els => els.filter(e => e.getClientRects().length && !e.disabled).map(e => e.closest('.ma-widget').id)")
        assert not shown, f"{path}: these widgets show controls without JavaScript: {sorted(set(shown))}"
        assert page.locator(".ma-widget .ma-widget__body").first.inner_text().strip(), f"{path}: no static view"


def test_with_javascript_the_status_line_does_not_mention_it(published_page, published):
    """The <noscript> words never show where JavaScript runs: the host writes the engine's progress instead."""
    page = published_page
    _loader(published)(page, FIRST)
    ids = widget_ids(page)
    wait_live(page)
    for widget, status, text in _status_lines(page):
        assert status == "live" and text.startswith("Live:"), (widget, status, text)
        assert "JavaScript" not in text, (widget, text)
    assert len(ids) == len(_status_lines(page))

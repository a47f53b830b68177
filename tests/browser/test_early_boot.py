"""When the engine's worker starts, in Chromium (widgets/theme/main.html, widgets/assets/host.js; docs/build.md,
"In the browser").

A page with widgets starts the worker from a tiny script in its head, before the page is parsed and painted, and
host.js adopts it: still one worker per visit, every widget live. A page without widgets starts none; instant
navigation from it to a page with widgets has host.js start the one worker. The `page` fixture checks that no
request left 127.0.0.1 and that no console or page error happened.
"""

from __future__ import annotations

from typing import Any, Callable

from .browser_harness import COUNT_WORKERS, OUR_WORKERS, follow_nav_link, wait_live
from .site_nav import GAME_PATHS, title

WIDGET_PAGE = GAME_PATHS[0]
"""A page with widgets: the first game page."""
PLAIN_PAGE = "sources/"
RUNTIME = "window.maisonAcademiqueWidgets"
WORKER_START = """() => performance.getEntriesByName("ma-widgets:worker-start").map(e => e.startTime)"""


def test_a_widget_page_starts_the_worker_from_its_head(page: Any, goto: Callable[..., Any]) -> None:
    page.add_init_script(COUNT_WORKERS)
    goto(WIDGET_PAGE)
    assert wait_live(page), f"/{WIDGET_PAGE} has no widget"
    assert len(page.evaluate(OUR_WORKERS)) == 1, f"/{WIDGET_PAGE} started the workers {page.evaluate(OUR_WORKERS)}"
    assert page.evaluate(f"() => {RUNTIME}.boots") == 1
    assert page.evaluate("() => window.maisonAcademiqueEarlyWorker") is None, "host.js did not adopt the worker"
    starts = page.evaluate(WORKER_START)
    assert len(starts) == 1, f"the worker was marked as started {len(starts)} times"
    parsed = page.evaluate("() => performance.getEntriesByType('navigation')[0].domContentLoadedEventStart")
    painted = page.evaluate(
        "() => (performance.getEntriesByName('first-contentful-paint')[0] || {startTime: Infinity}).startTime")
    assert starts[0] < parsed, f"the worker started at {starts[0]:.0f} ms, after the page was parsed ({parsed:.0f} ms)"
    assert starts[0] < painted, f"the worker started at {starts[0]:.0f} ms, after the first paint ({painted:.0f} ms)"
    assert page.evaluate(f"() => {RUNTIME}.timings.workerStart") == starts[0]


def test_a_page_without_widgets_starts_none_until_one_with_widgets(page: Any, goto: Callable[..., Any],
                                                                   served_site: Any, browser_log: Any) -> None:
    page.add_init_script(COUNT_WORKERS)
    goto(PLAIN_PAGE, wait_until="load")
    page.wait_for_timeout(1500)  # past host.js's wait for the first paint
    assert page.locator(".ma-widget").count() == 0, f"{PLAIN_PAGE} has widgets: choose a page without"
    assert page.evaluate(OUR_WORKERS) == [], f"{PLAIN_PAGE} started the workers {page.evaluate(OUR_WORKERS)}"
    assert page.evaluate(WORKER_START) == []
    assert page.evaluate(f"() => {RUNTIME}.boots") == 0
    assert browser_log.count("worker.mjs") == 0
    # Instant navigation runs no head script: host.js starts the one worker of the visit.
    follow_nav_link(page, title(WIDGET_PAGE), served_site.url(WIDGET_PAGE))
    assert wait_live(page), f"/{WIDGET_PAGE} has no widget"
    assert len(page.evaluate(OUR_WORKERS)) == 1, f"the visit started the workers {page.evaluate(OUR_WORKERS)}"
    assert page.evaluate(f"() => {RUNTIME}.boots") == 1
    assert browser_log.count("worker.mjs") == 1

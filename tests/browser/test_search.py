"""Material's search on a page with widgets (widgets/theme/main.html; docs/speed.md, "Thirty phones on one link").

The page's head holds back Material's request for the search index until the first widget is live, so that a
first visit spends its connection on the engine's files first; the search then works as on any page. The `page`
fixture checks that no request left 127.0.0.1 and that no console or page error happened.
"""

from __future__ import annotations

from typing import Any, Callable

from .browser_harness import wait_live
from .site_nav import GAME_PATHS, title

OPENED, SOUGHT = GAME_PATHS[0], GAME_PATHS[-1]
"""The game page the search is used on, and the one it looks for by its title."""
INDEX = "search/search_index.json"
ASKED = """(name) => performance.getEntriesByType("resource").filter(e => e.name.endsWith(name)).map(e => e.startTime)"""
LIVE = """() => performance.getEntriesByName("ma-widgets:first-live").map(e => e.startTime)"""


def test_the_search_index_waits_for_the_first_live_widget_and_the_search_then_works(
        page: Any, goto: Callable[..., Any]) -> None:
    goto(OPENED)
    assert wait_live(page), f"/{OPENED} has no widget"
    page.wait_for_function("(name) => performance.getEntriesByType('resource').some(e => e.name.endsWith(name))",
                           arg=INDEX, timeout=10_000)
    asked, live = page.evaluate(ASKED, INDEX), page.evaluate(LIVE)
    assert len(asked) == 1 and len(live) == 1, (asked, live)
    assert asked[0] >= live[0], (f"the search index was asked for at {asked[0]:.0f} ms, before the first widget was "
                                 f"live at {live[0]:.0f} ms")
    page.keyboard.press("/")
    page.keyboard.type(title(SOUGHT))
    name = SOUGHT.split("/")[1]  # the results link to the page from wherever the search is
    page.locator(f".md-search-result__item a[href*='{name}/']").first.wait_for(timeout=15_000)


def test_reaching_for_the_search_asks_for_the_index_at_once(page: Any, goto: Callable[..., Any]) -> None:
    # An engine that never answers: no widget goes live on this visit.
    page.route("**/assets/widgets/worker.mjs", lambda route: route.fulfill(body="", content_type="text/javascript"))
    goto(OPENED)
    page.wait_for_timeout(1000)
    assert page.evaluate(ASKED, INDEX) == [], "the index was asked for with no widget live and no search"
    page.locator("label[for='__search']:visible, .md-search__input:visible").first.click()
    page.wait_for_function("(name) => performance.getEntriesByType('resource').some(e => e.name.endsWith(name))",
                           arg=INDEX, timeout=10_000)

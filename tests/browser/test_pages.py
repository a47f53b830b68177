"""Every page of the built site in Chromium, in both editions: it loads, asks no other host, logs no error, passes
axe-core in both palettes (in the light one loaded in full, in the dark one reached by the site's links, every
English page and a sample of the French ones); Material's instant
navigation keeps the page's JavaScript alive; a rule link into a hidden tab reveals it.

The `page` fixture (and `dark_reader`, in the same way) checks at teardown that no request left 127.0.0.1 and that
no console or page error happened; these tests check the rest.
"""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from tests.support.pages import GAME_PAGES

from .browser_harness import (
    axe,
    axe_all_tabs,
    checked_tab,
    css_id,
    describe_violations,
    follow_nav_link,
    navigate_instantly,
    shown_scheme,
    use_scheme,
)
from .site_nav import FRENCH, GAME_PATHS, game_page, pages_of_site, rules_in, tab_sets, title

TABBED_RULES = [game_page(name) for name in GAME_PAGES
                if any(sum(bool(rules_in(tab)) for tab in tabs) >= 2 for tabs in tab_sets(name))]
"""The game pages that give rules in two content tabs or more of one set (a rule set each)."""


def test_every_page_is_listed(served_site):
    """The pages tested below (the issue's and the nav's) are exactly the pages the build wrote."""
    assert set(pages_of_site()) == set(served_site.pages()), (
        f"tested: {pages_of_site()}, built: {served_site.pages()}")


FRENCH_IN_THE_DARK = [FRENCH + page for page in ("", "glossary/", "teachers/", "games/ferme/", "games/french-tarot/")]
"""The French pages the dark palette is checked on: the home page, the glossary, the teachers' page, a game page
whose rules are in tabs, one rule set each, and the game page with the most widgets. The palettes are the same styles over the same templates in both editions, and
every French page is checked in the light palette, where what only French changes (longer words, the page's
language, French names for the controls) shows alike."""


def pytest_generate_tests(metafunc):
    if "any_page" in metafunc.fixturenames:
        pages = pages_of_site()
        if metafunc.function.__name__ == "test_a_reader_in_the_dark_palette_finds_every_page_clean_and_accessible":
            pages = [page for page in pages if not page.startswith(FRENCH) or page in FRENCH_IN_THE_DARK]
        metafunc.parametrize("any_page", pages, ids=lambda p: p or "home")


def test_page_loads_clean_and_accessible(page, goto, any_page):
    """Status 200, a title, and axe-core finds nothing in the light palette, the page loaded in full in a new tab,
    as by a reader arriving from elsewhere (Material follows prefers-color-scheme until the reader picks a
    palette)."""
    use_scheme(page, "light")
    response = goto(any_page)
    assert "text/html" in response.headers.get("content-type", "")
    page.wait_for_load_state("load")
    _clean_and_accessible(page, any_page, "light")


@pytest.fixture(scope="module")
def dark_tab() -> Iterator[dict[str, Any]]:
    """Holds the tab of `dark_reader` from test to test of the module; closes it at the end."""
    held: dict[str, Any] = {}
    yield held
    if "tab" in held and not held["tab"].is_closed():
        held["tab"].close()


@pytest.fixture
def dark_reader(dark_tab, browser, browser_log) -> Iterator[Any]:
    """The tab of a reader whose system prefers the dark palette, passed on from test to test of this module (a new
    one after a test that closed it). At teardown, as for `page`: no request left 127.0.0.1 and no console or page
    error happened."""
    if "tab" not in dark_tab or dark_tab["tab"].is_closed():
        dark_tab["tab"] = browser.new_page()
        use_scheme(dark_tab["tab"], "dark")
    with checked_tab(browser, browser_log, dark_tab["tab"], keep=lambda tab: True) as tab:
        yield tab


def test_a_reader_in_the_dark_palette_finds_every_page_clean_and_accessible(dark_reader, served_site, any_page):
    """The same in the dark palette, for a reader whose system prefers it and who goes from page to page by the
    site's links: the first page loads in full (Material follows prefers-color-scheme), and each next one comes by
    instant navigation (Material keeps the palette, and the engine of a page with widgets stays booted)."""
    url = served_site.url(any_page)
    if served_site.is_ours(dark_reader.url):
        with dark_reader.expect_response(url) as answered:
            navigate_instantly(dark_reader, served_site, any_page)
        response = answered.value
    else:
        response = dark_reader.goto(url)
    assert response.status == 200, f"{url} answered {response.status}"
    assert "text/html" in response.headers.get("content-type", "")
    _clean_and_accessible(dark_reader, any_page, "dark")


def _clean_and_accessible(page: Any, path: str, scheme: str) -> None:
    """The page shows the `scheme` palette and a title, and axe-core finds nothing, each content tab shown."""
    assert shown_scheme(page) == scheme, f"the page shows the {shown_scheme(page)} palette, not the {scheme} one"
    assert page.locator("article.md-content__inner h1").count() >= 1, "the page has no title"
    violations = axe_all_tabs(page)
    assert not violations, (f"axe-core found violations on /{path} ({scheme} palette):\n"
                            + describe_violations(violations))


def test_instant_navigation_keeps_the_page_alive(page, goto, served_site):
    goto("")
    path = GAME_PATHS[0]
    follow_nav_link(page, title(path), served_site.url(path))
    assert page.title().startswith(title(path))


def _rules_by_tab(page) -> list[tuple[str, str, list[str]]]:
    """(tab input id, tab label, ids of the rules inside that tab's block) for each tab of the page's tab sets."""
    return page.evaluate(
        """() => [...document.querySelectorAll(".tabbed-set")].flatMap(set => {
            const inputs = [...set.querySelectorAll(":scope > input")];
            const labels = [...set.querySelectorAll(":scope > .tabbed-labels > label")];
            const blocks = [...set.querySelectorAll(":scope > .tabbed-content > .tabbed-block")];
            return inputs.map((input, i) => [
                input.id,
                (labels[i] ? labels[i].textContent : "").trim(),
                blocks[i] ? [...blocks[i].querySelectorAll("[id]")].map(e => e.id)
                                .filter(id => /^[a-z]+-?[0-9]*\\./.test(id)) : [],
            ]);
        })"""
    )


@pytest.mark.parametrize("path", TABBED_RULES)
def test_rule_link_into_a_hidden_tab_reveals_the_rule(page, goto, path):
    goto(path)
    tabs = [t for t in _rules_by_tab(page) if t[2]]
    assert len(tabs) >= 2, f"expected rules in two tabs or more on /{path}, found {tabs}"
    for input_id, label, rule_ids in tabs:
        rule = rule_ids[len(rule_ids) // 2]
        other = next(t for t in tabs if t[0] != input_id)
        # Show another tab (content.tabs.link remembers the choice), so that this rule is hidden...
        goto(path)
        page.click(f"label[for='{other[0]}']")
        target = page.locator(f"#{css_id(rule)}")
        target.wait_for(state="hidden")
        # ...then open a link to the rule, as a reader would from another page.
        goto("")
        goto(f"{path}#{rule}")
        try:
            target.wait_for(state="visible", timeout=5_000)
        except Exception:
            raise AssertionError(f"#{rule} (tab {label!r}) stays hidden when the page is opened at its link") from None
        assert page.evaluate(f"() => document.getElementById({rule!r}).getBoundingClientRect().height") > 0
        # The same link followed inside the page, with the other tab showing again.
        page.click(f"label[for='{other[0]}']")
        target.wait_for(state="hidden")
        page.evaluate(f"() => {{ location.hash = {('#' + rule)!r}; }}")
        try:
            target.wait_for(state="visible", timeout=5_000)
        except Exception:
            raise AssertionError(
                f"#{rule} (tab {label!r}) stays hidden when its link is followed inside the page") from None


TWO_TABS = """<!doctype html><html lang="en"><head><title>Two tabs</title><style>
    .tabbed-block { display: none; }
    #first:checked ~ .tabbed-content > :nth-child(1), #second:checked ~ .tabbed-content > :nth-child(2) {
        display: block; }
</style></head><body><main><h1>Two tabs</h1><div class="tabbed-set">
    <input type="radio" name="set" id="first" checked><input type="radio" name="set" id="second">
    <div class="tabbed-labels"><label for="first">First</label><label for="second">Second</label></div>
    <div class="tabbed-content"><div class="tabbed-block"><p>Plain words.</p></div>
        <div class="tabbed-block"><p style="color: #777; background: #888">Faint words.</p></div></div>
</div></main></body></html>"""


def test_the_check_over_every_tab_finds_a_fault_that_only_a_later_tab_shows(page):
    """axe_all_tabs checks what each tab shows, though it checks only the whole page once."""
    page.set_content(TWO_TABS)
    assert axe(page) == [], "the first tab alone shows no fault"
    found = {violation["id"]: violation for violation in axe_all_tabs(page)}
    assert list(found) == ["color-contrast"], found
    assert "Faint words." in found["color-contrast"]["nodes"][0]["html"]

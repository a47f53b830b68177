"""Every page of the built site in Chromium: it loads, asks no other host, logs no error, passes axe-core;
Material's instant navigation keeps the page's JavaScript alive; a rule link into a hidden tab reveals it.

The `page` fixture checks at teardown that no request left 127.0.0.1 and that no console or page error
happened; these tests check the rest.
"""

from __future__ import annotations

import pytest

from tests.support.pages import GAME_PAGES

from .browser_harness import axe_all_tabs, css_id, describe_violations, follow_nav_link, shown_scheme, use_scheme
from .site_nav import GAME_PATHS, game_page, pages_of_site, rules_in, tab_sets, title

TABBED_RULES = [game_page(name) for name in GAME_PAGES
                if any(sum(bool(rules_in(tab)) for tab in tabs) >= 2 for tabs in tab_sets(name))]
"""The game pages that give rules in two content tabs or more of one set (a rule set each)."""


def test_every_page_is_listed(served_site):
    """The pages tested below (the issue's and the nav's) are exactly the pages the build wrote."""
    assert set(pages_of_site()) == set(served_site.pages()), (
        f"tested: {pages_of_site()}, built: {served_site.pages()}")


def pytest_generate_tests(metafunc):
    if "any_page" in metafunc.fixturenames:
        metafunc.parametrize("any_page", pages_of_site(), ids=lambda p: p or "home")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_page_loads_clean_and_accessible(page, goto, any_page, scheme):
    """Status 200, a title, and axe-core finds nothing serious or critical, in the light and the dark palette
    (Material follows prefers-color-scheme until the reader picks a palette)."""
    use_scheme(page, scheme)
    response = goto(any_page)
    assert "text/html" in response.headers.get("content-type", "")
    page.wait_for_load_state("load")
    assert shown_scheme(page) == scheme, f"the page shows the {shown_scheme(page)} palette, not the {scheme} one"
    assert page.locator("article.md-content__inner h1").count() >= 1, "the page has no title"
    violations = axe_all_tabs(page)
    assert not violations, (f"axe-core found serious or critical violations on /{any_page} ({scheme} palette):\n"
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

"""Players changed up and down on every widget that has them, in Chromium: the widget stays live, refuses
nothing, and shows the new number of seats; a scenario's new seat starts empty and asks for its cards.

The widgets are found in the pages' sources (their Players control as the build draws it), so that a widget
added later is covered too. One tab visits the pages in turn, by instant navigation, so that the engine boots once.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterator

import pytest

from tests.support.declared import merged
from widgets.fence import parse_block
from widgets.games import state_of
from widgets.render import view

from .browser_harness import BrowserLog, ServedSite, checked_tab, is_warm, navigate_instantly, reveal, wait_live, \
    widget_status
from .live_widget import act, root

DOCS = Path(__file__).resolve().parents[2] / "docs"

REFUSED = merged("PLAYERS_REFUSED")
"""Counts the engine rightly refuses for a widget's cards, with the field its refusal names, as each game's tests
declare them (tests/games/<package>/declared.py)."""


def players_widgets() -> list[tuple[str, str, list[int]]]:
    """(page, widget id, the next lower and higher counts its Players control offers) for every widget with one."""
    found = []
    for source in sorted(DOCS.glob("games/*.md")):
        for block in re.findall(r"```widget\n(.*?)```", source.read_text(encoding="utf-8"), re.S):
            widget_id, options, _ = parse_block(block)
            state = state_of(options)
            control = re.search(r'<select name="players"[^>]*>(.*?)</select>', view(state))
            if control is None:
                continue
            offered = [int(n) for n in re.findall(r'value="(\d+)"', control.group(1))]
            counts = [n for n in (state.players + 1, state.players - 1) if n in offered]
            found.append((f"games/{source.stem}/", widget_id, counts))
    return found


@pytest.fixture(scope="module")
def tab(widget_runtime: None, browser: Any, browser_log: BrowserLog) -> Iterator[Any]:
    """One tab for the module, checked at the end for outside requests and console errors."""
    with checked_tab(browser, browser_log) as opened:
        yield opened


def seats_shown(page: Any, widget_id: str) -> int:
    """How many seats the widget shows: its distinct seats on the table, or else the hands of its form."""
    return page.evaluate(
        """sel => {
            const el = document.querySelector(sel);
            const seats = new Set([...el.querySelectorAll("[data-seat]")].map(e => e.dataset.seat));
            return seats.size || el.querySelectorAll("input[name^='hand-']").length;
        }""",
        root(widget_id),
    )


@pytest.mark.parametrize("path, widget_id, counts", players_widgets(), ids=lambda v: v if isinstance(v, str) else "")
def test_players_changed_up_and_down(tab, served_site: ServedSite, path, widget_id, counts):
    if not tab.url.startswith(served_site.url(path)):
        if is_warm(tab, served_site):
            navigate_instantly(tab, served_site, path)  # as a reader's click does: the engine stays booted
        else:
            tab.goto(served_site.url(path))
        wait_live(tab)
    reveal(tab, widget_id)
    select = tab.locator(f"{root(widget_id)} select[name='players']")
    before = int(select.input_value())
    for count in counts:
        shown = seats_shown(tab, widget_id)
        if (widget_id, count) in REFUSED:
            select.select_option(str(count))
            tab.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=widget_id)
            assert REFUSED[widget_id, count] in widget_status(tab, widget_id)[1]
            continue
        state = act(tab, widget_id, lambda count=count: select.select_option(str(count)))
        assert state["players"] == count and tab.locator(f"{root(widget_id)} .ma-error").count() == 0, state
        if shown == before:
            assert seats_shown(tab, widget_id) == count, f"#{widget_id} shows {seats_shown(tab, widget_id)} seats"
        if count > before and tab.locator(f"{root(widget_id)} input[name='hand-{count}']").count():
            button = tab.locator(f"{root(widget_id)} .ma-controls__buttons button").first.inner_text()
            assert f"cards, then press “{button}”" in tab.inner_text(root(widget_id))
        before = count

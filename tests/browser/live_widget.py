"""A live widget as the browser tests act on it and read it, after the contract of widgets/README.md: its controls
found by data-action, an action's answer waited for, its views as served, a copied URL reopened.

Widgets are found on the pages by kind (`data-kind`) or by the ids their pages give them; the tests of every page
and of every game's own folder share these helpers with the `live` and `widget_runtime` fixtures
(tests/support/browser.py).
"""

from __future__ import annotations

import time
from typing import Any, Callable

from .browser_harness import css_id, normalize_html, reveal, wait_live, widget_body, widget_ids, widget_state, \
    widget_status


def root(widget_id: str) -> str:
    return f"#{css_id(widget_id)}"


def live_of_kinds(page: Any, ids: list[str], kinds: set[str]) -> list[str]:
    """Checks that the live widgets ``ids`` of the page open are of exactly ``kinds``, each saying its status in
    words; gives them back."""
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == kinds
    for widget_id in ids:
        assert widget_status(page, widget_id)[1], f"#{widget_id} does not say its status in words"
    return ids


def act(page: Any, widget_id: str, action: Callable[[], None], *, change: bool = True,
        timeout: float = 15_000) -> dict[str, Any]:
    """Runs `action` (a click, a key) and waits for the widget's answer; returns the new data-state.

    change=True: waits until data-state differs from before. change=False: waits until the host touched the
    widget at all (its body or its data-state), for actions that may leave the state as it was.
    Fails naming the widget's status line if it turns to "error" or never answers.
    """
    before = page.evaluate(
        """id => {
            const el = document.getElementById(id);
            window.__maTouched = window.__maTouched || {};
            window.__maTouched[id] = 0;
            const seen = new MutationObserver(() => { window.__maTouched[id] += 1; });
            seen.observe(el, {subtree: true, childList: true, characterData: true, attributes: true,
                              attributeFilter: ["data-state", "data-status"]});
            window.__maSeen = window.__maSeen || {};
            if (window.__maSeen[id]) window.__maSeen[id].disconnect();
            window.__maSeen[id] = seen;
            return el.dataset.state;
        }""",
        widget_id,
    )
    action()
    condition = """([id, before, change]) => {
        const el = document.getElementById(id);
        if (!el) return false;
        if (el.dataset.status === "error") return true;
        if (el.dataset.status !== "live") return false;
        return change ? el.dataset.state !== before : window.__maTouched[id] > 0;
    }"""
    try:
        page.wait_for_function(condition, arg=[widget_id, before, change], timeout=timeout, polling=20)
    except Exception:
        status, text = widget_status(page, widget_id)
        raise AssertionError(f"#{widget_id} did not answer within {timeout / 1000:.0f} s "
                             f"(data-status={status!r}, {text!r})") from None
    status, text = widget_status(page, widget_id)
    assert status == "live", f"#{widget_id} turned to {status!r}: {text!r}"
    return widget_state(page, widget_id)


def control(page: Any, widget_id: str, action: str, value: str | None = None) -> Any:
    """The control of a widget with this data-action (and data-value), its tab shown first if it is in a hidden one."""
    reveal(page, widget_id)
    selector = f"{root(widget_id)} [data-action='{action}']" + (f"[data-value='{value}']" if value else "")
    found = page.locator(selector)
    assert found.count() >= 1, f"#{widget_id} has no control {selector!r}"
    return found.first


def click(page: Any, widget_id: str, action: str, value: str | None = None, **options: Any) -> dict[str, Any]:
    return act(page, widget_id, lambda: control(page, widget_id, action, value).click(), **options)


def is_disabled(page: Any, widget_id: str, action: str, value: str) -> bool:
    el = control(page, widget_id, action, value)
    return el.is_disabled() or el.get_attribute("aria-disabled") == "true"


def step_of(state: dict[str, Any]) -> int:
    """The step a state shows (data-state leaves out a step of 0, like every field at its default)."""
    return int(state.get("step", 0))


def static_views(page: Any) -> dict[str, dict[str, Any]]:
    """The widgets of the current page as served (no JavaScript ran on this copy): id -> status, state, body."""
    return page.evaluate(
        """async () => {
            const answer = await fetch(location.pathname, {cache: "no-store"});
            const served = new DOMParser().parseFromString(await answer.text(), "text/html");
            return Object.fromEntries([...served.querySelectorAll(".ma-widget")].map(e => [e.id, {
                status: e.dataset.status ?? null, state: e.dataset.state ?? null,
                body: e.querySelector(".ma-widget__body") ? e.querySelector(".ma-widget__body").innerHTML : null,
            }]));
        }"""
    )


def reopen(page: Any, url: str, widget_id: str, state: dict[str, Any]) -> Any:
    """Opens a copied ``url`` in a new tab and waits until its widget ``widget_id`` is live in ``state`` (the
    fragment is restored after the page loads); returns that tab, for the caller to compare the view."""
    other = page.context.new_page()
    other.goto(url)
    wait_live(other)
    deadline = time.monotonic() + 15
    while widget_state(other, widget_id) != state and time.monotonic() < deadline:
        other.wait_for_timeout(100)
    assert widget_state(other, widget_id) == state, f"{url} reopened #{widget_id} in another state"
    return other


def only_this_widget_refused(page: Any, widget_id: str) -> None:
    """Every other widget of the page is still live and shows no refusal: a bad input stays in its widget."""
    for other in widget_ids(page):
        if other != widget_id:
            assert widget_status(page, other)[0] == "live", f"#{other} left 'live' after #{widget_id} refused"
            assert page.locator(f"{root(other)} [role='alert']").count() == 0, f"#{other} shows a refusal"


def step_round_trip_equals_static(page: Any, widget_id: str, served: dict[str, dict[str, Any]]) -> None:
    """A step forward and back comes back to the state the page was served with, and the live view of it is the
    static view."""
    start = widget_state(page, widget_id)
    click(page, widget_id, "step", "next")
    end = click(page, widget_id, "step", "previous")
    assert end == start, f"#{widget_id}: the round trip came back to {end}, not {start}"
    assert widget_body(page, widget_id) == normalize_html(served[widget_id]["body"]), (
        f"#{widget_id}: the live view differs from the static view of the same state")

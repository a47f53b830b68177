"""The live widgets of every game page that deals, steps and settles, in Chromium, against the contract of
widgets/README.md.

Covered (issue 3, "Tests"): every widget goes live; new deal, players, step first/previous/next/last, arrow keys and
Home/End; the live view equals the static view for the same state; a copied URL reopens the same state; instant
navigation to another game page finds its widgets live without a second boot of Pyodide; a tampered fragment gives
a message in its widget and the rest works; a link to a widget in a content tab not chosen shows that tab; axe-core
with the widgets live. The `page` fixture checks in every test that no request left 127.0.0.1 and that no console
or page error happened.

The pages are the game pages (docs/games/) whose widgets deal, step and settle, and the widgets are found on them by
kind (`data-kind`) or by what their blocks declare, never by a game's name: a page written with such widgets is
checked here at once. Before the runtime (host.js, worker.mjs, Pyodide and the wheel in the site) works, these tests
fail fast with the reason the `widget_runtime` fixture finds.
"""

from __future__ import annotations

import json
import time
from typing import Any
from urllib.parse import quote

import pytest

from tests.support.pages import GAME_PAGES, page_blocks

from .browser_harness import (
    COUNT_WORKERS,
    OUR_WORKERS,
    axe_all_tabs,
    describe_violations,
    follow_nav_link,
    normalize_html,
    shown_scheme,
    use_scheme,
    wait_live,
    widget_body,
    widget_ids,
    widget_state,
    widget_status,
)
from .live_widget import act, click, control, is_disabled, reopen, root, static_views, step_of
from .site_nav import game_page, pages_with, plain, tab_sets, title, widgets_in, widgets_of

KINDS = ("deal", "steps", "scenario")
DEALING = pages_with(*KINDS)
"""The game pages whose widgets deal, step and settle: each is checked by every test given a page."""
SEAT = "[data-seat]"
"""Seat markup the players test counts: one element (or more) carrying data-seat="<n>" per seat."""

STEPPER = plain("steps")[0]
"""(page, widget id) of the first widget that steps through a deal from its first step with nobody seated: the host's
handling of a step, the same on every page, is watched there."""

AWAY = DEALING[1]
"""A second game page with widgets, for the instant navigation's trips."""

TAMPERED_PAGE = next(path for path, _ in widgets_of("scenario", "hands") if path in DEALING)
"""A page with every kind of widget the tampered fragments aim at, its scenario given hands."""

COPIED = [(path, kind, widget_id) for kind, widgets in (("deal", widgets_of("deal")), ("steps", plain("steps")))
          for path, widget_id in {path: widget_id for path, widget_id in widgets if path in DEALING}.items()]
"""(page, kind, widget id) of the last deal widget of each page above, and of its last widget that steps through a
deal from its first step with nobody seated: a new deal and a few steps, copied, reopen there. (A seated reader's
choices belong to the deal they were made in: a new deal from a seat is its game's own test.)"""

IN_LATER_TABS = [(game_page(name), widget_id, widgets_in(tabs[0])[0])
                 for name in GAME_PAGES for tabs in tab_sets(name) if widgets_in(tabs[0])
                 for later in tabs[1:] for widget_id in widgets_in(later)
                 if "seed" in page_blocks(name)[widget_id]]
"""(page, widget id, a widget of the set's first tab) for each seeded widget a game page holds in a content tab after
the first, which is the one chosen when the page opens."""


def seat_count(page: Any, widget_id: str) -> int:
    return page.evaluate(
        """([id, sel]) => new Set([...document.getElementById(id).querySelectorAll(sel)]
                                  .map(e => e.getAttribute("data-seat"))).size""",
        [widget_id, SEAT],
    )


# ---- the tests ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("path", DEALING)
def test_new_deal_changes_the_deal(live, page, path):
    live(path)
    for widget_id in widget_ids(page, "deal"):
        before_state, before_body = widget_state(page, widget_id), widget_body(page, widget_id)
        after = click(page, widget_id, "new-deal")
        assert after.get("seed") != before_state.get("seed"), f"#{widget_id}: new deal kept seed {after.get('seed')}"
        assert widget_body(page, widget_id) != before_body, f"#{widget_id}: new deal left the cards as they were"


@pytest.mark.parametrize("path", DEALING)
def test_players_change_the_number_of_seats(live, page, path):
    live(path)
    for widget_id in widget_ids(page, "deal"):
        select = control(page, widget_id, "players")
        current = int(widget_state(page, widget_id)["players"])
        options = [int(v) for v in select.evaluate("s => [...s.options].map(o => o.value)")]
        assert len(options) >= 2, f"#{widget_id}: the players select offers {options}"
        assert current in options, f"#{widget_id}: {current} players is not among the options {options}"
        assert seat_count(page, widget_id) == current, (
            f"#{widget_id}: {seat_count(page, widget_id)} elements {SEAT} for {current} players")
        for wanted in (min(options), max(options)):
            if wanted == current:
                continue
            after = act(page, widget_id, lambda: control(page, widget_id, "players").select_option(str(wanted)))
            assert int(after["players"]) == wanted, (
                f"#{widget_id}: chose {wanted} players, state says {after['players']}")
            assert seat_count(page, widget_id) == wanted, (
                f"#{widget_id}: {seat_count(page, widget_id)} seats shown ({SEAT}) for {wanted} players")
            current = wanted


@pytest.mark.parametrize("path", DEALING)
def test_step_buttons_and_keys_move_the_step(live, page, path):
    live(path)
    ids = widget_ids(page, "steps")
    assert ids, f"no steps widget on /{path}"
    for widget_id in ids:
        if is_disabled(page, widget_id, "step", "last"):
            last = step_of(widget_state(page, widget_id))
        else:
            last = step_of(click(page, widget_id, "step", "last"))
        first = step_of(click(page, widget_id, "step", "first"))
        assert last >= first + 2, f"#{widget_id}: steps run from {first} to {last}; the test needs three or more"
        assert step_of(click(page, widget_id, "step", "next")) == first + 1
        assert step_of(click(page, widget_id, "step", "last")) == last
        assert step_of(click(page, widget_id, "step", "previous")) == last - 1
        # The host keeps the focus on the control clicked last: keys go to the widget from there.
        focused_inside = page.evaluate("id => document.getElementById(id).contains(document.activeElement)", widget_id)
        assert focused_inside, f"#{widget_id}: the focus left the widget after its body was swapped"
        for key, expected in (("Home", first), ("ArrowRight", first + 1), ("End", last), ("ArrowLeft", last - 1)):
            state = act(page, widget_id, lambda key=key: page.keyboard.press(key))
            assert step_of(state) == expected, f"#{widget_id}: {key} went to step {step_of(state)}, not {expected}"


def test_a_step_keeps_every_element_whose_markup_is_the_same(live, page):
    """A step patches the widget's body: the form and the Next button pressed are the same elements afterwards (the
    focus stays on Next with no second focusing), and the step's sentence changed in place."""
    path, widget_id = STEPPER
    live(path)
    if not is_disabled(page, widget_id, "step", "first"):
        click(page, widget_id, "step", "first")
    page.locator(f"{root(widget_id)} [data-action='step'][data-value='next']").focus()
    page.evaluate("""id => { const body = document.getElementById(id).querySelector(".ma-widget__body");
                             body.querySelector("form").maKept = "form";
                             body.querySelector("[data-action='step'][data-value='next']").maKept = "next"; }""",
                  widget_id)
    before = page.locator(f"{root(widget_id)} .ma-step__text").inner_text()
    act(page, widget_id, lambda: page.keyboard.press("Enter"))
    kept = page.evaluate("""id => { const body = document.getElementById(id).querySelector(".ma-widget__body");
                                    return [body.querySelector("form").maKept,
                                            body.querySelector("[data-action='step'][data-value='next']").maKept,
                                            document.activeElement.maKept]; }""", widget_id)
    assert kept == ["form", "next", "next"], f"#{widget_id}: the form, Next and the focus after a step: {kept}"
    assert page.locator(f"{root(widget_id)} .ma-step__text").inner_text() != before


# Records the requests the host posts to the worker, and says when none is waiting for its answer.
SENT = """() => { const runtime = window.maisonAcademiqueWidgets; window.__maSent = [];
                 const post = runtime.worker.postMessage.bind(runtime.worker);
                 runtime.worker.postMessage = (data) => {
                   if (data && data.type === "request") window.__maSent.push(data.message);
                   return post(data); }; }"""
ANSWERED = "() => window.maisonAcademiqueWidgets.pending.size === 0"


def _sent(page: Any) -> list[tuple[object, object, int]]:
    """The requests posted since the last call, as (action, value, step of the state sent), and none waiting."""
    page.wait_for_function(ANSWERED)
    sent = page.evaluate("() => window.__maSent.splice(0)")
    return [(m.get("action"), m.get("value"), int(m["state"].get("step", 0))) for m in sent]


def test_a_press_finds_its_answer_asked_ahead_and_a_press_down_asks_at_once(live, page):
    """Once a step is shown, the press likely to follow is asked at once (the same move, or from an end the way back
    in), and the reader's next press posts nothing of its own: its answer is held. A button pressed down asks its
    answer before the release. An answer held for another press is not used."""
    path, widget_id = STEPPER
    live(path)
    assert step_of(widget_state(page, widget_id)) == 0, "the page opens its step-through at the first step"
    page.evaluate(SENT)
    assert step_of(click(page, widget_id, "step", "next")) == 1
    assert _sent(page) == [("step", "next", 0), ("step", "next", 1)], "Next, then Next from step 2 asked ahead"
    assert step_of(click(page, widget_id, "step", "next")) == 2
    assert _sent(page) == [("step", "next", 2)], "the second Next was answered from what was held"
    previous = control(page, widget_id, "step", "previous")
    box = previous.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    assert _sent(page) == [("step", "previous", 2)], "pressing Previous down asks its answer at once"
    assert step_of(act(page, widget_id, page.mouse.up)) == 1
    assert _sent(page) == [("step", "previous", 1)], "the release used it, and asked the next Previous ahead"
    last = step_of(click(page, widget_id, "step", "last"))
    assert _sent(page) == [("step", "last", 1), ("step", "previous", last)], \
        "Last is asked, since the held Previous is not its answer; then Previous from the last step, ahead"


@pytest.mark.parametrize("path", DEALING)
def test_live_view_equals_static_view(live, page, path):
    """For the same state, the body Pyodide renders equals the body CPython rendered at build time."""
    ids = live(path)
    served = static_views(page)
    assert set(served) == set(ids), f"served widgets {sorted(served)}, live widgets {sorted(ids)}"
    compared = 0
    for widget_id in ids:
        kind = page.get_attribute(root(widget_id), "data-kind")
        assert served[widget_id]["status"] == "static", (
            f"#{widget_id} is served with data-status={served[widget_id]['status']!r}")
        start = widget_state(page, widget_id)
        assert start == json.loads(served[widget_id]["state"]), f"#{widget_id}: going live changed its state"
        # A round trip through the live renderer back to the served state.
        if kind == "steps":
            at_last = is_disabled(page, widget_id, "step", "next")
            there, back = ("previous", "next") if at_last else ("next", "previous")
            click(page, widget_id, "step", there)
            end = click(page, widget_id, "step", back)
        elif kind == "deal":
            options = control(page, widget_id, "players").evaluate("s => [...s.options].map(o => o.value)")
            other = next(v for v in options if int(v) != int(start["players"]))
            act(page, widget_id, lambda: control(page, widget_id, "players").select_option(other))
            end = act(page, widget_id, lambda: control(page, widget_id, "players").select_option(str(start["players"])))
        else:
            continue
        compared += 1
        assert end == start, f"#{widget_id}: the round trip did not come back to the same state"
        live_body = widget_body(page, widget_id)
        static_body = normalize_html(served[widget_id]["body"])
        assert live_body == static_body, (
            f"#{widget_id}: the live view differs from the static view of the same state\n"
            f"first difference at character {_first_difference(live_body, static_body)}:\n"
            f"  live:   ...{_around(live_body, _first_difference(live_body, static_body))}...\n"
            f"  static: ...{_around(static_body, _first_difference(live_body, static_body))}...")
    assert compared >= 2, f"compared only {compared} widgets on /{path}"


def _first_difference(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))


def _around(text: str, at: int) -> str:
    return text[max(0, at - 80): at + 80]


@pytest.mark.parametrize("path, kind, widget_id", COPIED, ids=[f"{path}-{kind}" for path, kind, _ in COPIED])
def test_copied_url_reopens_the_same_state(live, page, path, kind, widget_id):
    live(path)
    if page.locator(f"{root(widget_id)} [data-action='new-deal']").count():
        click(page, widget_id, "new-deal")
    if kind == "deal":
        options = control(page, widget_id, "players").evaluate("s => [...s.options].map(o => o.value)")
        now = int(widget_state(page, widget_id)["players"])
        act(page, widget_id, lambda: control(page, widget_id, "players").select_option(
            next(v for v in reversed(options) if int(v) != now)))
    else:
        if not is_disabled(page, widget_id, "step", "first"):  # a new deal starts at the first step already
            click(page, widget_id, "step", "first")
        click(page, widget_id, "step", "next")
        click(page, widget_id, "step", "next")
    state, body = widget_state(page, widget_id), widget_body(page, widget_id)
    assert f"#{widget_id}:" in page.url, f"the URL does not carry #{widget_id}:<state> after acting on it: {page.url}"
    # A reader scrolls a little before copying the address: the widget's state must still be in it.
    page.mouse.wheel(0, 300)
    page.wait_for_timeout(500)
    url = page.url
    assert f"#{widget_id}:" in url, (
        f"after a scroll the URL no longer carries #{widget_id}:<state> but {url.split('#', 1)[-1]!r} "
        "(Material's navigation.tracking writes the current section's anchor into the URL as the page scrolls)")

    other = reopen(page, url, widget_id, state)
    assert widget_body(other, widget_id) == body, f"{url} reopened #{widget_id} with another view"
    if kind == "steps":
        assert step_of(widget_state(other, widget_id)) == step_of(state)


def test_instant_navigation_finds_widgets_live_without_a_second_boot(live, page, served_site, browser_log):
    page.add_init_script(COUNT_WORKERS)
    ours = OUR_WORKERS
    first = DEALING[0]
    live(first)
    assert len(page.evaluate(ours)) == 1, f"/{first} started the workers {page.evaluate(ours)}, not one"
    assert browser_log.count("pyodide.asm.wasm.gz") == 1
    timings = {}
    for path in (AWAY, first):
        label = title(path)
        started = time.perf_counter()
        # Material changes the address before it swaps the page in: wait for the new page's heading, or the old
        # page's widgets, still live, would be taken for the new ones (and then vanish under the click).
        follow_nav_link(page, label, served_site.url(path))
        ids = wait_live(page, timeout=10_000)
        timings[path] = time.perf_counter() - started
        assert ids, f"no widget on /{path}"
        assert len(page.evaluate(ours)) == 1, f"going to {label} started another worker: {page.evaluate(ours)}"
        assert browser_log.count("pyodide.asm.wasm.gz") == 1, f"going to {label} loaded Pyodide again"
        # The widgets of the new page answer.
        deal = widget_ids(page, "deal")[0]
        click(page, deal, "new-deal")
    print(f"live after instant navigation (click to all live, seen from Python): {timings}")


def test_a_jump_within_the_page_keeps_every_widget_as_the_reader_left_it(live, page, served_site, browser_log):
    """A link of the contents, a rule named by a step and the back button move within the page: Material's instant
    navigation must not fetch the page again and put back its widgets as served (issue 15's note: the first jump of
    a visit did)."""
    here = DEALING[0]
    ids = live(here)
    steps = widget_ids(page, "steps")[0]
    click(page, steps, "step", "last")
    click(page, widget_ids(page, "deal")[0], "new-deal")
    left = {i: (widget_state(page, i), widget_body(page, i)) for i in ids}
    page.evaluate("ids => ids.forEach(id => { document.getElementById(id).__kept = true; })", ids)
    served = served_site.url(here)
    fetched = browser_log.requests.count(served)
    in_view = ("id => { const r = document.getElementById(id).getBoundingClientRect();"
               " return r.top >= 0 && r.top < innerHeight; }")

    def reached(anchor: str) -> None:
        page.wait_for_url(lambda url: url.endswith(f"#{anchor}"), wait_until="commit")

    def jumped(anchor: str, how: str) -> None:
        reached(anchor)
        page.wait_for_timeout(300)  # a page fetched anew would be swapped in by now
        assert browser_log.requests.count(served) == fetched, f"{how} fetched the page again"
        for widget_id in ids:
            assert page.evaluate("id => document.getElementById(id).__kept === true", widget_id), (
                f"{how} put #{widget_id} back as served")
            assert (widget_state(page, widget_id), widget_body(page, widget_id)) == left[widget_id], (
                f"{how} changed #{widget_id}")

    contents = page.locator(".md-sidebar--secondary a.md-nav__link").nth(1)
    heading = contents.get_attribute("href").partition("#")[2]
    contents.click(force=True)  # the contents column may be hidden at this width: the link works all the same
    jumped(heading, "a link of the contents")
    rule = page.locator(f"{root(steps)} a.ma-rule").first
    rule_id = rule.inner_text()
    rule.click()
    jumped(rule_id, "the rule link of a step")
    assert page.evaluate(in_view, rule_id), f"#{rule_id} is not in view"
    page.go_back()
    jumped(heading, "the back button")
    page.go_forward()
    jumped(rule_id, "the forward button")
    # Once Material has taken the reader to another page and back, its own handling of jumps takes over.
    follow_nav_link(page, title(AWAY), served_site.url(AWAY))
    page.go_back()
    reached(rule_id)
    page.wait_for_selector(f"article h1:has-text({title(here)!r})")
    wait_live(page)
    page.locator(".md-sidebar--secondary a.md-nav__link").nth(1).click(force=True)
    reached(heading)
    page.wait_for_function(in_view, arg=heading, timeout=5_000)


TAMPERED = [
    pytest.param("deal", "game=chess", "chess", id="unknown-game"),
    pytest.param("deal", "players=99", "99", id="99-players"),
    pytest.param("deal", "seed=abc", "abc", id="seed-abc"),
    pytest.param("scenario", "hands=" + quote("ZZ 5D|10S 6H|KD 4C 2S", safe=""), "ZZ", id="card-ZZ"),
]


@pytest.mark.parametrize("kind, query, named", TAMPERED)
def test_tampered_fragment_gives_a_message_and_the_rest_works(widget_runtime, page, goto, kind, query, named):
    goto(TAMPERED_PAGE)
    ids = widget_ids(page, kind)
    assert ids, f"no {kind} widget on /{TAMPERED_PAGE}"
    widget_id = ids[0]
    goto("")  # a full load of the tampered address, as from a pasted link
    goto(f"{TAMPERED_PAGE}#{widget_id}:{query}")
    try:
        page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'",
                               arg=widget_id, timeout=90_000)
    except Exception:
        status, text = widget_status(page, widget_id)
        raise AssertionError(f"#{widget_id}:{query} left the widget {status!r} ({text!r}), not 'error'") from None
    message = page.inner_text(root(widget_id))
    assert named.lower() in message.lower(), f"#{widget_id}: the message does not name {named!r}: {message[:400]!r}"
    others = [i for i in widget_ids(page) if i != widget_id]
    assert others, f"no other widget on /{TAMPERED_PAGE}"
    wait_live(page, ", ".join(root(i) for i in others))
    for other in others:
        kind_other = page.get_attribute(root(other), "data-kind")
        if kind_other == "deal":
            click(page, other, "new-deal")
        elif kind_other == "steps":
            click(page, other, "step", "next" if not is_disabled(page, other, "step", "next") else "previous")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("path", DEALING)
def test_every_widget_goes_live_and_the_page_passes_axe(live, page, path, scheme):
    """One load of the page in each palette serves both checks (the page's engine boots once for them)."""
    use_scheme(page, scheme)
    ids = live(path)
    kinds = {page.get_attribute(root(i), "data-kind") for i in ids}
    assert set(KINDS) <= kinds, f"/{path} has widgets of kinds {kinds}, expected at least {KINDS}"
    for widget_id in ids:
        status, text = widget_status(page, widget_id)
        assert text, f"#{widget_id} does not say its status in words"
        widget_state(page, widget_id)  # valid JSON
    assert shown_scheme(page) == scheme, f"the page shows the {shown_scheme(page)} palette, not the {scheme} one"
    violations = axe_all_tabs(page)
    assert not violations, (f"axe-core, /{path} with its widgets live ({scheme} palette):\n"
                            + describe_violations(violations))


def _table_figures(page: Any, widget_id: str) -> tuple[int, list[str]]:
    """The cards in view on the seats (faces and backs) and each seat's chips, as the widget shows them now."""
    return page.evaluate(
        """id => { const w = document.getElementById(id);
                   return [w.querySelectorAll(".ma-seats .ma-card").length,
                           [...w.querySelectorAll(".ma-seat__balance")].map(e => e.textContent)]; }""",
        widget_id,
    )


@pytest.mark.parametrize("path", DEALING)
def test_each_step_draws_the_table_as_it_stood(live, page, path):
    live(path)
    for widget_id in widget_ids(page, "steps"):
        last = step_of(click(page, widget_id, "step", "last"))
        at_last = _table_figures(page, widget_id)
        click(page, widget_id, "step", "first")
        at_first = _table_figures(page, widget_id)
        for _ in range(last // 2):
            click(page, widget_id, "step", "next")
        at_middle = _table_figures(page, widget_id)
        assert at_first != at_middle or last < 2, f"#{widget_id}: halfway the table is still the first one"
        # The table changes as the steps go: the cards in view or the chips differ from step to step.
        assert at_first != at_last, f"#{widget_id}: the first and last steps draw the same table"
        assert at_middle != at_first or at_middle != at_last, f"#{widget_id}: the middle step draws no table of its own"
        assert any(int(text.split()[0]) for text in at_last[1]), f"#{widget_id}: no chip has moved by the last step"


@pytest.mark.parametrize("path, widget_id, first", IN_LATER_TABS)
def test_a_shared_link_to_a_widget_in_a_tab_not_chosen_opens_its_tab(widget_runtime, page, goto, path, widget_id,
                                                                      first):
    """A page that holds widgets in content tabs opens with the first tab chosen: a link naming a widget of another
    tab chooses its tab, so that the reader sees the widget the link names, restored."""
    goto(f"{path}#{widget_id}:seed=5")
    wait_live(page)
    page.wait_for_function("id => JSON.parse(document.getElementById(id).dataset.state).seed === 5",
                           arg=widget_id, timeout=15_000)
    assert page.locator(root(widget_id)).is_visible()
    assert not page.locator(root(first)).is_visible()

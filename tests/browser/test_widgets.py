"""The live widgets of the Ferme and Farmer pages in Chromium, against the contract of widgets/README.md.

Covered (issue 3, "Tests"): every widget goes live; new deal, players, step first/previous/next/last,
arrow keys and Home/End, scenario settle; the live view equals the static view for the same state; a
copied URL reopens the same state; instant navigation to the other game page finds its widgets live
without a second boot of Pyodide; a tampered fragment gives a message in its widget and the rest works;
axe-core with the widgets live. The `page` fixture checks in every test that no request left 127.0.0.1
and that no console or page error happened.

Widgets are found on the pages by kind (`data-kind`), not by id. Before the runtime (host.js, worker.mjs,
Pyodide and the wheel in the site) works, these tests fail fast with the reason `runtime` finds.
"""

from __future__ import annotations

import json
import time
from typing import Any, Callable
from urllib.parse import quote

import pytest

from browser_harness import (
    COUNT_WORKERS,
    OUR_WORKERS,
    WIDGET,
    axe_all_tabs,
    css_id,
    describe_violations,
    follow_nav_link,
    normalize_html,
    reveal,
    shown_scheme,
    use_scheme,
    wait_live,
    widget_body,
    widget_ids,
    widget_state,
    widget_status,
)

GAME_PAGES = {"farmer": "games/farmer/", "ferme": "games/ferme/"}
KINDS = ("deal", "steps", "scenario")
# How long widgets may stay "static" after the page loaded before we call the runtime absent.
START_TIMEOUT_MS = 20_000
# Seat markup the players test counts: one element (or more) carrying data-seat="<n>" per seat.
SEAT = "[data-seat]"


def root(widget_id: str) -> str:
    return f"#{css_id(widget_id)}"


# ---- the runtime: checked once, so that every test fails fast with one reason while it is absent ---------

_runtime_problem: list[str] = []


@pytest.fixture(scope="module")
def runtime(browser: Any, browser_log: Any, site: Any) -> None:
    """Opens the Farmer page once: its widgets must leave "static" and go live, or every test here fails at once."""
    if not _runtime_problem:
        tab = browser.new_page()
        try:
            tab.goto(site.url(GAME_PAGES["farmer"]))
            problem = _start_problem(tab)
            if problem is None:
                try:
                    wait_live(tab)
                except AssertionError as exc:
                    problem = str(exc)
        finally:
            tab.close()
            browser_log.reset()
        _runtime_problem.append(problem or "")
    if _runtime_problem[0]:
        pytest.fail(f"the widgets do not go live, so this test cannot run: {_runtime_problem[0]}", pytrace=False)


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
def live(runtime: None, page: Any, goto: Callable[..., Any]) -> Callable[[str], list[str]]:
    """live(path): opens the page and waits until all its widgets are live; returns their ids."""

    def open_live(path: str) -> list[str]:
        goto(path)
        return wait_live(page)

    return open_live


def live_of_kinds(page: Any, ids: list[str], kinds: set[str]) -> list[str]:
    """Checks that the live widgets ``ids`` of the page open are of exactly ``kinds``, each saying its status in
    words; gives them back."""
    assert {page.get_attribute(root(i), "data-kind") for i in ids} == kinds
    for widget_id in ids:
        assert widget_status(page, widget_id)[1], f"#{widget_id} does not say its status in words"
    return ids


# ---- acting on a widget and waiting for its answer -------------------------------------------------------


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


def seat_count(page: Any, widget_id: str) -> int:
    return page.evaluate(
        """([id, sel]) => new Set([...document.getElementById(id).querySelectorAll(sel)]
                                  .map(e => e.getAttribute("data-seat"))).size""",
        [widget_id, SEAT],
    )


# ---- the tests ------------------------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAME_PAGES)
def test_new_deal_changes_the_deal(live, page, game):
    live(GAME_PAGES[game])
    for widget_id in widget_ids(page, "deal"):
        before_state, before_body = widget_state(page, widget_id), widget_body(page, widget_id)
        after = click(page, widget_id, "new-deal")
        assert after.get("seed") != before_state.get("seed"), f"#{widget_id}: new deal kept seed {after.get('seed')}"
        assert widget_body(page, widget_id) != before_body, f"#{widget_id}: new deal left the cards as they were"


@pytest.mark.parametrize("game", GAME_PAGES)
def test_players_change_the_number_of_seats(live, page, game):
    live(GAME_PAGES[game])
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


@pytest.mark.parametrize("game", GAME_PAGES)
def test_step_buttons_and_keys_move_the_step(live, page, game):
    live(GAME_PAGES[game])
    ids = widget_ids(page, "steps")
    assert ids, f"no steps widget on the {game} page"
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
    live(GAME_PAGES["farmer"])
    widget_id = widget_ids(page, "steps")[0]
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
    live(GAME_PAGES["farmer"])
    widget_id = widget_ids(page, "steps")[0]
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


def _scenario_hands(game: str, variant: str | None, seats: int, farmer: int) -> list[str]:
    """Hands for `seats` seats (the farmer at seat `farmer`) that this engine settles, with a tie on 16 if it can."""
    from engine.api import handle

    cards = ["10S 6H", "KD 4C 2S", "7C 7D", "3H 9H", "JS 5S", "QC 2H 2D", "9D 4S", "JH 3C", "QS 2C", "KH 5H", "9S 3D"]
    farmer_cards = "9C 5D"
    for farmer_holds in (True, False):
        others = iter(cards)
        hands = [(farmer_cards if farmer_holds else "") if seat == farmer else next(others)
                 for seat in range(1, seats + 1)]
        request = {"action": "settle", "game": game, "farmer": farmer, "hands": [h.split() for h in hands]}
        if variant:
            request["variant"] = variant
        if "error" not in handle(request):
            return hands
    raise AssertionError(f"no test hands for {game} {variant} with {seats} seats")


@pytest.mark.parametrize("game", GAME_PAGES)
def test_scenario_settles(live, page, game):
    """Hands typed into a scenario and settled: the state holds them, and the view shows the engine's result
    (the winner CPython's engine finds for the same hands, and the tie rules it applied)."""
    from engine.api import handle

    live(GAME_PAGES[game])
    ids = widget_ids(page, "scenario")
    assert ids, f"no scenario widget on the {game} page"
    for widget_id in ids:
        reveal(page, widget_id)
        state = widget_state(page, widget_id)
        inputs = page.locator(f"{root(widget_id)} input[name^='hand-']")
        seats = inputs.count()
        assert seats >= 2, f"#{widget_id} has {seats} hand inputs (input[name=hand-1], ...)"
        farmer_control = page.locator(f"{root(widget_id)} [name='farmer']")
        if farmer_control.count():
            farmer = 1
            if farmer_control.first.evaluate("e => e.tagName") == "SELECT":
                farmer_control.first.select_option("1")
            else:
                farmer_control.first.fill("1")
        else:
            farmer = int(state.get("farmer", 1))
        hands = _scenario_hands(state.get("game", game), state.get("variant"), seats, farmer)
        for seat, hand in enumerate(hands, start=1):
            page.fill(f"{root(widget_id)} input[name='hand-{seat}']", hand)
        before_body = widget_body(page, widget_id)
        after = click(page, widget_id, "settle", change=False)
        settled = [h.split() for h in str(after.get("hands", "")).split("|")]
        assert settled == [h.split() for h in hands], f"#{widget_id}: settled {after.get('hands')!r}, typed {hands}"
        assert int(after.get("farmer", 1)) == farmer, (
            f"#{widget_id}: the farmer is seat {after.get('farmer')}, not {farmer}")
        body = widget_body(page, widget_id)
        assert body != before_body, f"#{widget_id}: settle changed nothing on screen"
        request = {"action": "settle", "game": state.get("game", game), "farmer": farmer,
                   "hands": [h.split() for h in hands]}
        if state.get("variant"):
            request["variant"] = state["variant"]
        response = handle(request)
        round_ = {**response["deals"][0]["summary"], "steps": response["deals"][0]["steps"]}
        names = {seat["seat"]: seat["name"] for seat in response["seats"]}
        text = page.inner_text(f"{root(widget_id)} .ma-widget__body")
        if round_.get("winner") is not None:
            assert names[round_["winner"]] in text, f"#{widget_id}: the winner {names[round_['winner']]} is not shown"
        tie_rules = sorted({step["rule"] for step in round_["steps"] if ".tie." in step["rule"]})
        missing = [rule for rule in tie_rules if rule not in body]
        assert not missing, f"#{widget_id}: the view does not name the tie rules {missing}"


@pytest.mark.parametrize("game", GAME_PAGES)
def test_live_view_equals_static_view(live, page, game):
    """For the same state, the body Pyodide renders equals the body CPython rendered at build time."""
    ids = live(GAME_PAGES[game])
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
    assert compared >= 2, f"compared only {compared} widgets on the {game} page"


def _first_difference(a: str, b: str) -> int:
    return next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))


def _around(text: str, at: int) -> str:
    return text[max(0, at - 80): at + 80]


@pytest.mark.parametrize("kind", ["deal", "steps"])
@pytest.mark.parametrize("game", GAME_PAGES)
def test_copied_url_reopens_the_same_state(live, page, site, game, kind):
    live(GAME_PAGES[game])
    ids = widget_ids(page, kind)
    assert ids, f"no {kind} widget on the {game} page"
    widget_id = ids[-1]
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


def test_instant_navigation_finds_widgets_live_without_a_second_boot(live, page, site, browser_log):
    page.add_init_script(COUNT_WORKERS)
    ours = OUR_WORKERS
    live(GAME_PAGES["farmer"])
    assert len(page.evaluate(ours)) == 1, f"the Farmer page started the workers {page.evaluate(ours)}, not one"
    assert browser_log.count("pyodide.asm.wasm.gz") == 1
    timings = {}
    for game, label in (("ferme", "Ferme"), ("farmer", "Farmer")):
        started = time.perf_counter()
        # Material changes the address before it swaps the page in: wait for the new page's heading, or the old
        # page's widgets, still live, would be taken for the new ones (and then vanish under the click).
        follow_nav_link(page, label, site.url(GAME_PAGES[game]))
        ids = wait_live(page, timeout=10_000)
        timings[game] = time.perf_counter() - started
        assert ids, f"no widget on the {game} page"
        assert len(page.evaluate(ours)) == 1, f"going to {label} started another worker: {page.evaluate(ours)}"
        assert browser_log.count("pyodide.asm.wasm.gz") == 1, f"going to {label} loaded Pyodide again"
        # The widgets of the new page answer.
        deal = widget_ids(page, "deal")[0]
        click(page, deal, "new-deal")
    print(f"live after instant navigation (click to all live, seen from Python): {timings}")


def test_a_jump_within_the_page_keeps_every_widget_as_the_reader_left_it(live, page, site, browser_log):
    """A link of the contents, a rule named by a step and the back button move within the page: Material's instant
    navigation must not fetch the page again and put back its widgets as served (issue 15's note: the first jump of
    a visit did)."""
    ids = live(GAME_PAGES["farmer"])
    steps = widget_ids(page, "steps")[0]
    click(page, steps, "step", "last")
    click(page, widget_ids(page, "deal")[0], "new-deal")
    left = {i: (widget_state(page, i), widget_body(page, i)) for i in ids}
    page.evaluate("ids => ids.forEach(id => { document.getElementById(id).__kept = true; })", ids)
    served = site.url(GAME_PAGES["farmer"])
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
    follow_nav_link(page, "Ferme", site.url(GAME_PAGES["ferme"]))
    page.go_back()
    reached(rule_id)
    page.wait_for_selector("article h1:has-text('Farmer')")
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
def test_tampered_fragment_gives_a_message_and_the_rest_works(runtime, page, goto, site, kind, query, named):
    goto(GAME_PAGES["farmer"])
    ids = widget_ids(page, kind)
    assert ids, f"no {kind} widget on the Farmer page"
    widget_id = ids[0]
    goto("")  # a full load of the tampered address, as from a pasted link
    goto(f"{GAME_PAGES['farmer']}#{widget_id}:{query}")
    try:
        page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'",
                               arg=widget_id, timeout=90_000)
    except Exception:
        status, text = widget_status(page, widget_id)
        raise AssertionError(f"#{widget_id}:{query} left the widget {status!r} ({text!r}), not 'error'") from None
    message = page.inner_text(root(widget_id))
    assert named.lower() in message.lower(), f"#{widget_id}: the message does not name {named!r}: {message[:400]!r}"
    others = [i for i in widget_ids(page) if i != widget_id]
    assert others, "no other widget on the Farmer page"
    wait_live(page, ", ".join(root(i) for i in others))
    for other in others:
        kind_other = page.get_attribute(root(other), "data-kind")
        if kind_other == "deal":
            click(page, other, "new-deal")
        elif kind_other == "steps":
            click(page, other, "step", "next" if not is_disabled(page, other, "step", "next") else "previous")


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("game", GAME_PAGES)
def test_every_widget_goes_live_and_the_page_passes_axe(live, page, game, scheme):
    """One load of the page in each palette serves both checks (the page's engine boots once for them)."""
    use_scheme(page, scheme)
    ids = live(GAME_PAGES[game])
    kinds = {page.get_attribute(root(i), "data-kind") for i in ids}
    assert set(KINDS) <= kinds, f"the {game} page has widgets of kinds {kinds}, expected at least {KINDS}"
    for widget_id in ids:
        status, text = widget_status(page, widget_id)
        assert text, f"#{widget_id} does not say its status in words"
        widget_state(page, widget_id)  # valid JSON
    assert shown_scheme(page) == scheme, f"the page shows the {shown_scheme(page)} palette, not the {scheme} one"
    violations = axe_all_tabs(page)
    assert not violations, (f"axe-core, {game} page with its widgets live ({scheme} palette):\n"
                            + describe_violations(violations))


def _table_figures(page: Any, widget_id: str) -> tuple[int, list[str]]:
    """The cards in view on the seats (faces and backs) and each seat's chips, as the widget shows them now."""
    return page.evaluate(
        """id => { const w = document.getElementById(id);
                   return [w.querySelectorAll(".ma-seats .ma-card").length,
                           [...w.querySelectorAll(".ma-seat__balance")].map(e => e.textContent)]; }""",
        widget_id,
    )


@pytest.mark.parametrize("game", GAME_PAGES)
def test_each_step_draws_the_table_as_it_stood(live, page, game):
    live(GAME_PAGES[game])
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


def test_a_shared_link_to_the_1800_deal_opens_the_1800_tab(runtime, page, goto):
    """The Ferme page holds each edition's deal in a content tab, the 1659 tab chosen: a link naming the 1800
    deal chooses its tab, so that the reader sees the widget the link names, restored."""
    goto(GAME_PAGES["ferme"] + "#ferme-1800-deal:seed=5")
    wait_live(page)
    page.wait_for_function("id => JSON.parse(document.getElementById(id).dataset.state).seed === 5",
                           arg="ferme-1800-deal", timeout=15_000)
    assert page.locator(root("ferme-1800-deal")).is_visible()
    assert not page.locator(root("ferme-1659-deal")).is_visible()

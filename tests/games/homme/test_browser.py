"""The live widgets of the Homme d'Auvergne page in Chromium: they go live, a hand is played by keyboard from a
seat, an illegal card is refused in words in that widget only, the live views equal the static ones, and a
shared URL reopens the same state.

Stepped by keyboard from the first step to the last, each stepping widget draws at the first, a middle and the
last step the table CPython's engine gives for that step, and a URL copied at the middle step reopens it; a
seated reader sees only his own hand face up.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

from typing import Any

from tests.browser.browser_harness import (
    axe_all_tabs, describe_violations, widget_body, widget_ids, widget_state, widget_status,
)
from tests.browser.live_widget import (
    act, click, control, live_of_kinds, only_this_widget_refused, reopen, root, static_views, step_of,
    step_round_trip_equals_static,
)
from tests.browser.stepping import engine_table, held, press_to, step_through, trick_shown

PAGE = "games/homme/"
SEAT = "2"
"""In the page's play widget (seed 3, four players) Blaise, in seat 2, must follow spades at his first turn:
the ten of spades is allowed and the ace of diamonds is not."""
LEGAL, ILLEGAL = "10S", "AD"


def the(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"expected one {kind} widget on the Homme page, found {ids}"
    return ids[0]


def test_a_hand_played_from_a_seat_by_keyboard(live, page):
    live(PAGE)
    play = the(page, "play")
    control(page, play, "step", "next").focus()
    assert step_of(act(page, play, lambda: page.keyboard.press("Enter"))) == 1
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowRight"))) == 2
    assert step_of(act(page, play, lambda: page.keyboard.press("Home"))) == 0
    control(page, play, "seat").focus()
    state = act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    assert state["seat"] == SEAT and step_of(state) > 0
    assert page.locator(f"{root(play)} [data-action='card']").count() == 5
    control(page, play, "card", LEGAL).focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == LEGAL
    assert "Blaise follows suit with 10♠" in page.text_content(f"{root(play)} .ma-steps")
    focused = page.evaluate("() => [document.activeElement.dataset.action, document.activeElement.className]")
    assert focused[0] == "step" and "ma-continue__go" in focused[1], f"focus after a card lands on {focused}"
    assert "wins the trick with" in page.inner_text(f"{root(play)} .ma-trick"), "the trick is shown to its end"
    before = step_of(state)
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowLeft"))) == before - 1


def test_an_illegal_card_is_refused_in_that_widget_only(live, page):
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    control(page, play, "card", ILLEGAL).focus()
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=play)
    message = page.inner_text(f"{root(play)} [role='alert']")
    assert "Your choice" in message and "must follow suit" in message, message
    # The table and every control stay; the reason sits just before the cards to choose from.
    assert page.locator(f"{root(play)} .ma-seats [data-seat]").count() == 4
    assert page.locator(f"{root(play)} .ma-error + .ma-choices [data-action='card']").count() == 5
    assert control(page, play, "seat").input_value() == SEAT
    status = widget_status(page, play)[1]
    assert "decisions[" not in status and "must follow suit" in status and "last good table" in status, status
    only_this_widget_refused(page, play)
    steps = the(page, "steps")
    assert step_of(click(page, steps, "step", "next")) == 1


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        step_round_trip_equals_static(page, widget_id, served)


def test_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    click(page, play, "card", LEGAL)
    state, body = widget_state(page, play), widget_body(page, play)
    url = page.url
    assert f"#{play}:" in url and f"decisions={LEGAL}" in url, url
    other = reopen(page, url, play, state)
    assert widget_body(other, play) == body


def test_every_homme_widget_goes_live_and_the_page_passes_axe(live, page):
    """One load of the page serves both checks (the page's engine boots once for them)."""
    for widget_id in live_of_kinds(page, live(PAGE), {"play", "steps", "scenario"}):
        assert page.locator(f"{root(widget_id)} .ma-seats [data-seat]").count() >= 2
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Homme page with its widgets live:\n" + describe_violations(violations)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Homme page with a seat taken:\n" + describe_violations(violations)


def test_a_turn_up_is_chosen_by_keyboard_from_a_seat(live, page):
    """In the page's play widget Denise, in seat 4, is asked whether to turn up the talon's top card."""
    live(PAGE)
    play = the(page, "play")
    act(page, play, lambda: control(page, play, "seat").select_option("4"))
    assert page.locator(f"{root(play)} [data-action='choose']").count() == 2
    assert page.locator(f"{root(play)} [data-action='card']").count() == 0
    control(page, play, "choose", "pass").focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "pass"
    assert "Denise does not turn up the talon's top card by choice." in page.text_content(f"{root(play)} .ma-steps")

READ_TABLE = """id => {
    const w = document.getElementById(id);
    const text = (el, sel) => { const found = el.querySelector(sel); return found ? found.textContent : null; };
    const faces = el => [...el.querySelectorAll(".ma-card[data-card]")].map(c => c.dataset.card);
    const trick = w.querySelector(".ma-trick");
    return {
        seats: [...w.querySelectorAll(".ma-seats > li[data-seat]")].map(li => ({
            seat: li.dataset.seat, roles: text(li, ".ma-seat__role"), cards: faces(li),
            hidden: li.querySelectorAll(".ma-card--back").length,
            tricks: text(li, ".ma-seat__total"), points: text(li, ".ma-seat__points")})),
        trick: trick && {title: text(trick, ".ma-trick__title"),
                         plays: [...trick.querySelectorAll(".ma-trick__play")].map(
                             p => [p.dataset.seat, p.querySelector(".ma-card").dataset.card]),
                         winner: (trick.querySelector(".ma-trick__play.is-winner") || {dataset: {}}).dataset.seat},
        talon: text(w, "[data-place='talon'] .ma-place__count"),
        turnups: faces(w.querySelector(".ma-homme-turnups")),
        piles: [...w.querySelectorAll(".ma-piles > li[data-seat]")].map(li => [li.dataset.seat, faces(li)]),
        outcome: text(w, ".ma-result"),
    };
}"""


def count(text: str | None) -> int | None:
    """The number a label starts with (``2 tricks``), None when the label is absent."""
    return None if text is None else int(text.split()[0])


def drawn(page: Any, widget_id: str) -> dict[str, Any]:
    """The table the widget draws now: each seat's roles, cards face up, cards face down, tricks and points; the
    trick in play, the talon's count, the turn-ups, the cards each seat has taken and the outcome."""
    raw = page.evaluate(READ_TABLE, widget_id)
    trick = raw["trick"]
    return {
        "seats": {int(s["seat"]): {"roles": [r for r in s["roles"].split(", ") if r and r != "you"],
                                   "cards": s["cards"], "hidden": s["hidden"], "tricks": count(s["tricks"]),
                                   "points": count(s["points"])} for s in raw["seats"]},
        "trick": trick and {"number": int(trick["title"].split()[-1]),
                            "plays": [[int(seat), code] for seat, code in trick["plays"]],
                            "winner": trick["winner"] and int(trick["winner"])},
        "talon": count(raw["talon"]), "turnups": raw["turnups"],
        "piles": {int(seat): cards for seat, cards in raw["piles"]}, "outcome": raw["outcome"],
    }


def expected(table: dict[str, Any]) -> dict[str, Any]:
    """The same figures as `drawn` reads, from the engine's table of a step."""
    seats, places, trick = table["seats"], table["places"], table.get("trick")
    return {
        "seats": {int(n): {"roles": s.get("roles", []), "cards": s.get("cards", []), "hidden": s.get("hidden", 0),
                           "tricks": s.get("tricks"), "points": s.get("points")} for n, s in seats.items()},
        "trick": trick and {"number": trick["number"], "plays": [[p["seat"], p["card"]] for p in trick["plays"]],
                            "winner": trick.get("winner")},
        "talon": len(places["talon"]["cards"]) + places["talon"].get("hidden", 0),
        "turnups": places["turnups"]["cards"],
        "piles": {int(n): s.get("pile", []) for n, s in seats.items()} if any("pile" in s for s in seats.values())
        else {},
        "outcome": table.get("outcome"),
    }


def test_stepping_draws_the_engine_table_and_a_middle_step_reopens_it(live, page):
    """Each stepping widget, stepped by keyboard from the first step to the last, draws at the first, the middle
    and the last step the table the engine gives for that step; the URL copied at the middle step, opened in a
    new tab, draws that table again."""
    live(PAGE)
    for widget_id in (the(page, "play"), the(page, "steps")):
        state, (first, middle, last), at = step_through(page, widget_id, drawn, expected, trick_shown)
        # The table moves as the steps say: one card each for the draw, hands, turn-ups and a trick in play
        # halfway, every card played and the five tricks taken at the end.
        assert held(at[first]) == [1] * state["players"] and at[first]["trick"] is None
        assert held(at[middle]) != held(at[first]) and at[middle]["turnups"] and at[middle]["trick"]
        assert held(at[last]) == [0] * state["players"] and at[last]["outcome"]
        assert sum(seat["tricks"] for seat in at[last]["seats"].values()) == 5


def test_a_seated_reader_sees_only_his_own_hand(live, page):
    """Seated, the reader sees his five cards face up; the other seats show backs only, as many as they hold, at
    his turn (the last step) and at a middle step, reached by keyboard."""
    live(PAGE)
    play = the(page, "play")
    control(page, play, "seat").focus()
    state = act(page, play, lambda: control(page, play, "seat").select_option(SEAT))
    last = step_of(state)
    for step in (last, last // 2):
        press_to(page, play, step)
        table, want = drawn(page, play), expected(engine_table(state, step))
        held = want["seats"][int(SEAT)]["cards"]
        if step == last:  # at his turn his hand is the cards to choose from, above, not drawn again in his seat
            offered = page.eval_on_selector_all(f"{root(play)} .ma-choices .ma-card[data-card]",
                                                "els => els.map(e => e.dataset.card)")
            assert sorted(offered) == sorted(held) and table["seats"][int(SEAT)]["cards"] == []
            want["seats"][int(SEAT)]["cards"] = []
        assert table == want, f"seated in seat {SEAT}, step {step} draws another table"
        mine = table["seats"][int(SEAT)]
        assert len(held) == 5 and mine["hidden"] == 0, f"step {step}: seat {SEAT} shows {mine}"
        for seat, theirs in table["seats"].items():
            if seat != int(SEAT):
                assert theirs["cards"] == [] and theirs["hidden"] >= 4, f"step {step}: seat {seat} shows {theirs}"
        assert "you" in page.inner_text(f"{root(play)} .ma-seat[data-seat='{SEAT}'] .ma-seat__role")

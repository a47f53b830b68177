"""The live widgets of the Swiss Tarot page in Chromium: they go live, the play steps by keyboard, the reader
takes a seat and chooses a card by keyboard, an illegal card is refused in words in that widget only, the live
views equal the static ones, and a shared URL reopens the same state.

Stepped by keyboard from the first step to the last, each stepping widget draws at the first, a middle and the
last step the table CPython's engine gives for that step, and a URL copied at the middle step reopens it; a
seated reader sees only his own hand face up.

The `page` fixture checks in every test that no request left 127.0.0.1 and no console or page error happened.
"""

from __future__ import annotations

import re
from typing import Any

from tests.browser.browser_harness import axe_all_tabs, describe_violations, widget_body, widget_ids, widget_state
from tests.browser.live_widget import (
    act, click, control, live_of_kinds, only_this_widget_refused, reopen, root, static_views, step_of,
    step_round_trip_equals_static,
)
from tests.browser.predicting import past_the_grace, questions
from tests.browser.stepping import engine_answer, engine_table, held, press_to, step_through, trick_shown
from widgets.table import steps_of

PAGE = "games/swiss-tarot/"


def the(page: Any, kind: str) -> str:
    ids = widget_ids(page, kind)
    assert len(ids) == 1, f"expected one {kind} widget on the Swiss Tarot page, found {ids}"
    return ids[0]


def seated_at_turn(page: Any, seat: str) -> str:
    """The play widget with the reader in ``seat``, at the last step, where his hand is offered."""
    play = the(page, "play")
    control(page, play, "seat").focus()
    state = act(page, play, lambda: control(page, play, "seat").select_option(seat))
    assert state["seat"] == seat
    act(page, play, lambda: (control(page, play, "step", "next").focus(), page.keyboard.press("End")))
    assert page.locator(f"{root(play)} .ma-choices [data-action='card']").count() == 25
    return play


def test_play_steps_by_keyboard(live, page):
    live(PAGE)
    play = the(page, "play")
    control(page, play, "step", "next").focus()
    assert step_of(act(page, play, lambda: page.keyboard.press("Enter"))) == 1
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowRight"))) == 2
    assert step_of(act(page, play, lambda: page.keyboard.press("ArrowLeft"))) == 1
    last = step_of(act(page, play, lambda: page.keyboard.press("End")))
    assert last > 100 and "takes the pool" in page.inner_text(f"{root(play)} .ma-step__text")
    assert step_of(act(page, play, lambda: page.keyboard.press("Home"))) == 0


def test_the_reader_chooses_a_card_by_keyboard(live, page):
    live(PAGE)
    play = seated_at_turn(page, "3")
    legal = page.locator(f"{root(play)} .ma-choices [data-action='card']:not(.is-illegal)").first
    code = legal.get_attribute("data-value")
    name = legal.locator(".ma-card").get_attribute("aria-label")
    legal.focus()
    state = act(page, play, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == code
    assert page.locator(f"{root(play)} .ma-seat[data-seat='3'] [data-card='{code}']").count() == 0
    assert f"Claude leads {name}." in page.text_content(f"{root(play)} .ma-steps")


def test_an_illegal_card_is_refused_in_words_in_that_widget_only(live, page):
    live(PAGE)
    play = seated_at_turn(page, "2")
    illegal = page.locator(f"{root(play)} .ma-choices .is-illegal")
    assert illegal.count() > 0
    assert illegal.first.get_attribute("aria-disabled") == "true" and illegal.first.get_attribute("title") is None
    reason = (illegal.first.locator(".ma-sr").text_content() or "").removeprefix(", not allowed: ")
    assert reason and page.locator(f"{root(play)} .ma-choices__why").first.is_visible()
    illegal.first.focus()  # marked disabled, it is still chosen by keyboard and brings the refusal in words
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=play)
    message = page.inner_text(f"{root(play)} [role='alert']")
    assert "Your choice" in message and reason in message and "swiss-tarot.play." in message, message
    assert page.locator(f"{root(play)} .ma-error + .ma-choices .is-illegal").count() > 0, "the cards are not kept"
    only_this_widget_refused(page, play)
    count = the(page, "steps")
    assert step_of(click(page, count, "step", "next")) == 109


def test_live_view_equals_static_view(live, page):
    ids = live(PAGE)
    served = static_views(page)
    for widget_id in ids:
        step_round_trip_equals_static(page, widget_id, served)


def test_shared_url_reopens_the_same_state(live, page):
    live(PAGE)
    play = seated_at_turn(page, "3")
    click(page, play, "card", page.locator(f"{root(play)} .ma-choices [data-action='card']").first
          .get_attribute("data-value"))
    state, body = widget_state(page, play), widget_body(page, play)
    url = page.url
    assert f"#{play}:" in url and "seat=3" in url and "decisions=" in url, url
    other = reopen(page, url, play, state)
    assert widget_body(other, play) == body


def test_every_swiss_tarot_widget_goes_live_and_the_page_passes_axe(live, page):
    """One load of the page serves both checks (the page's engine boots once for them)."""
    for widget_id in live_of_kinds(page, live(PAGE), {"play", "steps", "scenario"}):
        assert page.locator(f"{root(widget_id)} .ma-step").count() == 1
    play = the(page, "play")
    for _ in range(40):
        act(page, play, lambda: (control(page, play, "step", "next").focus(), page.keyboard.press("ArrowRight")))
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Swiss Tarot page with its widgets live:\n" + describe_violations(violations)
    seated_at_turn(page, "2")
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, Swiss Tarot page with a seat taken:\n" + describe_violations(violations)


READ_TABLE = """id => {
    const w = document.getElementById(id);
    const text = (el, sel) => { const found = el && el.querySelector(sel); return found ? found.textContent : null; };
    const faces = el => el ? [...el.querySelectorAll(".ma-card[data-card]")].map(c => c.dataset.card) : [];
    const trick = w.querySelector(".ma-trick");
    const discard = w.querySelector("[data-place='discard']");
    return {
        seats: [...w.querySelectorAll(".ma-seats > li[data-seat]")].map(li => ({
            seat: li.dataset.seat, roles: text(li, ".ma-seat__role"), cards: faces(li),
            held: text(li, ".ma-seat__none"), points: text(li, ".ma-seat__total"),
            balance: text(li, ".ma-seat__balance")})),
        trick: trick && {title: text(trick, ".ma-trick__title"),
                         plays: [...trick.querySelectorAll(".ma-trick__play")].map(
                             p => [p.dataset.seat, p.querySelector(".ma-card").dataset.card])},
        pack: text(w, "[data-place='pack'] .ma-place__count"),
        discard: discard && {cards: faces(discard), hidden: discard.querySelectorAll(".ma-card--back").length},
        pool: [...w.querySelectorAll(".ma-swiss-note")].map(e => e.textContent).find(t => t.startsWith("The pool")),
    };
}"""


def count(text: str | None) -> int | None:
    """The number a label starts with (``25 cards in hand``, ``17 points this deal``), None when it is absent."""
    return None if text is None else int(text.split()[0])


def drawn(page: Any, widget_id: str) -> dict[str, Any]:
    """The table the widget draws now: each seat's roles, cards face up, cards in hand not shown, points, tricks
    and chips; the trick in play, the pack's count, the dealer's discard and the pool."""
    raw = page.evaluate(READ_TABLE, widget_id)
    seats = {}
    for seat in raw["seats"]:
        tricks, way, chips = re.fullmatch(r"(\d+) tricks? taken, (?:even|(won|lost) (\d+) chips?)",
                                          seat["balance"]).groups()
        in_hand = seat["held"] or ""
        seats[int(seat["seat"])] = {
            "roles": [r for r in seat["roles"].split(", ") if r and r != "you"], "cards": seat["cards"],
            "hidden": count(in_hand) if in_hand.endswith(" in hand") else 0, "points": count(seat["points"]),
            "tricks": int(tricks), "chips": 0 if way is None else int(chips) * (1 if way == "won" else -1)}
    trick = raw["trick"]
    return {
        "seats": seats,
        "trick": trick and {"number": int(trick["title"].split()[-1]),
                            "plays": [[int(seat), code] for seat, code in trick["plays"]]},
        "pack": count(raw["pack"]), "discard": raw["discard"],
        "pool": raw["pool"] and int(raw["pool"].removeprefix("The pool ").rstrip(".")),
    }


def expected(table: dict[str, Any]) -> dict[str, Any]:
    """The same figures as `drawn` reads, from the engine's table of a step."""
    places, trick = table.get("places", {}), table.get("trick")
    pack, discard = places.get("pack"), places.get("discard")
    return {
        "seats": {int(n): {"roles": s.get("roles", []), "cards": s["cards"], "hidden": s.get("hidden", 0),
                           "points": s.get("points", 0), "tricks": s.get("tricks", 0), "chips": s.get("chips", 0)}
                  for n, s in table["seats"].items()},
        "trick": trick and {"number": trick["number"], "plays": [[p["seat"], p["card"]] for p in trick["plays"]]},
        "pack": pack and len(pack["cards"]) + pack.get("hidden", 0),
        "discard": discard and {"cards": discard["cards"], "hidden": discard.get("hidden", 0)},
        "pool": table.get("pots", {}).get("pool"),
    }


def test_stepping_draws_the_engine_table_and_a_middle_step_reopens_it(live, page):
    """Each stepping widget, stepped by keyboard from the first step to the last, draws at the first, the middle
    and the last step the table the engine gives for that step; the URL copied at the middle step, opened in a
    new tab, draws that table again."""
    live(PAGE)
    for widget_id in (the(page, "play"), the(page, "steps")):
        state, (first, middle, last), at = step_through(page, widget_id, drawn, expected, trick_shown)
        # The table moves as the steps say: the pack and the pool before the deal, hands, a trick in play and
        # tricks taken halfway, every card played, the points counted and the pool taken at the end.
        assert held(at[first]) == [0, 0, 0] and at[first]["pack"] == 78 and at[first]["pool"] == 3
        assert 0 < sum(held(at[middle])) < 75 and at[middle]["trick"] and at[middle]["pack"] is None
        assert held(at[last]) == [0, 0, 0] and at[last]["pool"] == 0
        assert sum(seat["points"] for seat in at[last]["seats"].values()) == 78
        assert sorted(seat["chips"] for seat in at[last]["seats"].values()) == [-1, -1, 2]


def test_a_seated_reader_sees_only_his_own_hand(live, page):
    """Seated in seat 3, the reader sees his 25 cards face up; the other seats and the dealer's discard show
    only how many cards they hold, at his turn (the last step) and after the deal, reached by keyboard."""
    live(PAGE)
    play = seated_at_turn(page, "3")
    state = widget_state(page, play)
    last = step_of(state)
    for step, discard in ((last, {"cards": [], "hidden": 3}), (1, None)):
        press_to(page, play, step)
        table, want = drawn(page, play), expected(engine_table(state, step))
        held = want["seats"][3]["cards"]
        if step == last:  # at his turn his hand is the cards to choose from, above, not drawn again in his seat
            offered = page.eval_on_selector_all(f"{root(play)} .ma-choices .ma-card[data-card]",
                                                "els => els.map(e => e.dataset.card)")
            assert offered == held and table["seats"][3]["cards"] == []
            assert "25 cards in hand, shown above to choose from" in page.inner_text(
                f"{root(play)} .ma-seat[data-seat='3']")
            want["seats"][3]["cards"] = []
        assert table == want, f"seated in seat 3, step {step} draws another table"
        assert len(held) == 25 and table["seats"][3]["hidden"] == 0
        for seat in (1, 2):
            assert table["seats"][seat]["cards"] == [] and table["seats"][seat]["hidden"] == 25, table["seats"][seat]
        assert table["discard"] == discard, f"step {step}: the discard shows {table['discard']}"
        assert "you" in page.inner_text(f"{root(play)} .ma-seat[data-seat='3'] .ma-seat__role")


def test_the_switch_hides_the_hands_and_asks_the_first_trick(live, page):
    live("games/swiss-tarot/")
    widget = "swiss-tarot-play"
    seats = f"{root(widget)} .ma-seats"
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1 and "predict=1" in page.url

    at = questions(on)[0]
    step = steps_of(engine_answer(on))[at]
    control(page, widget, "step", "next").focus()
    for _ in range(at - 1):
        act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.locator(f"{seats} .ma-card").count() == 0
    assert page.inner_text(seats).count("cards in hand") == 3

    act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "Who wins the trick?"
    assert page.locator(f"{root(widget)} .ma-trick .is-winner").count() == 0
    assert step["text"] not in page.inner_text(f"{root(widget)} .ma-widget__body")

    past_the_grace(page)  # a Next at once would be taken as a second press meant for the step before
    revealed = act(page, widget, lambda: page.keyboard.press("ArrowRight"))
    assert revealed["revealed"] == at and step["text"] in page.inner_text(f"{root(widget)} .ma-step__text")
    assert page.locator(f"{root(widget)} .ma-step a[href='#swiss-tarot.trick.win']").count() >= 1

    off = act(page, widget, lambda: control(page, widget, "predict").uncheck())
    assert "predict" not in off and step_of(off) == at
    assert page.locator(f"{seats} .ma-card").count() > 0

"""The French Tarot page's widgets in Chromium: the score calculator goes live with the static view, scores a deal
typed by keyboard, steps with the arrow keys through the scorecard as it stood, reopens from a copied URL, keeps its
form with the reason when a result is refused, and is accessible; the hand judged, the pile picked, the chances
counted, the deal and the play stepped and played from a seat, the scenario typed; the "predict, then check" mode
asks a bid of a deal watched and quizzes the class on the calculator's deal."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

from engine.api import DEFAULT_NAMES
from tests.browser.browser_harness import (
    axe, axe_all_tabs, describe_violations, normalize_html, reveal, wait_live, widget_body, widget_state,
)
from tests.browser.live_widget import act, control, reopen, root, static_views, step_of
from tests.browser.phone import PHONE, fits_a_phone_and_passes_axe, no_sideways_scroll
from tests.browser.predicting import answers, clean, questions
from tests.browser.presenting import FORM_IN_VIEW, PRESENTING, PROJECTOR, not_side_by_side, outside_the_screen, present
from tests.browser.stepping import engine_answer, step_through, trick_shown
from widgets.table import steps_of

PAGE = "games/french-tarot/"
DEPTH = "games/french-tarot-in-depth/"
"""The page in depth beside it, with the guide's and the odds' calculators."""
WIDGET = "french-tarot-score"


def points(page: Any) -> list[str]:
    """The points each seat of the scorecard shows."""
    return page.locator(f"{root(WIDGET)} .ma-seat__points").all_inner_texts()


def same_page_links(html: str) -> str:
    """A body with its links to the page's own anchors written as ``#anchor``, as the page serves them (the
    browser reports the ones it followed as whole addresses)."""
    return re.sub(r'href="[^"#]*#', 'href="#', html)


def test_the_calculator_goes_live_and_draws_what_was_served(live, page):
    live(PAGE)
    served = static_views(page)[WIDGET]
    assert widget_state(page, WIDGET) == json.loads(served["state"])
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "next").click())
    act(page, WIDGET, lambda: control(page, WIDGET, "step", "previous").click())
    assert same_page_links(widget_body(page, WIDGET)) == same_page_links(normalize_html(served["body"]))
    assert points(page) == ["0 points"] * 4
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, French Tarot page:\n" + describe_violations(violations)


def test_a_deal_typed_by_keyboard_is_scored_and_stepped_with_the_arrow_keys(live, page):
    live(PAGE)
    page.select_option(f"{root(WIDGET)} select[name='contract']", "garde")
    page.select_option(f"{root(WIDGET)} select[name='rounding']", "no")
    field = page.locator(f"{root(WIDGET)} input[name='points']")
    field.fill("38")
    state = act(page, WIDGET, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert (state["contract"], state["points"], state["rounding"]) == ("garde", "38", "no")
    text = page.inner_text(root(WIDGET))
    assert "with 38, Anne loses the contract" in text and "Step 1 of" in text
    button = control(page, WIDGET, "step", "next")
    state = act(page, WIDGET, lambda: (button.focus(), page.keyboard.press("End")))
    # (25 + 3) × 2 + 20 = 76: each defender wins it, Anne loses three times as much.
    assert points(page) == ["-228 points", "76 points", "76 points", "76 points"]
    middle = act(page, WIDGET, lambda: page.keyboard.press("ArrowLeft"))
    assert middle["step"] == state["step"] - 1 and points(page) == ["-228 points", "76 points", "76 points",
                                                                   "76 points"]
    first = act(page, WIDGET, lambda: page.keyboard.press("Home"))
    assert "step" not in first and points(page) == ["0 points"] * 4
    shown = act(page, WIDGET, lambda: page.keyboard.press("ArrowRight"))
    other = reopen(page, page.url, WIDGET, shown)
    body = f"{root(WIDGET)} .ma-widget__body"
    assert other.inner_text(body) == page.inner_text(body) and "The margin is 3 points." in other.inner_text(body)
    other.close()


def test_a_refused_result_keeps_the_form_and_names_the_field_in_words(live, page):
    live(PAGE)
    before = widget_state(page, WIDGET)
    field = page.locator(f"{root(WIDGET)} input[name='points']")
    field.fill("95")
    page.locator(f"{root(WIDGET)} input[name='points']").press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=WIDGET,
                           timeout=15_000)
    text = page.inner_text(root(WIDGET))
    assert "The taker's points:" in text and "86½" in text
    assert page.locator(f"{root(WIDGET)} input[name='points']").input_value() == "95"
    assert widget_state(page, WIDGET) == before
    assert re.search(r"Score this deal", text)


def test_a_hand_is_judged_by_keyboard_and_its_counted_cards_light_up(live, page):
    live(DEPTH)
    judge = "french-tarot-judge"
    lit = f"{root(judge)} .ma-seats .ma-card.is-highlighted"
    assert page.locator(lit).evaluate_all("cards => cards.map(c => c.dataset.card)") == ["21AT"]
    button = control(page, judge, "step", "next")
    state = act(page, judge, lambda: (button.focus(), page.keyboard.press("ArrowRight")))
    assert state["step"] == 1 and page.locator(lit).evaluate_all("cards => cards.map(c => c.dataset.card)") == ["0EX"]
    field = page.locator(f"{root(judge)} input[name='hand']")
    field.fill("21AT 20AT 19AT 1AT 5AT 9AT 0EX RPI DPI 2PI 3PI 4PI 5PI RCE CTR")
    state = act(page, judge, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert len(state["hand"].split()) == 15 and "step" not in state
    act(page, judge, lambda: (button.focus(), page.keyboard.press("End")))
    said = page.locator(f"{root(judge)} .ma-steps li").all_text_contents()
    assert any("points in all: the guide says" in line for line in said)
    assert page.locator(f"{root(judge)} .ma-step__rule").inner_text().startswith("Rule french-tarot.evaluate.bid")


def pressed(page: Any) -> list[str]:
    """The cards of the picker pressed into the taker's pile, in the picker's order."""
    return page.locator(f"{root(WIDGET)} .ma-pick[aria-pressed='true']").evaluate_all(
        "buttons => buttons.map(b => b.dataset.value)")


def test_the_taker_s_pile_is_picked_by_keyboard_counted_both_ways_and_reopened(live, page):
    live(PAGE)
    tricks = page.locator(f"{root(WIDGET)} select[name='tricks']")
    state = act(page, WIDGET, lambda: (tricks.focus(), tricks.select_option("pile")))
    assert state["tricks"] == "pile" and page.locator(f"{root(WIDGET)} .ma-pick").count() == 78
    for code in ("RPI", "21AT", "7TR"):
        button = control(page, WIDGET, "pick", code)
        state = act(page, WIDGET, lambda: (button.focus(), page.keyboard.press("Space")))
        assert page.evaluate("() => document.activeElement.dataset.value") == code
    assert state["pile"] == "RPI 21AT 7TR" and pressed(page) == ["21AT", "RPI", "7TR"]
    state = act(page, WIDGET, lambda: page.keyboard.press("Enter"))  # the focus stayed on 7TR: out again
    assert state["pile"] == "RPI 21AT" and pressed(page) == ["21AT", "RPI"]
    said = " ".join(page.locator(f"{root(WIDGET)} .ma-steps li").all_text_contents())
    assert "Card by card: 2 king or oudler at 4½; 9 points." in said and "the same 9 points" in said
    assert "2 cards picked" in page.inner_text(root(WIDGET))
    other = reopen(page, page.url, WIDGET, state)
    assert other.locator(f"{root(WIDGET)} .ma-pick[aria-pressed='true']").count() == 2
    other.close()
    violations = axe_all_tabs(page)
    assert not violations, "axe-core, French Tarot page with the pile picker:\n" + describe_violations(violations)
    page.set_viewport_size(PHONE)
    rows = page.locator(f"{root(WIDGET)} .ma-pick__row").evaluate_all(
        "rows => rows.map(r => [r.getBoundingClientRect().right, r.scrollWidth <= r.clientWidth])")
    assert no_sideways_scroll(page) and all(right <= 360 and fits for right, fits in rows), rows


def test_a_refused_pile_says_why_in_words_and_keeps_the_picker(live, page):
    live(PAGE)
    other = page.context.new_page()
    other.goto(page.url.split("#")[0] + f"#{WIDGET}:tricks=pile&pile=RPI+RPI")
    other.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=WIDGET,
                            timeout=60_000)
    text = other.inner_text(root(WIDGET))
    assert "The taker's pile:" in text and "appears twice" in text
    assert other.locator(f"{root(WIDGET)} .ma-pick").count() == 78
    assert other.locator(f"{root(WIDGET)} .ma-pick[aria-pressed='true']").count() == 1
    other.close()


def test_the_house_rules_are_chosen_by_keyboard_and_scored(live, page):
    live(PAGE)
    for name, value in (("misere", "2"), ("scale", "fixed"), ("petit_chelem", "announced"), ("rounding", "no")):
        page.select_option(f"{root(WIDGET)} select[name='{name}']", value)
    field = page.locator(f"{root(WIDGET)} input[name='points']")
    field.fill("80")
    page.select_option(f"{root(WIDGET)} select[name='oudlers']", "3")
    state = act(page, WIDGET, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert (state["misere"], state["scale"], state["petit_chelem"]) == ("2", "fixed", "announced")
    said = page.locator(f"{root(WIDGET)} .ma-steps li").all_text_contents()
    assert any("On the fixed scale a garde sans is worth 80." in line for line in said)
    assert any("announced a petit chelem and made it" in line for line in said)
    assert any("Blaise declared misère" in line for line in said)
    for label in ("Misère (house rule)", "Petit chelem (house rule)", "Contracts worth (house rule)"):
        assert label in page.inner_text(root(WIDGET))


CHANCES = "french-tarot-chances"


def test_my_chances_are_counted_by_keyboard_and_reopen_from_the_url(live, page):
    live(DEPTH)
    rows = f"{root(CHANCES)} .ma-tarot-chances tbody tr"
    assert page.locator(rows).all_inner_texts() == ["Nothing counted yet: the next step counts the first figure."]
    page.select_option(f"{root(CHANCES)} select[name='chances']", "missing")
    field = page.locator(f"{root(CHANCES)} input[name='count']")
    field.fill("4")
    state = act(page, CHANCES, lambda: (field.focus(), page.keyboard.press("Enter")))
    assert (state["chances"], state["count"]) == ("missing", "4")
    button = control(page, CHANCES, "step", "next")
    state = act(page, CHANCES, lambda: (button.focus(), page.keyboard.press("ArrowRight")))
    state = act(page, CHANCES, lambda: page.keyboard.press("ArrowRight"))
    assert state["step"] == 2 and page.locator(rows).all_inner_texts()[1].split("\t")[-1].endswith("30.5 %")
    last = act(page, CHANCES, lambda: page.keyboard.press("End"))
    assert "one defender holds 4 or more" in page.inner_text(rows + ":last-child")
    other = reopen(page, page.url, CHANCES, last)
    assert other.inner_text(f"{root(CHANCES)} .ma-widget__body") == page.inner_text(f"{root(CHANCES)} .ma-widget__body")
    other.close()
    moved = page.context.new_page()  # a link made while the widget stood on the lesson page goes on to this one
    moved.goto(page.url.replace(DEPTH, PAGE))
    moved.wait_for_url(re.compile(re.escape(DEPTH) + ".*#"), timeout=15_000)
    wait_live(moved)
    for _ in range(150):
        if widget_state(moved, CHANCES) == last:
            break
        moved.wait_for_timeout(100)
    assert widget_state(moved, CHANCES) == last
    assert moved.inner_text(f"{root(CHANCES)} .ma-widget__body") == page.inner_text(f"{root(CHANCES)} .ma-widget__body")
    moved.close()
    field = page.locator(f"{root(CHANCES)} input[name='count']")
    field.fill("30")
    field.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=CHANCES,
                           timeout=15_000)
    assert "The cards you lack:" in page.inner_text(root(CHANCES))
    assert page.locator(f"{root(CHANCES)} input[name='count']").input_value() == "30"
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)


DEAL = "french-tarot-deal"


def test_a_hand_dealt_from_a_seed_is_judged_and_reopens_from_the_url(live, page):
    live(DEPTH)
    seed = page.locator(f"{root(DEAL)} input[name='seed']")
    seed.fill("7")
    state = act(page, DEAL, lambda: (seed.focus(), page.keyboard.press("Enter")))
    assert state["seed"] == 7 and state["judge"] == "dealt"
    assert any("Anne's 18 cards" in line for line in page.locator(f"{root(DEAL)} .ma-steps li").all_text_contents())
    hand = f"{root(DEAL)} .ma-seats .ma-card"
    assert page.locator(hand).count() == 0  # the first step tells who deals: no card is dealt yet
    act(page, DEAL, lambda: control(page, DEAL, "step", "last").click())
    cards = page.locator(hand).count()
    another = control(page, DEAL, "new-deal")
    state = act(page, DEAL, lambda: (another.focus(), page.keyboard.press("Enter")))
    assert state["seed"] == 8 and cards == 18
    five = act(page, DEAL, lambda: page.select_option(f"{root(DEAL)} select[name='players']", "5"))
    button = control(page, DEAL, "step", "next")
    shown = act(page, DEAL, lambda: (button.focus(), page.keyboard.press("End")))
    assert five["players"] == 5 and page.locator(hand).count() == 15
    assert page.inner_text(f"{root(DEAL)} .ma-step__rule").startswith("Rule french-tarot.evaluate.")
    other = reopen(page, page.url, DEAL, shown)
    assert other.inner_text(f"{root(DEAL)} .ma-widget__body") == page.inner_text(f"{root(DEAL)} .ma-widget__body")
    other.close()
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)


def refused(page: Any, widget_id: str, choice: Any) -> str:
    """Press a refused choice by keyboard: the widget turns to its error state; the refusal's words."""
    choice.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=widget_id)
    return page.inner_text(f"{root(widget_id)} [role='alert']")


TABLE = "french-tarot-table"
"""The deal walked up to the first card (seed 1, four players): Claude, in seat 3, takes with a prise."""

READ_SEATS = """id => [...document.getElementById(id).querySelectorAll(".ma-seats > li[data-seat]")].map(li => ({
    seat: Number(li.dataset.seat),
    cards: [...li.querySelectorAll(".ma-card[data-card]")].map(c => c.dataset.card),
    hidden: li.querySelectorAll(".ma-card--back").length}))"""


def seats_drawn(page: Any, widget_id: str) -> dict[int, tuple[list[str], int]]:
    """Each seat's cards face up and the count of its cards face down, as the widget draws them."""
    return {s["seat"]: (s["cards"], s["hidden"]) for s in page.evaluate(READ_SEATS, widget_id)}


def seats_expected(table: dict[str, Any]) -> dict[int, tuple[list[str], int]]:
    """The same, from the engine's table of a step (everything face up: nobody is seated)."""
    return {int(n): (s.get("cards", []), s.get("hidden", 0)) for n, s in table["seats"].items()}


def test_the_deal_steps_by_keyboard_and_reopens_from_the_url(live, page):
    live(PAGE)
    state, stops, at = step_through(page, TABLE, seats_drawn, seats_expected)
    assert state["seed"] == 1 and len(at[stops[-1]][3][0]) == 18
    assert "first card" in page.inner_text(f"{root(TABLE)} .ma-result")


def test_a_seated_reader_bids_puts_aside_and_sees_only_their_hand(live, page):
    live(PAGE)
    control(page, TABLE, "seat").focus()
    state = act(page, TABLE, lambda: control(page, TABLE, "seat").select_option("3"))
    assert state["seat"] == "3"
    drawn = seats_drawn(page, TABLE)
    assert len(drawn[3][0]) == 18 and drawn[3][1] == 0
    assert all(not cards and hidden == 18 for seat, (cards, hidden) in drawn.items() if seat != 3)
    assert page.locator(f"{root(TABLE)} [data-place='dog'] .ma-card[data-card]").count() == 0
    control(page, TABLE, "choose", "prise").focus()
    state = act(page, TABLE, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "prise"
    assert "Claude bids a prise (by choice)." in page.text_content(f"{root(TABLE)} .ma-steps")
    king = control(page, TABLE, "choose", "ecart RPI")
    assert "is-illegal" in (king.get_attribute("class") or "")
    message = refused(page, TABLE, king)
    assert "Your choice" in message and "never put aside" in message, message
    fits_a_phone_and_passes_axe(page, "French Tarot deal with a seat taken")


PLAY = "french-tarot-play"
"""The deal played card by card to its score (seed 3, four players): Denise, in seat 4, takes with a prise."""

READ_TRICK = """id => [...document.getElementById(id).querySelectorAll(".ma-trick .ma-card[data-card]")]
    .map(c => c.dataset.card)"""


def play_drawn(page: Any, widget_id: str) -> tuple[dict[int, tuple[list[str], int]], list[str]]:
    """Each seat's cards face up and face down, and the cards of the trick on the table, as the widget draws them."""
    return seats_drawn(page, widget_id), page.evaluate(READ_TRICK, widget_id)


def play_expected(table: dict[str, Any]) -> tuple[dict[int, tuple[list[str], int]], list[str]]:
    """The same, from the engine's table of a step."""
    return seats_expected(table), [play["card"] for play in table.get("trick", {}).get("plays", [])]


def test_the_played_deal_steps_by_keyboard_and_reopens_from_the_url(live, page):
    live(PAGE)
    state, stops, at = step_through(page, PLAY, play_drawn, play_expected, trick_shown)
    assert state["seed"] == 3 and all(not cards and not hidden for cards, hidden in at[stops[-1]][0].values())
    assert "Denise loses the prise" in page.inner_text(f"{root(PLAY)} .ma-result")


def test_a_seated_reader_plays_their_cards_sees_only_their_hand_and_is_refused_an_illegal_one(live, page):
    live(PAGE)
    control(page, PLAY, "seat").focus()
    state = act(page, PLAY, lambda: control(page, PLAY, "seat").select_option("2"))
    assert state["seat"] == "2"
    control(page, PLAY, "choose", "pass").focus()
    state = act(page, PLAY, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "pass", "a hand with nothing to declare is asked nothing"
    drawn = seats_drawn(page, PLAY)
    # At the reader's turn the hand is the cards to choose from, not shown again in the seat.
    assert drawn[2] == ([], 0) and page.locator(f"{root(PLAY)} .ma-choices .ma-card[data-card]").count() == 18
    assert all(not cards and hidden == 18 - (seat in (3, 4)) for seat, (cards, hidden) in drawn.items() if seat != 2)
    legal = control(page, PLAY, "card", "10TR")
    legal.focus()
    state = act(page, PLAY, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "pass, play 10TR"
    drawn = seats_drawn(page, PLAY)
    assert len(drawn[2][0]) == 17 and drawn[2][1] == 0, "at the trick's end the seat shows the hand left"
    other = reopen(page, page.url, PLAY, state)
    assert seats_drawn(other, PLAY) == seats_drawn(page, PLAY)
    other.close()
    act(page, PLAY, lambda: page.locator(f"{root(PLAY)} .ma-continue__go").click())
    illegal = page.locator(f"{root(PLAY)} .ma-choice.is-illegal").first
    assert illegal.get_attribute("aria-disabled") == "true"
    assert "may not be played now" in (illegal.locator(".ma-sr").text_content() or "")
    assert "you must follow suit" in page.inner_text(f"{root(PLAY)} .ma-choices__why")
    message = refused(page, PLAY, illegal)
    assert "may not be played now" in message and "rule french-tarot.play." in message, message
    fits_a_phone_and_passes_axe(page, "French Tarot play with a seat taken")



@pytest.mark.parametrize("players, dealt", [(3, 24), (5, 15)])
def test_a_reader_plays_from_a_seat_at_three_and_five_players_by_keyboard_and_mouse(live, page, players, dealt):
    live(PAGE)
    control(page, PLAY, "players").focus()
    act(page, PLAY, lambda: control(page, PLAY, "players").select_option(str(players)))
    control(page, PLAY, "seat").focus()
    state = act(page, PLAY, lambda: control(page, PLAY, "seat").select_option("1"))
    drawn = seats_drawn(page, PLAY)
    assert state["players"] == players and sorted(drawn) == list(range(1, players + 1))
    assert len(drawn[1][0]) == dealt and drawn[1][1] == 0 and all(not drawn[seat][0] for seat in drawn if seat != 1)
    cards = page.locator(f"{root(PLAY)} [data-action='card']:not(.is-illegal)")
    for _ in range(8):  # the reader's bid and declarations, by keyboard (a pass where there is one)
        if cards.count():
            break
        choices = page.locator(f"{root(PLAY)} [data-action='choose']:not(.is-illegal)")
        passing = page.locator(f"{root(PLAY)} [data-action='choose'][data-value='pass']")
        (passing if passing.count() else choices).first.focus()
        state = act(page, PLAY, lambda: page.keyboard.press("Enter"))
    card = cards.first.get_attribute("data-value")
    state = act(page, PLAY, lambda: cards.first.click())
    assert state["decisions"].endswith(f"play {card}"), state
    other = reopen(page, page.url, PLAY, state)
    assert seats_drawn(other, PLAY) == seats_drawn(page, PLAY)
    other.close()

SCENARIO = "french-tarot-scenario"
"""The hands and dog the page gives (four players, seat 1 dealing), played card by card to the score."""


def test_a_typed_scenario_plays_and_a_bad_hand_keeps_the_last_good_table(live, page):
    live(PAGE)
    hand = f"{root(SCENARIO)} input[name='hand-%d']"
    first, second = page.locator(hand % 1).input_value().split(), page.locator(hand % 2).input_value().split()
    first[1], second[14] = second[14], first[1]  # Anne still takes
    page.locator(hand % 1).fill(" ".join(first))
    page.locator(hand % 2).fill(" ".join(second))
    control(page, SCENARIO, "apply").focus()
    state = act(page, SCENARIO, lambda: page.keyboard.press("Enter"))
    assert state["hands"].split("|")[:2] == [" ".join(first), " ".join(second)]
    steps = page.text_content(f"{root(SCENARIO)} .ma-steps") or ""
    assert "The hands and the dog are given" in steps and "91 in all" in steps
    drawn = seats_drawn(page, SCENARIO)
    other = reopen(page, page.url, SCENARIO, state)
    assert seats_drawn(other, SCENARIO) == drawn
    other.close()
    short = page.locator(hand % 4).input_value().rsplit(" ", 1)[0]
    page.locator(hand % 4).fill(short)
    message = refused(page, SCENARIO, control(page, SCENARIO, "apply"))
    assert "Denise holds 17 cards: with 4 players each is dealt 18" in message, message
    assert widget_state(page, SCENARIO) == state and seats_drawn(page, SCENARIO) == drawn
    assert page.locator(hand % 4).input_value() == short
    fits_a_phone_and_passes_axe(page, "French Tarot scenario refused")


def test_watching_french_tarot_a_bid_is_asked_with_every_hand_shown(widget_runtime, page, goto):
    widget = "french-tarot-table"
    state = {"game": "french-tarot", "kind": "steps", "seed": 1, "players": 4}
    bid = questions(state)[0]
    goto(f"games/french-tarot/#{widget}:game=french-tarot&kind=steps&seed=1&players=4&step={bid}&predict=1")
    wait_live(page)
    page.wait_for_function(f"() => JSON.parse(document.getElementById('{widget}').dataset.state).step === {bid}")
    seat = steps_of(engine_answer(state))[bid]["seats"][0]
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == f"What does {DEFAULT_NAMES[seat - 1]} say?"
    assert page.locator(f"{root(widget)} .ma-card--back").count() == 6  # the dog alone stays face down
    assert page.locator(f"{root(widget)} .ma-card").count() == 78
    clean(page, "French Tarot watched, a bid asked")
    for value in answers(widget_state(page, widget), right=True):
        shown = act(page, widget, lambda value=value: control(page, widget, "answer", value).click())
    assert (shown["right"], shown["asked"]) == (1, 1)
    assert page.locator(f"{root(widget)} .ma-card--back").count() == 4 * 18 + 6  # the bid told: hands hidden again


def test_the_score_calculator_quizzes_the_class_on_its_deal(widget_runtime, page, goto):
    """The switch on the score calculator: the contract made or lost, then the multiplier, answered by touch, the
    scorecard's steps held back until then; axe-core finds nothing while it is asked."""
    widget = "french-tarot-score"
    goto("games/french-tarot/")
    wait_live(page)
    on = act(page, widget, lambda: control(page, widget, "predict").check())
    assert on["predict"] == 1
    first = act(page, widget, lambda: control(page, widget, "step", "first").click()) if step_of(on) else on
    assert step_of(first) == 0
    assert page.inner_text(f"{root(widget)} .ma-predict__question") == "Does Anne make the contract?"
    clean(page, "the score calculator, a question asked")
    shown = act(page, widget, lambda: control(page, widget, "answer", "choice-0").click())
    assert (shown["right"], shown["asked"]) == (1, 1)
    assert page.inner_text(f"{root(widget)} .ma-predict__verdict").startswith("Right:")
    while "ma-predict__question" not in page.inner_html(f"{root(widget)} .ma-widget__body"):
        act(page, widget, lambda: control(page, widget, "step", "next").click())
    asked = page.inner_text(f"{root(widget)} .ma-predict__question")
    assert asked == "By how much does the contract multiply the score?"
    shown = act(page, widget, lambda: control(page, widget, "answer", "choice-2").click())  # a garde sans: × 4
    assert (shown["right"], shown["asked"]) == (2, 2) and "right=2&asked=2" in page.url


def test_a_calculator_and_a_scenario_keep_their_form_in_view_beside_the_table(live, page):
    page.set_viewport_size(PROJECTOR)
    live(PAGE)
    for widget_id in (WIDGET, SCENARIO):
        reveal(page, widget_id)
        present(page, widget_id)
        assert not page.evaluate(FORM_IN_VIEW, widget_id), (widget_id, page.evaluate(FORM_IN_VIEW, widget_id))
        assert not outside_the_screen(page, widget_id), (widget_id, outside_the_screen(page, widget_id))
        form = ".ma-widget__body > .ma-controls"
        assert not not_side_by_side(page, widget_id, form), (widget_id, not_side_by_side(page, widget_id, form))
        if widget_id == WIDGET:
            violations = axe(page)
            assert not violations, "axe-core, the score calculator in the present view:\n" + describe_violations(
                violations)
            # The teacher types the points and scores the deal where the form stands, the view never scrolled.
            page.fill(f"{root(widget_id)} .ma-controls [name='points']", "30")
            state = act(page, widget_id, lambda: control(page, widget_id, "apply").click())
            assert str(state["points"]) == "30" and page.evaluate(PRESENTING, widget_id)
            assert not page.evaluate(FORM_IN_VIEW, widget_id), page.evaluate(FORM_IN_VIEW, widget_id)
            assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)
            # A refusal's longer status line pushes the view down: it fits again, the button still in view.
            page.fill(f"{root(widget_id)} .ma-controls [name='points']", "999")
            control(page, widget_id, "apply").click()
            page.wait_for_function(f"id => document.getElementById(id).dataset.status === 'error'"
                                   f" && !({FORM_IN_VIEW})(id).length", arg=widget_id)
            assert not outside_the_screen(page, widget_id), outside_the_screen(page, widget_id)
        page.keyboard.press("Escape")
        page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')",
                               arg=widget_id)

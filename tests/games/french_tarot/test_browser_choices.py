"""A seated reader's choices in Chromium, as a class sees them on phones and on a projector: a refused bid is marked
disabled and struck out with its reason written beside it (no tooltip needed), readable in the light and the dark
palette, and still brings the engine's refusal when chosen by keyboard; in French Tarot's play, the trick of the
reader's card is shown to its end with its winner before the next turn, the trick sits above the hand to choose
from, and the hand is shown once. axe-core finds nothing at 360 pixels, in either palette."""

from __future__ import annotations

from typing import Any

import pytest

from tests.browser.browser_harness import axe_all_tabs, describe_violations, shown_scheme, use_scheme
from tests.browser.live_widget import act, control, root
from tests.browser.phone import no_sideways_scroll

PAGE = "games/french-tarot/"
PLAY = "french-tarot-play"
"""The deal played card by card (seed 3, four players): Denise, first hand, bids a prise; Blaise, in seat 2, may
then bid no prise and has no pousse at this table."""

PHONE = {"width": 360, "height": 740}

CONTRAST = """el => {
    const rgb = text => (text.match(/[\\d.]+/g) || []).map(Number);
    const luminance = ([r, g, b]) => {
        const lin = c => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
        return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    let ground = el;
    while (ground && (rgb(getComputedStyle(ground).backgroundColor)[3] === 0
                      || getComputedStyle(ground).backgroundColor === "transparent")) ground = ground.parentElement;
    const fg = luminance(rgb(getComputedStyle(el).color));
    const bg = luminance(rgb(getComputedStyle(ground || document.body).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}"""
"""The contrast ratio (WCAG) of an element's text against the first solid background behind it."""


def axe_clean(page: Any, what: str) -> None:
    """axe-core, every impact, finds nothing on the page as it stands."""
    violations = axe_all_tabs(page)
    assert not violations, f"axe-core, {what}:\n" + describe_violations(violations)


def seated(page: Any, seat: str) -> dict[str, Any]:
    """The play widget with the reader in ``seat``, by keyboard; its state."""
    control(page, PLAY, "seat").focus()
    return act(page, PLAY, lambda: control(page, PLAY, "seat").select_option(seat))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_a_refused_bid_is_disabled_with_its_reason_written_beside_it_on_a_phone(live, page, scheme):
    use_scheme(page, scheme)
    page.set_viewport_size(PHONE)
    live(PAGE)
    assert shown_scheme(page) == scheme
    seated(page, "2")
    prise = control(page, PLAY, "choose", "prise")
    assert prise.get_attribute("aria-disabled") == "true" and prise.get_attribute("title") is None
    why = page.locator(f"{root(PLAY)} li.is-illegal:has([data-value='prise']) .ma-choices__why")
    prise.scroll_into_view_if_needed()
    assert why.is_visible() and why.inner_text().startswith("Not allowed: a prise is no higher than the prise")
    box, button = why.bounding_box(), prise.bounding_box()
    assert box is not None and button is not None and box["x"] + box["width"] <= PHONE["width"]
    assert box["y"] >= button["y"] + button["height"] - 1, "the reason is written under its bid"
    struck = prise.evaluate("el => getComputedStyle(el).textDecorationLine")
    assert "line-through" in struck, "a refused bid is struck out, not told by colour alone"
    assert prise.evaluate(CONTRAST) >= 4.5 and why.evaluate(CONTRAST) >= 4.5
    legal = control(page, PLAY, "choose", "garde")
    assert legal.get_attribute("aria-disabled") is None and "line-through" not in legal.evaluate(
        "el => getComputedStyle(el).textDecorationLine")
    assert "choose (4 of 6 allowed)" in page.inner_text(f"{root(PLAY)} .ma-choices__prompt")
    assert no_sideways_scroll(page)
    axe_clean(page, f"French Tarot bids at 360 px, {scheme} palette")
    # Chosen anyway by keyboard, the refused bid brings the engine's reason, said by the alert.
    prise.focus()
    page.keyboard.press("Enter")
    page.wait_for_function("id => document.getElementById(id).dataset.status === 'error'", arg=PLAY)
    message = page.inner_text(f"{root(PLAY)} [role='alert']")
    assert "Your choice" in message and "no higher than the prise already bid" in message, message


def trick_cards(page: Any) -> list[str]:
    return page.eval_on_selector_all(f"{root(PLAY)} .ma-trick .ma-card[data-card]",
                                     "els => els.map(e => e.dataset.card)")


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_after_the_readers_card_the_trick_is_shown_to_its_end_with_its_winner(live, page, scheme):
    use_scheme(page, scheme)
    live(PAGE)
    seated(page, "2")
    control(page, PLAY, "choose", "pass").focus()
    act(page, PLAY, lambda: page.keyboard.press("Enter"))
    prompt = page.inner_text(f"{root(PLAY)} .ma-choices__prompt")
    assert prompt == "You (Blaise) to play: 5 cards allowed: every ♣.", prompt
    assert trick_cards(page) == ["RTR", "3AT"]
    card = control(page, PLAY, "card", "10TR")
    card.focus()
    state = act(page, PLAY, lambda: page.keyboard.press("Enter"))
    assert state["decisions"] == "pass, play 10TR" and state["step"] == 32 and "step=32" in page.url
    assert trick_cards(page) == ["RTR", "3AT", "10TR", "DTR"], "the trick is played out to its end"
    winner = page.locator(f"{root(PLAY)} .ma-trick__play.is-winner")
    assert winner.count() == 1 and winner.get_attribute("data-seat") == "3"
    said = page.locator(f"{root(PLAY)} .ma-trick__won")
    assert said.inner_text() == "Claude wins the trick with trump 3." and said.evaluate(CONTRAST) >= 4.5
    assert page.locator(f"{root(PLAY)} [data-action='card']").count() == 0, "the next turn waits for Continue"
    going = page.locator(f"{root(PLAY)} .ma-continue__go")
    assert going.inner_text() == "Continue to your next turn" and going.get_attribute("data-value") == "last"
    assert page.evaluate("() => document.activeElement.classList.contains('ma-continue__go')"), "Enter goes on"
    page.set_viewport_size(PHONE)
    assert no_sideways_scroll(page)
    axe_clean(page, f"French Tarot trick won after the reader's card, 360 px, {scheme} palette")
    going.focus()
    state = act(page, PLAY, lambda: page.keyboard.press("Enter"))
    assert state["step"] == 33 and trick_cards(page) == ["RPI"]
    assert page.evaluate("() => document.activeElement.dataset.value") == "6PI", "the focus is on the card allowed"
    # On a phone the trick sits above the hand to choose from, and the seat does not show the hand again.
    trick = page.locator(f"{root(PLAY)} .ma-trick").bounding_box()
    hand = page.locator(f"{root(PLAY)} .ma-choices__cards").first.bounding_box()
    assert trick is not None and hand is not None and trick["y"] + trick["height"] <= hand["y"]
    mine = page.locator(f"{root(PLAY)} .ma-seats > li[data-seat='2']")
    assert mine.locator(".ma-card").count() == 0 and "17 cards in hand, shown above" in mine.inner_text()
    assert "1 card allowed: 6♠" in page.inner_text(f"{root(PLAY)} .ma-choices__prompt")
    refused = page.locator(f"{root(PLAY)} .ma-choice.is-illegal")
    assert refused.count() == 16 and refused.first.get_attribute("aria-disabled") == "true"
    assert page.locator(f"{root(PLAY)} .ma-choices__why").first.inner_text().startswith(
        "Not allowed now: spades were led, so you must follow suit")
    axe_clean(page, f"French Tarot reader's turn, 360 px, {scheme} palette")
    # Stepping back shows the completed trick at its win, its winner marked.
    control(page, PLAY, "step", "previous").focus()
    state = act(page, PLAY, lambda: page.keyboard.press("ArrowLeft"))
    assert state["step"] == 32 and trick_cards(page) == ["RTR", "3AT", "10TR", "DTR"]
    assert page.locator(f"{root(PLAY)} .ma-trick__play.is-winner").get_attribute("data-seat") == "3"

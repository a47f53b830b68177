"""The present view for a room, in Chromium on a 1280×720 projector: legible from the back row, and joined in one
glance.

Every widget of every game page, as presented and at its last step: the step's sentence is drawn at 24 px at least,
and a card's rank of the table at 20 px, as rendered (the computed size times the zoom the view gives the body), and a
trick-taking game's won cards are left out. The widget's link stands in a corner as a QR code, with a quiet zone,
beside the link in words, clear of the step and the table, and follows the step. No QR decoder is available offline
here (no OpenCV, pyzbar or zbarimg, and Chromium's BarcodeDetector is missing on Linux): the code drawn is compared
module by module with the encoder's for the link, which tests/js/qr.test.mjs checks against the standard's tables.
"""

from __future__ import annotations

from typing import Any

import pytest

from .browser_harness import reveal
from .live_widget import act, root
from .presenting import PROJECTOR, present
from .site_nav import GAME_PATHS, plain

SENTENCE, RANK = 24, 20
"""The least sizes, in CSS pixels at 1280×720, of the step's sentence and of a card's rank in the present view."""

SIZES = """id => {
    const el = document.getElementById(id);
    const body = el.querySelector(".ma-widget__body");
    const table = [...body.children].filter(child => !child.matches(".ma-controls, .ma-predict-toggle, .ma-steps"));
    const size = selector => {
        const found = table.map(part => part.matches(selector) ? part : part.querySelector(selector)).find(Boolean);
        return found ? parseFloat(getComputedStyle(found).fontSize) * found.currentCSSZoom : null;
    };
    const piles = body.querySelector(".ma-piles");
    return {sentence: size(".ma-step__text"), rank: size(".ma-card__rank"),
            piles: piles ? getComputedStyle(piles).display : null,
            steps: body.querySelector('[data-action="step"][data-value="last"]:not(:disabled)') !== null};
}"""
"""The rendered sizes of the step's sentence and of the table's first card rank (None where there is none), how the
won cards show, and whether the widget can step on to its last step."""


@pytest.mark.parametrize("path", GAME_PATHS)
def test_every_widget_reads_from_the_back_of_the_room(live, page, path):
    page.set_viewport_size(PROJECTOR)
    measured = {"sentence": 0, "rank": 0}
    for widget_id in live(path):
        reveal(page, widget_id)
        present(page, widget_id)
        sizes = page.evaluate(SIZES, widget_id)
        views = [("as presented", sizes)]
        if sizes["steps"]:
            act(page, widget_id, lambda: page.keyboard.press("End"))
            views.append(("at its last step", page.evaluate(SIZES, widget_id)))
        for when, seen in views:
            where = f"#{widget_id} {when}"
            assert seen["sentence"] is None or seen["sentence"] >= SENTENCE - 0.05, (where, seen)
            assert seen["rank"] is None or seen["rank"] >= RANK - 0.05, (where, seen)
            assert seen["piles"] in (None, "none"), (where, seen)
            measured = {key: count + (seen[key] is not None) for key, count in measured.items()}
        page.keyboard.press("Escape")
        page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')",
                               arg=widget_id)
    assert all(measured.values()), f"{path}: nothing measured of {measured}"


PAGE, STEPS = plain("steps")[0]
"""The first widget that steps through a deal from its first step with nobody seated, and its page."""

CORNER = """async id => {
    const el = document.getElementById(id);
    const corner = el.querySelector(":scope > .ma-present-link");
    if (!corner) return null;
    const code = corner.querySelector("svg");
    const [, , width, height] = code.getAttribute("viewBox").split(" ").map(Number);
    const dark = [...code.querySelector("path").getAttribute("d").matchAll(/M(\\d+) (\\d+)h1v1h-1z/g)]
        .map(([, x, y]) => [Number(x), Number(y)]);
    const { qrCode } = await import(new URL("host/qr.mjs", document.querySelector("script[src$='host.js']").src).href);
    const expected = qrCode(corner.dataset.link).modules
        .flatMap((row, r) => row.flatMap((on, c) => on ? [[c + 4, r + 4]] : []));
    const box = part => part ? part.getBoundingClientRect().toJSON() : null;
    return {link: corner.dataset.link, words: corner.innerText, width, height, dark, expected,
            ground: code.querySelector("rect").getAttribute("fill"), code: box(code),
            wordsSize: parseFloat(getComputedStyle(corner.querySelector("p")).fontSize),
            step: box(el.querySelector(".ma-widget__body > .ma-step")),
            table: box(el.querySelector(".ma-widget__body > :is(.ma-seats, .ma-trick, ol)"))};
}"""
"""The link's corner as drawn: the link it shows, its words, the QR code's viewBox, dark squares and ground, the
squares the encoder gives for the link, and the boxes of the code, the step and the table."""


def apart(first: dict[str, float], second: dict[str, float]) -> bool:
    return (first["right"] <= second["left"] or second["right"] <= first["left"] or first["bottom"] <= second["top"]
            or second["bottom"] <= first["top"])


def test_the_present_view_shows_the_link_as_a_qr_code_that_follows_the_step(live, page, served_site):
    page.set_viewport_size(PROJECTOR)
    live(PAGE)
    present(page, STEPS)
    corners = []
    for step in range(2):
        if step:
            act(page, STEPS, lambda: page.keyboard.press("PageDown"))
        corner = page.evaluate(CORNER, STEPS)
        assert corner is not None, f"#{STEPS}: no link in the present view"
        corners.append(corner)
        # The link "Copy link" copies, this widget first; in words, the page's address and the widget's id.
        address = served_site.url(PAGE)
        assert corner["link"] == (f"{address}#{STEPS}:" if not step else f"{address}#{page.url.partition('#')[2]}")
        assert f"{address.split('//')[1]}#{STEPS}" in corner["words"].replace("\n", "")
        assert ("step 2" in corner["words"]) == bool(step), corner["words"]
        # A square code on a white ground, four light modules round it, large enough for a phone across a room.
        assert corner["width"] == corner["height"] and corner["ground"] == "#fff"
        xs = [x for x, _ in corner["dark"]]
        ys = [y for _, y in corner["dark"]]
        assert min(xs) == min(ys) == 4 and max(xs) == max(ys) == corner["width"] - 5, corner["width"]
        assert sorted(corner["dark"]) == sorted(corner["expected"])
        box = corner["code"]
        assert abs(box["width"] - box["height"]) < 1 and box["width"] >= 180, box
        assert (box["left"] >= 0 and box["top"] >= 0 and box["right"] <= PROJECTOR["width"]
                and box["bottom"] <= PROJECTOR["height"]), box
        assert corner["wordsSize"] >= RANK, corner["wordsSize"]
        assert apart(box, corner["step"]) and apart(box, corner["table"]), (box, corner["step"], corner["table"])
    assert corners[0]["dark"] != corners[1]["dark"]
    page.keyboard.press("Escape")
    page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')", arg=STEPS)
    assert page.locator(f"{root(STEPS)} .ma-present-link").count() == 0


def test_the_link_corner_is_clear_of_what_the_class_must_see(live, page):
    """Every widget of the page, as presented: nothing of the step's column (the step, or a form beside the table)
    nor of the table stands under the link's corner."""
    page.set_viewport_size(PROJECTOR)
    for widget_id in live(PAGE):
        present(page, widget_id)
        under: list[Any] = page.evaluate(
            """id => {
                const el = document.getElementById(id);
                const link = el.querySelector(":scope > .ma-present-link");
                if (!link) return ["no link's corner"];
                const corner = link.getBoundingClientRect();
                return [...el.querySelector(".ma-widget__body").children]
                    .filter(child => Number(getComputedStyle(child).order) <= 0)
                    .filter(child => { const box = child.getBoundingClientRect();
                        return box.height > 0 && box.left < corner.right && box.right > corner.left
                            && box.top < corner.bottom && box.bottom > corner.top; })
                    .map(child => child.className);
            }""", widget_id)
        assert not under, (widget_id, under)
        page.keyboard.press("Escape")
        page.wait_for_function("id => !document.getElementById(id).classList.contains('is-presenting')",
                               arg=widget_id)

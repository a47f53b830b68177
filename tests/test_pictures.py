"""The ```picture block: each game page's picture renders, draws what the page's widget draws at the same step,
holds no control, names its seed, and a block that cannot be drawn stops the build naming the field."""

from __future__ import annotations

import re

import pytest

from tests.support.pages import pictures
from widgets.fence import parse_block
from widgets.games import RENDERERS, state_of
from widgets.pictures import PictureBlockError, format as fence, step_at, unheaded
from widgets.render import view
from widgets.requests import answer
from widgets.state import WidgetState
from widgets.table import steps_of

BLOCKS = pictures()
"""The picture of each game page, by game, as the pages place them."""


def draw(block: str) -> str:
    return fence(block, "picture", "ma-picture", {}, None)


def widget_state(block: str) -> tuple[WidgetState, int]:
    """The state of the page's widget that shows the picture's table, and the step the picture draws."""
    _, fields, _ = parse_block(block)
    at = fields.pop("at")
    state = state_of({"kind": "steps", **fields})
    return state, step_at(answer(RENDERERS[state.game].request(state)), at)


def found(pattern: str, text: str) -> re.Match[str]:
    """The first match of ``pattern`` in ``text``, which must hold one."""
    match = re.search(pattern, text, re.S)
    assert match is not None, pattern
    return match


def table_of(html: str) -> str:
    return found(r'^<figure class="ma-picture" id="[\w-]+"><div class="ma-picture__table">(.*)</div>'
                 r'<figcaption class="ma-picture__caption">.*</figcaption></figure>$', html).group(1)


def test_every_game_page_has_a_picture_and_every_renderer_draws_one() -> None:
    assert {RENDERERS[game].games[0] for game in BLOCKS} == {renderer.games[0] for renderer in RENDERERS.values()}
    assert all(callable(renderer.picture) for renderer in RENDERERS.values())


@pytest.mark.parametrize("game", BLOCKS)
def test_a_picture_is_the_table_of_the_pages_widget_at_its_step(game: str) -> None:
    html = draw(BLOCKS[game])
    table = table_of(html)
    state, step = widget_state(BLOCKS[game])
    if 'class="ma-trick__play' in table:  # a trick-taking game: the trick as the widget showed it complete, one
        # step before its win
        before = view(state.but(step=step - 1))
        trick = found(r'<section class="ma-trick".*?</section>', before).group(0)
        assert table.count(" is-winner") == 1 and " is-highlighted" not in table
        assert table.replace(" is-winner", "") == unheaded(trick.replace(" is-highlighted", ""))
        winner = found(r'<li class="ma-trick__play is-winner" data-seat="(\d+)">', table).group(1)
        won = steps_of(answer(RENDERERS[state.game].request(state)))[step]
        assert won["seats"] == [int(winner)] and set(won["cards"]) == set(re.findall(r'data-card="(\w+)"', table))
    else:
        assert table and table in view(state.but(step=step))


@pytest.mark.parametrize("game", BLOCKS)
def test_a_picture_has_no_control_and_its_caption_names_the_seed_and_the_step(game: str) -> None:
    html = draw(BLOCKS[game])
    assert not re.search(r"<(form|button|select|input|textarea)\b", html)
    assert "data-action" not in html and "<script" not in html
    state, step = widget_state(BLOCKS[game])
    caption = found(r"<figcaption.*</figcaption>", html).group(0)
    assert f"seed {state.seed}, {state.players} players" in caption and f"step {step + 1} of " in caption


def test_the_caption_says_the_steps_sentence_and_links_its_rule() -> None:
    html = draw(BLOCKS["farmer"])
    assert "Claude wins the farm (5) with A♥ 7♣ 3♠ 5♠." in html
    assert '<a class="ma-rule" href="#farmer.win.sixteen">farmer.win.sixteen</a>' in html
    assert 'class="ma-seat is-winner is-highlighted" data-seat="3"' in html


def test_a_step_is_named_by_its_rule_a_rule_above_it_or_its_number() -> None:
    by_rule = draw(BLOCKS["farmer"])
    assert draw(BLOCKS["farmer"].replace("farmer.win.sixteen", "farmer.win")) == by_rule
    _, step = widget_state(BLOCKS["farmer"])
    assert draw(BLOCKS["farmer"].replace("farmer.win.sixteen", str(step))) == by_rule


@pytest.mark.parametrize(("block", "named"), [
    (BLOCKS["farmer"].replace("game: farmer", "game: piquet"), "picture farmer-picture: game: unknown game"),
    (BLOCKS["farmer"].replace("farmer.win.sixteen", "farmer.pool.closest"), "picture farmer-picture: at: no step"),
    (BLOCKS["farmer"].replace("farmer.win.sixteen", "99"), "picture farmer-picture: at: this deal has steps"),
    (BLOCKS["farmer"].replace("at: farmer.win.sixteen\n", ""), "picture farmer-picture: at: name the step"),
    (BLOCKS["farmer"] + "step: 3\n", "picture farmer-picture: step:"),
    (BLOCKS["farmer"] + "kind: deal\n", "picture farmer-picture: kind: a picture of this game draws a steps"),
    (BLOCKS["farmer"].replace("seed: 2", "seed: two"), "picture farmer-picture: seed:"),
    (BLOCKS["french-tarot"].replace("kind: play\n", ""), "picture french-tarot-picture: at: no step"),
    (BLOCKS["homme"].replace("homme.play.win", "3"), "picture homme-picture: at: no trick is on the table"),
    ("game: farmer\nat: 1\n", "picture block: widget block: give an 'id'"),
])
def test_a_block_that_cannot_be_drawn_names_the_picture_and_the_field(block: str, named: str) -> None:
    with pytest.raises(PictureBlockError) as raised:
        draw(block)
    assert str(raised.value).startswith(named)

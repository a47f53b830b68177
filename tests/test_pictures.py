"""The ```picture block: each game page's picture renders, draws what the page's widget draws at the same step,
holds no control, names its seed, and a block that cannot be drawn stops the build naming the field."""

from __future__ import annotations

import re

import pytest

from tests.support.pages import pictures
from widgets.fence import parse_block
from widgets.games import RENDERERS, state_of
from widgets.html import esc
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


def with_field(block: str, name: str, value: str | None) -> str:
    """The block with its field ``name`` given ``value`` in place of its own (added last when it has none), or left
    out when ``value`` is ``None``."""
    kept = "".join(line for line in block.splitlines(keepends=True) if not line.startswith(f"{name}: "))
    return kept if value is None else kept + f"{name}: {value}\n"


def untold(block: str) -> str:
    """The block without the fields a game of its own reads (its variant, kind and options): an unknown game has
    none."""
    return "".join(line for line in block.splitlines(keepends=True)
                   if line.partition(":")[0] in ("id", "game", "seed", "players", "at"))


def drawn(block: str) -> str:
    """The picture of ``block``, or the message of the error that stops the build."""
    try:
        return draw(block)
    except PictureBlockError as error:
        return str(error)


@pytest.mark.parametrize("game", BLOCKS)
def test_the_caption_says_the_steps_sentence_and_links_its_rule(game: str) -> None:
    caption = found(r"<figcaption.*</figcaption>", draw(BLOCKS[game])).group(0)
    state, step = widget_state(BLOCKS[game])
    shown = steps_of(answer(RENDERERS[state.game].request(state)))[step]
    assert f"{esc(shown['text'])} " in caption
    assert f'<a class="ma-rule" href="#{shown["rule"]}">{shown["rule"]}</a>' in caption


@pytest.mark.parametrize("game", BLOCKS)
def test_a_step_is_named_by_its_rule_a_rule_above_it_or_its_number(game: str) -> None:
    """A rule, or a rule above it, names the first step under it; a number names the step it counts."""
    state, step = widget_state(BLOCKS[game])
    steps = steps_of(answer(RENDERERS[state.game].request(state)))
    assert drawn(with_field(BLOCKS[game], "at", str(step))) == draw(BLOCKS[game])
    rule = steps[step]["rule"]
    for name in (rule, rule.rpartition(".")[0]):
        first = next(index for index, shown in enumerate(steps) if f"{shown['rule']}.".startswith(f"{name}."))
        assert drawn(with_field(BLOCKS[game], "at", name)) == drawn(with_field(BLOCKS[game], "at", str(first)))


def refusals(game: str) -> list[tuple[str, str]]:
    """Blocks made of the page's picture of ``game`` that cannot be drawn, each with the start of its message."""
    block = BLOCKS[game]
    named = f"picture {parse_block(block)[0]}:"
    state, _ = widget_state(block)
    steps = len(steps_of(answer(RENDERERS[state.game].request(state))))
    return [
        (with_field(untold(block), "game", "piquet"), f"{named} game: unknown game"),
        (with_field(block, "at", f"{state.game}.piquet"), f"{named} at: no step"),
        (with_field(block, "at", str(steps)), f"{named} at: this deal has steps"),
        (with_field(block, "at", None), f"{named} at: name the step"),
        (block + "step: 3\n", f"{named} step:"),
        (with_field(block, "kind", "deal"), f"{named} kind: a picture of this game draws a steps"),
        (with_field(block, "seed", "two"), f"{named} seed:"),
        (with_field(block, "id", None), "picture block: widget block: give an 'id'"),
    ]


@pytest.mark.parametrize(("game", "case"), [(game, case) for game in BLOCKS for case in range(8)])
def test_a_block_that_cannot_be_drawn_names_the_picture_and_the_field(game: str, case: int) -> None:
    block, named = refusals(game)[case]
    with pytest.raises(PictureBlockError) as raised:
        draw(block)
    assert str(raised.value).startswith(named)

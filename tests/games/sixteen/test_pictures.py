"""Farmer's picture on its page: the win it draws in words and on the table, named by its rule or a rule above it,
and a rule of the game that the deal never reaches."""

from __future__ import annotations

import pytest

from tests.test_pictures import BLOCKS, draw, widget_state
from widgets.pictures import PictureBlockError

FARMER = BLOCKS["farmer"]


def test_the_caption_says_who_wins_the_farm_and_the_table_lights_the_winner() -> None:
    html = draw(FARMER)
    assert "Claude wins the farm (5) with A♥ 7♣ 3♠ 5♠." in html
    assert '<a class="ma-rule" href="#farmer.win.sixteen">farmer.win.sixteen</a>' in html
    assert 'class="ma-seat is-winner is-highlighted" data-seat="3"' in html


def test_the_win_is_named_by_its_rule_the_rule_above_it_or_its_number() -> None:
    by_rule = draw(FARMER)
    assert draw(FARMER.replace("farmer.win.sixteen", "farmer.win")) == by_rule
    _, step = widget_state(FARMER)
    assert draw(FARMER.replace("farmer.win.sixteen", str(step))) == by_rule


def test_a_rule_the_deal_never_reaches_is_no_step() -> None:
    with pytest.raises(PictureBlockError) as raised:
        draw(FARMER.replace("farmer.win.sixteen", "farmer.pool.closest"))
    assert str(raised.value).startswith("picture farmer-picture: at: no step")
